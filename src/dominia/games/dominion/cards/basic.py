"""The seven basic cards, registered first so their kinds are 0..6."""

from __future__ import annotations

from dominia.games.dominion.card_model import CURSE, TREASURE, VICTORY, CardDef

BASIC = [
    CardDef("Copper", 0, TREASURE, "basic", (1, 2), {"ru": "Медь", "hu": "Réz"}, coins=1, text="$1"),
    CardDef("Silver", 3, TREASURE, "basic", (1, 2), {"ru": "Серебро", "hu": "Ezüst"}, coins=2, text="$2"),
    CardDef("Gold", 6, TREASURE, "basic", (1, 2), {"ru": "Золото", "hu": "Arany"}, coins=3, text="$3"),
    CardDef("Estate", 2, VICTORY, "basic", (1, 2), {"ru": "Поместье", "hu": "Birtok"}, vp=1, text="1 VP"),
    CardDef("Duchy", 5, VICTORY, "basic", (1, 2), {"ru": "Герцогство", "hu": "Hercegség"}, vp=3, text="3 VP"),
    CardDef(
        "Province", 8, VICTORY, "basic", (1, 2), {"ru": "Провинция", "hu": "Tartomány"}, vp=6, text="6 VP"
    ),
    CardDef("Curse", 0, CURSE, "basic", (1, 2), {"ru": "Проклятие", "hu": "Átok"}, vp=-1, text="-1 VP"),
]

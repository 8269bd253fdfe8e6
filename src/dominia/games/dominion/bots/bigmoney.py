"""Money-only reference bots: big-money, bmu (Big Money Ultimate) and smithy-bm.

They are the yardsticks other bots are measured against and the speed
benchmark, so their buy decision is kept cheap: legality of `buy:X` follows
from the coins and the pile count (a basic pile's top card is always that
card), so no choice list is scanned and the owned cards are counted only
when a Province is affordable.
"""

from __future__ import annotations

from dominia.core.decision import Decision
from dominia.games.dominion.bots import register_bot
from dominia.games.dominion.bots.common import BaseBot, fallback, has
from dominia.games.dominion.view import DominionView


def _money(view: DominionView) -> int:
    """Total coin value of the Treasures the viewing seat owns (basic Treasures only)."""
    c = view.my_cards()
    return c["Copper"] + 2 * c["Silver"] + 3 * c["Gold"]


class BigMoney(BaseBot):
    """Plays no Actions; buys Province at $8+, Gold at $6-7, Silver at $3-5."""

    name = "big-money"

    def choose(self, view: DominionView, decision: Decision) -> str:
        if decision.kind == "buy":
            return self.buy(view, decision)
        return super().choose(view, decision)

    def buy(self, view: DominionView, decision: Decision) -> str:
        if decision.choices[0].id == "treasures:all":
            return "treasures:all"
        coins = view.coins
        count = view.count_in_supply
        if coins >= 8 and count("Province"):
            return "buy:Province"
        if coins >= 6 and count("Gold"):
            return "buy:Gold"
        if coins >= 3 and count("Silver"):
            return "buy:Silver"
        return "done"


class BigMoneyUltimate(BigMoney):
    """BMU: Province if money > 18; Duchy at <= 4 Provinces left; Estate at <= 2; Gold;
    Duchy at <= 6; Silver."""

    name = "bmu"
    province_money = 18

    def buy(self, view: DominionView, decision: Decision) -> str:
        if decision.choices[0].id == "treasures:all":
            return "treasures:all"
        coins = view.coins
        if coins < 2:
            return "done"
        count = view.count_in_supply
        provinces = count("Province")
        if coins >= 8 and provinces and _money(view) > self.province_money:
            return "buy:Province"
        if coins >= 5 and provinces <= 4 and count("Duchy"):
            return "buy:Duchy"
        if provinces <= 2 and count("Estate"):
            return "buy:Estate"
        if coins >= 6 and count("Gold"):
            return "buy:Gold"
        if coins >= 5 and provinces <= 6 and count("Duchy"):
            return "buy:Duchy"
        extra = self.extra_buy(view, coins)
        if extra is not None:
            return extra
        if coins >= 3 and count("Silver"):
            return "buy:Silver"
        return "done"

    def extra_buy(self, view: DominionView, coins: int) -> str | None:
        """A hook for BMU variants: a kingdom card to take before Silver."""
        return None


class SmithyBigMoney(BigMoneyUltimate):
    """BMU plus one Smithy per ~11 Treasures, played whenever it is in hand."""

    name = "smithy-bm"

    def extra_buy(self, view: DominionView, coins: int) -> str | None:
        if coins >= 4 and view.count_in_supply("Smithy"):
            c = view.my_cards()
            treasures = c["Copper"] + c["Silver"] + c["Gold"]
            if c["Smithy"] < 1 + treasures // 11:
                return "buy:Smithy"
        return None

    def play_action(self, view: DominionView, decision: Decision) -> str:
        if has(decision, "play:Smithy"):
            return "play:Smithy"
        return fallback(decision)


register_bot("big-money", "plays no actions; Province at $8, Gold at $6-7, Silver at $3-5", BigMoney)
register_bot(
    "bmu",
    "Big Money Ultimate: money-aware Province buying and Duchy/Estate dancing at the end",
    BigMoneyUltimate,
)
register_bot("smithy-bm", "Big Money Ultimate with one Smithy per ~11 Treasures", SmithyBigMoney)

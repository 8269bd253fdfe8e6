"""A Dominion agent written in Python: Big Money with Smithies, as an example to start from.

An agent is any object with `choose(view, decision) -> str`, made by a class or function that
takes one argument, the seed. It sees only its seat's view (`DominionView`: the Supply, its
hand, what every seat owns...) and the decision asked (`decision.kind`, `decision.choices`, each
with an `id` such as `buy:Province`). This one answers the questions it cares about (which
Action to play, what to buy) and hands every other question (a Militia discard, a Cellar...) to
a built-in bot. Try it:

    .venv/bin/dominia sim dominion --bots examples/bots/smithy_money.py:SmithyMoney,bmu -n 2000 -k first-game
    .venv/bin/dominia play dominion --players human,examples/bots/smithy_money.py:SmithyMoney -k first-game
"""

from __future__ import annotations

import dominia
from dominia import Decision
from dominia.games.dominion.view import DominionView

TREASURES = ("Copper", "Silver", "Gold")


class SmithyMoney:
    name = "smithy-money"

    def __init__(self, seed: int) -> None:
        # Any randomness must come from `seed`: the same seed then gives the same games.
        self.fallback = dominia.bot("dominion", "big-money", seed)

    def choose(self, view: DominionView, decision: Decision) -> str:
        ids = {c.id for c in decision.choices}
        if decision.kind == "play_action" and "play:Smithy" in ids:
            return "play:Smithy"
        if decision.kind == "buy":
            if "treasures:all" in ids:  # (the terminal asks; the simulator plays them for you)
                return "treasures:all"
            for card in self.wanted(view):
                if f"buy:{card}" in ids:
                    return f"buy:{card}"
            return "done"
        return self.fallback.choose(view, decision)

    def wanted(self, view: DominionView) -> list[str]:
        """The cards to buy, best first, if they are affordable."""
        mine = view.my_cards()
        provinces = view.count_in_supply("Province")
        treasures = sum(mine[t] for t in TREASURES)
        out = []
        if view.money_owned(view.seat) > 15:
            out.append("Province")
        if provinces <= 4:
            out.append("Duchy")
        if provinces <= 2:
            out.append("Estate")
        out.append("Gold")
        if mine["Smithy"] < treasures / 11:
            out.append("Smithy")
        out.append("Silver")
        return out

"""Issue 13, item 9: an explored artifact's abilities are active at once (the book, Explore:
«Любые способности выбранного артефакта сразу становятся активными»), one test per kind of
artifact ability in the vocabulary; and a counted artifact's stop at once.

Each test explores the artifact in the turn and uses its ability in that same turn.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from dominia.games.dominaria.rules import advance
from dominia.games.dominaria.scenario import (
    begin_turn,
    card_named,
    clear_board,
    put_tokens,
    scenario,
    set_mana,
    set_player,
    stack_artifacts,
    stack_quests,
)
from dominia.games.dominaria.state import DominariaState
from tests.dominaria.helpers import FIXTURES, do, ids, kind, pool, position


def _refresh(g: DominariaState) -> None:
    """Ask again after the test rearranged the position."""
    advance(g)


def explore(g: DominariaState, artifact: str, *, at: str = "Zhalfir", other: str = "T Junk 1") -> None:
    """Seat 0 explores `at` (paying with blue only, so nothing is asked) and keeps `artifact`."""
    put_tokens(g, artifact=[at])
    stack_artifacts(g, [artifact, other])
    _refresh(g)
    do(g, f"explore:{at}")
    assert kind(g) == "new_artifact"
    do(g, f"take:{artifact}")
    assert kind(g) == "action"
    assert artifact in [g.comp.artifacts[a].name for a in g.players[0].artifacts]


def moves(g: DominariaState) -> list[str]:
    return [i for i in ids(g) if i.startswith("move:")]


def test_a_move_artifact_gives_its_move_action_in_the_turn_it_is_explored() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Orvada"], pool={"blue": 4})
    _refresh(g)
    assert g.moves == 1
    do(g, "move:Orvada->Zhalfir")  # the turn's only Move action
    assert moves(g) == []
    explore(g, "T Boots")  # +1 Move action each turn
    assert g.moves == 1
    do(g, "move:Zhalfir->Lat-Nam")  # the Boots' Move action, this turn
    assert [g.comp.locations[x].name for x in g.players[0].heroes] == ["Lat-Nam"]
    assert moves(g) == []
    do(g, "end")
    begin_turn(g, 0)  # and every later turn, counted once
    assert g.moves == 2


def test_a_free_explore_gives_the_move_action_at_once_too() -> None:
    g = position(3)
    pay = {"white": 1, "red": 1, "green": 1}
    set_player(g, 0, heroes=["Zhalfir", "Orvada"], hand=["T Colours"], pool=pay)
    put_tokens(g, artifact=["Zhalfir"])
    stack_artifacts(g, ["T Boots", "T Junk 1"])
    g.moves = 0
    _refresh(g)
    assert moves(g) == []
    do(g, "complete:T Colours", "skip")  # its reward: a free Hire (skipped), a free Explore
    assert kind(g) == "free_explore"
    do(g, "explore:Zhalfir", "take:T Boots")
    assert g.moves == 1 and moves(g)


def test_a_discount_applies_to_the_next_action_of_the_same_turn() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Zhalfir"], pool={"blue": 4, "white": 1, "red": 2})
    put_tokens(g, artifact=["Zhalfir"])
    stack_artifacts(g, ["T Discount", "T Junk 1"])
    _refresh(g)
    do(g, "explore:Zhalfir", "mana:blue", "mana:blue", "mana:blue", "take:T Discount")
    assert pool(g) == {"white": 1, "red": 2}  # 3 mana: a Hire (white + 4) only with the discount
    assert "hire:Orvada" in ids(g)  # white + 4 - 2, this turn
    do(g, "hire:Orvada")
    assert pool(g) == {} and len(g.players[0].heroes) == 2


def test_a_collect_bonus_and_end_of_turn_mana_work_in_the_turn_it_is_explored() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Zhalfir"], pool={"blue": 4})
    set_mana(g, {"Zhalfir": 2})
    explore(g, "T Lens")  # collecting blue gives 1 more; 1 white at the end of each turn
    do(g, "collect:Zhalfir")
    assert pool(g) == {"blue": 3}
    do(g, "end")
    assert pool(g) == {"white": 1, "blue": 3}


def test_a_use_ability_can_be_used_in_the_turn_it_is_explored() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Zhalfir"], pool={"blue": 4, "black": 1})
    put_tokens(g, artifact=["Zhalfir"])
    stack_artifacts(g, ["T Battery", "T Junk 1"])
    _refresh(g)
    do(g, "explore:Zhalfir", "mana:blue", "mana:blue", "mana:blue", "take:T Battery")
    assert "use:T Battery" in ids(g)
    do(g, "use:T Battery", "colour:red", "colour:red")
    assert pool(g) == {"red": 2}


def test_a_once_ability_can_be_counted_in_the_turn_it_is_explored() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Zhalfir", "Orvada"], pool={"blue": 4})
    explore(g, "T Charm")  # count it (with two heroes): a new quest
    stack_quests(g, ["T Keld", "T Paid"])
    _refresh(g)
    assert "count:T Charm" in ids(g)
    do(g, "count:T Charm", "keep:T Keld")
    assert [g.comp.quests[q].name for q in g.players[0].hand] == ["T Keld"]


def _with_sails(tmp: Path) -> str:
    """The test components plus an artifact with a Move action that can also be counted."""
    for f in Path(FIXTURES).glob("*.toml"):
        shutil.copy(f, tmp / f.name)
    with (tmp / "artifacts.toml").open("a", encoding="utf-8") as out:
        out.write('\n[[artifact]]\nname = "T Sails"\nvp = 1\n')
        out.write("passive = { moves = 1 }\nonce = { any_mana = 1 }\n")
    return str(tmp)


def test_counting_an_artifact_takes_its_unused_move_action_away(tmp_path: Path) -> None:
    g = scenario(3, components=_with_sails(tmp_path))
    clear_board(g)
    for p in g.players:
        p.hand, g.quest_deck = [], g.quest_deck + p.hand
    set_player(g, 0, heroes=["Orvada"], artifacts=["T Sails"], pool={})
    begin_turn(g, 0, card_named(g.comp, colour="white"))
    assert g.moves == 2  # 1 + the Sails
    do(g, "count:T Sails", "colour:red")  # its abilities no longer act: its Move action is gone
    assert g.moves == 1
    do(g, "move:Orvada->Zhalfir")
    assert moves(g) == []
    # Counted after its Move action was used: nothing left to take away.
    g2 = scenario(3, components=_with_sails(tmp_path))
    set_player(g2, 0, heroes=["Orvada"], artifacts=["T Sails"], pool={})
    begin_turn(g2, 0, card_named(g2.comp, colour="white"))
    do(g2, "move:Orvada->Zhalfir", "move:Zhalfir->Orvada", "count:T Sails", "colour:red")
    assert g2.moves == 0 and "end" in ids(g2)

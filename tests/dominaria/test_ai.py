"""Heroes of Dominaria AIs: they finish every kind of game, decide well in constructed turns,
are deterministic, and plan only on what their seat may know."""

from __future__ import annotations

import pytest

from dominia.core.agent import Agent
from dominia.core.errors import UnknownName
from dominia.core.rng import Rng
from dominia.core.runner import run_game
from dominia.games.dominaria.ai import LEVELS, PROFILES, SINGLE_MINDED, ai_names, describe, make_ai
from dominia.games.dominaria.game import DOMINARIA
from dominia.games.dominaria.scenario import card_named, put_tokens, set_mana, set_player, stack_quests
from dominia.games.dominaria.scoring import score
from dominia.games.dominaria.state import DominariaState
from tests.dominaria.helpers import position


def play_turn(g: DominariaState, agent: Agent) -> list[str]:
    """Let `agent` play the current seat's turn to its end; the choices it made."""
    seat, turns = g.current, g.turns
    made = []
    while g.decision is not None and g.turns == turns:
        d = g.decision
        assert d.seat == seat
        choice = agent.choose(DOMINARIA.view(g, seat), d)
        DOMINARIA.apply(g, seat, choice)
        made.append(choice)
    return made


def shipped_position(players: int = 2, card: str = "white", round: int = 3) -> DominariaState:
    from dominia.games.dominaria.scenario import begin_turn

    g = position(players, card=card, fixtures=False)
    begin_turn(g, 0, card_named(g.comp, colour=card), round=round)
    return g


# ---------------------------------------------------------------- whole games


@pytest.mark.parametrize(
    ("names", "start_mana"),
    [
        (("planner", "greedy"), 1),
        (("greedy", "random", "planner"), 2),
        (("planner", "planner", "planner", "planner"), 1),
        (("leylines", "manaliths", "cabal", "artifacts"), 1),
        (("quest-first", "greedy"), 2),
    ],
)
def test_ais_play_games_to_the_end(names: tuple[str, ...], start_mana: int) -> None:
    g = DOMINARIA.setup({"players": len(names), "start_mana": start_mana}, 11, logging=False)
    agents = [make_ai(n, s) for s, n in enumerate(names)]
    out = run_game(DOMINARIA, g, agents)  # every choice goes through the engine's legality check
    assert out.scores == tuple(score(g, s) for s in range(len(names)))
    assert g.round == g.rounds + 1


def test_the_planner_beats_greedy_and_random_in_most_games() -> None:
    """A small sample: the benchmark measures the rates; here the planner must win most games."""
    wins = {"greedy": 0.0, "random": 0.0}
    for other, games in (("greedy", 8), ("random", 4)):
        for i in range(games):
            names = ("planner", other) if i % 2 == 0 else (other, "planner")
            g = DOMINARIA.setup({"players": 2}, i, logging=False)
            out = run_game(DOMINARIA, g, [make_ai(n, i % 4) for n in names])
            me = names.index("planner")
            wins[other] += (me in out.winners) / len(out.winners)
    assert wins["random"] == 4
    assert wins["greedy"] >= 6


def test_the_same_seed_gives_the_same_game() -> None:
    def moves(seed: int) -> list[tuple[int, str]]:
        g = DOMINARIA.setup({"players": 3}, seed, logging=False)
        agents = [make_ai(n, seed) for n in ("planner", "greedy", "planner")]
        log: list[tuple[int, str]] = []
        while (d := g.decision) is not None:
            c = agents[d.seat].choose(DOMINARIA.view(g, d.seat), d)
            log.append((d.seat, c))
            DOMINARIA.apply(g, d.seat, c)
        return log

    first = moves(5)
    assert first == moves(5)
    assert first != moves(6)


# ---------------------------------------------------------------- constructed turns


def test_the_planner_takes_the_colour_it_needs_over_the_biggest_pile() -> None:
    g = shipped_position(card="blue")
    set_player(g, 0, heroes=["Llanowar", "Caligo Morass"], pool={"blue": 4})
    set_mana(g, {"Hammerheim": 1, "Vesuva": 0, "Urborg": 4, "Nethermire": 4})
    choices = play_turn(g, make_ai("planner", 1))
    assert "collect:Hammerheim" in choices  # 1 red, not the 4 black next door
    assert len(g.players[0].manaliths) == 1  # which the red pays for


def test_greedy_takes_the_biggest_pile_in_reach() -> None:
    g = shipped_position(card="white")
    set_player(g, 0, heroes=["Llanowar", "Caligo Morass"], pool={})
    set_mana(g, {"Hammerheim": 1, "Urborg": 4})
    choices = play_turn(g, make_ai("greedy", 1))
    assert "collect:Urborg" in choices
    assert g.players[0].pool[2] == 4  # black


def test_the_planner_completes_a_quest_it_can_reach() -> None:
    g = shipped_position(card="white")
    set_player(g, 0, heroes=["Benalia", "Tolaria"], pool={}, hand=["Keldon Warlords"])
    choices = play_turn(g, make_ai("planner", 1))
    assert "move:Benalia->Keld" in choices and "complete:Keldon Warlords" in choices
    assert g.players[0].quests_done == [g.comp.quest_index["Keldon Warlords"]]


def test_the_planner_spends_its_mana_on_its_last_turn() -> None:
    g = shipped_position(card="white", round=11)
    set_player(g, 0, heroes=["Hammerheim", "Orvada"], pool={"red": 3, "green": 4, "white": 5, "black": 2})
    before = score(g, 0)
    play_turn(g, make_ai("planner", 1))
    assert score(g, 0) > before + 3
    assert sum(g.players[0].pool) < 3  # mana left at the end scores nothing


def test_the_planner_builds_a_fourth_manalith_to_claim_the_public_quest() -> None:
    g = shipped_position(card="white", round=6)
    set_player(
        g,
        0,
        heroes=["Hammerheim", "Sursi"],
        manaliths=["Urborg", "Esturin", "Verdura"],
        pool={"red": 1, "blue": 4},
    )
    play_turn(g, make_ai("planner", 1))
    tiles = [g.comp.tiles[t].name for t in g.players[0].tiles]
    assert "Manalith Master" in tiles


def test_single_minded_strategies_use_only_their_ability() -> None:
    g = shipped_position(card="white", round=5)
    set_player(g, 0, heroes=["Hammerheim", "Orvada"], pool={"red": 3, "green": 4, "white": 5, "black": 2})
    choices = play_turn(g, make_ai("leylines", 1))
    used = {c.partition(":")[0] for c in choices} & {"hire", "explore", "confront", "manalith", "leyline"}
    assert used == {"leyline"}


def test_a_new_quest_keeps_the_one_worth_more() -> None:
    g = shipped_position(card="white")
    # Keld is one move from Benalia; Yavimaya is far from both heroes
    set_player(g, 0, heroes=["Benalia", "Tolaria"], pool={}, hand=[])
    stack_quests(g, ["The Flight of the Weatherlight", "Keldon Warlords"])
    from dominia.games.dominaria import rules

    g.tasks.insert(0, ("quest",))
    rules.advance(g)
    assert g.decision is not None and g.decision.kind == "new_quest"
    pick = make_ai("planner", 1).choose(DOMINARIA.view(g, 0), g.decision)
    assert pick == "keep:Keldon Warlords"


# ---------------------------------------------------------------- what an AI may know


def test_the_sandbox_redeals_others_hands_and_keeps_its_own_and_the_offer() -> None:
    g = shipped_position(players=3, card="white")
    set_player(g, 1, hand=["Heart of Yavimaya", "Call to Arms"])
    set_player(g, 2, hand=["Cabal Purge"])
    stack_quests(g, ["Keldon Warlords", "Tolarian Studies"])
    from dominia.games.dominaria import rules

    g.tasks.insert(0, ("quest",))
    rules.advance(g)
    view = DOMINARIA.view(g, 0)
    others_seen = set()
    for k in range(8):
        s = view.sandbox(Rng(k))
        assert s.players[0].hand == g.players[0].hand
        assert s.quest_deck[-2:] == g.quest_deck[-2:]  # the two on offer stay on top
        assert s.mana_on == g.mana_on
        others_seen.add(tuple(s.players[1].hand))
        assert s.rng.state() != g.rng.state()
    assert len(others_seen) > 1


def test_unknown_ai_names_are_refused_with_a_suggestion() -> None:
    with pytest.raises(UnknownName, match="planner"):
        make_ai("planer")


def test_the_registry_names_and_describes_every_ai() -> None:
    names = ai_names()
    assert names[:4] == ["easy", "medium", "hard", "random"]
    assert {"greedy", "planner", *SINGLE_MINDED} <= set(names)
    assert all(describe(n) for n in names)
    assert set(PROFILES) == set(names) - {"random", *LEVELS}


# ---------------------------------------------------------------- what the balance work taught


def test_a_plan_walks_to_the_colour_it_lacks() -> None:
    """The Cabal plan holds no black: the way to a pile of black two moves away is worth more
    than a bigger pile of another colour the other way (it used to collect whatever lay
    nearest, all game)."""
    g = shipped_position(players=4, card="white")
    set_player(g, 0, heroes=["Shanodin"], pool={"red": 4})
    set_mana(g, {"Orvada": 1, "Sursi": 2, "Urborg": 3})
    put_tokens(g, cabal=["Keld", "Vesuva"])
    play_turn(g, make_ai("cabal", 1))
    assert [g.comp.locations[h].name for h in g.players[0].heroes] == ["Orvada"]  # next to Urborg


def test_a_plan_walks_towards_the_token_it_needs() -> None:
    """With the mana for Explore, the artifact plan heads for an artifact token two moves away
    rather than for a pile the other way."""
    g = shipped_position(players=4, card="white")
    set_player(g, 0, heroes=["Shanodin"], pool={"blue": 2, "red": 3})
    set_mana(g, {"Orvada": 0, "Sursi": 0, "Estark": 0, "Benalia": 0, "Bogardan": 1})
    put_tokens(g, artifact=["Urborg"])
    play_turn(g, make_ai("artifacts", 1))
    assert [g.comp.locations[h].name for h in g.players[0].heroes] == ["Orvada"]


def test_use_abilities_are_valued_by_what_they_give() -> None:
    from dominia.games.dominaria.ai.evaluate import Evaluator
    from dominia.games.dominaria.ai.knowledge import Knowledge
    from dominia.games.dominaria.components import shipped

    comp = shipped()
    ev = Evaluator(Knowledge(comp))
    worth = {a.name: ev.art_per_turn[i] for i, a in enumerate(comp.artifacts) if a.use_cost is not None}
    assert len(worth) >= 7  # the stand-in set's artifacts with a `use`
    assert worth["Urza's Tome"] > worth["Gilded Lotus"] > worth["Icy Manipulator"] >= 0.15
    assert max(worth.values()) <= 0.8


def test_the_planner_uses_an_artifact_when_it_pays() -> None:
    g = shipped_position(card="white", round=4)
    set_player(g, 0, heroes=["Benalia", "Tolaria"], pool={"black": 1}, artifacts=["Forebear's Blade"])
    put_tokens(g, cabal=["Yavimaya"])
    choices = play_turn(g, make_ai("planner", 1))
    assert "use:Forebear's Blade" in choices
    assert g.players[0].cabal == 1 and g.cabal_on[g.comp.loc("Yavimaya")] == 0


def test_an_ai_sent_elsewhere_mid_turn_chooses_as_it_would_have() -> None:
    """The server may pickle a bot to think in another process: the greedy AI keeps the position
    its last action led to, and a copy of it sent mid-turn makes the same choices."""
    import pickle

    g = shipped_position()
    here = make_ai("greedy", 3)
    made = 0
    while (d := g.decision) is not None and d.seat == 0 and made < 6:
        view = DOMINARIA.view(g, 0)
        sent = pickle.loads(pickle.dumps(here))
        choice = here.choose(view, d)
        assert sent.choose(view, d) == choice
        DOMINARIA.apply(g, 0, choice)
        made += 1
    assert made > 2

"""Issue 13, item 11: paying mana at the terminal. A payment's numbers stay the same until it
is paid (they used to shift after each token, so a typed number paid the wrong one), colours
are accepted by name in English and Russian, and `a` pays ordinary mana first, Manalith tokens
last. Through the renderer on a constructed position, and through `dominia play --resume`.
"""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from dominia.cli.dominaria.render import HELP, DominariaRenderer, colour_of
from dominia.cli.games import game_ui
from dominia.cli.main import app
from dominia.cli.play import make_agents, resolve
from dominia.cli.seats import parse_seats
from dominia.core.agent import RandomAgent
from dominia.core.decision import Decision
from dominia.core.record import GameRecord
from dominia.games.dominaria.game import DOMINARIA
from dominia.games.dominaria.rules import advance
from dominia.games.dominaria.scenario import set_player
from dominia.games.dominaria.state import DominariaState
from tests.dominaria.helpers import do, pool, position

runner = CliRunner()
UI = game_ui("dominaria")
RUSSIAN = {"white": "белая", "blue": "синяя", "black": "чёрная", "red": "красная", "green": "зелёная"}


def pending(g: DominariaState) -> Decision:
    d = DOMINARIA.pending(g)
    assert d is not None
    return d


def paying() -> tuple[DominariaState, DominariaRenderer]:
    """Seat 0 hires (1 white + 4 of any colour): the white pays itself, the 4 are asked."""
    g = position(3, fixtures=False)
    set_player(
        g,
        0,
        heroes=["Orvada"],
        pool={"white": 2, "blue": 1, "black": 1, "green": 3},
        manaliths=["Keld"],
        manalith_tokens=["red"],
    )
    advance(g)
    do(g, "hire:Orvada")
    r = DominariaRenderer()
    r.status(DOMINARIA.view(g, 0), ["Ann", "Bob"])
    return g, r


def answer(g: DominariaState, r: DominariaRenderer, text: str) -> tuple[str | None, str]:
    return resolve(text, pending(g), r)


def pay(g: DominariaState, r: DominariaRenderer, text: str, expected: str) -> None:
    choice, why = answer(g, r, text)
    assert choice == expected, (text, why)
    DOMINARIA.apply(g, 0, choice)


def test_a_number_means_the_same_token_for_the_whole_payment() -> None:
    g, r = paying()
    d = pending(g)
    rows = dict(r.listing(d))
    assert list(rows) == ["1", "2", "3", "4", "5", "6", "7"]
    assert "ordinary mana first" in rows["1"] and "Manalith tokens first" in rows["2"]
    assert [d.data["tokens"][i] for i in range(5)] == [
        "mana:white",
        "mana:blue",
        "mana:black",
        "manalith:red",
        "mana:green",
    ]
    pay(g, r, "4", "mana:blue")  # the only blue
    rows = dict(r.listing(pending(g)))
    assert "4" not in rows and list(rows) == ["1", "2", "3", "5", "6", "7"]  # nothing renumbered
    choice, why = answer(g, r, "4")
    assert choice is None and "4 is the" in why and "blue" in why and "no" in why and "left" in why
    pay(g, r, "7", "mana:green")  # still green, as when the payment started
    pay(g, r, "6", "manalith:red")
    assert pending(g).data["left"] == 1
    choice, why = answer(g, r, "9")
    assert choice is None and "9 is not a choice number (1, 2, 3, 5, 7)" in why
    pay(g, r, "5", "mana:black")
    assert pending(g).kind == "action" and pool(g) == {"white": 1, "green": 2}


def test_colours_by_name_in_english_and_russian() -> None:
    g, r = paying()
    assert answer(g, r, "blue") == ("mana:blue", "")
    assert answer(g, r, "Чёрная") == ("mana:black", "")
    assert answer(g, r, "черную") == ("mana:black", "")  # any case, ё or е
    assert answer(g, r, "зелёной маны") == ("mana:green", "")
    assert answer(g, r, "red") == ("manalith:red", "")  # no ordinary red: its Manalith token
    assert answer(g, r, "red manalith") == ("manalith:red", "")
    assert answer(g, r, "красный маналит") == ("manalith:red", "")
    choice, why = answer(g, r, "red mana")
    assert choice is None and "no" in why and "red" in why and "mana left" in why
    choice, why = answer(g, r, "blue manalith")
    assert choice is None and "Manalith token left" in why
    choice, why = answer(g, r, "red blue")
    assert choice is None and "name one colour" in why
    assert answer(g, r, "a") == ("auto:keep", "")  # pay automatically: Manalith tokens last
    assert answer(g, r, "auto") == ("auto", "")  # the id as it is
    assert answer(g, r, "mana:green") == ("mana:green", "")
    words = {"wh": None, "bl": None, "bla": "black", "голубая": "blue", "white": "white", "x": None}
    assert {w: colour_of(w) for w in words} == words
    assert "чёрная" in HELP and "black manalith" in HELP


def test_a_coloured_step_names_the_colour_it_needs() -> None:
    g = position(3, fixtures=False)
    set_player(g, 0, heroes=["Hammerheim"], pool={"red": 1, "blue": 4}, manaliths=["Urborg"])
    set_player(g, 0, manalith_tokens=["red"])
    advance(g)
    do(g, "manalith:Hammerheim")  # 1 red first: the red mana or the red Manalith token
    r = DominariaRenderer()
    r.status(DOMINARIA.view(g, 0), ["Ann", "Bob"])
    d = pending(g)
    assert d.data["colour"] == "red"
    keys = {cid: str(n + 1) for n, cid in enumerate(r.pay_slots(d))}
    choice, why = answer(g, r, keys["mana:blue"])
    assert choice is None and "this step needs" in why and "red" in why
    pay(g, r, "красная", "mana:red")


def test_a_colour_pick_by_its_russian_name() -> None:
    g = position(3, fixtures=False)
    set_player(g, 0, heroes=["Orvada"], pool={})
    g.tasks = [("any_mana",)]
    advance(g)
    r = DominariaRenderer()
    assert pending(g).kind == "any_mana"
    assert answer(g, r, "Красную") == ("colour:red", "")
    assert answer(g, r, "green") == ("colour:green", "")


def test_bad_answers_in_a_payment_change_nothing() -> None:
    g, r = paying()
    p = g.players[0]
    before = (p.pool[:], p.mtokens[:], g.supply[:], list(g.tasks))
    for text in ("0", "99", "red mana", "purple", "blue manalith"):
        assert answer(g, r, text)[0] is None
    assert (p.pool, p.mtokens, g.supply, g.tasks) == before


# ---------------------------------------------------------------- the terminal


def reach_a_payment(path: Path) -> tuple[Decision, list[str]]:
    """A saved game stopped at the human's payment: at least 2 to pay, a choice among 3 or more
    token kinds, one of them a single ordinary mana token (it is gone once spent). The human's
    other answers are random; the bot is the CLI's."""
    for seed in range(1, 40):
        seats = parse_seats("human:Ann,random", UI.bot_names())
        opts = UI.options(2, None, None, {"start_mana": 2})
        g = DOMINARIA.setup(opts, seed)
        agents = make_agents(UI, seats, seed)
        ann = RandomAgent(seed)
        record = GameRecord("dominaria", opts, seed, ["human:Ann", "bot:random"])
        while (d := DOMINARIA.pending(g)) is not None:
            tokens = [c.id for c in d.choices if not c.id.startswith("auto")]
            if d.seat == 0 and d.kind == "pay" and d.data["left"] >= 2 and len(tokens) >= 3:
                texts = {c.id: c.text() for c in d.choices}
                single = [t for t in tokens if t.startswith("mana:") and texts[t].endswith("(1)")]
                if single:
                    record.save(path)
                    return d, single
            agent = agents[d.seat]
            choice = (agent or ann).choose(DOMINARIA.view(g, d.seat), d)
            if d.seat == 0 and d.kind == "pay":
                choice = tokens[0]  # pay by hand (auto would hide the search's positions)
            DOMINARIA.apply(g, d.seat, choice)
            record.add(d.seat, choice)
    raise AssertionError("no payment of that kind in 40 games")


def test_typed_numbers_pay_the_token_they_showed(tmp_path: Path) -> None:
    save = tmp_path / "pay.json"
    d, single = reach_a_payment(save)
    moves = GameRecord.load(save).moves
    r = DominariaRenderer()
    slots = r.pay_slots(d)
    first = single[0]
    n = slots.index(first) + 1
    later = next(t for t in slots if t not in (first, "auto", "auto:keep") and d.find(t) is not None)
    m = slots.index(later) + 1
    colour = later.partition(":")[2]
    said = RUSSIAN[colour] + (" маналит" if later.startswith("manalith:") else "")
    # The token by its number; the same number again (now spent: refused); another by its
    # number, shown unchanged; then one more by its Russian name if the payment goes on.
    result = runner.invoke(app, ["play", "--resume", str(save)], input=f"{n}\n{n}\n{m}\nq\n")
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())  # (lines wrap at the runner's 80 columns)
    assert "Traceback" not in out
    assert "numbers stay until paid" in out
    assert f"{n} is the {colour_name(first)} mana: you have no {colour_name(first)} mana left" in out
    hint = "numbers stay until paid"
    second = out[out.index(hint, out.index(hint) + 1) : out.index(f"{n} is the")]  # after the 1st token
    label = "Manalith token" if later.startswith("manalith:") else "mana"
    assert f"{m} {colour} {label}" in second and f"{n} {colour_name(first)}" not in second  # not renumbered
    saved = GameRecord.load(save).moves
    assert saved[: len(moves)] == moves
    assert saved[len(moves) : len(moves) + 2] == [(0, first), (0, later)]
    # The same start, paid by name.
    reach_a_payment(save)
    result = runner.invoke(app, ["play", "--resume", str(save)], input=f"{n}\n{said}\nq\n")
    assert result.exit_code == 0, result.output
    assert GameRecord.load(save).moves[len(moves) : len(moves) + 2] == [(0, first), (0, later)]


def colour_name(token: str) -> str:
    return token.partition(":")[2]

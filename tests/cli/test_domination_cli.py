"""`dominia play/replay/sim domination`: scripted humans, AIs to the end, hot-seat, bad options.

The scripts are planned on a copy of the game (the engine is deterministic and the humans
move first), so they name territories that really are choices at that point.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dominia.cli.domination.render import DominationRenderer
from dominia.cli.main import app
from dominia.core.game import get_game
from dominia.core.i18n import Translator
from dominia.core.record import GameRecord, replay
from dominia.games.domination.spec import SPEC

runner = CliRunner()
GAME = get_game("domination")


def options(**kw: object) -> dict[str, object]:
    # Seat 1 plays first, as the scripts (humans in seat 1) and `--first-player seat1` below say.
    return GAME.normalize_options({"players": 2, "first_player": "seat1", **kw})


def prefix(names: tuple[str, ...], t: int) -> str:
    """The shortest beginning (3 letters or more) of territory t's name that no other name starts with."""
    name = names[t].lower()
    for n in range(3, len(name) + 1):
        p = name[:n]
        if not p.endswith(" ") and sum(x.lower().startswith(p) for x in names) == 1:
            return p
    return name


class Script:
    """Typed lines for a game, checked against the engine as they are planned."""

    def __init__(self, opts: dict[str, object], seed: int) -> None:
        self.state = GAME.setup(opts, seed)
        self.lines: list[str] = []
        self.moves: list[tuple[int, str]] = []
        self._skip()

    @property
    def view(self):
        return GAME.view(self.state, None)

    @property
    def names(self) -> tuple[str, ...]:
        return self.view.map.names

    @property
    def decision(self):
        return GAME.pending(self.state)

    def say(self, text: str, choice: str | None = None) -> None:
        """Type `text`; `choice` is the id it must pick (None: it is refused or a command)."""
        self.lines.append(text)
        if choice is not None:
            d = self.decision
            assert d is not None and d.find(choice) is not None, (choice, d)
            GAME.apply(self.state, d.seat, choice)
            self.moves.append((d.seat, choice))
            self._skip()

    def _skip(self) -> None:
        # Questions with one answer are answered without asking.
        while (d := self.decision) is not None and len(d.choices) == 1:
            GAME.apply(self.state, d.seat, d.choices[0].id)
            self.moves.append((d.seat, d.choices[0].id))

    def target(self, seat: int) -> tuple[int, list[int]]:
        """An own territory with the most enemy neighbours, and those neighbours (fewest armies first)."""
        v = self.view
        owner, armies, borders = v.owner, v.armies, v.map.borders
        own = [t for t, o in enumerate(owner) if o == seat]
        best = max(own, key=lambda t: (sum(owner[b] != seat for b in borders[t]), armies[t]))
        enemies = sorted((b for b in borders[best] if owner[b] != seat), key=lambda b: armies[b])
        return best, enemies

    def turn(self, seat: int) -> None:
        """Place everything on one territory, annihilate a neighbour, move all in, end the turn."""
        a, enemies = self.target(seat)
        names = self.names
        self.say(str(a + 1), f"place:{names[a]}")
        if self.decision.kind == "place_count":
            k = max(int(c.id[6:]) for c in self.decision.choices)
            self.say("all", f"count:{k}")
        b = enemies[0]
        self.say(f"{prefix(names, a)} {prefix(names, b)}", f"attack:{names[a]}->{names[b]}")
        self.say("a", "annihilate")
        if self.decision.kind == "move":
            k = max(int(c.id[5:]) for c in self.decision.choices)
            self.say("all", f"move:{k}")
        while self.decision.seat == seat and self.decision.kind in ("attack", "fortify"):
            self.say("e", "done")

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def final_section(output: str) -> str:
    start = output.index("Final position")
    end = output.find("Saved to", start)
    return output[start : end if end >= 0 else None]


def test_scripted_human_game_then_resume(tmp_path: Path) -> None:
    opts = options(map="duel", auto_place=True)
    # A deal where Ann's best territory can attack two neighbours (to try an ambiguous name).
    seed = next(s for s in range(1, 40) if len(Script(opts, s).target(0)[1]) >= 2)
    sc = Script(opts, seed)
    names = sc.names
    assert sc.decision.kind == "place" and sc.decision.seat == 0
    a, enemies = sc.target(0)
    b = enemies[0]
    v = sc.view
    enemy = next(t for t, o in enumerate(v.owner) if o == 1)
    sc.say("xyzzy")  # no such territory
    sc.say(str(enemy + 1))  # a territory number, but not hers
    sc.say("?")
    sc.say(prefix(names, a).upper(), f"place:{names[a]}")  # a unique prefix, any case
    assert sc.decision.kind == "place_count"
    most = max(int(c.id[6:]) for c in sc.decision.choices)
    sc.say("99")  # a bare number is the count here: out of range
    sc.say(str(most), f"count:{most}")
    assert sc.decision.kind == "attack"
    attacks = len(sc.decision.choices)
    sc.say(str(attacks + 5))  # a bare number is a choice number here
    sc.say(names[a].lower())  # one name, two attacks: ambiguous
    sc.say(f"{prefix(names, a)} {prefix(names, b)}", f"attack:{names[a]}->{names[b]}")
    sc.say("7")  # at most 3 dice
    sc.say("a", "annihilate")
    if sc.decision.kind == "move":
        k = max(int(c.id[5:]) for c in sc.decision.choices)
        sc.say("all", f"move:{k}")
    while sc.decision.seat == 0 and sc.decision.kind in ("attack", "fortify"):
        sc.say("e", "done")
    sc.say("q")

    save = tmp_path / "human.json"
    args = ["play", "domination", "--map", "duel", "--auto-place", "--first-player", "seat1"]
    args += ["--seed", str(seed)]
    result = runner.invoke(app, [*args, "-p", "human:Ann,random", "--save", str(save)], input=sc.text())
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Traceback" not in out
    assert "Map: Duel Isles" in out and "Colours: P1 Ann (red) · P2 random AI (blue)" in out
    assert "Northreach +2" in out and "Territories" in out and "Reinforcements" in out
    assert "no territory called 'xyzzy'" in out
    assert f"{enemy + 1} {names[enemy]} is not one of the choices (it is not yours)" in out
    assert "how many?" in out  # the help says what a bare number means
    assert "99 is not a possible number of armies here" in out
    assert f"{attacks + 5} is not a choice number (1-{attacks})" in out
    assert f"'{names[a].lower()}' matches {len(enemies)} attacks" in out
    assert "Odds " in out and "conquest" in out  # the battle decision shows the odds
    assert "you can roll 1-3 dice" in out
    assert "dice " in out and " vs " in out  # rolls in the log
    assert f"Ann places {most} armies on {names[a]}" in out
    assert "Resume it with: dominia play --resume" in out

    record = GameRecord.load(save)
    assert record.seats == ["human:Ann", "bot:random"]
    ann = [m for m in record.moves if m[0] == 0]
    assert ann[: len(sc.moves)] == [m for m in sc.moves if m[0] == 0]
    assert record.moves[-1][0] == 1 and record.result is None  # the AI played; Ann left at her turn
    moves = list(record.moves)

    resumed = runner.invoke(app, ["play", "--resume", str(save)], input="q\n")
    assert resumed.exit_code == 0, resumed.output
    assert "(resumed)" in resumed.output and "Ann to decide" in resumed.output
    assert "── random AI: round 1 ──" in resumed.output  # what happened since her last answer
    assert GameRecord.load(save).moves == moves

    state = replay(GameRecord.load(save))
    d = GAME.pending(state)
    assert d is not None and d.seat == 0
    first = d.choices[0].id
    answer = str(GAME.view(state, 0).map.index_of[first.partition(":")[2]] + 1) if d.kind == "place" else "1"
    resumed = runner.invoke(app, ["play", "--resume", str(save)], input=answer + "\n")  # then EOF
    assert resumed.exit_code == 0, resumed.output
    assert "Game saved to" in resumed.output
    assert GameRecord.load(save).moves == [*moves, (0, first)]


def test_ai_game_with_save_runs_to_the_end_and_replays(tmp_path: Path) -> None:
    save = tmp_path / "ai.json"
    args = ["play", "domination", "--map", "duel", "-p", "random,ai:random", "--seed", "2"]
    result = runner.invoke(app, [*args, "--first-player", "seat1", "--turn-limit", "8", "--save", str(save)])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Game over" in out and "Final position" in out
    # Only AIs: the territories are dealt (auto_deal) and each AI places the rest.
    assert "Territories dealt" in out and "random AI 1 places" in out and "── random AI 2: round 1 ──" in out
    record = GameRecord.load(save)
    assert record.seats == ["bot:random", "bot:random"]
    assert record.result is not None and record.result["reason"] in ("turn limit", "domination")

    spectator = runner.invoke(app, ["replay", str(save)])
    assert spectator.exit_code == 0, spectator.output
    assert final_section(spectator.output) == final_section(out)
    assert f"{len(record.moves):>4} random AI" in spectator.output and "differs" not in spectator.output

    # Cards drawn are private: each seat sees only its own, a spectator none.
    state = replay(record)
    drawn = [e for e in GAME.events(state, 0) if e.kind == "card"]
    assert {e.seat for e in drawn} == {0, 1}, "both players should have drawn cards in this game"
    assert "draws a card:" not in spectator.output
    seat1 = runner.invoke(app, ["replay", str(save), "--seat", "1"]).output
    assert "random AI 1 draws a card: " in seat1 and "random AI 2 draws a card: " not in seat1
    assert "random AI 2 draws a card" in seat1  # that the other drew, not what


def test_ai_registry_plays_a_game_to_the_end() -> None:
    pytest.importorskip("dominia.games.domination.ai")
    result = runner.invoke(app, ["play", "domination", "--map", "duel", "-p", "ai:easy,hard", "--seed", "4"])
    assert result.exit_code == 0, result.output
    assert "easy AI" in result.output and "hard AI" in result.output
    assert "Game over" in result.output and "★" in result.output


def test_hot_seat_hides_the_other_players_cards_and_mission() -> None:
    opts = options(map="duel", auto_place=True, mode="mission")

    def plan(seed: int) -> Script | None:
        sc = Script(opts, seed)
        sc.say("")  # Enter: pass the screen to Ann
        sc.turn(0)
        if not any(e.kind == "card" and e.seat == 0 for e in GAME.events(sc.state, 0)):
            return None  # Ann must conquer (and draw a card) in her first turn
        sc.say("")  # to Bob
        sc.turn(1)
        sc.say("")  # back to Ann
        sc.say("q")
        return sc

    seed, sc = next((s, p) for s in range(1, 40) if (p := plan(s)) is not None)
    state = sc.state
    tr = Translator("en", SPEC.packages("dominia.cli"), players=["Ann", "Bob"])
    missions = [tr(GAME.view(state, s).mission_msg()) for s in (0, 1)]
    assert missions[0] and missions[1] and missions[0] != missions[1]
    card = next(e for e in GAME.events(state, 0) if e.kind == "card" and e.seat == 0).cards[0]

    args = ["play", "domination", "--map", "duel", "--auto-place", "--mode", "mission"]
    args += ["--first-player", "seat1"]
    result = runner.invoke(app, [*args, "--seed", str(seed), "-p", "human:Ann,human:Bob"], input=sc.text())
    assert result.exit_code == 0, result.output
    out = result.output
    to_ann = out.index("Pass the screen to Ann")
    to_bob = out.index("Pass the screen to Bob")
    back = out.index("Pass the screen to Ann", to_bob)
    ann, bob, ann2 = out[to_ann:to_bob], out[to_bob:back], out[back:]
    assert "Your mission" not in out[:to_ann] and missions[0] not in out[:to_ann]
    assert missions[0] in ann and missions[1] not in ann
    assert missions[1] in bob and missions[0] not in bob
    assert "Ann draws a card" in bob and card not in bob  # Bob sees that she drew, not what
    assert f"Ann draws a card: {card}" in ann2 and f"Your cards (1): {card}" in ann2
    assert missions[0] in ann2 and missions[1] not in ann2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--map", "clasic"], "unknown map 'clasic'; did you mean: classic?"),
        (["--map", "zzzz"], "maps: classic, duel, grand"),
        (["--mode", "conquest"], "unknown mode 'conquest'; modes: domination, capital, mission"),
        (["--cards", "silly"], "unknown card rule 'silly'"),
        (["--kingdom", "first-game"], "--kingdom is a Dominion option"),
        (["-p", "human,ai:genius"], "unknown bot 'genius'"),
        (["-p", "human"], "Domination needs 2 to 6 players"),
    ],
)
def test_bad_options_exit_2_with_a_clear_message(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["play", "domination", *args])
    assert result.exit_code == 2, result.output
    assert message in result.stderr
    assert result.stderr.startswith("Error:") and len(result.stderr.strip().splitlines()) == 1


def test_domination_flags_are_refused_for_dominion_and_on_resume(tmp_path: Path) -> None:
    result = runner.invoke(app, ["play", "--map", "duel", "--no-recycle", "-p", "random,random"])
    assert result.exit_code == 2 and "--map, --no-recycle are Domination options" in result.stderr
    save = tmp_path / "g.json"
    runner.invoke(app, ["play", "domination", "--map", "duel", "-p", "random,random", "--turn-limit", "2",
                          "--save", str(save)])  # fmt: skip
    result = runner.invoke(app, ["play", "--resume", str(save), "--map", "classic"])
    assert result.exit_code == 2 and "drop --map" in result.stderr


def test_options_reach_the_game(tmp_path: Path) -> None:
    save = tmp_path / "o.json"
    args = ["play", "domination", "--map", "Duel", "--mode", "Capital", "--cards", "fixed", "--no-recycle"]
    extra = ["--no-auto-defence", "--continue-after-win", "--turn-limit", "3", "--auto-place"]
    result = runner.invoke(app, [*args, *extra, "-p", "random,random", "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert GameRecord.load(save).options == {
        "players": 2,
        "map": "duel",
        "mode": "capital",
        "cards": "fixed",
        "recycle": False,
        "auto_place": True,
        "auto_deal": False,  # not needed: --auto-place deals and places
        "first_player": "random",
        "auto_defence": False,
        "continue_after_win": True,
        "turn_limit": 3,
        "colours": ["red", "blue"],  # not given: the usual ones in seat order
    }
    assert "chooses" in result.output and "as capital" in result.output


def test_sim_domination_json() -> None:
    args = ["sim", "domination", "--bots", "random,random", "-n", "4", "--seed", "1", "--map", "duel"]
    result = runner.invoke(app, [*args, "--turn-limit", "10", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["game"] == "domination" and data["games"] == 4 and data["options"]["map"] == "duel"
    assert data["options"]["turn_limit"] == 10 and data["turns_are_whole_games"] is True
    bots = data["bots"]
    assert sum(b["wins"] for b in bots) + data["tied_games"] == 4
    assert all("eliminated" in b and b["avg_turns"] > 0 for b in bots)
    again = runner.invoke(app, [*args, "--turn-limit", "10", "--json"])
    assert json.loads(again.stdout) == data


def test_sim_domination_table_with_registry_ais() -> None:
    pytest.importorskip("dominia.games.domination.ai")
    result = runner.invoke(
        app, ["sim", "domination", "-b", "hard,easy", "-n", "2", "--seed", "3", "--map", "duel"]
    )
    assert result.exit_code == 0, result.output
    assert "hard" in result.output and "easy" in result.output and "Eliminated" in result.output


# ---------------------------------------------------------------- answers, without the CLI


def battle_state() -> tuple[object, DominationRenderer]:
    sc = Script(options(map="duel", auto_place=True), 5)
    a, _ = sc.target(0)
    names = sc.names
    sc.say("", f"place:{names[a]}")
    if sc.decision.kind == "place_count":
        sc.say("", f"count:{max(int(c.id[6:]) for c in sc.decision.choices)}")
    r = DominationRenderer()
    r.status(GAME.view(sc.state, 0), ["Ann", "Bob"])
    return sc, r


def test_answers_by_key_name_and_count() -> None:
    sc, r = battle_state()
    d = sc.decision
    assert d.kind == "attack"
    names = sc.names
    first = d.choices[0].id
    a, b = first[7:].split("->")
    assert r.resolve("1", d) == (first, "")  # the choice number at an attack decision
    assert r.resolve(f"{a.lower()} -> {b.upper()}", d) == (first, "")
    ia, ib = names.index(a), names.index(b)
    assert r.resolve(f"{ia + 1} {ib + 1}", d) == (first, "")  # two board numbers
    assert r.resolve("done", d) == ("done", "")
    assert r.resolve(first, d) is None  # an id: the generic rules take it
    v = sc.view
    mine = [t for t, o in enumerate(v.owner) if o == 0]
    x, y = next((t, u) for t in mine for u in v.map.borders[t] if v.owner[u] == 0)
    assert r.resolve(f"{names[x]} > {names[y]}", d) == (
        None,
        f"{names[x]} → {names[y]} is not a possible attack: {names[y]} is yours",
    )
    assert "Borders:" in (r.info(names[x]) or "") and "no territory" in (r.info("qqq") or "")
    sc.say("", first)
    d = sc.decision
    assert d.kind == "battle"
    most = max(int(c.id[5:]) for c in d.choices if c.id.startswith("roll:"))
    assert r.resolve(str(most), d) == (f"roll:{most}", "")  # a bare number is the dice
    assert r.resolve("a", d) == ("annihilate", "")
    assert r.resolve("r", d) == ("retreat", "")
    if d.find("annihilate:2"):
        assert r.resolve("a 2", d) == ("annihilate:2", "")
    rows = r.listing(d)
    assert rows[0][0] == str(most) and ("r", "Retreat (stop attacking here)") in rows
    assert "%" in r.choice_label(d.find("annihilate"))  # the odds beside annihilate


@pytest.mark.parametrize(
    ("players", "extra"),
    [
        ("human:Ann,random", {"mode": "domination", "turn_limit": 25}),
        ("human:Ann,human:Bob,random", {"mode": "capital", "auto_defence": False, "turn_limit": 12}),
        ("random,human:Ann", {"mode": "mission", "cards": "italian", "auto_place": True, "turn_limit": 12}),
    ],
)
def test_humans_can_play_every_kind_of_question_to_the_end(players: str, extra: dict[str, object]) -> None:
    """Humans answering at random (by key, by id or by name) play a whole game through the loop."""
    import io

    from rich.console import Console

    from dominia.cli.games import game_ui
    from dominia.cli.play import Session
    from dominia.cli.seats import parse_seats
    from dominia.core.agent import RandomAgent
    from dominia.core.record import GameRecord as Record

    ui = game_ui("domination")
    seats = parse_seats(players, ui.bot_names())
    opts = ui.options(len(seats), None, None, {"map": "duel", **extra})
    record = Record("domination", opts, 11, [s.spec for s in seats])
    console = Console(file=io.StringIO(), width=100)
    renderer = ui.renderer("en")
    chooser = RandomAgent(5)
    asked: list[str] = []

    def read_line(prompt: str) -> str:
        d = GAME.pending(session.state)
        if not prompt or d is None:
            return ""  # the pass-the-screen step
        choice = chooser.choose(None, d)
        asked.append(d.kind)
        keys = {cid: k for k, cid in renderer.keys(d).items()}
        if len(asked) % 3 == 0:
            return choice  # by id
        verb, _, arg = choice.partition(":")
        if verb in ("attack", "fortify") and len(asked) % 3 == 1:
            return " ".join(x.lower() for x in arg.split("->"))  # by full names
        return keys[choice]  # by the key shown

    session = Session(ui, GAME.setup(opts, 11), record, seats, renderer, console, read_line=read_line)
    session.catch_up()
    assert session.run() == 0
    out = console.file.getvalue()
    assert "Final position" in out and "The game ended" in out
    assert "try again" not in out  # every answer was understood
    assert {"place", "attack", "fortify"} <= set(asked)
    if extra.get("mode") == "capital":
        assert "capital" in asked and "defend" in asked

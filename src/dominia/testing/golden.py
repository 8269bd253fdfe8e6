"""Golden playthroughs: recorded games whose every decision, log and outcome must not change.

A golden file is a game record (core/record.py: it replays with `dominia replay`) whose
`result` holds what the game did: the number of legal choices at every decision (as chess
engines' perft counts pin move generation), the whole log (each event as the spectator saw it,
plus the cards each seat alone saw) and the outcome. The moves come from seeded random agents,
not from AIs whose play is meant to change, so only a change of the rules (or of the engine's
log) changes a golden. `check` replays a file and names every difference, the log's as a diff;
`main` is what a game's make_golden.py script runs: it writes new files, leaves equal ones, and
refuses to overwrite a changed one without --overwrite (given only after a deliberate change).
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dominia.core.agent import RandomAgent
from dominia.core.errors import DominiaError
from dominia.core.game import Game, get_game
from dominia.core.i18n import Msg, Seat, Text, english, msg
from dominia.core.record import GameRecord
from dominia.core.rng import derive_seed
from dominia.testing.plain import first_difference, json_round_trip

SHOWN = 40  # lines of a log diff shown
PER_LINE = 25  # choice counts per line of a golden file


@dataclass(frozen=True)
class Golden:
    """One golden game: its file name, the game, the options as given (defaults added later
    leave it valid) and the seed; seeded random agents play every seat."""

    name: str
    game: str
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 0


class GoldenMismatch(AssertionError):
    """A golden game that no longer plays as recorded: every difference found (`texts`, in
    English through str())."""

    def __init__(self, texts: Sequence[Text]) -> None:
        self.texts = list(texts)
        super().__init__("\n".join(english(t) for t in texts))


def play(golden: Golden) -> GameRecord:
    """Plays a golden game and returns its record with the result filled in."""
    game = get_game(golden.game)
    state = game.setup(golden.options, golden.seed)
    seats = game.num_seats(state)
    agents = [RandomAgent(derive_seed(golden.seed, f"golden:{s}")) for s in range(seats)]
    record = GameRecord(game.name, dict(golden.options), golden.seed, ["golden:random"] * seats)
    choices = []
    while (decision := game.pending(state)) is not None:
        choices.append(len(decision.choices))
        seat = decision.seat
        choice = agents[seat].choose(game.view(state, seat), decision)
        game.apply(state, seat, choice)
        record.add(seat, choice)
    record.result = result(game, state, choices)
    return record


def result(game: Game, state: Any, choices: list[int]) -> dict[str, Any]:
    outcome = game.outcome(state)
    return {
        "outcome": json_round_trip(outcome.to_dict()) if outcome is not None else None,
        "choices": choices,
        "log": log(game, state),
    }


def log(game: Game, state: Any) -> list[dict[str, Any]]:
    """The whole log as plain data: each event as the spectator saw it, and under "seen" the
    cards a seat saw that the spectator did not (read through the protocol's per-seat filter)."""
    public = game.events(state, None)
    private = [game.events(state, s) for s in range(game.num_seats(state))]
    out = []
    for i, event in enumerate(public):
        line = {k: v for k, v in event.to_dict().items() if v not in ("", [], {}, None)}
        if line.get("count") == 0:
            del line["count"]  # (0 or the number of cards shown: no news)
        seen = {str(s): list(events[i].cards) for s, events in enumerate(private) if events[i] != event}
        if seen:
            line["seen"] = seen
        out.append(json_round_trip(line))
    return out


def render(record: GameRecord) -> str:
    """A golden file's text: one move, one event per line, so that a change reads as a diff."""
    data = record.to_dict()
    res = data.pop("result")
    moves = data.pop("moves")

    def dump(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))

    lines = ["{"]
    lines += [f" {dump(k)}: {dump(v)}," for k, v in data.items()]
    lines.append(' "moves": [')
    lines += [f"  {dump(m)}," for m in moves]
    _close(lines, " ],")
    lines.append(' "result": {')
    lines.append(f'  "outcome": {dump(res["outcome"])},')
    lines.append('  "choices": [')
    counts = res["choices"]
    lines += [f"   {', '.join(map(str, counts[i : i + PER_LINE]))}," for i in range(0, len(counts), PER_LINE)]
    _close(lines, "  ],")
    lines.append('  "log": [')
    lines += [f"   {dump(e)}," for e in res["log"]]
    _close(lines, "  ]")
    lines += [" }", "}", ""]
    return "\n".join(lines)


def _close(lines: list[str], bracket: str) -> None:
    """Ends a list opened on the lines before: its last item loses its comma."""
    if lines[-1].endswith(","):
        lines[-1] = lines[-1][:-1]
    lines.append(bracket)


def check(path: str | Path, command: str = "") -> None:
    """Replays a golden file; GoldenMismatch names every difference from what it recorded (the
    log's as a diff, the first SHOWN lines), with `command` (how to regenerate) as the hint."""
    path = Path(path)
    file = path.name
    record = GameRecord.load(path)
    want = record.result or {}
    game = get_game(record.game)
    state = game.setup(record.options, record.seed)
    texts: list[Text] = []
    choices: list[int] = []
    for seat, choice in record.moves:
        decision = game.pending(state)
        choices.append(len(decision.choices) if decision is not None else 0)
        try:
            game.apply(state, seat, choice)
        except DominiaError as exc:
            texts.append(msg("testing-golden-replay", file=file, error=exc.text))
            break
    else:
        if game.pending(state) is not None:
            texts.append(msg("testing-golden-unfinished", file=file))
    for n, (had, has) in enumerate(zip(want.get("choices", []), choices, strict=False)):
        if had != has:
            player = Seat(record.moves[n][0])
            texts.append(msg("testing-golden-choices", file=file, n=n + 1, player=player, want=had, have=has))
            break
    outcome = game.outcome(state)
    now = json_round_trip(outcome.to_dict()) if outcome is not None else None
    if (where := first_difference(want.get("outcome"), now)) is not None:
        texts.append(msg("testing-golden-outcome", file=file, where=where))
    texts += log_diff(file, want.get("log", []), log(game, state))
    if texts:
        if command:
            texts.append(msg("testing-golden-hint", command=command))
        raise GoldenMismatch(texts)


def log_diff(file: str, recorded: list[Any], now: list[Any]) -> list[Text]:
    """The log's differences as a unified diff (- recorded, + now), the first SHOWN lines."""
    if recorded == now:
        return []

    def lines(events: list[Any]) -> list[str]:
        return [json.dumps(e, ensure_ascii=False, separators=(", ", ": ")) for e in events]

    diff = list(difflib.unified_diff(lines(recorded), lines(now), lineterm="", n=2))[2:]
    out: list[Text] = [msg("testing-golden-log", file=file), *diff[:SHOWN]]
    if len(diff) > SHOWN:
        out.append(msg("testing-golden-more", n=len(diff) - SHOWN))
    return out


def regenerate(
    goldens: Sequence[Golden],
    folder: str | Path,
    *,
    overwrite: bool = False,
    out: Callable[[str], None] = print,
    tr: Callable[[Msg], str] = english,
) -> int:
    """Plays every golden game and writes its file: a new one is written, an equal one left, a
    changed one only with `overwrite`. Returns 1 if a changed file was left unwritten, else 0."""
    folder = Path(folder)
    refused = 0
    for golden in goldens:
        record = play(golden)
        text = render(record)
        path = folder / f"{golden.name}.json"
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old == text:
            out(tr(msg("testing-golden-unchanged", file=path.name)))
            continue
        if old is not None and not overwrite:
            out(tr(msg("testing-golden-refused", file=path.name)))
            refused += 1
            continue
        path.write_text(text, encoding="utf-8")
        res = record.result or {}
        reason = (res.get("outcome") or {}).get("reason", "")
        moves, events = len(record.moves), len(res.get("log", []))
        out(tr(msg("testing-golden-wrote", file=path.name, moves=moves, events=events, reason=reason)))
    if refused:
        out(tr(msg("testing-golden-refused-all", n=refused)))
        return 1
    return 0


def main(goldens: Sequence[Golden], folder: str | Path, argv: Sequence[str]) -> int:
    """A make_golden.py script's body: `--overwrite` is its one argument."""
    from dominia.core.i18n import Translator, resolve_lang

    return regenerate(goldens, folder, overwrite="--overwrite" in argv, tr=Translator(resolve_lang(None)))

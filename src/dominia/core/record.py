"""The choice log as the source of truth: save, load and replay a game.

A record is (game, options, seed, seats, moves). Replaying the moves on a
fresh `setup` rebuilds the exact state, which is how games are saved, resumed,
replayed, checked in golden playthrough tests and recovered after a crash.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dominia.core.errors import DominiaError, RecordError
from dominia.core.game import Game, get_game
from dominia.core.i18n import msg

FORMAT = "dominia-record"
FORMAT_VERSION = 1


def _text(value: Any) -> bool:
    """A text that can be written out: JSON may carry a lone surrogate ("\\ud800"), which no
    terminal, page or file in UTF-8 can show."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


@dataclass
class GameRecord:
    """A game as options, seed, seats and choices (and its result once over): replaying the
    choices on a new game of the same options and seed rebuilds it exactly."""

    game: str
    options: dict[str, Any]
    seed: int
    seats: list[str] = field(default_factory=list)
    moves: list[tuple[int, str]] = field(default_factory=list)
    result: dict[str, Any] | None = None

    def add(self, seat: int, choice_id: str) -> None:
        self.moves.append((seat, choice_id))

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "seats": self.seats,
            "moves": [[s, c] for s, c in self.moves],
        }
        if self.result is not None:
            data["result"] = self.result
        return data

    @classmethod
    def from_dict(cls, data: Any, source: str = "record") -> GameRecord:
        """A record from its JSON; anything else is a RecordError that names what is wrong
        (a record is a user's file: nothing in it is trusted)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(msg("error-record-not-record", source=source))
        version = data.get("version")
        if type(version) is not int or version != FORMAT_VERSION:
            raise RecordError(msg("error-record-version", source=source, version=repr(version)))
        for key in ("game", "options", "seed", "moves"):
            if key not in data:
                raise RecordError(msg("error-record-missing", source=source, key=key))
        game, options, seed = data["game"], data["options"], data["seed"]
        seats, result = data.get("seats", []), data.get("result")
        if not _text(game):
            raise RecordError(msg("error-record-bad-field", source=source, key="game"))
        if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
            raise RecordError(msg("error-record-bad-field", source=source, key="options"))
        if type(seed) is not int:  # not a bool, a float or a text
            raise RecordError(msg("error-record-bad-field", source=source, key="seed"))
        if not isinstance(seats, list) or not all(_text(s) for s in seats):
            raise RecordError(msg("error-record-bad-field", source=source, key="seats"))
        if result is not None and not isinstance(result, dict):
            raise RecordError(msg("error-record-bad-field", source=source, key="result"))
        raw = data["moves"]
        if not isinstance(raw, list):
            raise RecordError(msg("error-record-bad-field", source=source, key="moves"))
        moves: list[tuple[int, str]] = []
        for i, move in enumerate(raw):
            ok = isinstance(move, list | tuple) and len(move) == 2
            if not ok or type(move[0]) is not int or not _text(move[1]):
                raise RecordError(msg("error-record-bad-move", source=source, move=i + 1))
            moves.append((move[0], move[1]))
        return cls(game=game, options=dict(options), seed=seed, seats=list(seats), moves=moves, result=result)

    def save(self, path: str | Path) -> None:
        """Write atomically, so a crash mid-write never loses the previous save."""
        path = Path(path)
        text = json.dumps(self.to_dict(), ensure_ascii=False, indent=1)
        fd, tmp = tempfile.mkstemp(dir=path.parent if str(path.parent) else ".", prefix=".save-")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)
            os.chmod(tmp, 0o644)  # mkstemp makes it private; a save is an ordinary file
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as exc:
            reason = exc.strerror or type(exc).__name__
            raise RecordError(msg("error-record-cannot-read", path=str(path), reason=reason)) from None
        except UnicodeDecodeError:
            raise RecordError(msg("error-record-not-text", path=str(path))) from None
        try:
            data = json.loads(text, parse_constant=_no_constant)
        except (json.JSONDecodeError, RecursionError, ValueError) as exc:
            line = exc.lineno if isinstance(exc, json.JSONDecodeError) else 1
            raise RecordError(msg("error-record-not-json", path=str(path), line=line)) from None
        return cls.from_dict(data, str(path))


def _no_constant(name: str) -> Any:
    """JSON has no NaN or Infinity (Python's reader takes them): a record with one is no JSON."""
    raise ValueError(name)


def replay(record: GameRecord, upto: int | None = None, game: Game | None = None) -> Any:
    """Rebuild the state after the first `upto` moves (all by default)."""
    game = game or get_game(record.game)
    try:
        state = game.setup(record.options, record.seed)
    except DominiaError as exc:
        raise RecordError(msg("error-record-options", error=exc.text)) from None
    moves = record.moves if upto is None else record.moves[:upto]
    for i, (seat, choice) in enumerate(moves):
        try:
            game.apply(state, seat, choice)
        except DominiaError as exc:
            failed = msg("error-record-move", move=i + 1, seat=seat, choice=choice, error=exc.text)
            raise RecordError(failed) from None
    return state

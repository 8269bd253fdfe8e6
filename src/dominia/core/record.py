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

FORMAT = "dominia-record"
FORMAT_VERSION = 1


@dataclass
class GameRecord:
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
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(f"{source}: not a Dominia game record")
        if data.get("version") != FORMAT_VERSION:
            raise RecordError(f"{source}: unsupported record version {data.get('version')!r}")
        try:
            moves = [(int(s), str(c)) for s, c in data["moves"]]
            return cls(
                game=str(data["game"]),
                options=dict(data["options"]),
                seed=int(data["seed"]),
                seats=[str(s) for s in data.get("seats", [])],
                moves=moves,
                result=data.get("result"),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"{source}: malformed record ({exc})") from None

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
            raise RecordError(f"{path}: cannot read ({exc.strerror})") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"{path}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
        return cls.from_dict(data, str(path))


def replay(record: GameRecord, upto: int | None = None, game: Game | None = None) -> Any:
    """Rebuild the state after the first `upto` moves (all by default)."""
    game = game or get_game(record.game)
    try:
        state = game.setup(record.options, record.seed)
    except DominiaError as exc:
        raise RecordError(f"record options do not make a game: {exc}") from None
    moves = record.moves if upto is None else record.moves[:upto]
    for i, (seat, choice) in enumerate(moves):
        try:
            game.apply(state, seat, choice)
        except DominiaError as exc:
            raise RecordError(f"move {i + 1} ({seat}: {choice}) does not replay: {exc}") from None
    return state

"""Storage: the games and their choice logs, through SQLAlchemy (SQLite or PostgreSQL).

The choice log is the source of truth: a game is its options, seed and seats, plus the
moves (seat, choice id) in order; the state is rebuilt by replaying them. Every accepted
move is written in a transaction that also advances the game's `version` (the number of
moves) only if it still had the version the move answered, so two writers can never both
append move N; `append` returns once it is committed. The moves of concurrent games are
committed together (`writer.GroupCommit`: one transaction and one disk sync for all the moves
waiting, the games' rows updated in id order so that two processes' batches never deadlock).
Secret tokens are never stored, only their SHA-256 hashes.

A database made by an older version is brought up to date when a Store opens it: a column
added since (`host_hash`, `writer`, `lease_until`) is added, empty for the games already there.

On PostgreSQL several server processes may share the database (`shared`): each Store has its
own `origin` id, every write also notifies the others (fanout.py), and a game's bots are driven
by the holder of its lease (lease.py).
"""

from __future__ import annotations

import datetime as dt
import functools
import secrets
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    bindparam,
    create_engine,
    event,
    insert,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection, CursorResult, Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker
from sqlalchemy.pool import StaticPool

from dominia.server.fanout import notify
from dominia.server.lease import Leases
from dominia.server.writer import GroupCommit, Refused

PLAYING = "playing"
OVER = "over"
STALLED = "stalled"  # stopped by the server: its bots went on past the cap (see service.py)


def now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def utc(when: dt.datetime) -> dt.datetime:
    """A stored time as an aware UTC datetime (SQLite gives it back naive, PostgreSQL aware)."""
    return when.replace(tzinfo=dt.UTC) if when.tzinfo is None else when.astimezone(dt.UTC)


class Base(DeclarativeBase):
    pass


class GameRow(Base):
    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(32))
    # JSON, not PostgreSQL's JSONB: it keeps the text as written (key order, and a "\u0000"
    # a display name may hold, which JSONB refuses)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    # [{"kind": "human"|"bot", "bot": name|None, "name": display name, "token_hash": hex|None}]
    seats: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    spectator_hash: Mapped[str] = mapped_column(String(64))
    # the host link's (the game's creator: may replace seat links); None for older games
    host_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    version: Mapped[int] = mapped_column(Integer, default=0)
    status: Mapped[str] = mapped_column(String(16), default=PLAYING)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=now)
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=now)
    # the process driving the game's bots and until when (PostgreSQL, several processes: lease.py)
    writer: Mapped[str | None] = mapped_column(String(32), nullable=True)
    lease_until: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class MoveRow(Base):
    __tablename__ = "moves"

    game_id: Mapped[str] = mapped_column(String(32), ForeignKey("games.id"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True)  # 1, 2, ...
    seat: Mapped[int] = mapped_column(Integer)
    choice: Mapped[str] = mapped_column(Text)  # a bot may answer with any legal id, however long
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=now)


@dataclass(frozen=True)
class StoredGame:
    id: str
    game: str
    options: dict[str, Any]
    seed: int
    seats: list[dict[str, Any]]
    spectator_hash: str
    version: int
    status: str
    result: dict[str, Any] | None
    created_at: dt.datetime
    updated_at: dt.datetime
    host_hash: str | None = None


class Conflict(Exception):
    """The game's version moved on (another writer) or the game does not exist."""


def _stored(row: GameRow) -> StoredGame:
    return StoredGame(
        row.id,
        row.game,
        dict(row.options),
        row.seed,
        [dict(s) for s in row.seats],
        row.spectator_hash,
        row.version,
        row.status,
        row.result,
        utc(row.created_at),
        utc(row.updated_at),
        row.host_hash,
    )


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        kwargs: dict[str, Any] = {"connect_args": {"check_same_thread": False}}
        if url in ("sqlite://", "sqlite:///:memory:"):
            kwargs["poolclass"] = StaticPool  # one shared in-memory database
        engine = create_engine(url, **kwargs)

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA journal_mode=WAL")  # readers never wait for the writer
            cur.execute("PRAGMA synchronous=FULL")  # a commit is on disk before it returns
            cur.close()

        return engine
    # a server (PostgreSQL...): one connection for each worker thread the app may call the
    # service from (anyio's default limit is 40), instead of making them queue for 15
    return create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=30)


class Store:
    def __init__(self, url: str, *, group_commit: bool | None = None) -> None:
        """`group_commit`: commit the moves of concurrent games together (the default; an
        in-memory SQLite database commits each move alone)."""
        self.url = url
        self.origin = secrets.token_hex(6)  # this process's id (its notices, its leases)
        self.shared = url.startswith("postgresql")  # other processes may serve the same games
        self.engine = make_engine(url)
        Base.metadata.create_all(self.engine)
        self._upgrade()
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        # one writer thread commits the moves of every game, many at a time (measured with
        # benchmarks/server_load.py --commits, 50 games at once: SQLite 490 -> 3,600 moves/s,
        # PostgreSQL 900 -> 1,570, the p99 wait 1.4 s -> 30 ms and 0.7 s -> 47 ms)
        memory = url in ("sqlite://", "sqlite:///:memory:")
        if group_commit is None:
            group_commit = True
        self._write = functools.partial(_write_moves, origin=self.origin if self.shared else None)
        self.writer = GroupCommit(self.engine, self._write) if group_commit and not memory else None
        self.leases = Leases(self.engine, self.origin) if self.shared else None

    def _upgrade(self) -> None:
        """Add the columns a database made by an older version lacks (nullable, so the rows
        already there stay valid)."""
        have = {c["name"] for c in inspect(self.engine).get_columns("games")}
        stamp = "TIMESTAMP WITH TIME ZONE" if self.url.startswith("postgresql") else "DATETIME"
        for column, kind in (("host_hash", "VARCHAR(64)"), ("writer", "VARCHAR(32)"), ("lease_until", stamp)):
            if column not in have:
                with self.engine.begin() as conn:
                    conn.execute(text(f"ALTER TABLE games ADD COLUMN {column} {kind}"))

    def ping(self) -> None:
        """A round trip to the database (its error if it does not answer)."""
        with self.engine.connect() as conn:
            conn.execute(text("SELECT 1"))

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.engine.dispose()

    def _session(self) -> Session:
        return self._sessions()

    def create(
        self,
        game_id: str,
        game: str,
        options: dict[str, Any],
        seed: int,
        seats: list[dict[str, Any]],
        spectator_hash: str,
        host_hash: str | None = None,
    ) -> None:
        with self._session() as s, s.begin():
            s.add(
                GameRow(
                    id=game_id,
                    game=game,
                    options=options,
                    seed=seed,
                    seats=seats,
                    spectator_hash=spectator_hash,
                    host_hash=host_hash,
                    version=0,
                    status=PLAYING,
                )
            )

    def get(self, game_id: str) -> StoredGame | None:
        with self._session() as s:
            row = s.get(GameRow, game_id)
            return _stored(row) if row is not None else None

    def moves(self, game_id: str) -> list[tuple[int, str]]:
        with self._session() as s:
            rows = s.execute(
                select(MoveRow.seat, MoveRow.choice)
                .where(MoveRow.game_id == game_id)
                .order_by(MoveRow.number)
            ).all()
            return [(seat, choice) for seat, choice in rows]

    def moves_after(self, game_id: str, version: int) -> tuple[StoredGame, list[tuple[int, str]]] | None:
        """The game as stored and its moves after `version`, read in one transaction (so the
        moves are those up to the stored version); None if there is no such game."""
        with self._session() as s, s.begin():
            row = s.get(GameRow, game_id)
            if row is None:
                return None
            rows = s.execute(
                select(MoveRow.seat, MoveRow.choice)
                .where(MoveRow.game_id == game_id, MoveRow.number > version)
                .order_by(MoveRow.number)
            ).all()
            return _stored(row), [(seat, choice) for seat, choice in rows]

    def version(self, game_id: str) -> int | None:
        with self._session() as s:
            return s.scalar(select(GameRow.version).where(GameRow.id == game_id))

    def append(
        self,
        game_id: str,
        version: int,
        seat: int,
        choice: str,
        *,
        over: bool = False,
        result: dict[str, Any] | None = None,
    ) -> None:
        """Move number `version + 1`, in one transaction; Conflict if the game is not at `version`."""
        self.append_many(game_id, version, [(seat, choice)], over=over, result=result)

    def append_many(
        self,
        game_id: str,
        version: int,
        moves: list[tuple[int, str]],
        *,
        over: bool = False,
        result: dict[str, Any] | None = None,
    ) -> None:
        """Moves `version + 1`... (seat, choice) in order, in one transaction; Conflict if the
        game is not at `version`. `over`: the last one ended the game with `result`."""
        values: dict[str, Any] = {"version": version + len(moves), "updated_at": now()}
        if over:
            values["status"] = OVER
            values["result"] = result
        try:
            if self.writer is not None:
                try:
                    self.writer.submit((game_id, version, moves, values))
                except Refused as exc:
                    raise Conflict(str(exc)) from None
                return
            with self.engine.begin() as conn:
                try:
                    self._write(conn, (game_id, version, moves, values))
                except Refused as exc:
                    raise Conflict(str(exc)) from None
        except IntegrityError as exc:
            raise Conflict(f"move {version + 1} of game {game_id} is already stored") from exc

    def stall(self, game_id: str, version: int, result: dict[str, Any]) -> None:
        """End a game as stalled at `version` (its last move), in one transaction; Conflict if
        it is not at `version` or no longer playing. A stalled game is never moved again."""
        with self._session() as s, s.begin():
            done = s.execute(
                update(GameRow)
                .where(GameRow.id == game_id, GameRow.version == version, GameRow.status == PLAYING)
                .values(status=STALLED, result=result, updated_at=now())
            )
            # (an UPDATE's result is a cursor's: it has the rows it matched)
            if cast("CursorResult[Any]", done).rowcount != 1:
                raise Conflict(f"game {game_id} is not playing at version {version}")
            self._notify(s, game_id, version)

    def replace_token(self, game_id: str, seat: int | None, new_hash: str) -> StoredGame:
        """A seat's (None: the spectator's) token hash replaced, in one transaction; the game
        as stored after it. The old token stops working with this commit."""
        with self._session() as s, s.begin():
            row = s.get(GameRow, game_id, with_for_update=True)
            if row is None:
                raise Conflict(f"game {game_id} does not exist")
            if seat is None:
                row.spectator_hash = new_hash
            else:
                seats = [dict(x) for x in row.seats]
                seats[seat]["token_hash"] = new_hash
                row.seats = seats  # a new list: the JSON column sees the change
            self._notify(s, game_id, row.version)
            return _stored(row)

    def _notify(self, s: Session, game_id: str, version: int) -> None:
        if self.shared:
            notify(s.connection(), self.origin, game_id, version)

    def list_games(self, ids: list[str]) -> list[StoredGame]:
        if not ids:
            return []
        with self._session() as s:
            rows = s.scalars(select(GameRow).where(GameRow.id.in_(ids))).all()
            return [_stored(r) for r in rows]


# the statements of a move, made once: each commit binds its values (building and keying a
# statement afresh was a tenth of the server's interpreter time under load)
_ADVANCED = (
    update(GameRow)
    .where(GameRow.id == bindparam("gid"), GameRow.version == bindparam("at"))
    .values(version=bindparam("to"), updated_at=bindparam("when"))
)
_ENDED = _ADVANCED.values(status=bindparam("ended"), result=bindparam("outcome"))
_MOVES = insert(MoveRow)


def _write_moves(
    conn: Connection, item: tuple[str, int, list[tuple[int, str]], dict[str, Any]], origin: str | None = None
) -> None:
    """Moves of one game in the caller's transaction (see Store.append_many); Refused, with
    nothing written, if the game is not at the version the first move answers. `origin`: the
    process that the other processes are told made them (None: one process, nobody is told)."""
    game_id, version, moves, values = item
    params = {"gid": game_id, "at": version, "to": values["version"], "when": values["updated_at"]}
    if "status" in values:
        done = conn.execute(_ENDED, {**params, "ended": values["status"], "outcome": values["result"]})
    else:
        done = conn.execute(_ADVANCED, params)
    if done.rowcount != 1:
        raise Refused(f"game {game_id} is not at version {version}")
    conn.execute(
        _MOVES,
        [
            {"game_id": game_id, "number": version + 1 + i, "seat": seat, "choice": choice}
            for i, (seat, choice) in enumerate(moves)
        ],
    )
    if origin is not None:
        notify(conn, origin, game_id, version + len(moves), moves)

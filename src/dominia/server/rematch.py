"""A rematch: a new game with the same seats (humans, bots and their levels) and options and a
new seed, asked from a finished game's page with one of its seat links.

`POST /api/games/{id}/rematch {"token"}` makes it (once: asked again, by anyone, it is the
same new game) and `GET /api/games/{id}/rematch?token=T` tells whether there is one; both
answer the asker's own link to it. Each human seat of the old game reaches its own seat of the
new one with its own token, and nobody else can:

- the new game is made through `GameService.create`, whose tokens are thrown away: until a
  seat is claimed, nobody holds its link;
- the token of seat i of the new game is derived from the token of seat i of the old one
  (an HMAC of the new game's id), so only that seat's player can compute it, the server
  stores no secret (only the new seat's hash, as for every seat), and asking again gives the
  same link;
- a seat is claimed by the first ask of its player (`GameService.claim_seat`: the hash
  replaced only if it is still the one the game was made with); the spectators follow the
  same way with the spectator link.

The other pages of the old game learn of the rematch at once (a {"type": "rematch"} message
on their WebSocket) or when they next ask, and follow with their own link. The link between
the two games is kept in a table of its own (`rematches`), made on the store's database the
first time; the old game's id is its key, so two servers asked at once keep one rematch.
"""

from __future__ import annotations

import base64
import contextlib
import datetime as dt
import hashlib
import hmac
import threading
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import JSON, Column, DateTime, Integer, MetaData, String, Table, insert, select
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from dominia.core.i18n import msg
from dominia.server.service import GameService, ServiceError

_meta = MetaData()
REMATCHES = Table(
    "rematches",
    _meta,
    Column("game_id", String(32), primary_key=True),  # the finished game
    Column("rematch_id", String(32), nullable=False),  # the new one
    Column("asked_by", Integer, nullable=False),  # the seat that asked first
    # each seat's token hash as the new game was made ("spectators": the spectator link's);
    # a seat whose hash is still this one is not claimed yet
    Column("made", JSON, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)
SPECTATORS = "spectators"


class RematchRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    token: str = Field(min_length=1, max_length=100)


def derive(token: str, rematch_id: str) -> str:
    """The token of the new game's seat whose old seat's token is `token`."""
    key = token.encode("utf-8", "surrogatepass")
    mac = hmac.new(key, b"dominia-rematch:" + rematch_id.encode("ascii"), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac[:24]).decode("ascii")


class Rematches:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self.engine = service.store.engine
        _meta.create_all(self.engine)  # (checks first: once per database)
        self._lock = threading.Lock()  # one rematch made at a time in this process

    def _row(self, game_id: str) -> dict[str, Any] | None:
        try:
            with self.engine.connect() as conn:
                row = conn.execute(select(REMATCHES).where(REMATCHES.c.game_id == game_id)).mappings().first()
        except SQLAlchemyError as exc:
            raise ServiceError(msg("web-error-storage-link"), "storage", 503) from exc
        return dict(row) if row is not None else None

    def ask(self, game_id: str, token: str, *, make: bool, client: str = "") -> dict[str, Any]:
        """The asker's link to the rematch of a finished game ({"game_id": None}: none yet and
        `make` is false). Refused with nothing changed: a bad link, a game still playing, the
        spectators asking to make one, a seat claimed with another link."""
        live, seat = self.service.authorize(game_id, token)
        if self.service.summary(game_id, token)["status"] != "over":
            raise ServiceError(msg("web-error-rematch-playing"), "playing", 409)
        row = self._row(game_id)
        host = None
        if row is None:
            if not make:
                return {"game_id": None}
            if seat is None:
                raise ServiceError(msg("web-error-rematch-spectator"), "spectator", 403)
            with self._lock:
                row = self._row(game_id)
                if row is None:
                    row, host = self._make(live, seat, client)
        out = self._claim(row, seat, token)
        if host is not None:
            out["host_token"] = host  # the asker's: it may replace the new game's seat links
        return out

    def _make(self, live: Any, seat: int, client: str) -> tuple[dict[str, Any], str | None]:
        """The new game, stored with its link from the old one; the old game's pages told."""
        stored = live.stored
        spec_options = _lobby_options(stored.game, stored.options)
        seats = [{"kind": s["kind"], "bot": s.get("bot"), "name": s["name"]} for s in stored.seats]
        made = self.service.create({"game": stored.game, "seats": seats, "options": spec_options}, client)
        new_id = made["game_id"]
        fresh = self.service.store.get(new_id)
        assert fresh is not None
        hashes: dict[str, Any] = {str(i): s.get("token_hash") for i, s in enumerate(fresh.seats)}
        hashes[SPECTATORS] = fresh.spectator_hash
        row = {
            "game_id": stored.id,
            "rematch_id": new_id,
            "asked_by": seat,
            "made": hashes,
            "created_at": dt.datetime.now(dt.UTC),
        }
        try:
            with self.engine.begin() as conn:
                conn.execute(insert(REMATCHES).values(**row))
        except IntegrityError:  # another server made one first: that one is the rematch
            theirs = self._row(stored.id)
            if theirs is None:
                raise ServiceError(msg("web-error-storage-link"), "storage", 503) from None
            return theirs, None
        except SQLAlchemyError as exc:  # (the game made is left unlinked: nobody holds its links)
            raise ServiceError(msg("web-error-storage-link"), "storage", 503) from exc
        with live.lock:  # after the game's frames, in order
            for sub in list(live.subscribers):
                with contextlib.suppress(Exception):
                    sub.push({"type": "rematch", "game_id": stored.id, "rematch_id": new_id, "by": seat})
        return row, made["host_token"]

    def _claim(self, row: dict[str, Any], seat: int | None, token: str) -> dict[str, Any]:
        """The asker's link to the new game: its seat claimed if nobody did yet."""
        new_id = row["rematch_id"]
        key = SPECTATORS if seat is None else str(seat)
        made = row["made"].get(key)
        mine = derive(token, new_id)
        if made is None:  # a bot's seat: no link (a seat token is never a bot's)
            raise ServiceError(msg("web-error-rematch-taken"), "bad_token", 403)
        try:
            self.service.authorize(new_id, mine)
            ok = True
        except ServiceError as exc:
            if exc.code != "bad_token":
                raise
            ok = self.service.claim_seat(new_id, seat, made, mine)
        if not ok:
            raise ServiceError(msg("web-error-rematch-taken"), "bad_token", 403)
        return {
            "game_id": row["game_id"],
            "rematch_id": new_id,
            "asked_by": row["asked_by"],
            "seat": seat,
            "token": mine,
            "url": f"/play/{new_id}#token={mine}",
        }


def _lobby_options(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """The stored (canonical) options as a lobby would ask for them: the ones a web client may
    set (the rest, such as the player count and the server's component folder, follow)."""
    from dominia.core.game import get_spec

    spec = get_spec(game)
    return {k: v for k, v in options.items() if (o := spec.option(k)) is not None and o.web}

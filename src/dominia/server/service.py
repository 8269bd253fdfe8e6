"""GameService: the games a server holds, their seats' secrets, human and bot moves.

The service alone holds the states. A live game is rebuilt from the store (options, seed,
moves replayed through `GameRecord`) the first time it is needed, so after a restart
every game continues where its choice log left it; a game being rebuilt holds up only the
requests for that game (no lock is shared between games). A move is checked (token -> seat,
the version it answers, whose decision it is, legality), applied, and committed in its own
transaction under the game's lock before anyone is told: the moves of one game are applied in
order, and each subscriber (a WebSocket) is pushed the frame its seat may see after every
committed move, in commit order. A human's move is answered once it is committed; the bots
whose turn it is then move in the background (`bots.BotDriver`: a task per game, the thinking
in worker threads, a time budget per decision), each move committed and pushed the same way.
A game whose bots go on too long without a human being asked ends as stalled: recorded, and
never moved again (on access or after a restart).

Several processes may serve the same games over one PostgreSQL database (`store.shared`): a
move may be made through any of them (its write checks the version it answers, under the row's
lock), each write notifies the others (fanout.py), which catch their copies up from the
database and push their own clients the frames (`changed`), and a game's bots are driven only
by the holder of its lease (lease.py; `tick` renews the leases and takes over the games of a
process that stopped renewing its own).

Everything here is synchronous (the app calls it from worker threads): the database calls
block, and a rebuild may take a while.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import logging
import secrets
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field, replace
from typing import Any

from dominia.core.agent import Agent
from dominia.core.errors import DominiaError, IllegalChoice
from dominia.core.game import Game, get_game
from dominia.core.i18n import Seat, Text, msg
from dominia.core.record import GameRecord, replay
from dominia.core.rng import derive_seed
from dominia.server import lobby
from dominia.server.bots import BotDriver, BotLimits, Late
from dominia.server.fanout import Fanout
from dominia.server.metrics import Metrics
from dominia.server.protocol import error_frame, pick_lang, state_frame, translator
from dominia.server.store import STALLED, Conflict, Store, StoredGame
from dominia.server.thinking import Thinker

log = logging.getLogger("dominia.server")

# the bot moves after a human's that are committed together: while the bots answer at once
CHAIN_MOVES = 32
CHAIN_THINK = 0.02  # seconds of thinking in all (a slower bot moves a step at a time)


class _Evicted(Exception):
    """The copy in hand was let go meanwhile: ask for the game again."""


class ServiceError(Exception):
    """A refused request: nothing changed. `status` is the HTTP status for REST; `message` a
    message of the tables (or text), formatted in the asker's language."""

    def __init__(
        self,
        message: Text,
        code: str,
        status: int = 400,
        version: int | None = None,
        *,
        players: list[str] | None = None,
    ) -> None:
        super().__init__(str(message))
        self.message = message
        self.players = players or []  # the names a message's seats show
        self.game: str | None = None  # whose table the message may come from
        self.code = code
        self.status = status
        self.version = version


def _kind(live: Live, seat: int) -> tuple[str, Any]:
    """What the seat's bot is, for the thinker: the game and the bot's name."""
    return live.game.name, live.stored.seats[seat].get("bot")


def _push(sub: Subscriber, frame: dict[str, Any]) -> None:
    with contextlib.suppress(Exception):  # a closed connection is removed by its own handler
        sub.push(frame)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)


def public_seats(seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {"seat": i, "kind": s["kind"], "bot": s.get("bot"), "name": s["name"]} for i, s in enumerate(seats)
    ]


class Subscriber:
    """One connection watching a game as one seat; `push` is called under the game's lock,
    from whatever thread made the move, and must not block."""

    def __init__(
        self,
        seat: int | None,
        push: Callable[[dict[str, Any] | None], None],
        lang: str = "en",
        token_hash: str = "",
    ) -> None:
        self.seat = seat
        self.token_hash = token_hash  # (a link replaced through another process cuts it off)
        self.push = push
        self.lang = pick_lang(lang)
        self.game: str | None = None
        self.log_sent = 0  # events already sent (the next frame carries the log from here)


@dataclass
class Live:
    stored: StoredGame
    game: Game
    state: Any
    version: int
    agents: dict[int, Agent]
    bot_run: int = 0  # bot moves since a human was last asked (a game of bots: all its moves)
    lock: threading.RLock = field(default_factory=threading.RLock)
    subscribers: list[Subscriber] = field(default_factory=list)
    driving: bool = False  # a BotDriver task is moving its bots (at most one)
    # several processes: another holds the bots' lease (retried by tick), or ours was lost
    waiting: int | None = None  # the version at which this process last tried to take it
    lost: bool = False
    touched: float = field(default_factory=time.monotonic)  # last asked for (idle games go)
    evicted: bool = False  # no longer held: whoever still has it asks for the game again

    @property
    def id(self) -> str:
        return self.stored.id

    @property
    def stalled(self) -> bool:
        return self.stored.status == STALLED

    @property
    def bots_only(self) -> bool:
        return all(s["kind"] == "bot" for s in self.stored.seats)

    def bot_asked(self) -> bool:
        """Whether a bot is to move now (never in a stalled game)."""
        d = self.game.pending(self.state)
        return d is not None and d.seat in self.agents and not self.stalled

    def seat_of(self, token: str) -> int | None:
        """The seat a token is for (None: the spectator token); ServiceError if neither."""
        h = token_hash(token)
        found: int | None = -1
        for i, s in enumerate(self.stored.seats):
            if s.get("token_hash") and hmac.compare_digest(s["token_hash"], h):
                found = i
        if hmac.compare_digest(self.stored.spectator_hash, h):
            found = None
        if found == -1:
            raise ServiceError(msg("web-error-bad-token"), "bad_token", 403)
        return found

    def frame(self, seat: int | None, log_from: int = 0, lang: str = "en") -> dict[str, Any]:
        frame = state_frame(
            self.game,
            self.state,
            seat,
            game_id=self.id,
            version=self.version,
            seats=public_seats(self.stored.seats),
            log_from=log_from,
            lang=lang,
        )
        if self.stalled and self.stored.result is not None:
            # over for every client: nobody won, and the outcome says why it stopped
            moves = self.stored.result.get("details", {}).get("moves", self.version)
            text = translator(self.game.name, lang)(msg("serve-game-stalled", moves=moves))
            frame.update(status="over", decision=None, outcome={**self.stored.result, "text": text})
        return frame


class GameService:
    def __init__(
        self,
        store: Store,
        *,
        allow_seed: bool = False,
        components: str | None = None,
        bots: BotLimits | None = None,
    ) -> None:
        self.store = store
        self.allow_seed = allow_seed
        self.components = components  # new games' folder of component files (None: shipped)
        self.limits = bots or BotLimits()
        self.driver: BotDriver | None = None  # set by start(); without one no bot moves
        self._live: dict[str, Live] = {}
        self._loading: dict[str, Future[Live]] = {}  # games being rebuilt, by id
        self._bot_games: dict[str, str] = {}  # games of bots only playing: id -> creator's address
        self._cache_lock = threading.Lock()  # the dicts above only: never held while working
        self.fanout: Fanout | None = None  # several processes: the other processes' notices
        self.metrics = Metrics()
        self.thinker = Thinker(self.limits.processes, self.limits.slow)
        self.metrics.count_live(lambda: len(self._live))

    def start(self, driver: BotDriver) -> None:
        """Let the bots move (the app's event loop drives them); with other processes on the
        same database, listen for their moves."""
        self.driver = driver
        if self.store.shared and self.fanout is None:
            self.fanout = Fanout(self.store.url, self.store.origin, self.changed, self.catch_up_all)

    def close(self) -> None:
        """Stop listening to the other processes (at shutdown, after the bots stopped)."""
        if self.fanout is not None:
            self.fanout.close()
            self.fanout = None
        self.thinker.close()

    def health(self) -> dict[str, Any]:
        """What a load balancer or a person asks: the database answers, the other processes'
        moves are heard (several processes), games held; `ok` False if not."""
        try:
            self.store.ping()
            database = True
        except Exception:
            database = False
        listening = None if self.fanout is None else self.fanout.listening.is_set()
        with self._cache_lock:
            held = len(self._live)
        return {
            "ok": database and listening is not False,
            "database": database,
            "listening": listening,
            "process": self.store.origin,
            "live_games": held,
        }

    def live_games(self) -> list[Live]:
        with self._cache_lock:
            return list(self._live.values())

    # ---- creating
    def create(self, request: dict[str, Any], client: str = "") -> dict[str, Any]:
        """A new game from the lobby's request; its links (tokens are shown only here).
        `client`: the asker's address (games of bots only are capped per address)."""
        game_name = request.get("game")
        if not isinstance(game_name, str) or game_name not in lobby.games():
            raise ServiceError(
                msg(
                    "error-unknown-name-suggest",
                    what=msg("what-game"),
                    name=str(game_name),
                    suggestions=", ".join(lobby.games()),
                ),
                "bad_options",
                422,
            )
        try:
            return self._create(game_name, request, client)
        except ServiceError as exc:
            exc.game = game_name  # the game's table words its option errors
            raise

    def _create(self, game_name: str, request: dict[str, Any], client: str) -> dict[str, Any]:
        try:
            seats = lobby.check_seats(game_name, request.get("seats") or [])
            options = lobby.check_options(
                game_name,
                request.get("options") or {},
                len(seats),
                self.components,
                bots_only=all(s.kind == "bot" for s in seats),
            )
        except DominiaError as exc:
            raise ServiceError(exc.text, "bad_options", 422) from None
        seed = request.get("seed")
        if seed is not None and not self.allow_seed:
            # whoever knows the seed can replay the game and see every hidden card
            raise ServiceError(msg("web-error-no-seeds"), "bad_options", 422)
        if seed is None:
            seed = secrets.randbelow(2**62)
        game = get_game(game_name)
        try:
            game.setup(options, seed)
        except DominiaError as exc:
            raise ServiceError(exc.text, "bad_options", 422) from None
        game_id = secrets.token_urlsafe(9)
        tokens: list[str | None] = []
        rows: list[dict[str, Any]] = []
        for s in seats:
            token = new_token() if s.kind == "human" else None
            tokens.append(token)
            rows.append(
                {
                    "kind": s.kind,
                    "bot": s.bot,
                    "name": s.name,
                    "token_hash": token_hash(token) if token else None,
                }
            )
        spectator = new_token()
        host = new_token()
        bots_only = all(s.kind == "bot" for s in seats)
        if bots_only:
            self._reserve_bot_game(game_id, client)
        try:
            self.store.create(
                game_id, game_name, options, seed, rows, token_hash(spectator), token_hash(host)
            )
        except BaseException:
            self._bot_game_done(game_id)
            raise
        live = self._get(game_id)  # loads it; a bot that starts moves in the background
        humans = [t for t in tokens if t]
        return {
            "game_id": game_id,
            "game": game_name,
            "title": game.title,
            "version": live.version,
            "seats": [
                {
                    **pub,
                    "token": tokens[i],
                    "url": f"/play/{game_id}#token={tokens[i]}" if tokens[i] else None,
                }
                for i, pub in enumerate(public_seats(rows))
            ],
            "hotseat_url": f"/play/{game_id}#token={','.join(humans)}" if len(humans) > 1 else None,
            "spectator_token": spectator,
            "spectator_url": f"/play/{game_id}#token={spectator}",
            "host_token": host,  # the creator's: replaces seat links (never a seat itself)
        }

    # ---- games of bots only
    def _reserve_bot_game(self, game_id: str, client: str) -> None:
        """Count a new game of bots only against the caps (429 past them)."""
        with self._cache_lock:
            running = self._bot_games
            if len(running) >= self.limits.max_games:
                raise ServiceError(msg("serve-error-bot-games", n=self.limits.max_games), "rate_limited", 429)
            if sum(1 for a in running.values() if a == client) >= self.limits.max_games_per_client:
                raise ServiceError(
                    msg("serve-error-bot-games-address", n=self.limits.max_games_per_client),
                    "rate_limited",
                    429,
                )
            running[game_id] = client

    def _bot_game_done(self, game_id: str) -> None:
        with self._cache_lock:
            self._bot_games.pop(game_id, None)

    # ---- loading
    def _get(self, game_id: str) -> Live:
        live = self._cached(game_id)
        live.touched = time.monotonic()
        self._kick(live)
        return live

    def evict_idle(self, idle: float) -> int:
        """Let go of the games nobody asked for in `idle` seconds, that nobody watches and
        whose bots do not move (their memory; the store keeps them, and they are read again
        when next asked for); how many went."""
        gone = 0
        for live in self.live_games():
            if time.monotonic() - live.touched < idle:
                continue
            with live.lock:
                if live.subscribers or live.driving or time.monotonic() - live.touched < idle:
                    continue
                self._let_go(live)
            gone += 1
        return gone

    def _let_go(self, live: Live) -> None:
        """(Under the game's lock.) A caller holding this copy finds it `evicted` under the
        lock and asks for the game again (a move made on it would be lost to the new copy)."""
        live.evicted = True
        self.thinker.forget(live.id)
        with self._cache_lock:
            if self._live.get(live.id) is live:
                del self._live[live.id]

    def _cached(self, game_id: str) -> Live:
        """The live game, rebuilt once if it is not in memory. A rebuild holds up only the
        callers asking for that game: they wait for its result, not for a lock."""
        with self._cache_lock:
            live = self._live.get(game_id)
            if live is not None:
                return live
            loading = self._loading.get(game_id)
            if loading is None:
                loading = self._loading[game_id] = Future()
                mine = True
            else:
                mine = False
        if not mine:
            return loading.result()  # (the loader's ServiceError, when it failed)
        try:
            live = self._load(game_id)
        except BaseException as exc:
            with self._cache_lock:
                self._loading.pop(game_id, None)
            loading.set_exception(exc)
            raise
        with self._cache_lock:
            self._live[game_id] = live
            self._loading.pop(game_id, None)
            if live.bots_only and not live.stalled and live.game.pending(live.state) is not None:
                self._bot_games.setdefault(game_id, "")  # (after a restart: its creator unknown)
        if self.store.shared:
            # another process's move committed while this one read the game was told to nobody
            # here (the game was not held yet): read what came since
            with contextlib.suppress(Exception):
                self._catch_up(live)
        loading.set_result(live)
        return live

    def _load(self, game_id: str) -> Live:
        # (ids are URL-safe ASCII: anything else is no game, and never reaches the database,
        # which cannot take a lone surrogate a JSON body may carry)
        stored = self.store.get(game_id) if len(game_id) <= 32 and game_id.isascii() else None
        if stored is None:
            raise ServiceError(msg("web-error-no-game"), "not_found", 404)
        game = get_game(stored.game)
        moves = self.store.moves(stored.id)
        state = self._replay(stored, game, moves)
        agents = {
            i: lobby.make_agent(stored.game, s["bot"], derive_seed(stored.seed, f"seat{i}:{s['bot']}"))
            for i, s in enumerate(stored.seats)
            if s["kind"] == "bot"
        }
        run = 0
        for seat, _ in reversed(moves):
            if seat not in agents:
                break
            run += 1
        return Live(stored, game, state, stored.version, agents, bot_run=run)

    def _replay(self, stored: StoredGame, game: Game, moves: list[tuple[int, str]] | None = None) -> Any:
        if moves is None:
            moves = self.store.moves(stored.id)
        record = GameRecord(stored.game, stored.options, stored.seed, [], moves)
        try:
            return replay(record, game=game)
        except DominiaError as exc:
            err = ServiceError(msg("web-error-broken", error=exc.text), "broken", 500)
            err.game = stored.game  # the reason may be the game's own message
            raise err from None

    def evict(self, game_id: str) -> None:
        """Forget a live game (it is rebuilt from the store when next needed)."""
        with self._cache_lock:
            live = self._live.get(game_id)
        if live is not None:
            with live.lock:
                self._let_go(live)

    def authorize(self, game_id: str, token: str) -> tuple[Live, int | None]:
        live = self._get(game_id)
        return live, live.seat_of(token)

    # ---- reading
    def frame(self, game_id: str, token: str, lang: str = "en") -> dict[str, Any]:
        live, seat = self.authorize(game_id, token)
        with live.lock:
            return live.frame(seat, lang=lang)

    def summary(self, game_id: str, token: str) -> dict[str, Any]:
        live, seat = self.authorize(game_id, token)
        with live.lock:
            d = None if live.stalled else live.game.pending(live.state)
            return {
                "game_id": live.id,
                "game": live.game.name,
                "title": live.game.title,
                "seat": seat,
                "seats": public_seats(live.stored.seats),
                "status": "playing" if d is not None else "over",
                "version": live.version,
                "turn": d.seat if d is not None else None,
                "your_turn": d is not None and seat is not None and d.seat == seat,
                "created_at": live.stored.created_at.isoformat(),
                "stalled": live.stalled,
            }

    # ---- subscribing (WebSockets)
    def subscribe(
        self, game_id: str, token: str, push: Callable[[dict[str, Any] | None], None], lang: str = "en"
    ) -> Subscriber:
        """Watch a game as the token's seat, in `lang`; pushed the whole state now and after
        every move."""
        while True:
            live, seat = self.authorize(game_id, token)
            sub = Subscriber(seat, push, lang, token_hash(token))
            sub.game = live.game.name
            with live.lock:
                if live.evicted:
                    continue
                live.subscribers.append(sub)
                self._send(live, sub, full=True)
            return sub

    def unsubscribe(self, game_id: str, sub: Subscriber) -> None:
        with self._cache_lock:
            live = self._live.get(game_id)
        if live is not None:
            with live.lock:
                if sub in live.subscribers:
                    live.subscribers.remove(sub)

    def resync(self, game_id: str, sub: Subscriber, lang: str | None = None) -> None:
        """The whole state again (in `lang` from now on, when given)."""
        live = self._get(game_id)
        with live.lock:
            if lang is not None:
                sub.lang = pick_lang(lang)
            self._send(live, sub, full=True)

    def _send(self, live: Live, sub: Subscriber, *, full: bool = False) -> None:
        _push(sub, self._frame_for(live, sub, full=full))

    def _frame_for(
        self, live: Live, sub: Subscriber, *, full: bool = False, version: int | None = None
    ) -> dict[str, Any]:
        """The subscriber's next frame (the log from what it was sent last)."""
        frame = live.frame(sub.seat, 0 if full else sub.log_sent, sub.lang)
        if version is not None:
            frame["version"] = version
        sub.log_sent = live.game.event_count(live.state)
        return frame

    def _notify(self, live: Live) -> None:
        for sub in list(live.subscribers):
            self._send(live, sub)

    # ---- other processes (several over one PostgreSQL database)
    def changed(self, game_id: str, version: int, moves: list[tuple[int, str]] | None = None) -> None:
        """Another process changed the game (its notice, fanout.py): catch this process's copy
        up, if it holds one, and push its clients the frames. `moves`: the moves that brought it
        to `version`, when the notice carried them (else, or if this copy is further behind, they
        are read from the database)."""
        with self._cache_lock:
            live = self._live.get(game_id)
        if live is None:
            return  # (read whole when first asked for)
        if moves is None or not self._take_notice(live, version, moves):
            self._catch_up(live)
        # (once: if another process holds the bots' lease, `tick` asks again, not every notice)
        self._kick(live)

    def catch_up_all(self) -> None:
        """Every game held, caught up (the notices were lost while the listener was down)."""
        for live in self.live_games():
            with contextlib.suppress(Exception):
                self._catch_up(live)
                self._kick(live, retry=True)

    def _take_notice(self, live: Live, version: int, moves: list[tuple[int, str]]) -> bool:
        """The moves a notice carried, applied if they follow this copy's version (True; also
        when it has them already); False if they do not (read from the database then)."""
        started = time.perf_counter()
        with live.lock:
            if live.version >= version:
                return True
            if live.version != version - len(moves) or not moves:
                return False
            if not self._apply_others(live, moves):
                stored = self.store.get(live.id)
                if stored is not None:
                    self._rebuild(live, stored)
                return True
            if live.game.outcome(live.state) is not None:
                self._bot_game_done(live.id)
        self.metrics.catch_up_seconds.observe(time.perf_counter() - started)
        return True

    def _apply_others(self, live: Live, moves: list[tuple[int, str]]) -> bool:
        """(Under the game's lock.) Another process's moves applied in turn and pushed, one frame
        per move (as the bots' moves are); False if one does not apply (the state is then not
        this copy's log: the caller reads it whole)."""
        base = live.version
        frames: list[tuple[Subscriber, dict[str, Any]]] = []
        try:
            for i, (seat, choice) in enumerate(moves):
                if i:  # (the frames after each move but the last, as a bot's run sends them)
                    subs = live.subscribers
                    frames += [(sub, self._frame_for(live, sub, version=base + i)) for sub in subs]
                live.game.apply(live.state, seat, choice)
                live.bot_run = live.bot_run + 1 if seat in live.agents else 0
        except DominiaError:
            return False
        live.version = base + len(moves)
        self.metrics.moves.labels("other").inc(len(moves))
        for sub, frame in frames:
            _push(sub, frame)
        self._notify(live)
        return True

    def _catch_up(self, live: Live) -> None:
        """The moves another process committed after this copy's version, read from the
        database and applied (`_apply_others`); the stored row's changes (a stall, a replaced
        link) taken too."""
        started = time.perf_counter()
        with live.lock:
            got = self.store.moves_after(live.id, live.version)
            if got is None:
                return
            stored, moves = got
            base = live.version
            moves = moves[: max(stored.version - base, 0)]  # (the row was read before them)
            self._take_links(live, stored)
            if stored.version < base + len(moves) or (not moves and stored.version != base):
                self._rebuild(live, stored)  # (not the log this copy holds: read it whole)
                return
            if moves and not self._apply_others(live, moves):
                self._rebuild(live, stored)
                return
            live.stored = stored
            if stored.status != "playing":
                self._bot_game_done(live.id)
            if not moves and stored.status == STALLED:
                self._notify(live)
        self.metrics.catch_up_seconds.observe(time.perf_counter() - started)

    def _rebuild(self, live: Live, stored: StoredGame) -> None:
        """This copy read whole again from the store; every client sent the whole state."""
        live.stored = stored
        live.state = self._replay(stored, live.game)
        live.version = stored.version
        for sub in list(live.subscribers):
            self._send(live, sub, full=True)

    def _take_links(self, live: Live, stored: StoredGame) -> None:
        """Cut off the connections whose link was replaced (through another process)."""
        valid = {s.get("token_hash") for s in stored.seats} | {stored.spectator_hash}
        for sub in [x for x in live.subscribers if x.token_hash and x.token_hash not in valid]:
            live.subscribers.remove(sub)
            with contextlib.suppress(Exception):
                sub.push(error_frame(msg("web-error-revoked"), "revoked", tr=translator(None, sub.lang)))
                sub.push(None)

    def tick(self) -> None:
        """Several processes, every lease.RENEW seconds: renew the leases of the games whose bots
        this process drives (a lease lost stops them), and try again to take those another
        process held when this one last tried, if they have not moved since (it may be gone)."""
        leases = self.store.leases
        if leases is None:
            return
        lives = self.live_games()
        driving = [live for live in lives if live.driving]
        held = leases.renew([live.id for live in driving])
        for live in driving:
            if live.id not in held:
                live.lost = True
        for live in lives:
            if live.waiting is not None and not live.driving:
                if live.waiting == live.version:
                    self._kick(live, retry=True)
                else:
                    live.waiting = live.version  # (its bots move elsewhere: look again later)

    # ---- a rematch's seats (rematch.py)
    def claim_seat(self, game_id: str, seat: int | None, made: str, token: str) -> bool:
        """Give a seat (None: the spectators) the link `token` if its hash is still `made` (a
        rematch's seat, claimed by its player); False if it holds another link already."""
        live = self._get(game_id)
        with live.lock:
            if live.evicted:
                return self.claim_seat(game_id, seat, made, token)
            stored = live.stored
            now = stored.spectator_hash if seat is None else stored.seats[seat].get("token_hash")
            if now != made:
                return False
            try:
                live.stored = self.store.replace_token(game_id, seat, token_hash(token))
            except Exception as exc:
                raise ServiceError(msg("web-error-storage-link"), "storage", 503) from exc
            return True

    # ---- replacing a link
    def relink(self, game_id: str, host: str, seat: int | None) -> dict[str, Any]:
        """A new link for a human seat (None: the spectator link), asked with the host token.
        The old link stops working at once; whoever watches through it is cut off."""
        live = self._get(game_id)
        with live.lock:
            if live.evicted:
                return self.relink(game_id, host, seat)
            stored = live.stored
            if not stored.host_hash or not hmac.compare_digest(stored.host_hash, token_hash(host)):
                raise ServiceError(msg("web-error-not-host"), "bad_token", 403)
            if seat is not None:
                if not 0 <= seat < len(stored.seats):
                    raise ServiceError(
                        msg("web-error-no-seat", seat=seat + 1, seats=len(stored.seats)), "bad_message", 422
                    )
                if stored.seats[seat]["kind"] != "human":
                    raise ServiceError(msg("web-error-bot-seat", seat=seat + 1), "bad_message", 422)
            token = new_token()
            try:
                live.stored = self.store.replace_token(game_id, seat, token_hash(token))
            except Exception as exc:
                raise ServiceError(msg("web-error-storage-link"), "storage", 503) from exc
            for sub in [x for x in live.subscribers if x.seat == seat]:
                live.subscribers.remove(sub)
                with contextlib.suppress(Exception):
                    sub.push(error_frame(msg("web-error-revoked"), "revoked", tr=translator(None, sub.lang)))
                    sub.push(None)  # the connection is closed
            return {
                "game_id": game_id,
                "seat": seat,
                "token": token,
                "url": f"/play/{game_id}#token={token}",
            }

    # ---- moving
    def choose(self, game_id: str, token: str, version: int, choice: str) -> int:
        """A human seat's answer; then the bots move. Returns the version after the answer."""
        arrived = time.perf_counter()
        while True:
            live, seat = self.authorize(game_id, token)
            try:
                after = self._choose(live, seat, version, choice)
                break
            except _Evicted:
                continue
            except ServiceError as exc:
                exc.game = live.game.name
                exc.players = [s["name"] for s in live.stored.seats]
                raise
        self.metrics.move_seconds.observe(time.perf_counter() - arrived)
        self._kick(live, retry=True)  # the bots answer after the acknowledgement, in the background
        return after

    def _choose(self, live: Live, seat: int | None, version: int, choice: str) -> int:
        with live.lock:
            if live.evicted:
                raise _Evicted
            if version > live.version and self.store.shared:
                self._catch_up(live)  # (the client saw a move through another process first)
            d = live.game.pending(live.state)
            if seat is None:
                raise ServiceError(msg("web-error-spectator"), "spectator", 403, live.version)
            if d is None or live.stalled:
                raise ServiceError(msg("error-game-over"), "game_over", 409, live.version)
            if version != live.version:
                raise ServiceError(
                    msg("web-error-stale", version=version, current=live.version), "stale", 409, live.version
                )
            if d.seat != seat:
                raise ServiceError(
                    msg("error-not-your-turn", seat=Seat(d.seat), you=Seat(seat)),
                    "not_your_turn",
                    409,
                    live.version,
                )
            try:
                live.game.apply(live.state, seat, choice)
            except IllegalChoice as exc:
                raise ServiceError(exc.text, "illegal", 422, live.version) from None
            self._commit(live, seat, choice)
            return live.version

    def _commit(self, live: Live, seat: int, choice: str) -> None:
        """Store the move just applied to the live state; then tell the subscribers."""
        self._commit_moves(live, [(seat, choice)], [])

    def _commit_moves(
        self, live: Live, moves: list[tuple[int, str]], frames: list[tuple[Subscriber, dict[str, Any]]]
    ) -> None:
        """Store the moves just applied to the live state (at `live.version` before them) in one
        transaction; then push `frames` (built after each move but the last, in order) and the
        subscribers' frames after the last: nothing is sent before it is committed."""
        outcome = live.game.outcome(live.state)
        started = time.perf_counter()
        try:
            self.store.append_many(
                live.id,
                live.version,
                moves,
                over=outcome is not None,
                result=outcome.to_dict() if outcome is not None else None,
            )
            self.metrics.commit_seconds.observe(time.perf_counter() - started)
        except Exception as exc:
            # the state moved but the store did not: rebuild the state from the store
            stored = self.store.get(live.id)
            if stored is not None:
                live.stored = stored
                live.state = self._replay(stored, live.game)
                live.version = stored.version
            for sub in list(live.subscribers):  # (frames built for moves not stored: all again)
                self._send(live, sub, full=bool(frames))
            if isinstance(exc, Conflict):
                raise ServiceError(msg("web-error-conflict"), "conflict", 409, live.version) from None
            raise ServiceError(msg("web-error-storage-move"), "storage", 503, live.version) from exc
        live.version += len(moves)
        for seat, _ in moves:
            live.bot_run = live.bot_run + 1 if seat in live.agents else 0
            self.metrics.moves.labels("bot" if seat in live.agents else "human").inc()
        if outcome is not None:
            self._bot_game_done(live.id)  # (before anyone is told: the caps count it no more)
        for sub, frame in frames:
            _push(sub, frame)
        self._notify(live)

    # ---- bots (BotDriver calls these from its worker threads; see bots.BotHost)
    def _kick(self, live: Live, *, retry: bool = False) -> None:
        """Have the bots move in the background if one is asked (and no task drives them). With
        other processes, only once this one holds the game's lease; when another holds it, a
        read does not ask again (`tick` does, and a move or another process's notice)."""
        if self.driver is None:
            return
        with live.lock:
            if live.driving or not live.bot_asked() or (live.waiting is not None and not retry):
                return
            leases = self.store.leases
            if leases is not None:
                try:
                    taken = leases.take(live.id)
                except Exception:
                    log.warning("could not take the lease of game %s", live.id, exc_info=True)
                    taken = False
                if not taken:
                    live.waiting = live.version
                    return
            live.driving = True
            live.waiting = None
            live.lost = False
        self.driver.drive(live)

    def paced(self, live: Live) -> bool:
        return live.bots_only

    def bot_step(self, live: Live, late: Late) -> bool:
        """One bot decision: thought over outside the game's lock (nobody else may move while a
        bot is asked, and readers only read), applied and committed under it."""
        with live.lock:
            if late.over:
                return True
            d = live.game.pending(live.state)
            if d is None or d.seat not in live.agents or live.stalled:
                return self._stop_driving(live)
            if live.lost:  # another process took the game's bots over
                live.waiting = live.version
                return self._stop_driving(live)
            if live.bot_run >= self.limits.run_cap:
                self._stall(live)
                return self._stop_driving(live)
            view = live.game.view(live.state, d.seat)
            agent = live.agents[d.seat]
            late.version = live.version
            late.started = time.monotonic()
        choice, agent = self.thinker.choose((live.id, d.seat), agent, view, d, _kind(live, d.seat))
        self.metrics.bot_seconds.observe(time.monotonic() - late.started)
        with live.lock:
            if late.over or live.version != late.version:
                return True  # too late: the fallback moved instead
            live.agents[d.seat] = agent  # (its state after thinking, when it thought elsewhere)
            self._bot_chain(live, d.seat, choice, time.monotonic() - late.started)
        return True

    def _bot_chain(self, live: Live, seat: int, choice: str, thought: float) -> None:
        """The bot's move and, while the next decision is again a bot's and the bots answer at
        once (a bot's whole turn, say), theirs too, thought over under the lock: applied in
        turn, committed in one transaction, then sent, one frame per move. A game of bots only
        moves one move a step (it is paced)."""
        moves: list[tuple[int, str]] = []
        frames: list[tuple[Subscriber, dict[str, Any]]] = []
        base = live.version
        while True:
            moves.append((seat, self._apply_bot(live, seat, choice)))
            d = live.game.pending(live.state)
            if (
                d is None
                or d.seat not in live.agents
                or live.bots_only
                or thought > CHAIN_THINK
                or len(moves) >= CHAIN_MOVES
                or live.bot_run + len(moves) >= self.limits.run_cap
            ):
                break
            frames += [
                (sub, self._frame_for(live, sub, version=base + len(moves))) for sub in live.subscribers
            ]
            seat = d.seat
            if self.thinker.sends((live.id, seat), _kind(live, seat), live.agents[seat]):
                break  # (a bot known to think long thinks in a process, outside the lock)
            started = time.monotonic()
            try:
                choice = live.agents[seat].choose(live.game.view(live.state, seat), d)
            except Exception:  # a bot's bug: the moves applied so far are committed all the same
                log.exception("a bot of game %s failed", live.id)
                frames = [(sub, f) for sub, f in frames if f["version"] < base + len(moves)]
                break
            thought += time.monotonic() - started
            self.metrics.bot_seconds.observe(time.monotonic() - started)
        self._commit_moves(live, moves, frames)

    def bot_fallback(self, live: Live, late: Late) -> None:
        with live.lock:
            if live.version != late.version or not live.bot_asked():
                return
            d = live.game.pending(live.state)
            assert d is not None
            bot = live.stored.seats[d.seat]["bot"]
            # the late thread still holds the old agent: the seat thinks afresh from now on
            live.agents[d.seat] = lobby.make_agent(
                live.game.name, bot, derive_seed(live.stored.seed, f"seat{d.seat}:{bot}:{live.version}")
            )
            self._bot_move(live, d.seat, d.choices[0].id)

    def bot_failed(self, live: Live) -> None:
        with live.lock:
            self._stop_driving(live)

    def _stop_driving(self, live: Live) -> bool:
        """(Under the game's lock.) Its bots stop here: the lease goes, so that whichever
        process is asked next drives them."""
        live.driving = False
        if self.store.leases is not None and not live.lost:
            try:
                self.store.leases.free(live.id)
            except Exception:  # (it expires)
                log.warning("could not free the lease of game %s", live.id, exc_info=True)
        return False

    def _bot_move(self, live: Live, seat: int, choice: str) -> None:
        self._commit(live, seat, self._apply_bot(live, seat, choice))

    def _apply_bot(self, live: Live, seat: int, choice: str) -> str:
        """Apply a bot's choice (the move it made)."""
        try:
            live.game.apply(live.state, seat, choice)
        except IllegalChoice:  # a bot's slip: the game must not stall on it
            choice = live.game.pending(live.state).choices[0].id  # type: ignore[union-attr]
            live.game.apply(live.state, seat, choice)
        return choice

    def _stall(self, live: Live) -> None:
        """End the game as stalled: its bots went on past the cap. Recorded with the version,
        so it stays ended (never moved again, on access or after a restart)."""
        n = len(live.stored.seats)
        result = {
            "scores": [0] * n,
            "winners": [],
            "reason": "stalled",
            "details": {"moves": live.version},
        }
        try:
            self.store.stall(live.id, live.version, result)
        except Exception as exc:
            raise ServiceError(msg("web-error-storage-move"), "storage", 503, live.version) from exc
        live.stored = replace(live.stored, status=STALLED, result=result)
        self._bot_game_done(live.id)
        self._notify(live)

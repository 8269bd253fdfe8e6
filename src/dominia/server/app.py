"""The web app: REST for the lobby, one WebSocket per seat for live play, the browser client.

REST (JSON; errors are {"error", "code", "version"} with a 4xx status and change nothing):
  GET  /api/catalog                      games, player counts, bots, options for the lobby form
  POST /api/games                        {game, options, seats: [{kind, bot, name}]} -> the game id,
                                         one join link (secret token) per human seat, a hot-seat
                                         link, a spectator link
  GET  /api/games/{id}?token=T           a summary (status, version, whose turn)
  GET  /api/games/{id}/view?token=T      the state frame of T's seat (see protocol.py)
  POST /api/games/{id}/choice            {token, version, choice} -> the seat's frame afterwards
  GET  /api/messages?lang=uk             the lobby's words: {"lang", "messages": {id: pattern},
                                         "games": {game: {id: pattern}}} (see messages.py)
  GET  /api/messages/{game}?lang=uk      a game page's words: {"lang", "messages": {id: pattern}}
  GET  /api/game/{game}/{name}?...       a game's own read-only endpoint (its web hooks), e.g.
                                         the exact odds of a battle fought to the end; an
                                         answer may say it can be kept (ETag, Cache-Control,
                                         304) and be bytes (a map's picture)
  POST /api/mygames                      {links: [[id, token], ...]} -> summaries (for "resume")
  GET  /api/health                       200 {ok, database, listening, process, live_games}, or 503
  GET  /metrics                          Prometheus metrics (see metrics.py)
  GET  /api/games/{id}/history?token=T   a finished game's charts (refused while it plays)
  POST /api/games/{id}/rematch           {token} -> the asker's link to the finished game's
                                         rematch (made once: same seats and options, new seed);
                                         GET ...?token=T: the same, if one was made
Every call takes ?lang= (en, ru, uk, hu; else English): the language of its frames and errors.
WebSocket /ws/games/{id}?token=T&lang=uk: the state frame on connect and after every committed
  move; accepts {"version", "choice"}, {"type": "resync"} and {"type": "lang", "lang"}; bad input
  gets an error frame. Without ?token= its first message is {"type": "token", "token"}; REST
  calls take the token in an X-Dominia-Token header too (a proxy's log holds URLs, not these).
  Sockets are capped per address and per game (guards.SocketCaps); resyncs are budgeted per
  address and per game; the games' endpoints per address, a few computed at once.
Pages: / (the lobby), /play/{id}#token=T[,T2...][&lang=uk] (a game; several tokens: hot-seat),
  /favicon.ico (the icon, an SVG). Responses over 500 bytes are gzipped when the client accepts it.
"""

from __future__ import annotations

import asyncio
import json
import logging
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.gzip import GZipMiddleware
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocketDisconnect

from dominia.core.errors import DominiaError
from dominia.core.i18n import msg
from dominia.server import history, lobby, messages, pages
from dominia.server.bots import BotDriver, BotLimits
from dominia.server.guards import MAX_DEPTH, Budgets, RateLimit, SocketCaps, Sockets, too_deep
from dominia.server.lease import RENEW
from dominia.server.metrics import CONTENT_TYPE
from dominia.server.protocol import (
    MAX_BODY,
    MAX_MESSAGE,
    ChoiceMessage,
    ChoiceRequest,
    CreateRequest,
    LangMessage,
    LinksRequest,
    RelinkRequest,
    ResyncMessage,
    TokenMessage,
    error_frame,
    hook,
    kept_answer,
    pick_lang,
    translator,
)
from dominia.server.rematch import Rematches, RematchRequest
from dominia.server.service import GameService, ServiceError
from dominia.server.store import Store

STATIC = Path(__file__).parent / "static"
log = logging.getLogger("dominia.server")
MAX_QUEUE = 2000  # frames waiting for a slow client before it is cut off (it will resync)
IDLE = 600.0  # seconds a game is held in memory after it was last asked for (then read again)
MAX_CLIENTS = 10_000  # addresses whose game-creation budget is remembered (then forgotten at once)
RESYNC_RATE = (60.0, 10.0)  # whole-state requests per address, and per game (burst, per second)
ENDPOINT_RATE = (30.0, 4.0)  # the games' endpoints per address (burst, per second)
ENDPOINT_WORKERS = 2  # game endpoint answers computed at once (the others wait their turn)
TOKEN_WAIT = 10.0  # seconds a WebSocket opened without a token gets to send it
TOKEN_HEADER = "x-dominia-token"  # a seat's token on REST calls, kept out of the URL
HEADERS = {
    "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
}


class _TooLarge(Exception):
    pass


class BodyLimit:
    """Refuse request bodies over `limit` bytes (413) before anything reads them whole."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", []):
            if name == b"content-length" and (not value.isdigit() or int(value) > self.limit):
                await self._refuse(send)
                return
        total = 0

        async def limited() -> Message:
            nonlocal total
            got = await receive()
            if got["type"] == "http.request":
                total += len(got.get("body", b""))
                if total > self.limit:
                    raise _TooLarge
            return got

        try:
            await self.app(scope, limited, send)
        except _TooLarge:
            await self._refuse(send)

    async def _refuse(self, send: Send) -> None:
        body = json.dumps(error_frame(msg("web-error-too-large", limit=self.limit), "too_large")).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [(b"content-type", b"application/json")],
            }
        )
        await send({"type": "http.response.body", "body": body})


def _lang(request: Request) -> str:
    return pick_lang(request.query_params.get("lang"))


def _token(request: Request, given: str) -> str:
    """A seat's token: from the X-Dominia-Token header (or `Authorization: Bearer`), where a
    proxy's access log does not write it; else as given in the query string (old links)."""
    header = request.headers.get(TOKEN_HEADER, "")
    if not header:
        auth = request.headers.get("authorization", "")
        header = auth[7:].strip() if auth[:7].lower() == "bearer " else ""
    return header or given


def _address(client: Any) -> str:
    """The client's address (the proxy's X-Forwarded-For when believed; see run.py)."""
    return client.host if client is not None else ""


class JSONText(JSONResponse):
    """JSON that may carry what a client sent: a lone surrogate (JSON can hold one, UTF-8
    cannot; an error message may echo it) is written as its \\u escape instead of failing."""

    def render(self, content: Any) -> bytes:
        try:
            return super().render(content)
        except UnicodeEncodeError:
            return json.dumps(content, allow_nan=False, separators=(",", ":")).encode("ascii")


def _service_error(exc: ServiceError, lang: str = "en", game: str | None = None) -> JSONResponse:
    tr = translator(game, lang, exc.players)
    return JSONText(error_frame(exc.message, exc.code, exc.version, tr), status_code=exc.status)


def _validation_text(exc: ValidationError | RequestValidationError) -> str:
    """Pydantic's own words on what is malformed (for developers: the page never sends such)."""
    parts = []
    for err in exc.errors():
        where = ".".join(str(x) for x in err.get("loc", ()) if x != "body")
        parts.append(f"{where}: {err.get('msg')}" if where else str(err.get("msg")))
    return "; ".join(parts)


def create_app(
    db_url: str,
    *,
    allow_seed: bool = False,
    rate: tuple[float, float] = (30, 10),
    create_rate: tuple[float, float] = (20, 0.2),
    components: str | None = None,
    bots: BotLimits | None = None,
    idle: float = IDLE,
    sockets: SocketCaps | None = None,
    resync_rate: tuple[float, float] = RESYNC_RATE,
    endpoint_rate: tuple[float, float] = ENDPOINT_RATE,
) -> FastAPI:
    """The app over the database at `db_url` (sqlite:///file or postgresql://...).

    `allow_seed`: let a request choose the seed (tests only: a seed reveals every hidden card).
    `rate`: each WebSocket's message budget (burst, per second).
    `create_rate`: new games per client address (burst, per second).
    `bots`: what bots may take (a decision's time budget, the pace and caps of games of bots
    only, the cap on bot moves in a row; see bots.BotLimits).
    `idle`: seconds after which a game nobody asked for, watches or moves is let go of (its
    memory; it is read again from the database when next asked for).
    `sockets`: open WebSockets allowed per address and per game (guards.SocketCaps).
    `resync_rate`: whole-state requests (resync, a language change: each builds a whole frame)
    allowed per address and, apart, per game (burst, per second), whatever the sockets.
    `endpoint_rate`: the games' own endpoints (an odds table costs up to a quarter of a CPU
    second) per address (burst, per second); at most `ENDPOINT_WORKERS` compute at once.
    `components`: a folder of component files for new games of the games that read one (each
    game keeps its own in its options, so a restart rebuilds it with what it was made with)."""
    summaries: dict[str, Any] = {}
    if components is not None:
        # a bad folder stops the server now, with the file and entry
        summaries = {g: i.get("summary") for g, i in lobby.components_info(components).items()}
    store = Store(db_url)
    service = GameService(store, allow_seed=allow_seed, components=components, bots=bots)

    @asynccontextmanager
    async def lifespan(_app: FastAPI):  # type: ignore[no-untyped-def]
        driver = BotDriver(service, service.limits, asyncio.get_running_loop())
        service.start(driver)  # the bots move on this loop's tasks, in the driver's threads
        ticking = asyncio.create_task(_tick(service)) if store.shared else None
        evicting = asyncio.create_task(_evict(service, idle))
        if service.fanout is not None:  # (serve once the other processes' moves are heard)
            await asyncio.to_thread(service.fanout.listening.wait, 10)
        where = {"server": store.origin, "database": store.engine.url.render_as_string(hide_password=True)}
        log.info("serving", extra={**where, "shared": store.shared})
        yield
        if ticking is not None:
            ticking.cancel()
        evicting.cancel()
        await driver.close()
        await run_in_threadpool(service.close)
        store.close()  # (commits every move waiting first)
        log.info("stopped", extra={**where, "live_games": len(service.live_games())})

    app = FastAPI(
        title="Dominia",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        openapi_url=None,
        default_response_class=JSONText,
    )
    app.state.service = service
    app.state.components_summaries = summaries  # by game: what it made of the folder
    app.add_middleware(BodyLimit, limit=MAX_BODY)
    # the pages, scripts and JSON compressed (a game page weighs about a fifth of its size)
    app.add_middleware(GZipMiddleware, minimum_size=500)

    @app.middleware("http")
    async def security_headers(request: Request, call_next):  # type: ignore[no-untyped-def]
        response = await call_next(request)
        for k, v in HEADERS.items():
            response.headers.setdefault(k, v)
        return response

    @app.exception_handler(ServiceError)
    async def on_service_error(request: Request, exc: ServiceError) -> JSONResponse:
        return _service_error(exc, _lang(request), exc.game or request.path_params.get("game"))

    @app.exception_handler(StarletteHTTPException)
    async def on_http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        """No such route or method (Starlette's own refusals): an error frame in the reader's
        words, as every other refusal."""
        if exc.status_code == 405:
            text, code = msg("web-error-method", method=request.method), "bad_method"
        elif exc.status_code == 404:
            text, code = msg("web-error-no-endpoint"), "not_found"
        else:
            text, code = msg("web-error-malformed", detail=str(exc.detail)), "bad_message"
        frame = error_frame(text, code, tr=translator(None, _lang(request)))
        return JSONText(frame, status_code=exc.status_code, headers=getattr(exc, "headers", None))

    @app.exception_handler(RequestValidationError)
    async def on_validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        text = msg("web-error-malformed", detail=_validation_text(exc))
        return JSONText(
            error_frame(text, "bad_message", tr=translator(None, _lang(request))), status_code=422
        )

    # ---- pages
    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    game_page = pages.game_page()

    @app.get("/play/{game_id}", include_in_schema=False)
    async def play_page(game_id: str) -> HTMLResponse:
        return HTMLResponse(game_page)

    @app.get("/favicon.ico", include_in_schema=False)
    async def favicon() -> FileResponse:
        return FileResponse(STATIC / "favicon.svg", media_type="image/svg+xml")

    for game, folder in pages.game_assets().items():  # before /static, which would take them
        app.mount(f"/static/games/{game}", StaticFiles(directory=folder), name=f"static-{game}")
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    # ---- REST
    @app.get("/api/catalog")
    async def get_catalog() -> dict[str, Any]:
        return await run_in_threadpool(lobby.catalog, components)

    creations: dict[str, RateLimit] = {}

    @app.post("/api/games", status_code=201)
    async def create_game(req: CreateRequest, request: Request) -> dict[str, Any]:
        who = _address(request.client)
        budget = creations.get(who)
        if budget is None:
            if len(creations) >= MAX_CLIENTS:
                creations.clear()
            budget = creations[who] = RateLimit(*create_rate)
        if not budget.take():
            raise ServiceError(msg("web-error-too-many-games"), "rate_limited", 429)
        return await run_in_threadpool(service.create, req.model_dump(), who)

    @app.get("/api/games/{game_id}")
    async def game_summary(game_id: str, request: Request, token: str = "") -> dict[str, Any]:
        return await run_in_threadpool(service.summary, game_id, _token(request, token))

    @app.get("/api/games/{game_id}/view")
    async def game_view(game_id: str, request: Request, token: str = "", lang: str = "en") -> dict[str, Any]:
        return await run_in_threadpool(service.frame, game_id, _token(request, token), pick_lang(lang))

    @app.post("/api/games/{game_id}/choice")
    async def game_choice(game_id: str, req: ChoiceRequest, lang: str = "en") -> dict[str, Any]:
        await run_in_threadpool(service.choose, game_id, req.token, req.version, req.choice)
        return await run_in_threadpool(service.frame, game_id, req.token, pick_lang(lang))

    @app.get("/api/health")
    async def health() -> JSONResponse:
        """200 while this process can serve (its database answers; with other processes, their
        moves are heard), else 503: for a load balancer's checks."""
        state = await run_in_threadpool(service.health)
        status = 200 if state["ok"] else 503
        return JSONResponse(state, status_code=status, headers={"Cache-Control": "no-store"})

    @app.get("/metrics", include_in_schema=False)
    async def metrics() -> Response:
        """Prometheus's scrape (see metrics.py); behind a proxy, for the operators' addresses only."""
        body = await run_in_threadpool(service.metrics.text)
        return Response(body, media_type=CONTENT_TYPE)

    @app.post("/api/games/{game_id}/links")
    async def replace_link(game_id: str, req: RelinkRequest) -> dict[str, Any]:
        return await run_in_threadpool(service.relink, game_id, req.host_token, req.seat)

    # ---- the end of a game: its charts, a rematch (history.py, rematch.py)
    rematches = Rematches(service)

    @app.get("/api/games/{game_id}/history")
    async def game_history(game_id: str, request: Request, token: str = "") -> dict[str, Any]:
        return await run_in_threadpool(history.game_history, service, game_id, _token(request, token))

    @app.get("/api/games/{game_id}/rematch")
    async def find_rematch(game_id: str, request: Request, token: str = "") -> dict[str, Any]:
        seat_token = _token(request, token)
        return await run_in_threadpool(lambda: rematches.ask(game_id, seat_token, make=False))

    @app.post("/api/games/{game_id}/rematch")
    async def rematch(game_id: str, req: RematchRequest, request: Request) -> dict[str, Any]:
        who = _address(request.client)
        return await run_in_threadpool(lambda: rematches.ask(game_id, req.token, make=True, client=who))

    cached = {"Cache-Control": "max-age=600"}

    @app.get("/api/messages")
    async def lobby_messages(lang: str = "en") -> JSONResponse:
        body = await run_in_threadpool(messages.lobby_table, pick_lang(lang))
        return JSONResponse(body, headers=cached)

    @app.get("/api/messages/{game}")
    async def game_messages(game: str, lang: str = "en") -> JSONResponse:
        if game not in lobby.games():
            raise ServiceError(msg("web-error-no-game"), "not_found", 404)
        body = await run_in_threadpool(messages.game_table, game, pick_lang(lang))
        return JSONResponse(body, headers=cached)

    endpoint_budgets = Budgets(*endpoint_rate)
    computing = asyncio.Semaphore(ENDPOINT_WORKERS)

    @app.get("/api/game/{game}/{name}")
    async def game_endpoint(game: str, name: str, request: Request) -> Any:
        answer = hook(game, "endpoint") if game in lobby.games() else None
        if not endpoint_budgets.take(_address(request.client)):
            raise ServiceError(msg("web-error-slow-down"), "rate_limited", 429)
        params = dict(request.query_params)
        try:
            if answer is None:
                out = None
            else:
                async with computing:  # (off the loop, and never more than a few at once)
                    out = await run_in_threadpool(answer, name, params)
        except DominiaError as exc:
            raise ServiceError(exc.text, "bad_message", 422) from None
        if out is None:
            raise ServiceError(msg("web-error-no-endpoint"), "not_found", 404)
        if not isinstance(out, dict):  # an answer that may be kept (protocol.Kept)
            return await run_in_threadpool(kept_answer, out, request.headers.get("if-none-match"))
        return out

    @app.post("/api/mygames")
    async def my_games(req: LinksRequest, lang: str = "en") -> dict[str, Any]:
        def summaries() -> list[dict[str, Any]]:
            out = []
            for game_id, token in req.links:
                try:
                    out.append(service.summary(game_id, token))
                except ServiceError as exc:
                    tr = translator(None, lang, exc.players)
                    out.append({"game_id": game_id, "error": tr(exc.message), "code": exc.code})
            return out

        return {"games": await run_in_threadpool(summaries)}

    # ---- live play
    caps = sockets or SocketCaps()
    open_sockets = Sockets(caps)
    app.state.sockets = open_sockets
    whole_by_address = Budgets(*resync_rate)
    whole_by_game = Budgets(*resync_rate)

    @app.websocket("/ws/games/{game_id}")
    async def ws_game(ws: WebSocket, game_id: str, token: str = "", lang: str = "en") -> None:
        await ws.accept()
        lang = pick_lang(lang)
        address = _address(ws.client)
        over = open_sockets.open(address, game_id)
        if over is not None:  # (refused before anything is read or built for it)
            text = (
                msg("web-error-sockets-address", n=caps.per_address)
                if over == "address"
                else msg("web-error-sockets-game", n=caps.per_game)
            )
            await ws.send_json(error_frame(text, "too_many_sockets", tr=translator(None, lang)))
            await ws.close(code=4029)
            return
        try:
            token = token or ws.headers.get(TOKEN_HEADER, "")
            if not token:  # the first message brings it (a URL a proxy logs does not)
                token, lang = await _first_token(ws, lang)
                if not token:
                    return

            def whole_state() -> bool:
                """A whole frame may be built for this address and game now."""
                return whole_by_address.take(address) and whole_by_game.take(game_id)

            await _play(ws, service, game_id, token, lang, RateLimit(*rate), whole_state)
        finally:
            open_sockets.close(address, game_id)

    return app


async def _first_token(ws: WebSocket, lang: str) -> tuple[str, str]:
    """The token of a socket opened without one: its first message, {"type": "token", "token",
    "lang"?}, within TOKEN_WAIT seconds; ("", lang) once the socket is answered and closed."""
    tr = translator(None, lang)
    try:
        incoming = await asyncio.wait_for(ws.receive(), TOKEN_WAIT)
    except TimeoutError:
        await ws.send_json(error_frame(msg("web-error-no-token"), "bad_token", tr=tr))
        await ws.close(code=4401)
        return "", lang
    if incoming["type"] == "websocket.disconnect":
        return "", lang
    text = incoming.get("text") or ""
    try:
        if len(text) > MAX_MESSAGE or too_deep(text):
            raise ValueError
        given = TokenMessage.model_validate(json.loads(text))
    except (ValueError, ValidationError, RecursionError):
        await ws.send_json(error_frame(msg("web-error-no-token"), "bad_token", tr=tr))
        await ws.close(code=4401)
        return "", lang
    return given.token, pick_lang(given.lang) if given.lang is not None else lang


async def _play(
    ws: WebSocket,
    service: GameService,
    game_id: str,
    token: str,
    lang: str,
    limit: RateLimit,
    whole_state: Any,
) -> None:
    """One seat's socket: its frames pushed in order, its messages handled in turn."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[str | None] = asyncio.Queue()

    def put(text: str | None) -> None:
        if text is not None and queue.qsize() >= MAX_QUEUE:
            text = None  # too far behind: cut it off; the client reconnects and resyncs
        queue.put_nowait(text)

    def push(frame: dict[str, Any] | None) -> None:  # from any thread, in order
        # encoded here, in the thread that made the move, not on the event loop
        text = None if frame is None else json.dumps(frame, separators=(",", ":"))
        loop.call_soon_threadsafe(put, text)

    try:
        sub = await run_in_threadpool(service.subscribe, game_id, token, push, lang)
    except ServiceError as exc:
        await ws.send_json(error_frame(exc.message, exc.code, tr=translator(None, lang)))
        await ws.close(code=4000 + exc.status)
        return

    async def sender() -> None:
        try:
            while (text := await queue.get()) is not None:
                await ws.send_text(text)
            await ws.close(code=4008)
        except Exception:  # the client went away; the receiving side ends the connection
            pass

    task = asyncio.create_task(sender())
    warned = -1.0  # when this socket was last told to slow down (told once a second at most)
    service.metrics.connections.inc()
    try:
        while True:
            incoming = await ws.receive()
            if incoming["type"] == "websocket.disconnect":
                break
            text = incoming.get("text")
            if text is None:
                data = incoming.get("bytes") or b""
                text = data.decode("utf-8", "replace") if len(data) <= MAX_MESSAGE else None
            tr = translator(None, sub.lang)
            if text is None or len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
                push(error_frame(msg("web-error-message-size", limit=MAX_MESSAGE), "too_large", tr=tr))
                continue
            if not limit.take():
                if loop.time() - warned >= 1.0:  # (a flood is not answered a frame a message)
                    warned = loop.time()
                    push(error_frame(msg("web-error-slow-down"), "rate_limited", tr=tr))
                continue
            await _handle(text, service, game_id, token, sub, push, whole_state)
    except WebSocketDisconnect:
        pass
    finally:
        service.metrics.connections.dec()
        task.cancel()
        await run_in_threadpool(service.unsubscribe, game_id, sub)


async def _tick(service: GameService) -> None:
    """Several processes: the bots' leases renewed, a stopped process's games taken over."""
    while True:
        await asyncio.sleep(RENEW)
        try:
            await run_in_threadpool(service.tick)
        except Exception:
            log.warning("renewing the leases failed", exc_info=True)


async def _evict(service: GameService, idle: float) -> None:
    """Idle games let go of, every so often."""
    while True:
        await asyncio.sleep(min(60.0, idle / 4))
        try:
            await run_in_threadpool(service.evict_idle, idle)
        except Exception:
            log.warning("letting go of idle games failed", exc_info=True)


async def _handle(
    text: str, service: GameService, game_id: str, token: str, sub: Any, push: Any, whole_state: Any
) -> None:
    tr = translator(None, sub.lang)
    if too_deep(text):
        push(error_frame(msg("web-error-too-deep", limit=MAX_DEPTH), "bad_message", tr=tr))
        return
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        push(error_frame(msg("web-error-not-json"), "bad_message", tr=tr))
        return
    try:
        if isinstance(data, dict) and data.get("type") in ("resync", "lang"):
            asked = (ResyncMessage if data["type"] == "resync" else LangMessage).model_validate(data)
            if not whole_state():  # (per address and per game: more sockets buy no more)
                push(error_frame(msg("web-error-slow-down"), "rate_limited", tr=tr))
                return
            new_lang = pick_lang(asked.lang) if isinstance(asked, LangMessage) else None
            await run_in_threadpool(service.resync, game_id, sub, new_lang)
            return
        choice = ChoiceMessage.model_validate(data)
    except ValidationError as exc:
        push(error_frame(msg("web-error-malformed", detail=_validation_text(exc)), "bad_message", tr=tr))
        return
    try:
        await run_in_threadpool(service.choose, game_id, token, choice.version, choice.choice)
    except ServiceError as exc:
        push(error_frame(exc.message, exc.code, exc.version, translator(exc.game, sub.lang, exc.players)))

"""The messages between the server and a browser, and the one function that builds what a
seat is sent.

Server -> client (JSON text frames):
  {"type": "state", "game_id", "game", "title", "lang", "version", "seat", "seats", "status",
   "view", "log_from", "texts", "words", "decision", "outcome"}
      `view` is the game's `view(state, seat).to_dict(log_from)`: its "log" holds the events
      from number `log_from` on (0 on connect and on a resync; after that only the new
      ones). `decision` is the pending decision with its choices when it is this seat's,
      otherwise only {"seat": n} (whose turn it is: its prompt or kind could tell what
      that seat holds), and None once the game is over. A game's web hooks (its spec's
      `web_obj`, `WebHooks` below) may add to a decision of this seat's: a battle game, the
      exact "odds" {choice id: {"win", "attackers_left", "defenders_left"}} of fighting each
      attack to the end, from the public army counts only.
      Every text in a frame is in the connection's language (see "lang" below): the
      decision's "prompt" and each choice's "label", each log event's "text" (the game's
      sentence for the event as this seat sees it; null for bookkeeping nobody reads), and
      the outcome's "text" (why the game ended). "texts" says whether the game has event
      sentences: without them an event's "text" is its "detail" and a client may write its
      own line from "kind" and "data". "words": texts of the view a game's web hooks give
      (a mission, card labels). Ids, kinds and data never change with the language.
  {"type": "error", "error": text, "code": code, "version": current version}
      Nothing changed. `error` is in the connection's language. Codes: bad_message,
      too_large, rate_limited, stale, not_your_turn, spectator, illegal, game_over, conflict,
      too_many_sockets (then closed, 4029), bad_token.
Client -> server:
  {"version": n, "choice": "buy:Silver"}   answer the pending decision seen at version n
  {"type": "resync"}                       send the whole state again (log from 0)
  {"type": "lang", "lang": "uk"}           speak this language from now on (answered with the
                                           whole state in it); unknown languages mean English
  {"type": "token", "token": T, "lang"?}   the first message of a socket opened without
                                           ?token= (a proxy logs URLs; the message is not)
Resyncs and language changes build a whole frame: they are budgeted per address and per game
(app.RESYNC_RATE), whatever the sockets; a message nesting brackets over guards.MAX_DEPTH
deep is refused (bad_message) before it is parsed. REST calls take a seat's token in the
X-Dominia-Token header (or Authorization: Bearer) as well as in ?token=.
The language may also be given when connecting (/ws/games/{id}?token=T&lang=uk) and to the
REST calls (?lang=uk); one of en, ru, uk, hu (or the qps test pseudo-language), else English.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
from collections.abc import Mapping
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field
from starlette.responses import Response

from dominia.core.errors import DominiaError
from dominia.core.game import Game, Outcome, get_spec
from dominia.core.i18n import LANGS, PSEUDO, Text, Translator, msg, name, slug
from dominia.core.record import GameRecord
from dominia.core.spec import load

MAX_MESSAGE = 1024  # bytes of one client message (a choice id is short)
MAX_BODY = 16 * 1024  # bytes of one REST request body (the lobby form)
MAX_CHOICE = 200


class WebHooks(Protocol):
    """What a game adds to the web front end (its GameSpec's `web_obj`, "module:object"). Every
    method is optional: the server asks `hook(game, name)` for the ones a game has."""

    def decision_extras(self, view: dict[str, Any], decision: dict[str, Any]) -> dict[str, Any]:
        """Keys to add to a decision this seat is asked, from its view (public facts only)."""
        ...

    def words(self, view: Any, tr: Translator) -> dict[str, Any]:
        """Texts of the seat's view the page shows as they are (a mission, card labels), in the
        language of `tr`: the frame's "words"."""
        ...

    def catalog(self, components: str | None) -> dict[str, Any]:
        """What the lobby shows of the game beyond its options (which come from `GameSpec.options`):
        say, a note on whose design its components are."""
        ...

    def check_options(
        self, options: Mapping[str, Any], *, bots_only: bool, components: str | None
    ) -> dict[str, Any]:
        """A lobby request's options with the server's defaults and refusals, before the game's own
        `normalize_options` (`bots_only`: no human plays; `components`: the server's folder of
        game components, None for the shipped ones). A client may only pick what the server
        lists: never a path."""
        ...

    def endpoint(self, name: str, params: Mapping[str, str]) -> dict[str, Any] | Kept | None:
        """GET /api/game/{game}/{name}?params: a read-only answer (None: no such endpoint;
        DominiaError: bad parameters): a dict is sent as JSON, asked again every time; an
        answer that says it may be kept (`Kept`) is sent with an ETag and Cache-Control."""
        ...

    def history(self, record: GameRecord) -> dict[str, Any]:
        """The end-of-game charts of a finished game, from its record: {"charts": [{"id", "kind"
        ("line": "x", "series" per seat; "stack": "parts", "bars" per seat), "title",
        "x_label", "y_label", "note": ids of the game's tables}]} (server/history.py)."""
        ...

    def assets(self) -> str:
        """A folder of the game's page files (`board.css`, `board.js`: how its board is drawn),
        served at /static/games/<game>/ and loaded by every game page (`server/pages.py`)."""
        ...


class Kept(Protocol):
    """An endpoint's answer a browser may keep (the game's own class, read by its attributes:
    games import no front end). `body`: JSON-able data, or bytes sent as they are (a picture);
    `media_type`: the bytes' type; `max_age`: seconds a browser may use it without asking
    (0: ask every time). Either way it carries an ETag of its content, so asking again costs
    a 304 and no body when nothing changed."""

    body: Any
    media_type: str
    max_age: int


def kept_answer(answer: Kept, if_none_match: str | None) -> Response:
    """The response to a `Kept` answer: its bytes (or compact JSON) with an ETag from their
    SHA-256 and Cache-Control; 304 with no body when the browser holds this very content."""
    body = answer.body
    if isinstance(body, bytes):
        data, media = body, answer.media_type
    else:
        data = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        media = "application/json"
    etag = '"' + hashlib.sha256(data).hexdigest()[:32] + '"'
    age = max(0, int(answer.max_age))
    headers = {"ETag": etag, "Cache-Control": f"public, max-age={age}" if age else "no-cache"}
    held = {t.strip().removeprefix("W/") for t in (if_none_match or "").split(",")}
    if etag in held or "*" in held:
        return Response(status_code=304, headers=headers)
    return Response(data, media_type=media, headers=headers)


def hook(game: str, name: str) -> Any:
    """One of a game's web hooks (see WebHooks), None when the game has not got it."""
    spec = get_spec(game)
    return getattr(load(spec.web_obj), name, None) if spec.web_obj else None


class ChoiceMessage(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: Literal["choice"] = "choice"
    version: int = Field(ge=0)
    choice: str = Field(min_length=1, max_length=MAX_CHOICE)


class ResyncMessage(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: Literal["resync"]


class LangMessage(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: Literal["lang"]
    lang: str = Field(max_length=20)


class TokenMessage(BaseModel):
    """The first message of a socket opened without ?token= (the token kept out of the URL)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["token"]
    token: str = Field(min_length=1, max_length=100)
    lang: str | None = Field(default=None, max_length=20)


def pick_lang(lang: object) -> str:
    """A language the server speaks: `lang` when it is one, else English (never an error: a
    forged or unknown language only changes the words)."""
    return lang if isinstance(lang, str) and (lang in LANGS or lang == PSEUDO) else "en"


SERVER = "dominia.server"


def translator(game: str | None, lang: str, players: list[str] | None = None) -> Translator:
    """The words of the web pages of `game` (None: the lobby) in `lang`. Shared: a translator is
    never changed once made (every frame of every game asks for one). An unknown game gets the
    server's words alone, and that is not kept under its name: a game registered later (a
    plugin, a test's) must find its own words."""
    if game is not None:
        try:
            get_spec(game)
        except DominiaError:
            game = None
    return _translator(game, pick_lang(lang), tuple(players or ()))


@functools.lru_cache(maxsize=4096)
def _translator(game: str | None, lang: str, players: tuple[str, ...]) -> Translator:
    packages = (SERVER,) if game is None else get_spec(game).packages(SERVER)
    tr = Translator(lang, packages)
    # a seat without a name is "Player n" in the reader's language
    return tr.with_players([n or tr(msg("player-n", n=i + 1)) for i, n in enumerate(players)])


def seat_names(seats: list[dict[str, Any]], tr: Translator, bot_word: str) -> list[str]:
    """What the page calls each seat: its player's name; a bot the lobby named for it ("easy
    (2)", or none) by the game's name for that bot in the reader's words ("ШІ «легкий»"), with a
    number where the same bot sits twice."""
    word = "web-seat-ai" if bot_word == "AI" else "web-seat-bot"
    bots = [s.get("bot") for s in seats if s.get("kind") == "bot"]
    seen: dict[str, int] = {}
    out = []
    for i, s in enumerate(seats):
        bot, given = s.get("bot"), s.get("name") or ""
        if s.get("kind") != "bot" or not isinstance(bot, str) or given not in ("", f"{bot} ({i + 1})"):
            out.append(given)
            continue
        seen[bot] = seen.get(bot, 0) + 1
        shown = tr(msg(word, bot=name(f"botname-{slug(bot)}", bot)))
        out.append(f"{shown} {seen[bot]}" if bots.count(bot) > 1 else shown)
    return out


class ChoiceRequest(ChoiceMessage):
    token: str = Field(min_length=1, max_length=100)


class SeatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kind: Literal["human", "bot"]
    bot: str | None = Field(default=None, max_length=100)
    name: str = Field(default="", max_length=40)


class CreateRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str = Field(max_length=32)
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatRequest] = Field(min_length=1, max_length=8)
    seed: int | None = Field(default=None, ge=0, lt=2**62)


class RelinkRequest(BaseModel):
    """The host asks for a new link for a human seat (`seat` counts from 0; null: the
    spectator link). The old link stops working."""

    model_config = ConfigDict(extra="forbid")

    host_token: str = Field(max_length=200)
    seat: int | None = Field(ge=0, lt=64)


class LinksRequest(BaseModel):
    """A browser's remembered seat links, to list its games."""

    model_config = ConfigDict(extra="forbid")

    links: list[tuple[str, str]] = Field(max_length=200)  # (game id, token)


def decision_for(game: Game, state: Any, seat: int | None, tr: Translator) -> dict[str, Any] | None:
    d = game.pending(state)
    if d is None:
        return None
    if seat is not None and d.seat == seat:
        return d.to_dict(tr)
    return {"seat": d.seat}


def event_texts(
    game: Game, state: Any, seat: int | None, log_from: int, tr: Translator
) -> tuple[bool, list[Any]]:
    """Whether the game writes its events, and the text of each event from `log_from` as `seat`
    sees it (redacted by the game: the words can only tell what the event shows)."""
    texts = get_spec(game.name).texts()
    events = game.events(state, seat, log_from)
    if texts is None:
        return False, [e.detail for e in events]
    out: list[str | None] = []
    for e in events:
        m = texts.event(e)
        out.append(None if m is None else tr(m))
    return True, out


def outcome_text(game: Game, outcome: Outcome, tr: Translator) -> str:
    texts = get_spec(game.name).texts()
    return tr(texts.outcome(outcome)) if texts is not None else outcome.reason


def state_frame(
    game: Game,
    state: Any,
    seat: int | None,
    *,
    game_id: str,
    version: int,
    seats: list[dict[str, Any]],
    log_from: int = 0,
    lang: str = "en",
) -> dict[str, Any]:
    """Everything `seat` (None: a spectator) is sent about the game at `version`, in `lang`."""
    words = translator(game.name, lang)
    bot_word = "bot"
    with contextlib.suppress(DominiaError):
        bot_word = get_spec(game.name).bot_word
    names = seat_names(seats, words, bot_word)
    seats = [{**s, "name": n} for s, n in zip(seats, names, strict=True)]
    tr = translator(game.name, lang, names)
    outcome = game.outcome(state)
    seen = game.view(state, seat)
    view = seen.to_dict(log_from)
    has_texts, texts = event_texts(game, state, seat, log_from, tr)
    log = view.get("log")
    if isinstance(log, list) and len(log) == len(texts):
        for e, text in zip(log, texts, strict=True):
            e["text"] = text
    decision = decision_for(game, state, seat, tr)
    extras = hook(game.name, "decision_extras")
    if extras is not None and decision is not None and decision.get("choices"):
        decision.update(extras(view, decision))
    words_of = hook(game.name, "words")
    words = words_of(seen, tr) if words_of is not None else {}
    out = outcome.to_dict() if outcome is not None else None
    if out is not None and outcome is not None:
        out["text"] = outcome_text(game, outcome, tr)
    return {
        "type": "state",
        "game_id": game_id,
        "game": game.name,
        "title": game.title,
        "lang": tr.lang,
        "version": version,
        "seat": seat,
        "seats": seats,
        "status": "over" if outcome is not None else "playing",
        "view": view,
        "log_from": log_from,
        "texts": has_texts,
        "words": words,
        "decision": decision,
        "outcome": out,
    }


def error_frame(
    error: Text, code: str, version: int | None = None, tr: Translator | None = None
) -> dict[str, Any]:
    """An error frame; `error` (a message or text) in the language of `tr` (English without)."""
    text = (tr or translator(None, "en"))(error)
    return {"type": "error", "error": text, "code": code, "version": version}

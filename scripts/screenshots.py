"""Screenshots of every distinct screen of the three games, at desktop and phone size, in the
languages asked: for people to look at before a change to the client is called done (issue 15).
Not a test: it asserts nothing, it draws.

    .venv/bin/python scripts/screenshots.py [--out /tmp/shots] [--lang en,uk] [--game dominion]

It serves the app on a free local port (its own database in a temporary folder), creates games
through the API with fixed seeds, plays the seat it watches with the first choice offered (the
automatic one where there is one), and saves a PNG the first time each kind of question appears,
plus the lobby, the panels (all choices, keys, a card's words), the curtain between two seats of
one device, a lost connection, a bot's turn being replayed and the end of a game. Needs the test
extra (Playwright) and Debian's chromium (scripts/ci-chromium.sh)."""

from __future__ import annotations

import argparse
import json
import socket
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
SIZES = {"desktop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}
HUMAN = {"kind": "human", "name": "Ann"}
# the first answer of a seat that only wants to see the next screen: automatic where offered
# (Domination's set-up: the rest at random)
EAGER = ("auto", "treasures", "done", "end", "random")
# each game as the screenshots play it: seats, options and how many answers to look through
GAMES: dict[str, dict[str, Any]] = {
    "dominion": {
        "seats": [HUMAN, {"kind": "bot", "bot": "big-money", "name": "Bot"}],
        "options": {"kingdom": "first-game"},
        "answers": 40,
    },
    "domination": {
        "seats": [HUMAN, {"kind": "bot", "bot": "easy", "name": "Bot"}],
        "options": {"map": "classic"},
        "answers": 160,
    },
    "dominaria": {
        "seats": [HUMAN, {"kind": "bot", "bot": "random", "name": "Bot"}],
        "options": {"start_mana": 2},
        "answers": 40,
    },
}
# short games for the end screen: a round limit ends Domination after one round
ENDINGS: dict[str, dict[str, Any]] = {
    "domination": {
        "seats": [HUMAN, {"kind": "bot", "bot": "easy", "name": "Bot"}],
        "options": {"map": "duel", "auto_place": True, "turn_limit": 1},
    },
}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serve() -> Iterator[str]:
    """The app on a free port in a background thread; its base URL."""
    import uvicorn

    from dominia.server.app import create_app

    with tempfile.TemporaryDirectory() as tmp:
        app = create_app(
            f"sqlite:///{Path(tmp) / 'games.sqlite3'}",
            allow_seed=True,
            rate=(1e9, 1e9),
            create_rate=(1e9, 1e9),
        )
        port = free_port()
        server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
        thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        while not server.started:
            if not thread.is_alive():
                raise SystemExit("the server did not start")
            time.sleep(0.02)
        try:
            yield f"http://127.0.0.1:{port}"
        finally:
            server.should_exit = True
            thread.join(10)


def create(base: str, game: str, seats: list[dict[str, Any]], options: dict[str, Any], seed: int) -> Any:
    body = json.dumps({"game": game, "seats": seats, "options": options, "seed": seed}).encode()
    req = urllib.request.Request(base + "/api/games", data=body, headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.loads(r.read())


def with_lang(url: str, lang: str) -> str:
    return url.replace("#token=", f"#lang={lang}&token=")


class Shooter:
    """Saves numbered screenshots of one page into `out`, named by what they show."""

    def __init__(self, out: Path, prefix: str) -> None:
        self.out, self.prefix, self.count = out, prefix, 0

    def __call__(self, page: Any, what: str, full: bool = False) -> None:
        self.count += 1
        page.wait_for_timeout(250)  # let a transition or a flash settle
        path = self.out / f"{self.prefix}-{self.count:02d}-{what}.png"
        page.screenshot(path=str(path), full_page=full)
        print(path)


def wait_turn(page: Any, after: int = -1) -> dict[str, Any]:
    page.wait_for_function(
        """after => Number(document.body.dataset.version) > after
                 && ["mine", "over"].includes(document.body.dataset.state)""",
        arg=after,
        timeout=60_000,
    )
    return dict(page.evaluate("shown.frame"))


def answer(page: Any, f: dict[str, Any]) -> dict[str, Any]:
    """Answer with the eager choice where the page offers it; the next frame that asks."""
    ids = [c["id"] for c in f["decision"]["choices"]]
    choice = next((c for c in EAGER if c in ids), ids[0])
    version = int(page.evaluate("document.body.dataset.version"))
    for where in ("#choices", "#view", "#amount"):
        found = page.locator(f'{where} button[data-choice="{choice}"]')
        if found.count() and found.first.is_visible():
            found.first.click()
            break
    else:
        if page.locator("#all[open]").count() == 0:
            page.click("#all summary")
        page.locator(f'#all-choices button[data-choice="{choice}"]').click()
    return wait_turn(page, version)


def panels(page: Any, shot: Callable[..., None]) -> None:
    """The collapsed list of every choice, the keys panel."""
    if page.locator("#all").is_visible():
        page.click("#all summary")
        shot(page, "all-choices")
        page.click("#all summary")
    page.click("#keys-btn")
    shot(page, "keys")
    page.click("#keys-close")


def info(page: Any, shot: Callable[..., None]) -> None:
    """A card's or a quest's words in the side panel."""
    opener = page.locator("#view .cinfo, #view [data-info-open]").first
    if opener.count() and opener.is_visible():
        opener.click()
        shot(page, "info")
        page.keyboard.press("Escape")


def play_through(page: Any, game: str, shot: Callable[..., None]) -> None:
    """The game's screens: each kind of question the first time it comes, and the panels."""
    f = wait_turn(page)
    seen: set[str] = set()
    for _ in range(GAMES[game]["answers"]):
        if f.get("outcome") or not f.get("decision"):
            shot(page, "over")
            return
        kind = f["decision"]["kind"]
        phase = str((f.get("view") or {}).get("phase") or "")
        key = f"{kind}-{phase}" if phase and phase != kind else kind
        if key not in seen:
            seen.add(key)
            shot(page, key.replace("_", "-"))
            if len(seen) == 1:
                panels(page, shot)
                info(page, shot)
        f = answer(page, f)


CLICK = 'id => { const b = document.querySelector(`[data-choice="${id}"]`); if (b) b.click(); }'


def replaying(page: Any, shot: Callable[..., None]) -> None:
    """A bot's turn replayed line by line: caught while the replay runs."""
    f = wait_turn(page)
    for _ in range(60):
        if f.get("outcome") or not f.get("decision"):
            return
        version = int(page.evaluate("document.body.dataset.version"))
        ids = [c["id"] for c in f["decision"]["choices"]]
        choice = next((c for c in EAGER if c in ids), ids[0])
        page.evaluate(CLICK, choice)
        try:
            page.wait_for_function("() => document.body.dataset.state === 'replay'", timeout=3000)
            page.wait_for_timeout(100)  # into the replay (a line shows ~0.5 s; the shot waits 250 ms more)
            shot(page, "replay")
            return
        except Exception:  # no replay after this answer (still our turn): go on
            f = wait_turn(page, version)


NO_REPLAY = "try { localStorage.setItem('dominia.replay', 'off'); } catch (e) {}"
BOB = {"kind": "human", "name": "Bob"}


class Run:
    """One size and language: pages in fresh browser contexts, games on the local server."""

    def __init__(self, browser: Any, base: str, out: Path, size: str, lang: str) -> None:
        self.browser, self.base, self.out, self.size, self.lang = browser, base, out, size, lang

    def page(self, url: str, replay: bool = False) -> Any:
        phone = self.size == "phone"
        ctx = self.browser.new_context(viewport=SIZES[self.size], is_mobile=phone, has_touch=phone)
        if not replay:
            ctx.add_init_script(NO_REPLAY)
        ctx.set_default_timeout(20_000)
        page = ctx.new_page()
        page.goto(self.base + url)
        return page

    def shooter(self, name: str) -> Shooter:
        return Shooter(self.out, f"{name}-{self.size}-{self.lang}")

    def seat_url(self, game: str, seats: list[dict[str, Any]], options: dict[str, Any], seed: int) -> str:
        made = create(self.base, game, seats, options, seed)
        return with_lang(made["seats"][0]["url"], self.lang)

    def lobby(self, games: list[str]) -> None:
        page = self.page(f"/?lang={self.lang}")
        page.wait_for_selector("#game option", state="attached")
        shot = self.shooter("lobby")
        for game in games:
            page.select_option("#game", game)
            shot(page, game, full=True)
        page.context.close()

    def game(self, game: str) -> None:
        spec = GAMES[game]
        page = self.page(self.seat_url(game, spec["seats"], spec["options"], seed=7))
        play_through(page, game, self.shooter(game))
        page.context.close()
        page = self.page(self.seat_url(game, spec["seats"], spec["options"], seed=8), replay=True)
        replaying(page, self.shooter(f"{game}-replay"))
        page.context.close()
        if game in ENDINGS:
            end = ENDINGS[game]
            page = self.page(self.seat_url(game, end["seats"], end["options"], seed=2))
            f = wait_turn(page)
            while f.get("decision") and not f.get("outcome"):
                f = answer(page, f)
            self.shooter(f"{game}-end")(page, "over", full=True)
            page.context.close()

    def hotseat(self) -> None:
        """Two seats on one device: the curtain, then a lost connection."""
        made = create(self.base, "dominion", [HUMAN, BOB], {"kingdom": "first-game"}, seed=3)
        url, ann = made["seats"][0]["url"].split("#token=")
        bob = made["seats"][1]["url"].split("#token=")[1]
        page = self.page(f"{url}#lang={self.lang}&token={ann},{bob}")
        page.wait_for_selector("#curtain:not([hidden])")
        shot = self.shooter("hotseat")
        shot(page, "curtain")
        page.click("#curtain-btn")
        wait_turn(page)
        page.evaluate("connect = () => {}; shown.ws.close()")
        page.wait_for_selector("#offline:not([hidden])")
        shot(page, "offline")
        page.context.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    default_out = Path(tempfile.gettempdir()) / "dominia-shots"
    ap.add_argument("--out", default=str(default_out), help="the folder for the PNG files")
    ap.add_argument("--lang", default="en,uk", help="languages, comma-separated (en, ru, uk, hu)")
    ap.add_argument("--game", default="", help="only this game (dominion, domination, dominaria)")
    ap.add_argument("--size", default="desktop,phone", help="desktop, phone or both")
    args = ap.parse_args(argv)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("Playwright is missing: install the test extra (pip install -e '.[test]')", file=sys.stderr)
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    games = [args.game] if args.game else list(GAMES)
    with serve() as base, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        for size in args.size.split(","):
            for lang in args.lang.split(","):
                run = Run(browser, base, out, size, lang)
                run.lobby(games)
                for game in games:
                    run.game(game)
                run.hotseat()
        browser.close()
    print(f"screenshots in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

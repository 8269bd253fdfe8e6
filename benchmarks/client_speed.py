"""The game page's own measure (issue 15): how long from a click on a choice to the new board
on screen, and how much the page weighs compressed. Not a test: it prints figures.

    .venv/bin/python benchmarks/client_speed.py [--clicks 60] [--game dominion]

It serves the app on a free local port (its own database in a temporary folder), opens each
game's page in Debian's chromium through Playwright with others' moves shown at once (no
replay pacing), and for each click on the seat's own choice times, inside the page, from the
click to the frame after the board of the answer was drawn (the next animation frame after the
page's version changed). The page weight is what the browser fetched for the page (HTML,
scripts, styles, the tables and the first frame; gzip as the server sends it).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

from screenshots import CHROMIUM, EAGER, HUMAN, NO_REPLAY, create, serve

SEATS: dict[str, list[dict[str, Any]]] = {
    "dominion": [HUMAN, {"kind": "bot", "bot": "big-money", "name": "Bot"}],
    "domination": [HUMAN, {"kind": "bot", "bot": "easy", "name": "Bot"}],
    "dominaria": [HUMAN, {"kind": "bot", "bot": "greedy", "name": "Bot"}],
}
OPTIONS: dict[str, dict[str, Any]] = {
    "dominion": {"kingdom": "first-game"},
    "domination": {"map": "classic"},
    "dominaria": {},
}
# in the page: click the choice, resolve with the ms until the board after it is painted
TIMED_CLICK = """
async (choice) => {
  const before = Number(document.body.dataset.version);
  const button = [...document.querySelectorAll(`[data-choice="${choice}"]`)].find((b) => b.offsetParent);
  if (!button) return null;
  const start = performance.now();
  button.click();
  while (!(Number(document.body.dataset.version) > before && document.body.dataset.state !== "waiting")) {
    await new Promise((r) => setTimeout(r, 1));
    if (performance.now() - start > 10000) return null;
  }
  await new Promise((r) => requestAnimationFrame(() => r()));
  return performance.now() - start;
}"""

# the page asks this seat, or the game is over
ASKED = "() => ['mine', 'over'].includes(document.body.dataset.state)"
# the choices among `ids` that the page shows (on the board or in the action bar)
SHOWN = """ids => ids.filter((id) =>
  [...document.querySelectorAll(`[data-choice="${id}"]`)].some((b) => b.offsetParent))"""


def measure(browser: Any, base: str, game: str, clicks: int) -> tuple[list[float], int]:
    made = create(base, game, SEATS[game], OPTIONS[game], seed=11)
    ctx = browser.new_context(viewport={"width": 1366, "height": 768})
    ctx.add_init_script(NO_REPLAY)
    page = ctx.new_page()
    weight = {"bytes": 0}

    def count(response: Any) -> None:
        size = response.headers.get("content-length")
        weight["bytes"] += int(size) if size else 0

    page.on("response", count)
    page.goto(base + made["seats"][0]["url"])
    page.wait_for_function(ASKED)
    page.wait_for_timeout(500)
    loaded = weight["bytes"]
    times: list[float] = []
    while len(times) < clicks:
        state = page.evaluate("document.body.dataset.state")
        if state == "over":
            break
        if state != "mine":
            page.wait_for_function(ASKED, timeout=30000)
            continue
        ids = page.evaluate("shown.frame.decision.choices.map((c) => c.id)")
        # a choice the page shows (the eager one where offered, else the first it shows)
        shown = page.evaluate(SHOWN, ids)
        if not shown:
            page.click("#all summary")
            continue
        choice = next((c for c in EAGER if c in shown), shown[0])
        took = page.evaluate(TIMED_CLICK, choice)
        if took is not None:
            times.append(float(took))
    ctx.close()
    return times, loaded


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--clicks", type=int, default=60, help="clicks timed per game")
    ap.add_argument("--game", default="", help="only this game")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    games = [args.game] if args.game else list(SEATS)
    with serve() as base, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        print(f"{'game':<12}{'clicks':>7}{'median ms':>11}{'p90 ms':>8}{'page KB (gzip)':>16}")
        for game in games:
            times, loaded = measure(browser, base, game, args.clicks)
            p90 = statistics.quantiles(times, n=10)[-1] if len(times) >= 10 else max(times, default=0.0)
            median = statistics.median(times) if times else 0.0
            print(f"{game:<12}{len(times):>7}{median:>11.1f}{p90:>8.1f}{loaded / 1024:>16.0f}")
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

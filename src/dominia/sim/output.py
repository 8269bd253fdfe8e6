"""The simulator's files: one row per game (JSON lines or CSV, streamed as games finish, read
back to resume), the summary as CSV, and the plot.

A games file holds rows of one batch only: each row carries the batch's `run` fingerprint, and
a rerun of the same batch (the same game, options, bots, seed and seating; `-n` may grow) skips
the games the file already has. A row cut short by a stop mid-write is dropped and played again.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from dominia.core.errors import InvalidOptions
from dominia.core.i18n import Text, english, msg, name, slug
from dominia.core.stats import wilson
from dominia.sim.batch import Batch
from dominia.sim.rows import check_rows

Row = dict[str, Any]
CSV_FIELDS = ("run", "index", "seed", "bots", "seats", "scores", "winners", "reason", "turns", "cpu")


class GamesFile:
    """Rows of one batch in `path`: `.csv` for CSV, anything else for JSON lines."""

    def __init__(self, path: str | Path, run_id: str, *, batch: Batch | None = None) -> None:
        self.path = Path(path)
        self.run_id = run_id
        self.batch = batch  # given: every row is checked against the game of the batch it names
        self.csv = self.path.suffix.lower() == ".csv"
        self._out: IO[str] | None = None
        self._writer: csv.DictWriter[str] | None = None

    def read(self) -> list[Row]:
        """The complete rows already in the file; InvalidOptions if they are another run's or
        one is not a row the simulator wrote (`sim.rows`: the line and the field)."""
        if not self.path.exists():
            return []
        try:
            text = self.path.read_text(encoding="utf-8")
        except OSError as exc:
            raise InvalidOptions(
                msg("sim-cannot-read", path=str(self.path), error=str(exc.strerror))
            ) from None
        lines = self._parse_csv(text) if self.csv else self._parse_jsonl(text)
        for _, row in lines:
            if row.get("run") != self.run_id:
                raise InvalidOptions(msg("sim-another-run", path=str(self.path)))
        check_rows(str(self.path), lines, self.batch)
        return [row for _, row in lines]

    def _parse_jsonl(self, text: str) -> list[tuple[int, Row]]:
        rows: list[tuple[int, Row]] = []
        lines = text.splitlines()
        for n, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                if n == len(lines):  # the last line, cut short by a stop
                    break
                raise InvalidOptions(msg("sim-not-a-row", path=str(self.path), line=str(n))) from None
            if not isinstance(row, dict) or "index" not in row:
                raise InvalidOptions(msg("sim-not-a-row", path=str(self.path), line=str(n)))
            rows.append((n, row))
        return rows

    def _parse_csv(self, text: str) -> list[tuple[int, Row]]:
        rows: list[tuple[int, Row]] = []
        reader = csv.DictReader(io.StringIO(text))
        for n, rec in enumerate(reader, 2):
            if rec.get("extra") is None:  # cut short by a stop
                break
            try:
                row = {k: json.loads(v) if k not in ("run", "reason") else v for k, v in rec.items()}
            except (json.JSONDecodeError, TypeError):
                raise InvalidOptions(msg("sim-not-a-row", path=str(self.path), line=str(n))) from None
            extra = row.pop("extra") or {}
            if not isinstance(extra, dict):
                raise InvalidOptions(msg("sim-not-a-row", path=str(self.path), line=str(n)))
            row.update(extra)
            rows.append((n, row))
        return rows

    def open(self) -> None:
        if self.csv and self.path.exists() and not self.path.read_text(encoding="utf-8").endswith("\n"):
            # a stop mid-row: rewrite the complete rows
            rows = self.read()
            self.path.unlink()
            self.open()
            for row in rows:
                self.write(row)
            return
        fresh = not self.path.exists() or self.path.stat().st_size == 0
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._out = self.path.open("a", encoding="utf-8", newline="")
        if self.csv:
            self._writer = csv.DictWriter(self._out, fieldnames=[*CSV_FIELDS, "extra"])
            if fresh:
                self._writer.writeheader()

    def write(self, row: Row) -> None:
        assert self._out is not None
        if self._writer is not None:
            rec = {k: row[k] if k in ("run", "reason") else json.dumps(row[k]) for k in CSV_FIELDS}
            rec["extra"] = json.dumps({k: v for k, v in row.items() if k not in CSV_FIELDS})
            self._writer.writerow(rec)
        else:
            self._out.write(json.dumps(row, separators=(",", ":")) + "\n")
        self._out.flush()

    def close(self) -> None:
        if self._out is not None:
            self._out.close()
            self._out = None


def summary_csv(summary: dict[str, Any]) -> str:
    """One line per entry: the figures a spreadsheet wants (curves left to --json)."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    scalar = (
        [k for k, v in summary["bots"][0].items() if not isinstance(v, list | dict)]
        if summary["bots"]
        else []
    )
    w.writerow(["game", "games", *scalar, "ci95_low", "ci95_high"])
    for b in summary["bots"]:
        w.writerow([summary["game"], summary["games"], *(b[k] for k in scalar), *b["ci95"]])
    return buf.getvalue()


MIN_REACH = 0.1  # a curve is drawn up to the last turn that this share of the games reaches


def plot(summary: dict[str, Any], path: str | Path, tr: Callable[[Text], str] = english) -> None:
    """Win-rate bars with their 95% intervals and a bar for the tied games, the game's curves
    per entry, and where the game has them the end of the game: the piles emptied (with the
    share of games ended on piles) and the decks; in the language of `tr`."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise InvalidOptions(msg("sim-needs-matplotlib")) from None
    bots = summary["bots"]
    curves = [
        (key, title)
        for key, title in (
            ("vp_per_turn", "sim-plot-vp"),
            ("coins_per_turn", "sim-plot-coins"),
            ("treasure_value_per_turn", "sim-plot-money"),
            ("territories_per_round", "sim-plot-territories"),
        )
        if bots and key in bots[0]
    ]
    piles = "piles_emptied_pct" in summary
    decks = bool(bots) and all("avg_deck" in b for b in bots)
    panels = 1 + len(curves) + piles + decks
    cols = min(3, panels)
    rows = -(-panels // cols)
    fig, axes = plt.subplots(rows, cols, figsize=(5.5 * cols, 4.5 * rows), squeeze=False)
    flat = [ax for line in axes for ax in line]
    for ax in flat[panels:]:
        ax.set_visible(False)
    _wins(flat[0], summary, tr)
    for ax, (key, title) in zip(flat[1:], curves, strict=False):
        for b in bots:
            ys = b[key]
            # only where enough games last that long: a tail of a few long games is noise
            reach = b.get("reach_per_round" if "round" in key else "reach_per_turn") or [1.0] * len(ys)
            ys = ys[: sum(1 for r in reach if r >= MIN_REACH)]
            ax.plot(range(1, len(ys) + 1), ys, label=b["bot"])
        ax.set_title(tr(msg(title)) + "\n" + tr(msg("sim-plot-while", share=f"{MIN_REACH:.0%}")), fontsize=10)
        ax.set_xlabel(tr(msg("sim-plot-round" if "round" in key else "sim-plot-turn")))
        ax.grid(alpha=0.3)
        ax.legend()
    at = 1 + len(curves)
    if piles:
        _piles(flat[at], summary, tr)
        at += 1
    if decks:
        _decks(flat[at], bots, tr)
    fig.tight_layout()
    try:
        fig.savefig(path)
    except OSError as exc:
        raise InvalidOptions(msg("sim-cannot-write-plot", path=str(path), error=str(exc.strerror))) from None
    finally:
        plt.close(fig)


def _wins(ax: Any, summary: dict[str, Any], tr: Callable[[Text], str]) -> None:
    """Each entry's win % with its interval, and the tied games' share beside them."""
    bots, games = summary["bots"], summary["games"]
    names = [b["bot"] for b in bots]
    pct = [b["win_pct"] for b in bots]
    err = [
        [p - b["ci95"][0] for p, b in zip(pct, bots, strict=True)],
        [b["ci95"][1] - p for p, b in zip(pct, bots, strict=True)],
    ]
    ax.bar(names, pct, yerr=err, capsize=6, color="#4a7fb5")
    tied = summary.get("tied_games", 0)
    lo, hi = wilson(tied, games) if games else (0.0, 0.0)
    share = 100 * tied / games if games else 0.0
    ax.bar(
        [tr(msg("sim-plot-ties"))],
        [share],
        yerr=[[share - 100 * lo], [100 * hi - share]],
        capsize=6,
        color="#b0b0b0",
    )
    ax.set_ylabel(tr(msg("sim-plot-win-pct")))
    ax.set_ylim(0, 100)
    game = name(f"game-{slug(summary['game'])}", summary["game"])  # the game's title, from the tables
    ax.set_title(tr(msg("sim-plot-title", game=game, games=games)), fontsize=10)


def _card(key: str) -> Text:
    """A card by its English name, in words when the game's table has it."""
    return name(f"card-{slug(key)}", key)


def _piles(ax: Any, summary: dict[str, Any], tr: Callable[[Text], str]) -> None:
    """How often each pile was empty at the end; the title gives the share ended on piles."""
    shares = summary["piles_emptied_pct"]
    labels = [tr(_card(k)) for k in shares][::-1]
    ax.barh(labels, list(shares.values())[::-1], color="#c9853f")
    ax.set_xlim(0, 100)
    ax.set_xlabel(tr(msg("sim-plot-pct")))
    ended = summary.get("ended_on", {}).get("piles", 0.0)
    ax.set_title(
        tr(msg("sim-plot-piles")) + "\n" + tr(msg("sim-plot-piles-ended", pct=f"{ended:g}")), fontsize=10
    )


def _decks(ax: Any, bots: list[dict[str, Any]], tr: Callable[[Text], str]) -> None:
    """Each entry's deck at the end, card by card, as grouped bars."""
    cards = list(dict.fromkeys(k for b in bots for k in b["avg_deck"]))[::-1]
    height = 0.8 / len(bots)
    for i, b in enumerate(bots):
        ys = [j + (len(bots) - 1 - 2 * i) * height / 2 for j in range(len(cards))]
        ax.barh(ys, [b["avg_deck"].get(k, 0) for k in cards], height=height, label=b["bot"])
    ax.set_yticks(range(len(cards)), [tr(_card(k)) for k in cards])
    ax.set_xlabel(tr(msg("sim-plot-copies")))
    ax.set_title(tr(msg("sim-plot-deck")), fontsize=10)
    ax.legend()

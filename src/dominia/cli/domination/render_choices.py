"""Domination's questions on the terminal: the prompt, each choice's label (with its odds) and the
key typed for it, long lists of moves grouped by territory.
"""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text

from dominia.cli.domination.render_words import RendererBase
from dominia.core.decision import Choice, Decision
from dominia.core.i18n import Msg, msg

TERRITORY_KINDS = {"claim", "place", "capital"}  # one territory; a bare number is its board number


COUNT_KINDS = {"place_count", "move", "fortify_count", "defend"}  # a bare number is the count


PAIR_KINDS = {"attack", "fortify"}  # two territories


def _pct(p: float) -> str:
    if p >= 0.995:
        return ">99%" if p < 1.0 else "100%"
    if p < 0.005:
        return "<1%" if p > 0.0 else "0%"
    return f"{100 * p:.0f}%"


class ChoiceLabels(RendererBase):
    """A decision as the terminal lists it: keys and labels."""

    def prompt(self, decision: Decision) -> str:
        kind = decision.kind
        hint: Msg | None = None
        if kind in ("attack", "fortify"):
            hint = msg(f"board-hint-{kind}", example=self._example(decision))
        elif kind in (
            "claim",
            "place",
            "capital",
            "place_count",
            "move",
            "fortify_count",
            "battle",
            "defend",
        ):
            hint = msg(f"board-hint-{kind.replace('_', '-')}")
        text = self.t(decision.prompt)
        return text + (f"[/][dim] — {self.t(hint)}" if hint else "")

    def _example(self, decision: Decision) -> str:
        """Two short names from the first move of a decision: 'wolf rav'."""
        for c in decision.choices:
            arg = c.id.partition(":")[2]
            if "->" in arg:
                out = []
                for x in arg.split("->", 1):
                    i = self._index(x)
                    shown = self.tname(i) if i is not None else x
                    out.append(shown.split()[0][:4].lower())
                return " ".join(out)
        return "ala kam"

    def _odds_label(self, src: int, dst: int, stop: int = 0) -> str:
        v = self._view
        if v is None:
            return ""
        from dominia.games.domination.odds import battle

        a, d = v.armies[src] - 1, v.armies[dst]
        if a < 1 or d < 1 or stop >= a:
            return ""
        odds = battle(a, d, italian=self._italian(v), stop=stop)
        short = msg("board-odds-short", win=_pct(odds.win), left=f"{odds.expected_attackers_left:.1f}", a=a)
        return f"[dim]{self.t(short)}[/]"

    def choice_label(self, choice: Choice) -> str:
        verb, _, arg = choice.id.partition(":")
        v = self._view
        if verb in ("claim", "place", "capital"):
            i = self._index(arg)
            if v is not None and i is not None and verb != "claim":
                return self.terr(arg, armies=True)
            return escape(self.tname(i)) if i is not None else self.t(choice.label or arg)
        if verb in ("attack", "fortify") and "->" in arg:
            a, b = arg.split("->", 1)
            label = self.mark(
                msg("choice-pair", src=self.terr(a, armies=True), dst=self.terr(b, armies=True))
            )
            ia, ib = self._index(a), self._index(b)
            if verb == "attack" and ia is not None and ib is not None:
                odds = self._odds_label(ia, ib)
                if odds:
                    label += f"  {odds}"
            return label
        if verb in ("count", "move") and arg.isdigit():
            return self.t(msg("armies", n=int(arg)))
        if verb == "roll" and arg.isdigit():
            return self.t(msg("choice-roll", n=int(arg)))
        if verb == "defend" and arg.isdigit():
            return self.t(msg("choice-defend", n=int(arg)))
        if choice.id == "annihilate" or verb == "annihilate":
            data_src = data_dst = None
            if v is not None:
                data_src, data_dst = v.battle
            stop = int(arg) - 1 if arg.isdigit() else 0
            text = self.t(
                msg("board-annihilate-stop", n=int(arg)) if arg.isdigit() else msg("choice-annihilate")
            )
            if data_src is not None and data_src >= 0 and data_dst is not None and data_dst >= 0:
                odds = self._odds_label(data_src, data_dst, stop)
                if odds:
                    text += f"  {odds}"
            return text
        if choice.id == "retreat":
            return self.t(msg("board-retreat"))
        return self.t(choice.label or choice.id)

    def keys(self, decision: Decision) -> dict[str, str]:
        """What the user types for each choice: key -> choice id (in listing order)."""
        out: dict[str, str] = {}
        kind = decision.kind
        for i, c in enumerate(decision.choices):
            verb, _, arg = c.id.partition(":")
            key = str(i + 1)
            if kind in TERRITORY_KINDS and (t := self._index(arg)) is not None:
                key = str(t + 1)
            elif kind in TERRITORY_KINDS and not arg:
                key = c.id[0]  # a choice beside the territories ("random"): a letter, not a number
            elif kind in COUNT_KINDS and arg.isdigit():
                key = arg
            elif kind == "battle":
                key = {"roll": arg, "annihilate": f"a{arg}", "retreat": "r"}.get(verb, key)
            out[key] = c.id
        return out

    def listing(self, decision: Decision) -> list[tuple[str, str]]:
        """(key, label) rows to show; long runs of counts or stop thresholds are one row."""
        keys = self.keys(decision)
        by_id = {c.id: c for c in decision.choices}
        rows = [(k, self.choice_label(by_id[i])) for k, i in keys.items()]
        if decision.kind in COUNT_KINDS and decision.kind != "defend" and len(rows) > 6:
            counts = sorted(int(k) for k in keys)
            lo, hi = counts[0], counts[-1]
            return [
                (str(hi), self.t(msg("board-all-armies", n=hi))),
                (f"{lo}-{hi - 1}", self.t(msg("board-that-many"))),
            ]
        if decision.kind == "battle":
            stops = [(k, label) for k, label in rows if k.startswith("a") and k != "a"]
            if len(stops) > 5:
                first, last = stops[0][0], stops[-1][0]
                keep = [r for r in rows if r not in stops]
                pos = next((n for n, (k, _) in enumerate(keep) if k == "r"), len(keep))
                keep.insert(pos, (f"{first}-{last}", self.t(msg("board-annihilate-range"))))
                return keep
        if decision.kind in PAIR_KINDS and len(rows) > 8:
            return self._grouped(decision, keys)
        return rows

    def _grouped(self, decision: Decision, keys: dict[str, str]) -> list[tuple[str, str]]:
        """Many moves: one row per source territory, each target with its key (and odds)."""
        by_id = {c.id: c for c in decision.choices}
        groups: dict[str, list[str]] = {}
        last: list[tuple[str, str]] = []
        for key, cid in keys.items():
            arg = cid.partition(":")[2]
            if "->" not in arg:
                last.append((key, self.choice_label(by_id[cid])))
                continue
            a, b = arg.split("->", 1)
            entry = f"[bold cyan]{key}[/] {self.terr(b, armies=True)}"
            ia, ib = self._index(a), self._index(b)
            if decision.kind == "attack" and self._view is not None and ia is not None and ib is not None:
                win = self._win(ia, ib)
                if win is not None:
                    entry += f" [dim]{_pct(win)}[/]"
            groups.setdefault(a, []).append(entry)
        heads = {a: self.terr(a, armies=True) for a in groups}
        indent = max(Text.from_markup(h).cell_len for h in heads.values()) + 3
        room = max(indent + 20, self._width - 6)
        rows = []
        for a, entries in groups.items():
            head = heads[a]
            lines = [head + " " * (indent - 3 - Text.from_markup(head).cell_len) + " → "]
            used = indent
            for n, entry in enumerate(entries):
                size = Text.from_markup(entry).cell_len + (3 if n else 0)
                if n and used + size > room:  # wrap between moves, under the first one
                    lines.append(" " * indent)
                    used = indent
                    size -= 3
                elif n:
                    lines[-1] += "   "
                lines[-1] += entry
                used += size
            rows.append(("", "\n".join(lines)))
        return rows + last

    def _win(self, src: int, dst: int) -> float | None:
        v = self._view
        if v is None:
            return None
        from dominia.games.domination.odds import win_probability

        a, d = v.armies[src] - 1, v.armies[dst]
        return win_probability(a, d, self._italian(v)) if a >= 1 and d >= 1 else None

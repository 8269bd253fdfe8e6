"""Domination's typed answers: keys, words, counts and territory names (unique beginnings,
in the reader's language or in English) to the choice they pick, or why none; `i NAME`.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from rich.markup import escape

from dominia.cli.domination.render_choices import COUNT_KINDS, PAIR_KINDS, TERRITORY_KINDS, ChoiceLabels
from dominia.core.decision import Decision
from dominia.core.i18n import Msg, Seat, msg

DONE_WORDS = {"done", "d", "end", "e", "pass", "no", "n", "stop", "finish"}


ALL_WORDS = {"all", "max", "most"}


SEPARATORS = re.compile(r"\s*(?:->|→|>|,|\bto\b)\s*")


COUNTED = re.compile(r"^#?(\d+)(?:\s*(?:armies|army|dice|die))?$")


class AnswerReading(ChoiceLabels):
    """What a typed answer picks, the territories it names, and the help."""

    def _count_bounds(self, decision: Decision) -> tuple[int, int]:
        counts = [int(c.id.partition(":")[2]) for c in decision.choices if c.id.partition(":")[2].isdigit()]
        return (min(counts), max(counts)) if counts else (0, 0)

    def resolve(self, text: str, decision: Decision) -> tuple[str | None, str] | None:
        """The choice an answer picks, or why none; None to leave it to the generic rules."""
        low = " ".join(text.lower().split())
        if not low:
            return None
        kind = decision.kind
        keys = self.keys(decision)
        compact = low.lstrip("#")
        if kind == "battle":
            compact = compact.replace(" ", "")  # "a 4" is a4
        if compact in keys and ":" not in low:
            return keys[compact], ""
        if ":" in low:
            return None  # a choice id: the generic rules match ids
        ids = {c.id for c in decision.choices}
        if low in ids:
            return low, ""  # a choice id with no colon ("random", the set-up's rest at random)
        # Words.
        if (low in DONE_WORDS or low in self._words("board-words-done")) and "done" in ids:
            return "done", ""
        if kind in COUNT_KINDS and (low in ALL_WORDS or low in self._words("board-words-all")):
            _, hi = self._count_bounds(decision)
            return keys[str(hi)], ""
        if kind == "battle":
            got = self._battle_words(low, ids)
            if got is not None:
                return got
        # Numbers that are no key.
        counted = COUNTED.match(low)
        if counted:
            n = int(counted.group(1))
            if str(n) in keys and (kind in COUNT_KINDS or low.startswith("#")):
                return keys[str(n)], ""  # "5 armies", "#5"
            return None, self._bad_number(n, decision, low.startswith("#"))
        if kind in TERRITORY_KINDS:
            return self._one_territory(text, decision)
        if kind in PAIR_KINDS:
            return self._two_territories(low, decision, keys)
        return None

    def _words(self, key: str) -> set[str]:
        """Words of the reader's language a player may type for an English one ("готово")."""
        listed = self.plain(msg(key)).strip("⟦⟧")
        return {w.strip().lower() for w in listed.split(",") if w.strip()}

    def _battle_words(self, low: str, ids: set[str]) -> tuple[str | None, str] | None:
        words = low.split()
        head = words[0]
        if head in ("annihilate", "ann", "all") and len(words) == 1:
            return "annihilate", ""
        if head in ("a", "annihilate", "ann", "stop") and len(words) == 2 and words[1].isdigit():
            cid = f"annihilate:{words[1]}"
            if cid in ids:
                return cid, ""
            stops = sorted(int(i[11:]) for i in ids if i.startswith("annihilate:"))
            if not stops:
                return None, self.t(msg("board-no-stop-here", n=words[1]))
            return None, self.t(msg("board-no-stop", n=words[1], lo=stops[0], hi=stops[-1]))
        if head in ("r", "retreat", "stop", "done", "end", "e") and len(words) == 1:
            return "retreat", ""
        if head == "roll" and len(words) == 2 and words[1].isdigit():
            cid = f"roll:{words[1]}"
            return (cid, "") if cid in ids else (None, self.t(msg("board-cannot-roll", n=int(words[1]))))
        return None

    def _bad_number(self, n: int, decision: Decision, hashed: bool) -> str:
        kind = decision.kind
        count = len(decision.choices)
        if hashed:
            return self.t(msg("board-not-a-key", n=n))
        if kind in COUNT_KINDS:
            lo, hi = self._count_bounds(decision)
            if lo == hi:
                return self.t(msg("board-only", n=hi))
            return self.t(
                msg("board-bad-dice" if kind == "defend" else "board-bad-armies", n=n, lo=lo, hi=hi)
            )
        if kind == "battle":
            dice = sorted(int(c.id[5:]) for c in decision.choices if c.id.startswith("roll:"))
            return self.t(msg("board-can-roll", lo=dice[0], hi=dice[-1]))
        if kind in TERRITORY_KINDS:
            names = self._territory_names()
            if 1 <= n <= len(names):
                key = "board-not-a-choice-taken" if kind == "claim" else "board-not-a-choice-not-yours"
                return self.t(msg(key, n=n, territory=self.tname(n - 1)))
            return self.t(msg("board-not-a-territory-number", n=n, count=len(names)))
        return self.t(msg("board-not-a-choice-number", n=n, count=count))

    def _tier(self, query: str, t: int) -> int | None:
        """How well a query names territory t: 0 exact (or its number), 1 prefix, 2 word prefixes."""
        if query.isdigit():
            return 0 if int(query) == t + 1 else None
        best = None
        for name in self._forms(t):
            if query == name:
                return 0
            if name.startswith(query):
                best = 1
                continue
            qw, nw = query.split(), name.replace("-", " ").split()
            for j in range(len(nw) - len(qw) + 1):
                if all(nw[j + k].startswith(w) for k, w in enumerate(qw)):
                    best = best or 2
        return best

    def _forms(self, t: int) -> tuple[str, ...]:
        """Territory t's names a player may type: the reader's language's and the file's (English)."""
        local = self.tname(t).lower().strip("⟦⟧")
        english = self._territory_names()[t].lower()
        return (local, english) if local != english else (english,)

    def _find(self, query: str, among: Sequence[int]) -> list[int]:
        """The territories among `among` that `query` names best."""
        scored = [(tier, t) for t in among if (tier := self._tier(query, t)) is not None]
        if not scored:
            return []
        best = min(tier for tier, _ in scored)
        return [t for tier, t in scored if tier == best]

    def _no_territory(self, query: str) -> str:
        names = self._territory_names()
        lowered = {f: t for t in range(len(names)) for f in self._forms(t)}
        close = difflib.get_close_matches(query, list(lowered), n=3, cutoff=0.6)
        shown = list(dict.fromkeys(self.tname(lowered[c]) for c in close))
        if shown:
            return self.t(msg("board-no-territory-suggest", query=repr(query), names=", ".join(shown)))
        return self.t(msg("board-no-territory", query=repr(query)))

    def _one_territory(self, text: str, decision: Decision) -> tuple[str | None, str]:
        query = " ".join(text.lower().split())
        targets: dict[int, str] = {}
        for c in decision.choices:
            t = self._index(c.id.partition(":")[2])
            if t is not None:
                targets[t] = c.id
        hits = self._find(query, list(targets))
        if len(hits) == 1:
            return targets[hits[0]], ""
        names = self._territory_names()
        if hits:
            listed = ", ".join(f"{t + 1} {self.tname(t)}" for t in hits[:8])
            more = len(hits) - 8 if len(hits) > 8 else 0
            return None, self.t(msg("board-could-be", query=repr(text.strip()), listed=listed, more=more))
        elsewhere = self._find(query, range(len(names)))
        if elsewhere:
            shown = ", ".join(self.tname(t) for t in elsewhere[:4])
            if len(elsewhere) > 1:
                return None, self.t(msg("board-none-a-choice", names=shown))
            key = "board-is-taken" if decision.kind == "claim" else "board-is-not-yours"
            return None, self.t(msg(key, territory=shown))
        return None, self._no_territory(query)

    def _two_territories(self, low: str, decision: Decision, keys: dict[str, str]) -> tuple[str | None, str]:
        pairs: dict[tuple[int, int], str] = {}
        for c in decision.choices:
            arg = c.id.partition(":")[2]
            if "->" in arg:
                a, b = arg.split("->", 1)
                ia, ib = self._index(a), self._index(b)
                if ia is not None and ib is not None:
                    pairs[(ia, ib)] = c.id
        scored: dict[tuple[int, int], int] = {}

        def consider(left: str, right: str) -> None:
            for a, b in pairs:
                ta, tb = self._tier(left, a), self._tier(right, b)
                if ta is not None and tb is not None:
                    scored[(a, b)] = min(scored.get((a, b), 99), ta + tb)

        parts = [p for p in SEPARATORS.split(low) if p]
        if len(parts) == 2 and SEPARATORS.search(low):
            consider(parts[0], parts[1])
        elif len(parts) == 1:
            words = low.split()
            for i in range(1, len(words)):
                consider(" ".join(words[:i]), " ".join(words[i:]))
            if not scored:  # one name: the moves from it, else the moves to it
                for pair in pairs:
                    if (ta := self._tier(low, pair[0])) is not None:
                        scored[pair] = ta
                if not scored:
                    for pair in pairs:
                        if (tb := self._tier(low, pair[1])) is not None:
                            scored[pair] = tb
        what = msg(f"board-what-{decision.kind}")
        if not scored:
            named = self._named_pair(low, parts)
            if named is not None:
                why = self._why_not(decision, *named)
                src, dst = self.tname(named[0]), self.tname(named[1])
                return None, self.t(msg("board-not-possible", src=src, dst=dst, what=what, why=why))
            return None, self.t(msg("board-no-match", what=what, query=repr(low)))
        best = min(scored.values())
        hits = [p for p, s in scored.items() if s == best]
        if len(hits) == 1:
            return pairs[hits[0]], ""
        key_of = {cid: k for k, cid in keys.items()}
        listed = ", ".join(f"{key_of[pairs[p]]}) {self.tname(p[0])} → {self.tname(p[1])}" for p in hits[:8])
        more = len(hits) - 8 if len(hits) > 8 else 0
        whats = msg(f"board-whats-{decision.kind}")
        found = msg("board-matches", query=repr(low), n=len(hits), whats=whats, listed=listed, more=more)
        return None, self.t(found)

    def _named_pair(self, low: str, parts: list[str]) -> tuple[int, int] | None:
        """Two territories a text names (anywhere on the map), if it names exactly two."""
        every = range(len(self._territory_names()))
        splits = [(parts[0], parts[1])] if len(parts) == 2 else []
        if len(parts) == 1:
            words = low.split()
            splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
        found = set()
        for left, right in splits:
            a, b = self._find(left, every), self._find(right, every)
            if len(a) == 1 and len(b) == 1:
                found.add((a[0], b[0]))
        return found.pop() if len(found) == 1 else None

    def _why_not(self, decision: Decision, a: int, b: int) -> Msg:
        v = self._view
        if v is None:
            return msg("board-why-not-a-choice")
        seat = decision.seat
        if v.owner[a] != seat:
            return msg("board-why-not-yours", territory=self.tname(a))
        if b not in v.map.borders[a]:
            return msg("board-why-no-border", src=self.tname(a), dst=self.tname(b))
        if decision.kind == "attack" and v.owner[b] == seat:
            return msg("board-why-yours", territory=self.tname(b))
        if decision.kind == "fortify" and v.owner[b] != seat:
            return msg("board-why-not-yours", territory=self.tname(b))
        if v.armies[a] < 2:
            return msg("board-why-one-army", territory=self.tname(a))
        return msg("board-why-not-a-choice")

    def match(self, text: str, decision: Decision) -> tuple[list[str], str | None]:
        return [], None

    def info(self, text: str) -> str | None:
        v = self._view
        if v is None:
            return None
        names = v.map.names
        query = " ".join(text.lower().split())
        hits = self._find(query, range(len(names)))
        if not hits:
            return f"[red]{self._no_territory(query)}[/]"
        if len(hits) > 1:
            listed = ", ".join(f"{t + 1} {self.tname(t)}" for t in hits)
            return f"[red]{self.t(msg('board-which-one', listed=listed))}[/]"
        t = hits[0]
        m = v.map
        c = m.territories[t].continent
        owner = v.owner[t]
        if owner >= 0:
            held = self.t(msg("board-held", player=Seat(owner), armies=msg("armies", n=v.armies[t])))
        else:
            held = self.t(msg("board-free"))
        cont = f"{escape(self._cont(v, c))} +{m.continents[c].bonus}"
        out = [f"[bold]{t + 1} {escape(self.tname(t))}[/] ({cont}): {held}"]
        borders = [f"{b + 1} {self.terr(names[b], armies=True)}" for b in m.borders[t]]
        into = [a for a, bs in enumerate(m.borders) if t in bs and a not in m.borders[t]]
        out.append("  " + self.t(msg("board-borders-label")) + " " + ", ".join(borders))
        if into:
            one_way = ", ".join(self.tname(a) for a in into)
            out.append("  " + self.t(msg("board-one-way-from", names=one_way)))
        return "\n".join(out)

    def auto_answer(self, decision: Decision) -> str | None:
        # A question with one possible answer is not asked (its result shows in the log).
        choices = decision.choices
        return choices[0].id if len(choices) == 1 else None

    def full_board(self, previous: str | None, decision: Decision, others_moved: bool) -> bool:
        """The whole board when others moved (not just a defender's dice in this seat's battle),
        and on entering the attack or the fortify phase."""
        if others_moved:
            return not (previous == "battle" and decision.kind in ("battle", "attack", "move"))
        if decision.kind == "attack":
            return previous not in ("attack", "battle", "move", "defend")
        if decision.kind == "fortify":
            return previous not in ("fortify",)
        return False

    def help_text(self) -> str:
        return self.t(msg("board-help"))

"""Heroes of Dominaria's typed answers: a verb and names (unique beginnings, in English or in the
reader's language) to the choices they pick, a payment by number or colour name, `i NAME`, and
the help.
"""

from __future__ import annotations

import unicodedata

from rich.markup import escape

from dominia.cli.dominaria.render_choices import PAY_AUTO, ChoiceLabels
from dominia.cli.dominaria.render_words import VERBS, Markup, _norm
from dominia.core.decision import Decision
from dominia.core.i18n import Msg, msg
from dominia.games.dominaria import texts
from dominia.games.dominaria.vocabulary import COLOURS

SYNONYMS = {"build": "manalith", "create": "leyline", "go": "move", "color": "colour", "finish": "complete"}


SHORTCUTS = {"e": "end", "pass": "end", "s": "skip", "a": "auto"}


# Colour words (folded: lower case, no accents, ё -> е): English names and their beginnings of
# 3 letters or more; Russian and Ukrainian stems (any gender or case: чёрная, черную, синій,
# зелёной, червона...); Hungarian names.
COLOUR_STEMS = {
    "white": ("бел", "біл", "feher"),
    "blue": ("син", "голуб", "блакит", "kek"),
    "black": ("черн", "чорн", "fekete"),
    "red": ("красн", "червон", "piros"),
    "green": ("зелен", "zold"),
}


MANALITH_WORDS = ("manalith", "маналит", "маналіт", "manalit")  # beginnings: a Manalith token


MANA_WORDS = ("mana", "ordinary", "ман", "обычн", "звичайн")  # beginnings: ordinary mana (after the above)


PAY_FILLER = {
    "pay",
    "with",
    "the",
    "one",
    "token",
    "tokens",
    "платить",
    "заплатить",
    "жетон",
    "жетоном",
    "заплатити",
}


FILLER = {"to", "from", "in", "on", "and", "between", "at", "the"}


# The help: prose lines, and lines of an example command (bold) with what it does.
HELP_LINES: tuple[tuple[str, str], ...] = (
    ("", "board-help-answer"),
    ("", "board-help-words"),
    ("board-help-cmd-collect", "board-help-collect"),
    ("board-help-cmd-move", "board-help-move"),
    ("board-help-cmd-abilities", "board-help-abilities"),
    ("board-help-cmd-leyline", "board-help-leyline"),
    ("board-help-cmd-quests", "board-help-quests"),
    ("board-help-cmd-keep", "board-help-keep"),
    ("board-help-cmd-shortcuts", "board-help-shortcuts"),
    ("", "board-help-paying"),
    ("", "board-help-commands"),
    ("?", "board-help-help"),
    ("b", "board-help-board"),
    ("c", "board-help-choices"),
    ("board-help-cmd-info", "board-help-info"),
    ("q", "board-help-quit"),
)


def _fold(word: str) -> str:
    """A typed word compared without case or accents (ё is е), letters and digits only."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", word).casefold() if ch.isalnum())


def colour_of(word: str) -> str | None:
    """The colour a typed (folded) word names, in English, Russian, Ukrainian or Hungarian, or None."""
    if len(word) >= 3:
        english = [c for c in COLOURS if c.startswith(word)]
        if len(english) == 1:
            return english[0]
    for colour, stems in COLOUR_STEMS.items():
        if any(word.startswith(stem) for stem in stems):
            return colour
    return None


def _tier(query: str, name: str) -> int | None:
    """How well a typed (normalised) query names `name`: 0 exactly, 1 its beginning, 2 the
    beginning of one of its words; None not at all."""
    n = _norm(name)
    if query == n:
        return 0
    if n.startswith(query):
        return 1
    starts = [i + 1 for i, ch in enumerate(n) if ch in " -"]
    return 2 if any(n.startswith(query, i) for i in starts) else None


class AnswerReading(ChoiceLabels):
    """What a typed answer picks, the components it names, and the help."""

    def resolve(self, text: str, decision: Decision) -> tuple[str | None, str] | None:
        """Answers read before the generic rules: a payment's stable numbers and colour names,
        `a`; a colour's name (in any of the tables' languages) for a colour pick. None: not ours."""
        if decision.kind == "pay":
            return self._resolve_pay(text, decision)
        if decision.kind == "any_mana":
            words = [_fold(w) for w in text.split()]
            colours = {colour_of(w) for w in words if w}
            if len(words) == 1 and len(colours) == 1 and None not in colours:
                colour = colours.pop()
                assert colour is not None
                if decision.find(f"colour:{colour}") is not None:
                    return f"colour:{colour}", ""
                return None, self.t(msg("board-supply-empty", colour=texts.colour(colour)))
        return None

    def _resolve_pay(self, text: str, decision: Decision) -> tuple[str | None, str] | None:
        offered = {c.id for c in decision.choices}
        slots = self.pay_slots(decision)
        t = text.strip()
        if t.lower() in offered:
            return None  # an id: the generic rules take it as it is
        if t.isdigit():
            n = int(t)
            if not 1 <= n <= len(slots):
                keys = ", ".join(k for k, _ in self.listing(decision))
                return None, self.t(msg("board-not-a-number", n=n, keys=keys))
            cid = slots[n - 1]
            if cid in offered:
                return cid, ""
            why = Markup(self._why_not(cid, decision))
            return None, self.t(msg("board-slot-is", n=n, token=Markup(self._token_words(cid)), why=why))
        words = [w for w in (_fold(w) for w in t.split()) if w]
        if words in (["a"], ["automatically"]):
            auto = next((cid for cid in slots if cid in PAY_AUTO and cid in offered), None)
            return (auto, "") if auto is not None else None
        colours, kinds = set(), set()
        for w in words:
            if any(w.startswith(m) for m in MANALITH_WORDS):
                kinds.add("manalith")
            elif any(w.startswith(m) for m in MANA_WORDS):
                kinds.add("mana")
            elif (colour := colour_of(w)) is not None:
                colours.add(colour)
            elif w not in PAY_FILLER:
                return None  # not a payment in words: the generic rules (labels, names) try
        if len(colours) != 1 or len(kinds) > 1:
            if not colours:
                return None
            word = Markup(f"[bold]{self.t(msg('board-word-manalith'))}[/]")  # a word `resolve` reads
            return None, self.t(msg("board-name-one-colour", manalith=word))
        colour = colours.pop()
        order = list(kinds) if kinds else ["mana", "manalith"]  # ordinary mana first
        for kind in order:
            if f"{kind}:{colour}" in offered:
                return f"{kind}:{colour}", ""
        return None, self._why_not(f"{order[0]}:{colour}", decision)

    def _token_words(self, cid: str) -> str:
        kind, _, colour = cid.partition(":")
        if colour not in COLOURS:
            return escape(cid)
        if kind == "manalith":
            return self.t(msg(f"token-{colour}"))
        if kind == "mana":
            return self.t(msg("board-colour-mana", colour=texts.colour(colour)))
        return escape(cid)

    def _why_not(self, cid: str, decision: Decision) -> str:
        """Why a token kind cannot pay now: the step wants another colour, or none is left."""
        colour = cid.partition(":")[2]
        need = str(decision.data.get("colour", "any colour"))
        if need in COLOURS and colour != need:
            return self.t(msg("board-step-needs", colour=texts.colour(need)))
        key = "board-no-token-left" if cid.startswith("manalith:") else "board-no-mana-left"
        return self.t(msg(key, colour=texts.colour(colour)) if colour in COLOURS else msg(key, colour=colour))

    @staticmethod
    def _parts(choice_id: str) -> tuple[str, list[str]]:
        verb, _, arg = choice_id.partition(":")
        if not arg:
            return verb, []
        if verb == "move":
            return verb, arg.split("->")
        if verb == "leyline":
            return verb, arg.split("|")
        return verb, [arg]

    def match(self, text: str, decision: Decision) -> tuple[list[str], str | None]:
        words = _norm(text.replace("->", " ").replace("→", " ").replace("|", " ").replace(",", " ")).split()
        words = [w for w in words if w not in ("-", "–", "—", ">")]
        if not words:
            return [], None
        ids = {c.id for c in decision.choices}
        if words == ["a"] and PAY_AUTO[0] in ids:  # pay automatically: ordinary mana first
            return [PAY_AUTO[0]], None
        if len(words) == 1 and SHORTCUTS.get(words[0]) in ids:
            return [SHORTCUTS[words[0]]], None
        parsed = [(c.id, *self._parts(c.id)) for c in decision.choices]
        verbs = {v for _, v, _ in parsed}
        head = SYNONYMS.get(words[0]) or self._verb_words.get(words[0], words[0])
        if head not in verbs and len(head) >= 3:
            starts = [v for v in verbs if v.startswith(head)]
            head = starts[0] if len(starts) == 1 else head
        verb = head if head in verbs else None
        rest = words[1:] if verb is not None else words
        cands = [(cid, args) for cid, v, args in parsed if verb is None or v == verb]
        if verb is not None and not rest:
            return [cid for cid, _ in cands], None
        for attempt in (rest, [w for w in rest if w not in FILLER]):
            if not attempt:
                continue
            scored = [
                (score, cid) for cid, args in cands if (score := self._score(attempt, args, cid)) is not None
            ]
            if scored:
                best = min(s for s, _ in scored)
                return [cid for s, cid in scored if s == best], None
        if verb is not None and words[0] in self._verb_words and words[0] not in VERBS:
            # a word of the reader's language taken for a verb may begin a name ("Сбор героев")
            found, _ = self._match_names(words, parsed)
            if found:
                return found, None
        return [], self._hint(words, verb, rest)

    def _match_names(
        self, words: list[str], parsed: list[tuple[str, str, list[str]]]
    ) -> tuple[list[str], None]:
        for attempt in (words, [w for w in words if w not in FILLER]):
            scored = [
                (score, cid)
                for cid, _, args in parsed
                if (score := self._score(attempt, args, cid)) is not None
            ]
            if attempt and scored:
                best = min(s for s, _ in scored)
                return [cid for s, cid in scored if s == best], None
        return [], None

    def _names_of(self, name: str) -> list[str]:
        """A component's name as it may be typed: in English and in the reader's language."""
        local = self._local.get(name)
        if local is None:
            comp = self.comp
            if name in comp.loc_index:
                m = texts.location(name)
            elif name in comp.quest_index:
                m = texts.quest(name)
            elif name in comp.artifact_index:
                m = texts.artifact(name)
            else:
                m = texts.public_quest(name)
            local = self._local[name] = self._typed(m)
        return [name] if local == name else [name, local]

    def _tier_any(self, query: str, name: str) -> int | None:
        tiers = [t for n in self._names_of(name) if (t := _tier(query, n)) is not None]
        return min(tiers) if tiers else None

    def _score(self, words: list[str], args: list[str], cid: str) -> int | None:
        """How well typed words name a choice's arguments (lower is better; None: they do not)."""
        if not args:
            return None
        best: int | None = None

        def consider(score: int | None) -> None:
            nonlocal best
            if score is not None and (best is None or score < best):
                best = score

        orders = [args, args[::-1]] if cid.startswith("leyline:") else [args]
        for order in orders:
            if len(order) == 1:
                consider(self._tier_any(" ".join(words), order[0]))
            else:
                for i in range(1, len(words)):
                    a = self._tier_any(" ".join(words[:i]), order[0])
                    b = self._tier_any(" ".join(words[i:]), order[1])
                    if a is not None and b is not None:
                        consider(a + b)
        if len(args) == 2:  # one name: a move's destination, either end of a Leyline
            single = [args[1]] if cid.startswith("move:") else args
            for arg in single:
                t = self._tier_any(" ".join(words), arg)
                consider(None if t is None else t + 3)  # two names matched beat one
        return best

    def _hint(self, words: list[str], verb: str | None, rest: list[str]) -> str:
        head = SYNONYMS.get(words[0]) or self._verb_words.get(words[0], words[0])
        # the verb as the player typed it when it is a word of their language
        said = words[0] if words[0] in self._verb_words and words[0] not in VERBS else head
        if verb is None and head in VERBS and len(words) > 1:
            return self.t.plain(msg("board-hint-no-verb", verb=said))
        query = " ".join(rest)
        named = self._named(query)
        if not named:
            return self.t.plain(msg("board-hint-unknown", query=repr(query)))
        names = texts.and_list([self._component(n) for n in named[:3]])
        if verb is not None:
            return self.t.plain(msg("board-hint-cannot", verb=said if said != head else verb, names=names))
        return self.t.plain(msg("board-hint-not-choice", names=names))

    def _component(self, name: str) -> Msg:
        comp = self.comp
        if name in comp.loc_index:
            return texts.location(name)
        if name in comp.quest_index:
            return texts.quest(name)
        if name in comp.artifact_index:
            return texts.artifact(name)
        return texts.public_quest(name)

    def _named(self, query: str) -> list[str]:
        """Names of components a query (normalised) picks: the best tier only."""
        comp = self.comp
        pool = [loc.name for loc in comp.locations] + [q.name for q in comp.quests]
        pool += [a.name for a in comp.artifacts] + [t.name for t in comp.tiles]
        tiers = [(t, n) for n in pool if (t := self._tier_any(query, n)) is not None]
        if not tiers:
            return []
        best = min(t for t, _ in tiers)
        return [n for t, n in tiers if t == best]

    def info(self, text: str) -> str | None:
        comp = self.comp
        t = self.t
        names = self._named(_norm(text))
        if not names:
            return f"[red]{t(msg('board-info-unknown', text=repr(text)))}[/]"
        if len(names) > 1:
            which = Markup(", ".join(t(self._component(n)) for n in names))
            return f"[red]{t(msg('board-info-which', names=which))}[/]"
        name = names[0]
        if name in comp.loc_index:
            return self._location_info(comp.loc_index[name])
        if name in comp.quest_index:
            quest = comp.quests[comp.quest_index[name]]
            return t(
                msg("board-info-quest", name=texts.quest(name), vp=quest.vp, text=texts.quest_text(quest))
            )
        if name in comp.artifact_index:
            art = comp.artifacts[comp.artifact_index[name]]
            return t(
                msg(
                    "board-info-artifact", name=texts.artifact(name), vp=art.vp, text=texts.artifact_text(art)
                )
            )
        tile = next(x for x in comp.tiles if x.name == name)
        return t(
            msg(
                "board-info-public",
                name=texts.public_quest(name),
                type=texts.public_type(tile.type),
                vp=tile.vp,
                text=texts.public_text(tile.when),
            )
        )

    def _location_info(self, x: int) -> str:
        comp = self.comp
        t = self.t
        loc = comp.locations[x]
        colour = texts.colour(COLOURS[loc.colour])
        key = "board-info-location-start" if x in comp.start else "board-info-location"
        head = t(msg(key, location=Markup(f"[bold]{self.loc(loc.name)}[/]"), colour=colour))
        near = ", ".join(self.loc(comp.locations[y].name) for y in comp.adjacent[x])
        lines = [head, "  " + t(msg("board-next-to", locations=Markup(near)))]
        v = self._view
        if v is not None:
            lines.append(
                "  " + t(msg("board-now", mana=v.mana_on[x], cabal=v.cabal_on[x], artifacts=v.artifact_on[x]))
            )
            here = [self.who(s) for s in range(v.num_players) if x in v.player(s).heroes]
            liths = [self.who(s) for s in range(v.num_players) if x in v.player(s).manaliths]
            if here:
                lines.append("  " + t(msg("board-heroes-of", players=Markup(", ".join(here)))))
            if liths:
                lines.append("  " + t(msg("board-manaliths-of", players=Markup(", ".join(liths)))))
        return "\n".join(lines)

    def auto_answer(self, decision: Decision) -> str | None:
        # A question with one possible answer is not asked, except the turn's actions (so the
        # player sees where the turn stands before it ends).
        choices = decision.choices
        return choices[0].id if len(choices) == 1 and decision.kind != "action" else None

    def full_board(self, previous: str | None, decision: Decision, others_moved: bool) -> bool:
        """The whole board when others moved since this seat's last answer; within a turn the
        status line (pool, heroes, actions left) follows each action, and `b` shows it all."""
        return others_moved

    def help_text(self) -> str:
        t = self.t
        examples = {
            "black": Markup("[bold]black[/]"),
            # a colour in another language (the reader's, or Russian in English)
            "local": Markup(f"[bold]{t(msg('board-help-colour-word'))}[/]"),
            "black_manalith": Markup("[bold]black manalith[/]"),
            "example": Markup("[bold]move:Urborg->Orvada[/]"),
        }
        lines = []
        for cmd, key in HELP_LINES:
            text = t(Msg(key, examples))
            # examples of what to type are in the reader's words; one-letter commands are the same in all
            typed = t(msg(cmd)) if cmd.startswith("board-help-cmd-") else escape(cmd)
            lines.append(f"  [bold]{typed}[/]  {text}" if cmd else text)
        return "\n".join(lines)

"""Domination speaks the reader's language: every line the terminal prints comes from the
tables (proved in the `qps` pseudo-language), the rule book's Ukrainian terms and the maps'
names show in uk and ru, and plurals agree with their numbers."""

from __future__ import annotations

import io
from typing import Any

import pytest
from rich.console import Console
from rich.text import Text

from dominia.cli.domination.render import DominationRenderer
from dominia.core.i18n import LANGS, PSEUDO, Translator, bundle, msg, slug
from dominia.games.domination.ai import make_ai
from dominia.games.domination.game import DOMINATION
from dominia.games.domination.maps.library import builtin_names, get_map
from dominia.games.domination.texts import PACKAGE, TEXTS

NAMES = ["Ann", "Bob", "Cy"]


def plain(markup: str) -> str:
    return Text.from_markup(markup).plain


def render_game(lang: str, seed: int, players: int = 3, **options: Any) -> str:
    """A whole AI game as the terminal shows it to seat 0 (board, log, questions, the end),
    plus answers that pick nothing, `i NAME` and the help: everything as plain text."""
    opts = DOMINATION.normalize_options({"players": players, "map": "classic", "turn_limit": 30, **options})
    g = DOMINATION.setup(opts, seed)
    out = io.StringIO()
    # (soft wrap: a long line stays one line, so a wrapped name is not read as outside the tables)
    console = Console(file=out, width=250, color_system=None, record=False, soft_wrap=True)
    r = DominationRenderer(lang)
    names = NAMES[:players]
    ais = [make_ai("average", seed + s) for s in range(players)]
    r.intro(console, DOMINATION.view(g, 0), names, opts)
    seen = 0
    steps = 0
    lines: list[str] = []
    while (d := DOMINATION.pending(g)) is not None:
        view = DOMINATION.view(g, d.seat)
        events = DOMINATION.events(g, d.seat, seen)
        seen = DOMINATION.event_count(g)
        lines += r.events(events, names)
        if steps % 40 == 0:
            r.board(console, view, names)
        r.private(console, view)
        lines.append(r.status(view, names))
        lines.append(f"[bold]{r.prompt(d)}[/]")
        lines += [label for _key, label in r.listing(d)]  # the keys are what one types (a4, r)
        for typed in ("zzz", "99", "#77", "ala", "kam ala", "a 99"):
            got = r.resolve(typed, d)
            if got is not None and got[1]:
                lines.append(got[1])
        if steps % 50 == 0:
            lines.append(r.info("ala") or "")
            lines.append(r.info("zz") or "")
        choice = ais[d.seat].choose(view, d)
        DOMINATION.apply(g, d.seat, choice)
        steps += 1
    lines += r.events(DOMINATION.events(g, 0, seen), names)
    outcome = DOMINATION.outcome(g)
    assert outcome is not None
    r.outcome(console, DOMINATION.view(g, None), outcome, names)
    lines.append(r.help_text().replace("\n", " "))  # one message of many lines
    printed = out.getvalue()
    return printed + "\n" + "\n".join(plain(x) for x in lines)


def outside_markers(text: str) -> list[str]:
    """The lines of `text` with letters outside ⟦ ⟧ (player names aside)."""
    bad = []
    for line in text.splitlines():
        depth, outside = 0, []
        for ch in line:
            if ch == "⟦":
                depth += 1
            elif ch == "⟧":
                depth = max(0, depth - 1)
            elif depth == 0:
                outside.append(ch)
        rest = "".join(outside)
        for n in NAMES:
            rest = rest.replace(n, "")
        if any(ch.isalpha() for ch in rest):
            bad.append(line)
    return bad


@pytest.mark.parametrize(
    ("seed", "options"),
    [
        (3, {"mode": "mission", "auto_place": True}),
        (5, {"mode": "capital", "cards": "italian", "auto_defence": False, "recycle": False}),
        (8, {"mode": "domination", "cards": "fixed", "continue_after_win": True}),
    ],
)
def test_every_printed_word_comes_from_the_tables(seed: int, options: dict[str, Any]) -> None:
    shown = render_game(PSEUDO, seed, **options)
    assert "⟦" in shown
    bad = outside_markers(shown)
    assert bad == [], f"{len(bad)} lines with words outside the tables, e.g. {bad[:5]}"


def test_a_game_in_ukrainian_speaks_the_rule_books_words() -> None:
    shown = render_game("uk", 3, mode="mission", auto_place=True)
    for word in ("Місія", "армій", "Аляска", "Північна Америка", "Азія", "Нападайте"):
        assert word in shown, word
    assert any(kind in shown for kind in ("Піхота", "Кавалерія", "Артилерія"))
    board_and_log = shown.rsplit("\n", 1)[0]  # the help (last) names choice ids, in English
    classic = get_map("classic")
    english = [t.name for t in classic.territories if t.name not in ("Peru", "Congo")]
    assert [n for n in english if n in board_and_log] == []
    intro = render_game("uk", 8, mode="domination", turn_limit=1)
    assert "Панування" in intro


def test_a_game_in_russian_names_the_map_in_russian() -> None:
    shown = render_game("ru", 3, mode="mission", auto_place=True)
    for word in ("Миссия", "Аляска", "Северная Америка", "Азия"):
        assert word in shown, word
    assert any(kind in shown for kind in ("Пехота", "Кавалерия", "Артиллерия"))
    assert "North America" not in shown


@pytest.mark.parametrize(
    ("lang", "forms"),
    [
        ("uk", {1: "армія", 2: "армії", 5: "армій", 11: "армій", 21: "армія", 22: "армії", 25: "армій"}),
        ("ru", {1: "армия", 2: "армии", 5: "армий", 11: "армий", 21: "армия", 22: "армии", 25: "армий"}),
        ("en", {1: "army", 2: "armies", 5: "armies", 11: "armies", 21: "armies", 22: "armies", 25: "armies"}),
        ("hu", {1: "sereg", 2: "sereg", 5: "sereg", 11: "sereg", 21: "sereg", 22: "sereg", 25: "sereg"}),
    ],
)
def test_armies_agree_with_their_number(lang: str, forms: dict[int, str]) -> None:
    tr = Translator(lang, (PACKAGE,))
    for n, word in forms.items():
        assert tr(msg("armies", n=n)) == f"{n} {word}"


def test_placing_armies_uses_the_accusative_in_ukrainian() -> None:
    tr = Translator("uk", (PACKAGE,))
    said = {n: tr(msg("prompt-place", n=n)) for n in (1, 3, 5, 21)}
    assert said[1].startswith("Розмістіть 1 армію") and said[21].startswith("Розмістіть 21 армію")
    assert said[3].startswith("Розмістіть 3 армії") and said[5].startswith("Розмістіть 5 армій")


@pytest.mark.parametrize("map_name", builtin_names())
@pytest.mark.parametrize("lang", LANGS)
def test_every_name_of_the_built_in_maps_has_an_entry(map_name: str, lang: str) -> None:
    m = get_map(map_name)
    table = bundle(PACKAGE, lang)
    keys = [f"map-{slug(m.name)}"]
    keys += [f"continent-{slug(m.name)}-{slug(c.name)}" for c in m.continents]
    keys += [f"territory-{slug(m.name)}-{slug(t.name)}" for t in m.territories]
    assert [k for k in keys if not table.has_message(k)] == []
    if lang != "en":  # translated, not English copied
        tr = Translator(lang, (PACKAGE,))
        same = [
            t.name for t in m.territories if tr(msg(f"territory-{slug(m.name)}-{slug(t.name)}")) == t.name
        ]
        assert len(same) <= len(m.territories) // 4, same


def test_an_imported_map_shows_its_own_names() -> None:
    from dataclasses import replace

    from dominia.games.domination.texts import territory_of

    m = replace(get_map("classic"), name="my-map")
    assert Translator("uk", (PACKAGE,))(territory_of(m, 0)) == "Alaska"


def test_typed_names_match_in_the_readers_language_and_in_english() -> None:
    opts = DOMINATION.normalize_options({"players": 2, "map": "classic", "auto_place": True})
    g = DOMINATION.setup(opts, 2)
    r = DominationRenderer("uk")
    r.board(Console(file=io.StringIO(), width=200), DOMINATION.view(g, 0), NAMES[:2])
    for typed in ("аляска", "alaska", "аля"):
        info = plain(r.info(typed) or "")
        assert info.startswith("1 Аляска (Північна Америка +5)"), (typed, info)
    d = DOMINATION.pending(g)
    assert d is not None
    while d.kind != "attack":
        DOMINATION.apply(g, d.seat, d.ids()[0])
        d = DOMINATION.pending(g)
        assert d is not None
    r.status(DOMINATION.view(g, d.seat), NAMES[:2])
    first = next(c.id for c in d.choices if c.id.startswith("attack:"))
    src, dst = first[7:].split("->")
    m = g.map
    typed = " ".join(r.tname(m.index_of[x]).lower() for x in (src, dst))
    assert r.resolve(typed, d) == (first, "")
    assert r.resolve(f"{src.lower()} {dst.lower()}", d) == (first, "")


def test_every_event_of_a_game_reads_in_every_language() -> None:
    opts = DOMINATION.normalize_options({"players": 3, "map": "duel", "mode": "capital", "turn_limit": 40})
    g = DOMINATION.setup(opts, 11)
    ais = [make_ai("easy", 11 + s) for s in range(3)]
    while (d := DOMINATION.pending(g)) is not None:
        DOMINATION.apply(g, d.seat, ais[d.seat].choose(DOMINATION.view(g, d.seat), d))
    kinds = set()
    for lang in LANGS:
        tr = Translator(lang, (PACKAGE,), players=NAMES)
        for viewer in (None, 0):
            for e in DOMINATION.events(g, viewer, 0):
                m = TEXTS.event(e)
                if m is None:
                    assert e.kind == "setup"
                    continue
                kinds.add(e.kind)
                said = tr(m)
                assert "[" not in said and "?" not in said, (lang, e.kind, said)
        outcome = DOMINATION.outcome(g)
        assert outcome is not None and "[" not in tr(TEXTS.outcome(outcome))
    assert {"claim", "place", "capital", "attack", "roll", "conquer", "turn"} <= kinds


def test_the_ais_are_described_in_every_language_and_english_says_what_the_registry_says() -> None:
    from dominia.games.domination.ai import ai_names, describe

    for lang in LANGS:
        table = bundle(PACKAGE, lang)
        assert [n for n in ai_names() if not table.has_message(f"bot-{slug(n)}")] == [], lang
    tr = Translator("en", (PACKAGE,))
    assert {n: tr(msg(f"bot-{slug(n)}")) for n in ai_names()} == {n: describe(n) for n in ai_names()}


def test_done_and_all_may_be_typed_in_the_readers_language() -> None:
    opts = DOMINATION.normalize_options({"players": 2, "map": "classic", "auto_place": True})
    g = DOMINATION.setup(opts, 2)
    r = DominationRenderer("uk")
    r.board(Console(file=io.StringIO(), width=200), DOMINATION.view(g, 0), NAMES[:2])
    d = DOMINATION.pending(g)
    assert d is not None
    while d.kind not in ("attack", "place_count"):
        DOMINATION.apply(g, d.seat, d.ids()[0])
        d = DOMINATION.pending(g)
        assert d is not None
    if d.kind == "place_count":
        most = max(int(c.id[6:]) for c in d.choices)
        assert r.resolve("усі", d) == (f"count:{most}", "") and r.resolve("all", d) == (f"count:{most}", "")
        DOMINATION.apply(g, d.seat, f"count:{most}")
        d = DOMINATION.pending(g)
        assert d is not None and d.kind == "attack"
    assert r.resolve("готово", d) == ("done", "") and r.resolve("done", d) == ("done", "")


@pytest.mark.parametrize("map_name", builtin_names())
def test_the_built_in_maps_english_entries_are_their_files_words(map_name: str) -> None:
    m = get_map(map_name)
    tr = Translator("en", (PACKAGE,))
    assert tr(msg(f"map-{slug(m.name)}")) == m.title
    assert tr(msg(f"map-{slug(m.name)}-description")) == m.description
    assert [tr(msg(f"continent-{slug(m.name)}-{slug(c.name)}")) for c in m.continents] == [
        c.name for c in m.continents
    ]
    assert [tr(msg(f"territory-{slug(m.name)}-{slug(t.name)}")) for t in m.territories] == list(m.names)

"""Heroes of Dominaria in every language: whole games on the terminal with no word outside the
tables (the `qps` pseudo-language), the rule book's terms in Russian, Ukrainian words, plural
forms, a name for every component, names typed in the reader's language."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.console import Console

from dominia.cli.dominaria.render import DominariaRenderer, _fold, _norm, colour_of
from dominia.core.events import Event
from dominia.core.game import get_game, get_spec
from dominia.core.i18n import LANGS, PSEUDO, Translator, bundle, msg, slug
from dominia.games.dominaria import texts
from dominia.games.dominaria.ai import make_ai
from dominia.games.dominaria.components import shipped

GAME = get_game("dominaria")
SPEC = get_spec("dominaria")
PACKAGE = "dominia.games.dominaria"
NAMES = ["Ann", "Bob", "Cid", "Dan"]
COMP = shipped()


def play(lang: str, seed: int, players: int, *, width: int = 120) -> str:
    """A whole AI game as the terminal shows it: intro, boards, every seat's log, status, hand,
    prompts and numbered choices, a few hints and `i NAME` answers, the final scores."""
    out = io.StringIO()
    con = Console(file=out, width=width, color_system=None)
    names = NAMES[:players]
    opts = GAME.normalize_options({"players": players, "start_mana": 1 + seed % 2})
    state = GAME.setup(opts, seed)
    r = DominariaRenderer(lang)
    bots = ["planner", "random", "greedy", "cabal"]
    agents = [make_ai(bots[i], seed + i) for i in range(players)]
    r.intro(con, GAME.view(state, 0), names, opts)
    seen = [0] * players
    steps = 0
    while (d := GAME.pending(state)) is not None:
        view = GAME.view(state, d.seat)
        events = GAME.events(state, d.seat, seen[d.seat])
        seen[d.seat] += len(events)
        for line in r.events(events, names):
            con.print(line)
        if steps % 25 == 0:
            r.board(con, view, names)
            con.print(r.map_table(view, 80))  # narrow: another caption
        con.print(r.status(view, names))
        r.private(con, view)
        con.print(r.prompt(d))
        for key, label in r.listing(d):
            con.print(f"{key}) {label}")
        if steps % 10 == 0:
            con.print(r.match("qqq", d)[1] or "")
            con.print(r.match("collect nowhere", d)[1] or "")
            if d.kind == "pay":
                for text in ("99", "red blue", "purple manalith", "black manalith"):
                    got = r.resolve(text, d)
                    con.print(got[1] if got else "")
        steps += 1
        GAME.apply(state, d.seat, agents[d.seat].choose(view, d))
    for line in r.events(GAME.events(state, None), names):
        con.print(line)
    for name in ("keld", "orvada", "lotus", "keldon", "lord of", "sh", "zzz"):
        con.print(r.info(name) or "")
    outcome = GAME.outcome(state)
    assert outcome is not None
    r.outcome(con, GAME.view(state, None), outcome, names)
    return out.getvalue()


def outside_markers(text: str) -> str:
    """The text with every ⟦…⟧ (nested too) removed."""
    prev = None
    while prev != text:
        prev = text
        text = re.sub(r"⟦[^⟦⟧]*⟧", "", text)
    return text


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4)])
def test_whole_games_in_the_pseudo_language_print_no_word_outside_the_tables(seed: int, players: int) -> None:
    text = play(PSEUDO, seed, players)
    assert "⟦" in text and "⟦[" not in text, "a message id missing from the tables"
    rest = outside_markers(text)
    for n in NAMES[:players]:
        rest = rest.replace(n, "")
    leaks = [line for line in rest.splitlines() if re.search(r"[^\W\d_]", line)]
    assert leaks == []


def latin_left(text: str) -> list[str]:
    """Latin words that are neither a location's name (the map keeps them, as the Russian book
    does), a player's name nor VP."""
    for loc in sorted((loc.name for loc in COMP.locations), key=len, reverse=True):
        text = text.replace(loc, "")
    for word in (*NAMES, "Gaea's Blessing", "VP", "Dominia"):
        text = text.replace(word, "")
    typed = {"i", "qqq", "collect", "nowhere", "zzz"}  # commands, and answers the hints repeat
    return sorted(set(re.findall(r"[A-Za-z]+", text)) - typed)


def test_a_game_in_russian_uses_the_books_terms() -> None:
    text = play("ru", 4, 3)
    for term in ("Маналит", "Лейлини", "Кабал", "манапул", "Герой", "квест", "поверженн", "Карта Доминарии"):
        assert term in text, term
    assert "[" not in outside_markers(text)
    assert latin_left(text) == []


def test_a_game_in_ukrainian_speaks_ukrainian() -> None:
    text = play("uk", 5, 2)
    for term in (
        "Маналіт",
        "Лейлінії",
        "Кабал",
        "Герої",
        "квест",
        "ПО",
        "Карта Домінарії",
        "Підсумковий рахунок",
    ):
        assert term in text, term
    for russian in ("Маналит ", "Лейлиния", "Итог"):
        assert russian not in text
    assert latin_left(text) == []


def test_a_game_in_hungarian_speaks_hungarian() -> None:
    text = play("hu", 6, 2)
    for term in ("Manalit", "Leyvonal", "Kabal", "küldetés", "GP", "Végeredmény"):
        assert term in text, term
    assert "Manalith" not in text and "quest" not in text


COUNTS = (1, 2, 5, 11, 21, 22, 25)


N_W = "{n} {w}"


@pytest.mark.parametrize(
    ("lang", "key", "words", "pattern"),
    [
        ("ru", "cond-manaliths", "Маналит Маналита Маналитов Маналитов Маналит Маналита Маналитов", N_W),
        ("uk", "cond-leylines", "Лейлінія Лейлінії Лейліній Лейліній Лейлінія Лейлінії Лейліній", "{n} {w}"),
        ("ru", "board-in-hand", "квест квеста квестов квестов квест квеста квестов", "в руке {n} {w}"),
        ("uk", "cond-heroes", "Герой Герої Героїв Героїв Герой Герої Героїв", "{n} {w} на карті"),
        ("ru", "mana-red", "красная красные красных красных красная красные красных", "{n} {w}"),
        ("en", "cond-cultists", "cultist" + " cultists" * 6, "{n} {w} defeated"),
        ("hu", "cond-artifacts", " ".join(["műtárgy"] * 7), "{n} {w}"),
    ],
)  # fmt: skip
def test_plural_forms(lang: str, key: str, words: str, pattern: str) -> None:
    tr = Translator(lang, SPEC.packages("dominia.cli"))
    want = [pattern.format(n=n, w=w) for n, w in zip(COUNTS, words.split(), strict=True)]
    assert [tr(msg(key, n=n)) for n in COUNTS] == want


def component_names() -> list[tuple[str, str]]:
    out = [(f"location-{slug(loc.name)}", loc.name) for loc in COMP.locations]
    out += [(f"quest-{slug(q.name)}", q.name) for q in COMP.quests]
    out += [(f"artifact-{slug(a.name)}", a.name) for a in COMP.artifacts]
    out += [(f"public-quest-{slug(t.name)}", t.name) for t in COMP.tiles]
    out += [(f"public-type-{slug(t)}", t) for t in COMP.tile_types]
    out += [(f"card-{slug(c.name)}", c.name) for c in COMP.cards]
    out += [(f"hero-{slug(b)}", b) for b in COMP.boards]
    out += [(f"color-{c}", c) for c in ("white", "blue", "black", "red", "green")]
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_component_has_a_name_in_every_language(lang: str) -> None:
    b = bundle(PACKAGE, lang)
    missing = [key for key, _ in component_names() if not b.has_message(key)]
    assert missing == []
    if lang == "en":  # English names are the data files' own
        tr = Translator("en", (PACKAGE,))
        assert [tr(msg(key)) for key, _ in component_names()] == [n for _, n in component_names()]


def test_translated_names_are_translations() -> None:
    """Quests, artifacts and cards read in the reader's language (locations keep the map's names)."""
    for lang in ("ru", "uk"):
        tr = Translator(lang, (PACKAGE,))
        for key, english in component_names():
            if (
                key.startswith(("quest-", "artifact-", "card-", "public-quest-"))
                and english != "Gaea's Blessing"
            ):
                assert tr(msg(key)) != english, (lang, key)


def test_names_typed_in_the_readers_language_or_in_english() -> None:
    r = DominariaRenderer("ru")
    assert "Янтарный Мокс" in (r.info("янтарный") or "")
    assert "Янтарный Мокс" in (r.info("mox amber") or "")
    assert r._named(_norm("келдонские")) == ["Keldon Warlords"]
    assert r._named(_norm("keldon w")) == ["Keldon Warlords"]
    u = DominariaRenderer("uk")
    assert u._named(_norm("бурштиновий")) == ["Mox Amber"]
    h = DominariaRenderer("hu")
    assert h._named(_norm("aranyozott")) == ["Gilded Lotus"]


def test_colour_words_in_every_language() -> None:
    words = {"червону": "red", "зелена": "green", "чорна": "black", "біла": "white", "синю": "blue",
             "zöld": "green", "kék": "blue", "piros": "red", "fehér": "white", "fekete": "black",
             "зелёную": "green", "black": "black"}  # fmt: skip
    assert {w: colour_of(_fold(w)) for w in words} == words


def test_every_event_reads_in_every_language_and_hides_what_its_viewer_may_not_see() -> None:
    state = GAME.setup({"players": 3}, 8)
    agents = [make_ai("random", 8 + i) for i in range(3)]
    while (d := GAME.pending(state)) is not None:
        GAME.apply(state, d.seat, agents[d.seat].choose(GAME.view(state, d.seat), d))
    kinds = {e.kind for e in state.events}
    assert {"setup", "turn", "reveal", "collect", "new_quest", "game_over"} <= kinds
    translators = {lang: Translator(lang, SPEC.packages("dominia.cli"), players=NAMES) for lang in LANGS}
    for e in state.events:
        for viewer in (None, 0, 1):
            seen = e.for_viewer(viewer)
            m = texts.TEXTS.event(seen)
            assert m is not None, e.kind
            for lang, tr in translators.items():
                line = tr(m)
                assert "[" not in line, (lang, e.kind, line)
            if e.kind == "new_quest" and viewer != e.seat:
                quest = e.cards[0]
                assert all(tr(texts.quest(quest)) not in tr(m) for tr in translators.values())
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert Translator("ru", (PACKAGE,))(texts.TEXTS.outcome(outcome)) == "сыграны все раунды (10)"


def test_a_made_up_event_without_data_still_reads() -> None:
    tr = Translator("uk", SPEC.packages("dominia.cli"), players=NAMES)
    for kind in ("move", "collect", "reveal", "free_lost", "public_quest", "gain_mana"):
        m = texts.TEXTS.event(Event(kind, 0, ("Mox Amber",), 1, None, "Keld"))
        assert m is not None and tr(m)


def test_prompts_and_labels_say_what_a_payment_is_for() -> None:
    from dominia.games.dominaria.rules import advance
    from dominia.games.dominaria.scenario import set_player
    from tests.dominaria.helpers import do, position

    g = position(3, fixtures=False)
    set_player(g, 0, heroes=["Hammerheim"], pool={"red": 1, "blue": 2, "green": 2}, manaliths=["Urborg"])
    set_player(g, 0, manalith_tokens=["red"])
    advance(g)
    do(g, "manalith:Hammerheim")
    d = GAME.pending(g)
    assert d is not None and d.kind == "pay"
    ru = Translator("ru", SPEC.packages("dominia.cli"))
    assert ru(d.prompt).startswith("Построить Маналит в Hammerheim: оплата 1 маны (красная)")
    assert str(d.prompt).startswith("Build a Manalith in Hammerheim: pay 1 mana (red)")
    labels = {c.id: ru(c.label) for c in d.choices}
    assert labels["manalith:red"] == "красный жетон маны Маналита"
    assert labels["mana:red"] == "красная мана (1)"


@pytest.mark.parametrize("lang", LANGS)
def test_every_ai_is_described_in_every_language(lang: str) -> None:
    from dominia.games.dominaria.ai import ai_names, describe

    b = bundle(PACKAGE, lang)
    assert [n for n in ai_names() if not b.has_message(f"bot-{slug(n)}")] == []
    if lang == "en":  # the same words as the AI registry's
        tr = Translator("en", (PACKAGE,))
        assert all(tr(msg(f"bot-{slug(n)}")) == describe(n) for n in ai_names())


def test_a_bad_component_file_is_explained_in_the_readers_language(tmp_path: Path) -> None:
    from dominia.games.dominaria.components import DATA, ComponentFileError, load_components

    text = (DATA / "quests.toml").read_text(encoding="utf-8")
    bad = text.replace("reward = { quest = 1 }", "reward = { quests = 1 }", 1)
    (tmp_path / "quests.toml").write_text(bad, encoding="utf-8")
    with pytest.raises(ComponentFileError) as err:
        load_components(tmp_path)
    assert "quest 'The Lost Library of Lat-Nam'.reward: unknown key 'quests'; known:" in str(err.value)
    ru = Translator("ru", SPEC.packages("dominia.cli"))(err.value.text)
    assert "квест 'The Lost Library of Lat-Nam'.reward: неизвестный ключ 'quests'; известные:" in ru
    assert Translator("uk", (PACKAGE,))(texts.summary(COMP)).startswith("тимчасові компоненти")


def test_verbs_typed_in_the_readers_language() -> None:
    from dominia.games.dominaria.rules import advance
    from dominia.games.dominaria.scenario import set_player
    from tests.dominaria.helpers import position

    g = position(3, fixtures=False)
    set_player(g, 0, heroes=["Orvada"], pool={"green": 3, "white": 1})
    advance(g)
    d = GAME.pending(g)
    assert d is not None and d.kind == "action"
    said = {
        "ru": ("собрать orv", "подвинуть orvada urborg", "создать orvada shanodin", "закончить"),
        "uk": ("зібрати orv", "пересунути orvada urborg", "створити orv shan", "закінчити"),
        "hu": ("gyűjt orv", "mozgat orvada urborg", "létrehoz orvada shanodin", "vége"),
        "en": ("collect orv", "move orvada urborg", "leyline orvada shanodin", "end"),
    }
    for lang, texts_ in said.items():
        r = DominariaRenderer(lang)
        r.status(GAME.view(g, 0), NAMES[:3])
        got = [r.match(t, d) for t in texts_]
        assert got == [
            (["collect:Orvada"], None),
            (["move:Orvada->Urborg"], None),
            (["leyline:Orvada|Shanodin"], None),
            (["end"], None),
        ], lang
    ru = DominariaRenderer("ru")
    ru.status(GAME.view(g, 0), NAMES[:3])
    assert ru.match("нанять orvada", d)[1] == "действие нанять сейчас невозможно"
    assert ru.match("собрать urborg", d)[1] == "собрать — сейчас нельзя: Urborg"


@pytest.mark.parametrize("lang", LANGS)
def test_no_two_components_share_a_name(lang: str) -> None:
    """Typed names and the log tell components apart in every language."""
    tr = Translator(lang, (PACKAGE,))
    kinds = ("location-", "quest-", "artifact-", "public-quest-")
    keys = [key for key, _ in component_names() if key.startswith(kinds)]
    names = [tr(msg(key)).lower() for key in keys]
    assert sorted(n for n in set(names) if names.count(n) > 1) == []


# ---------------------------------------------------------------- locations: the books' Latin


@pytest.mark.parametrize("lang", LANGS)
def test_locations_keep_the_maps_latin_names_as_the_russian_book_does(lang: str) -> None:
    """The Russian book prints the locations in Latin ("Стартовые локации: Caligo Morass,
    Orvada, ..."; "у Эми на локации Sursi"), as the map does: every language shows them so."""
    tr = Translator(lang, (PACKAGE,))
    shown = [tr(msg(f"location-{slug(loc.name)}")) for loc in COMP.locations]
    assert shown == [loc.name for loc in COMP.locations]
    assert len(shown) == 20


# ---------------------------------------------------------------- unnamed cards of a file

NUMBERED = {"en": "Card 3", "ru": "Карта 3", "uk": "Карта 3", "hu": "3. kártya"}


def unnamed_cards(tmp_path: Path) -> Path:
    """A replacement Dominaria deck whose cards have no names."""
    from dominia.games.dominaria.components import DATA

    text = (DATA / "dominaria.toml").read_text(encoding="utf-8")
    text = re.sub(r'(?m)^name = ".*"\n', "", text)
    (tmp_path / "dominaria.toml").write_text(text, encoding="utf-8")
    return tmp_path


def test_a_card_without_a_name_is_numbered_in_the_readers_language(tmp_path: Path) -> None:
    from dominia.games.dominaria.components import card_number, load_components

    comp = load_components(unnamed_cards(tmp_path))
    assert comp.cards[2].name == "card 3"  # the id in logs and saves: the same in every language
    assert [card_number(c.name) for c in comp.cards[:3]] == [1, 2, 3]
    assert card_number("Llanowar Elves") is None and card_number("card ³") is None
    for lang, want in NUMBERED.items():
        assert Translator(lang, (PACKAGE,))(texts.card("card 3")) == want
    reveal = Event("reveal", None, ("card 3",), data={"colour": "red"})
    ru = Translator("ru", (PACKAGE,))(texts.TEXTS.event(reveal))
    assert "Карта 3" in ru and "card" not in ru


def first_reveal(folder: Path) -> tuple[object, int]:
    """A game with the unnamed deck, played by AIs until a card is revealed: (state, card index)."""
    opts = GAME.normalize_options({"players": 2, "components": str(folder)})
    state = GAME.setup(opts, 7)
    agents = [make_ai("greedy", 1), make_ai("greedy", 2)]
    while not any(e.kind == "reveal" for e in GAME.events(state, None)):
        d = GAME.pending(state)
        assert d is not None
        GAME.apply(state, d.seat, agents[d.seat].choose(GAME.view(state, d.seat), d))
    return state, GAME.view(state, 0).last_card


@pytest.mark.parametrize("lang", LANGS)
def test_the_terminal_and_the_web_log_number_an_unnamed_card(tmp_path: Path, lang: str) -> None:
    from dominia.server.protocol import state_frame

    state, k = first_reveal(unnamed_cards(tmp_path))
    want = NUMBERED[lang].replace("3", str(k + 1))
    r = DominariaRenderer(lang)
    lines = r.events(GAME.events(state, 0), NAMES[:2])
    out = io.StringIO()
    r.board(Console(file=out, width=120, color_system=None), GAME.view(state, 0), NAMES[:2])
    shown = "\n".join([*lines, out.getvalue()])
    assert want in shown and f"card {k + 1}" not in shown
    seats = [{"seat": i, "kind": "bot", "bot": "greedy", "name": n} for i, n in enumerate(NAMES[:2])]
    frame = state_frame(GAME, state, 0, game_id="g", version=1, seats=seats, lang=lang)
    log = [e["text"] for e in frame["view"]["log"] if e.get("kind") == "reveal"]
    assert log and all(want in text and f"card {k + 1}" not in text for text in log)

"""The message tables: every language has every message with the same arguments, and a
message that counts (a plural select) has every plural form its language needs."""

from __future__ import annotations

import babel
import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from dominia.core.game import get_spec, registered_games
from dominia.core.i18n import (
    _FORMATTED,
    CORE,
    LANGS,
    PSEUDO,
    Seat,
    Translator,
    _files,
    message_ids,
    msg,
    name,
    resolve_lang,
)

FRONT_ENDS = ("dominia.cli", "dominia.server")


def packages() -> list[str]:
    found = [CORE, *FRONT_ENDS]
    for g in registered_games():
        try:
            spec = get_spec(g)
        except Exception:  # a test-only game without a spec
            continue
        if spec.messages:
            found.append(spec.messages)
    return [p for p in dict.fromkeys(found) if message_ids(p, "en")]


@pytest.mark.parametrize("package", packages())
@pytest.mark.parametrize("lang", LANGS[1:])
def test_every_message_in_every_language_with_the_same_arguments(package: str, lang: str) -> None:
    en = message_ids(package, "en")
    other = message_ids(package, lang)
    assert sorted(set(en) - set(other)) == [], f"{lang} lacks these {package} messages"
    assert sorted(set(other) - set(en)) == [], f"{lang} has {package} messages English lacks"
    differ = {k: (sorted(en[k]), sorted(other[k])) for k in en if en[k] != other[k]}
    assert differ == {}, f"{lang}: arguments differ from English"


PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}


class Selects(Visitor):
    def __init__(self) -> None:
        self.found: list[set[str]] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
        if keys & PLURAL_KEYS - {"other"}:
            self.found.append(keys)
        self.generic_visit(node)


@pytest.mark.parametrize("package", packages())
@pytest.mark.parametrize("lang", LANGS)
def test_plural_selects_have_every_form_of_the_language(package: str, lang: str) -> None:
    needed = set(babel.Locale(lang).plural_form.tags)  # "other" is the required default
    short = {}
    for text in _files(package, lang):
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, ast.Message):
                v = Selects()
                v.visit(entry)
                for keys in v.found:
                    if needed - keys:
                        short[entry.id.name] = sorted(needed - keys)
    assert short == {}, f"{lang}: plural selects missing forms"


def test_kernel_messages_in_each_language() -> None:
    texts = {
        lang: Translator(lang, players=["Ann", "Bob"])(msg("error-not-your-turn", seat=Seat(1), you=Seat(0)))
        for lang in LANGS
    }
    assert texts["en"] == "it is Bob’s decision, not Ann’s"
    assert texts["uk"] == "зараз вирішує Bob, а не Ann"
    assert len(set(texts.values())) == 4


def test_missing_message_shows_its_fallback_or_id_never_nothing() -> None:
    t = Translator("uk")
    assert t(name("territory-nowhere", "Atlantis")) == "Atlantis"
    assert t(msg("no-such-message")) == "[no-such-message]"
    assert Translator("uk").has("player-n") and not t.has("no-such-message")


def test_a_language_missing_a_message_falls_back_to_english(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # every shipped table is complete (above); the fallback itself is the kernel's
    t = Translator("hu")
    assert t(msg("player-n", n=2)) == "2. játékos"


def test_pseudo_language_marks_every_message_and_argument() -> None:
    t = Translator(PSEUDO, players=["Ann"])
    out = t(msg("error-unknown-name", what=msg("what-map"), name="x"))
    assert out == "⟦unknown ⟦map⟧ 'x'⟧"


def test_markup_escapes_the_message_and_decorates_arguments() -> None:
    t = Translator("en", players=["[red]Ann"])
    out = t(
        msg("error-not-your-turn", seat=Seat(0), you=Seat(0)),
        escape=lambda s: s.replace("[", r"\["),
        decorate=lambda value, text: f"[b]{text}[/b]",
    )
    assert out == r"it is [b]\[red]Ann[/b]’s decision, not [b]\[red]Ann[/b]’s"


@pytest.mark.parametrize(
    ("explicit", "env", "want"),
    [
        ("uk", {}, "uk"),
        (None, {"DOMINIA_LANG": "ru"}, "ru"),
        (None, {"LANG": "hu_HU.UTF-8"}, "hu"),
        (None, {"LC_ALL": "uk_UA.UTF-8", "LANG": "ru_RU.UTF-8"}, "uk"),
        (None, {"LANG": "de_DE.UTF-8"}, "en"),
        (None, {"DOMINIA_LANG": "xx", "LANG": "ru_RU"}, "ru"),
        (None, {}, "en"),
    ],
)
def test_the_readers_language(explicit: str | None, env: dict[str, str], want: str) -> None:
    assert resolve_lang(explicit, env) == want


def test_an_unknown_explicit_language_is_an_error() -> None:
    from dominia.core.errors import UnknownName

    with pytest.raises(UnknownName, match="unknown language 'de'"):
        resolve_lang("de", {})


@pytest.mark.parametrize("game", ["domination", "dominaria"])
def test_english_of_a_message_reads_the_table_of_the_game_that_made_it(game: str) -> None:
    # both games have an "error-players" message with their own words
    from dominia.core.errors import InvalidOptions
    from dominia.core.game import get_game

    with pytest.raises(InvalidOptions) as err:
        get_game(game).normalize_options({"players": 9})
    assert get_spec(game).title in str(err.value)


def test_remembered_texts_keep_apart_what_changes_the_words() -> None:
    # formatted texts are remembered (a server formats the same log lines for every frame):
    # the players' names, the language and an argument's type still change them
    turn = msg("error-not-your-turn", seat=Seat(1), you=Seat(0))
    assert Translator("en", players=["Ann", "Bob"])(turn) == "it is Bob’s decision, not Ann’s"
    assert Translator("en", players=["Ann", "Cy"])(turn) == "it is Cy’s decision, not Ann’s"
    assert Translator("uk", players=["Ann", "Cy"])(turn) == "зараз вирішує Cy, а не Ann"
    t = Translator("en")
    assert (t(msg("player-n", n=1)), t(msg("player-n", n=True))) == ("Player 1", "Player true")
    assert t(msg("player-n", n=[1, 2])) == "Player 1, 2"
    unhashable = msg("player-n", n={"x": 1})  # (not a key: formatted each time)
    assert t(unhashable) == t(unhashable)
    assert any(key[-1][1] == "player-n" for key in _FORMATTED)

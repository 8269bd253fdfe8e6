"""The message tables parse an entry when it is first looked up (`i18n.LazyTable`): the same
entries, the same words, as a bundle of the whole files."""

from __future__ import annotations

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

from dominia.core.i18n import LazyTable, Translator, _files, bundle, msg

# what could cut an entry in the wrong place: a select expression's variants, its closing brace
# and an attribute at the first column, blank lines inside a pattern, terms, references to
# messages and terms further down, comments (attached and standalone), a duplicate id
TRICKY = """\
# a comment on the first message
first = { $n ->
[one] one card
*[other] { $n } cards
}
    .help = an attribute
.tip = an attribute at the first column

## a group comment
-brand = Dominia
    .gender = neuter
second = Play { -brand } with { first }

    and a second line after a blank one
third = { -brand.gender ->
    [neuter] it
   *[other] they
 } and { missing-reference }
# a standalone comment

first = a duplicate: the first wins
last =
    on the next line
"""

ARGS = {"first": {"n": 1}, "second": {"n": 3}, "third": {}, "last": {}}


def _eager(lang: str, texts: list[str] | tuple[str, ...]) -> FluentBundle:
    b = FluentBundle([lang], use_isolating=False)
    for text in texts:
        b.add_resource(FluentResource(text))
    return b


def _formatted(b: FluentBundle, key: str) -> tuple[str, list[str]]:
    m = b.get_message(key)
    text, errors = b.format_pattern(m.value, ARGS.get(key, {}))
    attrs = [str(b.format_pattern(p, {})[0]) for _, p in sorted(m.attributes.items())]
    return str(text), [*attrs, *(type(e).__name__ for e in errors)]


def test_tricky_entries_read_as_the_whole_file() -> None:
    eager, lazy = _eager("en", [TRICKY]), LazyTable("en", [TRICKY])
    for key in ("first", "second", "third", "last"):
        assert lazy.has_message(key)
        assert _formatted(lazy, key) == _formatted(eager, key)
    assert _formatted(lazy, "first")[0] == "one card"  # (the first "first")
    assert "Play Dominia with" in _formatted(lazy, "second")[0]
    assert not lazy.has_message("brand") and not lazy.has_message("missing-reference")


def test_an_entry_is_parsed_only_when_used() -> None:
    lazy = LazyTable("en", [TRICKY])
    assert lazy._messages == {} and lazy._terms == {}
    lazy.get_message("third")
    assert set(lazy._messages) == {"third"} and lazy._terms == {}
    _formatted(lazy, "third")  # its term, read as it is formatted
    assert set(lazy._terms) == {"brand"} and set(lazy._messages) == {"third"}


def test_a_bad_entry_is_absent_as_in_the_whole_file() -> None:
    text = "good = fine\nbad = { $x\nalso = fine too\n"
    eager, lazy = _eager("en", [text]), LazyTable("en", [text])
    for key in ("good", "bad", "also"):
        assert lazy.has_message(key) == eager.has_message(key)
    assert not lazy.has_message("bad")


def test_a_real_table_parses_alike_entry_by_entry() -> None:
    """The terminal's help in Ukrainian (plurals, attributes, long patterns), every entry."""
    texts = _files("dominia.cli", "uk")
    whole: dict[str, ast.Message | ast.Term] = {}
    for text in texts:
        for e in FluentParser(with_spans=False).parse(text).body:
            if isinstance(e, ast.Message | ast.Term):
                whole.setdefault(("-" if isinstance(e, ast.Term) else "") + e.id.name, e)
    lazy = LazyTable("uk", texts)
    assert set(lazy._pending) == set(whole)
    for key, entry in whole.items():
        lazy._load(key)
        got = lazy._terms[key[1:]] if key.startswith("-") else lazy._messages[key]
        assert got.equals(entry, ignored_fields=["span", "comment"]), key


def test_translator_words_unchanged() -> None:
    tr = Translator("ru", ("dominia.cli",))
    assert isinstance(bundle("dominia.cli", "ru"), LazyTable)
    # a plural in Russian from the lazy table, as the whole file formats it
    eager = _eager("ru", _files("dominia.cli", "ru"))
    m = eager.get_message("play-resumed-line")
    for moves in (1, 3, 5, 21):
        args = {"seed": "7", "moves": moves, "path": "a.json"}
        assert tr(msg("play-resumed-line", **args)) == eager.format_pattern(m.value, args)[0]

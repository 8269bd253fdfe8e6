"""The original game's .map/.cards files: real maps, every error with file and line, encodings."""

from __future__ import annotations

from pathlib import Path

import pytest

from dominia.core.errors import DominiaError
from dominia.games.domination.maps.fileformat import (
    MAX_COUNTRIES,
    MapFormatError,
    decode,
    load_map,
    parse_colour,
    parse_map,
)
from dominia.games.domination.maps.model import (
    ANY_CONTINENT,
    ARTILLERY,
    CAVALRY,
    INFANTRY,
    WILDCARD,
    Card,
    GameMap,
    Mission,
)
from tests.shared_data import SHARED_MAPS as SHARED
from tests.shared_data import needs_shared_maps

MAP = """\
; Tiny: a test map.
;   three countries

; after a blank line
name Tiny Test Map
ver 2
circle 20
author someone
test

[files]
pic tiny.jpg
crd tiny.cards

[continents]
The_North 2 red
South 1 #00ff00

[countries]
1 Alpha_Town 1 10 10
2 Beta 1 20 10
3 Gamma 2 10 20

[borders]
1 2
1 3
2 1
3 1
"""

CARDS = """\
; cards for tiny
[cards]
Infantry 1
Cavalry 2
Cannon 3
wildcard

[missions]
0 0 0 1 2 0 Own the North and the South.
2\t10 1\t0 0 0\tDestroy PLAYER2's   armies.
0 0 0 1 0 * Own the North and one more.
"""


def line_of(text: str, fragment: str) -> int:
    """The 1-based number of the first line containing `fragment` (that is `fragment`, if it ends a line)."""
    for number, line in enumerate(text.split("\n"), start=1):
        if line + "\n" == fragment if fragment.endswith("\n") else fragment in line:
            return number
    raise AssertionError(fragment)


def tiny(map_text: str = MAP, cards_text: str = CARDS) -> GameMap:
    return parse_map(map_text, "tiny.map", cards_text, "tiny.cards")


def map_error(old: str, new: str) -> tuple[MapFormatError, int]:
    """Parse MAP with line `old` replaced by `new`; return the error and the changed line's number."""
    assert old in MAP
    number = line_of(MAP, old)
    with pytest.raises(MapFormatError) as info:
        tiny(MAP.replace(old, new, 1))
    return info.value, number


def cards_error(old: str, new: str) -> tuple[MapFormatError, int]:
    assert old in CARDS
    number = line_of(CARDS, old)
    with pytest.raises(MapFormatError) as info:
        tiny(cards_text=CARDS.replace(old, new, 1))
    return info.value, number


# ---------------------------------------------------------------- the real maps


@needs_shared_maps
def test_world_map_and_risk_cards() -> None:
    m = load_map(SHARED / "world.map")
    assert (m.name, m.title) == ("world", "World Map")
    assert m.source == str(SHARED / "world.map")
    assert len(m.territories) == 42
    names = ["North-America", "South-America", "Europe", "Africa", "Asia", "Australia"]
    assert [c.name for c in m.continents] == names
    assert [c.bonus for c in m.continents] == [5, 2, 5, 3, 7, 2]
    assert m.continents[0].colour == "#ffff00" and m.continents[5].colour == "#ff00ff"
    assert sum(len(b) for b in m.borders) == 164  # 82 two-way borders
    assert m.warnings == ()
    alaska, kamchatka = m.index("Alaska"), m.index("Kamchatka")
    assert (alaska, kamchatka) == (0, 37)
    assert m.borders[alaska] == (1, 2, 37)
    assert alaska in m.borders[kamchatka]
    assert m.territories[alaska].continent == 0 and (m.territories[alaska].x, m.territories[alaska].y) == (
        57,
        82,
    )
    assert m.index("Brazil") in m.borders[m.index("North-Africa")]
    assert m.index("East-Africa") not in m.borders[m.index("Middle-East")]  # as the file has it
    assert len(m.members(4)) == 12
    assert m.description.startswith("Yura Mamyrin\nRisk Map\n\nRisk World Game Map")
    # cards
    assert len(m.cards) == 44
    assert [sum(c.kind == k for c in m.cards) for k in (INFANTRY, CAVALRY, ARTILLERY, WILDCARD)] == [
        14,
        14,
        14,
        2,
    ]
    assert m.cards[0] == Card(INFANTRY, 0) and m.cards[1] == Card(ARTILLERY, 1)
    assert m.cards[-1] == Card(WILDCARD, None)
    # missions
    assert len(m.missions) == 14
    assert m.missions[0] == Mission(None, 0, 0, (4, 1), "Conquer the continents of ASIA and SOUTH AMERICA.")
    assert m.missions[1].continents == (2, 5, ANY_CONTINENT)
    assert m.missions[6] == Mission(
        None, 18, 2, (), "Occupy 18 countries of your choice and occupy each with at least 2 armies."
    )
    assert [x.target_player for x in m.missions[8:]] == [1, 2, 3, 4, 5, 6]
    assert m.missions[8].n_territories == 24 and m.missions[8].text.startswith(
        "Destroy all of PLAYER1's TROOPS."
    )


@needs_shared_maps
def test_lotr_map_and_cards() -> None:
    m = load_map(str(SHARED / "lotr.map"))
    assert (m.name, m.title) == ("lotr", "LOTR Map")
    assert len(m.territories) == 64
    assert len(m.continents) == 9
    assert [c.bonus for c in m.continents] == [7, 4, 4, 5, 7, 3, 2, 2, 2]
    assert m.continents[0].colour == "#663300"
    assert sum(len(b) for b in m.borders) == 204
    assert m.warnings == ()
    assert m.territories[1].name == "Eastern Angmar"  # _ shows as a space
    shire, buckland = m.index("The Shire"), m.index("Buckland")
    assert shire in m.borders[buckland] and buckland in m.borders[shire]
    assert m.borders[m.index("Mount Doom")] == tuple(
        m.index(n) for n in ("Gorgoroth", "Barad-Dur", "Udun Value")
    )
    assert len(m.cards) == 66 and sum(c.kind == WILDCARD for c in m.cards) == 2
    assert m.missions == ()
    assert m.description == "map: middleearth.map\nmap made with the map maker\nyura.net Risk 1.0.9.2"


@needs_shared_maps
def test_real_maps_are_symmetric() -> None:
    for name in ("world", "lotr"):
        m = load_map(SHARED / f"{name}.map")
        edges = {(a, b) for a, bs in enumerate(m.borders) for b in bs}
        assert all((b, a) in edges for a, b in edges)


# ---------------------------------------------------------------- the grammar


def test_tiny_map_parses() -> None:
    m = tiny()
    assert m.name == "tiny" and m.title == "Tiny Test Map"
    assert m.description == "Tiny: a test map.\n  three countries\n\nafter a blank line"
    assert [c.name for c in m.continents] == ["The North", "South"]
    assert [t.name for t in m.territories] == ["Alpha Town", "Beta", "Gamma"]
    assert m.territories[2].continent == 1
    assert m.borders == ((1, 2), (0,), (0,))  # lines for one id add up
    assert m.cards == (Card(INFANTRY, 0), Card(CAVALRY, 1), Card(ARTILLERY, 2), Card(WILDCARD, None))
    assert m.missions[0] == Mission(None, 0, 0, (0, 1), "Own the North and the South.")
    assert m.missions[1] == Mission(2, 10, 1, (), "Destroy PLAYER2's   armies.")
    # "*" in position 3: at least 3 continents in all, the North among them
    assert m.missions[2].continents == (0, ANY_CONTINENT, ANY_CONTINENT)
    assert m.warnings == ()


def test_parse_map_without_cards_text_has_no_cards() -> None:
    m = parse_map(MAP, "dir/tiny.map")
    assert m.name == "tiny" and m.cards == () and m.missions == ()
    assert parse_map(MAP, "x.map", name="other").name == "other"


def test_missions_star_positions() -> None:
    def conts(spec: str) -> tuple[int, ...]:
        return tiny(cards_text=f"[missions]\n0 0 0 {spec} text\n").missions[0].continents

    assert conts("* 0 0") == (ANY_CONTINENT,)
    assert conts("1 2 *") == (0, 1, ANY_CONTINENT)
    assert conts("* 2 0") == (1,)  # at least 1 in all: the named one is enough
    # The original ignores every continent after a first 0, and "0 0 0" asks for nothing:
    # both refused (tests/domination/test_map_checks.py).
    for refused in ("0 0 *", "0 0 0"):
        with pytest.raises(MapFormatError):
            conts(refused)


def test_colours() -> None:
    assert parse_colour("Yellow") == "#ffff00"
    assert parse_colour("darkgray") == "#404040"
    assert parse_colour("#A0b0C0") == "#a0b0c0"
    assert parse_colour("0xff8000") == "#ff8000"
    assert parse_colour("255") == "#0000ff"
    assert parse_colour("16777215") == "#ffffff"
    for bad in ("purple", "#fff", "0xgg0000", "16777216", "-1", "#12345678"):
        assert parse_colour(bad) is None


def test_size_properties() -> None:
    m = tiny(MAP.replace("author someone", "width 640\nheight 480"))
    assert (m.width, m.height) == (640, 480)
    assert (tiny().width, tiny().height) == (0, 0)


def test_sections_and_keywords_case_insensitive_any_order() -> None:
    text = MAP.replace("[continents]", "[Continents]").replace("Cannon 3", "CANNON 3")
    assert len(tiny(text).territories) == 3
    head, rest = MAP.split("[files]")
    files, rest = rest.split("[continents]")
    reordered = head + "[continents]" + rest.replace("[borders]", "[files]" + files + "[borders]")
    m = tiny(reordered)
    assert m.borders == tiny().borders and m.title == "Tiny Test Map"


def test_one_way_border_is_kept_directed_and_warned() -> None:
    text = MAP.replace("3 1\n", "3 1 2\n")  # Gamma -> Beta, but Beta does not list Gamma
    m = tiny(text)
    assert m.borders[2] == (0, 1)
    assert 2 not in m.borders[1]
    line = line_of(text, "3 1 2")
    assert tuple(map(str, m.warnings)) == (
        f"tiny.map:{line}: one-way border Gamma -> Beta (2 does not list 3)",
    )


def test_one_way_borders_that_cut_the_map_are_warned() -> None:
    text = MAP.replace("3 1\n", "")  # Alpha -> Gamma only: Gamma cannot attack anything
    m = tiny(text)
    assert len(m.warnings) == 2
    assert "one-way border Alpha Town -> Gamma" in str(m.warnings[0])
    assert str(m.warnings[1]) == "tiny.map:0: following one-way borders, Gamma cannot reach Alpha Town"


def test_duplicate_country_name_is_a_warning() -> None:
    m = tiny(MAP.replace("3 Gamma 2", "3 Beta 2"))
    first, second = line_of(MAP, "2 Beta"), line_of(MAP, "3 Gamma")
    assert tuple(map(str, m.warnings)) == (
        f"tiny.map:{second}: country name 'Beta' is used twice (also line {first})",
    )


def test_a_border_listed_twice_counts_once() -> None:
    assert tiny(MAP.replace("2 1\n", "2 1 1\n2 1\n")).borders[1] == (0,)


# ---------------------------------------------------------------- errors in the map file


@pytest.mark.parametrize(
    ("old", "new", "reason"),
    [
        (
            "South 1 #00ff00",
            "South 1",
            "a continent needs 3 tokens (name bonus colour; _ for spaces in the name), got 2",
        ),
        ("South 1 #00ff00", "South America 1 #00ff00", "a continent needs 3 tokens"),
        ("South 1 #00ff00", "South one #00ff00", "continent bonus must be a whole number, not 'one'"),
        ("South 1 #00ff00", "South -1 #00ff00", "continent bonus must be 0 or more, not -1"),
        ("South 1 #00ff00", "South 1 purple", "unknown colour 'purple'"),
        (
            "2 Beta 1 20 10",
            "2 Beta 1 20",
            "a country needs 5 tokens (id name continent x y; _ for spaces in the name), got 4",
        ),
        ("2 Beta 1 20 10", "2 Beta 1 20 10 5", "got 6"),
        ("2 Beta 1 20 10", "2 Beta 1 2O 10", "country x must be a whole number, not '2O'"),
        ("2 Beta 1 20 10", "two Beta 1 20 10", "country id must be a whole number, not 'two'"),
        (
            "2 Beta 1 20 10",
            "2 Beta 3 20 10",
            "unknown continent 3 for country 'Beta' (the map has continents 1..2)",
        ),
        ("2 Beta 1 20 10", "2 Beta 0 20 10", "unknown continent 0"),
        ("2 Beta 1 20 10", "3 Beta 1 20 10", "country ids must go 1, 2, 3... in order: expected 2, got 3"),
        ("2 1\n", "2 1 9\n", "border to an unknown country 9 (the map has countries 1..3)"),
        ("2 1\n", "9 1\n", "border to an unknown country 9"),
        ("2 1\n", "2 1 x\n", "country ids in [borders] must be whole numbers, not 'x'"),
        ("2 1\n", "2 1 2\n", "country 2 borders itself"),
        (
            "[borders]",
            "[neighbours]",
            "unknown section [neighbours]; known: [files], [continents], [countries], [borders]",
        ),
        ("[borders]", "[borders", "malformed section header '[borders' (expected [name])"),
        ("[borders]", "[continents]", "section [continents] appears twice (first at line 15)"),
        ("pic tiny.jpg", "picture tiny.jpg", "unknown [files] entry 'picture'; known: pic, map, crd, prv"),
        ("pic tiny.jpg", "pic", "the pic entry needs a file name"),
        ("ver 2", "ver two", "ver must be a whole number, not 'two'"),
        ("circle 20", "circle", "circle must be a whole number, not ''"),
        ("name Tiny Test Map", "name", "the name property needs a value"),
    ],
)
def test_map_errors_name_file_line_and_reason(old: str, new: str, reason: str) -> None:
    err, line = map_error(old, new)
    assert (err.file, err.line) == ("tiny.map", line)
    assert reason in err.reason
    assert str(err) == f"tiny.map:{line}: {err.reason}"
    assert isinstance(err, DominiaError)


def test_missing_crd_names_the_files_section() -> None:
    err, _ = map_error("crd tiny.cards", "prv tiny.png")
    assert (err.line, err.reason) == (line_of(MAP, "[files]"), "missing crd (the cards file) in [files]")
    no_files = MAP.replace("[files]\npic tiny.jpg\ncrd tiny.cards\n", "")
    with pytest.raises(MapFormatError, match=r"^tiny\.map:0: missing crd"):
        tiny(no_files)


def test_disconnected_map() -> None:
    text = MAP.replace("1 3\n", "").replace("3 1\n", "")
    with pytest.raises(MapFormatError) as info:
        tiny(text)
    assert info.value.line == 0
    assert str(info.value).startswith(
        "tiny.map:0: the map is not connected: Gamma cannot reach Alpha Town, Beta"
    )


def test_one_way_border_is_enough_for_connectivity() -> None:
    assert tiny(MAP.replace("3 1\n", "")).borders[2] == ()


def test_continent_without_countries() -> None:
    text = MAP.replace("South 1 #00ff00", "South 1 #00ff00\nEmpty_Land 3 blue")
    with pytest.raises(MapFormatError) as info:
        tiny(text)
    assert info.value.line == line_of(text, "Empty_Land")
    assert info.value.reason == "continent 3 (Empty Land) has no countries"


def test_map_without_countries() -> None:
    text = MAP.split("[countries]")[0] + "[countries]\n"
    with pytest.raises(
        MapFormatError, match=rf"^tiny\.map:{line_of(MAP, '[countries]')}: the map has no countries"
    ):
        tiny(text)


def test_too_many_countries() -> None:
    n = MAX_COUNTRIES + 1
    countries = "".join(f"{i} C{i} 1 {i} 0\n" for i in range(1, n + 1))
    borders = "".join(f"{i} {i + 1}\n{i + 1} {i}\n" for i in range(1, n))
    text = f"[files]\ncrd x.cards\n[continents]\nOne 1 red\n[countries]\n{countries}[borders]\n{borders}"
    with pytest.raises(MapFormatError) as info:
        parse_map(text, "big.map")
    assert info.value.line == 5 + n
    assert "too many countries: at most 254" in info.value.reason
    ok = text.replace(f"{n} C{n} 1 {n} 0\n", "").replace(f"{n - 1} {n}\n{n} {n - 1}\n", "")
    assert len(parse_map(ok, "big.map").territories) == MAX_COUNTRIES


# ---------------------------------------------------------------- errors in the cards file


@pytest.mark.parametrize(
    ("old", "new", "reason"),
    [
        ("Cannon 3", "Tank 3", "unknown card type 'Tank'; known: Infantry, Cavalry, Cannon, wildcard"),
        ("Cannon 3", "Artillery 3", "unknown card type 'Artillery'"),
        ("Cannon 3", "Cannon 4", "card for an unknown country 4 (the map has countries 1..3)"),
        ("Cannon 3", "Cannon 0", "card for an unknown country 0"),
        ("Cannon 3", "Cannon three", "card country must be a whole number, not 'three'"),
        ("Cannon 3", "Cannon", "a card needs 2 tokens (Cannon <country-id>), got 1"),
        ("Cannon 3", "Cannon 3 3", "got 3"),
        ("wildcard", "wildcard 2", "a wildcard takes no country"),
        ("[missions]", "[mission]", "unknown section [mission]; known: [cards], [missions]"),
        ("0 0 0 1 2 0 Own", "0 0 0 1 3 0 Own", "mission continent 2 is 3, but the map has continents 1..2"),
        (
            "0 0 0 1 2 0 Own",
            "0 0 0 1 x 0 Own",
            "mission continent 2 must be a continent number, 0 or *, not 'x'",
        ),
        ("0 0 0 1 2 0 Own the North and the South.", "0 0 0 1 2", "a mission needs at least 6 tokens"),
        ("0 0 0 1 2 0 Own", "-1 0 0 1 2 0 Own", "mission player must be a whole number 0 or more, not '-1'"),
        ("0 0 0 1 2 0 Own", "0 many 0 1 2 0 Own", "mission n-countries must be a whole number 0 or more"),
    ],
)
def test_cards_errors_name_file_line_and_reason(old: str, new: str, reason: str) -> None:
    err, line = cards_error(old, new)
    assert (err.file, err.line) == ("tiny.cards", line)
    assert reason in err.reason
    assert str(err).startswith(f"tiny.cards:{line}: ")


def test_cards_file_text_before_sections() -> None:
    with pytest.raises(MapFormatError, match=r"^tiny\.cards:2: unexpected line before \[cards\]"):
        tiny(cards_text="; comment\nname Foo\n[cards]\nwildcard\n")


def test_cards_file_may_be_empty() -> None:
    m = tiny(cards_text="; nothing\n")
    assert m.cards == () and m.missions == ()


# ---------------------------------------------------------------- files on disk


def write_pair(folder: Path, map_text: str = MAP, cards_text: str = CARDS, encoding: str = "utf-8") -> Path:
    (folder / "tiny.map").write_bytes(map_text.encode(encoding))
    (folder / "tiny.cards").write_bytes(cards_text.encode(encoding))
    return folder / "tiny.map"


def test_load_map_reads_the_cards_file_next_to_the_map(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write_pair(tmp_path)
    m = load_map(path)
    assert m.source == str(path) and len(m.cards) == 4 and len(m.missions) == 3
    monkeypatch.chdir(tmp_path.parent)
    assert load_map(Path(tmp_path.name) / "tiny.map").cards == m.cards  # relative to the map, not the cwd
    sub = tmp_path / "cards"
    sub.mkdir()
    (sub / "deck.cards").write_text(CARDS)
    (tmp_path / "tiny.map").write_text(MAP.replace("crd tiny.cards", "crd cards/deck.cards"))
    assert load_map(path).cards == m.cards


def test_missing_cards_file_is_an_error_at_the_crd_line(tmp_path: Path) -> None:
    path = write_pair(tmp_path)
    (tmp_path / "tiny.cards").unlink()
    with pytest.raises(MapFormatError) as info:
        load_map(path)
    assert (info.value.file, info.value.line) == (str(path), line_of(MAP, "crd tiny.cards"))
    assert info.value.reason.startswith("cannot read the cards file tiny.cards")


def test_unreadable_map_file(tmp_path: Path) -> None:
    with pytest.raises(MapFormatError) as info:
        load_map(tmp_path / "nope.map")
    assert (info.value.file, info.value.line) == (str(tmp_path / "nope.map"), 0)
    assert info.value.reason.startswith("cannot read the file")


def test_cards_errors_name_the_cards_file_on_disk(tmp_path: Path) -> None:
    write_pair(tmp_path, cards_text=CARDS.replace("Cannon 3", "Cannon 7"))
    with pytest.raises(MapFormatError, match=rf"^{tmp_path}/tiny\.cards:5: card for an unknown country 7"):
        load_map(tmp_path / "tiny.map")


def test_iso_8859_1_without_bom(tmp_path: Path) -> None:
    write_pair(tmp_path, MAP.replace("Beta", "Zürich_Süd"), encoding="iso-8859-1")
    assert load_map(tmp_path / "tiny.map").territories[1].name == "Zürich Süd"


def test_utf8_with_bom(tmp_path: Path) -> None:
    text = "\ufeff" + MAP.replace("Beta", "Київ").replace("name Tiny Test Map", "name Мапа")
    write_pair(tmp_path, text)
    m = load_map(tmp_path / "tiny.map")
    assert m.territories[1].name == "Київ" and m.title == "Мапа"
    assert m.description.startswith("Tiny: a test map.")


def test_utf8_without_bom_is_read_as_iso_8859_1() -> None:
    data = MAP.replace("Beta", "Zürich").encode("utf-8")
    assert decode(data) == MAP.replace("Beta", "ZÃ¼rich")
    assert decode(b"\xef\xbb\xbfZ\xc3\xbcrich") == "Zürich"


def test_nel_byte_is_not_a_line_break() -> None:
    # byte 0x85 in ISO-8859-1 is U+0085, which str.splitlines would treat as a line break
    text = decode(MAP.replace("Beta", "Be@ta").encode("iso-8859-1").replace(b"@", b"\x85"))
    assert tiny(text).territories[1].name == "Be\x85ta"


@pytest.mark.parametrize("newline", ["\r\n", "\r", "\n"])
def test_line_endings(newline: str) -> None:
    m = tiny(MAP.replace("\n", newline), CARDS.replace("\n", newline))
    assert m == tiny()
    assert m.description == tiny().description
    broken = MAP.replace("2 Beta 1 20 10", "2 Beta 1 20").replace("\n", newline)
    with pytest.raises(
        MapFormatError, match=rf"^tiny\.map:{line_of(MAP, '2 Beta')}: a country needs 5 tokens"
    ):
        tiny(broken)


def test_tabs_and_spaces_separate_tokens() -> None:
    m = tiny(MAP.replace("2 Beta 1 20 10", "  2\tBeta \t 1  20\t10  "))
    assert m.territories[1].name == "Beta" and (m.territories[1].x, m.territories[1].y) == (20, 10)

"""The built-in maps and the map library: list, get, import, user folder, suggestions."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from dominia.core.errors import InvalidOptions, UnknownName
from dominia.games.domination.maps import library
from dominia.games.domination.maps.fileformat import MapFormatError, load_map
from dominia.games.domination.maps.library import (
    MapInfo,
    builtin_names,
    data_dir,
    get_map,
    import_map,
    list_maps,
    user_maps_dir,
)
from dominia.games.domination.maps.model import ANY_CONTINENT, ARTILLERY, CAVALRY, INFANTRY, WILDCARD, GameMap
from tests.shared_data import SHARED_MAPS as SHARED
from tests.shared_data import needs_shared_maps

BUILTINS = ("classic", "duel", "grand")

# The standard board's 83 borders.
CLASSIC_BORDERS = """
Alaska: Northwest Territory, Alberta, Kamchatka
Northwest Territory: Alberta, Ontario, Greenland
Greenland: Ontario, Quebec, Iceland
Alberta: Ontario, Western United States
Ontario: Western United States, Eastern United States, Quebec
Quebec: Eastern United States
Western United States: Eastern United States, Central America
Eastern United States: Central America
Central America: Venezuela
Venezuela: Peru, Brazil
Peru: Brazil, Argentina
Brazil: Argentina, North Africa
Iceland: Great Britain, Scandinavia
Scandinavia: Great Britain, Northern Europe, Ukraine
Great Britain: Northern Europe, Western Europe
Northern Europe: Ukraine, Southern Europe, Western Europe
Western Europe: Southern Europe, North Africa
Southern Europe: Ukraine, Middle East, Egypt, North Africa
Ukraine: Middle East, Afghanistan, Ural
North Africa: Egypt, East Africa, Congo
Egypt: Middle East, East Africa
East Africa: Congo, South Africa, Madagascar, Middle East
Congo: South Africa
South Africa: Madagascar
Ural: Siberia, China, Afghanistan
Siberia: Yakutsk, Irkutsk, Mongolia, China
Yakutsk: Kamchatka, Irkutsk
Kamchatka: Irkutsk, Mongolia, Japan
Irkutsk: Mongolia
Mongolia: China, Japan
Afghanistan: China, India, Middle East
China: Siam, India
Middle East: India
India: Siam
Siam: Indonesia
Indonesia: New Guinea, Western Australia
New Guinea: Eastern Australia, Western Australia
Western Australia: Eastern Australia
"""


@pytest.fixture(autouse=True)
def user_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("DOMINIA_DATA", str(data))
    library.clear_cache()
    return data


def connected(m: GameMap) -> bool:
    seen, stack = {0}, [0]
    while stack:
        a = stack.pop()
        for b in [*m.borders[a], *(x for x, bs in enumerate(m.borders) if a in bs)]:
            if b not in seen:
                seen.add(b)
                stack.append(b)
    return len(seen) == len(m.territories)


def edge_set(m: GameMap) -> set[frozenset[str]]:
    return {
        frozenset((m.territories[a].name, m.territories[b].name))
        for a, bs in enumerate(m.borders)
        for b in bs
    }


# ---------------------------------------------------------------- built-in maps


def test_builtin_names() -> None:
    assert builtin_names() == sorted(BUILTINS)


@pytest.mark.parametrize("name", BUILTINS)
def test_builtin_map_is_clean(name: str) -> None:
    m = get_map(name)
    assert m.name == name and m.title and m.description
    assert m.warnings == ()
    assert connected(m)
    edges = {(a, b) for a, bs in enumerate(m.borders) for b in bs}
    assert all((b, a) in edges for a, b in edges)  # symmetric
    assert len({t.name for t in m.territories}) == len(m.territories)
    assert all(m.members(c) for c in range(len(m.continents)))
    assert m.width and m.height
    assert all(0 < t.x < m.width and 0 < t.y < m.height for t in m.territories)
    # one card per territory, the kinds as even as can be, and wildcards
    territory_cards = [c.territory for c in m.cards if c.kind != WILDCARD]
    assert sorted(territory_cards) == list(range(len(m.territories)))  # type: ignore[type-var]
    kinds = Counter(c.kind for c in m.cards)
    assert (
        max(kinds[k] for k in (INFANTRY, CAVALRY, ARTILLERY))
        - min(kinds[k] for k in (INFANTRY, CAVALRY, ARTILLERY))
        <= 1
    )
    assert kinds[WILDCARD] >= 2
    # a full mission set: continent pairs, occupy-N, destroy player 1..k
    assert len(m.missions) >= 10
    assert all(0 <= c < len(m.continents) or c == ANY_CONTINENT for x in m.missions for c in x.continents)
    assert any(x.n_territories and x.min_armies >= 2 for x in m.missions)
    assert any(len([c for c in x.continents if c != ANY_CONTINENT]) == 2 for x in m.missions)
    assert {x.target_player for x in m.missions if x.target_player} >= {1, 2, 3, 4}
    for x in m.missions:
        assert x.text
        assert x.n_territories <= len(m.territories)
        if x.target_player:
            assert f"PLAYER{x.target_player}" in x.text and x.n_territories


def test_classic_is_the_standard_board() -> None:
    m = get_map("classic")
    assert len(m.territories) == 42
    assert [(c.name, c.bonus, len(m.members(i))) for i, c in enumerate(m.continents)] == [
        ("North America", 5, 9),
        ("South America", 2, 4),
        ("Europe", 5, 7),
        ("Africa", 3, 6),
        ("Asia", 7, 12),
        ("Australia", 2, 4),
    ]
    assert m.index("Kamchatka") in m.borders[m.index("Alaska")]
    assert m.index("Alaska") in m.borders[m.index("Kamchatka")]
    expected = {
        frozenset((a, b.strip()))
        for line in CLASSIC_BORDERS.strip().splitlines()
        for a, rest in [line.split(": ")]
        for b in rest.split(",")
    }
    assert len(expected) == 83
    assert edge_set(m) == expected
    assert len(m.cards) == 44
    assert Counter(c.kind for c in m.cards) == {INFANTRY: 14, CAVALRY: 14, ARTILLERY: 14, WILDCARD: 2}
    assert len(m.missions) == 14
    assert sorted(x.target_player for x in m.missions if x.target_player) == [1, 2, 3, 4, 5, 6]
    assert (m.width, m.height) == (1000, 600)


@pytest.mark.parametrize("name", BUILTINS)
def test_bordering_territories_are_near_each_other(name: str) -> None:
    """Drawn like a map: borders are short (but for wrap-arounds), a territory's nearest is a neighbour."""
    m = get_map(name)
    wraps = {frozenset(("Alaska", "Kamchatka")), frozenset(("Alaska", "Chukotka"))}

    def dist(a: int, b: int) -> float:
        ta, tb = m.territories[a], m.territories[b]
        return float(((ta.x - tb.x) ** 2 + (ta.y - tb.y) ** 2) ** 0.5)

    for a, bs in enumerate(m.borders):
        for b in bs:
            if frozenset((m.territories[a].name, m.territories[b].name)) not in wraps:
                assert dist(a, b) < 0.25 * m.width, (m.territories[a].name, m.territories[b].name)
        nearest = min((i for i in range(len(m.territories)) if i != a), key=lambda i: dist(a, i))
        assert nearest in bs, m.territories[a].name


def test_small_and_large_maps() -> None:
    duel, grand = get_map("duel"), get_map("grand")
    assert 12 <= len(duel.territories) <= 16 and 3 <= len(duel.continents) <= 4
    assert 60 <= len(grand.territories) <= 80 and 8 <= len(grand.continents) <= 10


def test_builtin_maps_are_cached() -> None:
    assert get_map("classic") is get_map("classic")


# ---------------------------------------------------------------- the user's folder


def test_data_dir_precedence(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert data_dir() == tmp_path / "data"
    assert user_maps_dir() == tmp_path / "data" / "maps"
    monkeypatch.delenv("DOMINIA_DATA")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "dominia"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert data_dir() == tmp_path / "home" / ".local" / "share" / "dominia"


def test_list_maps_builtins_only() -> None:
    infos = list_maps()
    assert [i.name for i in infos] == sorted(BUILTINS)
    classic = infos[0]
    assert (classic.title, classic.territories, classic.continents, classic.source) == (
        "Classic World",
        42,
        6,
        "builtin",
    )


@needs_shared_maps
def test_import_copies_the_map_and_its_cards(user_data: Path) -> None:
    assert import_map(SHARED / "world.map") == "world"
    folder = user_data / "maps"
    assert sorted(p.name for p in folder.iterdir()) == ["world.cards", "world.map"]
    assert (folder / "world.cards").read_bytes() == (SHARED / "risk.cards").read_bytes()
    original = (SHARED / "world.map").read_bytes()
    copied = (folder / "world.map").read_bytes()
    assert copied == original.replace(b"crd risk.cards\r\n", b"crd world.cards\r\n")  # CRLF kept
    m = get_map("world")
    assert m.name == "world" and len(m.territories) == 42 and len(m.cards) == 44 and len(m.missions) == 14
    assert m.source == str(folder / "world.map")
    assert m.borders == load_map(SHARED / "world.map").borders
    infos = list_maps()
    assert infos[-1] == MapInfo("world", "World Map", 42, 6, "user", str(folder / "world.map"))
    assert get_map("World") is m  # names match case-insensitively


@needs_shared_maps
def test_two_imports_keep_their_own_cards(user_data: Path) -> None:
    import_map(SHARED / "world.map")
    import_map(SHARED / "lotr.map")
    assert sorted(p.name for p in (user_data / "maps").iterdir()) == [
        "lotr.cards",
        "lotr.map",
        "world.cards",
        "world.map",
    ]
    assert len(get_map("lotr").cards) == 66 and len(get_map("world").cards) == 44


@needs_shared_maps
def test_import_with_matching_cards_name_is_a_plain_copy(tmp_path: Path, user_data: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    shutil.copy(SHARED / "risk.cards", src / "risk.cards")
    shutil.copy(SHARED / "world.map", src / "risk.map")
    assert import_map(src / "risk.map") == "risk"
    assert (user_data / "maps" / "risk.map").read_bytes() == (SHARED / "world.map").read_bytes()


@needs_shared_maps
def test_import_refuses_a_builtin_name(tmp_path: Path, user_data: Path) -> None:
    shutil.copy(SHARED / "world.map", tmp_path / "Classic.map")
    shutil.copy(SHARED / "risk.cards", tmp_path / "risk.cards")
    with pytest.raises(InvalidOptions, match="'Classic' is the name of a built-in map"):
        import_map(tmp_path / "Classic.map")
    assert not (user_data / "maps").exists()


@needs_shared_maps
def test_import_refuses_an_invalid_map_and_copies_nothing(tmp_path: Path, user_data: Path) -> None:
    text = (SHARED / "world.map").read_text("iso-8859-1").replace("42 40 41", "42 40 41 43")
    (tmp_path / "bad.map").write_text(text, "iso-8859-1")
    shutil.copy(SHARED / "risk.cards", tmp_path / "risk.cards")
    with pytest.raises(MapFormatError, match=r"bad\.map:\d+: border to an unknown country 43"):
        import_map(tmp_path / "bad.map")
    assert not (user_data / "maps").exists()
    with pytest.raises(InvalidOptions, match="no map file"):
        import_map(tmp_path / "missing.map")


@needs_shared_maps
def test_reimport_overwrites_and_the_cache_sees_the_change(tmp_path: Path) -> None:
    import_map(SHARED / "world.map")
    assert get_map("world").title == "World Map"
    text = (SHARED / "world.map").read_text("iso-8859-1").replace("name World Map", "name Changed World")
    (tmp_path / "world.map").write_text(text, "iso-8859-1")
    shutil.copy(SHARED / "risk.cards", tmp_path / "risk.cards")
    import_map(tmp_path / "world.map")
    assert get_map("world").title == "Changed World"


def test_a_broken_user_map_is_listed_with_its_error(user_data: Path) -> None:
    folder = user_data / "maps"
    folder.mkdir(parents=True)
    (folder / "broken.map").write_text("[files]\ncrd broken.cards\n[continents]\nOne one red\n")
    info = list_maps()[-1]
    assert (info.name, info.source, info.territories) == ("broken", "user", 0)
    assert info.error.endswith("broken.map:4: continent bonus must be a whole number, not 'one'")
    with pytest.raises(MapFormatError):
        get_map("broken")


@needs_shared_maps
def test_a_user_file_with_a_builtin_name_is_shadowed(user_data: Path) -> None:
    folder = user_data / "maps"
    folder.mkdir(parents=True)
    shutil.copy(SHARED / "world.map", folder / "classic.map")
    assert [i.name for i in list_maps()] == sorted(BUILTINS)
    assert get_map("classic").title == "Classic World"


# ---------------------------------------------------------------- names and paths


@needs_shared_maps
def test_get_map_by_path() -> None:
    m = get_map(str(SHARED / "lotr.map"))
    assert m.name == "lotr" and len(m.territories) == 64
    assert get_map(str(SHARED / "lotr.map")) is m


@needs_shared_maps
def test_get_map_by_relative_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(SHARED)
    assert len(get_map("world.map").territories) == 42


def test_unknown_map_suggests_close_names() -> None:
    with pytest.raises(UnknownName) as info:
        get_map("clasic")
    assert info.value.what == "map" and info.value.name == "clasic"
    assert info.value.suggestions == ("classic",)
    assert str(info.value) == "unknown map 'clasic'; did you mean: classic?"
    with pytest.raises(UnknownName) as info:
        get_map("zzz")
    assert info.value.suggestions == ()


@needs_shared_maps
def test_unknown_map_suggests_user_maps_too() -> None:
    import_map(SHARED / "lotr.map")
    with pytest.raises(UnknownName, match="did you mean: lotr"):
        get_map("lort")


def test_missing_map_path() -> None:
    with pytest.raises(InvalidOptions, match=r"no map file nowhere/x\.map"):
        get_map("nowhere/x.map")
    with pytest.raises(InvalidOptions):
        get_map("")

"""A game's endpoint answers that a browser may keep (issue 15): an ETag of their content and
Cache-Control, 304 with no body when the browser holds the same content; a map's picture as
image bytes from its own URL, which names its version."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from dominia.games.domination.maps.library import clear_cache, get_map, import_map
from dominia.games.domination.regions import map_picture, map_regions
from dominia.server.protocol import kept_answer
from tests.shared_data import SHARED_MAPS, needs_shared_maps


def test_the_regions_of_a_map_are_kept_and_asked_again_for_nothing(client):
    r = client.get("/api/game/domination/regions?map=classic")
    assert r.status_code == 200
    assert r.headers["cache-control"] == "public, max-age=3600"
    etag = r.headers["etag"]
    assert etag == '"' + hashlib.sha256(r.content).hexdigest()[:32] + '"'
    body = r.json()
    assert body["map"] == "classic" and body["regions"] == map_regions(get_map("classic"))["regions"]
    again = client.get("/api/game/domination/regions?map=classic", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.content == b"" and again.headers["etag"] == etag
    # another map's (or an old) ETag: the whole answer
    other = client.get("/api/game/domination/regions?map=duel", headers={"If-None-Match": etag})
    assert other.status_code == 200 and other.json()["map"] == "duel" and other.headers["etag"] != etag
    # several ETags (and a weak one) in the request
    listed = client.get(
        "/api/game/domination/regions?map=classic", headers={"If-None-Match": f'"x", W/{etag}'}
    )
    assert listed.status_code == 304


def test_a_battles_odds_are_kept_and_bad_input_still_refused(client):
    r = client.get("/api/game/domination/odds?attackers=5&defenders=3")
    assert r.status_code == 200 and "max-age=86400" in r.headers["cache-control"]
    assert 0 < r.json()["win"] < 1
    assert (
        client.get(
            "/api/game/domination/odds?attackers=5&defenders=3", headers={"If-None-Match": r.headers["etag"]}
        ).status_code
        == 304
    )
    # refusals are neither kept nor 304 (and say what is wrong, in the reader's words)
    bad = client.get(
        "/api/game/domination/odds?attackers=0&defenders=3&lang=uk", headers={"If-None-Match": "*"}
    )
    assert bad.status_code == 422 and "etag" not in bad.headers and bad.json()["code"] == "bad_message"
    assert client.get("/api/game/domination/regions?map=../classic").status_code == 422
    assert client.get("/api/game/domination/picture?map=classic").status_code == 422  # no picture


def test_a_kept_answer_of_bytes_or_data():
    class Answer:
        def __init__(self, body, media_type="application/json", max_age=0):
            self.body, self.media_type, self.max_age = body, media_type, max_age

    r = kept_answer(Answer(b"\x89PNG...", "image/png", 60), None)
    assert r.status_code == 200 and r.body == b"\x89PNG..." and r.media_type == "image/png"
    assert r.headers["cache-control"] == "public, max-age=60"
    # no max age: kept, but asked again every time (a 304 when unchanged)
    r = kept_answer(Answer({"a": "é"}), None)
    assert json.loads(r.body) == {"a": "é"} and r.headers["cache-control"] == "no-cache"
    assert kept_answer(Answer({"a": "é"}), r.headers["etag"]).status_code == 304
    assert kept_answer(Answer({"a": "e"}), r.headers["etag"]).status_code == 200


@pytest.fixture
def imported_world(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("DOMINIA_DATA", str(tmp_path / "data"))
    clear_cache()
    yield import_map(SHARED_MAPS / "world.map")
    clear_cache()


@needs_shared_maps
def test_a_maps_picture_is_image_bytes_from_a_url_that_names_its_version(client, imported_world):
    regions = client.get(f"/api/game/domination/regions?map={imported_world}").json()
    pic = map_picture(get_map(imported_world))
    assert regions["picture"] is True and regions["picture_version"] == pic["version"]
    url = f"/api/game/domination/picture?map={imported_world}&v={regions['picture_version']}"
    r = client.get(url)
    assert r.status_code == 200 and r.headers["content-type"] == "image/jpeg"
    assert r.content == pic["bytes"] and r.content[:3] == b"\xff\xd8\xff"
    assert r.headers["cache-control"] == f"public, max-age={365 * 24 * 3600}"
    assert client.get(url, headers={"If-None-Match": r.headers["etag"]}).status_code == 304
    # an old link (another version, or none): the picture, asked for again every time
    old = client.get(f"/api/game/domination/picture?map={imported_world}&v=0123")
    assert (
        old.status_code == 200 and old.content == pic["bytes"] and old.headers["cache-control"] == "no-cache"
    )

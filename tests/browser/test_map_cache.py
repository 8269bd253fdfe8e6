"""A map's shapes are fetched once, not on every page (issue 15): the second game page of a
browser takes the regions answer from its cache (the answer says it may be kept)."""

from __future__ import annotations

from tests.browser.helpers import HUMAN, bot, check_no_errors, wait_turn

REGIONS = """() => performance.getEntriesByType('resource')
  .filter((r) => r.name.includes('/api/game/domination/regions?map=classic'))
  .map((r) => ({ transfer: r.transferSize, body: r.decodedBodySize }))"""


def test_the_second_page_takes_the_maps_shapes_from_the_browsers_cache(base_url, new_page, create):
    page = new_page()
    for seed in (1, 2):  # two games in one browser (one context: one cache)
        options = {"map": "classic", "auto_place": True}
        created = create("domination", [HUMAN, bot("easy")], options, seed=seed)
        page.goto(base_url + created["seats"][0]["url"])
        wait_turn(page)
        page.wait_for_function("() => document.querySelector('svg.map').dataset.regions === 'computed'")
        [entry] = page.evaluate(REGIONS)
        assert entry["body"] > 1000, entry  # the shapes, read
        if seed == 1:
            assert entry["transfer"] > 0, entry  # from the server
        else:
            assert entry["transfer"] == 0, entry  # from the cache: nothing went over the wire
    check_no_errors(page)

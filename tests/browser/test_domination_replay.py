"""Domination's replay of others' moves (issue 15): each attack an arrow from the attacker to
the defender with the dice of its last roll, a conquered territory flashing, placements as
"+n", one condensed log line per run of placements and per battle; S skips."""

from __future__ import annotations

import re
from typing import Any

from tests.browser.helpers import HUMAN, bot, check_no_errors, wait_lang

# Every change of the log and of the page's state, with what the map shows at that moment.
RECORD = """() => {
  window.__rec = [];
  const note = () => {
    const map = document.querySelector('svg.map.dmap');
    const q = (s) => (map ? map.querySelectorAll(s).length : 0);
    const fresh = document.querySelector('#log li.fresh');
    window.__rec.push({ state: document.body.dataset.state, fresh: fresh ? fresh.textContent : null,
      arrows: q('.replay .rarrow.attack'), heads: q('.replay .rhead.attack'), dice: q('.replay .rdie'),
      conquered: q('.terr.conquered'),
      plus: [...(map ? map.querySelectorAll('.replay .rplus text') : [])].map((n) => n.textContent),
      moves: q('.replay .rarrow.move'), flashed: q('.terr.flash') });
  };
  new MutationObserver(note).observe(document.getElementById('log'), { childList: true });
  new MutationObserver(note).observe(document.body, { attributes: true, attributeFilter: ['data-state'] });
}"""

# The seat's own turn, played at once: all armies on one territory, no attack, no fortifying.
PICK = """() => {
  const d = shown.frame.decision;
  const ids = d.choices.map((c) => c.id);
  if (['attack', 'fortify'].includes(d.kind) && ids.includes('done')) return 'done';
  const counts = ids.filter((i) => /^(count|move):\\d+$/.test(i));
  if (counts.length) return counts[counts.length - 1];
  return ids.find((i) => i.startsWith('place:')) || ids[0];
}"""


def open_game(new_page: Any, base_url: str, create: Any, lang: str = "en", seed: int = 11) -> Any:
    created = create(
        "domination", [HUMAN, bot("hard")], {"auto_place": True, "mode": "domination"}, seed=seed
    )
    page = new_page(replay=True, viewport={"width": 1366, "height": 768})
    page.goto(base_url + created["seats"][0]["url"].replace("#token=", f"#lang={lang}&token="))
    page.wait_for_function("() => document.body.dataset.state === 'mine'", timeout=30_000)
    wait_lang(page, lang)
    return page


def play_my_turn(page: Any) -> None:
    """Answer until the seat is no longer asked (its turn has ended)."""
    while page.evaluate("document.body.dataset.state") == "mine":
        v = page.evaluate("shown.frame.version")
        page.evaluate("(id) => send(shown, id)", page.evaluate(PICK))
        page.wait_for_function(
            f"() => Number(shown.frame.version) > {v} && document.body.dataset.state !== 'waiting'",
            timeout=30_000,
        )


def battle_seen(rec: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r for r in rec if r["state"] == "replay" and r["arrows"]]


def test_a_bots_attacks_are_arrows_with_dice_and_its_placements_one_line(base_url, new_page, create):
    page = open_game(new_page, base_url, create)
    page.evaluate(RECORD)
    for _ in range(4):  # until the bot has attacked in a turn the page replayed
        play_my_turn(page)
        page.wait_for_function("() => ['mine', 'over'].includes(document.body.dataset.state)", timeout=60_000)
        if battle_seen(page.evaluate("window.__rec")):
            break
    rec = page.evaluate("window.__rec")
    replayed = [r for r in rec if r["state"] == "replay" and r["fresh"]]
    assert replayed, rec
    # an attack: an arrow with its head from the attacker, the dice of its last roll (2 to 5)
    battles = battle_seen(rec)
    assert battles, [r["fresh"] for r in replayed]
    assert all(r["heads"] >= 1 and 2 <= r["dice"] <= 5 for r in battles), battles
    # its line is one line with the result: rolls, losses, conquered or held (no dice lines)
    assert all(
        re.search(r"(conquers|attacks) .+ from .+: \d+ rolls?, lost \d+, killed \d+", r["fresh"])
        for r in battles
    ), battles
    log = page.evaluate("[...document.querySelectorAll('#log li')].map((n) => n.textContent)")
    assert not any(line.startswith("dice ") for line in log), log
    # a conquest flashes the territory taken
    won = [r for r in battles if "conquers" in r["fresh"]]
    assert not won or all(r["conquered"] == 1 for r in won), won
    # the bot's placements: one line naming where ("places 7 armies: Peru 4, Brazil 3"), "+n" on the map
    places = [r for r in replayed if " places " in r["fresh"]]
    assert places, [r["fresh"] for r in replayed]
    for r in places:
        m = re.search(r"places (\d+) arm(?:y|ies)(?:: (.+)| on .+)$", r["fresh"])
        assert m, r
        shown = sorted(int(x[1:]) for x in r["plus"])
        if m.group(2):  # condensed: the territories' counts add up, each "+n" on the map
            counts = [int(x.rsplit(" ", 1)[1]) for x in m.group(2).split(", ")]
            assert sum(counts) == int(m.group(1)) and sorted(counts) == shown, r
        else:
            assert shown == [int(m.group(1))], r
    # a fortification: a dashed arrow from where the armies left to where they went
    fortified = [r for r in replayed if " fortifies: " in r["fresh"]]
    assert fortified and all(r["moves"] >= 1 and r["flashed"] >= 1 for r in fortified), fortified
    # the replay ends with the seat asked again and nothing left on the map
    assert page.evaluate("document.body.dataset.state") in ("mine", "over")
    assert page.locator("svg.map .replay").count() == 0
    check_no_errors(page)


def test_s_skips_the_replay_and_the_lines_read_in_ukrainian(base_url, new_page, create):
    page = open_game(new_page, base_url, create, lang="uk", seed=12)
    play_my_turn(page)
    page.wait_for_function("() => document.body.dataset.state === 'replay'", timeout=60_000)
    page.keyboard.press("s")
    page.wait_for_function("() => ['mine', 'over'].includes(document.body.dataset.state)", timeout=60_000)
    assert page.locator("svg.map .replay").count() == 0
    # the condensed lines of a group, built by the page from the events' data in the reader's words
    line = page.evaluate(
        """() => {
      const ts = shown.frame.view.territories;
      const ref = (name) => ({ index: ts.findIndex((x) => x.name === name), name, map: 'classic' });
      const ev = (kind, data) => ({ kind, seat: 1, cards: [], count: 0, detail: '', data, text: kind });
      const place = { seat: 1, kind: 'place', events: [
        ev('place', { territory: ref('Alaska'), armies: 1 }),
        ev('place', { territory: ref('Ontario'), armies: 3 }),
        ev('place', { territory: ref('Alaska'), armies: 1 })] };
      const fight = { seat: 1, kind: 'attack', events: [
        ev('attack', { src: ref('Alaska'), dst: ref('Kamchatka') }),
        ev('roll', { src: ref('Alaska'), dst: ref('Kamchatka'), attack: [6, 2], defend: [5],
          attacker_lost: 0, defender_lost: 1 }),
        ev('conquer', { territory: ref('Kamchatka'), src: ref('Alaska'), loser: 0 }),
        ev('move', { src: ref('Alaska'), dst: ref('Kamchatka'), armies: 3 })] };
      const out = [groupLine(shown.frame, place), groupLine(shown.frame, fight)];
      // the same battle still being fought (the board shows it, its line the log's last): no result
      const keep = shownCtx;
      fight.events = fight.events.slice(0, 2);
      fight.end = 2;
      const battle = [ref('Alaska').index, ref('Kamchatka').index];
      shownCtx = { v: Object.assign({}, keep.v, { phase: 'battle', battle }), log: { length: 2 } };
      out.push(groupLine(shown.frame, fight));
      shownCtx.v.phase = 'attack'; // it stopped there: Kamchatka held
      out.push(groupLine(shown.frame, fight));
      shownCtx = keep;
      return out;
    }"""
    )
    bot_name = page.evaluate("seatName(shown.frame, 1)")
    assert line[0] == f"{bot_name} розміщує 5 армій: Аляска 2, Онтаріо 3"
    assert line[1] == f"{bot_name} захоплює: Аляска → Камчатка, 1 кидок, втрати 0, знищено 1; переміщує 3"
    assert line[2] == f"{bot_name} нападає: Аляска → Камчатка, 1 кидок, втрати 0, знищено 1"
    assert line[3] == line[2] + "; захопити не вдалося"
    check_no_errors(page)

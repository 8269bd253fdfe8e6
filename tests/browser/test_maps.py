"""Domination and Heroes of Dominaria in the browser: choices made by clicking the board."""

from __future__ import annotations

from typing import Any

from tests.browser.helpers import HUMAN, bot, check_no_errors, click_choice, shot, version, wait_turn

ABILITIES = ("hire", "explore", "confront", "manalith", "leyline")


def ids(f: dict[str, Any]) -> list[str]:
    return [c["id"] for c in f["decision"]["choices"]]


def click_place(page: Any, name: str) -> None:
    page.click(f'#view [data-name="{name}"]')


def click_places(page: Any, *names: str) -> dict[str, Any]:
    """Click places on the board (a two-step choice: the first is picked, the second sends)."""
    v = version(page)
    for i, name in enumerate(names):
        click_place(page, name)
        if i < len(names) - 1 and page.evaluate("shown.picked") != name:
            raise AssertionError(f"{name} was not picked: {page.evaluate('shown.frame.decision')}")
    return wait_turn(page, v)


def test_domination_setup_attack_conquest_and_fortify(base_url, new_page, create):
    options = {"map": "duel", "auto_place": True}
    created = create("domination", [HUMAN, bot("easy")], options, seed=5)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    f = wait_turn(page)
    v = f["view"]
    # the map: one region per territory (its shape from the server) and a badge with its army
    # count, both coloured by owner
    page.wait_for_function("() => document.querySelector('svg.map').dataset.regions === 'computed'")
    assert page.locator("svg.map .terr").count() == len(v["territories"]) == 14
    assert page.locator("svg.map .terr path.land").count() == 14
    for t in v["territories"][:3]:
        assert page.locator(f'svg.map .badge[data-for="{t["name"]}"] .armies').text_content() == str(
            t["armies"]
        )
        assert page.locator(f'svg.map .terr[data-name="{t["name"]}"]').get_attribute("data-owner") == str(
            t["owner"]
        )
    me = f["seat"]

    def best_front(v: dict[str, Any]) -> tuple[str, str]:
        """(my territory, the weakest enemy next to it) with the biggest difference."""
        pairs = [
            (t, v["territories"][j])
            for t in v["territories"]
            if t["owner"] == me
            for j in t["borders"]
            if v["territories"][j]["owner"] != me
        ]
        a, b = max(pairs, key=lambda p: p[0]["armies"] - p[1]["armies"])
        return a["name"], b["name"]

    src, dst = best_front(v)
    # reinforcements: click the territory (place:X is the only choice naming it), then how many
    while f["decision"]["kind"] in ("place", "place_count", "trade"):
        kind = f["decision"]["kind"]
        if kind == "place":
            f = click_places(page, src)
        elif kind == "place_count":
            f = click_choice(page, ids(f)[0])  # all of them
        else:
            f = click_choice(page, "done")
    assert f["decision"]["kind"] == "attack", f["decision"]
    shot(page, "domination", full_page=True)
    # attack: click the source (several attacks name it: it is picked), then the target
    click_place(page, src)
    assert page.locator(f'svg.map .terr.picked[data-name="{src}"]').count() == 1
    # the attacks are made on the map, not repeated as buttons; the odds beside it are the
    # picked territory's, and its targets are marked
    assert page.locator('#choices button[data-choice^="attack:"]').count() == 0
    rows = page.locator("#odds tbody tr").evaluate_all("rs => rs.map(r => r.dataset.choice)")
    assert rows and all(r.startswith(f"attack:{src}->") for r in rows)
    assert page.locator(f'svg.map .terr.target[data-name="{dst}"]').count() == 1
    v0 = version(page)
    click_place(page, dst)
    f = wait_turn(page, v0)
    assert f["decision"]["kind"] == "battle", f["decision"]
    f = click_choice(page, "annihilate")
    assert f["decision"]["kind"] == "move", "no conquest with this seed"
    f = click_choice(page, ids(f)[0])
    ts = {t["name"]: t for t in f["view"]["territories"]}
    assert ts[dst]["owner"] == me
    assert page.locator(f'svg.map .terr[data-name="{dst}"]').get_attribute("data-owner") == str(me)
    fill = page.locator(f'svg.map .badge[data-for="{dst}"] .shape').get_attribute("fill")
    assert fill == page.evaluate("s => playerColour(s)", me) == page.evaluate("SEAT_COLOURS.red")
    # end the attacks; fortify by clicking two territories
    while f["decision"]["kind"] in ("attack", "trade"):
        f = click_choice(page, "done")
    assert f["decision"]["kind"] == "fortify", f["decision"]
    move = next(i for i in ids(f) if i.startswith("fortify:"))
    a, b = move.split(":", 1)[1].split("->")
    before = {t["name"]: t["armies"] for t in f["view"]["territories"]}
    f = click_places(page, a, b) if len([i for i in ids(f) if a in i]) > 1 else click_places(page, a)
    assert f["decision"]["kind"] == "fortify_count", f["decision"]
    counts = ids(f)
    # how many: one number box set to the usual answer (all that may move); Enter in it sends it
    box = page.locator('#amount input.amount-input[data-prefix="move"]')
    assert box.input_value() == counts[0].split(":")[1]
    assert page.locator('#choices button[data-choice^="move:"]').count() == 0
    v1 = version(page)
    box.focus()
    page.keyboard.press("Enter")
    f = wait_turn(page, v1)
    moved = int(counts[0].split(":")[1])
    log = page.evaluate("shown.log")
    assert any(e["kind"] == "fortify" and e["seat"] == me and e["detail"] == f"{a}->{b}:{moved}" for e in log)
    fortify = [e["data"] for e in log if e["kind"] == "fortify" and e["seat"] == me][-1]
    assert (fortify["src"]["name"], fortify["dst"]["name"], fortify["armies"]) == (a, b, moved)
    assert any(e["kind"] == "conquer" and e["seat"] == me and e["detail"].startswith(dst) for e in log)
    assert before[a] > moved
    assert (
        f"fortifies: {moved} arm{'y' if moved == 1 else 'ies'} from {a} to {b}"
        in page.locator("#log").inner_text()
    )
    check_no_errors(page)


def test_dominaria_a_turn_with_a_move_a_collection_and_an_ability(base_url, new_page, create):
    created = create("dominaria", [HUMAN, bot("greedy")], {"start_mana": 2}, seed=14)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    f = wait_turn(page)
    assert page.locator("#view .loc").count() == 20
    pictured = False
    done: set[str] = set()
    for _ in range(80):
        d = f["decision"]
        if d is None:
            break
        choices = ids(f)
        kind = d["kind"]
        if kind == "place_hero":
            f = click_places(page, choices[0].split(":", 1)[1])  # the location on the board
        elif kind != "action":
            f = click_choice(page, "auto" if "auto" in choices else choices[0])
        else:
            if not pictured:
                shot(page, "dominaria", full_page=True)
                pictured = True
            v = f["view"]
            ability = [i for i in choices if i.split(":")[0] in ABILITIES]
            collect = [i for i in choices if i.startswith("collect:")]
            moves = [i for i in choices if i.startswith("move:")]
            if ability and {"collect", "move"} <= done:
                f = click_choice(page, ability[0])
                done.add("ability")
            elif collect:
                mana = {loc["name"]: loc["mana"] for loc in v["locations"]}
                f = click_choice(page, max(collect, key=lambda i: mana[i.split(":", 1)[1]]))
                done.add("collect")
            elif moves and "move" not in done:
                a, b = moves[0].split(":", 1)[1].split("->")
                f = click_places(page, a, b)  # the hero's location, then where to
                done.add("move")
            else:
                if "ability" in done:
                    break
                f = click_choice(page, "end")
                done = set()
    assert done == {"collect", "move", "ability"}, done
    me = f["view"]["players"][f["seat"]]
    assert len(me["heroes"]) == 3  # the ability of seed 14 hires a hero
    log_text = page.locator("#log").inner_text()  # lines written from the events' data
    assert "collects" in log_text and "moves a hero" in log_text and "hires a hero in" in log_text
    assert page.locator(".pboard.mine").count() == 1
    assert page.locator("#hand li").all_inner_texts() == f["view"]["hand"]
    shot(page, "dominaria-after", full_page=True)
    check_no_errors(page)

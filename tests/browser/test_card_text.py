"""Card and quest text on the page: a Dominion card's type banner, cost and effect (the project's
own words: the cardtext- entries of its table) on hover, long-press and in the side panel, in
English and Ukrainian; Heroes of Dominaria's opening quest choice shows each quest's condition
and reward."""

from __future__ import annotations

from typing import Any

from tests.browser.helpers import HUMAN, bot, check_no_errors, messages, shot, version, wait_lang, wait_turn

LANGS = ("en", "ru", "uk", "hu")


def plain(pattern: list[Any]) -> str:
    """A table entry without variables as its text."""
    assert all(isinstance(p, str) for p in pattern), pattern
    return "".join(pattern)


def long_press(page: Any, selector: str) -> None:
    """Touch an element and hold it (the page shows the tip after ~0.45 s), then let go."""
    page.evaluate(
        """sel => { const n = document.querySelector(sel); const r = n.getBoundingClientRect();
             const t = new Touch({ identifier: 1, target: n, clientX: r.left + 8, clientY: r.top + 8 });
             const init = { bubbles: true, touches: [t], changedTouches: [t] };
             n.dispatchEvent(new TouchEvent('touchstart', init)); }""",
        selector,
    )
    page.wait_for_timeout(650)
    page.evaluate(
        """sel => { const n = document.querySelector(sel);
             const t = new Touch({ identifier: 1, target: n, clientX: 0, clientY: 0 });
             const init = { bubbles: true, touches: [], changedTouches: [t] };
             n.dispatchEvent(new TouchEvent('touchend', init)); }""",
        selector,
    )


def test_every_dominion_card_has_its_text_in_every_language(base_url):
    for lang in LANGS:
        table = messages(base_url, "dominion", lang)
        names = [k for k in table if k.startswith("card-") and "." not in k and k != "card-times"]
        cards = {k[len("card-") :] for k in names}
        texts = {k[len("cardtext-") :] for k in table if k.startswith("cardtext-")}
        assert cards and cards <= texts, (lang, sorted(cards - texts))


def test_a_dominion_card_shows_its_text_on_hover_and_in_the_side_panel(base_url, new_page, create):
    table = messages(base_url, "dominion", "en")
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=7)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    wait_turn(page)
    # hover: the tip with the type banner, the cost and the card's own words
    page.hover('.supply .card[data-card="Militia"]')
    tip = page.locator("#tip")
    tip.wait_for(state="visible")
    assert tip.locator(".banner").inner_text().upper() == "ACTION · ATTACK"
    assert "Militia" in tip.inner_text() and "Costs $4" in tip.inner_text()
    assert plain(table["cardtext-militia"]) in tip.inner_text()
    page.mouse.move(1, 1)
    tip.wait_for(state="hidden")
    # the info icon: the side panel (Esc closes it)
    page.click('.supply .cardwrap:has(.card[data-card="Smithy"]) .cinfo')
    panel = page.locator("#info")
    assert panel.is_visible() and plain(table["cardtext-smithy"]) in panel.inner_text()
    page.keyboard.press("Escape")
    assert panel.is_hidden()
    # the keyboard: I on a card that has the focus
    page.focus('.supply button.card[data-card="Copper"]')
    page.keyboard.press("i")
    assert panel.is_visible() and "Copper" in panel.inner_text() and "TREASURE" in panel.inner_text().upper()
    page.click("#info-close")
    assert panel.is_hidden()
    check_no_errors(page)


def test_a_long_press_shows_a_card_text_in_ukrainian_and_buys_nothing(base_url, new_page, create):
    table = messages(base_url, "dominion", "uk")
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=7)
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page.goto(base_url + created["seats"][0]["url"] + "&lang=uk")
    wait_turn(page)
    wait_lang(page, "uk")
    v = version(page)
    long_press(page, '.supply .card[data-card="Village"]')
    tip = page.locator("#tip")
    assert tip.is_visible()
    assert tip.locator(".banner").inner_text().upper() == plain(table["web-type-action"]).upper()
    assert plain(table["card-village"]) in tip.inner_text()
    assert plain(table["cardtext-village"]) in tip.inner_text()
    # the click that ends a long press is not a choice
    page.evaluate("document.querySelector('.supply .card[data-card=\"Village\"]').click()")
    page.wait_for_timeout(150)
    assert version(page) == v
    # the side panel in Ukrainian too
    page.locator('.supply .cardwrap:has(.card[data-card="Smithy"]) .cinfo').tap()
    panel = page.locator("#info")
    assert panel.is_visible() and plain(table["cardtext-smithy"]) in panel.inner_text()
    shot(page, "card-text-uk")
    check_no_errors(page)


def test_the_opening_quest_choice_shows_conditions_and_rewards(base_url, new_page, create):
    from dominia.games.dominaria.components import shipped

    rewards = {q.name: q.reward for q in shipped().quests}
    for lang, needs in (("en", "needs"), ("uk", "потрібно")):
        created = create("dominaria", [HUMAN, bot("random")], {}, seed=4)
        page = new_page()
        page.goto(base_url + created["seats"][0]["url"] + f"&lang={lang}")
        f = wait_turn(page)
        wait_lang(page, lang)
        f = page.evaluate("shown.frame")
        assert f["decision"]["kind"] == "keep_quest"
        quests = [c["id"][len("keep:") :] for c in f["decision"]["choices"]]
        texts = f["words"]["texts"]
        for q in quests:
            card = page.locator(f'#view button.quest[data-choice="keep:{q}"]')
            assert card.is_visible()
            words = card.locator(".qtext").inner_text()
            assert words == texts[f"quest:{q}"] and needs in words, words
            assert ("→" in words) == bool(rewards[q]), (q, words)  # its reward, when it has one
            assert "VP" in card.inner_text() or "ПО" in card.inner_text()
        # hover: the tip says it is a quest, with its VP
        page.hover(f'#view button.quest[data-choice="keep:{quests[0]}"]')
        page.locator("#tip").wait_for(state="visible")
        assert texts[f"quest:{quests[0]}"] in page.locator("#tip").inner_text()
        # choosing one is a click on its card
        v = version(page)
        page.click(f'#view button.quest[data-choice="keep:{quests[0]}"]')
        f = wait_turn(page, v)
        # the quests kept: cards in the hand, each with its words; a click opens the side panel
        while f["decision"] and f["decision"]["kind"] == "keep_quest":
            v = version(page)
            page.locator("#view button.quest[data-choice]").first.click()
            f = wait_turn(page, v)
        kept = page.locator("#hand .quest")
        assert kept.count() == len(f["view"]["hand"]) == 2
        kept.first.hover()
        page.locator("#tip").wait_for(state="visible")
        assert texts[f"quest:{f['view']['hand'][0]}"] in page.locator("#tip").inner_text()
        kept.first.click()
        panel = page.locator("#info")
        assert panel.is_visible() and texts.get(f"quest:{f['view']['hand'][0]}", "?") in panel.inner_text()
        page.keyboard.press("Escape")
        if lang == "uk":
            shot(page, "quests-uk")
        check_no_errors(page)

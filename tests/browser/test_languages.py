"""The pages in Ukrainian and Russian: a few moves of each game show the books' terms; the lobby
speaks the picked language and carries it in its links; the qps pseudo-language proves that no
visible word escapes the tables. Screenshots of each page go to helpers.SHOTS."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser.helpers import (
    HUMAN,
    bot,
    check_no_errors,
    click_choice,
    frame,
    messages,
    needs,
    shot,
    wait_lang,
    wait_turn,
)

CYRILLIC = re.compile("[а-яіїєґА-ЯІЇЄҐ]")

GAMES: dict[str, tuple[list[dict[str, Any]], dict[str, Any], int]] = {
    "dominion": ([HUMAN, bot("big-money")], {"kingdom": "first-game"}, 7),
    "domination": ([HUMAN, bot("easy")], {"map": "classic", "auto_place": True}, 5),
    "dominaria": ([HUMAN, bot("random")], {}, 4),
}

# (game, lang): ids whose words must be on the board after a few moves (from the game's table),
# and words of the books that must be on screen
TERMS: dict[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...]]] = {
    ("dominion", "ru"): (("card-copper", "card-province"), ("Медь", "Провинция", "Резерв")),
    ("dominion", "uk"): (("card-copper", "card-province"), ("Мідь", "Провінція")),
    ("domination", "uk"): (("territory-classic-alaska",), ("армій", "Континенти", "Країни")),
    ("domination", "ru"): (("territory-classic-alaska",), ("армий", "Континенты")),
    ("dominaria", "ru"): (("location-esturin",), ("Маналит", "Кабал", "Лейлинии")),
    ("dominaria", "uk"): (("location-esturin",), ("Маналіт", "Кабал")),
}


def visible_text(page: Any) -> str:
    return page.locator("body").inner_text()


def few_moves(page: Any, f: dict[str, Any], n: int) -> dict[str, Any]:
    for _ in range(n):
        if f["status"] == "over":
            break
        f = click_choice(page, f["decision"]["choices"][0]["id"])
    return f


@pytest.mark.parametrize(("game", "lang"), list(TERMS))
def test_a_few_moves_in_the_readers_language(base_url, new_page, create, game, lang):
    ids, words = TERMS[(game, lang)]
    needs(messages(base_url, game, lang), *ids)
    seats, options, seed = GAMES[game]
    created = create(game, seats, options, seed=seed)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"] + f"&lang={lang}")
    f = wait_turn(page)
    wait_lang(page, lang)
    f = few_moves(page, f, 3)
    wait_lang(page, lang)
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.locator("#lang").input_value() == lang
    assert CYRILLIC.search(page.locator("#status").inner_text())
    assert CYRILLIC.search(page.locator("#prompt").inner_text()), page.locator("#prompt").inner_text()
    text = visible_text(page)
    missing = [w for w in words if w not in text]
    assert missing == [], missing
    if f["texts"]:  # the game writes its events: the log is in the reader's language
        lines = page.locator("#log li").all_inner_texts()
        assert lines and sum(bool(CYRILLIC.search(x)) for x in lines) > len(lines) // 2
    shot(page, f"{game}-{lang}", full_page=True)
    check_no_errors(page)


def test_domination_cards_in_ukrainian(base_url, new_page, create):
    """Piхота, Кавалерія, Артилерія: a card taken after a conquest, in the hand."""
    needs(messages(base_url, "domination", "uk"), "card-infantry", "card-cavalry", "card-artillery")
    created = create("domination", [HUMAN, bot("easy")], {"map": "duel", "auto_place": True}, seed=5)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"] + "&lang=uk")
    f = wait_turn(page)
    for _ in range(300):
        if f["status"] == "over" or f["view"]["hand"]:
            break
        ids = [c["id"] for c in f["decision"]["choices"]]
        odds = f["decision"].get("odds") or {}
        attacks = [i for i in ids if i.startswith("attack:") and odds.get(i, {}).get("win", 0) > 0.5]
        pick = attacks[0] if attacks else "annihilate" if "annihilate" in ids else ids[-1]
        f = click_choice(page, pick)
    assert f["view"]["hand"], "no card taken"
    wait_lang(page, "uk")
    hand = page.locator("#hand li").all_inner_texts()
    assert hand and all(re.search("Піхота|Кавалерія|Артилерія|Універсальна", x) for x in hand), hand
    check_no_errors(page)


def test_the_lobby_in_ukrainian_carries_the_language_in_its_links(base_url, new_page):
    page = new_page(locale="uk-UA")
    page.goto(base_url + "/")
    page.wait_for_function(
        "() => I18N.loaded === 'uk' && document.querySelectorAll('#game option').length > 0"
    )
    assert page.evaluate("document.documentElement.lang") == "uk"  # from the browser's language
    assert page.locator("#lang").input_value() == "uk"
    assert page.locator("#create-btn").inner_text() == "Створити гру"
    page.select_option("#game", "domination")
    page.select_option("#o-mode", "mission")
    options = page.locator("#options").inner_text()
    assert "Збільшуваний" in options and "Панування" in options, options
    page.click("#create-btn")
    page.wait_for_selector("#created:not([hidden])")
    hrefs = page.locator("#links a").evaluate_all("as => as.map(a => a.getAttribute('href'))")
    assert hrefs and all(h.endswith("lang=uk") for h in hrefs), hrefs
    shot(page, "lobby-uk", full_page=True)
    # switching re-renders without a reload; the choice is remembered
    page.evaluate("window.notReloaded = true")
    page.select_option("#lang", "hu")
    page.wait_for_function("() => I18N.loaded === 'hu'")
    assert page.locator("#create-btn").inner_text() == "A játék létrehozása"
    assert page.locator("#o-mode").input_value() == "mission"  # the form as it was filled in
    # the links of the game just made, again in Hungarian and with its language
    assert page.locator("#links li").first.locator("a").inner_text() == "Megnyitás"
    hrefs = page.locator("#links a").evaluate_all("as => as.map(a => a.getAttribute('href'))")
    assert hrefs and all(h.endswith("lang=hu") for h in hrefs), hrefs
    assert page.evaluate("window.notReloaded") is True
    page.goto(base_url + "/")
    page.wait_for_function("() => I18N.loaded === 'hu'")
    assert page.evaluate("document.documentElement.lang") == "hu"
    check_no_errors(page)


def test_switching_the_language_of_a_game_page_rerenders_it(base_url, new_page, create):
    created = create("domination", [HUMAN, bot("easy")], {"map": "duel", "auto_place": True}, seed=5)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"] + "&lang=en")
    wait_turn(page)
    wait_lang(page, "en")
    prompt = page.locator("#prompt").inner_text()
    page.evaluate("window.notReloaded = true")
    page.select_option("#lang", "uk")
    wait_lang(page, "uk")
    assert page.locator("#prompt").inner_text() != prompt
    assert CYRILLIC.search(page.locator("#prompt").inner_text())
    assert page.evaluate("window.notReloaded") is True
    assert frame(page)["lang"] == "uk"
    check_no_errors(page)


# letters left in a text node once the marked words, the players' names and the brand are taken out
NAMES = ("Ann", "Bot", "Dominia", "Dominion", "Domination", "Heroes of Dominaria")


def unmarked(text: str) -> str:
    while True:
        less = re.sub("⟦[^⟦⟧]*⟧", "", text)
        if less == text:
            break
        text = less
    for n in NAMES:
        text = text.replace(n, "")
    return text if re.search(r"[^\W\d_]", text) else ""


VISIBLE_TEXTS = """() => {
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const p = n.parentElement;
    if (!p || p.closest("#lang") || !p.checkVisibility()) continue;
    if (n.textContent.trim()) out.push([n.textContent, !!p.closest(".bot-info")]);
  }
  return out;
}"""


def test_the_lobby_in_the_pseudo_language(base_url, new_page):
    page = new_page()
    page.goto(base_url + "/#lang=qps")
    page.wait_for_function(
        "() => I18N.loaded === 'qps' && document.querySelectorAll('#game option').length > 0"
    )
    undescribed = []
    for game in GAMES:
        page.select_option("#game", game)
        texts = page.evaluate(VISIBLE_TEXTS)
        assert len(texts) > 10
        leaks = sorted({t for t, about in texts if not about and unmarked(t)} - {"1.", "2."})
        assert leaks == [], (game, leaks)
        bots = [t for t, about in texts if about and unmarked(t)]
        if bots:
            undescribed.append(game)
    shot(page, "lobby-qps", full_page=True)
    check_no_errors(page)
    if undescribed:  # the bots' one-line descriptions come from each game's table (bot-<name>)
        pytest.xfail(f"game tables not converted yet: bot descriptions of {', '.join(undescribed)}")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_pseudo_language_leaves_no_word_outside_the_tables(base_url, new_page, create, game):
    seats, options, seed = GAMES[game]
    created = create(game, seats, options, seed=seed)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"] + "&lang=qps")
    f = wait_turn(page)
    f = few_moves(page, f, 4)
    wait_lang(page, "qps")
    if not f["texts"]:
        pytest.xfail(f"game tables not converted yet: {game} writes no event texts")
    texts = page.evaluate(
        """() => {
          const out = [];
          const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let n = walk.nextNode(); n; n = walk.nextNode()) {
            const p = n.parentElement;
            if (!p || p.closest("#lang") || !p.checkVisibility()) continue;
            if (n.textContent.trim()) out.push(n.textContent);
          }
          return out;
        }"""
    )
    leaks = sorted({t for t in texts if unmarked(t)})
    shot(page, f"{game}-qps", full_page=True)
    assert leaks == [], leaks
    check_no_errors(page)


def test_a_picked_language_survives_a_reload_of_a_link_that_named_another(base_url, new_page, create):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=7)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"] + "&lang=ru")
    wait_turn(page)
    wait_lang(page, "ru")
    page.select_option("#lang", "hu")
    wait_lang(page, "hu")
    assert page.evaluate("location.hash").endswith("lang=hu")
    page.reload()
    wait_turn(page)
    wait_lang(page, "hu")
    check_no_errors(page)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_pages_formatter_writes_what_the_server_writes(base_url, new_page, game):
    """Every message of a game page's tables with numbers for its variables (each plural form):
    i18n.js's t() and the server's Fluent Translator give the same text in every language."""
    from dominia.core.game import get_spec
    from dominia.core.i18n import LANGS, Translator, message_ids
    from dominia.core.i18n import Msg as M

    spec = get_spec(game)
    packages = (*spec.packages("dominia.server"), "dominia.core")
    variables: dict[str, set[str]] = {}
    for p in reversed(packages):
        variables.update(message_ids(p, "en"))
    page = new_page()
    page.goto(base_url + "/")
    page.wait_for_function("() => I18N.loaded !== null")
    for lang in LANGS:
        page.evaluate("([lang, game]) => loadMessages(lang, game)", [lang, game])
        page.wait_for_function("lang => I18N.loaded === lang", arg=lang)
        tr = Translator(lang, packages)
        cases = [(k, {v: n for v in sorted(vs)}) for k, vs in variables.items() for n in (1, 3, 5, 21) if vs]
        want = [tr(M(k, a)) for k, a in cases]
        got = page.evaluate("cases => cases.map(([id, args]) => t(id, args))", cases)
        differ = [(c, w, g) for c, w, g in zip(cases, want, got, strict=True) if w != g]
        assert differ == [], (lang, differ[:5])

"""Every question of a payment or a reward says what it is for (issue 15: "Pay 1 mana" did not):
a payment names the action, a reward the quest, the artifact or the track's !! space."""

from __future__ import annotations

import random

import pytest

from dominia.core.game import get_game
from dominia.core.i18n import Translator

GAME = get_game("dominaria")
REWARDS = {"any_mana", "defeat", "new_quest"}  # and free_<ability>
PLAIN = {  # the questions without their reason, in each language
    "en": ["Take 1 mana of a colour of your choice", "Defeat a cultist anywhere on the map"],
    "uk": ["Візьміть 1 ману будь-якого кольору на вибір", "Переможіть культиста будь-де на карті"],
}


def prompts(lang: str, games: int = 10) -> dict[str, list[str]]:
    """The prompts of payments and rewards met in random games, by decision kind."""
    tr = Translator(lang, ("dominia.games.dominaria",))
    seen: dict[str, list[str]] = {}
    for seed in range(games):
        g = GAME.setup(GAME.normalize_options({"players": 2 + seed % 3}), seed)
        rng = random.Random(seed)
        while (d := GAME.pending(g)) is not None:
            if d.kind == "pay" or d.kind in REWARDS or d.kind.startswith("free_"):
                seen.setdefault(d.kind, []).append(d.to_dict(tr)["prompt"])
            GAME.apply(g, d.seat, rng.choice(d.choices).id)
    return seen


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_payments_and_rewards_say_what_they_are_for(lang):
    seen = prompts(lang)
    assert {"pay", "any_mana", "defeat", "new_quest"} <= set(seen), sorted(seen)
    for p in seen["pay"]:
        head, sep, _ = p.partition(": ")
        assert sep and head, p  # "Create a Leyline between A and B: pay 1 mana (any colour); 2 to pay"
    for kind in seen:
        if kind == "pay":
            continue
        for p in seen[kind]:
            assert p.endswith(")") and " (" in p, (kind, p)  # "... (reward of Relic Hunter)"
            assert p not in PLAIN[lang], p
    why = {p[p.rindex(" (") + 2 : -1] for k in seen if k != "pay" for p in seen[k]}
    words = {
        "en": ("reward of ", "ability of ", "a !! space of your "),
        "uk": ("нагорода за квест ", "здібність артефакту ", "клітинка !! на треку "),
    }[lang]
    assert all(w.startswith(words) for w in why), why
    assert sum(w.startswith(words[2]) for w in why) >= 1  # a track's !! space gave a new quest


def test_a_reward_without_a_source_keeps_its_question():
    from dominia.core.i18n import msg
    from dominia.games.dominaria.texts import with_reason

    q = msg("prompt-defeat")
    assert with_reason(q, "") is q and with_reason(q, "track:nowhere") is q
    tr = Translator("hu", ("dominia.games.dominaria",))
    assert tr(with_reason(q, "quest:Relic Hunter")).endswith("küldetés jutalma)")

"""dominia.rl's message table (its errors): every message in every language, the same arguments."""

from __future__ import annotations

import pytest

from dominia.core.i18n import LANGS, Translator, message_ids, msg

PACKAGE = "dominia.rl"


@pytest.mark.parametrize("lang", LANGS[1:])
def test_every_rl_message_in_every_language(lang: str) -> None:
    en = message_ids(PACKAGE, "en")
    assert en, "dominia.rl has no English table"
    other = message_ids(PACKAGE, lang)
    assert sorted(set(en) - set(other)) == [], f"{lang} lacks these messages"
    assert sorted(set(other) - set(en)) == [], f"{lang} has messages English lacks"
    assert {k: sorted(v) for k, v in en.items()} == {k: sorted(v) for k, v in other.items()}


@pytest.mark.parametrize("lang", LANGS)
def test_rl_messages_read_in_each_language(lang: str) -> None:
    text = Translator(lang, (PACKAGE, "dominia.core"))(msg("rl-policy-file", path="x.npz", error="?"))
    assert "x.npz" in text and "rl-policy-file" not in text

"""Every game's option schema (GameSpec.options) agrees with the game: its defaults and choices
pass the game's own normalize_options, and its help and lobby words exist in every language."""

from __future__ import annotations

from typing import Any

import pytest

from dominia.core.game import get_game, get_spec, registered_games
from dominia.core.i18n import LANGS, message_ids
from dominia.core.spec import KINDS, Option

GAMES = [g for g in registered_games() if get_spec(g).options]
CLI = "dominia.cli"


def schema() -> list[tuple[str, Option]]:
    return [(g, o) for g in GAMES for o in get_spec(g).options]


def ids(o: Option) -> str:
    return o.name


def normalize(game: str, name: str, value: Any) -> dict[str, Any]:
    players = get_spec(game).seats[0]
    return get_game(game).normalize_options({"players": players, name: value})


def test_the_three_games_describe_their_options() -> None:
    assert {"dominion", "domination", "dominaria"} <= set(GAMES)


@pytest.mark.parametrize(("game", "option"), schema(), ids=lambda x: x if isinstance(x, str) else x.name)
def test_default_and_every_choice_pass_the_games_own_check(game: str, option: Option) -> None:
    assert option.kind in KINDS
    normalize(game, option.name, option.default)
    if option.kind == "choice":
        values = option.choice_values()
        # (a list option's None default: the game's own choice, e.g. Domination's usual colours)
        default = () if option.many and option.default is None else option.default
        assert all(d in values for d in default) if option.many else default in values
        for value in values:
            # several: each with the default (one small set alone may not fill a kingdom)
            normalize(game, option.name, [*default, value] if option.many else value)
    if option.kind == "int":
        for bound in (option.min, option.max):
            if bound is not None:
                normalize(game, option.name, bound)
    for default in (option.bots_default, option.sim_default):
        if default is not None:
            normalize(game, option.name, default)


@pytest.mark.parametrize(("game", "option"), schema(), ids=lambda x: x if isinstance(x, str) else x.name)
@pytest.mark.parametrize("lang", LANGS)
def test_help_and_labels_exist_in_every_language(game: str, option: Option, lang: str) -> None:
    spec = get_spec(game)
    known = {k for p in spec.packages(CLI) for k in message_ids(p, lang)}
    game_words = set(message_ids(spec.messages, lang)) if spec.messages else set()
    if option.flags:
        assert option.help in known, f"{option.name}: no help {option.help!r} in {lang}"
    if option.web:
        assert option.label in game_words, f"{option.name}: no lobby label {option.label!r} in {lang}"


def test_one_flag_means_one_thing_across_games() -> None:
    """Two games may share a flag only for an option of the same name and kind."""
    seen: dict[str, tuple[str, str]] = {}
    for _, o in schema():
        for f in o.flags + ((o.short,) if o.short else ()):
            assert seen.setdefault(f, (o.name, o.kind)) == (o.name, o.kind), f

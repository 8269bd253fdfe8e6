import pytest

from dominia.core.decision import Choice, Decision
from dominia.core.errors import IllegalChoice, InvalidOptions, UnknownName
from dominia.core.events import Event
from dominia.core.game import Game, get_game, registered_games


def test_registry_knows_dominion_and_suggests():
    assert "dominion" in registered_games()
    assert isinstance(get_game("dominion"), Game)
    with pytest.raises(UnknownName) as err:
        get_game("dominon")
    assert "dominion" in err.value.suggestions


def test_decision_builds_choices_lazily_once():
    calls = []

    def build():
        calls.append(1)
        return [Choice("a"), Choice("b", "Bee")]

    d = Decision(0, "k", "p", build=build)
    assert calls == []
    assert d.ids() == ["a", "b"]
    assert d.find("b").text() == "Bee"
    assert d.find("c") is None
    assert calls == [1]


def test_event_redaction():
    e = Event("draw", 1, ("Gold", "Copper"), 2, (1,))
    assert e.for_viewer(1).cards == ("Gold", "Copper")
    hidden = e.for_viewer(0)
    assert hidden.cards == () and hidden.count == 2
    assert e.for_viewer(None).cards == ()
    public = Event("buy", 0, ("Silver",), 1)
    assert public.for_viewer(1) is public


def test_game_over_refuses_moves():
    from dominia.core.agent import RandomAgent
    from dominia.core.runner import run_game

    game = get_game("dominion")
    state = game.setup({"players": 2}, 11)
    run_game(game, state, [RandomAgent(1), RandomAgent(2)])
    with pytest.raises(IllegalChoice, match="over"):
        game.apply(state, 0, "done")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 1}, "2 to 6 players"),
        ({"players": "two"}, "2 to 6 players"),
        ({"colour": "red"}, "unknown Dominion option"),
        ({"sets": ["intrigue"]}, "unknown card set"),
        ({"kingdom": ["Smithee"]}, "did you mean: Smithy"),
        ({"kingdom": ["Copper"]}, "not a kingdom card"),
        ({"kingdom": ["Smithy", "smithy"]}, "twice"),
        ({"kingdom": "Firts Game"}, "unknown kingdom"),
        ({"kingdom": [f"x{i}" for i in range(11)]}, "unknown card"),
    ],
)
def test_bad_options_are_clear(options, message):
    with pytest.raises(InvalidOptions, match=message):
        get_game("dominion").setup(options, 1)

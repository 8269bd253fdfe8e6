"""The dice of an attack: the rule book's examples, how many dice may roll, rolling."""

from __future__ import annotations

import pytest

from dominia.core.rng import Rng
from dominia.games.domination.dice import compare, max_dice, roll

# ---------------------------------------------------------------- compare


@pytest.mark.parametrize(
    ("attack", "defence", "losses"),
    [
        # a. "Each loses one army: the defender's 6 beats the first 5, the second 5 beats the 4."
        ((5, 5, 4), (6, 4), (1, 1)),
        # b. "The defender loses both armies (3 beats 2, 2 beats 1)."
        ((3, 2, 1), (2, 1), (0, 2)),
        # c. "The attacker loses two armies (the defender's 6 and 5 win)."
        ((6, 5, 2), (6, 5), (2, 0)),
    ],
    ids=["book-a", "book-b", "book-c"],
)
def test_the_rule_books_three_examples(
    attack: tuple[int, ...], defence: tuple[int, ...], losses: tuple[int, int]
) -> None:
    assert compare(attack, defence) == losses


def test_dice_are_sorted_before_comparing() -> None:
    assert compare((4, 5, 5), (4, 6)) == (1, 1)
    assert compare((1, 3, 2), (1, 2)) == (0, 2)
    assert compare([2, 6, 5], [5, 6]) == (2, 0)


@pytest.mark.parametrize(
    ("attack", "defence", "losses"),
    [
        ((3,), (3,), (1, 0)),
        ((6, 6), (6, 6), (2, 0)),
        ((6, 6, 6), (6, 6, 6), (3, 0)),
        ((1, 1, 1), (1, 1), (2, 0)),
    ],
)
def test_ties_go_to_the_defender(
    attack: tuple[int, ...], defence: tuple[int, ...], losses: tuple[int, int]
) -> None:
    assert compare(attack, defence) == losses


def test_only_as_many_pairs_as_the_smaller_side_rolls() -> None:
    assert compare((6, 6, 6), (1,)) == (0, 1)
    assert compare((1,), (6, 6)) == (1, 0)
    assert compare((1,), (1, 6)) == (1, 0)  # the defender's 6 meets the attacker's only die
    assert compare((2, 1, 1), (1, 1)) == (1, 1)  # the attacker's 1s: one compared, one not
    assert compare((6, 5), (4, 6, 6)) == (2, 0)  # Italian: the defender's lowest die is unused


def test_italian_three_against_three() -> None:
    assert compare((6, 5, 4), (5, 5, 3)) == (1, 2)
    assert compare((6, 4, 2), (5, 4, 1)) == (1, 2)
    assert compare((2, 2, 2), (1, 1, 1)) == (0, 3)


def test_losses_always_add_up_to_the_pairs_compared() -> None:
    rng = Rng(5)
    for _ in range(300):
        na, nd = rng.below(3) + 1, rng.below(3) + 1
        lost_a, lost_d = compare(roll(rng, na), roll(rng, nd))
        assert lost_a + lost_d == min(na, nd)
        assert lost_a >= 0 and lost_d >= 0


# ---------------------------------------------------------------- max_dice


@pytest.mark.parametrize(
    ("attacking", "defending", "italian", "dice"),
    [
        (1, 1, False, (1, 1)),
        (2, 1, False, (2, 1)),
        (2, 5, False, (2, 2)),
        (3, 2, False, (3, 2)),
        (40, 40, False, (3, 2)),
        (1, 3, True, (1, 3)),
        (5, 2, True, (3, 2)),
        (40, 40, True, (3, 3)),
    ],
)
def test_max_dice(attacking: int, defending: int, italian: bool, dice: tuple[int, int]) -> None:
    assert max_dice(attacking, defending, italian) == dice


def test_max_dice_defaults_to_the_standard_rules() -> None:
    assert max_dice(3, 3) == (3, 2)


@pytest.mark.parametrize(("attacking", "defending"), [(0, 1), (-1, 2), (1, 0), (3, -2)])
def test_max_dice_refuses_an_impossible_battle(attacking: int, defending: int) -> None:
    with pytest.raises(ValueError):
        max_dice(attacking, defending, False)


# ---------------------------------------------------------------- roll


def test_roll_is_sorted_high_to_low_and_within_1_to_6() -> None:
    rng = Rng(11)
    for n in (1, 2, 3):
        for _ in range(50):
            dice = roll(rng, n)
            assert len(dice) == n
            assert list(dice) == sorted(dice, reverse=True)
            assert all(1 <= x <= 6 for x in dice)


def test_roll_uses_one_below_6_per_die_in_order() -> None:
    a, b = Rng(42), Rng(42)
    for n in (3, 2, 1, 3):
        assert roll(a, n) == tuple(sorted((b.below(6) + 1 for _ in range(n)), reverse=True))
    assert a.random() == b.random()


def test_roll_is_deterministic_by_seed_and_shows_every_face() -> None:
    assert [roll(Rng(3), 3) for _ in range(2)] == [roll(Rng(3), 3)] * 2
    rng = Rng(9)
    faces = {x for _ in range(100) for x in roll(rng, 3)}
    assert faces == {1, 2, 3, 4, 5, 6}


def test_roll_of_nothing() -> None:
    assert roll(Rng(1), 0) == ()

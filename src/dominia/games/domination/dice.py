"""The dice of a Domination attack: how many may roll, rolling, comparing.

Rule book (II.3): the attacker rolls at most 3 dice and must leave one army
behind, the defender at most 2 (3 in the Italian variant) and at most one per
army. Both sides' dice are sorted high to low and compared in pairs; the
higher die wins the pair and a tie goes to the defender. Extra dice on either
side are not compared.
"""

from __future__ import annotations

from collections.abc import Sequence

from dominia.core.rng import Rng

MAX_ATTACK_DICE = 3
MAX_DEFENCE_DICE = 2
MAX_DEFENCE_DICE_ITALIAN = 3


def compare(attack: Sequence[int], defence: Sequence[int]) -> tuple[int, int]:
    """(attacker losses, defender losses) of one roll; ties go to the defender."""
    lost_a = lost_d = 0
    for a, d in zip(sorted(attack, reverse=True), sorted(defence, reverse=True), strict=False):
        if a > d:
            lost_d += 1
        else:
            lost_a += 1
    return lost_a, lost_d


def max_dice(armies_attacking: int, defender_armies: int, italian: bool = False) -> tuple[int, int]:
    """The most dice each side may roll: (attacker, defender).

    `armies_attacking` counts the armies able to attack, that is the attacking
    territory's armies minus the one that must stay behind; `defender_armies`
    is the defending territory's armies.
    """
    if armies_attacking < 1:
        raise ValueError(f"an attack needs at least one attacking army, not {armies_attacking}")
    if defender_armies < 1:
        raise ValueError(f"a defended territory holds at least one army, not {defender_armies}")
    most = MAX_DEFENCE_DICE_ITALIAN if italian else MAX_DEFENCE_DICE
    return min(MAX_ATTACK_DICE, armies_attacking), min(most, defender_armies)


def roll(rng: Rng, n: int) -> tuple[int, ...]:
    """Roll `n` six-sided dice (one `rng.below(6)` each, in order), sorted high to low."""
    return tuple(sorted((rng.below(6) + 1 for _ in range(n)), reverse=True))

"""The Umbra chart: five levels of five points, and what each level does."""

from __future__ import annotations

from engine.i18n import N_

LOW, HIGH, START = 1, 25, 7

#: what each level does, as the sidebar lists it and the hints say it
EFFECTS = {
    1: [
        N_("Gnosis 6+ Garou heal 1 wound each turn"),
        N_("No Frenzy"),
        N_("+1 Sept draw"),
        N_("Spirits: Insight 2 and Tribe Benefits"),
        N_("Crossing is free"),
    ],
    2: [N_("Quiet: no chart effects"), N_("Crossing costs 1 card (free at Gnosis 4+)")],
    3: [
        N_("Frenzy +1"),
        N_("Spirit Allies take a wound when played"),
        N_("Gifts on Gnosis 7+ Garou cost a Sept card"),
        N_("Crossing costs 2 cards (1 at Gnosis 4+, free at 7+)"),
    ],
    4: [
        N_("Frenzy +2"),
        N_("Gifts lost from Gnosis 6+ Garou"),
        N_("Spirit Allies take a wound"),
        N_("Crossing costs 3 cards (2 at Gnosis 4+, 1 at 7+)"),
    ],
    5: [
        N_("-1 Sept draw"),
        N_("Gifts lost from Gnosis 5+ Garou"),
        N_("Fetishes destroyed"),
        N_("No Spirit Allies; Frenzy +2, its trigger -1"),
        N_("Crossing costs 3 cards (2 at Gnosis 4+, 1 at 7+)"),
    ],
}


def level(points: int) -> int:
    """Level 1 is points 1-5, level 5 is points 21-25."""
    return (points - 1) // 5 + 1


def clamp(points: int) -> int:
    """The marker cannot move off the chart."""
    return max(LOW, min(HIGH, points))


def frenzy_bonus(points: int) -> int:
    """Every Garou gains Frenzy +1 at level 3, +2 at levels 4 and 5."""
    return {3: 1, 4: 2, 5: 2}.get(level(points), 0)


def sept_draw_bonus(points: int) -> int:
    return {1: 1, 5: -1}.get(level(points), 0)


def can_frenzy(points: int) -> bool:
    return level(points) != 1


def trigger_damage(base_health: int, points: int) -> int:
    """Wounds in one round that make a Garou frenzy, by its base Crinos (or Metis) Health."""
    trigger = 3 if base_health >= 7 else 2 if base_health >= 4 else 1
    if level(points) == 5:
        trigger -= 1  # level 5: Frenzy Trigger Damage drops by 1
    return max(1, trigger)


def crossing_cost(points: int, gnosis: int | None) -> int:
    """Sept cards discarded from the deck to step into or out of the Umbra.

    `gnosis` None means the last-minute shift before an alpha action, which Gnosis does not reduce.
    """
    base = {1: 0, 2: 1, 3: 2}.get(level(points), 3)
    if gnosis is None:
        return base
    cut = 2 if gnosis >= 7 else 1 if gnosis >= 4 else 0
    return max(0, base - cut)

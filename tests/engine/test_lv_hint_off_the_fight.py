"""rage-lv hints for a seat outside the combat (issue 30). Seen in a real window: during
another seat's fight, the hint told a seat that was neither hunter nor the prey's fighter to
weaken the Enemy, which only helps the hunter's player to its Renown; and it advised Spirit
Rebuke ("Cancel every combat bonus on the opposing combatant"), which from outside the
combat has no opposing combatant and only goes to the discard. Neither is searched now
(`expert.off_the_fight`); the heuristic bots are unchanged."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.games.rage_lv.expert import off_the_fight
from tests.engine.bot_moments import heuristic_at

BUDGET = SearchSettings(rollouts=4, min_worlds=2, max_cpu_seconds=60, max_seconds=120)


def test_a_seat_outside_a_hunt_is_not_told_to_weaken_the_enemy():
    """Seed 5 of 3-seat heuristic games, 49 commands in: Cai's Pale Lantern hunts the Enemy
    Pallid Drone, Ada fights for it, and Bruno (seat 1) holds Challenge Howl (-1 Rage)."""
    session = heuristic_at("rage-lv", 3, 5, 49)
    view, legal = session.view(1), session.legal(1)
    combat = view["combat"]
    assert (combat["hunter"], combat["prey"], combat["seats"]) == (
        "2.pale-lantern",
        "0.pallid-drone.1",
        [2, 0],
    )
    weaken_prey = {"type": "combat-event", "card": "1.challenge-howl.1", "target": combat["prey"]}
    weaken_hunter = {**weaken_prey, "target": combat["hunter"]}
    assert weaken_prey in legal and weaken_hunter in legal
    assert off_the_fight(view, weaken_prey, 1) and not off_the_fight(view, weaken_hunter, 1)
    found = hint("rage-lv", view, legal, random.Random(0), BUDGET)
    assert found is not None and found.analysis is not None
    searched = [c.command for c in found.analysis.candidates]
    assert weaken_prey not in searched, searched
    assert found.command != weaken_prey, found.reason


def test_an_event_with_nothing_to_reach_from_outside_is_not_hinted():
    """Seed 3 of 3-seat heuristic games, 212 commands in: Ada (seat 0) is outside the
    combat and holds Spirit Rebuke, whose one effect is on the opposing combatant."""
    session = heuristic_at("rage-lv", 3, 3, 212)
    view, legal = session.view(0), session.legal(0)
    assert 0 not in view["combat"]["seats"]
    rebuke = next(c for c in legal if c["type"] == "combat-event")
    assert rebuke["card"].startswith("0.spirit-rebuke") and off_the_fight(view, rebuke, 0)
    found = hint("rage-lv", view, legal, random.Random(0), BUDGET)
    assert found is not None and found.command == {"type": "combat-pass"}, found.reason

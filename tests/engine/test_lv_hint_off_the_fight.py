"""rage-lv hints for a seat outside the combat (issue 30). Seen in a real window: during
another seat's fight, the hint told a seat that was neither hunter nor the prey's fighter to
weaken the Enemy, which only helps the hunter's player to its Renown; and it advised Spirit
Rebuke ("Cancel every combat bonus on the opposing combatant"), which from outside the
combat has no opposing combatant and only goes to the discard. Neither is searched now
(`expert.off_the_fight`); the heuristic bots are unchanged. Spirit Rebuke from outside is now
refused by the rules, and a hint to a seat outside the fight says whose fight it is."""

from __future__ import annotations

import random

import pytest

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.core.errors import Illegal
from engine.games.rage_lv.expert import off_the_fight
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ada", "Bruno", "Cai"]

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


def _outside_with_rebuke():
    """Seed 3 of 3-seat heuristic games, 764 commands in: Ada (seat 0) is outside the
    combat (Cai's Hush hunts the Enemy Rust-Maw Hulk, Bruno fights for it) and holds Spirit
    Rebuke, whose one effect is on the opposing combatant. (212 commands in, with Cai's
    Thread-Spinner and Pallid Drone, until the heuristic stopped weakening the prey it fights
    for, issue 30, which moved the game on differently.)"""
    session = heuristic_at("rage-lv", 3, 3, 764)
    combat = session.view(0)["combat"]
    assert (combat["step"], combat["seats"]) == ("mid", [2, 1])
    rebuke = "0.spirit-rebuke.2"
    assert rebuke in session.state.players[0].combat_hand
    return session, {"type": "combat-event", "card": rebuke, "target": None}


def test_an_event_with_nothing_to_reach_from_outside_is_refused_with_why():
    """Spirit Rebuke is In/Out (seed 000: played from in or out of the combat), but its text
    acts on "the opposing combatant", which a player with no combatant has none of: as with
    an ability of that kind, the rules refuse it and say why (it was legal, and only went to
    the discard)."""
    session, rebuke = _outside_with_rebuke()
    assert session.legal(0) == [{"type": "combat-pass"}]
    with pytest.raises(Illegal) as refused:
        session.apply(0, rebuke)
    assert refused.value.message == (
        "Spirit Rebuke works on your own combatant or the one it fights, and you have no "
        "character in this combat."
    )
    with using("pt-BR"), pytest.raises(Illegal) as refused:
        session.apply(0, rebuke)
    assert refused.value.message.startswith("Spirit Rebuke age sobre"), refused.value.message


def test_a_seat_outside_the_fight_is_told_whose_fight_it_is():
    """The hint to a seat outside the combat says the fight is not theirs, names the
    fighters (and who fights for an Enemy) and what to do; not "nothing you could do now is
    worth a card or a risk"."""
    session, _rebuke = _outside_with_rebuke()
    view, legal = session.view(0), session.legal(0)
    found = hint("rage-lv", view, legal, random.Random(0), BUDGET, names=NAMES)
    assert found is not None and found.command == {"type": "combat-pass"}
    assert found.reason == (
        "This fight is not yours: Cai's Hush against Rust-Maw Hulk, fought for by Bruno. "
        "Pass and wait for it to end."
    )
    with using("pt-BR"):
        found = hint("rage-lv", view, legal, random.Random(0), BUDGET, names=NAMES)
    assert found is not None and found.reason == (
        "Esta luta não é sua: Hush de Cai contra Rust-Maw Hulk, com Bruno lutando por ele. "
        "Passe e espere ela terminar."
    )


def test_a_card_hinted_from_outside_says_whose_fight_it_helps_in():
    session = heuristic_at("rage-lv", 3, 5, 49)
    view, legal = session.view(1), session.legal(1)
    found = hint("rage-lv", view, legal, random.Random(0), BUDGET, names=NAMES)
    assert found is not None and found.command["type"] == "combat-event"
    assert (
        "This fight is not yours: Cai's Pale Lantern against Pallid Drone, fought for by Ada."
        in found.reason
    ), found.reason


def test_a_pass_outside_the_fight_says_a_card_could_help_when_one_could():
    """Seed 2 of 3-seat heuristic games, 796 commands in: Bruno (seat 1) is outside Cai's
    hunt and holds Challenge Howl, playable on either side; Hint says to pass, and that a
    card of his could help a side. (373 commands in until the heuristic stopped weakening the
    prey it fights for, issue 30.)"""
    session = heuristic_at("rage-lv", 3, 2, 796)
    view, legal = session.view(1), session.legal(1)
    assert 1 not in view["combat"]["seats"] and len(legal) == 3
    found = hint("rage-lv", view, legal, random.Random(0), BUDGET, names=NAMES)
    assert found is not None and found.command == {"type": "combat-pass"}
    assert found.reason.startswith(
        "This fight is not yours: Cai's Pale Lantern against Rust-Maw Hulk, fought for by "
        "Ada. Pass and wait; a card of yours could help a side, but none is worth it now."
    ), found.reason

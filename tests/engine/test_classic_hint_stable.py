"""rage-classic Hint advice that flipped between two asks where nothing had changed (issue 30,
pl34a 2a and 2e): "Give Oak-Ward Klaive to Keeper Ashgrove", then at once "Give Oak-Ward
Klaive to Little Ember: it does more there", an action more; and "Play for Plague Wraith:
your Combat cards can hurt Ysolde…", then, once playing for it, "Play a Null card: keep
them guessing". The rollouts' noise decided both; the expert now moves its Equipment only
where the heuristic would, and plays a card for the prey it chose to play for."""

from __future__ import annotations

import random
from dataclasses import replace

from engine.ai.hints import hint
from engine.core.play import make_bots
from engine.games.rage_classic.expert import HARD, make_expert
from tests.engine.bot_moments import heuristic_at

UNTIMED = replace(HARD, max_seconds=None, max_cpu_seconds=None)
HOOK = "1.rusted-hook.1"


def test_equipment_given_to_one_creature_is_not_moved_at_the_next_ask() -> None:
    """Seed 0 of 2-seat heuristic games: at 8 commands the Hint gives Rusted Hook-Blade to
    Vesk Hollowjaw; at 16, with it there, it said "Give Rusted Hook-Blade to Twist-of-Smoke"."""
    session = heuristic_at("rage-classic", 2, 0, 8)
    given = hint("rage-classic", session.view(1), session.legal(1), random.Random(0), UNTIMED)
    assert given is not None
    assert given.command == {"type": "stage", "card": HOOK, "by": "1.vesk-hollowjaw"}
    session = heuristic_at("rage-classic", 2, 0, 16)
    legal = session.legal(1)
    assert {"type": "trade", "card": HOOK, "to": "1.twist-of-smoke"} in legal
    then = hint("rage-classic", session.view(1), legal, random.Random(0), UNTIMED)
    assert then is not None and then.command["type"] != "trade", then.reason


def test_a_prey_played_for_gets_a_real_card_not_a_null_one() -> None:
    """Seed 0 of 2-seat heuristic games, 130 commands in: the Hint says "Play for Lost Hiker:
    your Combat cards can hurt Twist-of-Smoke"; once Ada plays for it, a Null card for the
    prey is not weighed while a Combat Action of hers works for it for real."""
    session = heuristic_at("rage-classic", 2, 0, 130)
    claim = hint("rage-classic", session.view(0), session.legal(0), random.Random(0), UNTIMED)
    assert claim is not None and claim.command == {"type": "claim"}, claim
    session.apply(0, {"type": "claim"})
    bots = make_bots(session, ["heuristic"] * 2)
    while 0 not in session.to_act():
        seat = min(session.to_act())
        move = bots[seat].choose(session.view(seat), session.legal(seat), random.Random(0))
        session.apply(seat, move)
    view, legal = session.view(0), session.legal(0)
    null = {"type": "assign", "creature": "1.lost-hiker.2", "card": "null"}
    assert null in legal
    kept = make_expert(0)._worth_it(view, legal)
    assert null not in kept, kept
    assert any(c["creature"] == "1.lost-hiker.2" for c in kept if c["type"] == "assign"), kept

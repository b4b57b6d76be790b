"""In a Combat Event window the relaunch Hint weighs healing the seat's own wounded fighter
(pl36b #2: in Mid-Combat, fighting for a Pallid Drone at 2 of 3 Health with only Second Wind
playable, the Hint said "Pass: nothing you could do now is worth a card or a risk", and the
next blow killed the Drone). The heuristic ranks Second Wind under passing, so it was never
searched; it is now, and its why says the Health it gives back."""

from __future__ import annotations

import random
from dataclasses import replace

from engine.ai.hints import hint
from engine.games.rage_lv.expert import HARD, heals_the_hurt
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

OPTIONS = {"turn_limit": 3, "packs": ["ashen-wind", "stone-choir"]}
UNTIMED = replace(HARD, max_seconds=None, max_cpu_seconds=None)


def test_second_wind_for_a_wounded_prey_is_the_hint_and_says_why() -> None:
    # seed 3 of 2-seat heuristic games, 3 turns: seat 0 fights for a Pallid Drone (2 of 3
    # Health left) against a Crinos Granite Voice, at Mid-Combat, Second Wind in hand
    session = heuristic_at("rage-lv", 2, 3, 39, OPTIONS)
    view = session.view(0)
    combat = view["combat"]
    assert combat["step"] == "mid" and combat["seats"] == [1, 0]
    drone = next(c for c in view["chars"] if c["iid"] == combat["prey"])
    assert (drone["health"], drone["wounds"]) == (3, 1)
    with using("en"):
        given = hint("rage-lv", view, session.legal(0), random.Random(0), UNTIMED)
    assert given is not None and given.command["type"] == "combat-event", given.reason
    assert ".second-wind." in given.command["card"]
    assert "Pallid Drone goes from 2 to 3 Health left" in given.reason, given.reason


def test_a_heal_after_the_fight_is_not_weighed_whatever_its_rank() -> None:
    # seed 3, 52 commands in: Post-Combat of a fight for a Pallid Drone at 2 of 3 Health,
    # Ash Storm ("Post-Combat: Heal 1 wound") in hand; no blow is left to survive
    session = heuristic_at("rage-lv", 2, 3, 52, OPTIONS)
    view = session.view(0)
    assert view["combat"]["step"] == "post"
    storm = next(c for c in session.legal(0) if c["type"] == "combat-event")
    assert ".ash-storm." in storm["card"]
    assert not heals_the_hurt(view, storm, 0)
    mid = {**view, "combat": {**view["combat"], "step": "mid"}}
    wind = {"type": "combat-event", "card": "0.second-wind.1", "target": None}
    assert heals_the_hurt(mid, wind, 0)

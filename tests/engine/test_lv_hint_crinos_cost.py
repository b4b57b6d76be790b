"""rage-lv: Crinos is paid with a card of no more use rather than the Sept deck's top card
(issue 30, pl40a #3). Seen in a real window: "Cinder Howl, Crinos (discard the top Sept card)"
was the hint twice while the hand held Ember Vigil and Rite of Banked Embers, cards the Hint
never advises and of no use on the last turn; the rollouts count a card in hand, so they kept
the dead one and spent the deck's."""

from __future__ import annotations

import random

from engine.ai.hints import HintBot
from engine.games.rage_lv import expert
from tests.engine.bot_moments import assert_never_hinted, heuristic_at

OPTIONS = {"turn_limit": 3, "packs": ["ashen-wind", "stone-choir"]}


def test_the_last_turn_s_alpha_pays_crinos_with_a_dead_card():
    """Seed 2 of 2-seat, 3-turn heuristic games, 184 commands in: seat 0 picks its alpha on
    turn 3 of 3 holding only Lost Hiker, which nothing plays once the Moots are voted. The
    hint was "Make Cinder Howl your alpha in Crinos" for the deck's top card."""
    session = heuristic_at("rage-lv", 2, 2, 184, OPTIONS)
    view = session.view(0)
    assert (view["phase"], view["turn"]) == ("alpha-pick", 3)
    assert view["players"][0]["hand"] == ["0.lost-hiker.1"]
    by_deck = [c for c in session.legal(0) if c["type"] == "pick" and c["crinos"] == "deck"]
    assert_never_hinted(session, 0, by_deck)
    assert expert.dead_card(view, "0.lost-hiker.1")
    assert all(expert.crinos_for_the_deck(view, c) for c in by_deck)
    bot = HintBot("rage-lv", 0)
    bot.choose(view, session.legal(0), random.Random(0))
    assert bot.last is not None, bot.last
    if bot.last.command.get("crinos") == "0.lost-hiker.1":
        assert bot.last.reason.endswith(
            "It costs Lost Hiker, which can do nothing more this game."
        ), bot.last.reason


def test_before_the_last_turn_a_card_in_hand_is_not_dead():
    session = heuristic_at("rage-lv", 2, 2, 184, OPTIONS)
    view = session.view(0)
    view["books"]["options"]["turn_limit"] = 4
    assert not expert.dead_card(view, "0.lost-hiker.1")
    pick = {"type": "pick", "char": "0.cinder-howl", "crinos": "deck", "cross": False}
    assert not expert.crinos_for_the_deck(view, pick)

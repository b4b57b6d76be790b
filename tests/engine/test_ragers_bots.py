"""Ragers bots: they see only their view, play legally, and the heuristic beats random."""

from __future__ import annotations

import copy
import random

from engine.core.play import make_bots, play_out
from engine.core.session import Session
from engine.games.ragers import RULESET
from engine.games.ragers.bots import HeuristicBot
from tests.engine.test_ragers_support import both, game, keep


def heuristic(seat: int) -> HeuristicBot:
    return RULESET.bots["heuristic"](seat=seat)


def test_bots_are_registered_and_made_by_the_kernel() -> None:
    session = Session.new("ragers", 2, 3, {})
    bots = make_bots(session, ["heuristic", "random"])
    assert bots[0].name == "heuristic" and bots[1].name == "random"


def test_heuristic_answers_a_known_card_on_its_veteran() -> None:
    acc = ["slasher", "slasher", "slasher", "slasher", "veteran", "prodder", "basher"]
    dfn = ["prodder", "prodder", "prodder", "prodder", "basher"]
    s = game(acc, dfn)
    keep(s)
    for _ in range(4):
        both(s, "slasher", "prodder")
    both(s, "veteran", "basher")
    view = s.view(0)
    command = heuristic(0).choose(view, s.legal(0), random.Random(1))
    assert command["type"] == "veteran" and "-prodder-" in command["card"]  # beats the Basher


def test_heuristic_discards_what_the_patron_forbids() -> None:
    s = game(["cheater", "basher", "slasher", "prodder", "basher"], patrons=["greybeard"])
    command = heuristic(0).choose(s.view(0), s.legal(0), random.Random(1))
    assert command == {"type": "discard", "card": "acc-cheater-1"}


def test_heuristic_remembers_the_opponents_cards_and_sees_only_its_view() -> None:
    s = game(["basher"] * 2, ["veteran", "cheater"])
    keep(s)
    both(s, "basher", "veteran")
    s.apply(1, s.legal(1)[0])
    bot = heuristic(0)
    view = s.view(0)
    frozen = copy.deepcopy(view)
    bot.choose(view, s.legal(0), random.Random(2))
    assert view == frozen  # it reads the view and changes nothing
    assert "def-veteran-1" in bot.seen
    weights = dict(bot._opponent_cards(view))
    assert "def-veteran-1" not in weights and abs(sum(weights.values()) - 1) < 1e-9


def test_every_bot_command_is_legal_for_a_whole_game() -> None:
    for seed in range(3):
        session = Session.new("ragers", 2, seed, {})
        bots = make_bots(session, ["heuristic", "heuristic"])
        play_out(session, bots, random.Random(seed))
        assert session.is_over()


def test_heuristic_beats_random_in_both_seats() -> None:
    wins = 0
    games = 40
    for g in range(games):
        seat = g % 2
        names = ["heuristic", "random"] if seat == 0 else ["random", "heuristic"]
        session = Session.new("ragers", 2, 1000 + g, {})
        play_out(session, make_bots(session, names), random.Random(g))
        wins += session.result()["winners"] == [seat]
    assert wins >= games * 0.7

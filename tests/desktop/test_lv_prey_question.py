"""The relaunch's "Who fights for the prey?" names the hunter and its prey, and says how the
answer is settled (issue 30). Found playing a 4-seat game by mouse in a real window at
1920x1080: the list offered "Player 1 fights for the prey", "Bruno fights for the prey", ...
with no word of which prey, whose alpha hunts it, or what naming a player does (seed 000: the
other players decide who fights for an Enemy or Victim; if they cannot agree, by lot)."""

from __future__ import annotations

import random

from desktop.game.controllers import bot, person
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from tests.desktop.test_ccg_support import drawn_question


def three_seats_at_nominate(seed: int) -> Session:
    """A 3-seat game the heuristic bots played until Ann (seat 0) is asked who fights for an
    Enemy another seat's alpha hunts."""
    packs = ["ashen-wind", "stone-choir", "hollow-moon"]
    session = Session.new("rage-lv", 3, seed, {"packs": packs}, names=["Ann", "Bob", "Cid"])
    bots = make_bots(session, ["heuristic"] * 3)
    rng = random.Random(seed)
    for _ in range(400):
        view = session.view(0)
        if view["phase"] == "nominate" and session.legal(0):
            return session
        assert bot_turn(session, bots, rng)
    raise AssertionError("no nomination for Ann")


def test_who_fights_for_the_prey_names_hunter_prey_and_the_rule(display) -> None:
    session = three_seats_at_nominate(4)
    drawn, rows = drawn_question(session, [person("Ann"), bot("Bob"), bot("Cid")])
    text = " ".join(drawn)
    assert "Who fights for the prey?" in drawn, drawn
    assert "Ann fights for the prey" in rows, rows
    # Cid's alpha Pale Lantern hunts Bob's Rust-Maw Hulk (an Enemy: nobody's to play).
    assert "Cid's Pale Lantern hunts Rust-Maw Hulk" in text, text
    assert "chosen by lot" in text and "least to gain" in text, text

"""A Combat card asked to be played where it cannot be says the Combat cards' rule (pl35:
Enter on Brace and Hold in a combat's claim step, and on Curl and Cover in a vote, said
"Sept cards are played in Open Play", the rule of another kind of card)."""

from __future__ import annotations

import random

from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.games.rage_classic.explain import explain
from engine.games.rage_classic.state import card_of
from engine.i18n import using


def _refusals(seed: int, moves: int) -> list[tuple[str, str]]:
    """(step, reason) for each Combat card of seat 0 asked to be played where it is not
    legal, at each moment of a heuristic 2-seat game."""
    session = Session.new("rage-classic", 2, seed)
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(seed)
    said: list[tuple[str, str]] = []
    for _ in range(moves):
        if session.is_over():
            break
        state, legal = session.state, session.legal(0)
        for iid in state.players[0].combat_hand:
            command = {"type": "play", "card": iid}
            if card_of(iid).type == "combat-event" or command in legal:
                continue
            said.append((str(state.step), explain(state, 0, command).message))
        assert bot_turn(session, bots, rng)
    return said


def test_a_combat_card_out_of_its_step_says_the_combat_cards_rule() -> None:
    said = _refusals(seed=3, moves=240)
    assert len({step for step, _ in said}) >= 3, said[:5]
    wrong = [(step, m) for step, m in said if "Sept cards" in m]
    assert not wrong, wrong[:3]
    assert any("Combat cards are placed face down" in m for _step, m in said), said[:5]
    # in a round's play-card step: on which of the seat's own fighters
    assert any(m.startswith("Place Combat cards on your own creatures") for _s, m in said)


def test_in_portuguese_too() -> None:
    with using("pt-BR"):
        said = _refusals(seed=3, moves=120)
    assert said
    assert not [m for _step, m in said if "Cartas de seita" in m], said[:3]

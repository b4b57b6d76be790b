"""rage-lv hints (issue 30): Hint said "Play Kin Mechanic. Main: You draw 1 Sept card."; the
newcomer played it, no card came, and no "Use Kin Mechanic" was offered. The rules are kept:
a Main action is used only if its card was in play before the Main Phase began (seed 000,
"Use a Main action on a card"), and next turn Kin Mechanic's Use is offered and draws. The hint
now says when and how the draw happens. Both languages."""

from __future__ import annotations

import random

from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.games.rage_lv.hints import reason
from engine.i18n import using

KIN = "0.kin-mechanic.1"


def _game() -> tuple[Session, random.Random, dict]:
    session = Session.new("rage-lv", 4, 5)
    return session, random.Random(5), make_bots(session, ["random"] * 4)


def _play_kin() -> tuple[Session, dict]:
    """Random bots, seed 5, 4 seats: the first moment seat 0 may play Kin Mechanic."""
    session, rng, bots = _game()
    while True:
        if 0 in session.to_act():
            for cmd in session.legal(0):
                if cmd["type"] == "play" and cmd["card"] == KIN:
                    return session, cmd
        assert bot_turn(session, bots, rng)


def test_the_hint_says_when_and_how_the_draw_happens() -> None:
    session, cmd = _play_kin()
    view = session.view(0)
    line = reason(view, cmd, None)
    assert line == (
        "Play Kin Mechanic. From the next turn's Main Phase, use it (Actions) as one of your "
        "plays: You draw 1 Sept card."
    ), line
    with using("pt-BR"):
        line = reason(view, cmd, None)
    assert "próximo turno" in line and "Ações" in line, line


def test_the_main_action_is_offered_from_the_next_main_phase_and_draws() -> None:
    """The rule itself, kept: no Use in the phase the card came into play, a Use (and a
    draw) in the next turn's Main Phase."""
    session, rng, bots = _game()
    played_turn = None
    while True:
        due = session.to_act()
        view = session.view(None)
        uses = [c for c in session.legal(0) if c.get("card") == KIN and c["type"] == "action"]
        if played_turn is not None and uses:
            assert view["turn"] > played_turn and view["phase"] == "main", view["phase"]
            break
        if 0 in due and played_turn is None:
            play = [c for c in session.legal(0) if c["type"] == "play" and c["card"] == KIN]
            if play:
                session.apply(0, play[0])
                played_turn = view["turn"]
                continue
        assert bot_turn(session, bots, rng)
    hand = len(session.view(0)["players"][0]["hand"])
    session.apply(0, uses[0])
    assert len(session.view(0)["players"][0]["hand"]) == hand + 1

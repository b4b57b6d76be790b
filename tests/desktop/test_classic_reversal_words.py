"""The 1995 combat view says what a reversal did (pl36a #6): the board showed "Shoulder Slam
landed → Ysolde" and "Turn the Blow resolved" while the blow went back at its user, and a
Turn the Blow with nothing to reverse read "resolved", as if it had worked. Seed 001,
"Dodges, Blocks and reversals": the reversal "causes the victim to attack himself", so a
creature its own blow kills is killed by no pack, and the fight's end says why no one scored.
Little Ember (Player 1) turns Sister Marrow's Shoulder Slam back at her. Driven by a click,
judged on what is drawn, en and pt-BR."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_classic import layout
from engine.core.session import Session
from tests.desktop.classic_pcl_support import session_table
from tests.desktop.layout_trace import keep_shot, trace_frame, tracing
from tests.desktop.test_table_support import click, frames, frames_until
from tests.engine.test_rage_classic_scenarios import (
    EMBER,
    act,
    card_in_hand,
    combat_between,
    in_combat,
    new,
    play_round,
    settle,
)

MARROW = "1.sister-marrow"  # Rage 2, Health 3
EMBER_CARDS = ["quick-jab", "turn-the-blow", "sidestep", "raking-claws", "stunning-blow"]
MARROW_CARDS = ["shoulder-slam", "quick-jab", "shoulder-slam", "sidestep", "hamstring"]
DEAL = {
    str(seat): {"characters": [who], "combat": cards}
    for seat, who, cards in ((0, "little-ember", EMBER_CARDS), (1, "sister-marrow", MARROW_CARDS))
}
WORDS = {
    "en": {
        "blow": "turned back: landed",
        "at": "→ Sister Marrow",
        "turned": "turned back Shoulder Slam",
        "nothing": "nothing to turn back",
        "own": "Sister Marrow (its own blow: no VP)",
    },
    "pt_BR": {
        "blow": "devolvida: acertou",
        "at": "→ Sister Marrow",
        "turned": "devolveu Shoulder Slam",
        "nothing": "nada a devolver",
        "own": "Sister Marrow (o próprio golpe: sem PV)",
    },
}


def _fight(marrow_strikes: bool) -> Session:
    """Marrow attacks Ember; a first round leaves her 1 wound from 3 (a Quick Jab); in the
    second Ember plays Turn the Blow and, if `marrow_strikes`, Marrow a Shoulder Slam (2):
    everything chosen, Marrow ready, Ember's Ready left to the click."""
    session = new(deal=DEAL)
    combat_between(session, {0: EMBER, 1: MARROW}, attacker=1, target=EMBER)
    play_round(session, {0: [(EMBER, card_in_hand(session, 0, "quick-jab"))]})
    settle(session, in_combat("play"))
    act(session, 0, type="assign", creature=EMBER, card=card_in_hand(session, 0, "turn-the-blow"))
    if marrow_strikes:
        slam = card_in_hand(session, 1, "shoulder-slam")
        act(session, 1, type="assign", creature=MARROW, card=slam)
    act(session, 1, type="ready")
    return session


def _resolved(language: str, marrow_strikes: bool, seen: Callable[[list[str]], bool]) -> list[str]:
    """Ember's Ready clicked; the words on the combat view once `seen` holds of them."""
    players = [person("Ann"), bot("Bob")]
    with tracing(), session_table(_fight(marrow_strikes), players, language) as (app, table):
        click(app, table.pass_button.rect.center)  # Ready: the round resolves

        def drawn() -> list[str]:
            frame = trace_frame(app).texts()
            return [m.text for _, m in frame if layout.COMBAT.contains(m.rect)]

        frames_until(app, lambda: seen(drawn()), limit=900)
        frames(app, 5)
        keep_shot(app, f"reversal-{marrow_strikes}-{language}")
        return drawn()


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_a_reversed_blow_shows_where_it_went(display, language) -> None:
    said = WORDS[language]
    drawn = _resolved(language, True, lambda d: any(said["own"] in t for t in d))
    assert said["blow"] in drawn and said["at"] in drawn, drawn
    assert said["turned"] in drawn, drawn
    # the kill's line says why no one scored
    assert any(said["own"] in t for t in drawn), drawn


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_a_reversal_with_nothing_to_turn_back_says_so(display, language) -> None:
    said = WORDS[language]
    drawn = _resolved(language, False, lambda d: said["nothing"] in d)
    assert said["nothing"] in drawn, drawn

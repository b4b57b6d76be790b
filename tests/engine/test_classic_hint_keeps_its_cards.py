"""Hint does not have the newcomer throw away a card it just had them play (issue 30, found
playing a 4-seat 1995 game by keyboard in a real window: Hint said "Play Hunt the Defiler with
Keeper Ashgrove", then at once "Discard Hunt the Defiler from play: it is no longer worth
keeping. It looked clearly best over the rest of the turn."). The search's rollouts cannot tell
a Quest kept from a Quest thrown away before any Enemy is in sight, and their noise made the
gap "clear"; the heuristic never discards its own cards in play, and Hint now only does where
the heuristic would."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.core.session import Session

#: the game of that window, up to Player 1's Hunt the Defiler (the Redraw Phase of turn 1)
OPTIONS = {
    "packs": ["silver-wake", "thornwood-kin", "ashfall-spiral", "grey-ledger"],
    "renown_level": 10,
}
COMMANDS = [
    (1, {"by": "1.ysolde-amberclaw", "card": "1.call-the-kin.1", "target": None, "type": "play"}),
    (3, {"type": "allow"}),
    (1, {"kind": "ccg", "option": "1.kitsune-wanderer.1", "type": "choose"}),
    (
        1,
        {
            "by": "1.whisper-of-feathers",
            "card": "1.spirit-speech.1",
            "target": None,
            "type": "play",
        },
    ),
    (0, {"type": "allow"}),
    (1, {"type": "announce"}),
    (2, {"by": "2.vesk-hollowjaw", "card": "2.claim-the-meek.1", "target": None, "type": "play"}),
    (2, {"type": "ok"}),
    (3, {"type": "ok"}),
    (0, {"type": "ok"}),
    (1, {"card": "1.whisper-of-feathers", "index": 0, "target": 0, "type": "use"}),
    (1, {"type": "pass"}),
    (2, {"type": "pass"}),
    (3, {"type": "pass"}),
    (
        0,
        {"by": "0.keeper-ashgrove", "card": "0.hunt-the-defiler.1", "target": None, "type": "play"},
    ),
]


def test_hint_does_not_discard_the_quest_it_just_played() -> None:
    session = Session.new(
        "rage-classic", 4, 1015666698, OPTIONS, ["Player 1", "Ada", "Bruno", "Chloé"]
    )
    for seat, command in COMMANDS:
        session.apply(seat, command)
    legal = session.legal(0)
    assert {"type": "scrap", "card": "0.hunt-the-defiler.1"} in legal
    chosen = [
        hint("rage-classic", session.view(0), legal, random.Random(seed)) for seed in range(6)
    ]
    said = [h.command for h in chosen if h is not None]
    assert len(said) == 6
    assert all(c["type"] != "scrap" for c in said), said

"""A whole 2-seat game of the original Rage (issue 30's keyboard play in Portuguese: Silver Wake
against Thornwood Kin, Renown 10, seed 1503470552), as commands (classic_pcl_game.jsonl, one
`[seat, command]` a line, in the order they were played), so a test can stand at any of its
moments: `session(n)` is the game after its first n commands."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.core.session import Session

SEED = 1503470552
OPTIONS = {"packs": ["silver-wake", "thornwood-kin"], "renown_level": 10}
NAMES = ["Player 1", "Ada"]
#: (seat, command), in the order they were played
COMMANDS: list[tuple[int, dict[str, Any]]] = [
    (int(seat), command)
    for seat, command in (
        json.loads(line)
        for line in Path(__file__).with_suffix(".jsonl").read_text("utf-8").splitlines()
    )
]


def session(n: int, names: list[str] | None = None) -> Session:
    """The game after its first `n` commands."""
    s = Session.new("rage-classic", 2, seed=SEED, options=dict(OPTIONS), names=names or NAMES)
    for seat, command in COMMANDS[:n]:
        s.apply(seat, command)
    return s

"""A whole 4-seat game of the original Rage (issue 30's newcomer play, English, keyboard,
1920x1080: Silver Wake, Thornwood, Ashfall and Grey Ledger, Renown 10), as its log
(classic_pcl4_game.jsonl: a first line with the seed, options and names, then one
`[seat, command, events]` an entry, the deal first), so a test can stand at any of its
moments: `session(n)` is the game after its first n commands, rebuilt from the events as they
were played (a rule changed since, as who plays for the prey, does not move the game), and
`decide(n)` the events command n gives under today's rules from there."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.core.log import Header
from engine.core.session import Session
from engine.games.rage_classic.rules import RULESET

_LINES = Path(__file__).with_suffix(".jsonl").read_text("utf-8").splitlines()
_START: dict[str, Any] = json.loads(_LINES[0])
NAMES: list[str] = _START["names"]
_ENTRIES: list[dict[str, Any]] = [
    {"n": n, "seat": seat, "command": command, "barrier": False, "events": events}
    for n, (seat, command, events) in enumerate(json.loads(line) for line in _LINES[1:])
]
#: (seat, command), in the order they were played (the deal, entry 0, has none)
COMMANDS: list[tuple[int, dict[str, Any]]] = [(e["seat"], e["command"]) for e in _ENTRIES[1:]]


def session(n: int) -> Session:
    """The game after its first `n` commands."""
    header = Header(
        ruleset=RULESET.id,
        version=RULESET.version,
        options=_START["options"],
        seats=len(NAMES),
        seed=_START["seed"],
        names=list(NAMES),
    )
    return Session.from_log(header, _ENTRIES[: n + 1])


def decide(n: int) -> list[dict[str, Any]]:
    """The events command `n` (0-based) gives today, in the game after its first n."""
    s = session(n)
    s.apply(*COMMANDS[n])
    events: list[dict[str, Any]] = s.entries[-1]["events"]
    return events

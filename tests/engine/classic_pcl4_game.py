"""A whole 4-seat game of the original Rage (issue 30's newcomer play, English, keyboard,
1920x1080: Silver Wake, Thornwood, Ashfall and Grey Ledger, Renown 10), as its log
(classic_pcl4_game.jsonl: a first line with the seed, options and names, then one
`[seat, command, events]` an entry, the deal first), so a test can stand at any of its
moments: `session(n)` is the game after its first n commands, rebuilt from the events as they
were played (a rule changed since, as who plays for the prey, does not move the game), and
`decide(n)` the events command n gives under today's rules from there."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core.log import Header
from engine.core.session import Session
from engine.games.rage_classic.rules import RULESET


@dataclass
class PlayedGame:
    """A played game's log (a first line with the seed, options and names, then one
    `[seat, command, events]` an entry, the deal first), to stand at any of its moments."""

    path: Path
    start: dict[str, Any] = field(init=False)
    entries: list[dict[str, Any]] = field(init=False)

    def __post_init__(self) -> None:
        lines = self.path.read_text("utf-8").splitlines()
        self.start = json.loads(lines[0])
        self.entries = [
            {"n": n, "seat": seat, "command": command, "barrier": False, "events": events}
            for n, (seat, command, events) in enumerate(json.loads(line) for line in lines[1:])
        ]

    @property
    def names(self) -> list[str]:
        names: list[str] = self.start["names"]
        return names

    @property
    def commands(self) -> list[tuple[int, dict[str, Any]]]:
        """(seat, command), in the order they were played (the deal, entry 0, has none)."""
        return [(e["seat"], e["command"]) for e in self.entries[1:]]

    def session(self, n: int) -> Session:
        """The game after its first `n` commands."""
        header = Header(
            ruleset=RULESET.id,
            version=RULESET.version,
            options=self.start["options"],
            seats=len(self.names),
            seed=self.start["seed"],
            names=list(self.names),
        )
        return Session.from_log(header, self.entries[: n + 1])

    def decide(self, n: int) -> list[dict[str, Any]]:
        """The events command `n` (0-based) gives today, in the game after its first n."""
        s = self.session(n)
        s.apply(*self.commands[n])
        events: list[dict[str, Any]] = s.entries[-1]["events"]
        return events


GAME = PlayedGame(Path(__file__).with_suffix(".jsonl"))
NAMES: list[str] = GAME.names
COMMANDS: list[tuple[int, dict[str, Any]]] = GAME.commands
session = GAME.session
decide = GAME.decide

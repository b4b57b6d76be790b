"""Golden playthroughs: every registered game at every seat count it allows, played by seeded
bots, written as text: each command, a digest of each seat's (and a spectator's) view after
it, and the result. A restructuring of the engine must leave every file unchanged; the suite
compares (`tests/engine/test_playthroughs.py`).

    .venv/bin/python -m tests.engine.playthroughs.record          # write them all again
    .venv/bin/python -m tests.engine.playthroughs.record --check  # exit 1 on a difference

Only write them again when a rule is meant to change, and say which in the commit.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path

from engine.core.play import bot_turn, make_bots
from engine.core.registry import available, get_ruleset
from engine.core.session import Session

HERE = Path(__file__).resolve().parent
#: a random playthrough stops after this many commands (a whole RAGE game at 8 seats is
#: longer); a heuristic one plays the whole game, up to HEURISTIC_MAX
MAX_COMMANDS = 240
HEURISTIC_MAX = 5000


@dataclass(frozen=True)
class Playthrough:
    game: str
    seats: int
    bots: str
    seed: int

    @property
    def name(self) -> str:
        return f"{self.game}-{self.seats}p-{self.bots}-{self.seed}"

    @property
    def path(self) -> Path:
        return HERE / f"{self.name}.txt"


def playthroughs() -> list[Playthrough]:
    """Random bots at every seat count of every game; the rule-following heuristic bots too
    (they reach what random play rarely does: fights to the death, Moots that pass)."""
    out: list[Playthrough] = []
    for game in available():
        ruleset = get_ruleset(game)
        for seats in range(ruleset.min_seats, ruleset.max_seats + 1):
            out.append(Playthrough(game, seats, "random", 1))
        out.append(Playthrough(game, ruleset.min_seats, "heuristic", 2))
        if ruleset.max_seats > ruleset.min_seats:
            out.append(Playthrough(game, ruleset.max_seats, "heuristic", 3))
    return out


def digest(view: object) -> str:
    text = json.dumps(view, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def views_line(session: Session) -> str:
    seats: list[int | None] = [*range(session.header.seats), None]
    return " ".join(digest(session.view(seat)) for seat in seats)


def record(play: Playthrough) -> str:
    session = Session.new(play.game, play.seats, play.seed)
    bots = make_bots(session, [play.bots] * play.seats)
    rng = random.Random(play.seed)
    lines = [f"# {play.name}: {play.game}, {play.seats} seats, {play.bots} bots, seed {play.seed}"]
    lines.append(f"0 setup | {views_line(session)}")
    made = 0
    limit = HEURISTIC_MAX if play.bots == "heuristic" else MAX_COMMANDS
    while not session.is_over() and made < limit:
        before = len(session.entries)
        if not bot_turn(session, bots, rng):
            break
        made += 1
        item = session.entries[before]
        command = json.dumps(item["command"], sort_keys=True, separators=(",", ":"))
        lines.append(f"{item['n']} {item['seat']} {command} | {views_line(session)}")
    if session.is_over():
        result = json.dumps(session.result(), sort_keys=True, separators=(",", ":"))
        lines.append(f"result {result}")
    else:
        lines.append(f"stopped after {made} commands")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    differ = []
    for play in playthroughs():
        text = record(play)
        if args.check:
            if not play.path.is_file() or play.path.read_text(encoding="utf-8") != text:
                differ.append(play.name)
        else:
            play.path.write_text(text, encoding="utf-8")
    if differ:
        print("differ: " + ", ".join(differ))
        return 1
    print(f"{len(playthroughs())} playthroughs {'match' if args.check else 'written'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

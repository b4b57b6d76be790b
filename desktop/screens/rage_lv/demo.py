"""An all-bot relaunch game on the real table, headless (`--demo rage-lv`): screenshots at the
table, a Moot, a combat and the end (desktop.screens.ccg_kit.demo)."""

from __future__ import annotations

from typing import Any

from desktop.games.registration import DemoOutcome, DemoRun
from desktop.screens.ccg_kit import demo

PREFIX = "rage-lv-"
MILESTONES = tuple(PREFIX + name for name in ("01-table", "02-moot", "03-combat", "04-end"))


class Milestones(demo.Milestones):
    end_shot, end_frame, after_end = "04-end", 12, 30

    def check(self, table: Any) -> None:
        v = table.view
        things = sum(1 for c in v["chars"] if c["attached"])
        self.when("01-table", v["turn"] >= 2 and v["phase"] == "main" and things >= 3, table)
        moots = v["phase"] == "vote" and any(m["for"] or m["against"] for m in v["moots"])
        self.when("02-moot", moots, table)
        c = v.get("combat")
        fight = c is not None and bool(table.revealed) and bool(table.reveal_text)
        self.when("03-combat", fight and len(table.combat_log) >= 6, table)


def play(app: Any, run: DemoRun) -> DemoOutcome:
    """Push a Rage CCG table of bots on `app` and play it (see `DemoRun`)."""
    from desktop.screens.rage_lv import EDITION

    def report(session: Any) -> tuple[str, dict[str, Any]]:
        return f"{session.state.turn} turns", {"turns": session.state.turn}

    # The first-game tips are part of what this table shows (the demo's screenshots check them
    # for text over text); the other tables' demos keep them off.
    shots = Milestones(run.screenshots, app, PREFIX)
    return demo.play(app, run, EDITION, shots, report, hints=True)

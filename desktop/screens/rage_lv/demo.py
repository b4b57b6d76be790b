"""An all-bot Rage CCG game on the real table, headless (`--demo rage-lv`).

Fixed frame time and bots that think in the frame (not on a thread), so a seed always plays
and draws the same game. Screenshots at milestones (the table, a Moot, a combat, the end),
frame-time statistics as JSON.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from desktop.demo_shots import Shots, run_frames
from desktop.games.registration import DemoOutcome, DemoRun

PREFIX = "rage-lv-"
MILESTONES = tuple(PREFIX + name for name in ("01-table", "02-moot", "03-combat", "04-end"))
BOT_NAMES = ("Ada", "Bruno", "Chen", "Dalia")
AFTER_END = 30


class Milestones(Shots):
    def __init__(self, directory: Path | None, app: Any, prefix: str) -> None:
        super().__init__(directory, app, prefix)
        self._waiting: str | None = None
        self._settle = 0

    def when(self, name: str, cond: bool, table: Any) -> None:
        """Once `cond` holds, hold the bots until the table is still, then take `name`."""
        if name in self.done:
            return
        if self._waiting is None and cond:
            self._waiting = name
            table.paused = True
        if self._waiting == name and not table.scene.busy and not table._hud_due:
            self._settle += 1
            if self._settle >= 3:
                self.take(name)
                self._waiting = None
                self._settle = 0
                table.paused = False

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
    from desktop.game.controllers import SeatController
    from desktop.screens.rage_lv import new_runner
    from desktop.screens.rage_lv.faces import CcgFaces, card_art
    from desktop.screens.rage_lv.screen import CcgScreen
    from engine.games.rage_lv.data import cards

    controllers = [SeatController("bot", BOT_NAMES[i], run.bots) for i in range(run.seats)]
    runner = new_runner(controllers, seed=run.seed, options=run.options or None, threaded=False)
    session = runner.session
    start = time.perf_counter()
    faces = CcgFaces(app.caches.cards(card_art()))
    ids = sorted(
        {iid.split(".")[1] for p in session.state.players for iid in [*p.sept_deck, *p.combat_deck]}
        | {c.id for c in cards().values() if c.type in ("garou", "tribe")}
    )
    chars = [i for i in ids if cards()[i].is_character or cards()[i].type == "battlefield"]
    faces.prewarm(ids, big=tuple(chars))
    load_ms = (time.perf_counter() - start) * 1000.0
    # The first-game tips are part of what this table shows (the demo's screenshots check
    # them for text over text); the other tables' demos keep them off.
    app.settings.hints = True
    table = CcgScreen(app, runner, perspective=0, faces=faces, step_delay=run.step_delay)
    app.push(table)
    shots = Milestones(run.screenshots, app, PREFIX)

    def check_milestones() -> None:
        if app.stack.top is table:
            shots.check(table)

    run_frames(
        app,
        shots,
        run,
        check=check_milestones,
        ended=session.is_over,
        end_shot="04-end",
        end_shot_frame=12,
        after_end=AFTER_END,
    )
    runner.close()
    turns = session.state.turn
    return DemoOutcome(
        finished=session.is_over(),
        progress=f"{turns} turns",
        screenshots=[str(p) for p in shots.saved],
        load_ms=load_ms,
        figures={"turns": turns},
        table=table,
    )

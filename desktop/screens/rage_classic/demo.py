"""An all-bot game of the original Rage on the real table, headless (`--demo rage-classic`).

Fixed frame time and bots that think in the frame, so a seed always plays the same game.
Screenshots at milestones: the table, an "OK?" window, a bluff revealed, a Junta, a combat and
the end.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from desktop.demo_shots import Shots, run_frames
from desktop.games.registration import DemoOutcome, DemoRun
from desktop.screens.rage_classic.bluff_step import BLUFF_STATUSES
from engine.i18n import _

PREFIX = "rage-classic-"
NAMES = ("01-table", "02-ok", "03-bluff", "04-junta", "05-combat", "06-end")
MILESTONES = tuple(PREFIX + n for n in NAMES)
BOT_NAMES = ("Ada", "Bruno", "Chen", "Dalia")
AFTER_END = 20


class Milestones(Shots):
    """Once a milestone's moment comes, hold the bots a few frames, then take it."""

    def __init__(self, directory: Path | None, app: Any) -> None:
        super().__init__(directory, app, PREFIX)
        self._waiting: str | None = None
        self._settle = 0

    def when(self, name: str, cond: bool, table: Any) -> None:
        if name in self.done or (self._waiting not in (None, name)):
            return
        if self._waiting is None and cond:
            self._waiting = name
            table.paused = True
        if self._waiting == name and not table._render_due and not table.presenting():
            self._settle += 1
            if self._settle >= 2:
                self.take(name)
                self._waiting = None
                self._settle = 0
                table.paused = False

    def check(self, table: Any) -> None:
        v = table.view
        creatures = sum(1 for c in v.get("creatures", []) if c["kind"] in ("enemy", "victim"))
        self.when("01-table", v["turn"] >= 2 and creatures >= 1 and not v.get("combat"), table)
        window = v.get("window") or {}
        self.when("02-ok", bool(window.get("offense")) or v.get("pending") is not None, table)
        c = v.get("combat")
        # the bluff step itself, with a bluff on it: the table holds that step a moment when
        # the engine went through it in one entry (bluff_step.py)
        plays = c.get("plays", []) if c is not None else []
        bluff = (
            c is not None
            and c.get("step") == "revealed"
            and any(p.get("bluff") or p.get("status") in BLUFF_STATUSES for p in plays)
        )
        self.when("03-bluff", bluff, table)
        juntas = any(not j["done"] for j in v.get("juntas", [])) and not c
        voted = any(j["yes"] or j["no"] for j in v.get("juntas", []))
        self.when("04-junta", juntas and voted, table)
        hidden = c is not None and any(p.get("card") == "hidden" for p in c.get("plays", []))
        self.when("05-combat", hidden and c.get("round", 1) >= 1, table)


def play(app: Any, run: DemoRun) -> DemoOutcome:
    """Push a table of bots on `app` and play it (see `DemoRun`)."""
    from desktop.game.controllers import SeatController
    from desktop.screens.rage_classic import new_runner
    from desktop.screens.rage_classic.faces import ClassicFaces, card_art
    from desktop.screens.rage_classic.screen import ClassicTable

    bots = run.bots.split(",")
    controllers = [
        SeatController("bot", BOT_NAMES[i % 4], bots[i % len(bots)]) for i in range(run.seats)
    ]
    runner = new_runner(controllers, seed=run.seed, options=run.options or None, threaded=False)
    session = runner.session
    start = time.perf_counter()
    faces = ClassicFaces(app.caches.cards(card_art()))
    table = ClassicTable(app, runner, perspective=0, faces=faces, step_delay=run.step_delay)
    faces.prewarm(*table._all_card_ids())  # as the table does a few per idle frame
    load_ms = (time.perf_counter() - start) * 1000.0
    app.push(table)
    shots = Milestones(run.screenshots, app)

    def check() -> None:
        if app.stack.top is table:
            shots.check(table)

    run_frames(
        app,
        shots,
        run,
        check=check,
        ended=session.is_over,
        end_shot="06-end",
        end_shot_frame=6,
        after_end=AFTER_END,
    )
    runner.close()
    turns = session.state.turn
    return DemoOutcome(
        finished=session.is_over(),
        progress=_("{turns} turns").format(turns=turns),
        screenshots=[str(p) for p in shots.saved],
        load_ms=load_ms,
        figures={
            "turns": turns,
            "moves": len(session.entries),
            "end_reason": session.state.end_reason,
            "seen": sorted(table.milestones),
            "milestones_taken": sorted(shots.done),
        },
        table=table,
    )

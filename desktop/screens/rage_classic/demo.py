"""An all-bot game of the original Rage on the real table, headless (`--demo rage-classic`):
screenshots at the table, an "OK?" window, a bluff revealed, a Junta, a combat and the end
(desktop.screens.ccg_kit.demo)."""

from __future__ import annotations

from typing import Any

from desktop.games.registration import DemoOutcome, DemoRun
from desktop.screens.ccg_kit import demo
from desktop.screens.rage_classic.bluff_step import BLUFF_STATUSES
from engine.i18n import _

PREFIX = "rage-classic-"
NAMES = ("01-table", "02-ok", "03-bluff", "04-junta", "05-combat", "06-end")
MILESTONES = tuple(PREFIX + n for n in NAMES)


class Milestones(demo.Milestones):
    settle = 2
    end_shot, end_frame, after_end = "06-end", 6, 20

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
    from desktop.screens.rage_classic import EDITION

    def report(session: Any) -> tuple[str, dict[str, Any]]:
        turns = session.state.turn
        figures = {"turns": turns, "moves": len(session.entries)}
        return _("{turns} turns").format(turns=turns), {
            **figures,
            "end_reason": session.state.end_reason,
        }

    result = demo.play(app, run, EDITION, Milestones(run.screenshots, app, PREFIX), report)
    if result.table is not None:
        result.figures["seen"] = sorted(getattr(result.table, "milestones", ()))
    return result

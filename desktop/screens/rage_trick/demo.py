"""An all-bot RAGE game on the real table, headless (`--demo rage-trick`).

Bots think in the frame (not on a thread) and frames are fixed, so a seed always plays and
draws the same game. Screenshots at milestones: the deal, bidding, a trick in progress, the
score sheet, the summary.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from desktop.demo_shots import Ending, Shots, play_table
from desktop.games.registration import DemoOutcome, DemoRun

BOT_NAMES = ("Ada", "Bruno", "Chloé", "Dev", "Emeka", "Farah", "Goro", "Hana")
AFTER_END = 45  # frames of the summary before a demo stops
MILESTONES = ("01-deal", "02-bidding", "03-trick", "04-scores", "05-summary")


class Milestones(Shots):
    """RAGE's milestones: the deal, bidding, a trick in progress, the score sheet."""

    def check(self, table: Any) -> None:
        m = table.model
        stage = table.stage
        n = m.seats
        if "01-deal" not in self.done and stage.dealt >= n * m.hand_size // 2 and m.round >= 1:
            self.take("01-deal")
        busy = table.scene.busy
        bids = sum(1 for b in m.has_bid if b)
        if m.phase == "bid" and bids >= max(1, n // 2) and not busy and m.round == 1:
            self.take("02-bidding")
        if m.phase == "play" and len(m.trick) >= min(3, n - 1) and not busy and m.round >= 1:
            self.take("03-trick")
        if table.sheet is not None and table.sheet.age * max(table.presenter.speed, 1.0) >= 0.6:
            self.take("04-scores")


def play(app: Any, run: DemoRun) -> DemoOutcome:
    """Push a RAGE table of bots on `app` and play it (see `DemoRun`)."""
    from desktop.game.controllers import SeatController
    from desktop.game.runner import GameRunner
    from desktop.screens.rage_trick.faces import FaceBank, card_art
    from desktop.screens.rage_trick.summary import RageSummary
    from desktop.screens.rage_trick.table import RageTable
    from engine.core.session import Session

    options = {"preset": "us", "schedule": "down", **run.options}
    controllers = [SeatController("bot", BOT_NAMES[i], run.bots) for i in range(run.seats)]
    session = Session.new(
        "rage-trick", run.seats, seed=run.seed, options=options, names=[c.name for c in controllers]
    )
    runner = GameRunner(session, controllers, threaded=False)
    start = time.perf_counter()
    faces = FaceBank(options["preset"], app.caches.cards(card_art()))
    faces.prewarm_all()
    load_ms = (time.perf_counter() - start) * 1000.0
    table = RageTable(app, runner, perspective=0, faces=faces)

    def report() -> tuple[str, dict[str, Any]]:
        rounds = len(table.model.rounds)
        return f"{rounds} rounds", {"rounds": rounds}

    shots = Milestones(run.screenshots, app)
    ending = Ending(lambda: isinstance(app.stack.top, RageSummary), "05-summary", 8, AFTER_END)
    return play_table(app, run, shots, table, runner, load_ms, ending, report)


# -- this game's own demo flags -------------------------------------------------------------------
def add_arguments(group: argparse._ArgumentGroup) -> None:
    group.add_argument("--preset", default="us", choices=("us", "amigo", "oh-hell"), help="(demo)")
    group.add_argument(
        "--rounds",
        default="down",
        metavar="SCHEDULE",
        help="down, up, flat, or hand sizes like 3,2,1 (demo)",
    )


def options(args: argparse.Namespace) -> dict[str, Any]:
    return {"preset": args.preset, "schedule": schedule(args.rounds)}


def schedule(text: str) -> Any:
    if "," in text or text.isdigit():
        return [int(v) for v in text.split(",") if v.strip()]
    return text


__all__ = ["MILESTONES", "play"]

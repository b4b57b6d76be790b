"""The toy game's demo: two random bots to the end, a screenshot at the start and the end."""

from __future__ import annotations

from typing import Any

from desktop.demo_shots import Shots, run_frames
from desktop.games.registration import DemoOutcome, DemoRun

MILESTONES = ("toy-01-start", "toy-02-end")


def play(app: Any, run: DemoRun) -> DemoOutcome:
    from desktop.game.controllers import SeatController
    from desktop.game.start import new_runner
    from tests.desktop.toy_game.rules import GAME
    from tests.desktop.toy_game.table import ToyTable

    seats = [SeatController("bot", f"Bot {i + 1}", run.bots) for i in range(run.seats)]
    runner = new_runner(GAME, seats, seed=run.seed, options=run.options, threaded=False)
    table = ToyTable(app, runner, perspective=0)
    app.push(table)
    shots = Shots(run.screenshots, app, "toy-")

    def check() -> None:
        if app.frames >= 2:
            shots.take("01-start")

    run_frames(
        app,
        shots,
        run,
        check=check,
        ended=runner.session.is_over,
        end_shot="02-end",
        end_shot_frame=2,
        after_end=4,
    )
    runner.close()
    return DemoOutcome(
        finished=runner.session.is_over(),
        progress=f"{runner.session.state.moves} moves",
        screenshots=[str(p) for p in shots.saved],
        figures={"moves": runner.session.state.moves},
        table=table,
    )

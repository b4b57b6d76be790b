"""The monkey (`python -m desktop --monkey`): random input through the app's real main loop
(`App.run`, idle wake-ups included) on every registered game's table and from the main menu,
and proof that it catches what it is there to catch: a dialog missing part of the protocol
(the ChoiceDialog without `wake_in` that closed the window at a player's first click), an
error a bot thread only logged, and a loop that stops taking input."""

from __future__ import annotations

import time

import pygame
import pytest

from desktop import monkey
from desktop.games.catalog import all_games
from desktop.ui.choice import ChoiceDialog

GAMES = all_games()
SECONDS = 4.0


@pytest.fixture
def home(tmp_path, monkeypatch, display):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    return tmp_path


def _run(games: list[str], seconds: float = SECONDS, seed: int = 11, **kw) -> monkey.MonkeyReport:
    lines: list[str] = []
    report = monkey.run_monkey(
        games, seconds=seconds, seed=seed, registry_games=GAMES, out=lines.append, **kw
    )
    return report


@pytest.mark.parametrize("game", GAMES.ids())
def test_the_monkey_plays_every_registered_table_through_the_real_loop(home, game) -> None:
    report = _run([game])
    assert report.failure is None, report.failure.text if report.failure else ""
    assert report.inputs > 3 and report.frames > 5 and report.starts >= 1
    assert report.per_game[game] == report.inputs


def test_the_monkey_plays_the_most_seats_each_game_offers(home) -> None:
    game = GAMES.ids()[-1]
    low, high = GAMES[game].new_game.seats
    report = _run([game], seats=high)
    assert report.failure is None, report.failure.text if report.failure else ""
    assert monkey.seat_count(GAMES[game], 99) == high
    assert monkey.seat_count(GAMES[game], None) == low


def test_the_monkey_wanders_the_whole_app_from_the_menu(home) -> None:
    report = _run([], seconds=4.0, seed=5)
    assert report.failure is None, report.failure.text if report.failure else ""
    assert report.per_game.get("app", 0) > 5


def test_the_monkey_catches_a_dialog_that_breaks_the_loop(home, monkeypatch) -> None:
    """The bug of issue 26: a dialog without `wake_in`. Only the real loop asks for it."""
    monkeypatch.delattr(ChoiceDialog, "wake_in")
    games = [g for g in GAMES.ids() if g in ("rage-classic", "rage-lv")]
    report = _run(games, seconds=20.0, seed=1)
    assert report.failure is not None
    assert "wake_in" in report.failure.text


def test_the_monkey_reports_an_error_a_bot_thread_only_logged(home, monkeypatch) -> None:
    from desktop.game import runner

    def broken(job):
        raise RuntimeError("a bot that fails")

    monkeypatch.setattr(runner, "_think", lambda job: _logged(job, broken))
    report = _run(GAMES.ids(), seconds=4.0)  # in one of them a bot moves before the monkey
    assert report.failure is not None and report.failure.kind == "logged error"
    assert "a bot that fails" in report.failure.text


def _logged(job, broken):
    """What the runner does with a bot that raises: log it, and answer nothing."""
    import logging

    from desktop.game import runner

    try:
        broken(job)
    except RuntimeError as exc:
        logging.getLogger("desktop.game.runner").exception("bot failed")
        return runner._BotAnswer(job.seat, job.state_id, job.epoch, None, str(exc), job.legal)


def test_the_monkey_reports_a_loop_that_stops_taking_input(home, monkeypatch) -> None:
    monkeypatch.setattr(monkey, "HANG_SECONDS", 1.0)
    from desktop.screens.menu import MainMenu

    original = MainMenu.handle_event
    stuck = {"once": False}

    def slow(self, event):
        if not stuck["once"]:  # the first input the menu gets
            stuck["once"] = True
            time.sleep(2.5)
        return original(self, event)

    monkeypatch.setattr(MainMenu, "handle_event", slow)
    report = _run([], seconds=8.0)
    assert report.failure is not None and report.failure.kind == "hang"
    assert "slow" in report.failure.text  # the stuck frame's stack names where it waits


def test_the_command_line_runs_the_monkey_and_exits_1_on_a_failure(home, monkeypatch, capsys):
    from desktop import __main__ as entry

    monkeypatch.setattr(pygame, "quit", lambda: None)  # keep pygame up for the other tests
    game = GAMES.ids()[0]
    assert entry.main(["--monkey", game, "--seconds", "2", "--seed", "4"]) == 0
    assert "monkey seed 4:" in capsys.readouterr().out
    assert entry.main(["--monkey", "no-such-game", "--seconds", "1"]) == 2
    monkeypatch.setattr(monkey, "run_monkey", _failing)
    assert entry.main(["--monkey", "--seconds", "1", "--seed", "9"]) == 1
    out = capsys.readouterr().out
    assert "monkey FAILED (exception) with seed 9" in out and "boom" in out


def _failing(games, *, seconds, seed, **kw) -> monkey.MonkeyReport:
    report = monkey.MonkeyReport(seed=seed)
    report.failure = monkey.Failure("exception", "Traceback ...\nValueError: boom")
    return report

"""GameRunner: bots think on a worker thread, people submit, entries reach the presenter."""

from __future__ import annotations

import threading
import time

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from engine.ai.base import RandomBot
from engine.core.session import Session
from tests.engine.toy import Toy


class ToyWithBots(Toy):
    bots = {"random": lambda seat: RandomBot(seat)}


class SlowBot:
    """Records the thread it thinks on."""

    name = "slow"

    def __init__(self, seat: int) -> None:
        self.threads: list[str] = []

    def choose(self, view, legal, rng):
        self.threads.append(threading.current_thread().name)
        assert "hidden" not in view  # a bot gets a view, never the state
        return legal[0]


def run_until(runner: GameRunner, done, limit: float = 20.0) -> None:
    deadline = time.monotonic() + limit
    while not done() and time.monotonic() < deadline:
        runner.poll()
        time.sleep(0.001)


def test_bots_play_a_whole_game_off_the_calling_thread() -> None:
    session = Session.new(ToyWithBots(), 2, seed=4)
    runner = GameRunner(session, [bot("A", "random"), bot("B", "random")])
    slow = SlowBot(0)
    runner._bots[0] = slow
    run_until(runner, session.is_over)
    runner.close()
    assert session.is_over()
    assert slow.threads and set(slow.threads) == {"bot-worker"}
    assert (
        len(runner.pending) == len(session.entries) - 1
    )  # every entry after setup reached the presenter


def test_person_submits_and_gets_the_engines_reason() -> None:
    session = Session.new(ToyWithBots(), 2, seed=4)
    runner = GameRunner(session, [person("Ann"), bot("B", "random")])
    refused = runner.submit(0, {"type": "fly"})
    assert refused is not None and refused.code == "bad-command"
    assert runner.submit(0, {"type": "bump"}) is None
    assert runner.persons_to_act() == []
    run_until(runner, lambda: session.to_act() == {0})
    assert runner.persons_to_act() == [0]
    assert runner.submit(1, {"type": "bump"}).code == "not-your-seat"
    runner.close()


def test_bots_wait_while_the_presenter_is_busy() -> None:
    session = Session.new(ToyWithBots(), 2, seed=4)
    runner = GameRunner(session, [bot("A", "random"), bot("B", "random")])
    for _ in range(50):
        runner.poll(bots_may_act=False)
        time.sleep(0.001)
    assert session.state_id == 1
    runner.close()

"""GameRunner: one direction of data for a table.

input -> command -> session -> entries -> presenter. The UI calls `submit` for a person's
command and `poll` once a frame; bots think on a worker thread from their seat's view and
legal commands only, so the window never freezes and no bot reads the true state.
"""

from __future__ import annotations

import logging
import queue
import random
import threading
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from desktop.game.controllers import SeatController
from engine.core.errors import Illegal
from engine.core.session import Session

log = logging.getLogger(__name__)


@dataclass
class _BotJob:
    seat: int
    state_id: int
    bot: Any
    view: dict[str, Any]
    legal: list[dict[str, Any]]
    seed: int


@dataclass
class _BotAnswer:
    seat: int
    state_id: int
    command: dict[str, Any] | None
    error: str = ""


class BotWorker:
    """A daemon thread that turns (view, legal) into a bot's command."""

    def __init__(self) -> None:
        self._jobs: queue.Queue[_BotJob | None] = queue.Queue()
        self.answers: queue.Queue[_BotAnswer] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="bot-worker", daemon=True)
        self._thread.start()

    def ask(self, job: _BotJob) -> None:
        self._jobs.put(job)

    def stop(self) -> None:
        self._jobs.put(None)

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            try:
                command = job.bot.choose(job.view, job.legal, random.Random(job.seed))
                self.answers.put(_BotAnswer(job.seat, job.state_id, command))
            except Exception as exc:  # a bot bug must not stop the game: fall back below
                log.exception("bot in seat %s failed", job.seat)
                self.answers.put(_BotAnswer(job.seat, job.state_id, None, str(exc)))


@dataclass
class GameRunner:
    session: Session
    seats: list[SeatController]
    #: New log entries not yet shown by the presenter, oldest first.
    pending: deque[dict] = field(default_factory=deque)
    _bots: dict[int, Any] = field(default_factory=dict)
    _worker: BotWorker | None = None
    _asked: tuple[int, int] | None = None  # (seat, state_id) of the job in flight

    def __post_init__(self) -> None:
        factories = self.session.ruleset.bots
        for seat, controller in enumerate(self.seats):
            if controller.is_bot:
                make = (
                    factories.get(controller.bot)
                    or factories.get("heuristic")
                    or factories["random"]
                )
                self._bots[seat] = make(seat=seat)
        self.session.on_entry(lambda _session, item: self.pending.append(item))
        self.session.on_reset(lambda _session: self.pending.clear())

    # -- people ------------------------------------------------------------------------------
    def person_seats(self) -> list[int]:
        return [seat for seat, c in enumerate(self.seats) if c.is_person]

    def persons_to_act(self) -> list[int]:
        due = self.session.to_act()
        return [seat for seat in self.person_seats() if seat in due]

    def submit(self, seat: int, command: dict[str, Any]) -> Illegal | None:
        """A person's command; returns the refusal (to show its message) or None."""
        if not self.seats[seat].is_person:
            return Illegal("not-your-seat", "That seat is not yours to play.")
        try:
            self.session.apply(seat, command)
        except Illegal as exc:
            return exc
        return None

    def why_not(self, seat: int, command: dict[str, Any]) -> str | None:
        """The engine's reason a command would be refused, without playing it."""
        if command in self.session.legal(seat):
            return None
        try:
            self.session.ruleset.decide(self.session.state, seat, command, random.Random(0))
        except Illegal as exc:
            return exc.message
        return "That is not possible right now."

    # -- bots --------------------------------------------------------------------------------
    def poll(self, *, bots_may_act: bool = True) -> None:
        """Call once a frame: apply finished bot answers, start the next bot thinking."""
        if self._worker is None and self._bots:
            self._worker = BotWorker()
        if self._worker is None:
            return
        while True:
            try:
                answer = self._worker.answers.get_nowait()
            except queue.Empty:
                break
            self._asked = None
            if answer.state_id != self.session.state_id:
                continue  # the table moved on (undo, another seat); ask again below
            command = answer.command
            legal = self.session.legal(answer.seat)
            if command is None or command not in legal:
                if not legal:
                    continue
                log.warning(
                    "bot in seat %s chose %r; playing a legal move instead", answer.seat, command
                )
                command = legal[0]
            self.session.apply(answer.seat, command)
        if bots_may_act and self._asked is None and not self.session.is_over():
            self._ask_next_bot()

    def _ask_next_bot(self) -> None:
        for seat in sorted(self.session.to_act()):
            bot = self._bots.get(seat)
            if bot is None:
                continue
            legal = self.session.legal(seat)
            if not legal:
                continue
            state_id = self.session.state_id
            self._asked = (seat, state_id)
            seed = self.session.header.seed * 1_000_003 + state_id
            assert self._worker is not None
            self._worker.ask(_BotJob(seat, state_id, bot, self.session.view(seat), legal, seed))
            return

    @property
    def bot_thinking(self) -> bool:
        return self._asked is not None

    def close(self) -> None:
        if self._worker is not None:
            self._worker.stop()
            self._worker = None

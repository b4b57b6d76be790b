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
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from desktop.game.controllers import SeatController
from engine.ai.levels import factory
from engine.ai.thinking import SHOW_THINKING_AFTER
from engine.core.errors import Illegal
from engine.core.session import Session
from engine.i18n import _

log = logging.getLogger(__name__)


@dataclass
class _BotJob:
    seat: int
    state_id: int
    epoch: int
    bot: Any
    view: dict[str, Any]
    legal: list[dict[str, Any]]
    seed: int


@dataclass
class _BotAnswer:
    seat: int
    state_id: int
    epoch: int
    command: dict[str, Any] | None
    error: str = ""
    #: the seat's legal commands at `state_id` (the job's): no need to ask the engine again
    legal: list[dict[str, Any]] | None = None


def _think(job: _BotJob) -> _BotAnswer:
    try:
        legal = list(job.legal)  # the bot gets its own list; the answer keeps the job's
        command = job.bot.choose(job.view, legal, random.Random(job.seed))
        return _BotAnswer(job.seat, job.state_id, job.epoch, command, legal=job.legal)
    except Exception as exc:  # a bot bug must not stop the game: fall back in `poll`
        log.exception("bot in seat %s failed", job.seat)
        return _BotAnswer(job.seat, job.state_id, job.epoch, None, str(exc), job.legal)


class BotWorker:
    """A daemon thread that turns (view, legal) into a bot's command; `on_answer` (if any) is
    called on that thread after each answer, to wake the window."""

    def __init__(self, on_answer: Callable[[], None] | None = None) -> None:
        self._jobs: queue.Queue[_BotJob | None] = queue.Queue()
        self.answers: queue.Queue[_BotAnswer] = queue.Queue()
        self.on_answer = on_answer
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
            self.answers.put(_think(job))
            if self.on_answer is not None:
                self.on_answer()


@dataclass
class GameRunner:
    session: Session
    seats: list[SeatController]
    #: New log entries not yet shown by the presenter, oldest first.
    pending: deque[dict] = field(default_factory=deque)
    _bots: dict[int, Any] = field(default_factory=dict)
    _worker: BotWorker | None = None
    _asked: tuple[int, int] | None = None  # (seat, state_id) of the job in flight
    _asked_at: float = 0.0  # when it was asked (perf_counter)
    #: An answer was applied in the last poll that could ask the next bot: ask in the next.
    _ask_soon: bool = False
    #: False: bots think inside `poll` on the calling thread (deterministic; demo, tests).
    threaded: bool = True
    #: Bumped by undo, so an answer to a question asked before it is never applied.
    _epoch: int = 0
    #: Called from the bots' thread when an answer is ready (the app's `wake`).
    wake: Callable[[], None] | None = None

    def __post_init__(self) -> None:
        ruleset = self.session.ruleset
        for seat, controller in enumerate(self.seats):
            if controller.is_bot:
                # A bot or level by name (easy, normal, hard; engine/ai/levels.py); a name
                # this build does not know (an old save) plays as Normal.
                make = (
                    factory(ruleset, controller.bot)
                    or factory(ruleset, "normal")
                    or ruleset.bots["random"]
                )
                self._bots[seat] = make(seat=seat)
        self.session.on_entry(lambda _session, item: self.pending.append(item))
        self.session.on_reset(self._on_reset)

    def _on_reset(self, _session: Session) -> None:
        self.pending.clear()
        self._epoch += 1
        self._asked = None
        self._ask_soon = False

    # -- people ------------------------------------------------------------------------------
    def person_seats(self) -> list[int]:
        return [seat for seat, c in enumerate(self.seats) if c.is_person]

    def persons_to_act(self) -> list[int]:
        due = self.session.to_act()
        return [seat for seat in self.person_seats() if seat in due]

    def submit(self, seat: int, command: dict[str, Any]) -> Illegal | None:
        """A person's command; returns the refusal (to show its message) or None."""
        if not self.seats[seat].is_person:
            return Illegal("not-your-seat", _("That seat is not yours to play."))
        try:
            self.session.apply(seat, command)
        except Illegal as exc:
            return exc
        return None

    def undo(self, seat: int) -> Illegal | None:
        """Take back `seat`'s last command; bots agree at once, other people must be asked
        (the engine refuses then, with its reason)."""
        try:
            self.session.undo(seat, others_consent=self._bots_consent(seat))
        except Illegal as exc:
            return exc
        return None

    def undo_refusal(self, seat: int) -> Illegal | None:
        """Why `undo(seat)` would be refused now (None: it would be done), changing nothing,
        so menus offer an undo only when it can happen."""
        try:
            _reach, others = self.session.undo_reach(seat)
        except Illegal as exc:
            return exc
        if others and not self._bots_consent(seat):
            return Illegal(
                "undo-needs-consent",
                _("Others have played since; they must agree before you take your move back."),
            )
        return None

    def _bots_consent(self, seat: int) -> bool:
        """Whether everyone who played after `seat`'s last command is a bot (bots agree)."""
        entries = self.session.entries
        index = next(
            (i for i in range(len(entries) - 1, 0, -1) if entries[i]["seat"] == seat), None
        )
        later = [] if index is None else entries[index:]
        return all(
            item["seat"] == seat or (item["seat"] is not None and self.seats[item["seat"]].is_bot)
            for item in later
        )

    def why_not(self, seat: int, command: dict[str, Any]) -> str | None:
        """The engine's reason a command would be refused, without playing it."""
        if command in self.session.legal(seat):
            return None
        try:
            self.session.ruleset.decide(self.session.state, seat, command, random.Random(0))
        except Illegal as exc:
            return exc.named(self.session.header.names).message
        # the rules take it though the list does not name it (a second copy of a card the
        # list offers once): nothing refuses it, and the generic sentence would say otherwise
        return None

    # -- bots --------------------------------------------------------------------------------
    def poll(self, *, bots_may_act: bool = True) -> None:
        """Call once a frame: apply finished bot answers, start the next bot thinking."""
        if not self._bots:
            return
        if not self.threaded:
            if bots_may_act and not self.session.is_over():
                self._ask_next_bot()
            return
        if self._worker is None:
            self._worker = BotWorker(self._wake)
        applied = False
        while True:
            try:
                answer = self._worker.answers.get_nowait()
            except queue.Empty:
                break
            self._asked = None
            self._apply_answer(answer)
            applied = True
        may_ask = bots_may_act or self._ask_soon
        if applied:
            # Playing the answer and building the next bot's view and legal commands are
            # each a few milliseconds of engine work: one a frame (a p99 frame time).
            self._ask_soon = may_ask
            return
        self._ask_soon = False
        if may_ask and self._asked is None and not self.session.is_over():
            self._ask_next_bot()

    def _apply_answer(self, answer: _BotAnswer) -> None:
        if answer.epoch != self._epoch or answer.state_id != self.session.state_id:
            return  # the table moved on (undo, another seat); ask again
        command = answer.command
        # The state is the one the bot was asked about, so its legal commands still hold.
        legal = answer.legal if answer.legal is not None else self.session.legal(answer.seat)
        if command is None or command not in legal:
            if not legal:
                return
            log.warning(
                "bot in seat %s chose %r; playing a legal move instead", answer.seat, command
            )
            command = legal[0]
        try:
            self.session.apply(answer.seat, command)
        except Illegal as exc:  # never let a stale answer take the window down
            log.warning("bot in seat %s was refused: %s", answer.seat, exc)

    def _ask_next_bot(self) -> None:
        for seat in sorted(self.session.to_act()):
            bot = self._bots.get(seat)
            if bot is None:
                continue
            legal = self.session.legal(seat)
            if not legal:
                continue
            state_id = self.session.state_id
            seed = self.session.header.seed * 1_000_003 + state_id
            job = _BotJob(seat, state_id, self._epoch, bot, self.session.view(seat), legal, seed)
            if not self.threaded:
                self._apply_answer(_think(job))
                return
            self._asked = (seat, state_id)
            self._asked_at = time.perf_counter()
            assert self._worker is not None
            self._worker.ask(job)
            return

    def _wake(self) -> None:
        if self.wake is not None:
            self.wake()

    @property
    def bot_thinking(self) -> bool:
        return self._asked is not None

    def thinking_seat(self) -> int | None:
        """The seat whose bot has been thinking longer than SHOW_THINKING_AFTER (a table then
        says so), else None. Quick bots answer well before and never show."""
        if self._asked is None or time.perf_counter() - self._asked_at < SHOW_THINKING_AFTER:
            return None
        return self._asked[0]

    def thinking_in(self) -> float | None:
        """Seconds until a bot in flight counts as thinking (0 once it does), or None when no
        bot is asked: the table's `wake_in` uses it to draw the badge on time."""
        if self._asked is None:
            return None
        return max(0.0, SHOW_THINKING_AFTER - (time.perf_counter() - self._asked_at))

    def close(self) -> None:
        if self._worker is not None:
            self._worker.stop()
            self._worker = None

"""Running a bot off the caller's thread, and knowing when it is visibly thinking.

A table calls `BotCall.start(bot, view, legal, seed)` and then polls once a frame: `done()`,
`result()`, and `thinking()` (true once the bot has taken longer than `SHOW_THINKING_AFTER`,
the moment to show a thinking indicator). `cancel()` asks a searching bot to stop early; it
then answers with the best command found so far. Bots with `thinks = True` (the expert)
search; the others answer in a millisecond or so and never show as thinking.

The search is pure Python, so while it runs it shares the interpreter lock with the frame
thread; the interpreter switches threads every few milliseconds, so frames keep coming, a
little slower while a Hard bot thinks.
"""

from __future__ import annotations

import contextvars
import logging
import random
import threading
import time
from typing import Any

from engine.core.ruleset import Command

log = logging.getLogger(__name__)

#: Show a bot as thinking once it has taken this long (seconds).
SHOW_THINKING_AFTER = 0.3


def thinks(bot: Any) -> bool:
    """Whether a bot searches (may take up to about a second) rather than answering at once."""
    return bool(getattr(bot, "thinks", False))


class BotCall:
    """One bot decision on a daemon thread."""

    def __init__(self, bot: Any, view: dict[str, Any], legal: list[Command], seed: int) -> None:
        self.bot = bot
        self._view = view
        self._legal = legal
        self._seed = seed
        self._stop = threading.Event()
        self._done = threading.Event()
        self._command: Command | None = None
        self._error: BaseException | None = None
        self.started = 0.0
        self.finished: float | None = None
        # In the caller's context: a hint's words come out in the caller's language (i18n).
        context = contextvars.copy_context()
        self._thread = threading.Thread(
            target=context.run, args=(self._run,), name="bot-call", daemon=True
        )

    @classmethod
    def start(cls, bot: Any, view: dict[str, Any], legal: list[Command], seed: int) -> BotCall:
        call = cls(bot, view, legal, seed)
        call.started = time.perf_counter()
        call._thread.start()
        return call

    def _run(self) -> None:
        previous = getattr(self.bot, "should_stop", None)
        if hasattr(self.bot, "should_stop"):
            self.bot.should_stop = self._stop.is_set
        try:
            self._command = self.bot.choose(self._view, self._legal, random.Random(self._seed))
        except BaseException as exc:  # reported through result(); the thread must not die loudly
            log.exception("bot %s failed", getattr(self.bot, "name", "?"))
            self._error = exc
        finally:
            if hasattr(self.bot, "should_stop"):
                self.bot.should_stop = previous
            self.finished = time.perf_counter()
            self._done.set()

    def done(self) -> bool:
        return self._done.is_set()

    def elapsed(self) -> float:
        end = self.finished if self.finished is not None else time.perf_counter()
        return end - self.started

    def thinking(self) -> bool:
        """True while the bot is still at it after SHOW_THINKING_AFTER seconds."""
        return not self.done() and self.elapsed() > SHOW_THINKING_AFTER

    def cancel(self) -> None:
        """Ask a searching bot to answer now with what it has (others finish as usual)."""
        self._stop.set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)

    def result(self) -> Command:
        """The command (raises the bot's error, or RuntimeError if not done yet)."""
        if not self.done():
            raise RuntimeError("the bot is still thinking")
        if self._error is not None:
            raise self._error
        assert self._command is not None
        return self._command

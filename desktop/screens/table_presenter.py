"""The presenter every table has: log entries in, what the table shows out, one event at a time.

    input -> command -> session -> entries -> presenter -> model + stage

Entries come in unredacted (`take`) and wait in a queue; an event is redacted for the seat that
is looking *when it is shown* (`model.viewer`), so a hot-seat table waiting for the next person
never receives a hand. `step` shows one event (the game's own presenter says how: a log line,
the model moved on, an animation started) and returns the beat before the next; bots act only
while the presenter is `idle`, so a table never runs ahead of what people have seen. A modal
moment (a score sheet, a resolution overlay) sets `blocked` until `release`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from desktop.game.seams import TableSession
from desktop.game.wording import you_form


@dataclass
class Queued:
    n: int  # the log entry it belongs to
    event: dict[str, Any]
    last: bool  # the entry's last event


@dataclass(kw_only=True)
class TablePresenter:
    session: TableSession
    #: the seat whose words go in the log (None: public words only, as in hot-seat)
    log_seat: Callable[[], int | None]
    on_log: Callable[[str], None]
    queue: deque[Queued] = field(default_factory=deque)
    speed: float = 1.0
    hold: float = 0.0
    blocked: bool = False
    #: entries whose every event has been shown
    done_entries: int = 0
    shown: int = 0  # events shown so far (tests, demo milestones)
    #: sound: the app's `Sounds` (None: silent)
    sounds: Any = None

    # -- feeding ----------------------------------------------------------------------------------
    def take(self, entries: Iterable[dict[str, Any]]) -> None:
        """Move new log entries (never looked at until shown) into the queue; a deque is
        emptied as it is read (the runner's `pending`)."""
        source = entries if isinstance(entries, deque) else deque(entries)
        while source:
            item = source.popleft()
            self.arrived(item)
            events = item["events"]
            if not events:
                self.done_entries = max(self.done_entries, item["n"] + 1)
            for i, event in enumerate(events):
                self.queue.append(Queued(item["n"], event, i == len(events) - 1))

    def arrived(self, item: dict[str, Any]) -> None:
        """An entry comes in (before its events wait in the queue)."""

    def clear(self) -> None:
        self.queue.clear()
        self.hold = 0.0
        self.blocked = False

    @property
    def caught_up(self) -> bool:
        """Everything that happened has been shown (animations may still be settling)."""
        return not self.queue and self.hold <= 0 and not self.blocked

    @property
    def idle(self) -> bool:
        # Beats cover the animations they start, so hover lifts and drags never count.
        return self.caught_up

    # -- running ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.hold > 0:
            self.hold -= dt * self.speed if self.speed > 0 else self.hold
        while self.queue and self.hold <= 0 and not self.blocked:
            beat = self._show(self.queue.popleft())
            self.hold = 0.0 if self.speed <= 0 else max(0.0, beat)

    def drain(self) -> None:
        """Show everything queued at once (a person acted before the others' moves were shown:
        their own move must not wait behind them)."""
        while self.queue and not self.blocked:
            self._show(self.queue.popleft())
        self.hold = 0.0

    def _show(self, item: Queued) -> float:
        beat = self.step(item.event)
        if item.last:
            self.done_entries = max(self.done_entries, item.n + 1)
        self.shown += 1
        return beat

    def step(self, raw: dict[str, Any]) -> float:
        """Show one event; returns the beat (seconds) before the next."""
        raise NotImplementedError

    def say(self, raw: dict[str, Any]) -> str:
        """The event's log line for `log_seat` (added to the log), or ""."""
        text = you_form(self.describe(raw)) or ""
        if text:
            self.on_log(text)
        return text

    def describe(self, raw: dict[str, Any]) -> str | None:
        """The game's words for the event, for `log_seat` (a game may tell more)."""
        return self.session.ruleset.describe(raw, self.log_seat(), self.session.header.names)

    def release(self) -> None:
        """The modal moment is over (the score sheet was closed)."""
        self.blocked = False

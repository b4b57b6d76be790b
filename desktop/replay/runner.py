"""ReplayRunner: a recorded game played back through the same table screens as live play.

It has GameRunner's surface (session, seats, pending, poll, submit, why_not, undo,
persons_to_act, person_seats, bot_thinking, close), so a table cannot tell the difference,
plus the controls of a replay:

    step()              one entry forward; it goes to `pending`, so the presenter animates it
    back()              one entry back (reloads the table there, no animation)
    seek(n)             the table after the first n entries, reloaded without animating the way
    seek_mark(k, v)     a round / trick / day / turn (see marks.py for where each one lands)
    next_mark(k), prev_mark(k)
    play(), pause(), toggle(), speed, faster(), slower(), tick(dt)

While playing, `poll(bots_may_act=True)` (the table calls it once a frame, and only when its
presenter has shown everything) steps once `gap` seconds have passed at `speed`; the screen
hosting the table calls `tick(dt)` to let that time pass.

After a seek the table must be rebuilt from the session (its model, stage and presenter hold
the old position): `on_reload` listeners are told, and `reloads` counts them.

The seed is never shown (the session header is the viewpoint's redacted header) and every
view is the viewpoint's (a seat, or None for a spectator); see session.py.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.game.controllers import SeatController
from desktop.replay.marks import Mark, find_marks, kinds_of
from desktop.replay.recorded import RECORD_SUFFIX, RecordedGame, RecordedSession, Recording
from desktop.replay.session import REPLAY_MESSAGE, ReplaySession, refusal
from engine.core.errors import Illegal
from engine.core.log import Header
from engine.core.registry import get_ruleset
from engine.core.ruleset import Seat
from engine.core.session import Session

log = logging.getLogger(__name__)

#: Playback speeds, slowest first; 1 is live pace.
SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0)
#: Seconds (at speed 1) between one entry and the next while playing, after the presenter
#: has shown the last one: a bot's moment of thought.
GAP = 0.25
#: The controller kind of a seat a person played (neither "person" here nor a bot to run).
REPLAY_KIND = "replay"


def replay_controllers(
    names: list[str], controllers: list[Any] | None = None
) -> list[SeatController]:
    """Seats for a table: bots stay bots (their badge shows), people become "replay" seats.

    Nobody in a replay is a person at this computer, so a table never offers anyone a move,
    a pass screen or a bid picker.
    """
    seats = []
    for seat, name in enumerate(names):
        c = controllers[seat] if controllers and seat < len(controllers) else None
        if c is not None and getattr(c, "kind", "") == "bot":
            seats.append(SeatController("bot", name, getattr(c, "bot", "") or "heuristic"))
        else:
            seats.append(SeatController(REPLAY_KIND, name))
    return seats


class ReplayRunner:
    def __init__(
        self,
        full: Session | RecordedGame,
        viewpoint: Seat = None,
        controllers: list[Any] | None = None,
        *,
        cursor: int | None = None,
        gap: float = GAP,
        speed: float = 1.0,
    ) -> None:
        seats = full.header.seats
        if isinstance(full, RecordedGame):
            viewpoint = full.recording.seat  # it saw the game from there and nowhere else
        if viewpoint is not None and not (isinstance(viewpoint, int) and 0 <= viewpoint < seats):
            raise Illegal("bad-seat", f"There is no seat {viewpoint!r} at this table.")
        self._full = full
        self.viewpoint = viewpoint
        self.length = len(full.entries)
        #: Where a replay may start: after the opening entry (the deal), never before it.
        self.first = min(1, self.length)
        start = self.first if cursor is None else max(self.first, min(self.length, cursor))
        self.session: ReplaySession | RecordedSession = (
            full.session_at(start)
            if isinstance(full, RecordedGame)
            else ReplaySession(full, viewpoint, start)
        )
        self.seats: list[SeatController] = replay_controllers(list(full.header.names), controllers)
        self.pending: deque[dict] = deque()
        self.marks: list[Mark] = find_marks(full.ruleset, full.entries, first_point=self.first)
        self.kinds: list[str] = kinds_of(self.marks)
        self.playing = False
        self.gap = gap
        self.speed = speed
        self._wait = 0.0
        self.reloads = 0
        self._reload_listeners: list[Callable[[ReplayRunner], None]] = []

    # -- making one ------------------------------------------------------------------------------
    @classmethod
    def from_log(
        cls, header: Header, entries: list[dict], viewpoint: Seat = None, **kwargs: Any
    ) -> ReplayRunner:
        return cls(Session.from_log(header, entries), viewpoint, **kwargs)

    @classmethod
    def open(cls, path: Path | str, viewpoint: Seat = None, **kwargs: Any) -> ReplayRunner:
        """A replay of a save or replay file. Raises SaveError (with a message for players)."""
        from desktop.store.saves import SaveError, open_save, read_save

        path = Path(path)
        header, entries, meta = read_save(path)
        recorded = meta.extra.get("recorded")
        if isinstance(recorded, dict):
            # A LAN guest's share of a game, with what it saw after each entry.
            try:
                data = path.with_suffix(RECORD_SUFFIX).read_bytes()
                recording = Recording.unpack(data, len(entries))
                ruleset = get_ruleset(header.ruleset)
            except (OSError, ValueError, Illegal) as exc:
                raise SaveError(
                    "corrupt", "This replay's record of the game is missing or damaged.", path
                ) from exc
            summary = meta.summary
            game = RecordedGame(
                header,
                entries,
                ruleset,
                recording,
                over=bool(summary.get("over")),
                result=summary.get("result") if isinstance(summary.get("result"), dict) else None,
            )
            kwargs.setdefault("controllers", meta.controllers)
            return cls(game, recording.seat, **kwargs)
        full, meta = open_save(path)
        kwargs.setdefault("controllers", meta.controllers)
        return cls(full, viewpoint, **kwargs)

    # -- where we are --------------------------------------------------------------------------
    @property
    def cursor(self) -> int:
        """Entries applied so far (the session's state_id)."""
        return self.session.state_id

    @property
    def at_end(self) -> bool:
        return self.cursor >= self.length

    @property
    def at_start(self) -> bool:
        return self.cursor <= self.first

    @property
    def game(self) -> str:
        return self._full.header.ruleset

    @property
    def names(self) -> list[str]:
        return list(self._full.header.names)

    def where(self, cursor: int | None = None) -> dict[str, int]:
        """The value of each mark kind in force at `cursor` (default: now), e.g. round, trick."""
        at = self.cursor if cursor is None else cursor
        current: dict[str, int] = {}
        for mark in self.marks:
            if mark.point > at:
                break
            current[mark.kind] = mark.value
            # a coarser mark starting restarts the finer ones within it
            for kind in list(current):
                if kind != mark.kind and mark.kind in self._outer_kinds(kind):
                    del current[kind]
        return current

    def _outer_kinds(self, kind: str) -> set[str]:
        return {k for m in self.marks if m.kind == kind for k in m.context}

    def current_mark(self, kind: str) -> Mark | None:
        """The last mark of `kind` at or before the cursor."""
        found = None
        for mark in self.marks:
            if mark.point > self.cursor:
                break
            if mark.kind == kind:
                found = mark
        return found

    # -- GameRunner's surface ------------------------------------------------------------------
    def person_seats(self) -> list[int]:
        return []

    def persons_to_act(self) -> list[int]:
        return []

    def submit(self, seat: int, command: dict[str, Any]) -> Illegal | None:
        return refusal()

    def why_not(self, seat: int, command: dict[str, Any]) -> str | None:
        return REPLAY_MESSAGE

    def undo(self, seat: int) -> Illegal | None:
        return refusal()

    @property
    def bot_thinking(self) -> bool:
        return False

    def poll(self, *, bots_may_act: bool = True) -> None:
        """Once a frame: while playing, take the next entry when the table is ready for it."""
        if not self.playing or not bots_may_act or self._wait > 0:
            return
        if self.at_end:
            self.playing = False
            return
        self.step()
        self._wait = self.gap
        if self.at_end:
            self.playing = False

    def close(self) -> None:
        self.playing = False

    # -- moving ------------------------------------------------------------------------------
    def step(self) -> bool:
        """One entry forward, queued for the presenter; False at the end."""
        if self.at_end:
            return False
        self.pending.append(self.session._advance())
        return True

    def seek(self, n: int) -> int:
        """Reload at the state after `n` entries (clamped to the game); returns the cursor."""
        n = max(self.first, min(self.length, int(n)))
        self.pending.clear()
        self.session._jump(n)
        self._wait = self.gap
        self.reloads += 1
        for listener in list(self._reload_listeners):
            listener(self)
        return n

    def back(self) -> int:
        """One entry back (no animation: the table is reloaded there)."""
        return self.seek(self.cursor - 1)

    def to_start(self) -> int:
        return self.seek(self.first)

    def to_end(self) -> int:
        self.playing = False
        return self.seek(self.length)

    def seek_mark(self, kind: str, value: int, within: dict[str, int] | None = None) -> Mark:
        """Go to round / trick / day / turn `value`.

        Where a value repeats (trick 2 of every round) `within` picks the context
        ({"round": 3}); without it the one in the current context is taken, else the first.
        """
        found = [m for m in self.marks if m.kind == kind and m.value == value]
        if within:
            found = [m for m in found if all(m.context.get(k) == v for k, v in within.items())]
        elif len(found) > 1:
            here = self.where()
            local = [m for m in found if all(here.get(k) == v for k, v in m.context.items())]
            found = local or found
        if not found:
            from desktop.replay.marks import kind_name

            raise Illegal("no-mark", f"There is no {kind_name(kind).lower()} {value} in this game.")
        self.seek(found[0].point)
        return found[0]

    def next_mark(self, kind: str | None = None) -> Mark | None:
        """The next mark (of `kind`, or of any kind) after the cursor; the end if none."""
        for mark in self.marks:
            if mark.point > self.cursor and (kind is None or mark.kind == kind):
                self.seek(mark.point)
                return mark
        if not self.at_end:
            self.to_end()
        return None

    def prev_mark(self, kind: str | None = None) -> Mark | None:
        """The last mark (of `kind`, or any) before the cursor; the start if none."""
        for mark in reversed(self.marks):
            if mark.point < self.cursor and (kind is None or mark.kind == kind):
                self.seek(mark.point)
                return mark
        if not self.at_start:
            self.to_start()
        return None

    def marks_of(self, kind: str) -> list[Mark]:
        return [m for m in self.marks if m.kind == kind]

    # -- playing -------------------------------------------------------------------------------
    def play(self) -> None:
        if self.at_end:
            self.to_start()
        self.playing = True

    def pause(self) -> None:
        self.playing = False

    def toggle(self) -> bool:
        if self.playing:
            self.pause()
        else:
            self.play()
        return self.playing

    def tick(self, dt: float) -> None:
        """Time passes (real seconds); the wait between entries shrinks at `speed`."""
        if self._wait > 0:
            self._wait -= dt * self.speed

    def set_speed(self, speed: float) -> float:
        self.speed = max(SPEEDS[0], min(SPEEDS[-1], float(speed)))
        return self.speed

    def faster(self) -> float:
        return self.set_speed(next((s for s in SPEEDS if s > self.speed), SPEEDS[-1]))

    def slower(self) -> float:
        return self.set_speed(next((s for s in reversed(SPEEDS) if s < self.speed), SPEEDS[0]))

    # -- listeners -----------------------------------------------------------------------------
    def on_reload(self, listener: Callable[[ReplayRunner], None]) -> Callable[[], None]:
        """Called after every seek: the table must be rebuilt from the session."""
        self._reload_listeners.append(listener)
        return lambda: self._reload_listeners.remove(listener)

    # -- choosing a point of view ----------------------------------------------------------------
    def viewpoints(self) -> list[tuple[Seat, str]]:
        if isinstance(self._full, RecordedGame):  # one seat's recording: its eyes only
            return [(self.viewpoint, self.names[self._full.recording.seat])]
        return viewpoints(self.names)


def viewpoints(names: list[str]) -> list[tuple[Seat, str]]:
    """(seat, label) for every way to watch: each seat's eyes, then the spectator's."""
    return [*((i, name) for i, name in enumerate(names)), (None, "Spectator")]

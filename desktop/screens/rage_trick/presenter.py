"""The presenter: log entries in, animations out, one event at a time.

    input -> command -> session -> entries -> Presenter -> TableModel + TableStage

Events are redacted for the seat that is looking *when they are shown*, so a hot-seat table
that is waiting for the next person never receives a hand. Each event starts its animation
and says how long to wait before the next; bots are let act only while the presenter is idle,
so the table never runs ahead of what people have seen.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from desktop.audio import play_sound  # sound
from desktop.game.seams import TableSession
from desktop.game.wording import you_form
from desktop.screens.rage_trick.model import TableModel
from desktop.screens.rage_trick.nodes import CardNode
from desktop.screens.rage_trick.stage import TableStage

log = logging.getLogger(__name__)

# Beats (seconds at animation speed 1) after each kind of event.
BEATS: dict[str, float] = {
    "bid": 0.55,
    "bids_revealed": 0.9,
    "trump_changed": 0.6,
    "trump_out": 0.6,
    "change_no_effect": 0.5,
    "challenge": 1.2,
    "game_over": 1.2,
}

#: sound: the effect each kind of event makes
SOUNDS: dict[str, str] = {
    "deal": "deal",
    "bid": "chime",
    "play": "play",
    "trick_won": "sweep",
    "round_scored": "win",
}


@dataclass
class Presenter:
    session: TableSession
    model: TableModel
    stage: TableStage
    #: seat the log is written for (None: public words only, as in hot-seat)
    log_seat: Callable[[], int | None]
    on_log: Callable[[str], None]
    on_round_scored: Callable[[dict[str, Any]], None]
    on_game_over: Callable[[dict[str, Any]], None]
    on_event: Callable[[dict[str, Any]], None] | None = None
    queue: deque[dict[str, Any]] = field(default_factory=deque)
    speed: float = 1.0
    hold: float = 0.0
    #: a modal step (the score sheet after a round) keeps the presenter until released
    blocked: bool = False
    #: a card the person just dropped on the trick, flown from where it was let go
    dropped: CardNode | None = None
    shown: int = 0  # events presented so far, for tests and the demo's milestones
    #: sound: the app's `Sounds` (None: silent)
    sounds: Any = None

    # -- feeding ---------------------------------------------------------------------------------

    def take(self, entries: deque[dict]) -> None:
        """Move new log entries (unredacted; never looked at until shown) into the queue."""
        while entries:
            item = entries.popleft()
            for event in item["events"]:
                self.queue.append(event)

    def clear(self) -> None:
        self.queue.clear()
        self.hold = 0.0
        self.blocked = False
        self.dropped = None

    @property
    def idle(self) -> bool:
        # Beats cover the animations they start, so hover lifts and drags never count.
        return not self.queue and self.hold <= 0 and not self.blocked

    # -- running ---------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.hold > 0:
            self.hold -= dt * self.speed if self.speed > 0 else self.hold
        while self.queue and self.hold <= 0 and not self.blocked:
            event = self.queue.popleft()
            self.hold = max(0.0, self.step(event))
            self.shown += 1
            if self.speed <= 0:
                self.hold = 0.0

    def step(self, raw: dict[str, Any]) -> float:
        """Show one event; returns the beat before the next."""
        viewer = self.model.viewer
        event = self.session.ruleset.redact(raw, viewer)
        if event is None:
            return 0.0
        text = you_form(
            self.session.ruleset.describe(raw, self.log_seat(), self.session.header.names)
        )
        if text:
            self.on_log(text)
        self.model.apply(event)
        if self.on_event is not None:
            self.on_event(event)
        kind = event["type"]
        stage = self.stage
        if kind in SOUNDS:  # sound
            play_sound(self, SOUNDS[kind])
        if kind == "deal":
            return stage.deal(self.model)
        if kind == "play":
            dropped, self.dropped = self.dropped, None
            if dropped is not None and dropped.card != event["card"]:
                dropped = None
            beat = stage.play(event["seat"], event["card"], dropped)
            stage.update_trump_label(self.model)
            return beat + 0.12
        if kind in ("trump_changed", "trump_out"):
            stage.show_trump(self.model)
            return BEATS[kind]
        if kind == "trick_won":
            return stage.trick_won(event["winner"], event["cards"], lambda: None) + 0.1
        if kind == "round_scored":
            stage.update_trump_label(self.model)
            self.blocked = True
            self.on_round_scored(event)
            return 0.3
        if kind == "game_over":
            self.blocked = True
            self.on_game_over(event)
            return BEATS[kind]
        return BEATS.get(kind, 0.3)

    def release(self) -> None:
        """The modal step is over (the score sheet was closed)."""
        self.blocked = False

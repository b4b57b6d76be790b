"""The presenter: log entries in, animations out, one event at a time.

    input -> command -> session -> entries -> Presenter -> TableModel + TableStage

Events are redacted for the seat that is looking *when they are shown*, so a hot-seat table
that is waiting for the next person never receives a hand. Each event starts its animation
and says how long to wait before the next; bots are let act only while the presenter is idle,
so the table never runs ahead of what people have seen.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from desktop.audio import play_sound  # sound
from desktop.screens.rage_trick.model import TableModel
from desktop.screens.rage_trick.nodes import CardNode
from desktop.screens.rage_trick.stage import TableStage
from desktop.screens.table_presenter import TablePresenter

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


@dataclass(kw_only=True)
class Presenter(TablePresenter):
    model: TableModel
    stage: TableStage
    on_round_scored: Callable[[dict[str, Any]], None]
    on_game_over: Callable[[dict[str, Any]], None]
    on_event: Callable[[dict[str, Any]], None] | None = None
    #: a card the person just dropped on the trick, flown from where it was let go
    dropped: CardNode | None = None

    def clear(self) -> None:
        super().clear()
        self.dropped = None

    def step(self, raw: dict[str, Any]) -> float:
        """Show one event; returns the beat before the next."""
        viewer = self.model.viewer
        event = self.session.ruleset.redact(raw, viewer)
        if event is None:
            return 0.0
        self.say(raw)
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

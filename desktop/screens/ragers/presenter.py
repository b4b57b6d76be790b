"""The Arena presenter: log entries in, animations out, one event at a time.

    input -> command -> session -> entries -> ArenaPresenter -> ArenaModel + ArenaStage

Events are redacted for the seat that is looking *when they are shown* (`model.viewer`), so
a hot-seat table that is waiting for the next person never receives a hand or a choice.
Each event starts its animation and returns the beat before the next; bots may act only
while the presenter is idle, so the table never runs ahead of what people have seen.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from desktop.audio import play_sound  # sound
from desktop.screens.ragers import layout
from desktop.screens.ragers.model import ArenaModel
from desktop.screens.ragers.stage import ArenaStage
from desktop.screens.table_presenter import TablePresenter
from engine.games.ragers.state import HIDDEN
from engine.i18n import _

log = logging.getLogger(__name__)

RGB = tuple[int, int, int]
EFFECT = (92, 58, 120)
BAD = (168, 40, 36)
CALM = (70, 52, 30)


@dataclass(kw_only=True)
class ArenaPresenter(TablePresenter):
    model: ArenaModel
    stage: ArenaStage
    sides: list[str]
    colors: tuple[RGB, RGB]
    on_resolve: Callable[[dict[str, Any]], None]
    on_game_over: Callable[[dict[str, Any]], None]
    #: a card the person let go of, flown on from where it was dropped
    dropped: str | None = None
    _resolve: dict[str, Any] | None = None

    def clear(self) -> None:
        super().clear()
        self._resolve = None

    @property
    def idle(self) -> bool:
        return self.caught_up and not self.stage.scene.busy

    def step(self, raw: dict[str, Any]) -> float:
        """Show one event; returns the beat (seconds) before the next."""
        event = self.session.ruleset.redact(raw, self.model.viewer)
        if event is None:
            return 0.0
        self.say(raw)
        handler = getattr(self, "_on_" + event["type"].replace("-", "_"), None)
        if handler is None:
            self.model.apply(event)
            self.stage.sync(self.model)
            return 0.2
        return handler(event)

    # -- events --------------------------------------------------------------------------------------
    def _on_setup(self, e: dict[str, Any]) -> float:
        self.model.apply(e)
        self.stage.sync(self.model)
        return 0.2

    def _on_draw(self, e: dict[str, Any]) -> float:
        self.model.apply(e)
        self.stage.sync(self.model, duration=0.5, flip_delay=0.08)
        return 0.22

    def _on_day(self, e: dict[str, Any]) -> float:
        self.model.apply(e)
        self.stage.sync(self.model, duration=0.6, flip_delay=0.25)
        patron = self.model.data.patrons[e["patron"]]
        text = _("Day {day}: {patron}").format(day=e["day"], patron=patron.name)
        rule = _(patron.text).rstrip(".")
        self.stage.callout(text, layout.CENTER_X, layout.MIDLINE_Y - 36, CALM, hold=1.8, size=44)
        self.stage.scene.clock.schedule(
            lambda: self.stage.callout(rule, layout.CENTER_X, layout.MIDLINE_Y + 40, CALM, 1.4, 28),
            0.25,
        )
        return 1.9

    def _on_prepared(self, e: dict[str, Any]) -> float:
        seat, card = e["seat"], e["card"]
        exits: dict[str, tuple[float, float, float]] = {}
        spot = layout.pile_spot(seat, self.stage.bottom, "discard")
        if card == HIDDEN:
            self.stage.take_from_hand(seat, f"leaving:{seat}")
            exits[f"leaving:{seat}"] = (*spot, layout.TOP_SCALE)
        elif card is not None:
            exits[card] = (*spot, layout.TOP_SCALE)
        self.model.apply(e)
        self.stage.sync(self.model, exits=exits)
        if card is None:
            x, y = self._row_point(seat)
            words = _("The {side} keep their hand").format(side=self.sides[seat])
            self.stage.callout(words, x, y, self.colors[seat], 0.9, 26)
            return 0.55
        return 0.6

    def _on_combat(self, e: dict[str, Any]) -> float:
        self.model.apply(e)
        self.stage.sync(self.model)
        return 0.15

    def _on_chose(self, e: dict[str, Any]) -> float:
        seat = e["seat"]
        had = self.model.hand_counts[seat]
        self.model.apply(e)
        known = "card" in e
        if not known and self.model.hand_counts[seat] < had:
            self.stage.take_from_hand(seat, f"hid:chosen:{seat}")
        self.stage.sync(self.model, duration=0.42)
        return 0.45

    def _on_reveal(self, e: dict[str, Any]) -> float:
        for seat, card in enumerate(e["cards"]):
            key = f"hid:chosen:{seat}"
            if card is not None and key in self.stage.nodes:
                self.stage.rename(key, card)
        self.model.apply(e)
        self.stage.sync(self.model, duration=0.3)
        play_sound(self, "flip")  # sound
        return 1.05

    def _on_copy(self, e: dict[str, Any]) -> float:
        name = self.model.data.kinds[e["kind"]].name
        self._marked(e, _("Chancer copies the {kind}!").format(kind=name), 1.12, 1.2, 28)
        return 1.15

    def _on_negate(self, e: dict[str, Any]) -> float:
        self.model.apply(e)
        self.stage.shake(e["by"])
        self.stage.sync(self.model, flip_delay=0.2)
        name = self.model.data.name_of(e["card"])
        x, y = self._card_point(e["card"], e["seat"])
        words = _("Cheater! The {card} is negated").format(card=name)
        self.stage.callout(words, x, y - 120, BAD, 1.3, 28)
        return 1.3

    def _on_guard(self, e: dict[str, Any]) -> float:
        self._marked(e, _("Stopper: next card x2 and safe"), 1.1, 1.2, 26)
        return 1.0

    def _on_trigger(self, e: dict[str, Any]) -> float:
        if e["effect"] == "extra":
            words = _("{card}: an extra card, face-down")
        else:
            words = _("{card}: a card on top")
        name = self.model.data.name_of(e["card"])
        self._marked(e, words.format(card=name), 1.1, 1.1, 26)
        return 0.9

    def _marked(self, e: dict[str, Any], words: str, swell: float, hold: float, size: int) -> None:
        """The event's card swells by `swell` with `words` over it for `hold` seconds."""
        self.model.apply(e)
        self.stage.sync(self.model)
        self.stage.pulse(e["card"], swell)
        x, y = self._card_point(e["card"], e["seat"])
        self.stage.callout(words, x, y - 120, EFFECT, hold, size)

    def _on_skip(self, e: dict[str, Any]) -> float:
        self.model.apply(e)
        self.stage.sync(self.model)
        x, y = self._row_point(e["seat"])
        self.stage.callout(_("No card to place for it"), x, y, CALM, 0.9, 24)
        return 0.7

    def _on_extra(self, e: dict[str, Any]) -> float:
        seat = e["seat"]
        if e["card"] == HIDDEN:
            self.stage.take_from_hand(seat, f"hid:row:{seat}:{self.model.turn}:x:0")
        self.model.apply(e)
        self.stage.sync(self.model, duration=0.6)
        return 0.7

    def _on_veteran(self, e: dict[str, Any]) -> float:
        seat, card = e["seat"], e["card"]
        if card not in self.stage.nodes:
            self.stage.take_from_hand(seat, card)
        self.model.apply(e)
        self.stage.sync(self.model, drops={card}, flip_delay=0.15)
        return 1.0

    def _on_resolve(self, e: dict[str, Any]) -> float:
        self.blocked = True
        self._resolve = e
        play_sound(self, "win")  # sound: the day is decided
        self.on_resolve(e)
        return 0.0

    def finish_resolve(self) -> None:
        """The overlay was closed: cards go to the GP stacks and the discard piles."""
        e = self._resolve
        self._resolve = None
        if e is None:
            self.blocked = False
            return
        self.stage.clear_rings()
        exits: dict[str, tuple[float, float, float]] = {}
        for key, node in self.stage.nodes.items():
            if node.where in ("row", "chosen") and node.seat is not None:
                x, y = layout.pile_spot(node.seat, self.stage.bottom, "discard")
                exits[key] = (x, y, layout.TOP_SCALE)
        self.model.apply(e)
        self.stage.sync(self.model, exits=exits, duration=0.7)
        self.blocked = False
        self.hold = 0.9

    def _on_game_over(self, e: dict[str, Any]) -> float:
        self.model.apply(e)
        self.stage.sync(self.model)
        self.blocked = True
        self.on_game_over(e)
        return 0.0

    # -- where to say things -----------------------------------------------------------------------
    def _row_point(self, seat: int) -> tuple[float, float]:
        return layout.CENTER_X, self.stage.row_y(seat)

    def _card_point(self, card: str, seat: int) -> tuple[float, float]:
        pos = self.stage.position_of(card)
        if pos is None:
            return self._row_point(seat)
        x, y = pos
        if seat != self.stage.bottom:
            y += 240  # below the far row, over the sand
        return x, y

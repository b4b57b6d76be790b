"""The CCG table's presenter: the entries of the log, redacted for the looking seat, into the
game log and the combat log (the edition says which events are the combat's and what else an
event shows: a reveal, a bluff held for a beat); its beat is how long the bots wait before
their next move. The table reads the view itself: the presenter never holds the game back, it
shows every event as it comes (`drain`) unless an edition's moment blocks it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from desktop.audio import play_sound  # sound
from desktop.screens.ccg_kit.model import CcgModel
from desktop.screens.table_presenter import Queued, TablePresenter
from engine.ccg.ruleset import CcgRuleset


@dataclass(kw_only=True)
class CcgPresenter(TablePresenter):
    model: CcgModel
    #: the seat the table shows (the log is written for it)
    viewer: Callable[[], int | None]
    #: sound: the effect each kind of event makes
    event_sounds: dict[str, str]
    #: it happens now (False: a continued game's log recalled, quietly)
    live: bool = True
    #: how long the bots let the last events stand before their next move (seconds at
    #: animation speed 1; the table counts it down and takes it back)
    beat: float = 0.0
    #: the card names two seats' packs share (`CcgRuleset.shared_names`), once known
    _shared: frozenset[str] | None = None

    def _show(self, item: Queued) -> float:
        beat = super()._show(item)
        self.beat = max(self.beat, beat)
        return beat

    def step(self, raw: dict[str, Any]) -> float:
        event = self.session.ruleset.redact(raw, self.viewer())
        if event is None:
            return 0.0
        if self.live and event["type"] in self.event_sounds:
            play_sound(self, self.event_sounds[event["type"]])
        self.before(event)
        return self.see(event, self.say(event))

    def describe(self, raw: dict[str, Any]) -> str | None:
        """The log line, saying whose a card is where two seats' packs share its name."""
        ruleset, header = self.session.ruleset, self.session.header
        if not isinstance(ruleset, CcgRuleset):
            return super().describe(raw)
        if self._shared is None:  # the packs are the game's options: they never change
            self._shared = ruleset.shared_names(header.options, header.seats)
        return ruleset.describe(raw, self.log_seat(), header.names, self._shared)

    def before(self, event: dict[str, Any]) -> None:
        """What the edition shows before the event's log line (a line closing the turn)."""

    def see(self, event: dict[str, Any], text: str) -> float:
        """What else the event shows besides its log line (the edition's); the beat."""
        return 0.0

    def recall(self, entries: Iterable[dict[str, Any]]) -> None:
        """A continued game's logs as they were: its entries so far, quietly."""
        self.live = False
        self.take(list(entries))
        self.drain()
        self.live = True
        self.beat = 0.0

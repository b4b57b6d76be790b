"""Telling the player at once when the disk refuses their game (issue 29).

A table's autosave journal notes the last write that failed (`Journal.error`: the disk is
full, read-only, the folder is gone) and plays on. `StorageWatch` is the table's side of it:
a toast that stays until the player clicks it away, a red pill on the table while the game is
not on disk, a new try every few seconds (the whole journal is written again, or the finished
game filed), and a word when it is saved again. What was written before stays valid: the
journal never grows after a line it failed to write (it is rewritten whole instead).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import pygame

from desktop.screens.seat_tags import pill_surface
from desktop.store.disk_words import reason
from desktop.ui.toast import STAY, Kind
from engine.i18n import _

log = logging.getLogger(__name__)

#: Seconds between tries to write what the disk refused.
RETRY_EVERY = 5.0
COLOUR = (236, 96, 80)


class JournalLike(Protocol):
    """What the watch reads of a table's journal (desktop.store.journal.Journal)."""

    error: Exception | None
    history_kept: Path | None

    @property
    def unfiled(self) -> bool: ...

    def retry(self) -> bool: ...


class Toaster(Protocol):
    def toast(self, text: str, kind: Kind = "info", duration: float = 3.0) -> None: ...


def history_note(kept: Path) -> str:
    """What to tell a player whose damaged history file was kept aside as `kept`."""
    return _(
        "Your game history file was damaged, so it was kept as {name} and a new one was "
        "started; this game is in the new one."
    ).format(name=kept.name)


@dataclass
class StorageWatch:
    """One table's watch over its journal, tended by the app every frame whatever screen is on
    top (`tend`: the end-of-game summary covers the table while a finished game waits to be
    filed); `notice` gives the table's pill."""

    journal: JournalLike | None
    #: the staying toast now shown (its text), None when all is on disk
    said: str | None = None
    history_said: bool = False
    retry_in: float = RETRY_EVERY
    #: the table was left: tended only while a finished game waits to be filed
    left: bool = False

    def notice(self) -> str | None:
        """The pill's words while the game is not on disk, else None."""
        error = None if self.journal is None else self.journal.error
        if error is None:
            return None
        return _("Not saved: {reason}").format(reason=reason(error))

    def tend(self, app: Toaster, dt: float) -> bool:
        """One frame: try again when due, tell the player what changed. False once there is
        nothing more to watch."""
        journal = self.journal
        if journal is None:
            return False
        if journal.error is not None:
            self.retry_in -= dt
            if self.retry_in <= 0:
                self.retry_in = RETRY_EVERY
                journal.retry()
        self._say(app)
        if not self.left:
            return True
        if journal.error is not None and not journal.unfiled:
            # Left unsaved: Continue will have the game as it was before the disk refused.
            self._unsay(app)
            app.toast(
                _(
                    "Your game could not be saved ({reason}); Continue has it as it was "
                    "before the disk refused."
                ).format(reason=reason(journal.error)),
                "error",
                STAY,
            )
            return False
        return journal.error is not None

    def _say(self, app: Toaster) -> None:
        journal = self.journal
        assert journal is not None
        error = journal.error
        if error is not None:
            text = _(
                "Your game is not being saved: {reason}. Play goes on, and what was saved "
                "before is safe; free some space and it will be saved again."
            ).format(reason=reason(error))
            if text != self.said:
                self._unsay(app)
                log.warning("telling the player: %s", text)
                app.toast(text, "error", STAY)
                self.said = text
        elif self.said is not None:
            self._unsay(app)
            app.toast(_("Your game is being saved again."), "info", 4.0)
        kept = journal.history_kept
        if kept is not None and not self.history_said:
            self.history_said = True
            app.toast(history_note(kept), "warning", STAY)

    def _unsay(self, app: Toaster) -> None:
        toasts = getattr(app, "toasts", None)  # the App's; a test's fake app may have none
        if self.said is not None and toasts is not None:
            toasts.dismiss(self.said)
        self.said = None

    def wake_in(self) -> float | None:
        """A frame is due for the next try while the disk refuses."""
        if self.journal is None or self.journal.error is None:
            return None
        return max(0.0, self.retry_in)

    def leave(self) -> None:
        """Leaving the table: one more try at once, so a disk freed meanwhile gets the game."""
        self.left = True
        if self.journal is not None and self.journal.error is not None:
            self.journal.retry()

    def draw(self, surface: pygame.Surface, spot: tuple[str, tuple[int, int]]) -> None:
        """The red pill at `spot` (an anchor such as "topleft" and a point) while the game is
        not on disk."""
        words = self.notice()
        if words is None:
            return
        pill = pill_surface(words, COLOUR, 20)
        anchor, point = spot
        surface.blit(pill, pill.get_rect(**{anchor: point}))

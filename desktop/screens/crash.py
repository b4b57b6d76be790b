"""After an unexpected error: a screen in plain words instead of a vanished window.

`CrashGuard` is the app's crash handler (`App(on_crash=...)`): it writes a crash report to
the log folder, leaves every screen (each table closes its autosave, which already holds
every move made), and shows `CrashScreen`, which offers to continue the game from that
autosave, the main menu, or quitting, and names the report's file. A second crash within a
few seconds, or one on the crash screen itself, is not caught again: the app then stops as
before, with the report written.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Protocol

import pygame

from desktop.screens import registry as names
from desktop.screens.base import AppServices, Screen
from desktop.store.crash_reports import CrashReport, facts_of, write_report
from desktop.store.paths import Paths
from desktop.ui.controls import Button
from desktop.ui.theme import wrap
from engine.i18n import _

log = logging.getLogger(__name__)

#: Crashes this close together are a loop (the same move failing again): stop catching.
REPEAT_WINDOW = 5.0
MAX_REPEATS = 3


class Resume(Protocol):
    """Reopen an autosave and push its table over the screen on top (None if it can't)."""

    def __call__(self, app: AppServices, path: Path, *, replace: bool) -> object: ...


class CrashScreen(Screen):
    """What happened, in plain words, and the ways on."""

    name = "crash"

    def __init__(self, app: AppServices, report: CrashReport, resume: Resume | None) -> None:
        super().__init__(app)
        self.report = report
        self._resume = resume
        self.journal = report.facts.journal if resume is not None else None
        w, h = app.logical_size
        buttons: list[Button] = []
        if self.journal is not None and self.journal.exists():
            buttons.append(
                Button(
                    rect=pygame.Rect(0, 0, 460, 80),
                    text=_("Continue the game"),
                    style="main",
                    on_click=self.continue_game,
                    name="continue",
                )
            )
        buttons.append(
            Button(
                rect=pygame.Rect(0, 0, 360, 80),
                text=_("Main menu"),
                style="normal" if buttons else "main",
                on_click=self.main_menu,
                name="menu",
            )
        )
        buttons.append(
            Button(rect=pygame.Rect(0, 0, 260, 80), text=_("Quit"), on_click=app.quit, name="quit")
        )
        gap = 30
        total = sum(b.rect.width for b in buttons) + gap * (len(buttons) - 1)
        x = (w - total) // 2
        for b in buttons:
            b.rect.topleft = (x, h - 230)
            x += b.rect.width + gap
            self.widgets.add(b)
        self.widgets.focus_first()

    poll = None  # nothing here changes on its own

    def back(self) -> None:
        self.main_menu()

    def continue_game(self) -> None:
        if self._resume is None or self.journal is None:
            return
        self.app.open(names.MENU, replace=True)
        try:
            opened = self._resume(self.app, self.journal, replace=False)
        except Exception as exc:  # the autosave itself may be what is broken
            log.exception("cannot continue %s after a crash", self.journal)
            self.app.toast(
                _("That game can't be continued: {reason}").format(reason=exc), "error", 6.0
            )
            return
        if opened is None:
            self.app.toast(_("That game can't be continued."), "warning", 5.0)

    def main_menu(self) -> None:
        self.app.open(names.MENU, replace=True)

    def lines(self) -> list[tuple[str, int, bool]]:
        """The text shown: (line, size, dim)."""
        facts = self.report.facts
        out: list[tuple[str, int, bool]] = []
        body = _(
            "Rage Table ran into an error it did not expect and stopped what it was doing. "
            "Nothing you did caused it."
        )
        if facts.journal is not None:
            body += " " + _(
                "Every move up to the error is in the game's autosave: Continue picks the "
                "game up from there."
            )
        out += [(line, 30, False) for line in wrap(body, 30, 1400)]
        out.append(("", 30, False))
        out.append((_("What went wrong: {error}").format(error=self.report.error)[:300], 24, True))
        if self.report.path is not None:
            where = _(
                "A report was written to {path}. Sending it to the developers helps them fix this."
            ).format(path=self.report.path)
        else:
            where = _("The report could not be written (see the log).")
        out += [(line, 24, True) for line in wrap(where, 24, 1400)]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(theme.background(surface.get_size()), (0, 0))
        w, _h = surface.get_size()
        title = theme.display_text(_("Something went wrong"), 72, theme.ink)
        surface.blit(title, title.get_rect(midtop=(w // 2, 120)))
        y = 280
        for line, size, dim in self.lines():
            if line:
                img = theme.text(line, size, theme.ink_dim if dim else theme.ink)
                surface.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += size + 14
        self.widgets.draw(surface, theme)


class CrashGuard:
    """The app's crash handler: report, leave the broken screens, show `CrashScreen`."""

    def __init__(self, paths: Paths, version: str, resume: Resume | None = None) -> None:
        self.paths = paths
        self.version = version
        self.resume = resume
        self.reports: list[CrashReport] = []
        self._times: list[float] = []

    def __call__(self, app: AppServices, screens: list[Screen], exc: BaseException) -> bool:
        """Handle `exc` (True), or leave it to stop the app (False). `screens`: the app's
        stack, bottom first, which this empties."""
        now = time.monotonic()
        self._times = [t for t in self._times if now - t < REPEAT_WINDOW] + [now]
        report = write_report(self.paths, exc, facts_of(list(screens)), self.version)
        self.reports.append(report)
        log.error("unexpected error (report: %s)", report.path, exc_info=exc)
        if any(isinstance(s, CrashScreen) for s in screens) or len(self._times) > MAX_REPEATS:
            return False
        while screens:
            screen = screens.pop()
            try:
                screen.on_exit()  # a table closes its runner and autosave here
            except Exception:
                log.exception("leaving %r after the crash failed", screen)
        app.push(CrashScreen(app, report, self.resume))
        return True

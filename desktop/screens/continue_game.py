"""Continue: the games in progress (the autosave journal), newest first; with only one,
straight into it.

Enter or double-click continues the selected game; Delete throws it away (after asking).
Damaged autosaves are listed with the reason and can only be deleted.

LAN games come first: "Rejoin your seat at <table>" for each seat this computer holds (its
token in the data folder) at a table that still lives (its host is asked, on a worker
thread, when the screen opens), and "Host <table> again" for a table this app hosted when
it stopped mid-game (the table comes back from its journal and its players rejoin it).
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

import pygame

from desktop.game.controllers import SeatController
from desktop.game.runner import GameRunner
from desktop.games import Games
from desktop.net.rejoin import SeatCheck, hosted_seats, live_seats
from desktop.screens import registry as names
from desktop.screens.base import AppServices, Screen
from desktop.screens.lan.rejoining import host_again, rejoin_seat
from desktop.screens.lan.widgets import Task, spinner
from desktop.screens.storage_watch import history_note
from desktop.store.disk_words import reason
from desktop.store.lan_seats import HeldSeat, HeldSeats
from desktop.ui.controls import Button
from desktop.ui.dates import day_month
from desktop.ui.dialog import Dialog
from desktop.ui.scroll_list import ScrollList
from desktop.ui.toast import STAY
from engine.i18n import N_, _, ngettext

log = logging.getLogger(__name__)

HINT = N_("↑ / ↓ to choose  ·  Enter to continue  ·  Delete to throw away  ·  Esc back")


def _paths() -> Any:
    from desktop.store.paths import Paths

    return Paths.from_env()


def resumable(games: Games) -> list[Any]:
    """The autosaved games of `games` (and damaged autosaves, to throw away), newest first."""
    try:
        from desktop.store.journal import Journal

        return [g for g in Journal.find_resumable(_paths()) if g.game in games or g.error]
    except (OSError, ImportError) as exc:
        log.warning("cannot look for games to continue: %s", exc)
        return []


def has_resumable(games: Games) -> bool:
    return any(g.error is None for g in resumable(games)) or bool(held_seats().all())


def held_seats() -> HeldSeats:
    return HeldSeats.of(_paths())


def _lan_label(item: SeatCheck | HeldSeat, games: Games) -> str:
    if isinstance(item, SeatCheck):
        seat = item.seat
        where = _("Rejoin your seat at {table}").format(table=item.name or seat.name)
        return _("{where} · {title} · hosted by {host}").format(
            where=where, title=games.title(seat.game), host=seat.host_name or seat.address
        )
    return _("Host {table} again · {title} · its players rejoin it").format(
        table=item.name or _("your table"), title=games.title(item.game)
    )


def _label(game: Any, games: Games) -> str:
    if game.error is not None:
        return _("Damaged: {value}").format(
            value=game.error.message if hasattr(game.error, "message") else game.error
        )
    when = day_month(datetime.fromtimestamp(game.modified), clock=True) if game.modified else ""
    people = ", ".join(game.names[:6]) + ("…" if len(game.names) > 6 else "")
    title = games.title(game.game)
    moves = ngettext("{n} move", "{n} moves", game.entries).format(n=game.entries)
    return _("{title} · {people} · {moves} · {when}").format(
        title=title, people=people, moves=moves, when=when
    )


class ContinueScreen(Screen):
    name = names.CONTINUE

    def __init__(self, app: AppServices, **_kwargs: Any) -> None:
        super().__init__(app)
        self.offered = Games.of(app)
        self.games = resumable(self.offered)
        #: LAN seats to take back, then tables to host again: listed before the games here
        self.lan: list[SeatCheck | HeldSeat] = []
        self.seats = HeldSeats.of(app.paths)
        self._lan_task: Task | None = None
        self.task: Task | None = None
        #: the saved game being opened and the updates since it was chosen: replaying a long
        #: game takes seconds, so the screen says so for a frame before it starts
        self._opening: Any = None
        self._opening_updates = 0
        self.t = 0.0
        self.list = ScrollList(
            rect=pygame.Rect(160, 190, 1600, 640),
            items=[_label(g, self.offered) for g in self.games],
            name="games",
            on_activate=lambda i: self.resume(),
            text_size=28,
            row_height=56,
        )
        self.widgets.add(self.list)
        self.go = Button(
            rect=pygame.Rect(1360, 880, 400, 80),
            text=_("Continue"),
            style="main",
            on_click=self.resume,
            name="continue",
        )
        self.discard_button = Button(
            rect=pygame.Rect(900, 880, 400, 80),
            text=_("Throw away"),
            on_click=self.ask_discard,
            name="discard",
        )
        self.back_button = Button(
            rect=pygame.Rect(160, 880, 300, 80), text=_("Back"), on_click=self.back, name="back"
        )
        for b in (self.go, self.discard_button, self.back_button):
            self.widgets.add(b)

    def on_enter(self) -> None:
        self.widgets.focus(self.list)
        held = self.seats.all()
        if held:
            seats, paths = self.seats, self.app.paths

            def look() -> list[SeatCheck | HeldSeat]:
                return [*live_seats(seats), *hosted_seats(seats, paths)]

            self._lan_task = Task(look, "continue-lan")
        # One game in progress and nothing damaged to throw away: no list to choose from, so
        # straight into it (the list stays if it can't be continued, or LAN seats may wait).
        if len(self.games) == 1 and self.games[0].error is None and not held:
            self.resume()

    def _items(self) -> list[str]:
        return [_lan_label(i, self.offered) for i in self.lan] + [
            _label(g, self.offered) for g in self.games
        ]

    def selected(self) -> Any:
        index = self.list.selected - len(self.lan)
        if index < 0:
            return self.lan[self.list.selected] if self.lan else None
        if not self.games:
            return None
        return self.games[index]

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt
        task = self._lan_task
        if task is not None and task.done:
            self._lan_task = None
            self.lan = list(task.result or [])
            self.list.set_items(self._items())
            self.list.select(0)
        if self.task is not None and self.task.done:
            self._lan_done(self.task)
        if self._opening is not None:
            self._opening_updates += 1
            if self._opening_updates > 1:  # the frame that says "Opening…" has been drawn
                game, self._opening = self._opening, None
                self._open(game)

    def wake_in(self) -> float | None:
        if self._opening is not None:
            return 0.0
        busy = self._lan_task is not None or self.task is not None
        return 0.1 if busy else super().wake_in()

    def resume(self) -> None:
        game = self.selected()
        if game is None or self._opening is not None:
            return
        if isinstance(game, SeatCheck | HeldSeat):
            self._start_lan(game)
            return
        if game.error is not None:
            self.app.toast(_("That autosave is damaged; it can only be thrown away."), "warning")
            return
        self._opening, self._opening_updates = game, 0

    def _open(self, game: Any) -> None:
        try:
            resume_game(self.app, game.path)
        except Exception as exc:  # a broken save must never take the app down
            log.exception("cannot continue %s", game.path)
            self.app.toast(
                _("That game can't be continued: {getattr}").format(
                    getattr=getattr(exc, "message", exc)
                ),
                "error",
                5.0,
            )
        # Clicks and keys made while it opened were meant for this screen, not the table.
        pygame.event.clear((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN))

    def _start_lan(self, item: SeatCheck | HeldSeat) -> None:
        if self.task is not None:
            return
        app = self.app
        if isinstance(item, SeatCheck):
            seat, seats = item.seat, self.seats
            self.task = Task(lambda: rejoin_seat(app, seat, seats), "continue-rejoin")
        else:
            held, seats = item, self.seats
            self.task = Task(lambda: host_again(app, held, seats), "continue-host")

    def _lan_done(self, task: Task) -> None:
        self.task = None
        if task.error is not None:
            from desktop.screens.lan.common import describe_error

            self.app.toast(describe_error(task.error), "warning", 5.0)
            self.lan = [i for i in self.lan if i is not self.selected()]
            self.list.set_items(self._items())
            return
        task.result()  # opens the lobby or the table, on this (the UI) thread

    def ask_discard(self) -> None:
        game = self.selected()
        if game is None:
            return
        if isinstance(game, SeatCheck | HeldSeat):
            table = game.seat.table if isinstance(game, SeatCheck) else game.table
            self.show_dialog(
                Dialog(
                    _("Give up this seat?"),
                    _("You will not be offered to take it back."),
                    buttons=(
                        (_("Give it up"), lambda: self._forget(table)),
                        (_("Keep it"), None),
                    ),
                    screen_size=self.app.logical_size,
                )
            )
            return
        self.show_dialog(
            Dialog(
                _("Throw this game away?"),
                _("It can't be continued afterwards."),
                buttons=((_("Throw away"), self.discard), (_("Keep it"), None)),
                screen_size=self.app.logical_size,
            )
        )

    def discard(self) -> None:
        game = self.selected()
        if game is None:
            return
        try:
            game.path.unlink()
        except OSError as exc:
            self.app.toast(
                _("Could not delete it: {strerror}").format(strerror=exc.strerror), "error"
            )
            return
        del self.games[self.list.selected - len(self.lan)]
        self.list.set_items(self._items())
        if not self.games and not self.lan:
            self.back()

    def _forget(self, table: str) -> None:
        self.seats.forget(table)
        self.lan = [
            i for i in self.lan if (i.seat.table if isinstance(i, SeatCheck) else i.table) != table
        ]
        self.list.set_items(self._items())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._opening is not None:
            return True  # nothing else to choose while a game opens
        if (
            (self.dialog is None or not self.dialog.is_open)
            and event.type == pygame.KEYDOWN
            and event.key == pygame.K_DELETE
        ):
            self.ask_discard()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(theme.background(surface.get_size()), (0, 0))
        title = theme.display_text(_("Continue a game"), 72, theme.ink)
        surface.blit(title, (160, 60))
        busy = self._lan_task is not None or self.task is not None or self._opening is not None
        if busy:
            words = (
                _("Opening your game…")
                if self._opening is not None
                else _("Looking for your LAN tables…")
                if self._lan_task is not None
                else _("Connecting…")
            )
            img = theme.text(words, 26, theme.accent)
            surface.blit(img, (160, 150))
            surface.blit(spinner(theme, self.t), (180 + img.get_width(), 158))
        if not self.games and not self.lan and not busy:
            img = theme.text(_("No game in progress."), 30, theme.ink_dim)
            surface.blit(img, (180, 220))
        self.widgets.draw(surface, theme)
        self.draw_keys(surface, theme, _(HINT), 24)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, theme)


def resume_game(app: AppServices, path: Any, *, replace: bool = True) -> Any:
    """Reopen the autosave at `path` and put its game's table on the app, in place of the
    screen on top or (`replace=False`) over it; None if it can't."""
    from desktop.store.journal import Journal

    journal = Journal.reopen(_paths(), path)
    session = journal.session
    if session.is_over():
        if journal.replay is None:  # filing it failed: say so, it stays under Continue
            app.toast(
                _(
                    "That game had already ended, but it could not be filed ({reason}); "
                    "it stays under Continue."
                ).format(reason=reason(journal.error) if journal.error else "?"),
                "error",
                STAY,
            )
            return None
        app.toast(_("That game had already ended; it is in your history now."))
        if journal.history_kept is not None:
            app.toast(history_note(journal.history_kept), "warning", STAY)
        return None
    header = session.header
    seats = []
    for i, c in enumerate(journal.controllers):
        name = header.names[i] if i < len(header.names) else _("Player {value}").format(value=i + 1)
        if c.kind == "bot":
            seats.append(SeatController("bot", name, c.bot or "heuristic"))
        else:
            seats.append(SeatController("person", name))
    game = Games.of(app).get(header.ruleset)
    if game is None:
        app.toast(_("This version of Rage Table cannot continue that game."), "warning")
        return None
    table = game.table(
        app,
        GameRunner(session, seats),
        journal=journal,
        setup=game.setup_for(seats, dict(header.options)),
        resumed=True,
    )
    if replace:
        app.replace(table)
    else:
        app.push(table)
    return table

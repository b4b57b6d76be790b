"""A LAN game: the game's own table screen on a `RemoteRunner`, with the LAN around it.

The table screen is unchanged (it cannot tell a remote game from a local one); this screen
draws it, then adds what only a network game has:
- a chat drawer over the right-hand column (the Chat button or T opens it, Esc closes it),
  with a bubble for messages that arrive while it is closed;
- a status pill on every seat that is not simply connected ("reconnecting…", "left · bot
  plays", "bot stand-in", "host lost") and a dot on the others;
- what happened to seats and why (the host's news: left, lost and waited for, a bot standing
  in, a seat given to someone, someone watching) in the chat and as toasts;
- for a spectator, a "watching" banner; for the host, the Players list (its menu), where an
  absent person's seat is handed to a bot, given to a spectator, or the game ended;
- the undo vote (another player asks to take a move back: agree or refuse), the host's
  refusals as toasts, and one notice when the host ends the table or sends us away.

When the host cuts the log back (an undo everyone agreed to), the table screen is made again
from the runner, as if the game had been continued from a save; when the host gives this
computer a seat, it is made again on a runner for that seat.

Leaving: a player leaves (the host says "left"; a bot plays until they return, and the seat
token stays in the data folder for Continue to offer); a spectator stops watching; the host
ends the game for everyone. A game that is over or ended is kept in the replays.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Protocol

import pygame

from desktop.net.client import Client
from desktop.net.keeping import SeatBook, file_hosted_journal, keep_replay
from desktop.net.rejoin import keep_seat
from desktop.net.remote_session import NETWORK_ERRORS, UNDO_ASKED, RemoteRunner
from desktop.screens.base import AppServices, Screen, soonest
from desktop.screens.lan.news import away_words, news_line
from desktop.screens.lan.tables import table_screen
from desktop.screens.lan.widgets import (
    STATUS_TEXT,
    ChatPanel,
    draw_status_dot,
    seat_color,
    status_color,
    status_tag,
    watcher_color,
)
from desktop.screens.table_base import TableScreen
from desktop.screens.table_frame import TableFrame
from desktop.ui.choice import ChoiceDialog
from desktop.ui.controls import Button
from desktop.ui.dialog import Dialog
from desktop.ui.theme import render_text, wrap
from desktop.ui.widget import WidgetGroup
from engine.core.errors import Illegal
from engine.i18n import _

log = logging.getLogger(__name__)

DRAWER = pygame.Rect(1512, 92, 396, 976)
#: The Chat button, unless the table names a free spot of its own (`lan_chat_button`): the
#: CCG tables have their phase bar where the other tables leave this corner free.
CHAT_BUTTON = pygame.Rect(16, 16, 170, 52)
BUBBLE_TIME = 6.0
ROSTER_ROW = 34
#: The banner under the Chat button ("watching", "reconnecting…"): no wider and no longer
#: than the corner every table leaves free around the button (RAGE's plates with 5 and 8
#: seats come within 170 px of the left edge and 230 px of the top).
BANNER_W = 150
BANNER_SIZE, BANNER_LINE, BANNER_LINES = 20, 26, 3


def chat_places(table: Any) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the Chat button and the chat drawer go over `table`: the table's own free spot
    for the button if it names one, and the drawer down the right-hand side, clear of it."""
    spot = getattr(table, "lan_chat_button", None)
    button = pygame.Rect(spot) if spot is not None else CHAT_BUTTON.copy()
    drawer = DRAWER.copy()
    if drawer.colliderect(button):
        if button.centery > drawer.centery:
            drawer.height = button.top - 8 - drawer.top
        else:
            drawer.height -= button.bottom + 8 - drawer.top
            drawer.top = button.bottom + 8
    return button, drawer


def open_lan_table(
    app: AppServices, client: Client, *, hosted: Any = None, chat: ChatPanel | None = None
) -> LanTableScreen:
    runner = RemoteRunner(client)
    return LanTableScreen(app, runner, hosted=hosted, chat=chat)


class Toaster(Protocol):
    """The app's toasts, where a screen may take one back (the App has them; a bare test
    shell may not)."""

    def dismiss(self, text: str) -> None: ...


class LanTableScreen(TableFrame):
    name = "lan_table"
    table: TableScreen

    def __init__(
        self,
        app: AppServices,
        runner: RemoteRunner,
        *,
        hosted: Any = None,
        chat: ChatPanel | None = None,
    ) -> None:
        super().__init__(app)
        self.runner = runner
        self.client = runner.client
        self.hosted = hosted
        self._join_runner(runner)
        #: the seat this computer holds at the table, kept in the data folder
        self.book = SeatBook(app.paths)
        self.t = 0.0
        self.table = self._make_table()
        self.overlay = WidgetGroup()
        seats = len(runner.seats)
        self.button_rect, drawer = chat_places(self.table)
        self.chat = ChatPanel(
            rect=drawer,
            name="chat",
            source=self._chat_source,
            send=self.say,
            header=ROSTER_ROW * (seats + (1 if runner.watchers else 0)) + 18,
            fill=(12, 22, 20, 255),
        )
        if chat is not None:  # the lobby's conversation goes on
            self.chat.lines = list(chat.lines)
            self.chat._seen = chat._seen
        self.chat.shown = False
        self.chat_button = Button(
            rect=self.button_rect.copy(),
            name="chat-toggle",
            text=_("Chat  (T)"),
            text_size=24 if self.button_rect.width >= CHAT_BUTTON.width else 20,
            on_click=self.toggle_chat,
        )
        self.chat_button.focusable = False
        self.overlay.add(self.chat_button)
        self.bubbles: list[tuple[float, str, int | None]] = []
        self._statuses: dict[int, str] = {}
        self._swallow_t = False
        self._vote_shown: str | None = None
        self._closing = False
        self._pointer: tuple[int, int] = (0, 0)
        #: the game is over or ended: its seat is forgotten (once), its replay kept (once)
        self._filed = False
        self._replay_kept = False
        self._ended_shown = False
        if hosted is not None and hosted.journal_dir is not None:
            # Once the host has stopped (its journal closed), the whole log becomes a replay.
            book, journal, table_id = self.book, Path(hosted.journal_dir), hosted.table_id

            def file_hosted() -> None:
                if self._filed:  # over or ended: else the journal stays, to host again
                    file_hosted_journal(book.paths, journal, table_id)

            hosted.on_stopped = file_hosted

    def _join_runner(self, runner: RemoteRunner) -> None:
        runner.hosting = self.hosted is not None
        runner.players_dialog = self.open_players

    def _make_table(self, faces: Any = None) -> TableScreen:
        # A spectator's table looks from seat 1, drawn from the public view.
        table = table_screen(self.app, self.runner, faces=faces)
        assert isinstance(table, TableScreen), table
        return table

    def _chat_source(self) -> list[dict[str, Any]]:
        return self.runner.chat

    # -- lifecycle (the table screen lives inside this one: TableFrame passes it on) ------------
    def on_exit(self) -> None:
        """Leaving the table. The host ends it for everyone first (so no bot moves after);
        a player leaves (a bot plays until they come back: the seat stays theirs, its token
        kept); a spectator stops watching."""
        self._closing = True
        self.table.on_exit()
        over = self.runner.session.is_over()
        if self.hosted is not None:
            if not over:
                try:
                    self.hosted.end_game()
                except (Illegal, *NETWORK_ERRORS) as exc:
                    log.warning("could not end the table: %s", exc)
            self._file()
            self.client.close()
            # A finished game: give the others a moment to see the last trick land.
            self.hosted.close(delay=20.0 if over else 1.0)
            return
        if self.runner.finished:
            self._file()
            self._keep_replay(final=True)
            self.client.close()
            return
        try:
            self.client.leave()
        except (Illegal, *NETWORK_ERRORS):
            self.client.close()

    def back(self) -> None:
        self.table.back()

    # -- chat ------------------------------------------------------------------------------------
    @property
    def chat_open(self) -> bool:
        return self.chat.shown

    def toggle_chat(self) -> None:
        if self.chat.shown:
            self.close_chat()
        else:
            self.open_chat()

    def open_chat(self) -> None:
        self.chat.shown = True
        self.chat.unread = 0
        self.bubbles.clear()
        if self.chat not in self.overlay.widgets:
            self.overlay.add(self.chat)
            self.overlay.add(self.chat.field)
        self.overlay.focus(self.chat.field)

    def close_chat(self) -> None:
        self.chat.shown = False
        for widget in (self.chat, self.chat.field):
            if widget in self.overlay.widgets:
                self.overlay.widgets.remove(widget)
        self.overlay.focus(None)

    def say(self, text: str) -> None:
        try:
            self.client.chat(text)
        except Illegal as exc:
            self.app.toast(exc.message, "warning", 4.0)
        except NETWORK_ERRORS:
            self.app.toast(_("Not sent: the connection to the host is down."), "warning", 4.0)

    # -- input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None and self.dialog.is_open:
            return self.dialog.handle_event(event)
        table_modal = self.table.dialog is not None and self.table.dialog.is_open
        if self.chat.shown and not table_modal:
            if event.type == pygame.TEXTINPUT:
                if self._swallow_t and event.text.lower() == "t":
                    self._swallow_t = False
                    return True
                if self.overlay.focused is self.chat.field:
                    self.chat.field.insert(event.text)
                    return True
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE:
                    self.close_chat()
                    return True
                if self.overlay.focused is self.chat.field:
                    self.chat.field.handle_key(event)
                    return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
                pos = getattr(event, "pos", None) or self._pointer
                if self.overlay.handle_event(event) or self.chat.rect.collidepoint(pos):
                    return True
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self.overlay.focus(None)  # back to the table; the drawer stays open
        else:
            pressed = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
            if pressed and not self.covered() and self.overlay.handle_event(event):
                return True
            if (
                event.type == pygame.KEYDOWN
                and event.key == pygame.K_t
                and not table_modal
                and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
            ):
                self.open_chat()
                self._swallow_t = True
                return True
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_t
            and self.chat.shown
            and self.overlay.focused is not self.chat.field
            and not table_modal
        ):
            self.overlay.focus(self.chat.field)
            self._swallow_t = True
            return True
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            self.overlay.handle_event(event)
        return self.table.handle_event(event)

    # -- frame -----------------------------------------------------------------------------------
    def wake_in(self) -> float | None:
        due = [super().wake_in(), self.table.wake_in(), self.overlay.wake_in()]
        for start, _text, _seat in self.bubbles:
            fade = start + BUBBLE_TIME - 1 - self.t  # a bubble fades in its last second
            due.append(max(0.0, fade))
        return soonest(due)

    def update(self, dt: float) -> None:
        self.t += dt
        self.table.update(dt)
        self.overlay.update(dt)
        if self.dialog is not None:
            self.dialog.update(dt)
            if not self.dialog.is_open:
                self.dialog = None
        if self._closing:
            return
        for line in self.chat.poll():
            if not self.chat.shown:
                self.bubbles.append((self.t, f"{line.name}: {line.text}", line.seat))
        self.bubbles = [b for b in self.bubbles if self.t - b[0] < BUBBLE_TIME][-3:]
        self.runner.take_messages()
        while self.runner.notices:
            self._notice(self.runner.notices.popleft())
        self._follow_seat()
        if self.chat.header != self.roster_height():  # spectators came or went
            self.chat.header = self.roster_height()
            self.chat._surface = None
        if self.runner.finished and not self._replay_kept:
            self._file()
        self._swallow_t = False  # the T that opened the chat came with this frame's events

    def _follow_seat(self) -> None:
        """The host gave this computer a seat (it watched): play it, on a runner for it."""
        state = self.client.snapshot()
        if state.seat == self.runner.seat or state.header is None or self.runner.finished:
            return
        self.table.on_exit()
        self.runner = RemoteRunner(self.client)
        self._join_runner(self.runner)
        self._remake_table()
        keep_seat(self.book.seats, self.client, player=self.client.name)

    def _file(self) -> None:
        """The game is over or ended: its seat is no longer ours to take back, and we keep
        it as a replay (the host its whole log once it stops, a guest its seat's share)."""
        if not self._filed:
            self._filed = True
            self.book.forget(self.client.table_id)
        self._keep_replay()

    def _keep_replay(self, *, final: bool = False) -> None:
        """A guest's replay, once the host's record of what it saw has come (or, leaving,
        with whatever there is)."""
        if self.hosted is not None or self._replay_kept or self.runner.seat is None:
            return
        state = self.client.snapshot()
        if state.record is None and not final:
            return
        self._replay_kept = True
        keep_replay(self.book.paths, state)

    def _notice(self, notice: dict[str, Any]) -> None:
        kind = notice["kind"]
        app = self.app
        if kind == "refused":
            # A table that says refusals itself (the CCGs' toast them) is not echoed.
            toasts = getattr(app, "toasts", None)
            if notice["message"] not in (toasts.messages if toasts is not None else []):
                app.toast(
                    _("The host refused: {message}").format(message=notice["message"]),
                    "warning",
                    4.0,
                )
        elif kind == "undo-asked":
            pass  # the table shows the runner's answer ("the others are asked to agree")
        elif kind == "undo-request":
            self._ask_vote(notice)
        elif kind == "undo-result":
            if self.dialog is not None and self._vote_shown == notice.get("vote"):
                self.dialog.close()
            mine = notice.get("by") == self.runner.seat
            shown: Toaster | None = getattr(app, "toasts", None)
            if mine and shown is not None:
                shown.dismiss(_(UNDO_ASKED))  # the others have answered
            if notice.get("accepted"):
                line = (
                    _("Your last move was taken back.")
                    if mine
                    else _("{who}'s last move was taken back.").format(
                        who=self._name(notice.get("by"))
                    )
                )
                app.toast(line, "info", 4.0)
            elif mine:
                app.toast(
                    _("Your move stands: {get}.").format(get=notice.get("reason", "refused")),
                    "warning",
                    4.0,
                )
        elif kind == "reset":
            self._remake_table()
        elif kind == "connection":
            if self.runner.finished:
                return  # the host ended the table or sent us away: said once, by that
            if notice["connected"]:
                app.toast(_("Connected to the host again."), "info", 3.0)
                self.chat.system(_("Connected to the host again."))
            else:
                app.toast(_("Lost the host: reconnecting…"), "warning", 4.0)
                self.chat.system(_("Lost the connection to the host."))
        elif kind == "news":
            self._news(notice)
        elif kind == "ended":
            self._ended(notice)
        elif kind == "bye":
            self._bye(notice)

    def _news(self, notice: dict[str, Any]) -> None:
        seat = notice.get("seat")
        mine = notice.get("what") == "given" and self.client.state.seat == seat
        if seat == self.runner.seat and not mine and notice.get("what") != "given":
            return  # about ourselves: we know (and were not there to hear it)
        said = news_line(notice, mine=mine, hosting=self.hosted is not None)
        if said is None:
            return
        self.chat.system(said)
        what = notice.get("what")
        if what in ("watching", "stopped-watching"):
            return  # the chat and the roster say it; no toast for each spectator
        if what in ("lost", "left") and self.hosted is not None:
            said += " " + _("Esc › Players… to decide.")
        self.app.toast(said, "warning" if what in ("lost", "left", "given") else "info", 6.0)
        tagged = getattr(self.table, "tags_seats", False)  # the table shows it on its plates
        plate = isinstance(seat, int) and self.seat_anchor(seat) is not None
        if not self.chat.shown and isinstance(seat, int) and not plate and not tagged:
            self.bubbles.append((self.t, said, seat))

    def _ended(self, notice: dict[str, Any]) -> None:
        if self._ended_shown or self.hosted is not None:
            return
        self._ended_shown = True
        self._file()
        if self.dialog is not None:
            self.dialog.close()
        kept = _("The game so far is kept in your replays.") if self.runner.seat is not None else ""
        self.show_dialog(
            Dialog(
                _("The host ended the game"),
                (_("The host left the table, so the game ends here.") + " " + kept).strip(),
                buttons=((_("Leave the table"), self._leave),),
                screen_size=self.app.logical_size,
            )
        )

    def _name(self, seat: Any) -> str:
        names = self.runner.session.header.names
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else _("Someone")

    def _ask_vote(self, notice: dict[str, Any]) -> None:
        if self.runner.seat not in (notice.get("waiting") or []):
            if notice.get("by") != self.runner.seat:
                self.app.toast(
                    _("{name} asks to take a move back.").format(name=self._name(notice.get("by")))
                )
            return
        self._vote_shown = notice.get("vote")
        who = str(notice.get("name") or self._name(notice.get("by")))

        def answer(agree: bool) -> None:
            refused = self.runner.vote_undo(agree)
            if refused is not None:
                self.app.toast(refused.message, "warning", 4.0)

        self.show_dialog(
            Dialog(
                _("{who} asks to take a move back").format(who=who),
                _(
                    "{who} would like to take back their last move (and what was played after it). Do you agree?"
                ).format(who=who),
                buttons=((_("Agree"), lambda: answer(True)), (_("Refuse"), lambda: answer(False))),
                screen_size=self.app.logical_size,
            )
        )

    def _bye(self, notice: dict[str, Any]) -> None:
        code = str(notice.get("code"))
        if self.runner.session.is_over() or code in ("left", "ended", "busy") or self._ended_shown:
            return
        self._ended_shown = True
        if code in ("kicked", "seat-given"):
            self.book.forget(self.client.table_id)
        titles = {
            "kicked": _("You were asked to leave"),
            "host-closing": _("The host closed the table"),
            "seat-given": _("Your seat went to someone else"),
            "replaced": _("You joined from elsewhere"),
        }
        self.show_dialog(
            Dialog(
                titles.get(code, _("Disconnected")),
                str(notice.get("message") or _("The host ended the connection.")),
                buttons=((_("Leave the table"), self._leave),),
                screen_size=self.app.logical_size,
            )
        )

    def _leave(self) -> None:
        self.app.pop()

    # -- the host's say over absent seats ---------------------------------------------------------
    def open_players(self) -> None:
        """The host's Players list: each seat and whether its person is here; choose an absent
        one to hand it to a bot, give it to a spectator, or end the game."""
        if self.hosted is None:
            return
        runner = self.runner
        rows: list[tuple[str, int]] = []
        for seat in range(len(runner.seats)):
            status = runner.seat_status(seat)
            words = away_words(status, runner.standin_why(seat), runner.grace_left(seat))
            rows.append((f"{self._plate_name(seat)} · {words}", seat))
        watching = ", ".join(str(w.get("name")) for w in runner.watchers)
        message = (
            _("Watching: {names}.").format(names=watching) if watching else _("Nobody is watching.")
        )
        self.show_dialog(
            ChoiceDialog(
                _("Players"),
                rows,
                self._seat_actions,
                message=message + " " + _("Choose someone who is away to decide for their seat."),
                screen_size=self.app.logical_size,
            )
        )

    def _plate_name(self, seat: int) -> str:
        info = self.runner.seat_info[seat] if seat < len(self.runner.seat_info) else {}
        return str(info.get("name") or self._name(seat))

    def _seat_actions(self, seat: int) -> None:
        runner = self.runner
        status = runner.seat_status(seat)
        name = self._plate_name(seat)
        if status not in ("reconnecting", "left", "standin"):
            self.app.toast(_("{name} is at the table.").format(name=name), "info", 3.0)
            return
        actions: list[tuple[str, Any]] = []
        if status == "reconnecting":
            actions.append(
                (
                    _("A bot plays for {name} now (their seat when they return)").format(name=name),
                    ("bot", 0),
                )
            )
        for watcher in runner.watchers:
            actions.append(
                (
                    _("Give {name}'s seat to {who} (watching)").format(
                        name=name, who=watcher.get("name")
                    ),
                    ("give", int(watcher.get("watcher") or 0)),
                )
            )
        actions.append((_("End the game for everyone"), ("end", 0)))
        self.show_dialog(
            ChoiceDialog(
                name,
                actions,
                lambda choice: self._decide(seat, choice),
                message=away_words(status, runner.standin_why(seat), runner.grace_left(seat)),
                screen_size=self.app.logical_size,
            )
        )

    def _decide(self, seat: int, choice: tuple[str, int]) -> None:
        hosted = self.hosted
        if hosted is None:
            return
        what, watcher = choice
        try:
            if what == "bot":
                hosted.hand_to_bot(seat)
            elif what == "give":
                hosted.give_seat(seat, watcher)
            else:
                self.ask_end()
        except Illegal as exc:
            self.app.toast(exc.message, "warning", 4.0)
        except NETWORK_ERRORS:
            self.app.toast(_("The table did not answer; try again in a moment."), "warning", 4.0)

    def ask_end(self) -> None:
        """The host ends the game for everyone (after saying yes)."""
        self.show_dialog(
            Dialog(
                _("End the game for everyone?"),
                _("Everyone goes back to the menu; each player keeps the game in their replays."),
                buttons=((_("End the game"), self.table.quit_to_menu), (_("Keep playing"), None)),
                screen_size=self.app.logical_size,
            )
        )

    def in_language(self, rebuilt: dict[int, Screen]) -> Screen | None:
        """The game's table built again in the language just made active, in place: the
        connection, the chat and its lines stay; the chat button is labelled again."""
        self._remake_table()
        self.chat_button.text = _("Chat  (T)")
        return None

    def _remake_table(self) -> None:
        old = self.table
        self.table = self._make_table(faces=getattr(old, "faces", None))
        self.table.apply_settings(self.app.settings)
        self.table.on_enter()

    # -- drawing ---------------------------------------------------------------------------------
    def covered(self) -> bool:
        """The table shows something over itself (its scores, a question): what this screen
        adds (seat pills, the Chat button, banners) stays out of its way."""
        return self.table.overlay_open() and not self.chat.shown

    def pills_shown(self) -> bool:
        """The seat pills sit on the name plates: under any sheet the table shows, even with
        the chat open, and not once the table is closed (its dialog says so once)."""
        closed = self.runner.finished and not self.runner.connected
        return not self.table.overlay_open() and not closed

    def banner(self) -> tuple[str, bool] | None:
        """The line under the Chat button: (words, bad) or None."""
        if not self.runner.connected and not self.runner.finished:
            return _("Host lost: reconnecting…"), True
        if self.runner.seat is None and not self.runner.finished:
            name = str((self.client.state.table or {}).get("name") or "")
            if name:
                return _("Watching {table}").format(table=name), False
            return _("Watching"), False
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        theme = self.app.theme
        covered = self.covered()
        if self.pills_shown():
            self._draw_seat_status(surface)
        self.chat_button.text = (
            _("Chat  ({unread})").format(unread=self.chat.unread)
            if self.chat.unread and not self.chat.shown
            else _("Chat  (T)")
        )
        self.chat_button.style = "primary" if self.chat.unread else "normal"
        self.chat_button.visible = not covered
        if not covered:
            self._draw_bubbles(surface)
        banner = self.banner()
        if banner is not None and not covered:
            self._draw_banner(surface, *banner)
        self.overlay.draw(surface, theme)
        if self.chat.shown:
            self._draw_roster(surface)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, theme)

    def roster_height(self) -> int:
        """Room the roster takes under the chat's title: a row a seat, one for spectators."""
        rows = len(self.runner.seats) + (1 if self.runner.watchers else 0)
        return ROSTER_ROW * rows + 18

    def banner_rect(self, height: int, width: int = BANNER_W) -> pygame.Rect:
        """Where the banner goes: in the corner the Chat button stands in (a corner each table
        keeps free), just beside it toward the middle of the screen, narrow enough to stay
        clear of the name plates."""
        button = self.button_rect
        w, h = self.app.logical_size
        rect = pygame.Rect(0, 0, width, height)
        if button.centerx < w // 2:
            rect.left = button.left
        else:
            rect.right = button.right
        if button.centery < h // 2:
            rect.top = button.bottom + 10
        else:
            rect.bottom = button.top - 10
        return rect

    def _draw_banner(self, surface: pygame.Surface, words: str, bad: bool) -> None:
        theme = self.app.theme
        spot = getattr(self.table, "lan_banner", None)
        if spot is not None:
            # The table names a free strip (the CCGs: in their top bar): one line, fitted.
            rect = pygame.Rect(spot)
            color = theme.bad if bad else theme.accent
            image = theme.fitted_text(words, BANNER_SIZE, color, rect.width - 24, bold=True)
            while image.get_width() > rect.width - 24 and len(words) > 4:
                words = words[:-2].rstrip() + "…"
                image = theme.fitted_text(words, BANNER_SIZE, color, rect.width - 24, bold=True)
            surface.blit(theme.box(rect.size, (8, 14, 12, 230), radius=12), rect)
            surface.blit(image, image.get_rect(midleft=(rect.x + 12, rect.centery)))
            return
        lines = self.banner_lines(words)
        rect = self.banner_rect(16 + BANNER_LINE * len(lines))
        surface.blit(theme.box(rect.size, (8, 14, 12, 230), radius=12), rect)
        color = theme.bad if bad else theme.accent
        y = rect.y + 8
        for line in lines:
            surface.blit(theme.text(line, BANNER_SIZE, color, bold=True), (rect.x + 12, y))
            y += BANNER_LINE

    def banner_lines(self, words: str) -> list[str]:
        lines = wrap(words, BANNER_SIZE, BANNER_W - 24, bold=True)
        if len(lines) > BANNER_LINES:  # a long table name: its end gives way
            lines = [*lines[: BANNER_LINES - 1], lines[BANNER_LINES - 1].rstrip(" .") + "…"]
        return lines

    def _draw_roster(self, surface: pygame.Surface) -> None:
        """Under the chat's title: every seat, its colour, name and connection."""
        theme = self.app.theme
        x, y = self.chat.rect.x + 22, self.chat.rect.y + 58
        for seat, controller in enumerate(self.runner.seats):
            status = self.runner.seat_status(seat)
            draw_status_dot(surface, theme, (x + 10, y + ROSTER_ROW // 2), status, self.t)
            name = self._plate_name(seat) + (_(" (you)") if seat == self.runner.seat else "")
            words = {"connected": _("here"), "bot": _("bot")}.get(status) or _(STATUS_TEXT[status])
            if controller.is_bot and status == "connected":
                words = _("bot")
            tag = theme.text(words, 20, status_color(theme, status))
            room = self.chat.rect.right - 24 - tag.get_width() - 12 - (x + 30)
            img = theme.fitted_text(name, 24, seat_color(seat), room, bold=True)
            surface.blit(img, (x + 30, y + 3))
            surface.blit(tag, tag.get_rect(topright=(self.chat.rect.right - 24, y + 7)))
            y += ROSTER_ROW
        watchers = self.runner.watchers
        if watchers:
            mine = self.client.state.watcher
            names = ", ".join(
                str(w.get("name")) + (_(" (you)") if w.get("watcher") == mine else "")
                for w in watchers
            )
            line = _("Watching: {names}").format(names=names)
            room = self.chat.rect.width - 44
            colour = watcher_color(watchers[0].get("watcher"))
            surface.blit(theme.fitted_text(line, 22, colour, room), (x, y + 5))
            y += ROSTER_ROW
        rule = pygame.Rect(x, y + 6, self.chat.rect.width - 44, 1)
        surface.blit(theme.box(rule.size, (*theme.accent, 70), radius=0), rule)

    def seat_anchor(self, seat: int) -> tuple[int, int] | None:
        """Top-right corner of a seat's name plate, where the table screen has one."""
        stage = getattr(self.table, "stage", None)
        panels = getattr(stage, "panels", None)
        if not isinstance(panels, dict) or seat not in panels:
            return None
        node = panels[seat]
        try:
            x, y = node.to_world()
            w, h = node.size()
        except (AttributeError, TypeError):
            return None
        return round(x + w / 2), round(y - h / 2)

    def _draw_seat_status(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        for seat in range(len(self.runner.seats)):
            anchor = self.seat_anchor(seat)
            if anchor is None:
                continue
            status = self.runner.seat_status(seat)
            x, y = anchor
            if status == "ended":
                continue  # the table is closed: said once, in its dialog, not on every plate
            if status in ("connected", "bot"):
                draw_status_dot(surface, theme, (x - 22, y), status, self.t)
            else:
                tag = status_tag(theme, status, self.t)
                surface.blit(tag, tag.get_rect(midright=(x + 8, y)))

    def _draw_bubbles(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        button = self.button_rect
        left = button.centerx < surface.get_width() // 2
        banner = self.banner()
        if banner is not None and getattr(self.table, "lan_banner", None) is None:
            # under (or over) the banner, not on it
            lines = len(self.banner_lines(banner[0]))
            button = self.banner_rect(16 + BANNER_LINE * lines).inflate(0, 4)
        # Bubbles hang under the button (over it when it sits low), away from the edge.
        y = button.bottom + 12 if button.centery < surface.get_height() // 2 else None
        placed: list[tuple[pygame.Surface, int]] = []
        for born, text, seat in self.bubbles:
            age = self.t - born
            alpha = 255 if age < BUBBLE_TIME - 1 else max(0, int(255 * (BUBBLE_TIME - age)))
            img = render_text(text if len(text) < 70 else text[:68] + "…", 24, theme.ink)
            w, h = img.get_width() + 40, img.get_height() + 16
            bubble = pygame.Surface((w, h), pygame.SRCALPHA)
            bubble.blit(
                theme.box(
                    (w, h), (8, 14, 12, 230), radius=14, border=seat_color(seat), border_width=2
                ),
                (0, 0),
            )
            bubble.blit(img, (20, 8))
            bubble.set_alpha(alpha)
            placed.append((bubble, h))
        if y is None:  # stacked upwards from above the button, newest lowest
            y = button.top - 12 - sum(h + 8 for _bubble, h in placed) + 8
        for bubble, h in placed:
            x = button.x if left else button.right - bubble.get_width()
            surface.blit(bubble, (x, y))
            y += h + 8

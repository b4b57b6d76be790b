"""The lobby of a LAN table: who sits where, who is ready, chat; the host seats bots, kicks
and starts. The game starts by itself once every seat is taken and every person is ready.

Everything shown comes from the client's mirror of the table (the host's pushes); each
action is one request, and a refusal is shown as a toast in the host's words.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from desktop.games import Games
from desktop.net.client import Client
from desktop.net.rejoin import keep_seat
from desktop.net.remote_session import NETWORK_ERRORS
from desktop.screens.base import AppServices, Screen
from desktop.screens.lan.news import news_line, wait_words
from desktop.screens.lan.widgets import (
    STATUS_TEXT,
    ChatField,
    ChatPanel,
    draw_status_dot,
    seat_color,
    watcher_color,
)
from desktop.screens.setup import BOT_NAMES
from desktop.store.lan_seats import HeldSeats
from desktop.ui.controls import Button
from desktop.ui.dialog import Dialog
from desktop.ui.theme import Theme, wrap
from desktop.ui.widget import Widget
from engine.ai.levels import LEVELS, display_name
from engine.core.errors import Illegal
from engine.i18n import N_, _

log = logging.getLogger(__name__)

LEFT_X, LEFT_W = 90, 1060
SEATS_Y = 236
ROW_H, ROW_GAP = 76, 8
CHAT = pygame.Rect(1240, 150, 590, 790)
ROSTER_ROW = 34
HINT = N_("Tab to move  ·  Enter to choose  ·  type in the chat box to talk  ·  Esc to leave")
BOT = "normal"


def seat_status(info: dict[str, Any], connected: bool = True) -> str:
    if not connected:
        return "offline"
    kind = info.get("kind")
    if kind == "open":
        return "open"
    if kind == "bot":
        return "bot"
    if info.get("standin"):
        return "standin"
    return "connected" if info.get("connected") else "reconnecting"


class SeatRow(Widget):
    """One seat, drawn: status dot, number, name, what it is waiting for."""

    def __init__(self, rect: pygame.Rect, seat: int) -> None:
        super().__init__(rect=rect, name=f"seat-{seat}")
        self.seat = seat
        self.info: dict[str, Any] = {}
        #: the host's word about this seat (a CCG's pack)
        self.note = ""
        self.mine = False
        self.connected = True
        self.t = 0.0

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        r = self.rect
        info = self.info
        fill = (255, 255, 255, 14) if self.mine else (0, 0, 0, 56)
        border = theme.accent if self.mine else theme.control_border
        surface.blit(theme.box(r.size, fill, radius=16, border=border, border_width=2), r)
        strip = pygame.Rect(r.x + 10, r.y + 12, 7, r.height - 24)
        surface.blit(theme.box(strip.size, seat_color(self.seat), radius=3), strip)
        status = seat_status(info, self.connected)
        draw_status_dot(surface, theme, (r.x + 46, r.centery), status, self.t)
        number = theme.display_text(str(self.seat + 1), 40, theme.ink_dim)
        surface.blit(number, number.get_rect(midleft=(r.x + 72, r.centery + 2)))
        kind = info.get("kind")
        if kind == "open":
            name = theme.text(_("Open seat"), 30, theme.ink_disabled, bold=True)
            sub = _("waiting for a player")
        else:
            label = str(info.get("name") or "?") + (_("  (you)") if self.mine else "")
            name = theme.text(label, 30, theme.ink, bold=True)
            if kind == "bot":
                sub = display_name(info.get("bot"))
            elif status in ("reconnecting", "offline", "standin"):
                sub = _(STATUS_TEXT[status])
            else:
                sub = _("ready") if info.get("ready") else _("not ready yet")
        surface.blit(name, (r.x + 118, r.y + 8))
        ready = kind == "human" and info.get("ready") and status == "connected"
        color = theme.good if ready else theme.ink_dim
        if self.note:
            sub = f"{sub}  ·  {self.note}"
        # Up to the Ready pill and the row's buttons.
        surface.blit(theme.fitted_text(sub, 22, color, r.width - 118 - 330), (r.x + 118, r.y + 44))
        if ready:
            pill = pygame.Rect(0, 0, 112, 38)
            pill.midright = (r.right - 200, r.centery)
            surface.blit(
                theme.box(
                    pill.size, (*theme.good, 48), radius=19, border=theme.good, border_width=2
                ),
                pill,
            )
            tick = [
                (pill.x + 16, pill.centery),
                (pill.x + 24, pill.centery + 8),
                (pill.x + 38, pill.centery - 8),
            ]
            pygame.draw.lines(surface, theme.good, False, tick, 4)
            word = theme.text(_("Ready"), 22, theme.good, bold=True)
            surface.blit(word, word.get_rect(midleft=(pill.x + 48, pill.centery)))


class LobbyScreen(Screen):
    name = "lan_lobby"

    def __init__(self, app: AppServices, client: Client, *, hosted: Any = None) -> None:
        super().__init__(app)
        self.client = client
        self.hosted = hosted
        self.seats = HeldSeats.of(app.paths)
        self.handed_over = False
        self.left = False
        self.t = 0.0
        self.state = client.snapshot()
        self.rows: list[SeatRow] = []
        self.actions: list[Button] = []
        self._key: tuple = ()
        self._bye_shown = False
        self.chat = ChatPanel(
            rect=CHAT.copy(), name="chat", source=self._chat_source, send=self.say
        )
        self.ready_button = Button(
            rect=pygame.Rect(LEFT_X, 0, 300, 72),
            name="ready",
            text=_("I'm ready"),
            style="primary",
            on_click=self.toggle_ready,
        )
        self.start_button = Button(
            rect=pygame.Rect(LEFT_X + 320, 0, 360, 72),
            name="start",
            text=_("Start now"),
            on_click=self.start_now,
        )
        self.leave_button = Button(
            rect=pygame.Rect(LEFT_X + LEFT_W - 240, 0, 240, 72),
            name="leave",
            text=_("Leave"),
            on_click=self.back,
        )
        self.start_button.visible = hosted is not None
        self._rebuild()

    # -- data ----------------------------------------------------------------------------------
    def _chat_source(self) -> list[dict[str, Any]]:
        return self.state.chat

    @property
    def seat(self) -> int | None:
        return self.state.seat

    @property
    def is_host(self) -> bool:
        return self.hosted is not None

    def _rebuild(self) -> None:
        """Seat rows and their buttons, again whenever the seats change."""
        s = self.state
        key = (tuple(tuple(sorted(i.items())) for i in s.seats), s.seat, s.connected)
        if key == self._key:
            return
        self._key = key
        focused = self.widgets.focused
        focus_name = focused.name if focused is not None else "ready"
        self.widgets = type(self.widgets)()
        self.rows = []
        self.actions = []
        y = SEATS_Y
        notes = (s.table or {}).get("seat_notes") or []
        for i, info in enumerate(s.seats):
            row = SeatRow(pygame.Rect(LEFT_X, y, LEFT_W, ROW_H), i)
            row.info = info
            row.note = str(notes[i]) if i < len(notes) else ""
            row.mine = i == s.seat
            row.connected = s.connected
            self.rows.append(row)
            self.widgets.add(row)
            for label, action in self._seat_actions(i, info):
                button = Button(
                    rect=pygame.Rect(0, 0, 160, 52),
                    name=f"{label.lower()}-{i}",
                    text=label,
                    text_size=24,
                    on_click=action,
                )
                self.actions.append(button)
            y += ROW_H + ROW_GAP
        # Lay each row's buttons out from its right edge.
        for row in self.rows:
            mine = [b for b in self.actions if b.name.endswith(f"-{row.seat}")]
            x = row.rect.right - 16
            for button in reversed(mine):
                button.rect.midright = (x, row.rect.centery)
                x -= button.rect.width + 12
            for button in mine:
                self.widgets.add(button)
        controls_y = max(y + 20, SEATS_Y + 4 * (ROW_H + ROW_GAP) + 20)
        self.controls_y = controls_y
        for button in (self.ready_button, self.start_button, self.leave_button):
            button.rect.y = controls_y
            self.widgets.add(button)
        self.widgets.add(self.chat)
        self.widgets.add(self.chat.field)
        me = s.seats[s.seat] if s.seat is not None and s.seat < len(s.seats) else None
        self.ready_button.enabled = me is not None and s.connected
        self.ready_button.text = _("Not ready") if me and me.get("ready") else _("I'm ready")
        self.ready_button.style = "normal" if me and me.get("ready") else "primary"
        self.start_button.enabled = s.connected
        target = next((w for w in self.widgets.widgets if w.name == focus_name), None)
        if target is None or not target.accepts_focus():
            target = self.ready_button if self.ready_button.enabled else self.chat.field
        self.widgets.focus(target)

    def _seat_actions(self, seat: int, info: dict[str, Any]) -> list[tuple[str, Any]]:
        kind = info.get("kind")
        out: list[tuple[str, Any]] = []
        if kind == "open" and seat != self.seat:
            out.append((_("Sit here"), lambda: self.take_seat(seat)))
        if self.is_host:
            if kind == "open":
                out.append(
                    (
                        _("Add bot"),
                        lambda: self._host(lambda h: h.seat_bot(seat, BOT, self._bot_name())),
                    )
                )
            elif kind == "bot":
                if info.get("bot") in LEVELS:
                    out.append((_("Level"), lambda: self._next_level(seat, info)))
                out.append((_("Open"), lambda: self._host(lambda h: h.open_seat(seat))))
            elif kind == "human" and seat != self.seat:
                out.append((_("Kick"), lambda: self.ask_kick(seat)))
        return out

    def _next_level(self, seat: int, info: dict[str, Any]) -> None:
        """The bot in `seat` plays at the next level (Easy, Normal, Hard, Easy...), same name."""
        level = LEVELS[(LEVELS.index(info["bot"]) + 1) % len(LEVELS)]
        name = str(info.get("name") or self._bot_name())

        def change(hosted: Any) -> None:
            hosted.open_seat(seat)
            hosted.seat_bot(seat, level, name)

        self._host(change)

    def _bot_name(self) -> str:
        taken = {str(i.get("name")) for i in self.state.seats}
        return next((n for n in BOT_NAMES if n not in taken), "")

    # -- actions -------------------------------------------------------------------------------
    def _request(self, fn: Any) -> bool:
        try:
            fn()
        except Illegal as exc:
            self.app.toast(exc.message, "warning", 4.0)
            return False
        except NETWORK_ERRORS:
            self.app.toast(_("The host did not answer; try again in a moment."), "warning", 4.0)
            return False
        return True

    def _host(self, fn: Any) -> None:
        if self.hosted is not None:
            self._request(lambda: fn(self.hosted))

    def take_seat(self, seat: int) -> None:
        if self._request(lambda: self.client.take_seat(seat)) and self.hosted is None:
            keep_seat(self.seats, self.client)

    def toggle_ready(self) -> None:
        s = self.client.snapshot()
        if s.seat is None:
            return
        ready = bool(s.seats[s.seat].get("ready"))
        self._request(lambda: self.client.set_ready(not ready))

    def start_now(self) -> None:
        self._host(lambda h: h.start_game())

    def ask_kick(self, seat: int) -> None:
        name = self.state.seats[seat].get("name", _("Seat {n}").format(n=seat + 1))
        self.show_dialog(
            Dialog(
                _("Ask {name} to leave?").format(name=name),
                _("They are sent back to their list of tables and cannot come back to this seat."),
                buttons=(
                    (_("Kick"), lambda: self._host(lambda h: h.kick(seat))),
                    (_("Cancel"), None),
                ),
                screen_size=self.app.logical_size,
            )
        )

    def say(self, text: str) -> None:
        self._request(lambda: self.client.chat(text))

    def back(self) -> None:
        if self.is_host:
            self.show_dialog(
                Dialog(
                    _("Close this table?"),
                    _("Everyone at it is sent back to their list of tables."),
                    buttons=((_("Close it"), self.leave), (_("Stay"), None)),
                    screen_size=self.app.logical_size,
                )
            )
        else:
            self.leave()

    def leave(self) -> None:
        self.left = True
        self.app.pop()

    def on_exit(self) -> None:
        if self.handed_over:
            return
        if self.client.table_id is not None:
            self.seats.forget(self.client.table_id)  # a lobby left is a seat given up
        try:
            self.client.leave()
        except (Illegal, *NETWORK_ERRORS):
            self.client.close()
        if self.hosted is not None:
            self.hosted.close()

    # -- frame -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        focused = self.widgets.focused
        if (
            self.dialog is None
            and isinstance(focused, ChatField)
            and event.type == pygame.TEXTINPUT
        ):
            focused.insert(event.text)
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt
        while not self.client.messages.empty():  # the mirror has the rest; drop the copies
            try:
                message = self.client.messages.get_nowait()
            except Exception:
                break
            if message.get("push") == "news":
                said = news_line(message)
                if said is not None:
                    self.chat.system(said)
        self.state = self.client.snapshot()
        if self.state.header is not None and not self.handed_over:
            self._start_table()
            return
        self._rebuild()
        for row in self.rows:
            row.t = self.t
        self.chat.poll()
        bye = self.state.closed_reason
        if bye is not None and not self._bye_shown and not self.left:
            self._bye_shown = True
            titles = {
                "kicked": _("You were asked to leave"),
                "host-closing": _("The host closed the table"),
                "replaced": _("You joined from elsewhere"),
            }
            self.show_dialog(
                Dialog(
                    titles.get(str(bye.get("code")), "The table is gone"),
                    str(bye.get("message") or _("The host closed the connection.")),
                    buttons=((_("Back to the tables"), self.leave),),
                    screen_size=self.app.logical_size,
                )
            )

    def _start_table(self) -> None:
        from desktop.screens.lan.table import open_lan_table

        self.handed_over = True
        table = open_lan_table(self.app, self.client, hosted=self.hosted, chat=self.chat)
        self.app.replace(table)

    def _draw_watchers(self, surface: pygame.Surface, theme: Theme) -> None:
        """Under the chat's title: who is watching (spectators are people too)."""
        watchers = self.state.watchers
        room = ROSTER_ROW if watchers else 0
        if self.chat.header != room:
            self.chat.header = room
            self.chat._surface = None
        if not watchers:
            return
        mine = self.state.watcher
        names = ", ".join(
            str(w.get("name")) + (_(" (you)") if w.get("watcher") == mine else "") for w in watchers
        )
        line = theme.fitted_text(
            _("Watching: {names}").format(names=names),
            22,
            watcher_color(watchers[0].get("watcher")),
            self.chat.rect.width - 44,
        )
        surface.blit(line, (self.chat.rect.x + 22, self.chat.rect.y + 60))

    def _draw_tips(self, surface: pygame.Surface, theme: Theme) -> None:
        top = self.controls_y + 110
        lines: list[tuple[str, str]] = []
        grace = (self.state.table or {}).get("grace")
        wait = wait_words(grace if isinstance(grace, int | float) else 180)
        for head, text in TIPS:
            head, text = _(head), _(text).format(wait=wait)
            for i, line in enumerate(wrap(f"{head}: {text}", 22, LEFT_W - 60)):
                lines.append((head if i == 0 else "", line))
        height = 70 + 30 * len(lines)
        if top + height > 1000:
            return
        box = pygame.Rect(LEFT_X, top, LEFT_W, height)
        surface.blit(theme.box(box.size, (0, 0, 0, 50), radius=18), box)
        title = theme.text(_("At a LAN table"), 26, theme.ink, bold=True)
        surface.blit(title, (box.x + 28, box.y + 18))
        y = box.y + 58
        for head, line in lines:
            if head:
                img = theme.text(f"{head}:", 22, theme.accent, bold=True)
                surface.blit(img, (box.x + 28, y))
                rest = theme.text(line[len(head) + 1 :].lstrip(), 22, theme.ink_dim)
                surface.blit(rest, (box.x + 28 + img.get_width() + 8, y))
            else:
                surface.blit(theme.text(line, 22, theme.ink_dim), (box.x + 28, y))
            y += 30

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(theme.background(surface.get_size()), (0, 0))
        s = self.state
        table = s.table or {}
        title = theme.display_text(str(table.get("name") or _("LAN table")), 64, theme.ink)
        surface.blit(title, (LEFT_X, 34))
        host = self.client.hello_reply.get("host", "")
        details = _("{title}  ·  {get} seats  ·  hosted by {host}").format(
            title=Games.of(self.app).title(str(table.get("game", ""))),
            get=table.get("seats", len(s.seats)),
            host=host,
        )
        surface.blit(theme.text(details, 28, theme.ink_dim), (LEFT_X, 112))
        if self.hosted is not None:
            where = _("  or  ").join(self.hosted.addresses()[:2])
            line = theme.text(
                _("Others join from Play on LAN, or by typing {where}").format(where=where),
                24,
                theme.accent,
            )
            surface.blit(line, (LEFT_X, 152))
        else:
            if s.seat is None:
                words = _("You are watching. Take an open seat to play.")
            else:
                words = _("The game starts when every seat is taken and everyone is ready.")
            surface.blit(theme.text(words, 24, theme.accent), (LEFT_X, 152))
        free = sum(1 for i in s.seats if i.get("kind") == "open")
        people = [i for i in s.seats if i.get("kind") == "human"]
        waiting = sum(1 for i in people if not i.get("ready"))
        head = theme.text(_("Seats"), 32, theme.ink, bold=True)
        surface.blit(head, (LEFT_X, SEATS_Y - 44))
        summary = (
            _("{free} open  ·  {waiting} not ready").format(free=free, waiting=waiting)
            if free or waiting
            else _("everyone is in")
        )
        if self.is_host and free:
            summary += _("  ·  Start now gives the open seats to bots")
        surface.blit(theme.text(summary, 22, theme.ink_dim), (LEFT_X + 100, SEATS_Y - 36))
        if not s.connected:
            banner = theme.text(
                _("Connection to the host lost: reconnecting…"), 26, theme.bad, bold=True
            )
            surface.blit(banner, banner.get_rect(topright=(CHAT.right, 60)))
        self._draw_tips(surface, theme)
        self.widgets.draw(surface, theme)
        self._draw_watchers(surface, theme)
        self.draw_keys(surface, theme, _(HINT), 18)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, theme)


TIPS = (
    (
        N_("Secrets stay secret"),
        N_(
            "your hand is sent to your computer only; the host sends "
            "everyone else just what they may see."
        ),
    ),
    (N_("Chat"), N_("the chat stays beside the table: press T (or the Chat button) to talk.")),
    (
        N_("Leaving and coming back"),
        N_(
            "a dropped connection is mended by itself; your seat waits {wait} for you, then "
            "a bot plays it until you are back. Closing the app or a crash loses nothing: "
            "Continue takes you back to your seat."
        ),
    ),
    (N_("Undo"), N_("taking a move back asks the other players first.")),
)

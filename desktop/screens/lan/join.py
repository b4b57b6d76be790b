"""Play on LAN: the tables found on this network, joining one by address, or hosting one.

Tables are found by mDNS (zeroconf) while the screen is open; where multicast is blocked
(guest Wi-Fi, some firewalls) the list stays empty and says so, and typing the host's
address (shown in the host's lobby) reaches the table all the same. Connecting runs on a
worker thread, so the window never waits for a host that does not answer.

A seat this computer holds (its token kept in the data folder: the app was closed or
crashed mid-game) heads the list as "Rejoin your seat at <table>" while its table lives,
and joining a table where we hold a seat always takes that seat back, never a spectator's.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import pygame

from desktop.games import Games
from desktop.net.client import Client, RemoteError
from desktop.net.discovery import (
    DEFAULT_PORT,
    TableBrowser,
    TableInfo,
    parse_address,
    table_info,
)
from desktop.net.rejoin import GONE_CODES, SeatCheck, keep_seat, live_seats
from desktop.net.wire import NET_PROTOCOL
from desktop.screens.base import AppServices, Screen
from desktop.screens.lan.common import default_name, describe_error, remember_name
from desktop.screens.lan.tables import has_table
from desktop.screens.lan.widgets import Task, spinner
from desktop.screens.registry import LAN
from desktop.screens.textfield import TextField
from desktop.store.lan_seats import HeldSeats
from desktop.ui.controls import Button
from desktop.ui.theme import Theme, wrap
from desktop.ui.widget import Widget
from engine.i18n import N_, _

log = logging.getLogger(__name__)

HINT = N_("↑ / ↓ or Tab to move  ·  Enter to join  ·  type a name or an address  ·  Esc back")
LEFT = pygame.Rect(90, 150, 1060, 790)
RIGHT_X, RIGHT_W = 1240, 590
ROW_H, ROW_GAP = 120, 12
MAX_ROWS = 5


@dataclass(eq=False, kw_only=True)
class TableRow(Widget):
    """One table on the list; Enter or a click joins it (or watches a game under way)."""

    info: TableInfo
    games: Games
    on_click: Any = None
    focusable: bool = True
    #: we hold a seat at this table (its token): the row takes it back
    held: bool = False

    @property
    def action(self) -> str:
        if not self.info.compatible:
            return _("Other version")
        if not has_table(self.games, self.info.game):
            return _("Not in this build")
        if self.held:
            return _("Rejoin")
        if self.info.phase == "lobby" and self.info.free > 0:
            return _("Join")
        return _("Watch")

    def joinable(self) -> bool:
        return self.info.compatible and has_table(self.games, self.info.game)

    def activate(self) -> None:
        if self.on_click is not None and self.joinable():
            self.on_click(self.info, self.action == _("Watch"))

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            self.activate()
        return True

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        r = self.rect
        hot = self.focused or self.hovered
        fill = (255, 255, 255, 18) if hot else (0, 0, 0, 60)
        border = theme.accent if hot else theme.control_border
        surface.blit(theme.box(r.size, fill, radius=16, border=border, border_width=2), r)
        info = self.info
        title = info.name or _("A table")
        if self.held:
            title = _("Rejoin your seat at {table}").format(table=title)
        pill_w = 170
        name = theme.fitted_text(title, 32, theme.ink, r.width - pill_w - 80, bold=True)
        surface.blit(name, (r.x + 26, r.y + 14))
        if self.held:
            seats = _("your seat waits for you")
        elif info.phase == "lobby":
            seats = _("{free} of {seats} seats free").format(free=info.free, seats=info.seats)
        elif info.phase == "over":
            seats = _("game over")
        else:
            seats = _("playing · {seats} seats").format(seats=info.seats)
        detail = _("{title}  ·  {seats}  ·  hosted by {value}").format(
            title=self.games.title(info.game), seats=seats, value=info.host_name or "?"
        )
        detail_img = theme.fitted_text(detail, 24, theme.ink_dim, r.width - pill_w - 80)
        surface.blit(detail_img, (r.x + 26, r.y + 58))
        where = f"{info.address}:{info.port}" + (_("  (typed)") if info.source == "manual" else "")
        surface.blit(theme.text(where, 20, theme.ink_disabled), (r.x + 26, r.y + 88))
        pill = pygame.Rect(0, 0, pill_w, 52)
        pill.midright = (r.right - 22, r.centery)
        ok = self.joinable()
        color = (
            (theme.accent if self.action in (_("Join"), _("Rejoin")) else theme.control_hover)
            if ok
            else (theme.track)
        )
        surface.blit(theme.box(pill.size, color, radius=14), pill)
        ink = theme.ink_dark if ok and self.action in (_("Join"), _("Rejoin")) else theme.ink
        label = theme.text(self.action, 24 if ok else 20, ink if ok else theme.ink_dim, bold=True)
        surface.blit(label, label.get_rect(center=pill.center))


class JoinScreen(Screen):
    """The LAN hub: find a table, type an address, or host."""

    name = LAN

    def __init__(
        self,
        app: AppServices,
        *,
        discover: bool = True,
        interfaces: list[str] | None = None,
        host_options: dict | None = None,
        **_kwargs: Any,
    ) -> None:
        super().__init__(app)
        self.discover = discover
        self.interfaces = interfaces
        self.host_options = dict(host_options or {})
        self.browser: TableBrowser | None = None
        self._browser_task: Task | None = None
        #: the seats we hold, and which of their tables live (asked of their hosts on entry)
        self.seats = HeldSeats.of(app.paths)
        self.live: list[SeatCheck] = []
        self._held_task: Task | None = None
        self.typed: dict[tuple[str, int, str], TableInfo] = {}
        self.task: Task | None = None
        self.status = ""
        self.status_bad = False
        self.t = 0.0
        self.rows: list[TableRow] = []
        self._rows_key: tuple = ()
        x = RIGHT_X
        self.name_field = TextField(
            rect=pygame.Rect(x, 200, RIGHT_W, 66),
            name="player-name",
            text=default_name(app),
            placeholder=_("Your name"),
            prefix=_("Name"),
        )
        self.address = TextField(
            rect=pygame.Rect(x, 350, RIGHT_W, 66),
            name="address",
            placeholder=f"192.168.1.20:{DEFAULT_PORT}",
            max_length=60,
        )
        self.connect_button = Button(
            rect=pygame.Rect(x, 430, RIGHT_W, 70),
            name="connect",
            text=_("Connect"),
            on_click=self.connect_typed,
        )
        self.host_button = Button(
            rect=pygame.Rect(x, 690, RIGHT_W, 80),
            name="host",
            text=_("Host a game…"),
            style="primary",
            on_click=self.open_host,
        )
        self.back_button = Button(
            rect=pygame.Rect(x, 870, RIGHT_W, 70), name="back", text=_("Back"), on_click=self.back
        )
        for widget in (
            self.name_field,
            self.address,
            self.connect_button,
            self.host_button,
            self.back_button,
        ):
            self.widgets.add(widget)

    # -- lifecycle ---------------------------------------------------------------------------
    def on_enter(self) -> None:
        if self.discover:
            interfaces = self.interfaces
            self._browser_task = Task(lambda: TableBrowser(interfaces=interfaces), "lan-browse")
        self._check_held()
        self.widgets.focus(self.address)

    def on_resume(self) -> None:
        self.task = None
        self.status = ""
        self._check_held()

    def _check_held(self) -> None:
        seats = self.seats
        self._held_task = Task(lambda: live_seats(seats), "lan-held") if seats.all() else None
        if self._held_task is None:
            self.live = []

    def on_exit(self) -> None:
        task = self._browser_task
        if self.browser is not None:
            self.browser.close()
        elif task is not None and task.wait(5.0) and task.result is not None:
            task.result.close()

    # -- the list ----------------------------------------------------------------------------
    def tables(self) -> list[TableInfo]:
        found: dict[tuple[str, int, str], TableInfo] = {}
        if self.browser is not None:
            for info in self.browser.tables():
                found[(info.address, info.port, info.table)] = info
        found.update(self.typed)
        listed = {info.table for info in found.values()}
        for check in self.live:
            seat = check.seat
            if seat.table not in listed:  # not announced here (or multicast is blocked)
                found[(seat.address, seat.port, seat.table)] = TableInfo(
                    name=check.name or seat.name,
                    address=seat.address,
                    port=seat.port,
                    game=seat.game,
                    seats=0,
                    free=0,
                    host_name=seat.host_name,
                    protocol=NET_PROTOCOL,
                    table=seat.table,
                    phase="playing",
                    source="held",
                )
        held = self.held_tables()
        return sorted(
            found.values(),
            key=lambda t: (t.table not in held, t.phase != "lobby", t.host_name, t.name),
        )

    def held_tables(self) -> set[str]:
        return {check.seat.table for check in self.live}

    def _sync_rows(self) -> None:
        tables = self.tables()[:MAX_ROWS]
        key = (*tables, *sorted(self.held_tables()))
        if key == self._rows_key:
            return
        self._rows_key = key
        focused = self.widgets.focused
        was = focused.info if isinstance(focused, TableRow) else None
        for row in self.rows:
            self.widgets.widgets.remove(row)
        self.rows = []
        held = self.held_tables()
        for i, info in enumerate(tables):
            rect = pygame.Rect(LEFT.x + 20, LEFT.y + 70 + i * (ROW_H + ROW_GAP), LEFT.w - 40, ROW_H)
            row = TableRow(
                rect=rect,
                name=f"table-{i}",
                info=info,
                games=Games.of(self.app),
                on_click=self.join,
                held=info.table in held,
            )
            self.rows.append(row)
        # Rows come first in the focus ring, then the name, the address and the buttons.
        self.widgets.widgets[0:0] = self.rows
        for row in self.rows:
            if was is not None and row.info.table == was.table:
                self.widgets.focus(row)

    # -- actions -----------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.task is not None

    def player_name(self) -> str:
        return self.name_field.text.strip() or _("Player")

    def connect_typed(self) -> None:
        if self.busy:
            return
        try:
            host, port = parse_address(self.address.text)
        except ValueError as exc:
            self._say(str(exc), bad=True)
            return
        self._start(host, port, None, False)

    def join(self, info: TableInfo, watch: bool = False) -> None:
        if not self.busy:
            self._start(info.address, info.port, info.table, watch)

    def _start(self, host: str, port: int, table: str | None, watch: bool) -> None:
        name = self.player_name()
        remember_name(self.app, name)
        self._say(_("Connecting to {host}:{port}…").format(host=host, port=port))
        games = Games.of(self.app)
        seats = self.seats
        self.task = Task(
            lambda: connect_and_join(games, host, port, name, table, watch, seats=seats),
            "lan-join",
        )

    def open_host(self) -> None:
        from desktop.screens.lan.host import HostScreen

        remember_name(self.app, self.player_name())
        self.app.push(HostScreen(self.app, **self.host_options))

    def _say(self, text: str, bad: bool = False) -> None:
        self.status = text
        self.status_bad = bad

    def _finish(self, task: Task) -> None:
        self.task = None
        if task.error is not None:
            self._say(describe_error(task.error), bad=True)
            return
        kind, value = task.result
        if kind == "choose":
            for info in value:
                self.typed[(info.address, info.port, info.table)] = info
            self._say(_("That host has several tables: choose one on the left."))
            return
        self._say("")
        open_joined(self.app, value)

    # -- frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        focused = self.widgets.focused
        if event.type == pygame.TEXTINPUT and isinstance(focused, TextField):
            focused.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if focused is self.address:
                self.connect_typed()
                return True
            if focused is self.name_field:
                self.widgets.focus_next(1)
                return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt
        task = self._browser_task
        if self.browser is None and task is not None and task.done:
            self.browser = task.result
        held = self._held_task
        if held is not None and held.done:
            self._held_task = None
            self.live = list(held.result or [])
        self._sync_rows()
        if self.task is not None and self.task.done:
            self._finish(self.task)
        self.connect_button.enabled = not self.busy

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(theme.background(surface.get_size()), (0, 0))
        title = theme.display_text(_("Play on LAN"), 72, theme.ink)
        surface.blit(title, (LEFT.x, 40))
        surface.blit(
            theme.box(LEFT.size, theme.panel, radius=24, border=theme.panel_border, border_width=2),
            LEFT,
        )
        head = theme.text(_("Tables on this network"), 32, theme.accent, bold=True)
        surface.blit(head, (LEFT.x + 24, LEFT.y + 20))
        if not self.rows:
            self._draw_empty(surface, theme)
        x = RIGHT_X
        surface.blit(theme.text(_("You appear at the table as"), 24, theme.ink_dim), (x, 164))
        surface.blit(theme.text(_("Join by address"), 30, theme.ink, bold=True), (x, 306))
        if self.status:
            color = theme.bad if self.status_bad else theme.ink
            y = 518
            for line in wrap(self.status, 24, RIGHT_W)[:3]:
                surface.blit(theme.text(line, 24, color), (x, y))
                y += 30
            if self.busy:
                surface.blit(spinner(theme, self.t), (x, y + 6))
        rule = pygame.Rect(x, 640, RIGHT_W, 2)
        surface.blit(theme.box(rule.size, (*theme.accent, 90), radius=1), rule)
        about = _("Start a table on this computer; the others join it from this screen.")
        y = 786
        for line in wrap(about, 22, RIGHT_W):
            surface.blit(theme.text(line, 22, theme.ink_dim), (x, y))
            y += 28
        self.widgets.draw(surface, theme)
        self.draw_keys(surface, theme, _(HINT), 18)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, theme)

    def _draw_empty(self, surface: pygame.Surface, theme: Theme) -> None:
        cx = LEFT.centerx
        if self._browser_task is None:
            lines = [_("Looking for tables is off."), _("Type the host's address on the right.")]
        elif self.browser is not None and not self.browser.available:
            lines = [
                _("This network does not let tables announce themselves"),
                _("(multicast is blocked). Type the host's address on the right:"),
                _("the host's lobby shows it."),
            ]
        else:
            lines = [
                _("Looking for tables on this network…"),
                _("A table hosted on this network appears here by itself."),
            ]
        y = LEFT.y + 300
        for i, line in enumerate(lines):
            img = theme.text(line, 30 if i == 0 else 24, theme.ink if i == 0 else theme.ink_dim)
            surface.blit(img, img.get_rect(midtop=(cx, y)))
            y += 44 if i == 0 else 32
        if self._browser_task is not None and (self.browser is None or self.browser.available):
            dots = spinner(theme, self.t)
            surface.blit(dots, dots.get_rect(midtop=(cx, y + 16)))


# -- joining -----------------------------------------------------------------------------------


def connect_and_join(
    games: Games,
    host: str,
    port: int,
    name: str,
    table: str | None,
    watch: bool,
    timeout: float = 6.0,
    *,
    seats: HeldSeats | None = None,
) -> tuple[str, Any]:
    """("joined", client) or ("choose", [TableInfo, ...]) when the host has several tables.

    A table where `seats` holds our seat gives that seat back (its token), whatever was
    asked; a seat taken is kept in `seats` for a restart."""
    client = Client(host, port, name=name, timeout=timeout)
    hello = client.connect()
    try:
        tables = hello.get("tables") or []
        if table is None:
            if len(tables) != 1:
                host_name = str(hello.get("host", host))
                protocol = int(hello.get("protocol", NET_PROTOCOL))
                infos = [table_info(t, host, port, host_name, protocol, "manual") for t in tables]
                client.close()
                if not infos:
                    raise RemoteError("no-table", _("That host has no table open right now."))
                return ("choose", infos)
            table = str(tables[0]["table"])
        summary: dict[str, Any] = next((t for t in tables if t.get("table") == table), {})
        game = str(summary.get("game", ""))
        if not has_table(games, game):
            raise RemoteError(
                "no-table-screen", _("This build has no table for {game!r} yet.").format(game=game)
            )
        held = seats.find(table) if seats is not None else None
        if seats is not None and held is not None:
            try:
                client.join(token=held.token, table=table)
            except RemoteError as exc:
                if exc.code not in GONE_CODES:
                    raise
                seats.forget(table)  # not ours any more: join as anyone would
                log.info("the held seat at %s is gone (%s)", table, exc.code)
            else:
                keep_seat(seats, client, player=name)
                return ("joined", client)
        open_seat = summary.get("phase") == "lobby" and int(summary.get("free", 0)) > 0
        if watch or not open_seat:
            client.join(spectate=True, table=table)
        else:
            client.join("any", ready=False, table=table)
            if seats is not None:
                keep_seat(seats, client, player=name)
    except BaseException:
        client.close()
        raise
    return ("joined", client)


def open_joined(
    app: AppServices, client: Client, hosted: Any = None, *, replace: bool = False
) -> Screen:
    """The lobby for a table that has not started, else the table itself (over the screen on
    top, or in its place)."""
    state = client.snapshot()
    if state.header is None:
        from desktop.screens.lan.lobby import LobbyScreen

        screen: Screen = LobbyScreen(app, client, hosted=hosted)
    else:
        from desktop.screens.lan.table import open_lan_table

        screen = open_lan_table(app, client, hosted=hosted)
    if replace:
        app.replace(screen)
    else:
        app.push(screen)
    return screen

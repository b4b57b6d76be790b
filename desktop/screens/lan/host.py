"""Host a LAN game: the game and its options, who the other seats are for, the table's name
and port; then the table opens here (advertised on the LAN) and you sit at it.

The option controls are the New game screens' (`Choice` and `Toggle` rows, the same labels
and choices: each game's registration's `NewGame.fields`, and its `per_seat` choice, e.g. each
seat's pack, with the player's saved packs); the options are prepared as New game prepares them
(a pack with the player's own cards carries their definitions, so the other computers draw and
check them without the files), and the engine validates the combination, as there. Seat 1 is
yours; each other seat is open for a player on the LAN or played by one of the host's bots.
The host also says how long a player whose link drops keeps their seat before a bot stands
in (they may hand it over sooner from the table). The choices are remembered for next time.

The table is journaled in the data folder, so if this app stops mid-game (a crash) Continue
offers to host it again, and its players' apps rejoin it.
"""

from __future__ import annotations

import logging
import socket
from functools import partial
from typing import Any

import pygame

from desktop.games import Games
from desktop.games.registration import GameRegistration
from desktop.net.client import Client
from desktop.net.discovery import DEFAULT_PORT
from desktop.net.hosting import HostedTable
from desktop.net.keeping import hosted_journal_dir
from desktop.net.rejoin import keep_seat
from desktop.net.seats import TableConfig
from desktop.screens.base import AppServices, Screen
from desktop.screens.lan.common import default_name, describe_error, remember_name
from desktop.screens.lan.widgets import Task, spinner
from desktop.screens.setup import BOT_NAMES, start_and_back
from desktop.screens.textfield import TextField
from desktop.store.lan_seats import HeldSeats
from desktop.ui.controls import Choice, Toggle
from desktop.ui.theme import wrap
from desktop.ui.widget import Widget
from engine.core.errors import Illegal
from engine.core.registry import get_ruleset
from engine.i18n import N_, _

log = logging.getLogger(__name__)

LEFT_X, RIGHT_X = 90, 1000
ROW_W, ROW_H, GAP = 840, 60, 8
TOP = 150
HINT = N_(
    "↑ / ↓ or Tab to move  ·  ← / → to change  ·  type to edit  ·  Enter to host  ·  Esc back"
)
#: How long a player whose link drops keeps their seat before a bot stands in (seconds).
GRACE_CHOICES = (60, 180, 600)
#: `Settings.last_setup` key of the host's last choices.
LAST = "lan-host"


def seat_kinds(game: GameRegistration) -> list[tuple[str, str]]:
    """A seat other than the host's: open for someone on the LAN, or one of the game's bots."""
    return [("open", _("Open seat")), *[(b.bot, b.label) for b in game.bots]]


class HostScreen(Screen):
    name = "lan_host"

    def __init__(
        self,
        app: AppServices,
        *,
        port: int = DEFAULT_PORT,
        bind: str = "0.0.0.0",
        advertise: bool = True,
        extra_options: dict[str, Any] | None = None,
        seed: int | None = None,
        bot_delay: float = 0.25,
        **_kwargs: Any,
    ) -> None:
        super().__init__(app)
        self.bind = bind
        self.advertise = advertise
        self.extra_options = dict(extra_options or {})
        self.seed = seed
        self.bot_delay = bot_delay
        self.games = Games.of(app)
        self.game = self.games.hostable()[0].ruleset
        self.count = 4
        self.values: dict[str, Any] = {}
        self.kinds: list[str] = ["open"] * 8
        #: each seat's `per_seat` value (e.g. its pack), kept while the game stays the same
        self.per_seat: list[Any] = []
        self.grace = 180
        self._recall()
        self.error = ""
        self.task: Task | None = None
        self.t = 0.0
        me = default_name(app)
        last = self._last()
        self.name_field = TextField(
            rect=self._row(RIGHT_X, 0),
            name="name",
            text=me,
            prefix=_("Your name"),
            placeholder=_("Name"),
            on_change=lambda _: self._refresh(),
        )
        self.table_name = TextField(
            rect=self._row(RIGHT_X, 1),
            name="table-name",
            text=str(last.get("table_name") or _("{me}'s table").format(me=me))[:40],
            prefix=_("Table"),
            placeholder=_("Table name"),
            max_length=40,
        )
        self.port_field = TextField(
            rect=self._row(RIGHT_X, 2),
            name="port",
            text=str(port),
            prefix=_("Port"),
            max_length=5,
            on_change=lambda _: self._refresh(),
        )
        self.start, self.back_button = start_and_back(_("Host the table"), self.host, self.back)
        self._build()

    def _row(self, x: int, i: int) -> pygame.Rect:
        return pygame.Rect(x, TOP + i * (ROW_H + GAP), ROW_W, ROW_H)

    # -- controls ------------------------------------------------------------------------------
    def _build(self) -> None:
        ruleset = get_ruleset(self.game)
        registration = self.games[self.game]
        low, high = ruleset.min_seats, min(ruleset.max_seats, 8)
        self.count = min(max(self.count, low), high)
        options = list(registration.new_game.fields)
        self.values = {o.key: self.values.get(o.key, o.default) for o in options}
        for o in options:  # last time's value only if it is still one of the choices
            if not o.toggle and self.values[o.key] not in [v for v, _label in o.choices]:
                self.values[o.key] = o.default
        self.option_specs = options
        self.game_choice = Choice(
            rect=self._row(LEFT_X, 0),
            name="game",
            label=_("Game"),
            options=[(g.ruleset, g.title) for g in self.games.hostable()],
            on_change=self._set_game,
        )
        self.game_choice.select_value(self.game)
        self.players = Choice(
            rect=self._row(LEFT_X, 1),
            name="players",
            label=_("Players"),
            options=[(n, _("{n} players").format(n=n)) for n in range(low, high + 1)],
            on_change=self._set_count,
        )
        self.players.select_value(self.count)
        self.option_widgets: dict[str, Widget] = {}
        for i, spec in enumerate(options):
            rect = self._row(LEFT_X, 2 + i)
            if not spec.toggle:
                choice = Choice(
                    rect=rect,
                    name=f"opt-{spec.key}",
                    label=spec.label,
                    options=list(spec.choices),
                    on_change=partial(self._set, spec.key),
                )
                choice.select_value(self.values[spec.key])
                self.option_widgets[spec.key] = choice
            else:
                self.option_widgets[spec.key] = Toggle(
                    rect=rect,
                    name=f"opt-{spec.key}",
                    label=spec.label,
                    value=bool(self.values[spec.key]),
                    on_change=partial(self._set, spec.key),
                )
        self.per_seat_choices: list[Choice] = []
        per_seat = registration.new_game.per_seat
        if per_seat is not None:
            seat_options = registration.new_game.seat_choices()
            values = [v for v, _label in seat_options]
            for i in range(high):
                kept = self.per_seat[i] if i < len(self.per_seat) else None
                choice = Choice(
                    rect=self._row(LEFT_X, 2 + len(options) + i),
                    name=f"seat-{per_seat.key}-{i}",
                    label=f"{per_seat.label} {i + 1}",
                    options=seat_options,
                    on_change=partial(self._set_per_seat, i),
                )
                choice.select_value(kept if kept in values else values[i % len(values)])
                self.per_seat_choices.append(choice)
            self.per_seat = [c.value for c in self.per_seat_choices]
        self.grace_choice = Choice(
            rect=self._row(RIGHT_X, 3),
            name="grace",
            label=_("A dropped player's seat waits"),
            options=[(g, _("{n} min").format(n=g // 60)) for g in GRACE_CHOICES],
            on_change=self._set_grace,
            text_size=26,
        )
        self.grace_choice.select_value(self.grace)
        self.seat_choices: list[Choice] = []
        for i in range(1, 8):
            choice = Choice(
                rect=self._row(RIGHT_X, 3 + i),
                name=f"seat-{i}",
                label=_("Seat {value}").format(value=i + 1),
                options=seat_kinds(registration),
                on_change=partial(self._set_kind, i),
            )
            choice.select_value(self.kinds[i])
            self.seat_choices.append(choice)
        self.widgets = type(self.widgets)()
        order: list[Widget] = [self.game_choice, self.players, *self.option_widgets.values()]
        order += self.per_seat_choices
        order += [self.name_field, self.table_name, self.port_field, self.grace_choice]
        order += self.seat_choices
        order += [self.start, self.back_button]
        for widget in order:
            self.widgets.add(widget)
        self._refresh()

    def on_enter(self) -> None:
        self.widgets.focus(self.start)

    def _set_game(self, game: str) -> None:
        self.game = game
        self.values = {}
        self.per_seat = []
        self._build()
        self.widgets.focus(self.game_choice)

    def _set_count(self, count: int) -> None:
        self.count = count
        self._refresh()

    def _set(self, key: str, value: Any) -> None:
        self.values[key] = value
        follow = self.games[self.game].new_game.follow
        if follow is not None:  # as in New game, e.g. a deck that brings its scoring
            before = dict(self.values)
            self.values = follow(key, self.values)
            for k, v in self.values.items():
                widget = self.option_widgets.get(k)
                if k == key or before.get(k) == v:
                    continue
                if isinstance(widget, Choice):
                    widget.select_value(v)
                elif isinstance(widget, Toggle):
                    widget.value = bool(v)
        self._refresh()

    def _set_per_seat(self, seat: int, value: Any) -> None:
        self.per_seat[seat] = value
        self._refresh()

    def _set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind
        self._refresh()

    def _set_grace(self, grace: int) -> None:
        self.grace = grace

    # -- last time's choices -------------------------------------------------------------------
    def _last(self) -> dict[str, Any]:
        setups = getattr(self.app.settings, "last_setup", None)
        last = setups.get(LAST) if isinstance(setups, dict) else None
        return dict(last) if isinstance(last, dict) else {}

    def _recall(self) -> None:
        """Last time's game, players, seats, options and packs (what still makes sense)."""
        last = self._last()
        game = last.get("game")
        if isinstance(game, str) and game in {g.ruleset for g in self.games.hostable()}:
            self.game = game
        count = last.get("count")
        if isinstance(count, int) and not isinstance(count, bool):
            self.count = count
        kinds = last.get("kinds")
        if isinstance(kinds, list) and all(isinstance(k, str) for k in kinds):
            self.kinds = (list(kinds) + ["open"] * 8)[:8]
        games = last.get("games")
        mine = games.get(self.game) if isinstance(games, dict) else None
        if isinstance(mine, dict):
            values = mine.get("values")
            if isinstance(values, dict):
                self.values = dict(values)
            per_seat = mine.get("per_seat")
            if isinstance(per_seat, list):
                self.per_seat = list(per_seat)
        grace = last.get("grace")
        if grace in GRACE_CHOICES:
            self.grace = int(grace)

    def _remember(self) -> None:
        settings = self.app.settings
        setups = getattr(settings, "last_setup", None)
        if not isinstance(setups, dict):
            return
        last = self._last()
        kept = last.get("games")
        games: dict[str, Any] = dict(kept) if isinstance(kept, dict) else {}
        games[self.game] = {"values": dict(self.values), "per_seat": list(self.per_seat)}
        setups[LAST] = {
            "game": self.game,
            "count": self.count,
            "kinds": list(self.kinds),
            "grace": self.grace,
            "table_name": self.table_name.text.strip(),
            "games": games,
        }
        try:
            settings.save()
        except (OSError, ValueError) as exc:
            log.warning("could not save the hosting choices: %s", exc)

    def _refresh(self) -> None:
        for i, choice in enumerate(self.seat_choices, start=1):
            choice.visible = i < self.count
        for i, choice in enumerate(self.per_seat_choices):
            choice.visible = i < self.count
        focused = self.widgets.focused
        if focused is not None and not focused.accepts_focus():
            self.widgets.focus(self.start)
        self.error = self._validate()
        self.start.enabled = not self.error and self.task is None

    # -- what is hosted --------------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """The options as the game stores them (as New game makes them)."""
        new_game = self.games[self.game].new_game
        out = dict(self.values)
        if new_game.per_seat is not None:
            out[new_game.per_seat.key] = list(self.per_seat[: self.count])
        out.update(self.extra_options)
        if new_game.prepare is not None:
            # a pack with the player's own cards brings their definitions ("cards"): the
            # header carries them to every seat, so a client without the files draws them
            out = new_game.prepare(out)
        return out

    def port(self) -> int:
        text = self.port_field.text.strip()
        if not text.isdigit() or not 0 <= int(text) < 65536:
            raise ValueError("The port is a number from 1024 to 65535 (or 0 for any free one).")
        return int(text)

    def bots(self) -> list[str]:
        return [""] + [k if k != "open" else "" for k in self.kinds[1 : self.count]]

    def bot_names(self) -> dict[int, str]:
        me = self.name_field.text.strip()
        names = [n for n in BOT_NAMES if n != me]
        return {i: names[i % len(names)] for i, b in enumerate(self.bots()) if b}

    def table_config(self) -> TableConfig:
        return TableConfig(
            game=self.game,
            seats=self.count,
            options=self.options(),
            bots=self.bots(),
            name=self.table_name.text.strip() or f"{self.name_field.text.strip()}'s table",
            seed=self.seed,
            bot_delay=self.bot_delay,
            reconnect_grace=float(self.grace),
            seat_notes=self.seat_notes(),
        )

    def seat_notes(self) -> list[str]:
        """Each seat's per-seat choice (a CCG's pack) in words, for the lobby."""
        per_seat = self.games[self.game].new_game.per_seat
        if per_seat is None:
            return []
        labels = dict(self.games[self.game].new_game.seat_choices())
        return [
            f"{per_seat.label}: {labels.get(value, value)}" for value in self.per_seat[: self.count]
        ]

    def _validate(self) -> str:
        if not self.name_field.text.strip():
            return _("Type your name: the others see it at the table.")
        try:
            self.port()
            get_ruleset(self.game).normalize_options(dict(self.options()), self.count)
        except ValueError as exc:
            return str(exc)
        except Illegal as exc:
            return exc.message
        return ""

    def host(self) -> None:
        if self._validate() or self.task is not None:
            return
        me = self.name_field.text.strip()
        remember_name(self.app, me)
        self._remember()
        config = self.table_config()
        journal = hosted_journal_dir(self.app.paths, config.table_id)
        hosted = HostedTable(
            config,
            port=self.port(),
            bind=self.bind,
            host_name=me or socket.gethostname(),
            advertise=self.advertise,
            bot_names=self.bot_names(),
            journal_dir=journal,
        )
        address = "127.0.0.1" if self.bind in ("0.0.0.0", "") else self.bind
        bind, advertise = self.bind, self.advertise
        seats = HeldSeats.of(self.app.paths)

        def run() -> tuple[HostedTable, Client]:
            hosted.start()
            try:
                client = Client(address, hosted.port_in_use, name=me, timeout=8.0)
                client.connect()
                client.join(0, ready=False, table=hosted.table_id)
                # So that after a crash Continue offers to host it again, from its journal.
                keep_seat(
                    seats,
                    client,
                    player=me,
                    hosted=True,
                    journal_dir=str(journal),
                    bind=bind,
                    advertise=advertise,
                )
            except BaseException:
                hosted.close()
                raise
            return hosted, client

        self.task = Task(run, "lan-host")
        self._refresh()

    def _finish(self, task: Task) -> None:
        self.task = None
        self._refresh()
        if task.error is not None:
            self.app.toast(
                _("Could not host: {describe_error}").format(
                    describe_error=describe_error(task.error)
                ),
                "error",
                6.0,
            )
            return
        hosted, client = task.result
        from desktop.screens.lan.lobby import LobbyScreen

        self.app.replace(LobbyScreen(self.app, client, hosted=hosted))

    # -- frame -----------------------------------------------------------------------------------
    def about(self) -> str:
        focused = self.widgets.focused
        name = focused.name if focused is not None else ""
        for spec in self.option_specs:
            if name == f"opt-{spec.key}" and spec.about:
                return spec.about
        per_seat = self.games[self.game].new_game.per_seat
        if per_seat is not None and name.startswith(f"seat-{per_seat.key}-"):
            return per_seat.about
        return {
            "name": _("How the others see you at the table."),
            "table-name": _("How the table appears in the others' lists."),
            "port": _(
                "The TCP port the table listens on ({DEFAULT_PORT} unless it is taken; 0 picks any free one). Others type it only if discovery is blocked."
            ).format(DEFAULT_PORT=DEFAULT_PORT),
            "start": _("Open the table: it is announced on this network and you sit in seat 1."),
            "grace": _(
                "How long a player whose connection drops keeps their seat before a bot plays "
                "it. From the table you can hand it to a bot, or to someone watching, sooner."
            ),
            "back": _("Back to the list of tables."),
        }.get(
            name,
            _(
                "Seat 1 is yours. Open seats wait for players on the LAN; bots play on this computer."
            ),
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        focused = self.widgets.focused
        if event.type == pygame.TEXTINPUT and isinstance(focused, TextField):
            if focused is self.port_field:
                focused.insert("".join(ch for ch in event.text if ch.isdigit()))
            else:
                focused.insert(event.text)
            return True
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and isinstance(focused, TextField):
            self.widgets.focus_next(1)
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt
        if self.task is not None and self.task.done:
            self._finish(self.task)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(theme.background(surface.get_size()), (0, 0))
        surface.blit(theme.display_text(_("Host a LAN game"), 72, theme.ink), (LEFT_X, 40))
        self.widgets.draw(surface, theme)
        rows = 2 + len(self.option_specs) + sum(c.visible for c in self.per_seat_choices)
        y = TOP + rows * (ROW_H + GAP) + 16
        for line in wrap(self.about(), 24, ROW_W)[:3]:
            surface.blit(theme.text(line, 24, theme.ink_dim), (LEFT_X, y))
            y += 30
        if self.error:
            for line in wrap(self.error, 24, ROW_W)[:2]:
                surface.blit(theme.text(line, 24, theme.bad), (LEFT_X, y + 6))
                y += 28
        if self.task is not None:
            words = theme.text(_("Opening the table…"), 26, theme.accent, bold=True)
            surface.blit(words, (LEFT_X, 960))
            surface.blit(spinner(theme, self.t), (LEFT_X + words.get_width() + 20, 972))
        self.draw_keys(surface, theme, _(HINT), 12)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, theme)

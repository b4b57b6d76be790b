"""What every New game screen shares: the Game control, the seats (a name, and a person or one
of the game's bots), remembering the last setup per game, and the frame around the controls.
Every control works by mouse and keyboard: Up/Down (or Tab) move, Left/Right change, typing
edits a focused name, Enter starts.

The engine validates the options (`normalize_options`); its message is shown and Start is
disabled while the combination is not allowed. A game's setup comes from its registration
(`desktop.games.registration.NewGame`); `game_setup.py` draws it, or the game brings its own
screen built on `SeatsSetup`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from desktop.game.controllers import SeatController
from desktop.games import Games
from desktop.games.registration import DEFAULT_LEVEL, BotLevel, GameRegistration
from desktop.screens import registry as names
from desktop.screens.base import AppServices, Screen
from desktop.screens.textfield import TextField
from desktop.ui.controls import Button, Choice
from desktop.ui.theme import wrap
from desktop.ui.widget import Widget
from engine.core.errors import Illegal
from engine.core.registry import get_ruleset
from engine.i18n import ENGLISH, N_, PORTUGUESE, _, translator

log = logging.getLogger(__name__)

BOT_NAMES = ("Ada", "Bruno", "Chloé", "Dev", "Emeka", "Farah", "Goro", "Hana")
HINT = N_(
    "↑ / ↓ or Tab to move  ·  ← / → to change  ·  type to rename  ·  Enter to start  ·  Esc back"
)

LEFT_X, RIGHT_X = 90, 1000
ROW_W, ROW_H, GAP = 840, 66, 10


def default_name(i: int) -> str:
    """Seat `i`'s placeholder name in the language now active ("Player 1")."""
    return _("Player {n}").format(n=i + 1)


def is_default_name(name: str, i: int) -> bool:
    """Whether `name` is seat `i`'s placeholder in any language the app speaks: a setup
    remembered in English shows "Jogador 1" after a switch to Portuguese, not "Player 1"."""
    return name in {
        translator(lang).gettext("Player {n}").format(n=i + 1) for lang in (ENGLISH, PORTUGUESE)
    }


def default_seats(player_name: str = "", bot: str = DEFAULT_LEVEL) -> list[dict[str, str]]:
    seats = [{"kind": "person", "name": player_name or _("Player {n}").format(n=1)}]
    seats += [{"kind": bot, "name": BOT_NAMES[i]} for i in range(7)]
    return seats


def seat_kinds(bots: tuple[BotLevel, ...]) -> list[tuple[str, str]]:
    """A seat's choices: a person at this computer, or one of the game's bots."""
    return [("person", _("Person")), *[(b.bot, _(b.label)) for b in bots]]


def start_and_back(
    start: str, on_start: Callable[[], None], on_back: Callable[[], None]
) -> tuple[Button, Button]:
    """The two buttons at the foot of a setup screen's right column (New game's, the LAN
    host's): `start` (the main one), and Back."""
    go = Button(
        rect=pygame.Rect(RIGHT_X + 440, 944, 400, 76),
        name="start",
        text=start,
        style="main",  # gold while lit: gold beside a lit Back read as the focus
        on_click=on_start,
    )
    back = Button(
        rect=pygame.Rect(RIGHT_X, 944, 300, 76), name="back", text=_("Back"), on_click=on_back
    )
    return go, back


def about_lines(text: str) -> tuple[int, list[str]]:
    """The sentence about the focused control in its three lines: a smaller type when a
    translation runs longer (the Portuguese 1995 game's was cut at its fourth line)."""
    for size in (24, 22, 20):
        lines = wrap(text, size, ROW_W)
        if len(lines) <= 3:
            return size, lines
    return 20, lines[:3]


class SeatsSetup(Screen):
    """What every New game screen shares: seat rows (name + person/bot), typing names,
    remembering the last setup per game, and the frame around the controls."""

    name = names.NEW_GAME
    count = 2
    #: the control the focus starts on ("game" after a switch of game; else Start)
    focus_on = ""

    def __init__(self, app: AppServices, game: str) -> None:
        super().__init__(app)
        self.game_id = game
        self.registration: GameRegistration = Games.of(app)[game]
        self.kinds = seat_kinds(self.registration.bots)

    def _last(self) -> dict[str, Any]:
        setups = getattr(self.app.settings, "last_setup", None)
        if isinstance(setups, dict) and isinstance(setups.get(self.game_id), dict):
            return dict(setups[self.game_id])
        return {}

    def _load_seats(self, last: dict[str, Any]) -> None:
        offered = [b.bot for b in self.registration.bots]
        bot = DEFAULT_LEVEL if DEFAULT_LEVEL in offered else (offered or ["person"])[0]
        self.seat_data = default_seats(getattr(self.app.settings, "player_name", ""), bot)
        for i, seat in enumerate(last.get("seats", [])[:8]):
            if isinstance(seat, dict) and seat.get("kind") in dict(self.kinds):
                name = str(seat.get("name", ""))[:24]
                if is_default_name(name, i):
                    name = default_name(i)
                self.seat_data[i] = {"kind": seat["kind"], "name": name}

    def _open(self, last: dict[str, Any]) -> None:
        """The screen's opening, once the game's own choices are read from `last`: the seats
        it remembers, then the controls built and filled."""
        self._load_seats(last)
        self.error = ""
        self._build()
        self._refresh()

    def _build(self) -> None:
        raise NotImplementedError

    def _row(self, x: int, i: int, width: int = ROW_W, top: int = 150) -> pygame.Rect:
        return pygame.Rect(x, top + i * (ROW_H + GAP), width, ROW_H)

    def _seat_rows(self, how_many: int, labels: tuple[str, ...] = ()) -> list[Widget]:
        """Build the name field and person/bot choice of each seat; returns them in order."""
        self.seat_rows: list[tuple[TextField, Choice]] = []
        order: list[Widget] = []
        for i in range(how_many):
            rect = self._row(RIGHT_X, i, top=190)
            field = TextField(
                rect=pygame.Rect(rect.x, rect.y, 380, ROW_H),
                name=f"name-{i}",
                text=self.seat_data[i]["name"],
                prefix=f"{_(labels[i])}:" if i < len(labels) else f"{i + 1}.",
                placeholder=_("Name"),
                on_change=partial(self._set_name, i),
            )
            kind = Choice(
                wrap=False,  # New game stops at the ends, as a slider
                rect=pygame.Rect(rect.x + 390, rect.y, 450, ROW_H),
                name=f"kind-{i}",
                label="",
                options=self.kinds,
                on_change=partial(self._set_kind, i),
            )
            kind.select_value(self.seat_data[i]["kind"])
            self.seat_rows.append((field, kind))
            order += [field, kind]
        return order

    def _refresh(self) -> None:
        raise NotImplementedError

    def start_game(self) -> None:
        raise NotImplementedError

    def _start_and_back(self) -> None:
        self.start, self.back_button = start_and_back(
            _("Start the game"), self.start_game, self.back
        )

    def _set_name(self, i: int, text: str) -> None:
        self.seat_data[i]["name"] = text
        self._refresh()

    def _set_kind(self, i: int, kind: str) -> None:
        seat = self.seat_data[i]
        was_bot = seat["kind"] != "person"
        seat["kind"] = kind
        is_bot = kind != "person"
        if was_bot and not is_bot and seat["name"] in BOT_NAMES:
            seat["name"] = _("Player {n}").format(n=i + 1)
        elif (
            is_bot
            and not was_bot
            and (
                seat["name"].startswith(("Player", _("Player {n}").format(n="").strip()))
                or seat["name"] == "You"
            )
        ):
            taken = self._names()
            seat["name"] = next(
                (n for n in BOT_NAMES if n not in taken), _("Bot {n}").format(n=i + 1)
            )
        self.seat_rows[i][0].text = seat["name"]
        self._refresh()

    def _names(self) -> list[str]:
        return [s["name"] for s in self.seat_data[: self.count]]

    def seats(self) -> list[SeatController]:
        out = []
        for i, seat in enumerate(self.seat_data[: self.count]):
            name = seat["name"].strip() or (
                _("Player {n}").format(n=i + 1) if seat["kind"] == "person" else BOT_NAMES[i]
            )
            if seat["kind"] == "person":
                out.append(SeatController("person", name))
            else:
                out.append(SeatController("bot", name, seat["kind"]))
        return out

    def options(self) -> dict[str, Any]:
        raise NotImplementedError

    def _validate(self) -> str:
        """The engine's objection to these options, or a name clash; "" when all is well."""
        try:
            get_ruleset(self.game_id).normalize_options(self.options(), self.count)
        except Illegal as exc:
            return exc.message
        chosen = [c.name for c in self.seats()]
        return _("Give every seat a different name.") if len(set(chosen)) < len(chosen) else ""

    def _game_choice(self) -> Choice:
        """The Game control; changing it swaps in that game's setup screen."""
        choice = Choice(
            wrap=False,
            rect=self._row(LEFT_X, 0),
            name="game",
            label=_("Game"),
            options=Games.of(self.app).choices(),
            on_change=self._switch_unless_shown,
        )
        choice.select_value(self.game_id)
        return choice

    def _switch_unless_shown(self, game: str) -> None:
        if game != self.game_id:
            self._switch(game)

    def _switch(self, game: str) -> None:
        # The keyboard stays on the Game control, so → goes on to the next game.
        self.app.open(names.NEW_GAME, replace=True, game=game, focus="game")

    def on_enter(self) -> None:
        """Enter starts the game as it is set up; after a game switch, the Game control
        keeps the focus (← and → go on through the games)."""
        game = getattr(self, "game", None)
        self.widgets.focus(game if self.focus_on == "game" and game is not None else self.start)

    def _save_setup(self, record: dict[str, Any]) -> None:
        """Remember this game's setup (and the first person's name) for next time."""
        settings = self.app.settings
        setups = getattr(settings, "last_setup", None)
        if not isinstance(setups, dict):
            return
        setups[self.game_id] = {**record, "seats": [dict(s) for s in self.seat_data]}
        if hasattr(settings, "last_game"):
            settings.last_game = self.game_id
        people = [s for s in self.seat_data[: self.count] if s["kind"] == "person"]
        if people and hasattr(settings, "player_name"):
            settings.player_name = people[0]["name"]
        try:
            settings.save()
        except (OSError, ValueError) as exc:
            log.warning("could not save the setup: %s", exc)

    def about(self) -> str:
        raise NotImplementedError

    def handle_event(self, event: pygame.event.Event) -> bool:
        focused = self.widgets.focused
        if event.type == pygame.TEXTINPUT and isinstance(focused, TextField):
            focused.insert(event.text)
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and isinstance(focused, TextField)
        ):
            self.widgets.focus_next(1)
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and isinstance(focused, Choice)
        ):
            # the foot line says Enter starts: on a choice it did not (it cycled the choice,
            # 4 players became 2); Space and the arrows still change a choice, and Enter still
            # turns a toggle (a yes/no row) on and off
            self.start.activate()
            return True
        return super().handle_event(event)

    def draw_notes(self, surface: pygame.Surface, notes: list[tuple[str, Any]]) -> None:
        """The title, the seats heading, a sentence about the focused control, `notes`."""
        super().draw(surface)
        theme = self.app.theme
        surface.blit(theme.display_text(_("New game"), 72, theme.ink), (LEFT_X, 40))
        heading = theme.text(_("Players"), 34, theme.ink, bold=True)
        surface.blit(heading, (RIGHT_X, 136))
        sub = theme.text(_("name  ·  person or bot"), 24, theme.ink_dim)
        surface.blit(sub, (max(RIGHT_X + 170, RIGHT_X + heading.get_width() + 24), 144))
        y = max(190 + self.count * (ROW_H + GAP) + 8, 806)
        size, lines = about_lines(self.about())
        for line in lines:
            surface.blit(theme.text(line, size, theme.ink_dim), (RIGHT_X, y))
            y += size + 6
        y = max(y + 4, 900)
        for text, color in notes:
            for line in wrap(text, 24, ROW_W)[:2]:
                surface.blit(theme.text(line, 24, color), (RIGHT_X, y - 20))
                y += 28
        self.draw_keys(surface, theme, _(HINT), 12)

"""New game for every game but RAGE: the players and a few options, described as data.

RAGE has many interacting options and its own screen (setup.py); the other games need a game
choice, seats (person or bot, with names) and a handful of choices, so one data-driven screen
serves them. A game is one `GameSpec`; switching the Game control swaps setup screens.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from desktop.game.controllers import SeatController
from desktop.screens import registry as names
from desktop.screens.base import AppServices, Screen
from desktop.screens.setup import (
    BOT_NAMES,
    GAP,
    HINT,
    KINDS,
    LEFT_X,
    RIGHT_X,
    ROW_H,
    ROW_W,
    default_seats,
)
from desktop.screens.textfield import TextField
from desktop.ui.controls import Button, Choice
from desktop.ui.theme import wrap
from desktop.ui.widget import Widget
from engine.core.errors import Illegal
from engine.core.registry import get_ruleset

log = logging.getLogger(__name__)

#: Every game offered by New game, in menu order: (ruleset id, name shown).
GAMES: list[tuple[str, str]] = [
    ("rage-trick", "RAGE"),
    ("ragers", "Ragers: Arena"),
]


@dataclass(frozen=True)
class OptionSpec:
    key: str
    label: str
    choices: list[tuple[Any, str]]
    default: Any
    about: str


@dataclass(frozen=True)
class GameSpec:
    game: str
    about: str
    seats: tuple[int, int]
    #: start(app, seats, options) opens the table (replacing the setup screen)
    start: Callable[[AppServices, list[SeatController], dict[str, Any]], Any]
    options: list[OptionSpec] = field(default_factory=list)
    #: a label per seat shown before its number, e.g. the Ragers sides
    seat_labels: tuple[str, ...] = ()


def _start_ragers(app: AppServices, seats: list[SeatController], options: dict[str, Any]) -> Any:
    from desktop.screens.ragers import ArenaSetup, start_arena

    return start_arena(app, ArenaSetup(seats, options), replace=True)


SPECS: dict[str, GameSpec] = {
    "ragers": GameSpec(
        game="ragers",
        about="Ragers: two champions, simultaneous face-down play in facing rows, three days "
        "of combat; the most Glory Points wins.",
        seats=(2, 2),
        start=_start_ragers,
        seat_labels=("Accusers", "Defenders"),
        options=[
            OptionSpec(
                "days",
                "Days of combat",
                [(n, f"{n} day{'s' if n > 1 else ''}") for n in range(1, 6)],
                3,
                "How many days (rounds) the contest lasts; the rulebook plays three.",
            ),
            OptionSpec(
                "win_gp",
                "Instant win at",
                [(n, f"{n} GP ahead") for n in (6, 8, 10, 12, 15)],
                10,
                "A player this many Glory Points ahead wins at once.",
            ),
        ],
    ),
}


def register_game(name: str, label: str, spec: GameSpec) -> None:
    """Offer another game in New game (used by game packages that bring their own table)."""
    if all(game != name for game, _ in GAMES):
        GAMES.append((name, label))
    SPECS[name] = spec


def open_setup(app: AppServices, game: str) -> None:
    """Swap the New game screen for the one of `game`."""
    if game == "rage-trick":
        from desktop.screens.setup import SetupScreen

        app.replace(SetupScreen(app))
    else:
        app.replace(GameSetupScreen(app, game=game))


class GameSetupScreen(Screen):
    name = names.NEW_GAME

    def __init__(self, app: AppServices, game: str = "ragers", **_: Any) -> None:
        super().__init__(app)
        self.spec = SPECS[game]
        last = self._last()
        low, high = self.spec.seats
        self.count = min(max(int(last.get("count", low)), low), high)
        self.values = {
            o.key: last.get(o.key, o.default) if last.get(o.key) in dict(o.choices) else o.default
            for o in self.spec.options
        }
        self.seat_data = default_seats(getattr(app.settings, "player_name", ""))
        for i, seat in enumerate(last.get("seats", [])[: len(self.seat_data)]):
            if isinstance(seat, dict) and seat.get("kind") in dict(KINDS):
                self.seat_data[i] = {"kind": seat["kind"], "name": str(seat.get("name", ""))[:24]}
        self.error = ""
        self._build()
        self._refresh()

    def _last(self) -> dict[str, Any]:
        setups = getattr(self.app.settings, "last_setup", None)
        if isinstance(setups, dict) and isinstance(setups.get(self.spec.game), dict):
            return dict(setups[self.spec.game])
        return {}

    def _row(self, x: int, i: int, width: int = ROW_W, top: int = 150) -> pygame.Rect:
        return pygame.Rect(x, top + i * (ROW_H + GAP), width, ROW_H)

    def _build(self) -> None:
        self.game = Choice(
            rect=self._row(LEFT_X, 0),
            name="game",
            label="Game",
            options=list(GAMES),
            on_change=lambda game: open_setup(self.app, game),
        )
        self.game.select_value(self.spec.game)
        order: list[Widget] = [self.game]
        low, high = self.spec.seats
        row = 1
        if high > low:
            self.players = Choice(
                rect=self._row(LEFT_X, row),
                name="players",
                label="Players",
                options=[(n, f"{n} players") for n in range(low, high + 1)],
                on_change=self._set_count,
            )
            self.players.select_value(self.count)
            order.append(self.players)
            row += 1
        self.option_choices: dict[str, Choice] = {}
        for spec in self.spec.options:
            choice = Choice(
                rect=self._row(LEFT_X, row),
                name=f"opt-{spec.key}",
                label=spec.label,
                options=list(spec.choices),
                on_change=lambda v, key=spec.key: self._set_option(key, v),
            )
            choice.select_value(self.values[spec.key])
            self.option_choices[spec.key] = choice
            order.append(choice)
            row += 1
        self.seat_rows: list[tuple[TextField, Choice]] = []
        for i in range(high):
            rect = self._row(RIGHT_X, i, top=190)
            label = self.spec.seat_labels[i] if i < len(self.spec.seat_labels) else ""
            field_ = TextField(
                rect=pygame.Rect(rect.x, rect.y, 380, ROW_H),
                name=f"name-{i}",
                text=self.seat_data[i]["name"],
                prefix=f"{i + 1}." if not label else f"{label}:",
                placeholder="Name",
                on_change=lambda t, i=i: self._set_name(i, t),
            )
            kind = Choice(
                rect=pygame.Rect(rect.x + 390, rect.y, 450, ROW_H),
                name=f"kind-{i}",
                label="",
                options=KINDS,
                on_change=lambda v, i=i: self._set_kind(i, v),
            )
            kind.select_value(self.seat_data[i]["kind"])
            self.seat_rows.append((field_, kind))
            order += [field_, kind]
        self.start = Button(
            rect=pygame.Rect(RIGHT_X + 440, 944, 400, 76),
            name="start",
            text="Start the game",
            style="primary",
            on_click=self.start_game,
        )
        self.back_button = Button(
            rect=pygame.Rect(RIGHT_X, 944, 300, 76), name="back", text="Back", on_click=self.back
        )
        order += [self.start, self.back_button]
        for widget in order:
            self.widgets.add(widget)

    def on_enter(self) -> None:
        self.widgets.focus(self.start)

    # -- changes --------------------------------------------------------------------------------
    def _set_count(self, value: int) -> None:
        self.count = value
        self._refresh()

    def _set_option(self, key: str, value: Any) -> None:
        self.values[key] = value
        self._refresh()

    def _set_name(self, i: int, text: str) -> None:
        self.seat_data[i]["name"] = text
        self._refresh()

    def _set_kind(self, i: int, kind: str) -> None:
        seat = self.seat_data[i]
        was_bot, is_bot = seat["kind"] != "person", kind != "person"
        seat["kind"] = kind
        if was_bot and not is_bot and seat["name"] in BOT_NAMES:
            seat["name"] = f"Player {i + 1}"
        elif is_bot and not was_bot and seat["name"].startswith("Player"):
            taken = [s["name"] for s in self.seat_data[: self.count]]
            seat["name"] = next((n for n in BOT_NAMES if n not in taken), f"Bot {i + 1}")
        self.seat_rows[i][0].text = seat["name"]
        self._refresh()

    def _refresh(self) -> None:
        for i, (field_, kind) in enumerate(self.seat_rows):
            field_.visible = kind.visible = i < self.count
        if self.widgets.focused is not None and not self.widgets.focused.accepts_focus():
            self.widgets.focus(self.start)
        self.error = self._validate()
        self.start.enabled = not self.error

    def options(self) -> dict[str, Any]:
        return dict(self.values)

    def seats(self) -> list[SeatController]:
        out = []
        for i, seat in enumerate(self.seat_data[: self.count]):
            name = seat["name"].strip() or (
                f"Player {i + 1}" if seat["kind"] == "person" else BOT_NAMES[i]
            )
            if seat["kind"] == "person":
                out.append(SeatController("person", name))
            else:
                out.append(SeatController("bot", name, seat["kind"]))
        return out

    def _validate(self) -> str:
        try:
            get_ruleset(self.spec.game).normalize_options(self.options(), self.count)
        except Illegal as exc:
            return exc.message
        chosen = [c.name for c in self.seats()]
        if len(set(chosen)) < len(chosen):
            return "Give every seat a different name."
        return ""

    def start_game(self) -> None:
        if self._validate():
            return
        self._remember()
        self.spec.start(self.app, self.seats(), self.options())

    def _remember(self) -> None:
        settings = self.app.settings
        setups = getattr(settings, "last_setup", None)
        if not isinstance(setups, dict):
            return
        setups[self.spec.game] = {
            "count": self.count,
            **self.values,
            "seats": [dict(s) for s in self.seat_data],
        }
        try:
            settings.save()
        except (OSError, ValueError) as exc:
            log.warning("could not save the setup: %s", exc)

    def about(self) -> str:
        focused = self.widgets.focused
        name = focused.name if focused is not None else ""
        for spec in self.spec.options:
            if name == f"opt-{spec.key}":
                return spec.about
        if name.startswith("kind"):
            return "A person at this computer, or a bot. With two people, a pass screen hides each hand between turns."
        return self.spec.about

    # -- frame ----------------------------------------------------------------------------------
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
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        theme = self.app.theme
        surface.blit(theme.display_text("New game", 72, theme.ink), (LEFT_X, 40))
        surface.blit(theme.text("Players", 34, theme.ink, bold=True), (RIGHT_X, 136))
        surface.blit(theme.text("name  ·  person or bot", 24, theme.ink_dim), (RIGHT_X + 170, 144))
        y = max(190 + self.count * (ROW_H + GAP) + 8, 806)
        for line in wrap(self.about(), 24, ROW_W)[:3]:
            surface.blit(theme.text(line, 24, theme.ink_dim), (RIGHT_X, y))
            y += 30
        if self.error:
            for line in wrap(self.error, 24, ROW_W)[:2]:
                surface.blit(theme.text(line, 24, theme.bad), (RIGHT_X, max(y + 4, 900) - 20))
                y += 28
        hint = theme.text(HINT, 24, theme.ink_dim)
        w, h = surface.get_size()
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 12)))

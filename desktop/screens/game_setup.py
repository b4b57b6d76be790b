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

from desktop.game.controllers import SeatController
from desktop.screens.base import AppServices
from desktop.screens.setup import LEFT_X, SeatsSetup
from desktop.ui.controls import Choice
from desktop.ui.widget import Widget

log = logging.getLogger(__name__)

#: Every game offered by New game, in menu order: (ruleset id, name shown). Read-only tables:
#: a new game is one entry here and one GameSpec in SPECS.
GAMES: tuple[tuple[str, str], ...] = (
    ("rage-trick", "RAGE"),
    ("ragers", "Ragers: Arena"),
    ("rage-lv", "Rage CCG"),
)


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
    #: a choice made for each seat (e.g. a starter pack); its option is the list of them
    per_seat: OptionSpec | None = None


def _start_ccg(app: AppServices, seats: list[SeatController], options: dict[str, Any]) -> Any:
    from desktop.screens.rage_lv import CcgSetup, start_ccg

    return start_ccg(app, CcgSetup(seats, options), replace=True)


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


SPECS["rage-lv"] = GameSpec(
    game="rage-lv",
    about="The Rage card game (relaunch rules): lead a pack of werewolves, hunt in the Hunting "
    "Grounds and the Umbra, call Moots, and be first to the Renown level.",
    seats=(2, 4),
    start=_start_ccg,
    options=[
        OptionSpec(
            "renown_level",
            "Renown to win",
            [(15, "15 (short)"), (20, "20 (average)"), (25, "25 (long)")],
            20,
            "The first pack to this much Renown wins; it also caps each starting pack.",
        ),
    ],
    per_seat=OptionSpec(
        "packs",
        "Pack",
        [
            ("ashen-wind", "Ashen Wind"),
            ("stone-choir", "Stone Choir"),
            ("hollow-moon", "Hollow Moon"),
        ],
        "ashen-wind",
        "The starter pack this seat plays: a tribe, its Garou, a Sept deck and a Combat deck.",
    ),
)


def open_setup(app: AppServices, game: str) -> None:
    """Swap the New game screen for the one of `game`."""
    if game == "rage-trick":
        from desktop.screens.setup import SetupScreen

        app.replace(SetupScreen(app))
    else:
        app.replace(GameSetupScreen(app, game=game))


class GameSetupScreen(SeatsSetup):
    def __init__(self, app: AppServices, game: str = "ragers", **_: Any) -> None:
        super().__init__(app)
        self.spec = SPECS[game]
        self.game_id = game
        last = self._last()
        low, high = self.spec.seats
        self.count = min(max(int(last.get("count", low)), low), high)
        self.values = {
            o.key: last.get(o.key, o.default) if last.get(o.key) in dict(o.choices) else o.default
            for o in self.spec.options
        }
        self._load_seats(last)
        self.error = ""
        self._build()
        self._refresh()

    def _build(self) -> None:
        self.game = self._game_choice()
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
        self.seat_choices: list[Choice] = []
        per_seat = self.spec.per_seat
        if per_seat is not None:
            chosen = list(self.values.get(per_seat.key) or [])
            seat_options = list(per_seat.choices) + self._extra_seat_choices()
            values = [v for v, _ in seat_options]
            for i in range(high):
                value = (
                    chosen[i]
                    if i < len(chosen) and chosen[i] in values
                    else values[i % len(values)]
                )
                choice = Choice(
                    rect=self._row(LEFT_X, row + i),
                    name=f"seat-{per_seat.key}-{i}",
                    label=f"{per_seat.label} {i + 1}",
                    options=seat_options,
                    on_change=lambda v, i=i: self._set_seat_choice(i, v),
                )
                choice.select_value(value)
                self.seat_choices.append(choice)
                order.append(choice)
        order += self._seat_rows(high, self.spec.seat_labels)
        self._start_and_back()
        order += [self.start, self.back_button]
        for widget in order:
            self.widgets.add(widget)

    def on_enter(self) -> None:
        self.widgets.focus(self.start)

    def _extra_seat_choices(self) -> list[tuple[Any, str]]:
        """Rage CCG: the player's own packs from the deck builder, after the starters.

        Each value is the whole pack (a dict), so it goes into the session options in full and
        the game's log replays without the pack file. Never fails the screen.
        """
        if self.game_id != "rage-lv":
            return []
        try:
            from desktop.screens.deckbuilder import pack_choices

            return pack_choices()
        except Exception:
            log.exception("cannot list the saved packs")
            return []

    # -- changes --------------------------------------------------------------------------------
    def _set_count(self, value: int) -> None:
        self.count = value
        self._refresh()

    def _set_option(self, key: str, value: Any) -> None:
        self.values[key] = value
        self._refresh()

    def _set_seat_choice(self, i: int, value: Any) -> None:
        self.seat_choices[i].select_value(value)
        self._refresh()

    def _refresh(self) -> None:
        for i, (field_, kind) in enumerate(self.seat_rows):
            field_.visible = kind.visible = i < self.count
        for i, choice in enumerate(self.seat_choices):
            choice.visible = i < self.count
        if self.widgets.focused is not None and not self.widgets.focused.accepts_focus():
            self.widgets.focus(self.start)
        self.error = self._validate()
        self.start.enabled = not self.error

    def options(self) -> dict[str, Any]:
        out = dict(self.values)
        if self.spec.per_seat is not None:
            chosen = [c.options[c.index][0] for c in self.seat_choices[: self.count]]
            out[self.spec.per_seat.key] = chosen
        if self.game_id == "rage-lv":
            # A pack with the player's own cards brings their definitions ("cards").
            from desktop.cardsets import with_user_cards

            out = with_user_cards(out)
        return out

    def start_game(self) -> None:
        if self._validate():
            return
        self._remember()
        self.spec.start(self.app, self.seats(), self.options())

    def _remember(self) -> None:
        options = {k: v for k, v in self.options().items() if k != "cards"}
        self._save_setup({"count": self.count, **options})

    def about(self) -> str:
        focused = self.widgets.focused
        name = focused.name if focused is not None else ""
        for spec in self.spec.options:
            if name == f"opt-{spec.key}":
                return spec.about
        if self.spec.per_seat is not None and name.startswith("seat-"):
            return self.spec.per_seat.about
        if name.startswith("kind"):
            return "A person at this computer, or a bot. With two people, a pass screen hides each hand between turns."
        return self.spec.about

    def draw(self, surface: Any) -> None:
        self.draw_notes(surface, [(self.error, self.app.theme.bad)] if self.error else [])

"""New game from a game's registration: the players and a few options, described as data.

Most games need a game choice, seats (person or bot, with names) and a handful of choices, so
one data-driven screen serves them, from the registration's `NewGame`. A game with many
interacting options brings its own screen (`NewGame.screen`). Switching the Game control swaps
setup screens.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from functools import partial
from typing import Any

from desktop.games import Games
from desktop.screens.base import AppServices, Screen
from desktop.screens.setup import LEFT_X, SeatsSetup
from desktop.ui.controls import Choice
from desktop.ui.widget import Widget
from engine.core.registry import KNOWN, get_ruleset, is_loaded
from engine.i18n import _

log = logging.getLogger(__name__)


def new_game_screen(app: AppServices, game: str | None = None, focus: str = "", **_: Any) -> Screen:
    """New game for `game` (default: the game last started from here, else the first): its own
    screen, or the data-driven one; `focus` names the control the keyboard starts on ("game":
    the Game control)."""
    games = Games.of(app)
    warm_rules([ruleset for ruleset, _title in games.choices()])
    if game is None:
        last = getattr(app.settings, "last_game", "")
        game = last if last in games else None
    registration = games[game] if game is not None else games.first()
    own = registration.new_game.screen
    screen = own(app) if own is not None else GameSetupScreen(app, game=registration.ruleset)
    if isinstance(screen, SeatsSetup):
        screen.focus_on = focus
    return screen


def warm_rules(games: Sequence[str]) -> threading.Thread | None:
    """Import the rules of `games` not imported yet, on a thread of their own; None when all
    are. New game checks a game's options with its rules the moment the Game control comes to
    it, and a CCG's rules are its whole engine (hints and the expert search too): imported on
    the event thread, a busy machine left → unanswered for seconds (issue 30)."""
    missing = [g for g in games if g in KNOWN and not is_loaded(g)]
    if not missing:
        return None
    thread = threading.Thread(target=_load_rules, args=(missing,), name="warm-rules", daemon=True)
    thread.start()
    return thread


def _load_rules(games: Sequence[str]) -> None:
    for game in games:
        try:
            get_ruleset(game)
        except Exception:  # New game says what is wrong when the Game control gets there
            log.warning("the rules of %s could not be loaded ahead", game, exc_info=True)


class GameSetupScreen(SeatsSetup):
    def __init__(self, app: AppServices, game: str, **_: Any) -> None:
        super().__init__(app, game)
        self.spec = self.registration.new_game
        last = self._last()
        low, high = self.spec.seats
        self.count = min(max(int(last.get("count", low)), low), high)
        self.values = {
            o.key: last.get(o.key, o.default) if last.get(o.key) in dict(o.choices) else o.default
            for o in self.spec.fields
        }
        self._open(last)

    def _build(self) -> None:
        self.game = self._game_choice()
        order: list[Widget] = [self.game]
        low, high = self.spec.seats
        row = 1
        if high > low:
            self.players = Choice(
                wrap=False,  # New game stops at the ends, as a slider
                rect=self._row(LEFT_X, row),
                name="players",
                label=_("Players"),
                options=[(n, _("{n} players").format(n=n)) for n in range(low, high + 1)],
                on_change=self._set_count,
            )
            self.players.select_value(self.count)
            order.append(self.players)
            row += 1
        self.option_choices: dict[str, Choice] = {}
        for spec in self.spec.fields:
            choice = Choice(
                wrap=False,
                rect=self._row(LEFT_X, row),
                name=f"opt-{spec.key}",
                label=_(spec.label),
                options=[(value, _(text)) for value, text in spec.choices],
                on_change=partial(self._set_option, spec.key),
            )
            choice.select_value(self.values[spec.key])
            self.option_choices[spec.key] = choice
            order.append(choice)
            row += 1
        self.seat_choices: list[Choice] = []
        per_seat = self.spec.per_seat
        if per_seat is not None:
            chosen = list(self.values.get(per_seat.key) or [])
            seat_options = self.spec.seat_choices()
            values = [v for v, _label in seat_options]
            for i in range(high):
                value = (
                    chosen[i]
                    if i < len(chosen) and chosen[i] in values
                    else values[_seat_default(i, len(values))]
                )
                choice = Choice(
                    wrap=False,
                    rect=self._row(LEFT_X, row + i),
                    name=f"seat-{per_seat.key}-{i}",
                    label=f"{_(per_seat.label)} {i + 1}",
                    options=seat_options,
                    on_change=partial(self._set_seat_choice, i),
                )
                choice.select_value(value)
                self.seat_choices.append(choice)
                order.append(choice)
        order += self._seat_rows(high, self.spec.seat_labels)
        self._start_and_back()
        order += [self.start, self.back_button]
        for widget in order:
            self.widgets.add(widget)

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
        if self.spec.prepare is not None:
            # e.g. a pack with the player's own cards brings their definitions ("cards")
            out = self.spec.prepare(out)
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
        for spec in self.spec.fields:
            if name == f"opt-{spec.key}":
                note = spec.note(self.values.get(spec.key, spec.default))
                return f"{_(spec.about)} {_(note)}" if note else _(spec.about)
        if self.spec.per_seat is not None and name.startswith("seat-"):
            return _(self.spec.per_seat.about)
        if name.startswith("kind"):
            return _(
                "A person at this computer, or a bot. With two people, a pass screen hides each "
                "hand between turns."
            )
        return _(self.spec.about)

    def draw(self, surface: Any) -> None:
        self.draw_notes(surface, [(self.error, self.app.theme.bad)] if self.error else [])


def _seat_default(seat: int, choices: int) -> int:
    """The choice a seat starts on: each its own while they last; past them a repeat is of a
    later seat's, never the first (the person's): a fourth pack of Ashen Wind, the first's,
    brought two alike Cinder Howls to tell apart (issue 30)."""
    if seat < choices or choices < 2:
        return seat % max(1, choices)
    return 1 + (seat - choices) % (choices - 1)

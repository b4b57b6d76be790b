"""RAGE's New game screen: the deck (preset), players, teams, scoring, variants and the round
schedule, whose choices depend on each other; the shared seat rows come from `SeatsSetup`.

The same options, as `SetupField`s, are what the LAN host screen offers (options.FIELDS).
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from desktop.game.controllers import SeatController
from desktop.games.registration import TableSetup
from desktop.screens.base import AppServices
from desktop.screens.rage_trick.options import GAME, PRESET_NOTES, PRESETS, SCHEDULES
from desktop.screens.setup import LEFT_X, SeatsSetup
from desktop.ui.controls import Choice, Toggle
from desktop.ui.widget import Widget
from engine.i18n import N_, _

SCORING_NOTES = {
    "official": N_(
        "Official: +1 a trick; +10 for taking exactly your bid (+5 for a bid of 0 made)."
    ),
    "alternate": N_(
        "Alternate: +1 a trick; +10 for an exact bid (0 too), −5 for a miss; taking "
        "every trick of a round pays +1 more a trick."
    ),
    "oh-hell": N_("Oh Hell: the tricks you take, plus 10 for taking exactly your bid."),
}
ABOUT = {
    "game": N_(
        "RAGE, the trick-taking game: bid how many tricks you will take, then take "
        "exactly that many."
    ),
    "players": N_("2 to 8 players, seated clockwise in the order below; seat 1 deals first."),
    "schedule": N_(
        "How many cards each round: 10 down to 1, 1 up to 10, or 10 every round "
        "(fewer when the deck is too small for everyone)."
    ),
    "teams": N_(
        "Partners sit opposite each other; their bids and tricks are pooled and they score as one."
    ),
    "any_time_actions": N_(
        "Action cards may be played even when you could follow the lead colour."
    ),
    "secret_bids": N_("Bids are written down unseen and shown when the round is scored."),
    "reneging": N_(
        "Following the lead colour is not enforced; anyone may challenge a play, and "
        "whoever is wrong loses 10 points."
    ),
    "hook": N_(
        "The dealer bids last and may not bid the number that makes the bids add up to the tricks."
    ),
    "name": N_("Type a name; Backspace deletes, Ctrl+Backspace clears."),
    "kind": N_(
        "A person at this computer, or a bot: Easy slips up now and then, Normal plays by "
        "rules of thumb, Hard thinks ahead (about a second a move). With two or more people, a "
        "pass screen hides each hand between turns."
    ),
    "start": N_("Start the game with these players and rules. Games are saved as you play."),
    "back": N_("Back to the main menu."),
}


class SetupScreen(SeatsSetup):
    def __init__(self, app: AppServices, **_kwargs: Any) -> None:
        super().__init__(app, GAME)
        last = self._last()
        self.preset = last.get("preset", "us")
        self.count = int(last.get("count", 4))
        self.scoring = last.get("scoring", "official")
        self.schedule = last.get("schedule", "down")
        self.flags = {
            key: bool(last.get(key, key == "hook" and self.preset == "oh-hell"))
            for key in ("teams", "any_time_actions", "secret_bids", "reneging", "hook")
        }
        self._open(last)

    # -- controls -----------------------------------------------------------------------------

    def _build(self) -> None:
        self.game = self._game_choice()
        self.preset_choice = Choice(
            wrap=False,  # New game stops at the ends, as a slider
            rect=self._row(LEFT_X, 1),
            name="preset",
            label=_("Deck"),
            options=[(value, _(text)) for value, text in PRESETS],
            on_change=self._set_preset,
        )
        self.preset_choice.select_value(self.preset)
        self.players = Choice(
            wrap=False,
            rect=self._row(LEFT_X, 2),
            name="players",
            label=_("Players"),
            options=[(n, _("{n} players").format(n=n)) for n in range(2, 9)],
            on_change=self._set_count,
        )
        self.players.select_value(self.count)
        self.scoring_choice = Choice(
            wrap=False,
            rect=self._row(LEFT_X, 3),
            name="scoring",
            label=_("Scoring"),
            options=[],
            on_change=self._set_scoring,
        )
        self.schedule_choice = Choice(
            wrap=False,
            rect=self._row(LEFT_X, 4),
            name="schedule",
            label=_("Rounds"),
            options=[(value, _(text)) for value, text in SCHEDULES],
            on_change=self._set_schedule,
        )
        self.schedule_choice.select_value(self.schedule)
        labels = {
            "teams": _("Teams of two (partners opposite)"),
            "any_time_actions": _("Action cards any time"),
            "secret_bids": _("Secret bids"),
            "reneging": _("Reneging (challenge instead)"),
            "hook": _("Hook: dealer can't make bids fit"),
        }
        self.toggles: dict[str, Toggle] = {}
        for i, (key, label) in enumerate(labels.items()):
            self.toggles[key] = Toggle(
                rect=self._row(LEFT_X, 5 + i),
                name=key,
                label=label,
                value=self.flags[key],
                on_change=partial(self._set_flag, key),
            )
        seat_widgets = self._seat_rows(8)
        self._start_and_back()
        order: list[Widget] = [
            self.game,
            self.preset_choice,
            self.players,
            self.scoring_choice,
            self.schedule_choice,
            *self.toggles.values(),
        ]
        order += [*seat_widgets, self.start, self.back_button]
        for widget in order:
            self.widgets.add(widget)

    # -- changes ------------------------------------------------------------------------------

    def _set_preset(self, value: str) -> None:
        self.preset = value
        if value == "oh-hell":
            self.scoring = "oh-hell"
            self.flags["any_time_actions"] = False
            self.flags["hook"] = True
        else:
            if self.scoring == "oh-hell":
                self.scoring = "official"
            self.flags["hook"] = False
        self._refresh()

    def _set_count(self, value: int) -> None:
        self.count = value
        self._refresh()

    def _set_scoring(self, value: str) -> None:
        self.scoring = value
        self._refresh()

    def _set_schedule(self, value: str) -> None:
        self.schedule = value
        self._refresh()

    def _set_flag(self, key: str, value: bool) -> None:
        self.flags[key] = value
        self._refresh()

    def _refresh(self) -> None:
        """Show what applies; ask the engine whether the combination is allowed."""
        oh_hell = self.preset == "oh-hell"
        scorings = [("official", _("Official")), ("alternate", _("Alternate"))]
        if oh_hell:
            scorings = [("oh-hell", _("Oh Hell")), *scorings]
        self.scoring_choice.options = scorings
        if self.scoring not in dict(scorings):
            self.scoring = scorings[0][0]
        self.scoring_choice.index = 0
        self.scoring_choice.select_value(self.scoring)
        teams_ok = self.count >= 4 and self.count % 2 == 0
        if not teams_ok:
            self.flags["teams"] = False
        self.toggles["teams"].enabled = teams_ok
        self.toggles["any_time_actions"].enabled = not oh_hell
        if oh_hell:
            self.flags["any_time_actions"] = False
        for key, toggle in self.toggles.items():
            toggle.value = self.flags[key]
        for i, (field, kind) in enumerate(self.seat_rows):
            shown = i < self.count
            field.visible = kind.visible = shown
            if self.flags["teams"] and shown:
                field.prefix = f"{i + 1}{'ABCD'[i % (self.count // 2)]}"
            else:
                field.prefix = f"{i + 1}."
        if self.widgets.focused is not None and not self.widgets.focused.accepts_focus():
            self.widgets.focus(self.start)
        self.error = self._validate()
        self.start.enabled = not self.error

    def options(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "preset": self.preset,
            "scoring": self.scoring,
            "schedule": self.schedule,
        }
        out.update(self.flags)
        return out

    # -- start ----------------------------------------------------------------------------------

    def start_game(self) -> None:
        if self._validate():
            return

        self._remember()
        start_game(self.app, TableSetup(self.seats(), self.options()), replace=True)

    def _remember(self) -> None:
        self._save_setup(
            {
                "preset": self.preset,
                "count": self.count,
                "scoring": self.scoring,
                "schedule": self.schedule,
                **self.flags,
            }
        )

    def about(self) -> str:
        """A sentence about the focused control (the preset and scoring as chosen)."""
        focused = self.widgets.focused
        name = focused.name if focused is not None else ""
        if name == "preset":
            return _(PRESET_NOTES[self.preset])
        if name == "scoring":
            return _(SCORING_NOTES.get(self.scoring, ""))
        return _(ABOUT.get(name.split("-")[0], PRESET_NOTES[self.preset]))

    # -- frame ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        notes: list[tuple[str, Any]] = []
        people = sum(1 for s in self.seat_data[: self.count] if s["kind"] == "person")
        if self.error:
            notes.append((self.error, theme.bad))
        elif people >= 2:
            notes.append(
                (
                    _("{n} people share this computer: hands stay hidden between turns.").format(
                        n=people
                    ),
                    theme.accent,
                )
            )
        self.draw_notes(surface, notes)


def start_game(
    app: AppServices, setup: Any, *, replace: bool = False, seed: int | None = None
) -> Any:
    """Start a RAGE game from a TableSetup: session, runner, autosave journal, table."""
    from desktop.game.start import new_runner, show, start_autosave
    from desktop.screens.rage_trick.table import RageTable

    controllers: list[SeatController] = list(setup.seats)
    runner = new_runner(GAME, controllers, seed=seed, options=setup.options)
    journal = start_autosave(app, runner.session, controllers)
    return show(app, RageTable(app, runner, journal=journal, setup=setup), replace=replace)

"""New game: choose the game, preset, players (people or bots, with names), teams, scoring,
variants and the round schedule; then start. Every control works by mouse and keyboard:
Up/Down (or Tab) move, Left/Right change, typing edits a focused name, Enter starts.

The engine validates the options (`normalize_options`); its message is shown and Start is
disabled while the combination is not allowed.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from desktop.game.controllers import SeatController
from desktop.screens import registry as names
from desktop.screens.base import AppServices, Screen
from desktop.screens.textfield import TextField
from desktop.ui.controls import Button, Choice, Toggle
from desktop.ui.theme import wrap
from desktop.ui.widget import Widget
from engine.core.errors import Illegal
from engine.core.registry import get_ruleset

log = logging.getLogger(__name__)

GAME = "rage-trick"
BOT_NAMES = ("Ada", "Bruno", "Chloé", "Dev", "Emeka", "Farah", "Goro", "Hana")
KINDS: list[tuple[str, str]] = [
    ("person", "Person"),
    ("heuristic", "Bot: clever"),
    ("random", "Bot: random"),
]
PRESETS: list[tuple[str, str]] = [
    ("us", "RAGE (110 cards)"),
    ("amigo", "RAGE Amigo (112)"),
    ("oh-hell", "Oh Hell (52 cards)"),
]
PRESET_NOTES = {
    "us": "The 110-card RAGE deck: six colours 0–15 and 14 action cards.",
    "amigo": "The Amigo edition: 112 cards, more Bonus and Mad Rage; a missed bid costs 5.",
    "oh-hell": "Classic Oh Hell with 52 playing cards; the dealer may not make the bids fit.",
}
SCHEDULES: list[tuple[str, str]] = [
    ("down", "10 down to 1"),
    ("up", "1 up to 10"),
    ("flat", "10 rounds of 10"),
]
SCORING_NOTES = {
    "official": "Official: +1 a trick; +10 for taking exactly your bid (+5 for a bid of 0 made).",
    "alternate": "Alternate: +1 a trick; +10 for an exact bid (0 too), −5 for a miss; taking "
    "every trick of a round pays +1 more a trick.",
    "oh-hell": "Oh Hell: the tricks you take, plus 10 for taking exactly your bid.",
}
ABOUT = {
    "game": "RAGE, the trick-taking game: bid how many tricks you will take, then take "
    "exactly that many.",
    "players": "2 to 8 players, seated clockwise in the order below; seat 1 deals first.",
    "schedule": "How many cards each round: 10 down to 1, 1 up to 10, or 10 every round "
    "(fewer when the deck is too small for everyone).",
    "teams": "Partners sit opposite each other; their bids and tricks are pooled and they "
    "score as one.",
    "any_time_actions": "Action cards may be played even when you could follow the lead colour.",
    "secret_bids": "Bids are written down unseen and shown when the round is scored.",
    "reneging": "Following the lead colour is not enforced; anyone may challenge a play, and "
    "whoever is wrong loses 10 points.",
    "hook": "The dealer bids last and may not bid the number that makes the bids add up to "
    "the tricks.",
    "name": "Type a name; Backspace deletes, Ctrl+Backspace clears.",
    "kind": "A person at this computer, or a bot (clever plays to make its bid). With two "
    "or more people, a pass screen hides each hand between turns.",
    "start": "Start the game with these players and rules. Games are saved as you play.",
    "back": "Back to the main menu.",
}
HINT = "↑/↓ or Tab to move  ·  ←/→ to change  ·  type to rename  ·  Enter to start  ·  Esc back"

LEFT_X, RIGHT_X = 90, 1000
ROW_W, ROW_H, GAP = 840, 66, 10


def default_seats(player_name: str = "") -> list[dict[str, str]]:
    seats = [{"kind": "person", "name": player_name or "Player 1"}]
    seats += [{"kind": "heuristic", "name": BOT_NAMES[i]} for i in range(7)]
    return seats


class SeatsSetup(Screen):
    """What every New game screen shares: seat rows (name + person/bot), typing names,
    remembering the last setup per game, and the frame around the controls."""

    name = names.NEW_GAME
    game_id = GAME
    count = 2

    def _last(self) -> dict[str, Any]:
        setups = getattr(self.app.settings, "last_setup", None)
        if isinstance(setups, dict) and isinstance(setups.get(self.game_id), dict):
            return dict(setups[self.game_id])
        return {}

    def _load_seats(self, last: dict[str, Any]) -> None:
        self.seat_data = default_seats(getattr(self.app.settings, "player_name", ""))
        for i, seat in enumerate(last.get("seats", [])[:8]):
            if isinstance(seat, dict) and seat.get("kind") in dict(KINDS):
                self.seat_data[i] = {"kind": seat["kind"], "name": str(seat.get("name", ""))[:24]}

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
                prefix=f"{labels[i]}:" if i < len(labels) else f"{i + 1}.",
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
            self.seat_rows.append((field, kind))
            order += [field, kind]
        return order

    def _refresh(self) -> None:
        raise NotImplementedError

    def start_game(self) -> None:
        raise NotImplementedError

    def _start_and_back(self) -> None:
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

    def _set_name(self, i: int, text: str) -> None:
        self.seat_data[i]["name"] = text
        self._refresh()

    def _set_kind(self, i: int, kind: str) -> None:
        seat = self.seat_data[i]
        was_bot = seat["kind"] != "person"
        seat["kind"] = kind
        is_bot = kind != "person"
        if was_bot and not is_bot and seat["name"] in BOT_NAMES:
            seat["name"] = f"Player {i + 1}"
        elif (
            is_bot and not was_bot and (seat["name"].startswith("Player") or seat["name"] == "You")
        ):
            taken = self._names()
            seat["name"] = next((n for n in BOT_NAMES if n not in taken), f"Bot {i + 1}")
        self.seat_rows[i][0].text = seat["name"]
        self._refresh()

    def _names(self) -> list[str]:
        return [s["name"] for s in self.seat_data[: self.count]]

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

    def options(self) -> dict[str, Any]:
        raise NotImplementedError

    def _validate(self) -> str:
        """The engine's objection to these options, or a name clash; "" when all is well."""
        try:
            get_ruleset(self.game_id).normalize_options(self.options(), self.count)
        except Illegal as exc:
            return exc.message
        chosen = [c.name for c in self.seats()]
        return "Give every seat a different name." if len(set(chosen)) < len(chosen) else ""

    def _game_choice(self) -> Choice:
        """The Game control; changing it swaps in that game's setup screen."""
        from desktop.screens.game_setup import GAMES, open_setup

        choice = Choice(
            rect=self._row(LEFT_X, 0),
            name="game",
            label="Game",
            options=list(GAMES),
            on_change=lambda game: game != self.game_id and open_setup(self.app, game),
        )
        choice.select_value(self.game_id)
        return choice

    def _save_setup(self, record: dict[str, Any]) -> None:
        """Remember this game's setup (and the first person's name) for next time."""
        settings = self.app.settings
        setups = getattr(settings, "last_setup", None)
        if not isinstance(setups, dict):
            return
        setups[self.game_id] = {**record, "seats": [dict(s) for s in self.seat_data]}
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
        return super().handle_event(event)

    def draw_notes(self, surface: pygame.Surface, notes: list[tuple[str, Any]]) -> None:
        """The title, the seats heading, a sentence about the focused control, `notes`."""
        super().draw(surface)
        theme = self.app.theme
        surface.blit(theme.display_text("New game", 72, theme.ink), (LEFT_X, 40))
        surface.blit(theme.text("Players", 34, theme.ink, bold=True), (RIGHT_X, 136))
        sub = theme.text("name  ·  person or bot", 24, theme.ink_dim)
        surface.blit(sub, (RIGHT_X + 170, 144))
        y = max(190 + self.count * (ROW_H + GAP) + 8, 806)
        for line in wrap(self.about(), 24, ROW_W)[:3]:
            surface.blit(theme.text(line, 24, theme.ink_dim), (RIGHT_X, y))
            y += 30
        y = max(y + 4, 900)
        for text, color in notes:
            for line in wrap(text, 24, ROW_W)[:2]:
                surface.blit(theme.text(line, 24, color), (RIGHT_X, y - 20))
                y += 28
        hint = theme.text(HINT, 24, theme.ink_dim)
        w, h = surface.get_size()
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 12)))


class SetupScreen(SeatsSetup):
    name = names.NEW_GAME

    def __init__(self, app: AppServices, **_: Any) -> None:
        super().__init__(app)
        last = self._last()
        self.preset = last.get("preset", "us")
        self.count = int(last.get("count", 4))
        self.scoring = last.get("scoring", "official")
        self.schedule = last.get("schedule", "down")
        self.flags = {
            key: bool(last.get(key, key == "hook" and self.preset == "oh-hell"))
            for key in ("teams", "any_time_actions", "secret_bids", "reneging", "hook")
        }
        self._load_seats(last)
        self.error = ""
        self._build()
        self._refresh()

    # -- controls -----------------------------------------------------------------------------

    def _build(self) -> None:
        self.game = self._game_choice()
        self.preset_choice = Choice(
            rect=self._row(LEFT_X, 1),
            name="preset",
            label="Deck",
            options=PRESETS,
            on_change=self._set_preset,
        )
        self.preset_choice.select_value(self.preset)
        self.players = Choice(
            rect=self._row(LEFT_X, 2),
            name="players",
            label="Players",
            options=[(n, f"{n} players") for n in range(2, 9)],
            on_change=self._set_count,
        )
        self.players.select_value(self.count)
        self.scoring_choice = Choice(
            rect=self._row(LEFT_X, 3),
            name="scoring",
            label="Scoring",
            options=[],
            on_change=self._set_scoring,
        )
        self.schedule_choice = Choice(
            rect=self._row(LEFT_X, 4),
            name="schedule",
            label="Rounds",
            options=SCHEDULES,
            on_change=self._set_schedule,
        )
        self.schedule_choice.select_value(self.schedule)
        labels = {
            "teams": "Teams of two (partners opposite)",
            "any_time_actions": "Action cards any time",
            "secret_bids": "Secret bids",
            "reneging": "Reneging (challenge instead)",
            "hook": "Hook: dealer can't make bids fit",
        }
        self.toggles: dict[str, Toggle] = {}
        for i, (key, label) in enumerate(labels.items()):
            self.toggles[key] = Toggle(
                rect=self._row(LEFT_X, 5 + i),
                name=key,
                label=label,
                value=self.flags[key],
                on_change=lambda v, key=key: self._set_flag(key, v),
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

    def on_enter(self) -> None:
        self.widgets.focus(self.start)

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
        scorings = [("official", "Official"), ("alternate", "Alternate")]
        if oh_hell:
            scorings = [("oh-hell", "Oh Hell"), *scorings]
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
        from desktop.screens.rage_trick.table import GameSetup

        self._remember()
        start_game(self.app, GameSetup(self.seats(), self.options()), replace=True)

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
            return PRESET_NOTES[self.preset]
        if name == "scoring":
            return SCORING_NOTES.get(self.scoring, "")
        return ABOUT.get(name.split("-")[0], PRESET_NOTES[self.preset])

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
                    f"{people} people share this computer: hands stay hidden between turns.",
                    theme.accent,
                )
            )
        self.draw_notes(surface, notes)


def start_game(
    app: AppServices, setup: Any, *, replace: bool = False, seed: int | None = None
) -> Any:
    """Start a RAGE game from a GameSetup: session, runner, autosave journal, table."""
    from desktop.game.start import new_runner, show, start_autosave
    from desktop.screens.rage_trick.table import RageTable

    controllers: list[SeatController] = list(setup.seats)
    runner = new_runner(GAME, controllers, seed=seed, options=setup.options)
    journal = start_autosave(app, runner.session, controllers)
    return show(app, RageTable(app, runner, journal=journal, setup=setup), replace=replace)

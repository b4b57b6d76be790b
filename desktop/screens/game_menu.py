"""The in-game menu every table opens on Escape: resume, rules, settings, undo your last move,
quit to the menu.

At a LAN table the game does not stop while the menu is open, and leaving means something
else for each person there (the runner says who this computer is, `LanSeat`): a player
leaves (a bot plays for them until they come back); a spectator stops watching; the host
ends the game for everyone, and may first decide about absent players' seats (Players…).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast, runtime_checkable

import pygame

from desktop.screens.base import AppServices, Screen
from desktop.ui.controls import button_set
from desktop.ui.dialog import Dialog
from desktop.ui.panel import Panel, shade
from engine.i18n import N_, _

if TYPE_CHECKING:
    from desktop.game.seams import TableRunner, TableSession


class MenuTable(Protocol):
    """What the in-game menu asks of the table it was opened over."""

    journal: object
    finished: bool

    @property
    def runner(self) -> TableRunner: ...

    @property
    def session(self) -> TableSession: ...

    @property
    def viewer(self) -> int | None:
        """The seat whose eyes the table shows now (None: a spectator's)."""

    def undo(self) -> None:
        """Take back the viewer's last move."""

    def quit_to_menu(self) -> None: ...


PANEL = (620, 660)
#: How dark the table gets under the menu (alpha of a black veil over all of it).
VEIL = 190
FILL = (16, 28, 25, 255)  # opaque: nothing of the table shows through the menu
HINT = N_("↑ / ↓ to move  ·  Enter to choose  ·  Esc to resume")
#: At a LAN table nothing was paused: Esc goes back to it.
LAN_HINT = N_("↑ / ↓ to move  ·  Enter to choose  ·  Esc back to the table")


@runtime_checkable
class LanSeat(Protocol):
    """A runner of a LAN table: who this computer is there, and the host's Players list."""

    @property
    def lan_role(self) -> str:
        """ "host", "player" or "watcher"."""
        ...

    def open_players(self) -> None: ...


class InGameMenu(Screen):
    name = "game_menu"
    opaque = False

    def __init__(self, app: AppServices, table: MenuTable) -> None:
        super().__init__(app)
        self.table = table
        w, h = app.logical_size
        runner = table.runner
        self.lan: LanSeat | None = runner if isinstance(runner, LanSeat) else None
        role = self.lan.lan_role if self.lan is not None else ""
        saved = table.journal is not None
        if role == "host":
            quit_label = _("End the game for everyone")
        elif role == "player":
            quit_label = _("Leave the table")
        elif role == "watcher":
            quit_label = _("Stop watching")
        else:
            # Say what becomes of the game, the same as the toast after it does (the saved
            # game's button said nothing, the lesson's "the game ends": read as a contradiction).
            quit_label = (
                _("Quit to menu (the game is saved)")
                if saved
                else _("Quit to menu (the game is not saved)")
            )
        entries = [
            ("resume", _("Back to the table") if role else _("Resume"), self.back),
            ("rules", _("Rules"), self._rules),
            ("settings", _("Settings"), self._settings),
        ]
        if role == "host":
            entries.append(("players", _("Players…"), self._players))
        if role != "watcher":
            entries.append(("undo", _("Undo my last move"), self._undo))
        entries.append(("quit", quit_label, self._quit))
        # A LAN game goes on while the menu is open: it is not "Paused".
        title = _("The game goes on") if role else _("Paused")
        height = PANEL[1] + 86 * (len(entries) - 5)
        self.panel = Panel(rect=pygame.Rect(0, 0, PANEL[0], height), title=title)
        self.panel.rect.center = (w // 2, h // 2)
        self.widgets.add(self.panel)
        top = self.panel.rect.y + 140
        rects = [pygame.Rect(0, 0, 520, 70) for _entry in entries]
        for i, rect in enumerate(rects):
            rect.midtop = (self.panel.rect.centerx, top + 86 * i)
        self.buttons = button_set(entries, rects, primary="resume")
        self.widgets.extend(list(self.buttons.values()))
        # Offered only when it would be done (the engine's undo_reach: nothing to take back,
        # or cards dealt or revealed since, or people who would have to agree).
        seat = table.viewer
        refusal = getattr(table.runner, "undo_refusal", None)
        if "undo" in self.buttons:
            self.buttons["undo"].enabled = (
                seat is not None
                and not table.finished
                and refusal is not None
                and refusal(seat) is None
            )
        self.saved = saved
        self.role = role

    def on_enter(self) -> None:
        self.widgets.focus(self.buttons["resume"])

    def in_language(self, rebuilt: dict[int, Screen]) -> Screen | None:
        # a table is rebuilt as a table
        table = cast(MenuTable, rebuilt.get(id(self.table), self.table))
        return InGameMenu(self.app, table)

    def _rules(self) -> None:
        game = self.table.session.header.ruleset
        if not self.app.open("rules", game=game):
            self.app.toast(_("The rules reference isn't part of this build yet."), "warning")

    def _settings(self) -> None:
        self.app.open("settings")

    def _undo(self) -> None:
        self.app.pop()
        self.table.undo()

    def _players(self) -> None:
        self.app.pop()
        if self.lan is not None:
            self.lan.open_players()

    def _quit(self) -> None:
        if self.role == "host" and not self.table.finished:
            self.show_dialog(
                Dialog(
                    _("End the game for everyone?"),
                    _(
                        "Everyone goes back to the menu; each player keeps the game in their "
                        "replays."
                    ),
                    buttons=((_("End the game"), self._leave), (_("Keep playing"), None)),
                    screen_size=self.app.logical_size,
                )
            )
            return
        if self.role == "player" and not self.table.finished:
            self.app.toast(
                _("You left: a bot plays for you. Continue takes you back to your seat."),
                duration=5.0,
            )
        self._leave()

    def _leave(self) -> None:
        self.app.pop()
        if self.saved:
            self.app.toast(_("The game is saved: Continue it from the main menu."))
        self.table.quit_to_menu()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(shade(surface.get_size(), VEIL), (0, 0))
        rect = self.panel.rect
        surface.blit(theme.box(rect.size, FILL, radius=self.panel.radius), rect)
        super().draw(surface)
        words = _(LAN_HINT) if self.role else _(HINT)
        hint = theme.text(words, 22, theme.ink_dim)  # inside the panel, not over the hand
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom - 22)))

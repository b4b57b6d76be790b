"""The main menu: New game, Continue, Play on LAN, Rules, Settings, Quit — with a fan of cards
dealt in."""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from desktop.scene.node import Node
from desktop.scene.scene import Scene
from desktop.scene.zones import FanLayout, Slot, Zone
from desktop.screens import registry as names
from desktop.screens.base import AppServices, Screen
from desktop.screens.menu_cards import RAGE_COLORS, decor_card
from desktop.ui.controls import Button
from desktop.ui.dialog import Dialog
from engine.i18n import N_, _

log = logging.getLogger(__name__)

NOT_YET = N_("{what} isn't part of this build yet.")
HINT = N_("↑ / ↓ / ← / → to move  ·  Enter to choose  ·  Esc to go back  ·  F11 full screen")

#: the arrow keys as (dx, dy)
ARROWS = {
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
}
COLUMN_X = 560  # centre of the title and buttons
BUTTON_SIZE = (460, 64)
BUTTON_GAP = 10
FAN_CENTRE = (1380, 590)


def _version() -> str:
    from desktop.about import version

    return version()


class MainMenu(Screen):
    name = names.MENU
    poll = None  # it changes only through its scene, its widgets and input

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.scene = Scene(size=app.logical_size, cache=app.caches.surfaces)
        self.buttons: dict[str, Button] = {}
        entries: list[tuple[str, str, Callable[[], None]]] = [
            ("new_game", N_("New game"), lambda: self._open(names.NEW_GAME, N_("New game"))),
            ("learn", N_("Learn to play"), lambda: self._open(names.LEARN, N_("Learn to play"))),
            ("continue", N_("Continue"), lambda: self._open(names.CONTINUE, N_("Continue"))),
            ("lan", N_("Play on LAN"), lambda: self._open(names.LAN, N_("Play on LAN"))),
            ("rules", N_("Rules"), lambda: self._open(names.RULES, N_("The rules reference"))),
            ("settings", N_("Settings"), lambda: self._open(names.SETTINGS, N_("Settings"))),
            # asked first, as Escape asks: Enter on it closed the app at once (issue 30)
            ("quit", N_("Quit"), self.back),
        ]
        # Things to look back at or prepare sit under the card fan, smaller; in the keyboard
        # order they come after the column's last button (Down from Rules went to Replays,
        # skipping Settings and Quit, issue 30).
        extras: list[tuple[str, str, Callable[[], None]]] = [
            ("replays", N_("Replays"), lambda: self._open(names.REPLAYS, N_("Replays"))),
            ("stats", N_("Stats"), lambda: self._open(names.STATS, N_("Stats"))),
            ("decks", N_("Deck builder"), lambda: self._open(names.DECKS, N_("The deck builder"))),
        ]
        #: each button's words as written here, so they can be shown again in a new language
        self.labels = {key: label for key, label, _action in [*entries, *extras]}
        top = 496
        #: the main column, whose focused button is drawn gold
        self.column = [key for key, _label, _action in entries]
        for i, (key, label, action) in enumerate(entries):
            rect = pygame.Rect(0, 0, *BUTTON_SIZE)
            rect.midtop = (COLUMN_X, top + i * (BUTTON_SIZE[1] + BUTTON_GAP))
            button = Button(
                rect=rect,
                text=_(label),
                on_click=action,
                name=key,
            )
            self.buttons[key] = button
            self.widgets.add(button)
        self._add_extras(extras)
        self.fan = self.scene.root.add(
            Zone(
                name="menu-fan",
                x=FAN_CENTRE[0],
                y=FAN_CENTRE[1],
                rotation=-4,
                policy=FanLayout(spacing=112, radius=560, max_width=760),
            )
        )
        self._hovered: Node | None = None
        self.version = _version()

    def _add_extras(self, extras: list[tuple[str, str, Callable[[], None]]]) -> None:
        width, gap = 250, 20
        left = FAN_CENTRE[0] - (len(extras) * width + (len(extras) - 1) * gap) // 2
        for i, (key, label, action) in enumerate(extras):
            rect = pygame.Rect(left + i * (width + gap), 930, width, 64)
            button = Button(rect=rect, text=_(label), on_click=action, name=key, text_size=28)
            self.buttons[key] = button
            self.widgets.add(button)

    # -- lifecycle --------------------------------------------------------------------------

    def on_enter(self) -> None:
        self._refresh()
        self.widgets.focus(self.buttons["new_game"])
        self._deal()

    def on_resume(self) -> None:
        self._refresh()

    def apply_settings(self, settings: object) -> None:
        super().apply_settings(settings)  # type: ignore[arg-type]
        for key, label in self.labels.items():  # the language may have changed
            self.buttons[key].text = _(label)

    def _refresh(self) -> None:
        self.buttons["continue"].enabled = self.app.registry.available(names.CONTINUE)
        # Offered where the LAN screens are registered (the app; not a bare test registry).
        self.buttons["lan"].enabled = self.app.registry.available(names.LAN)
        for key, name in (
            ("learn", names.LEARN),
            ("replays", names.REPLAYS),
            ("stats", names.STATS),
            ("decks", names.DECKS),
        ):
            self.buttons[key].enabled = self.app.registry.available(name)
        if self.widgets.focused is not None and not self.widgets.focused.enabled:
            self.widgets.focus_first()

    def _deal(self) -> None:
        """Deal the decorative fan from below the window, one card after another."""
        assert self.scene is not None
        scene = self.scene
        numerals = ("7", "12", "3", "15", "9", "0")
        for card in list(self.fan.cards):
            self.fan.remove_card(card)
        for i, (color, numeral) in enumerate(zip(RAGE_COLORS, numerals, strict=True)):
            card = Node(
                name=f"menu-card-{i}",
                surface=decor_card(color, numeral),
                interactive=True,
                x=-200 + i * 10,
                y=700,
                rotation=30,
                opacity=0.0,
            )
            self.fan.add_card(card, keep_world=False)
        for i, (card, slot) in enumerate(zip(self.fan.cards, self.fan.slots(), strict=True)):
            card.z = slot.z

            def fly(card: Node = card, slot: Slot = slot) -> None:
                scene.tweener.animate(
                    card, 0.55, "out_back", x=slot.x, y=slot.y, rotation=slot.rotation
                )
                scene.tweener.animate(card, 0.25, "linear", opacity=1.0)

            scene.clock.schedule(fly, 0.15 + i * 0.08)

    def toast_area(self) -> pygame.Rect:
        # Above the card fan: the bottom centre holds Quit, Replays and the key hint.
        return pygame.Rect(FAN_CENTRE[0] - 480, 90, 960, 260)

    # -- actions ----------------------------------------------------------------------------

    def _open(self, name: str, what: str) -> None:
        if not self.app.open(name):
            self.app.toast(_(NOT_YET).format(what=_(what)), "warning")

    def back(self) -> None:
        self.show_dialog(
            Dialog(
                _("Leave Rage Table?"),
                _("Your settings are kept. Games in progress are saved as you play."),
                buttons=((_("Quit"), self.app.quit), (_("Stay"), None)),
                on_cancel=lambda: None,
                screen_size=self.app.logical_size,
            )
        )

    # -- frame ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog is None or not self.dialog.is_open:
            if event.type == pygame.MOUSEMOTION:
                self._hover_card(event.pos)
            if event.type == pygame.KEYDOWN and event.key in ARROWS:
                self._arrow(*ARROWS[event.key])
                return True
        return super().handle_event(event)

    def _arrow(self, dx: int, dy: int) -> None:
        """The arrows go where they point, as the buttons are seen: up and down the column
        (round from its foot to its head), right to the row under the cards and along it,
        left back; Down from Quit went on to that row and Up from New game to its far end,
        an order nobody could foresee (issue 30). Tab keeps the reading order."""
        at = self.widgets.focused
        if at is None:
            self.widgets.focus(self.buttons["new_game"])
            return
        x, y = at.rect.center
        others = [w for w in self.buttons.values() if w is not at and w.accepts_focus()]
        if dy:  # the same column only
            others = [
                w for w in others if w.rect.left < at.rect.right and at.rect.left < w.rect.right
            ]
        ahead = [w for w in others if (w.rect.centerx - x) * dx + (w.rect.centery - y) * dy > 0]
        if ahead:  # the nearest that way, what lies across the arrow counted double
            self.widgets.focus(
                min(
                    ahead,
                    key=lambda w: (
                        abs(w.rect.centerx - x) * (2 if dy else 1)
                        + abs(w.rect.centery - y) * (2 if dx else 1)
                    ),
                )
            )
        elif dy and others:  # round the column, to its other end
            self.widgets.focus(max(others, key=lambda w: (w.rect.centery - y) * -dy))

    def _hover_card(self, pos: tuple[int, int]) -> None:
        """Cards in the fan rise a little under the pointer — a taste of the table."""
        assert self.scene is not None
        hit = self.scene.hit_test(pos)
        if hit is self._hovered:
            return
        if self._hovered is not None and self._hovered.parent is self.fan:
            self.fan.layout(self.scene.tweener, duration=0.2, only=(self._hovered,))
        self._hovered = hit
        if hit is not None and hit.parent is self.fan and not self.scene.tweener.busy:
            slot = self.fan.slot_of(hit)
            self.scene.tweener.animate(hit, 0.18, "out_quad", y=slot.y - 34, scale=1.05)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(theme.background(surface.get_size()), (0, 0))
        assert self.scene is not None
        self.scene.draw(surface)
        title = theme.display_text("Rage Table", 132, theme.ink)
        shadow = theme.display_text("Rage Table", 132, (0, 0, 0))
        rect = title.get_rect(center=(COLUMN_X, 330))
        shadow.set_alpha(110)
        surface.blit(shadow, rect.move(4, 6))
        surface.blit(title, rect)
        rule = pygame.Rect(0, 0, 300, 3)
        rule.midtop = (COLUMN_X, rect.bottom + 6)
        surface.blit(theme.box(rule.size, theme.accent, radius=1), rule)
        sub = theme.text(_("The Rage card games, around one table"), 30, theme.ink_dim)
        surface.blit(sub, sub.get_rect(midtop=(COLUMN_X, rule.bottom + 16)))
        # One highlight: the column's gold fill goes with the focus, so New game does not stay
        # gold beside the button the keys moved to (issue 30).
        for key in self.column:
            button = self.buttons[key]
            button.style = "primary" if button is self.widgets.focused else "normal"
        self.widgets.draw(surface, theme)
        self.draw_keys(surface, theme, _(HINT), 28)
        label = (
            _("version {version}").format(version=self.version)
            if self.version
            else _("development build")
        )
        version = theme.text(label, 22, theme.ink_disabled)
        w, h = surface.get_size()
        surface.blit(version, version.get_rect(bottomright=(w - 28, h - 28)))
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, theme)

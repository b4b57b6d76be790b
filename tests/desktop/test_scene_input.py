"""Pointer events through a Screen into the scene's drag-and-drop, in logical coordinates."""

from __future__ import annotations

import pygame

from desktop.scene.drag import DragController
from desktop.scene.input import SceneInput
from desktop.scene.node import Node
from desktop.scene.scene import Scene
from desktop.scene.zones import RowLayout, Zone
from desktop.screens.base import Screen, ScreenStack
from desktop.ui.controls import Button
from desktop.ui.settings_protocol import MemorySettings
from desktop.ui.theme import Theme


class FakeApp:
    def __init__(self) -> None:
        self.settings = MemorySettings()
        self.theme = Theme()
        self.logical_size = (1920, 1080)
        self.stack = ScreenStack()

    def pop(self):
        return self.stack.pop()


class TableScreen(Screen):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.log: list[str] = []
        self.scene = Scene()
        root = self.scene.root
        self.hand = root.add(Zone(x=960, y=900, width=600, height=200, policy=RowLayout()))
        self.trick = root.add(Zone(x=960, y=400, width=300, height=220))
        self.card = Node(name="red-7", width=120, height=170, interactive=True, draggable=True)
        self.hand.add_card(self.card)
        self.hand.layout()
        drag = DragController(
            root,
            self.scene.tweener,
            legal_targets=lambda card: [self.trick],
            on_drop=lambda card, zone: self.log.append(f"drop {card.name}"),
            on_reject=lambda card, reason: self.log.append(f"reject {reason}"),
        )
        self.input = SceneInput(drag)
        self.widgets.add(
            Button(rect=(900, 600, 120, 60), text="Pass", on_click=lambda: self.log.append("pass"))
        )


def ev(kind: int, pos, **kw) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        kw.setdefault("rel", (0, 0))
        kw.setdefault("buttons", (1, 0, 0))
    else:
        kw.setdefault("button", 1)
    return pygame.event.Event(kind, pos=pos, **kw)


def test_drag_passes_over_hud_buttons_and_drops(display) -> None:
    app = FakeApp()
    screen = TableScreen(app)
    app.stack.push(screen)
    events = [
        ev(pygame.MOUSEBUTTONDOWN, (960, 900)),
        ev(pygame.MOUSEMOTION, (960, 700)),
        ev(pygame.MOUSEMOTION, (960, 630)),  # over the Pass button
        ev(pygame.MOUSEMOTION, (960, 420)),
        ev(pygame.MOUSEBUTTONUP, (960, 420)),
    ]
    for e in events[:3]:
        assert screen.handle_event(e)
    assert screen.card.to_world() == (960, 630)  # following the pointer across the button
    for e in events[3:]:
        assert screen.handle_event(e)
    assert screen.log == ["drop red-7"]
    assert screen.card.parent is screen.trick


def test_escape_cancels_a_drag_before_leaving_the_screen(display) -> None:
    app = FakeApp()
    screen = TableScreen(app)
    app.stack.push(screen)
    screen.handle_event(ev(pygame.MOUSEBUTTONDOWN, (960, 900)))
    screen.handle_event(ev(pygame.MOUSEMOTION, (700, 500)))
    screen.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert app.stack.top is screen and not screen.input.drag.active
    for _ in range(60):
        screen.update(1 / 60)
    assert screen.card.to_world() == (960, 900)
    screen.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert app.stack.top is None


def test_hud_button_still_clicks_when_no_drag(display) -> None:
    app = FakeApp()
    screen = TableScreen(app)
    screen.handle_event(ev(pygame.MOUSEMOTION, (960, 630), buttons=(0, 0, 0)))
    screen.handle_event(ev(pygame.MOUSEBUTTONDOWN, (960, 630)))
    screen.handle_event(ev(pygame.MOUSEBUTTONUP, (960, 630)))
    assert screen.log == ["pass"]


def test_stack_draws_overlays_over_the_last_opaque_screen(display) -> None:
    drawn: list[str] = []

    class Named(Screen):
        def __init__(self, app, label: str, opaque: bool) -> None:
            super().__init__(app)
            self.label, self.opaque = label, opaque

        def draw(self, surface: pygame.Surface) -> None:
            drawn.append(self.label)

    app = FakeApp()
    stack = app.stack
    for label, opaque in (("menu", True), ("table", True), ("pause", False), ("help", False)):
        stack.push(Named(app, label, opaque))
    stack.draw(pygame.Surface((10, 10)))
    assert drawn == ["table", "pause", "help"]

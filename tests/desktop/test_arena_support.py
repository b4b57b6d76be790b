"""Helpers for the Arena table tests (this module holds no tests).

Tables run on a real App under SDL's dummy driver; bots think in the frame (not on a thread)
and scripted bots can replace them, so every test plays the same game every time.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame

from desktop.app import App
from desktop.game.controllers import SeatController
from desktop.game.runner import GameRunner
from desktop.screens.ragers.faces import ArenaFaces
from desktop.screens.ragers.nodes import CardNode
from desktop.screens.ragers.table import ArenaScreen
from desktop.ui.settings_protocol import MemorySettings
from desktop.wiring import app_registry
from engine.core.session import Session
from engine.games.ragers import RULESET
from tests.desktop.test_table_support import (  # shared pointer and frame helpers
    frames,
    window_pos,
)
from tests.engine.test_ragers_support import game

FRAME = 1 / 60
DATA = RULESET.data
_FACES: dict[str, ArenaFaces] = {}


def shared_faces() -> ArenaFaces:
    """One face bank for the whole test run (drawing faces is the slow part)."""
    faces = _FACES.get("standard")
    if faces is None:
        faces = ArenaFaces(DATA)
        _FACES["standard"] = faces
    return faces


def stacked(*args: Any, names: list[str] | None = None, **kwargs: Any) -> Session:
    """`test_ragers_support.game` (its stacked deal) with Ann and Bob at the table."""
    return game(*args, names=names or ["Ann", "Bob"], **kwargs)


class ScriptedBot:
    """Places the next kind in its script (or the first legal card), keeps its hand."""

    name = "scripted"

    def __init__(self, script: Iterable[str] = ()) -> None:
        self.script = list(script)

    def choose(self, view, legal, rng):
        if legal[0]["type"] == "keep":
            return legal[0]
        while self.script:
            kind = self.script[0]
            for cmd in legal:
                if "card" in cmd and DATA.kind_of(cmd["card"]) == kind:
                    self.script.pop(0)
                    return cmd
            break
        return legal[0]


def make_app(size: tuple[int, int] = (1920, 1080), speed: float = 1.0) -> App:
    settings = MemorySettings(window_size=size, animation_speed=speed, hints=False, sound=False)
    return App(settings, app_registry(), start=None)


def open_table(
    app: App,
    session: Session,
    seats: list[SeatController],
    *,
    scripts: dict[int, list[str]] | None = None,
    **kwargs: Any,
) -> ArenaScreen:
    runner = GameRunner(session, seats, threaded=False)
    for seat, script in (scripts or {}).items():
        runner._bots[seat] = ScriptedBot(script)
    table = ArenaScreen(app, runner, faces=shared_faces(), **kwargs)
    app.push(table)
    return table


def hover(app: App, pos: tuple[float, float], seconds: float = 0.6) -> None:
    wx, wy = window_pos(app, pos)
    app.frame(
        FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=(wx, wy), rel=(0, 0), buttons=(0, 0, 0))]
    )
    frames(app, round(seconds / FRAME))


def hand_node(table: ArenaScreen, card: str) -> CardNode:
    node = table.stage.nodes.get(card)
    assert node is not None and node.where == "hand", (card, sorted(table.stage.nodes))
    return node


def drawn_faces(table: ArenaScreen) -> set[str]:
    """The card ids whose faces the table's scene draws now (preview included)."""
    faces = table.faces
    shown: set[str] = set()
    assert table.scene is not None

    def visit(node, visible: bool) -> None:
        visible = visible and node.visible and node.opacity > 0
        if not visible:
            return
        if isinstance(node, CardNode):
            surfaces = node.drawn_surfaces()
        else:
            surfaces = [node.surface] if node.surface is not None else []
        for surf in surfaces:
            ours, card = faces.card_of(surf)
            if ours and card is not None:
                shown.add(card)
        for child in node.children:
            visit(child, visible)

    visit(table.scene.root, True)
    preview = table.stage.preview
    if preview is not None and preview.visible and preview.data in table.stage.nodes:
        card = table.stage.nodes[preview.data].preview
        if card is not None:
            shown.add(card)
    return shown


def secrets(session: Session) -> dict[int, set[str]]:
    """What each seat holds that the other may not see: hand, face-down choices and extras
    (a card discarded in the preparation phase lies face up on its pile: not a secret)."""
    s = session.state
    out: dict[int, set[str]] = {0: set(), 1: set()}
    for seat in (0, 1):
        out[seat].update(s.hands[seat])
        if s.chosen[seat] and s.choices[seat] is not None:
            out[seat].add(s.choices[seat])
        for slot in s.rows[seat]:
            for placed in slot.cards:
                if not placed.face_up and not placed.negated:
                    out[seat].add(placed.card)
    return out


def to_choose(app: App, table: ArenaScreen) -> None:
    """Keep the opening hand, then frames until the person chooses a card to place."""
    from tests.desktop.test_table_support import frames, frames_until, key

    frames_until(app, lambda: table.can_act() and table.model.phase == "prep")
    frames(app, 1, [key(pygame.K_k)])  # keep the hand
    frames_until(app, lambda: table.can_act() and table.model.phase == "choose")
    frames(app, 5)

"""Helpers for the Rage CCG table tests (no tests here)."""

from __future__ import annotations

from desktop.app import App
from desktop.game.controllers import SeatController
from desktop.game.runner import GameRunner
from desktop.screens.rage_lv.faces import CcgFaces
from desktop.screens.rage_lv.table import LvTable
from desktop.ui.settings_protocol import MemorySettings
from desktop.wiring import app_registry
from engine.core.session import Session

FRAME = 1 / 60
_FACES: CcgFaces | None = None


def shared_faces() -> CcgFaces:
    global _FACES
    if _FACES is None:
        _FACES = CcgFaces()
    return _FACES


def make_app(size: tuple[int, int] = (1920, 1080), speed: float = 4.0) -> App:
    settings = MemorySettings(window_size=size, animation_speed=speed, hints=False, sound=False)
    return App(settings, app_registry(), start=None)


def open_table(app: App, session: Session, seats: list[SeatController], **kwargs) -> LvTable:
    runner = GameRunner(session, seats, threaded=False)
    kwargs.setdefault("step_delay", 0.0)
    table = LvTable(app, runner, faces=shared_faces(), **kwargs)
    app.push(table)
    return table


def drawn_cards(table: LvTable) -> list[tuple[str, str | None]]:
    """(node name, card id or None for a back) for every card surface actually drawn."""
    out = []

    def walk(node, shown: bool) -> None:
        shown = shown and node.visible and node.opacity > 0
        if not shown:
            return
        is_card, cid = table.faces.shows(node.surface)
        if is_card:
            out.append((node.name, cid))
        for child in node.children:
            walk(child, shown)

    walk(table.scene.root, True)
    return out


def until_my_main_turn(app: App, table: LvTable, seat: int = 0) -> None:
    """Frames until `seat` may play in the main phase, with nothing asked and the panels
    drawn."""
    from tests.desktop.test_table_support import frames_until

    frames_until(
        app,
        lambda: (
            table.view.get("phase") == "main"
            and seat in table.view["to_act"]
            and table.dialog is None
            and not table._hud_due
        ),
    )

"""An opponent's area opens large when pointed at (and when the keyboard's focus reaches one of
its cards) in both CCG tables at 1280x720 with 4 seats: every card of the area shown side by
side, none over another, each card's printed name at least 11 window pixels high and whole;
it closes when the pointer leaves and at Escape, and takes no click from the table.

Played through each edition's headless demo in the app's real frame with pointer motion and
key events, the frame traced by `layout_trace` (which knows each text's font size through every
scaling and whether it was cut).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from desktop.demo_shots import Shots
from desktop.game.controllers import bot, person
from tests.desktop.layout_trace import Mark, keep_shot, trace_frame
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_lv_header_whole import NAMES, _bruno_to_play
from tests.desktop.test_table_support import frames_until, key, motion
from tests.desktop.test_text_readable import Enough, traced_demo

FRAME = 1 / 60
MIN_PX = 11
AWAY = (1700, 1060)  # the sidebar's foot: no area there
REST = 16  # frames the pointer rests on an area before it opens (0.25 s)


def _settle(app: Any, frames: int = 15) -> None:
    for _ in range(frames):
        app.frame(FRAME, [])


def _names_read(app: Any, table: Any) -> list[str]:
    """What is wrong with the opened view's cards as the window shows them (empty: nothing)."""
    peek = table.stage.peek
    trace = trace_frame(app)
    printed = [m for _i, m in trace.texts(cards=True) if m.card]
    wrong: list[str] = []
    rects = [r for _n, r in peek.cards]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            if a.colliderect(b):
                wrong.append(f"cards overlap: {a} and {b}")
    scale = app.viewport.scale
    for name, rect in peek.cards:
        inside: list[Mark] = [m for m in printed if rect.contains(m.rect)]
        named = [m for m in inside if m.text.casefold() == name.casefold() and not m.whole]
        if not named:
            seen = [m.text for m in inside][:4]
            wrong.append(f"{name!r}: its whole name is not printed on it (seen {seen})")
        elif min(m.px for m in named) * scale < MIN_PX - 0.01:
            wrong.append(f"{name!r}: name {min(m.px for m in named) * scale:.1f} px")
    return wrong


def _drag_over(app: Any, table: Any, areas: dict[int, pygame.Rect]) -> None:
    """A card dragged from the hand over an opponent's area: the area does not open (it would
    hide where the card may go) and the drag goes on; put back, the card is in hand again."""
    held = next((s for s in table.spots if s.kind == "hand" and s.node.draggable), None)
    assert held is not None, "no card in hand to drag"
    start = held.rect.center
    rect = next(iter(areas.values()))
    app.frame(FRAME, [motion(app, start), _button(app, pygame.MOUSEBUTTONDOWN, start)])
    for i in range(1, 9):
        at = (
            start[0] + (rect.centerx - start[0]) * i / 8,
            start[1] + (rect.bottom - 10 - start[1]) * i / 8,
        )
        app.frame(FRAME, [_moved(app, at)])
    _settle(app, 4)
    assert table.drag.active, "the drag stopped over an opponent's area"
    assert not table.stage.peek.is_open, "an area opened under a dragged card"
    for i in range(1, 5):
        back = (rect.centerx + (start[0] - rect.centerx) * i / 4, start[1])
        app.frame(FRAME, [_moved(app, back)])
    app.frame(FRAME, [_button(app, pygame.MOUSEBUTTONUP, start)])
    _settle(app, 20)
    assert not table.drag.active


def _moved(app: Any, pos: tuple[float, float]) -> pygame.event.Event:
    x, y = app.viewport.to_window(pos)
    return pygame.event.Event(
        pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(1, 1), buttons=(1, 0, 0)
    )


def _button(app: Any, kind: int, pos: tuple[float, float]) -> pygame.event.Event:
    x, y = app.viewport.to_window(pos)
    return pygame.event.Event(kind, pos=(round(x), round(y)), button=1)


def _look(game: str, seen: list[str]) -> Any:
    def look(shots: Shots, name: str) -> None:
        app = shots.app
        table = app.stack.top
        areas = table.stage.peek_areas()
        if len(areas) != 3:  # a combat view covers them: the next milestone
            return
        peek = table.stage.peek
        assert not peek.is_open
        for _ in range(900):  # the table idle: the faces it may show are drawn ahead
            if not table.faces.warming():
                break
            app.frame(FRAME, [])
        drawn = len(table.faces._faces)
        for seat, rect in areas.items():
            app.frame(FRAME, [motion(app, (rect.centerx, rect.bottom - 10))])
            _settle(app, REST + 15)  # the pointer's rest, then the view's slide
            assert peek.seat == seat, f"pointing at seat {seat}'s area opened {peek.seat}"
            assert peek.cards, "the opened view shows no card"
            keep_shot(app, f"peek-{game}-{seat}")
            wrong = _names_read(app, table)
            assert not wrong, "\n".join(wrong)
            box = peek.node.surface.get_rect(center=(peek.node.x, peek.node.y))
            assert not box.colliderect(rect), "the opened view covers the area pointed at"
        assert len(table.faces._faces) == drawn, "opening drew faces (a wait) not drawn ahead"
        # a click goes to the table under the view: the node takes no pointer
        assert (
            table.scene.root.hit_test((peek.node.x, peek.node.y), lambda n: n is peek.node) is None
        )
        app.frame(FRAME, [motion(app, AWAY)])
        _settle(app)
        assert not peek.is_open and not peek.node.visible, "the view stays after the pointer left"
        # the keyboard: the focus moves through the cards; on an opponent's, its area opens
        opened_by_key = None
        for _ in range(60):
            app.frame(FRAME, [key(pygame.K_LEFT)])
            if peek.is_open:
                opened_by_key = peek.seat
                break
        assert opened_by_key is not None, "the focus on an opponent's card opened nothing"
        _settle(app)
        focused = table.stage.card_node(table.focus_key)
        assert areas[opened_by_key].collidepoint(focused.to_world())
        assert not _names_read(app, table)
        app.frame(FRAME, [key(pygame.K_ESCAPE)])
        _settle(app)
        assert not peek.is_open and not peek.node.visible, "Escape left the view open"
        assert app.stack.top is table, "Escape closed the view and opened the menu too"
        seen.append("checked")
        raise Enough

    return look


@pytest.mark.parametrize("game", ["rage-lv", "rage-classic"])
def test_an_opponents_area_opens_readable_at_1280x720(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    seen: list[str] = []

    def look(shots: Shots, name: str) -> None:
        seen.append(name)
        _look(game, seen)(shots, name)

    traced_demo(game, 4, tmp_path / "shots", look)
    assert "checked" in seen, f"no milestone showed three opponents' areas: {seen}"


def test_a_card_dragged_over_an_opponents_area_keeps_its_drag(display) -> None:
    session = _bruno_to_play()
    app = make_app((1280, 720), speed=50.0)
    try:
        table = open_table(app, session, [person("Ana")] + [bot(n) for n in NAMES[1:]])
        table.paused = True
        frames_until(app, lambda: not table.settling())
        areas = table.stage.peek_areas()
        assert len(areas) == 3
        _drag_over(app, table, areas)
    finally:
        app.close()

"""A row of a list too long for one line takes two, in a taller row, rather than a type too
small to read or an ellipsis (issue 30: "1. Jogar Ember Vigil, por Cinder Howl (ela fica em
jogo: …)" lost the move's words once the row's type reached 11.3 px in a 1280x720 window).
The keys, the wheel and the mouse still reach every row of a list whose rows differ in
height. Judged on the texts drawn."""

from __future__ import annotations

import random

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.ui import choice
from desktop.ui.choice import ChoiceDialog
from desktop.ui.theme import Theme
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import Mark, trace_frame, trace_surface, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames, frames_until, key

#: the relaunch's row for a card whose only ability is an Alpha: one (`narrate.later_use`)
VIGIL = (
    "Jogar Ember Vigil, por Cinder Howl (seu) (ela fica em jogo: numa Fase dos Alphas "
    "seguinte, use-a em Ações em vez de atacar, escolhendo o alvo nessa hora: cause 1 de dano "
    "ao personagem alvo)"
)
SHORT = "Jogar Rust-Maw Hulk"


def _row_marks(marks: list[Mark], row: pygame.Rect) -> list[Mark]:
    """The texts drawn inside `row`, top to bottom."""
    return sorted((m for m in marks if row.contains(m.rect)), key=lambda m: m.rect.y)


def _drawn(dialog: ChoiceDialog, size: tuple[int, int] = (1920, 1080)) -> list[Mark]:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    dialog.draw(surface, Theme())
    return [m for _, m in trace_surface(surface).texts()]


def test_a_row_too_long_for_a_line_at_the_smallest_type_takes_two(display) -> None:
    with tracing():
        dialog = ChoiceDialog("Todas as ações", [(VIGIL, 1), (SHORT, 2)], lambda v: None)
        dialog.keep_within(pygame.Rect(0, 0, 1000, 1080))  # a narrow list: 17 px did not fit
        dialog.selected = 0  # lit, bold: the widest case
        marks = _drawn(dialog)
    first, second = dialog._row_rect(0), dialog._row_rect(1)
    lines = _row_marks(marks, first)
    assert [m.text for m in lines if m.text.endswith("…")] == []
    assert " ".join(m.text for m in lines) == "1. " + VIGIL, [m.text for m in lines]
    assert len(lines) == choice.ROW_LINES
    assert all(m.px * 1280 / 1920 >= 11 for m in lines), [m.px for m in lines]
    assert lines[0].rect.bottom <= lines[1].rect.top  # one line under the other
    assert first.bottom < second.top and dialog.rect.contains(second)  # the next row below
    assert [m.text for m in _row_marks(marks, second)] == ["2. " + SHORT]


def _four_seats() -> Session:
    """Seed 3, four seats, four commands in: Ann's first Main Phase, Ember Vigil in hand."""
    session = Session.new("rage-lv", 4, 3, names=["Ann", "Ada", "Bruno", "Chloé"])
    bots, rng = make_bots(session, ["heuristic"] * 4), random.Random(3)
    for _ in range(4):
        assert bot_turn(session, bots, rng)
    return session


@pytest.mark.parametrize("language", ["pt-BR", "en"])
def test_every_actions_long_row_is_whole_on_two_lines_at_720p(display, language) -> None:
    """On the relaunch table at 1280x720 the list A opens shows Ember Vigil's row whole, on
    two lines in a type no smaller than a wrapped row's (it was one line at 11.3 px)."""
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                seats = [person("Ann"), *(bot(n) for n in ("Ada", "Bruno", "Chloé"))]
                table = open_table(app, _four_seats(), seats)
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 2, [key(pygame.K_a)])
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 2)
            listed = table.dialog
            assert isinstance(listed, ChoiceDialog)
            row, label = next(
                (i, label) for i, (label, _v) in enumerate(listed.rows) if "Ember Vigil" in label
            )
            words = f"{row + 1}. {label}"
            drawn = [m for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    # the list's texts: from its title on (the table under it is drawn first)
    title = max(i for i, m in enumerate(drawn) if m.text == listed.title)
    marks = drawn[title:]
    box = listed._row_rect(row)  # the canvas is the 1920x1080 layout, scaled to the window
    lines = _row_marks(marks, box)
    assert " ".join(m.text for m in lines) == words, [m.text for m in lines]
    assert len(lines) == 2, [m.text for m in lines]
    assert all(m.px >= choice.ROW_WRAP for m in lines), [m.px for m in lines]
    cut = [m.text for m in marks if m.text.endswith("…") and box.contains(m.rect)]
    assert not cut, cut


def test_keys_wheel_and_mouse_reach_every_row_of_tall_and_short_rows(display) -> None:
    """Twenty rows, every third two lines tall: Down lights each row in sight, the wheel
    reaches the last row whole, and the mouse on a tall row's second line picks that row."""
    labels = [VIGIL + f" ({n})" if n % 3 == 0 else f"{SHORT} ({n})" for n in range(20)]
    picked: list[int] = []
    dialog = ChoiceDialog("Todas as ações", [(s, n) for n, s in enumerate(labels)], picked.append)
    dialog.keep_within(pygame.Rect(0, 0, 1600, 1080))
    dialog.draw(pygame.Surface((1920, 1080), pygame.SRCALPHA), Theme())  # widened
    page = pygame.Rect(dialog.rect.x, dialog._list_top(), dialog.rect.w, dialog._page)
    assert dialog.rect.contains(page)
    tall = dialog._row_rect(0)
    assert tall.h > choice.ROW_H and dialog._row_rect(1).h == choice.ROW_H - 6
    for n in range(1, len(dialog.rows)):  # Down to the closing row
        dialog.handle_event(key(pygame.K_DOWN))
        assert dialog.selected == n and n in dialog._visible()
        assert page.contains(dialog._row_rect(n)), (n, dialog._row_rect(n), page)
    for _ in range(40):  # the wheel up to the first row, down to the last
        dialog.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert dialog.top == 0
    for _ in range(40):
        dialog.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    last = len(dialog.rows) - 1
    assert last in dialog._visible() and page.contains(dialog._row_rect(last))
    for _ in range(40):
        dialog.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert dialog.top == 0
    for _ in range(3):  # PgUp back to the first row, the lit row in sight each time
        dialog.handle_event(key(pygame.K_PAGEUP))
        assert dialog.selected in dialog._visible()
    assert dialog.selected == 0 and dialog.top == 0
    second_line = (tall.centerx, tall.bottom - 6)
    dialog.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=second_line, rel=(0, 0)))
    assert dialog.selected == 0 and dialog.top == 0
    dialog.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=second_line, button=1))
    assert picked == [0]

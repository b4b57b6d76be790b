"""A long row of a list is drawn whole, smaller (issue 30, found in a real window at
1280x720: "Call the Junta Judgment of the Elders with Keeper Ashgrove on Old Br" was cut
mid-word, the target lost), never under 11 px on a 1280x720 window; longer, it takes two
lines (test_choice_rows_wrap), and past two lines at that size its words are cut with an
ellipsis."""

from __future__ import annotations

import pygame

from desktop.ui import choice
from desktop.ui.choice import ChoiceDialog
from desktop.ui.theme import Theme

LONG = "Call the Junta Judgment of the Elders with Keeper Ashgrove on Old Bramblecoat"


def _drawn(dialog: ChoiceDialog, monkeypatch) -> list[tuple[str, int, int]]:
    theme = Theme()
    seen: list[tuple[str, int, int]] = []
    real = theme.text

    def text(s, size, color=None, *, bold=False):
        img = real(s, size, color, bold=bold)
        seen.append((s, size, img.get_width()))
        return img

    monkeypatch.setattr(theme, "text", text)
    dialog.draw(pygame.Surface((1920, 1080), pygame.SRCALPHA), theme)
    return seen


def test_a_long_row_is_drawn_whole_and_smaller(display, monkeypatch) -> None:
    dialog = ChoiceDialog("Judgment of the Elders", [(LONG, 1), ("Short", 2)], lambda v: None)
    dialog.selected = 0  # the selected row is bold, the widest
    rows = {s: (size, width) for s, size, width in _drawn(dialog, monkeypatch)}  # last draw wins
    room = dialog._row_rect(0).width - 30  # as drawn: the list may widen first (choice._widen)
    size, width = rows["1. " + LONG]
    assert width <= room and size >= choice.ROW_TEXT_MIN
    assert rows["2. Short"][0] == choice.ROW_TEXT  # a short row keeps its size
    assert choice.ROW_TEXT_MIN * 1280 / 1920 >= 11


def test_a_row_too_long_even_on_two_small_lines_is_cut_with_an_ellipsis(
    display, monkeypatch
) -> None:
    dialog = ChoiceDialog("A title", [(LONG * 8, 1)], lambda v: None)
    drawn = _drawn(dialog, monkeypatch)
    room = dialog._row_rect(0).width - choice.ROW_PAD  # as drawn, after the list widened
    lines = [(s, w) for s, size, w in drawn if size == choice.ROW_TEXT_MIN]  # the row's lines
    assert len(lines) == choice.ROW_LINES, lines
    assert lines[0][0].startswith("1. ") and lines[-1][0].endswith("…"), lines
    assert all(w <= room for _s, w in lines)

"""A list longer than it shows says where more rows are: at its end, the way back, not "PgDn
for more" (issue 30: "5–15 of 25 (wheel / PgDn for more)" at the foot of the relaunch's
alpha list, with nothing more below)."""

from __future__ import annotations

import pygame

from desktop.ui.choice import ChoiceDialog
from tests.desktop.test_choice_rows import _drawn


def test_the_scroll_note_says_more_only_while_there_is_more(display, monkeypatch) -> None:
    rows = [(f"Row {n}", n) for n in range(25)]
    dialog = ChoiceDialog("A long list", rows, lambda v: None)
    top = [s for s, _size, _w in _drawn(dialog, monkeypatch) if " of " in s and "(wheel" in s]
    assert top and "PgDn for more" in top[-1], top
    for _ in range(30):
        dialog.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    end = [s for s, _size, _w in _drawn(dialog, monkeypatch) if " of " in s and "(wheel" in s]
    n = len(dialog.options)  # the choices: the Cancel row closing the list is none
    assert end and f"–{n} of {n}" in end[-1], end
    assert "for more" not in end[-1] and "PgUp" in end[-1], end


def test_no_range_line_when_every_choice_is_in_sight(display, monkeypatch) -> None:
    """Eleven choices and the Cancel row: every choice is in sight, only the closing row is
    below; the foot said "1–11 of 11 (wheel / PgDn for more)" (pl36b #10, the relaunch's All
    actions list). It names the closing row's key instead."""
    rows = [(f"Row {n}", n) for n in range(11)]
    dialog = ChoiceDialog("All actions", rows, lambda v: None)
    drawn = [s for s, _size, _w in _drawn(dialog, monkeypatch)]
    assert not [s for s in drawn if " of " in s], drawn
    assert "Cancel (Esc)" in drawn, drawn


def test_a_click_on_the_foot_s_cancel_closes_the_list(display, monkeypatch) -> None:
    """The foot's "Cancel (Esc)", standing for the closing row out of sight, looked like the
    way out to a mouse player and did nothing on a click (pl44d: Every action at the
    relaunch's alpha step). A click on it cancels as the row does."""
    cancelled: list[bool] = []
    rows = [(f"Row {n}", n) for n in range(11)]
    dialog = ChoiceDialog(
        "All actions", rows, lambda v: None, on_cancel=lambda: cancelled.append(True)
    )
    drawn = [s for s, _size, _w in _drawn(dialog, monkeypatch)]
    assert "Cancel (Esc)" in drawn, drawn
    foot = (dialog.rect.centerx, dialog.rect.bottom - 18)
    dialog.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=foot))
    assert cancelled and not dialog.is_open

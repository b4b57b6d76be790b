"""The relaunch's logs show whole entries (issue 30). Found playing rage-lv by keyboard in
Portuguese at 1280x720: the sidebar's log began with "combate num novo deck de combate.", the
tail of an entry whose start had scrolled off, which reads as nothing. A log band now shows
the last entries that fit whole. Judged on the texts the panels draw."""

from __future__ import annotations

import pygame

from desktop.screens.rage_lv import hud
from desktop.ui.theme import wrap
from tests.desktop.layout_trace import trace_surface, tracing

LONG = (
    "Bruno shuffles the Combat discards into a new Combat deck, and every card of it goes "
    "back face down under his pile."
)
LOG = ["Ada passes.", LONG, "Ada passes.", "Chloé passes."]


def _first_lines_kept(drawn: list[str], entries: list[list[str]]) -> None:
    """Every drawn line of an entry comes with that entry's first line."""
    for lines in entries:
        shown = [ln for ln in lines if ln in drawn]
        if shown and lines[0] not in drawn:
            raise AssertionError(f"a cut entry: {shown} without {lines[0]!r}")


def test_the_sidebar_log_starts_with_a_whole_entry(display) -> None:
    lines = wrap(LONG, 18, hud.layout.SIDEBAR.width - 30)
    assert len(lines) >= 3, lines
    with tracing():
        band = pygame.Rect(0, 0, hud.layout.SIDEBAR.width, 40 + 22 * 3)  # room for 3 lines
        drawn = [m.text for _, m in trace_surface(hud.sidebar_log(LOG, band)).texts()]
    assert "Chloé passes." in drawn
    _first_lines_kept(drawn, [lines])


def test_the_combat_log_starts_with_a_whole_entry(display) -> None:
    r = hud.layout.COMBAT
    width = r.width - hud.layout.LOG_X - 24
    room = (r.height - 130) // 23
    lines = wrap(LONG, 19, width)
    # the long entry lands across the band's top edge
    log = [LONG] + ["Ada passes."] * (room - len(lines) + 1)
    with tracing():
        drawn = [m.text for _, m in trace_surface(hud.combat_log(log)).texts()]
    assert "Ada passes." in drawn
    _first_lines_kept(drawn, [lines])


def test_an_entry_longer_than_the_band_shows_its_start(display) -> None:
    """Found by playlv7 (pt_BR, 1280x720, the Umbra chart's notes at five lines): the sidebar
    had room for one line and showed the last line of a two-line entry, "Remembered a Cinder
    Howl.", the tail of "Chloé attaches The First Flame Remembered to Cinder Howl.", which
    reads as English and as nothing. An entry the band cannot hold shows its start, cut."""
    lines = wrap(LONG, 18, hud.layout.SIDEBAR.width - 30)
    with tracing():
        band = pygame.Rect(0, 0, hud.layout.SIDEBAR.width, 40 + 22 * 2)  # room for 2 lines
        drawn = [m.text for _, m in trace_surface(hud.sidebar_log(LOG[:2], band)).texts()]
    assert drawn[1:] == [lines[0], lines[1].rstrip() + " …"], drawn
    assert hud.last_whole([["a", "b", "c"]], 1, lambda ln: ln + "…") == ["a…"]
    assert hud.last_whole([["x"], ["a", "b", "c"]], 2, lambda ln: ln + "…") == ["a", "b…"]

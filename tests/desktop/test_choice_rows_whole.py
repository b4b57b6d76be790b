"""A row of a list of choices is drawn whole (issue 30). Found playing the relaunch in a real
window: "4. Ember-Tooth, Crinos (discard the top Sept card), into the Umbra (free" was cut at
the row's edge, its Renown and closing bracket gone, with nothing to show the rest. A long row
now widens the list first, then gets a smaller font, as other fitted labels do. Judged on the inked text drawn."""

from __future__ import annotations

import pygame
import pytest

from desktop.ui.choice import ChoiceDialog
from desktop.ui.theme import Theme
from tests.desktop.layout_trace import trace_surface, tracing

LONG = "Ember-Tooth, Crinos (discard the top Sept card), into the Umbra (free)  ·  Renown 3"
LONGER = (
    "Cinder Howl, Crinos (discard Rite of Banked Embers), into the Umbra (discard 1 from deck)"
    "  ·  Renown 4"
)


@pytest.mark.parametrize("label", [LONG, LONGER], ids=["long", "longer"])
def test_a_long_row_is_drawn_whole_inside_its_row(display, label: str) -> None:
    with tracing():
        theme = Theme()
        dialog = ChoiceDialog(
            "Ember-Tooth · Renown 3",
            [("Ember-Tooth, as is  ·  Renown 3", 1), (label, 2)],
            lambda value: None,
            screen_size=(1920, 1080),
        )
        dialog.selected = 1  # the hot row is bold, the widest case
        surface = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        dialog.draw(surface, theme)
        marks = [m for _, m in trace_surface(surface).texts() if m.text == "2. " + label]
        assert marks, "the long row is not drawn"
        mark = marks[0]
        row = dialog._row_rect(1)
        whole = theme.text(mark.text, round(mark.px), bold=True).get_width()
    assert mark.rect.w >= whole * 0.95, (mark.rect.w, whole, mark.px)
    assert row.x < mark.rect.x and mark.rect.right <= row.right - 12, (mark.rect, row)
    assert mark.px * 1280 / 1920 >= 11, mark.px  # still legible in a 1280x720 window
    assert surface.get_rect().contains(dialog.rect)

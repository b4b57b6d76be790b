"""A list's long title keeps a margin at each side and wraps (issue 30: "Cinder Howl · Renown
4 · as it is, in Crinos or crossing the Umbra" ran from border to border of the alpha's list
at 1280x720). Judged on the inked text drawn: the whole title, inside its margins, over the
list's words and rows."""

from __future__ import annotations

import pygame
import pytest

from desktop.ui.choice import ChoiceDialog
from desktop.ui.theme import Theme
from tests.desktop.layout_trace import trace_surface, tracing

TITLES = {
    "en": "Cinder Howl · Renown 4 · as it is, in Crinos or crossing the Umbra",
    "pt-BR": "Cinder Howl · Renome 4 · como está, em Crinos ou atravessando a Umbra",
}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_long_title_wraps_inside_its_margins(display, language: str) -> None:
    title = TITLES[language]
    with tracing():
        theme = Theme()
        dialog = ChoiceDialog(
            title,
            [("Cinder Howl, as is  ·  Renown 4", 1), ("Cinder Howl, Crinos  ·  Renown 4", 2)],
            lambda value: None,
            message="Your alpha hunts this turn.",
            screen_size=(1920, 1080),
        )
        # the table's play area at 1280x720 holds a list 900 wide at most (keep_within)
        dialog.keep_within(pygame.Rect(4, 58, 1582, 812))
        surface = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        dialog.draw(surface, theme)
        marks = trace_surface(surface).texts()
    words = title.split()
    head = [m for _i, m in marks if m.text.split() and m.text.split()[0] in words]
    head = [m for m in head if set(m.text.split()) <= set(words)]
    assert " ".join(m.text for m in head) == title, [m.text for _i, m in marks]
    inside = dialog.rect.inflate(-2 * 32, 0)
    for m in head:
        assert inside.contains(m.rect), (m.text, m.rect, dialog.rect)
        assert m.px * 1280 / 1920 >= 11, m.px
    message = next(m for _i, m in marks if m.text == "Your alpha hunts this turn.")
    assert all(m.rect.bottom <= message.rect.top for m in head)
    assert message.rect.bottom <= dialog._row_rect(0).top

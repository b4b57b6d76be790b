"""The end of a CCG game names the way the person plays under its buttons (pl40a, 195): a
mouse-only player read "← / → and Enter to choose" under the two buttons they click. The line
follows the person's presses, as the CCG tables' bar does (`by_keys`): a click, and it names
the click first; a key, and it names the keys. RAGE's summary, which cannot know how the
table was played, names both until a key is pressed. Judged on what is drawn, in English and
Portuguese."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_trick.summary import RageSummary
from desktop.ui.dialog import Dialog
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import finished_table
from tests.desktop.test_table_support import frames, frames_until, key, make_app, window_pos

KEYS = {"en": "← / → and Enter to choose", "pt-BR": "← / → e Enter para escolher"}
MOUSE = {"en": "Click a button, or ← / → and Enter", "pt-BR": "Clique num botão, ou ← / → e Enter"}


def _press(app, pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    at = window_pos(app, pos)
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=button),
    ]


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_end_names_the_click_to_a_mouse_player_and_the_keys_to_a_keyboard_one(
    display, language
) -> None:
    with tracing(), finished_table(language) as (app, table):
        # the person clicks (a middle click on the felt's corner: it does nothing else)
        frames(app, 1, _press(app, (4, 1076), button=2))
        assert not table.by_keys
        frames_until(app, lambda: isinstance(table.dialog, Dialog))
        dialog = table.dialog
        frames_until(app, lambda: dialog.settled)
        said = [m.text for _, m in trace_frame(app).texts()]
        assert MOUSE[language] in said and KEYS[language] not in said, said
        frames(app, 1, [key(pygame.K_LEFT)])  # the keys now: the line names them
        said = [m.text for _, m in trace_frame(app).texts()]
        assert KEYS[language] in said and MOUSE[language] not in said, said
        # a click on the dialog's words, off its buttons: the mouse again
        frames(app, 1, _press(app, (dialog.rect.centerx, dialog.rect.y + 20)))
        said = [m.text for _, m in trace_frame(app).texts()]
        assert MOUSE[language] in said, said
        assert dialog.is_open


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_summary_names_the_click_until_a_key_is_pressed(display, language) -> None:
    """RAGE's end of game, a screen of its own: it cannot know how the table was played, so
    it names both ways, the click first, until a key is pressed there."""
    app = make_app(language=language)
    try:
        with using(app.translations):
            summary = RageSummary(
                app, names=["Ann", "Bob"], rounds=[], scores=[16, 12], winners=[0]
            )
        app.push(summary)
        with tracing():
            frames(app, 1)
            said = [m.text for _, m in trace_frame(app).texts()]
            assert MOUSE[language] in said and KEYS[language] not in said, said
            frames(app, 1, [key(pygame.K_RIGHT)])
            said = [m.text for _, m in trace_frame(app).texts()]
            assert KEYS[language] in said and MOUSE[language] not in said, said
            frames(app, 1, _press(app, (4, 4)))
            said = [m.text for _, m in trace_frame(app).texts()]
            assert MOUSE[language] in said, said
    finally:
        app.close()

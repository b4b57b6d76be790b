"""The relaunch table's Help names every key a keyboard player needs (issue 30). Found playing
rage-lv by keyboard only in Portuguese at 1280x720: Help listed Left/Right, Enter, A, Space,
Tab, R and Esc, but not "?" (the Hint, whose button no key reaches) nor H (Help itself, which
first closes a tip on show: the tip's OK button is the pointer's). Pressed through the app's
loop; judged on the words the Help draws."""

from __future__ import annotations

import pygame

from tests.desktop.layout_trace import report, trace_frame, tracing
from tests.desktop.test_ccg_support import main_turn, make_app
from tests.desktop.test_table_support import frames, key


def _help_words(language: str | None) -> str:
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            table, _session = main_turn(app, [])
            frames(app, 1, [key(pygame.K_h, "h")])
            frames(app, 5)
            assert table.dialog is not None, "H opened no Help"
            trace = trace_frame(app)
            drawn = " ".join(m.text for _, m in trace.texts())
        finally:
            app.close()
    cut = [p for p in trace.problems() if p.text and p.text in drawn and "·" in p.text]
    assert not cut, report(cut)
    return drawn


def test_help_names_the_hint_and_help_keys() -> None:
    drawn = _help_words(None)
    assert "? a hint" in drawn, drawn
    assert "H this help" in drawn, drawn


def test_help_names_the_hint_and_help_keys_in_portuguese() -> None:
    drawn = _help_words("pt_BR")
    assert "? uma sugestão" in drawn, drawn
    assert "H esta ajuda" in drawn, drawn

"""The note a log read back shows ("8 newer below · PgDn") stands clear of the log's title
(issue 30, played by keyboard in Portuguese at 1920x1080: "8 mais recentes abaixo · PgDn"
was drawn over "REGISTRO"). It now takes the log's last line. Judged on what is drawn."""

from __future__ import annotations

import pygame
import pytest

from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_lv_log_scroll import log_lines
from tests.desktop.test_table_support import frames, key, make_app


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_newer_lines_note_keeps_clear_of_the_title(display, size, language):
    with tracing():
        app = make_app(size, speed=50.0, language=language)
        try:
            with using(app.translations):
                table = paused_at(app, 120, seed=1)
                frames(app, 2, [key(pygame.K_PAGEUP)])
                lines = log_lines(app, table)
                drawn = [m for _, m in trace_frame(app).texts() if m.text in lines]
        finally:
            app.close()
    (title,) = [m for m in drawn if m.text == lines[0]]
    notes = [m for m in drawn if "PgDn" in m.text]
    assert notes, lines
    for m in drawn:
        if m is not title:
            assert not m.rect.colliderect(title.rect), (m.text, m.rect, title.text, title.rect)
    assert notes[0].rect.top >= max(m.rect.top for m in drawn), "the note is the last line"

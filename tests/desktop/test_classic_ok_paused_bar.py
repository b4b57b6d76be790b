"""The 1995 bar follows the OK? count's pause (pl35: after P the Pause button read "Resume"
but the bar still said "… P pauses the count."), and before the person's first key or click,
when no count runs, it asks the question with no word of a count (pl36a #10: the game's first
frame read as a countdown). Driven by the P key, judged on the bar drawn."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, key

#: Ada announces an Offensive Effect and Player 1 is asked OK?
ASKED = 3
RUNS = {"en": "P pauses the count", "pt_BR": "P pausa a contagem"}
PAUSED = {"en": "the count is paused", "pt_BR": "a contagem está pausada"}
ASKS = {
    "en": "OK? Ada wants to play an Offensive Effect: OK (O) lets it happen.",
    "pt_BR": "OK? Ada quer jogar um Efeito Ofensivo: OK (O) deixa acontecer.",
}


def _bar(app) -> str:
    return " ".join(m.text for _, m in trace_frame(app).texts() if layout.BAR.contains(m.rect))


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_bar_says_the_count_is_paused(display, language) -> None:
    with tracing(), pcl_table(language, ASKED) as (app, table, _said):
        assert table._ok_command() is not None, "no OK? asked"
        bar = _bar(app)
        assert ASKS[language] in bar and RUNS[language] not in bar, bar
        frames(app, 1, [key(pygame.K_p)])  # the first key: the count could run, and stops
        frames(app, 4)
        assert table.ok_paused
        bar = _bar(app)
        assert PAUSED[language] in bar and RUNS[language] not in bar, bar
        frames(app, 1, [key(pygame.K_p)])
        frames(app, 4)
        assert RUNS[language] in _bar(app)

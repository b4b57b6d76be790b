"""A dead hunter's column does not call it "fought for" (pl34b #12, 4 seats at 1920x1080):
"HUNTER · Ember-Tooth killed / fought for by Player 1 (you)" read as if the hunter were
prey some player stood in for; a hunter is its player's own character. Judged on the
combat view as drawn, in both languages."""

from __future__ import annotations

from typing import Any

import pytest

from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_table_support import make_app

SAID = {"en": "in Ann (you)'s pack", "pt-BR": "da matilha de Ann (você)"}


@pytest.mark.parametrize("language", list(SAID))
def test_a_dead_hunter_is_said_to_be_its_players_own(display, language) -> None:
    """Seed 4 of 2-seat heuristic games, 17 commands in: Ann's hunter Kiln-Child has died."""
    combat, drawn = dead_in_combat(language, (1920, 1080), 17, 4)
    assert combat["hunter"] == "0.kiln-child" and "0.kiln-child" in combat["dead"]
    assert SAID[language] in drawn, drawn
    assert not any(t.startswith("fought for by Ann") for t in drawn), drawn


def dead_in_combat(
    language: str, size: tuple[int, int], commands: int, seed: int
) -> tuple[dict[str, Any], list[str]]:
    """Ann's table `commands` into seed `seed`'s 2-seat game: its combat and the texts drawn."""
    with tracing():
        app = make_app(size, speed=50.0, language=language)
        try:
            with using(app.translations):
                table = paused_at(app, commands, seed)
            return table.view["combat"], [m.text for _, m in trace_frame(app).texts()]
        finally:
            app.close()

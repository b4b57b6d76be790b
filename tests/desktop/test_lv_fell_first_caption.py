"""The round's result line says why a blow wounded no one (issue 30): "Cinder Guard (2 dmg,
block 3)  vs  Rockfall (4 dmg)  →  Pallid Drone: 2 wounds" gave a newcomer no reason that a
card's Damage never landed, while the log said its fighter died before it struck. Played
live through the app's loop on a bot game's round (seed 1, the 349th command: the Pallid
Drone's Snap Back would wound, but a faster card killed the Drone first), in both
languages."""

from __future__ import annotations

import pytest

from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, played_live
from tests.desktop.test_table_support import frames, frames_until

SAID = {
    "en": "Pallid Drone: 4 wounds (died before it struck)",
    "pt-BR": "Pallid Drone: 4 ferimentos (morreu antes de golpear)",
}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_caption_says_a_blow_never_struck_because_its_fighter_died(display, language):
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            table = played_live(app, 1, 348, 1)
            frames_until(app, lambda: "→" in table.model.reveal_text)
            shown = table.model.reveal_text
            frames(app, 3)
            drawn = " ".join(m.text.strip() for _, m in trace_frame(app).texts())
        finally:
            app.close()
    assert SAID[language] in shown, shown
    for words in SAID[language].split(" "):  # wherever the caption's lines wrap
        assert words in drawn, (words, drawn)

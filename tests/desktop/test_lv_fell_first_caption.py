"""The round's result line says why a blow wounded no one (issue 30): "Cinder Guard (2 dmg,
block 3)  vs  Rockfall (4 dmg)  →  Pallid Drone: 2 wounds" gave a newcomer no reason that a
card's Damage never landed, while the log said its fighter died before it struck. Played
live through the app's loop on a bot game's round (seed 1, the 349th command: the Pallid
Drone's Snap Back would wound, but a faster card killed the Drone first), in both
languages."""

from __future__ import annotations

import pytest

from tests.desktop.test_lv_caption_figures import live_caption

SAID = {
    "en": "Pallid Drone: 4 wounds (died before it struck)",
    "pt-BR": "Pallid Drone: 4 ferimentos (morreu antes de golpear)",
}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_caption_says_a_blow_never_struck_because_its_fighter_died(display, language):
    shown, drawn = live_caption(1, 348, 1, language)
    assert SAID[language] in shown, shown
    for words in SAID[language].split(" "):  # wherever the caption's lines wrap
        assert words in drawn, (words, drawn)

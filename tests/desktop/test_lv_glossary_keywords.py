"""The relaunch glossary explains the keywords a newcomer met unexplained (issue 30, played in
Portuguese): "Fúria Sustentada" on a card, "• Frenesi +1" in the Umbra's rules, "FLEXÍVEL ·
LUA NOVA" on a Combat card's zoom. Each label finds its entry, in both languages."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_lv.teach import GLOSSARY
from engine.i18n import using

LABELS = {
    "en": [
        ("Sustained Rage 1", "sustained"),
        ("• Frenzy +1", "frenzy"),
        ("• No Frenzy", "frenzy"),
        ("FLEX · NEW MOON", "flex"),
        ("FLEX · NEW MOON", "moon"),
    ],
    "pt-BR": [
        ("Fúria Sustentada 1", "sustained"),
        ("• Frenesi +1", "frenzy"),
        ("• Sem Frenesi", "frenzy"),
        ("FLEXÍVEL · LUA NOVA", "flex"),
        ("FLEXÍVEL · LUA NOVA", "moon"),
    ],
}


@pytest.mark.parametrize("language", list(LABELS))
def test_each_keyword_label_finds_its_entry(language) -> None:
    with using(language):
        for label, key in LABELS[language]:
            found = {t.key for t, _r in GLOSSARY.spots([(label, pygame.Rect(0, 0, 200, 20))])}
            assert key in found, (label, found)
        terms = GLOSSARY.terms()
    assert "Trigger" in terms["frenzy"].text or "Gatilho" in terms["frenzy"].text
    assert all(terms[k].text for k in ("sustained", "frenzy", "flex", "moon"))

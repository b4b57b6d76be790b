"""A card aimed at the person reads "on you" to them, not "on Player 1" (cw40: the OK? panel
said "Ada's Whisper-of-Feathers on Player 1 waits for you"); to the others it names them."""

from __future__ import annotations

from desktop.screens.rage_classic import words
from engine.i18n import using

NAMES = ["Player 1", "Ada"]


def test_a_card_aimed_at_the_person_reads_on_you() -> None:
    with using("en"):
        assert words.target_words(0, NAMES, {"seat": 0}) == " on you"
        assert words.target_words(0, NAMES, {"seat": 1}) == " on Player 1"
        assert words.target_words(1, NAMES, None) == " on Ada"
    with using("pt-BR"):
        assert words.target_words(0, NAMES, {"seat": 0}) == " em você"

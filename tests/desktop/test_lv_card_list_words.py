"""The words over a relaunch card's list of moves (pl34b #11, 4 seats at 1920x1080): Red Sky
at Dusk, a Long Event, was said to act "once, now" and go to the discard pile, yet stayed in
play; "Insight: 1." and "Sustained Rage: 1." were left unexplained outside the hand; Rust-Maw
Hulk's words stopped at "Playing a Wyrm Enemy …", cut where the list cuts a card's words."""

from __future__ import annotations

import pytest

from desktop.screens.ccg_kit.table import CARD_TEXT_CHARS
from desktop.screens.rage_lv import narrate
from engine.i18n import using

LANGUAGES = ("en", "pt-BR")


def test_a_long_event_is_said_to_stay_in_play_until_the_end_of_the_turn() -> None:
    words = narrate.play_words("0.red-sky.1")
    assert "acts once, now" not in words, words
    assert words.startswith("A Long Event: it stays in play in your Staging Area until the end")
    with using("pt-BR"):
        words = narrate.play_words("0.red-sky.1")
    assert words.startswith("Um Evento Longo: fica em jogo"), words


@pytest.mark.parametrize("language", LANGUAGES)
def test_insight_and_sustained_rage_are_said_in_plain_words_outside_the_hand(
    language: str,
) -> None:
    view = {"players": [{"hand": []}]}
    with using(language):
        slate = narrate.card_words("1.old-slate", view, 0)
        wraith = narrate.card_words("1.static-wraith.1", view, 0)
    assert "Insight: 1." not in slate and "Intuição: 1." not in slate, slate
    assert ("extra Combat card" if language == "en" else "carta de Combate a mais") in slate
    assert "Sustained Rage: 1." not in wraith and "Fúria Sustentada: 1." not in wraith, wraith
    assert ("Rage 1 or less" if language == "en" else "Fúria 1 ou menos") in wraith, wraith


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_wyrm_enemys_words_are_not_cut_off_the_list(language: str) -> None:
    with using(language):
        words = narrate.play_words("0.rust-maw.1")
    assert len(words) <= CARD_TEXT_CHARS, (len(words), words)
    assert ("moves the Umbra marker 1 up" in words) or ("sobe o marcador da Umbra" in words)

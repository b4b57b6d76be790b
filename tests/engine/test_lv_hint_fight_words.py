"""rage-lv Hint words (issue 30, played in Portuguese): "Pareceu claramente a melhor até o fim
do turno." read oddly, and "Played out to the end of the turn, it came out clearly ahead of
every other move." read as jargon (pl34b #14); and the Hint advised Old Grudge sending Cinder Howl (Rage 3, Health 4)
against Granite Voice (Rage 5, Health 7) with no word of the risk. Both languages."""

from __future__ import annotations

from engine.ai.search import Analysis, Candidate
from engine.ai.shortlist import edge_words
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ann", "Ada"]


def test_a_clear_choice_is_said_plainly() -> None:
    found = Analysis(
        [Candidate({"type": "pass"}, 9.0, 3), Candidate({"type": "x"}, 3.0, 3)], 3, 6, 0.1
    )
    assert edge_words(found) == (
        " Tried against the other moves to the end of the turn, it did clearly best."
    )
    with using("pt-BR"):
        assert edge_words(found) == (
            " Comparada às outras jogadas até o fim do turno, esta se saiu claramente melhor."
        )


def test_a_fight_card_sending_the_weaker_character_says_the_risk() -> None:
    """Seed 1 of 2-seat heuristic games, 246 commands in: Ann may play Old Grudge with Cinder
    Howl (Rage 4, 3 Health left) against Ada's Granite Voice (Rage 3, Health 6)."""
    session = heuristic_at("rage-lv", 2, 1, 246)
    grudge = {
        "type": "play",
        "card": "0.old-grudge.1",
        "by": "0.cinder-howl",
        "target": "1.granite-voice",
    }
    assert grudge in session.legal(0)
    view = session.view(0)
    assert reason(view, grudge, None, NAMES).endswith(
        "A risk: Cinder Howl (Rage 4, Health 3) is the weaker against Granite Voice (Rage 3, "
        "Health 6); if Cinder Howl dies, Ada scores its 5 Renown."
    )
    with using("pt-BR"):
        line = reason(view, grudge, None, NAMES)
    assert line.endswith(
        "Um risco: Cinder Howl (Fúria 4, Saúde 3) é o mais fraco contra Granite Voice (Fúria 3, "
        "Saúde 6); se Cinder Howl morrer, Ada marca os seus 5 de Renome."
    ), line

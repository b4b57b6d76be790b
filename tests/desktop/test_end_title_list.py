"""The end-of-game dialog lists winners as a sentence does and speaks to the person (issue 30,
a 4-seat relaunch game at 1280x720: "Ada and Bruno and Chloé win!" while the bar said "Ada,
Bruno, Chloé win", and the player was only "Player 1 (2)" among the scores)."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.test_ccg_support import make_app, open_table

NAMES = ["Player 1", "Ada", "Bruno", "Chloé"]


def _dialog(monkeypatch, language: str, winners: list[int], scores: list[int], reason: str):
    """The end dialog of a 4-seat relaunch table, Player 1 the person, the game ended as
    given; the game's end event too where `reason` is "renown"."""
    app = make_app((1280, 720), speed=50.0, language=language)
    try:
        session = Session.new("rage-lv", 4, 3, {}, names=NAMES)
        with using(app.translations):
            table = open_table(app, session, [person(NAMES[0]), *(bot(n) for n in NAMES[1:])])
            result = {"winners": winners, "scores": scores, "reason": reason}
            monkeypatch.setattr(table.session, "result", lambda: {**result, "turns": 3})
            if reason == "renown":
                end = {"type": "game-over", "winners": winners, "reason": reason}
                monkeypatch.setattr(table, "end_event", lambda: end)
            return table.result_dialog("Renown")
    finally:
        app.close()


@pytest.mark.parametrize(
    ("language", "winners", "title", "mine"),
    [
        # "you as Player 1 (2)" (pl40a 11) and "você como Player 1 (2)" (pl36b 190) read as
        # a role played: "you" alone
        ("en", [1, 2, 3], "Ada, Bruno and Chloé win!", "you (2)"),
        ("pt-BR", [1, 2, 3], "Ada, Bruno e Chloé vencem!", "você (2)"),
        ("en", [0], "You win!", "you (2)"),
        ("en", [0, 1], "You and Ada win!", "you (2)"),
        ("en", [2], "Bruno wins!", "you (2)"),
    ],
)
def test_the_end_title_is_a_list_and_the_person_is_you(
    display, monkeypatch, language, winners, title, mine
) -> None:
    dialog = _dialog(monkeypatch, language, winners, [2, 6, 6, 6], "turn-limit")
    assert dialog.title == title
    assert mine in dialog.message, dialog.message
    # the person's score in the same form as the others' (issue 30: "Ada (3), You (Player
    # 1): 2"), and only as "you"
    assert "Ada (6)" in dialog.message and "Player 1" not in dialog.message


@pytest.mark.parametrize(
    ("language", "winners", "said"),
    [
        ("en", [0], "The game is over: you win on Renown."),
        ("pt-BR", [0], "O jogo acabou: você vence"),
        ("en", [1], "The game is over: Ada wins on Renown."),
    ],
)
def test_the_end_line_under_the_scores_says_you_as_the_title(
    display, monkeypatch, language, winners, said
) -> None:
    """The title "You win!" stood over "The game is over: Player 1 wins on Renown" (issue 30)."""
    dialog = _dialog(monkeypatch, language, winners, [9, 6, 6, 6], "renown")
    assert said in dialog.message and "Player 1" not in dialog.message, dialog.message

"""A Junta's vote buttons name the voting card whole (issue 30, a 4-seat 1995 game by mouse at
1280x720: "Keeper: yes" for the creature Keeper Ashgrove read as a role's vote). Each button
is now its side and the creature whose Renown votes, "Yes (Keeper Ashgrove)", whole in its
button, in English and Portuguese; judged on the buttons the table puts up."""

from __future__ import annotations

import pytest

from desktop.screens.ccg_kit.paint import text
from desktop.screens.rage_classic import layout, words
from engine.i18n import using
from tests.desktop.test_classic_prompts import played, table_on

SIDES = {
    "en": {"yes": "Yes", "no": "No", "abstain": "Abstain"},
    "pt-BR": {"yes": "Sim", "no": "Não", "abstain": "Abster-se"},
}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_vote_buttons_say_the_side_and_the_whole_voter(display, language: str) -> None:
    with table_on(language, played(1, 95)) as (_app, table):
        buttons = [(b.text, b.text_size, b.rect, cmd) for b, cmd in table._ctx_buttons]
        with using(language):
            names = {cmd["creature"]: words.name(cmd["creature"]) for *_b, cmd in buttons}
    assert buttons
    for label, size, rect, cmd in buttons:
        voter = names[cmd["creature"]]
        assert " " in voter  # a card named in two words, as Keeper Ashgrove is
        assert label == f"{SIDES[language][cmd['side']]} ({voter})", label
        assert text(label, size, bold=True).get_width() <= rect.w - 8
        assert layout.JUNTAS.contains(rect)

"""The 1995 edition's lines list names as a sentence does, in the player's language (issue
30): the end of the game and a pack's characters were joined by commas alone ("Game over: Ann,
Bob wins.", "Ann's pack takes the table: Keeper, River Kin, Ysolde."), and the 1995 table's
"Waiting for" too, where the relaunch says "Ann e Bob" in Portuguese."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import guide
from engine.core.session import Session
from engine.i18n import using

NAMES = ["Ann", "Bob", "Cid"]


@pytest.mark.parametrize(("language", "word"), [("en", " and "), ("pt-BR", " e ")])
def test_the_end_and_the_deal_say_their_lists_with_the_languages_and(language, word) -> None:
    session = Session.new("rage-classic", 3, 3, names=NAMES)
    deal = next(e for entry in session.entries for e in entry["events"] if e["type"] == "deal")
    end = {"type": "end", "winners": [0, 2], "reason": "renown"}
    with using(language):
        dealt = session.ruleset.describe(deal, 0, NAMES) or ""
        # as Bob reads it: Ann's own line says "you and Cid" (test_ccg_end_you)
        over = session.ruleset.describe(end, 1, NAMES) or ""
        waiting = guide.what_now({"to_act": [1, 2]}, [], NAMES, None)
    assert len(deal["characters"]) > 1 and word in dealt, dealt
    assert f"Ann{word}Cid" in over, over
    assert f"Bob{word}Cid" in waiting, waiting

"""The 1995 table's words for the engine's commands and questions at moments of issue 30's
newcomer game (4 seats; tests/engine/classic_pcl4_game.py), in English and Portuguese:

- identical rows ("… on Lost Hiker" three times) name each card's owner;
- a vote's row names the Junta voted on, says "abstains", and tells two Juntas of one name
  apart by their callers;
- the question to defend a Territory says what is lost or kept.
"""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from desktop.screens.rage_classic import words
from engine.i18n import using
from tests.engine.classic_pcl4_game import NAMES, session

LANGS = ["en", "pt_BR"]
#: turn 3's Moot: Player 1 may call Judgment of the Elders on any of three Lost Hikers
CALL = 503
#: turn 3's Moot: Keeper Ashgrove votes on Ada's Council of Claws
VOTE = 510
#: turn 2: Compliance Fomor attacks Old Ridge Lands
DEFEND = 398


def rows(n: int, language: str) -> tuple[dict, list[str]]:
    s = session(n)
    view = s.view(0)
    with using(language):
        return view, [words.describe(c, NAMES, view.get("prompt"), view) for c in s.legal(0)]


@pytest.mark.parametrize("language", LANGS)
def test_rows_on_cards_of_one_name_name_their_owners(language: str) -> None:
    _view, said = rows(CALL, language)
    assert [r for r, k in Counter(said).items() if k > 1] == [], said
    hikers = [r for r in said if "Lost Hiker" in r]
    assert len(hikers) == 3, said
    assert sum("Bruno" in r for r in hikers) == 2 and sum("Chloé" in r for r in hikers) == 1


@pytest.mark.parametrize("language", LANGS)
def test_a_vote_row_names_the_junta_and_abstains(language: str) -> None:
    _view, said = rows(VOTE, language)
    assert all("Council of Claws" in r for r in said), said
    assert all("votes abstain" not in r and "vota abster" not in r for r in said), said
    abstain = {"en": "Keeper Ashgrove abstains on", "pt_BR": "Keeper Ashgrove se abstém"}
    assert any(r.startswith(abstain[language]) for r in said), said


def test_two_juntas_of_one_name_are_told_apart_by_their_callers() -> None:
    view, _said = rows(VOTE, "en")
    twin = copy.deepcopy(view)
    at = twin["junta_at"]
    other = {**twin["juntas"][at], "caller": "1.whisper-of-feathers", "iid": "1.council-of-claws.2"}
    twin["juntas"].append(other)
    s = session(VOTE)
    with using("en"):
        said = [words.describe(c, NAMES, twin.get("prompt"), twin) for c in s.legal(0)]
    caller = words.name(twin["juntas"][at]["caller"])
    assert all(f"Council of Claws (called by {caller})" in r for r in said), said


@pytest.mark.parametrize("language", LANGS)
def test_the_question_to_defend_a_territory_says_what_is_lost(language: str) -> None:
    prompt = session(DEFEND).view(0)["prompt"]
    with using(language):
        said = words.prompt_words(prompt)
    assert "Old Ridge Lands" in said and "Keeper Ashgrove" in said, said
    assert {"en": "destroyed", "pt_BR": "destruído"}[language] in said, said

"""Generated rules text reads as English: no "1 Victory Points", no "the next 1 rounds", no
"Character gaia character", no "if it is Character" (issue: the card text generated from the
data reads correctly)."""

from __future__ import annotations

import re

import pytest

from engine.games.rage_classic import cards as classic
from engine.games.rage_lv import data as relaunch

MISREADS = {
    "a count of one with a plural noun": re.compile(r"(?<![\d+])\b1 (Victory Points|rounds)\b"),
    "a lower-case allegiance or a noun twice": re.compile(
        r"\b(gaia|wyrm)\b|Character \w+ character"
    ),
    "a card type without its article": re.compile(r"\bis (not )?(Character|Ally|Enemy|Victim)\b"),
}


def _texts() -> list[tuple[str, str]]:
    return [(c.id, c.text) for c in classic.cards().values()] + [
        (c.id, c.text) for c in relaunch.cards().values()
    ]


@pytest.mark.parametrize("what", sorted(MISREADS))
def test_no_shipped_card_text_misreads(what: str) -> None:
    bad = {cid: text for cid, text in _texts() if text and MISREADS[what].search(text)}
    assert bad == {}, what


def test_the_fixed_sentences_read_as_written() -> None:
    texts = dict(_texts())
    assert "attacks the Gaia Character with the lowest Renown" in texts["bloated-fomor"]
    assert "for the next round of this combat" in texts["howl-of-rebuke"]
    assert "add 1 Victory Point to your Victory Pile" in texts["rite-of-mourning"]
    assert "+2 votes if it is a Character." in texts["ledger-totem"]

"""The alpha list's row for a step into the Umbra names the deck it pays from (issue 30).

Playing the relaunch in Portuguese, a row read "Cinder Howl, Crinos (descartar a carta do topo
da seita), para a Umbra (descartar 1 do deck)": two discards, and a newcomer could not tell
that "do deck" is the same Sept deck the Crinos discard and the sidebar's crossing cost name."""

from __future__ import annotations

from desktop.screens.rage_lv.narrate import pick_text
from engine.i18n import using

PICK = {"type": "alpha", "char": "0.cinder-howl", "crinos": "deck", "cross": True}


def test_the_crossing_cost_names_the_sept_deck() -> None:
    assert pick_text(PICK, 1).endswith("into the Umbra (discard the top 1 Sept card)")
    assert pick_text(PICK, 2).endswith("into the Umbra (discard the top 2 Sept cards)")


def test_the_crossing_cost_names_the_sept_deck_in_portuguese() -> None:
    with using("pt_BR"):
        one, two = pick_text(PICK, 1), pick_text(PICK, 2)
    assert one.endswith("para a Umbra (descartar 1 carta do topo da seita)"), one
    assert two.endswith("para a Umbra (descartar 2 cartas do topo da seita)"), two
    assert "deck" not in one


def test_a_free_crossing_has_no_cost_words() -> None:
    assert pick_text(PICK, 0).endswith("into the Umbra")

"""A card's "Choose one" rows are in the reader's language: the menu row, the top bar and the
log (issue 30: played in Portuguese at 1920x1080, Slip the Veil's choice read "Move this
creature into the Umbra (it steps sideways).: clique na carta acesa" in the bar)."""

from __future__ import annotations

from desktop.screens.rage_classic import words
from engine.ccg.text import option_labels
from engine.games.rage_classic.cards import POOL
from engine.i18n import using


def test_every_card_choice_row_is_said_in_portuguese() -> None:
    labels = [
        label
        for card in POOL.shipped().values()
        for effect in getattr(card, "effects", ())
        for label in option_labels(effect, POOL.schema.vocab)
    ]
    assert "Move this creature into the Umbra (it steps sideways)." in labels
    prompt = {"kind": "ccg", "ask": "option", "options": list(range(len(labels))), "labels": labels}
    for index, label in enumerate(labels):
        command = {"type": "choose", "option": index}
        with using("en"):
            assert words.describe(command, ["Ann", "Bob"], prompt) == label
        with using("pt-BR"):
            said = words.describe(command, ["Ann", "Bob"], prompt)
        assert said != label, said

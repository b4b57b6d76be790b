"""rage-lv log lines about a card's doing (issue 30). Seen in a real window: "Ada uses Kin
Mechanic: You draw 1 Sept card." (in Portuguese "Ada usa Kin Mechanic: Você compra 1 carta
de seita."), the card's text pasted under another player's name, so a newcomer read that they
drew; and "Umbra marker to 9 (a card's effect)" named no card. Both languages."""

from __future__ import annotations

import random

from engine.core.play import bot_turn, make_bots
from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.i18n import using

NAMES = ["Ann", "Ada"]


def _line(event: dict, language: str = "en") -> str | None:
    with using(language):
        line: str | None = get_ruleset("rage-lv").describe(event, 0, NAMES)
    return line


def test_an_ability_in_the_second_person_is_not_pasted_under_another_name() -> None:
    """The draw's own line follows ("Ada draws 1 Sept card."): the effect is told once."""
    used = {"type": "note", "what": "used", "seat": 1, "card": "1.kin-mechanic.1", "index": 0}
    assert _line(used) == "Ada uses Kin Mechanic."
    assert _line(used, "pt-BR") == "Ada usa Kin Mechanic."


def test_an_ability_that_names_its_own_character_still_says_what_it_does() -> None:
    used = {"type": "note", "what": "used", "seat": 1, "card": "1.ember-tooth", "index": 0}
    assert _line(used) == "Ada uses Ember-Tooth: Heal 1 wound on this character."
    assert _line(used, "pt-BR") == "Ada usa Ember-Tooth: Cure 1 ferimento deste personagem."


def test_a_card_that_moves_the_umbra_marker_is_named() -> None:
    """Seed 3 of 2-seat heuristic games: the 72nd command moves the Umbra marker through
    Totem of the Deep Bell, which no character bears."""
    session = Session.new("rage-lv", 2, 3)
    bots, rng = make_bots(session, ["heuristic"] * 2), random.Random(3)
    for _ in range(71):
        assert bot_turn(session, bots, rng)
    before = len(session.entries)
    assert bot_turn(session, bots, rng)
    moved = [e for item in session.entries[before:] for e in item["events"] if e["type"] == "umbra"]
    assert len(moved) == 1, moved
    assert _line(moved[0]) == "Umbra marker to 10 (by Totem of the Deep Bell)."
    assert _line(moved[0], "pt-BR") == "Marcador da Umbra em 10 (por Totem of the Deep Bell)."

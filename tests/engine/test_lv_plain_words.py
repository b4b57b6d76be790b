"""rage-lv words a newcomer could not read (issue 30, seen at 4 seats): the attack
confirmation for Rust-Maw Hulk said only "Frenzy: 1."; the log said "Ember-Tooth frenzies!";
Hint said "Play Sunlit Snare on their Static Wraith" ("their": whose?). Each is now said in
plain words. Both languages."""

from __future__ import annotations

from desktop.screens.rage_lv import narrate
from engine.core.registry import get_ruleset
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ann", "Bruno"]


def test_a_frenzy_number_is_said_in_plain_words() -> None:
    text = narrate.does("1.rust-maw.1")
    assert text == (
        "Frenzy 1: wounded hard enough in one round, it goes into a frenzy and its player "
        "draws 1 extra Combat card."
    ), text
    with using("pt-BR"):
        text = narrate.does("1.rust-maw.1")
    assert text.startswith("Frenesi 1: ") and "carta de Combate extra" in text, text


def test_the_frenzy_line_says_what_happened() -> None:
    event = {"type": "note", "what": "frenzy", "char": "0.ember-tooth"}
    rules = get_ruleset("rage-lv")
    line = rules.describe(event, 0, NAMES)
    assert line is not None and "frenzies!" not in line and "extra Combat cards" in line, line
    with using("pt-BR"):
        line = rules.describe(event, 0, NAMES)
    assert line is not None and "frenesi" in line and "cartas de Combate extras" in line, line


def test_an_event_hint_says_whose_target_it_is() -> None:
    """Seed 1 of 2-seat heuristic games, 36 commands in (an alpha step, seat 1): a Sept card
    played on Pallid Drone (prey) or on Ann's Ember-Tooth is said with whose it is."""
    session = heuristic_at("rage-lv", 2, 1, 36)
    view = session.view(1)
    prey = {"type": "play", "card": "1.sunlit-snare.1", "by": "1.granite-voice"}
    line = reason({**view}, {**prey, "target": "1.pallid-drone.1"}, None, ["Ann", "Bruno"])
    assert "their" not in line and "Pallid Drone, prey in the Hunting Grounds" in line, line
    line = reason(view, {**prey, "target": "0.ember-tooth"}, None, ["Ann", "Bruno"])
    assert "their" not in line and "on Ann's Ember-Tooth" in line, line
    with using("pt-BR"):
        line = reason(view, {**prey, "target": "0.ember-tooth"}, None, ["Ann", "Bruno"])
    assert "Ember-Tooth de Ann" in line and "adversário" not in line, line

"""rage-classic log lines a newcomer met without their context (issue 30, pl36a 13): a
reveal that named only the shared cards' owners, a discard off the deck's top that read as
the hand's, and a card discarded when its effect ended, many lines after its play."""

from __future__ import annotations

import json
from pathlib import Path

from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.i18n import using

NAMES = ["Player 1", "Bruno"]


def line(event: dict[str, object], seat: int = 0) -> str:
    text = get_ruleset("rage-classic").describe(event, seat, NAMES)
    assert text is not None
    return text


def test_every_revealed_card_names_its_owner():
    shown = line({"type": "reveal", "plays": [[0, "0.low-sweep.1"], [1, "1.brace-and-hold.1"]]})
    assert shown == "Revealed: Player 1's Low Sweep, Bruno's Brace and Hold.", shown
    # an owner's cards side by side are said with their owner once
    staged = [{"card": "1.oil-slick-bane.1"}, {"card": "1.unbound-husk.1"}]
    shown = line({"type": "revealed", "plays": staged})
    assert shown == "Revealed: Bruno's Oil-Slick Bane and Unbound Husk.", shown
    with using("pt-BR"):
        shown = line({"type": "reveal", "plays": [[0, "0.low-sweep.1"]]})
    assert "Low Sweep de Player 1" in shown or "Low Sweep de Jogador 1" in shown, shown


def test_a_discard_off_the_deck_top_says_so():
    event = {
        "type": "discard",
        "seat": 0,
        "cards": ["0.spirit-song.1", "0.mothers-balm.1"],
        "why": "card",
        "source": "1.ash-storm.1",
        "how": "",
        "deck": "sept",
    }
    said = line(event)
    assert said.startswith("The top 2 cards of Player 1's Sept deck are discarded: "), said
    assert "(Ash Storm's effect)" in said, said
    with using("pt-BR"):
        said = line(event)
    assert "topo" in said and "Ash Storm" in said, said


def test_a_card_whose_effect_ended_says_whose_and_that_it_was_played():
    said = line(
        {"type": "leave", "iid": "1.adrenal-surge.1", "to": "discard", "why": "its effect ended"}
    )
    assert said == "Bruno's Adrenal Surge, played earlier, is discarded: its effect has ended."


def test_ash_storm_in_a_real_game_says_the_cards_came_off_the_deck():
    # the golden random game's first nine commands: Bruno's Ash Storm hits Ada's deck
    session = Session.new("rage-classic", 2, 1)
    golden = Path(__file__).parent / "playthroughs" / "rage-classic-2p-random-1.txt"
    for row in golden.read_text().splitlines()[2:11]:
        _n, seat, rest = row.split(" ", 2)
        session.apply(int(seat), json.loads(rest.split(" | ")[0]))
    said = [
        get_ruleset("rage-classic").describe(event, 0, ["Ada", "Bruno"])
        for entry in session.entries
        for event in entry.get("events", [])
        if event.get("type") == "discard"
    ]
    assert said and said[0].startswith("The top 2 cards of Ada's Sept deck"), said


def test_a_frenzy_line_says_what_the_frenzy_does():
    full = line({"type": "frenzy", "iid": "1.twist-of-smoke", "frenzy": "full"})
    assert "F badge" in full and "Crinos" in full and "every Combat Action" in full, full
    fox = line({"type": "frenzy", "iid": "1.twist-of-smoke", "frenzy": "fox"})
    assert "flees the combat" in fox, fox
    with using("pt-BR"):
        full = line({"type": "frenzy", "iid": "1.twist-of-smoke", "frenzy": "full"})
    assert "selo F" in full and "Crinos" in full, full

"""rage-lv guidance and log words found in a newcomer's Portuguese play of the relaunch (issue
30, the verification play of /work/notes/vfin): what a vote counts and why, lines that start
in lower case, and the hints for votes and fights as they stand."""

from __future__ import annotations

from engine.core.registry import get_ruleset
from engine.i18n import using
from tests.engine import test_rage_lv_rules as lv

NAMES = ["Ann", "Ada"]


def _log(s, seat: int = 0) -> list[str]:
    rules = get_ruleset("rage-lv")
    return [
        line
        for entry in s.events_for(seat)
        for event in entry["events"]
        if (line := rules.describe(event, seat, NAMES)) is not None
    ]


def test_a_vote_says_why_it_counts_more_than_the_garous_renown() -> None:
    """The Moot panel says votes are a Garou's Renown; Ada's Pebble-in-Throat (Renown 1) "votes
    for (2)" with no reason. The Stone Choir's Tribe card gives each of its Garou +1 vote: the
    log now names it, in both languages."""
    deal = {
        "0": {"garou": ["cinder-howl"]},
        "1": {"garou": ["pebble-throat"], "sept": ["still-water"]},
    }
    s = lv.game(deal=deal)
    while s.to_act() != {1}:
        lv.act(s, lv.seat_of(s), "pass")
    lv.act(s, 1, "play", card="1.still-water.1", by="1.pebble-throat")
    lv.pass_until(s, "vote")
    lines = _log(s)
    assert "Pebble-in-Throat votes for (2: Renown 1 +1 Stone Choir)." in lines, lines
    with using("pt-BR"):
        lines = _log(s)
    assert "Pebble-in-Throat vota a favor (2: Renome 1 +1 Stone Choir)." in lines, lines


def test_a_log_line_starts_with_a_capital_in_portuguese() -> None:
    """ "o guardião de The Dry Wash -1 Fúria" opened a log line in lower case."""
    rules = get_ruleset("rage-lv")
    event = {
        "type": "lasting",
        "kind": "modify",
        "on": "guardian:0.dry-wash.1",
        "key": "rage",
        "amount": -1,
        "until": "combat",
    }
    with using("pt-BR"):
        line = rules.describe(event, 0, NAMES)
    assert line is not None and line.startswith("O guardião de The Dry Wash -1"), line

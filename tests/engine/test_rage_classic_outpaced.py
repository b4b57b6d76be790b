"""A dodge or block that a faster attack outpaces says so (seed 001, "Dodges and Blocks":
"Combat Actions that dodge or block do not prevent damage from attacks at a faster speed";
"Fast Striking"): issue 30 (pl34a #4) saw Brace and Hold shown resolved, the damage it was
played against landed, and no line saying why. The log names both cards and the rule."""

from __future__ import annotations

import pytest

from tests.engine.test_rage_classic_scenarios import EMBER, defended, events_since, wounds


def outpaced_lines(defence: str, attack: str) -> tuple[list[str], list[dict]]:
    session = defended(defence, attack)
    events = events_since(session, 0)
    said = [session.ruleset.describe(e, 0, ["Ann", "Bob"]) or "" for e in events]
    notes = [e for e in events if e.get("outpaced")]
    return [s for s in said if "strikes faster" in s], notes


def test_a_block_outpaced_by_a_fast_strike_is_said() -> None:
    # Curl and Cover blocks 5; Lightning Snap is Fast Striking: it lands whole
    lines, notes = outpaced_lines("curl-and-cover", "lightning-snap")
    assert wounds(defended("curl-and-cover", "lightning-snap"), EMBER) == 1
    assert lines == [
        "Curl and Cover does not stop Lightning Snap: Lightning Snap strikes faster, and a "
        "Combat Action is unaffected by slower ones (a dodge or block included)."
    ], lines
    assert len(notes) == 1 and notes[0]["status"] == "landed"


@pytest.mark.parametrize("defence, attack", [("curl-and-cover", "raking-claws"),
                                             ("sidestep", "raking-claws")])  # fmt: skip
def test_a_block_at_the_attacks_speed_says_nothing_more(defence: str, attack: str) -> None:
    lines, notes = outpaced_lines(defence, attack)
    assert not lines and not notes

"""Card effects that trigger each other are bounded by the rules (issue 29): a user card that
heals whatever is wounded and then wounds it again raised RecursionError out of the game loop
after one move, and Continue crashed again at the same move. Now the chain is cut at
`engine.ccg.chain.MAX_DEPTH` with a public event the log puts in words, the game goes on to
its end, and its log replays and verifies."""

from __future__ import annotations

from typing import Any

import pytest

from engine.ccg.chain import MAX_DEPTH, STOPPED
from engine.core.log import Header
from engine.core.session import Session
from tests.engine.bot_moments import random_moves
from tests.engine.ccg_user_packs import packs_with

#: On any wound: heal the wounded one, then wound it again (which is a wound...).
LOOP = {
    "id": "my-loop",
    "name": "Loop Spirit",
    "type": "ally",
    "renown": 1,
    "rage": 1,
    "gnosis": 1,
    "health": 3,
    "effects": [
        {
            "when": "wound",
            "of": "any",
            "do": "heal",
            "amount": 1,
            "target": "trigger",
            "then": [{"do": "damage", "amount": 1, "target": "trigger"}],
        }
    ],
}


def _lv_options() -> dict[str, Any]:
    return {
        "packs": packs_with("rage-lv", ("ashen-wind", "stone-choir"), {"my-loop": 3}),
        "cards": [LOOP],
    }


def _classic_options() -> dict[str, Any]:
    packs = packs_with("rage-classic", ("silver-wake", "ashfall-spiral"), {"my-loop": 3})
    return {"packs": packs, "cards": [LOOP], "turn_limit": 8}


def _play(game: str, options: dict[str, Any], seed: int, limit: int = 4000) -> Session:
    return random_moves(Session.new(game, 2, seed=seed, options=options), limit, seed)


@pytest.mark.parametrize(
    ("game", "options", "seed"),
    [("rage-lv", _lv_options, 0), ("rage-classic", _classic_options, 3)],
)
def test_a_card_that_triggers_itself_is_cut_by_the_rules(
    game: str, options: Any, seed: int
) -> None:
    session = _play(game, options(), seed)
    stops = [
        (item["n"], e) for item in session.entries for e in item["events"] if e["type"] == STOPPED
    ]
    assert stops, "the looping card never looped"
    n, event = stops[0]
    assert event["trigger"] == "wound" and event["depth"] == MAX_DEPTH
    assert event["source"].split(".")[1] == "my-loop"
    assert session.is_over()  # the game went on past the loop, to its end
    # Every seat sees the cut, in words.
    for seat in (None, 0, 1):
        lines = [
            session.ruleset.describe(e, seat, session.header.names)
            for e in session.events_for(seat, n)[0]["events"]
        ]
        assert any(line and "the rules stop the chain at" in line for line in lines)
    # Continue and replays: the log rebuilds and verifies.
    rebuilt = Session.from_log(
        Header.from_json(session.header.to_json()), session.entries, verify=True
    )
    assert rebuilt.result() == session.result()


def test_the_chain_is_one_count_per_move() -> None:
    """A later move starts a new count: the same loop is cut again, at the same depth."""
    session = _play("rage-lv", _lv_options(), 0)
    moves = {item["n"] for item in session.entries for e in item["events"] if e["type"] == STOPPED}
    assert len(moves) >= 2
    per_move = [
        sum(1 for e in item["events"] if e["type"] == STOPPED)
        for item in session.entries
        if item["n"] in moves
    ]
    assert set(per_move) == {1}  # told once per move

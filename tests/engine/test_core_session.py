"""The kernel on a toy ruleset: log, replay, redaction, undo, snapshots, stale commands."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import Illegal
from engine.core.log import Header, parse_lines, write_lines
from engine.core.session import SNAPSHOT_EVERY, Session
from tests.engine.toy import TOY


def new(seed: int = 3, seats: int = 2, **options) -> Session:
    return Session.new(TOY, seats, seed, options)


def test_setup_writes_random_outcome_into_the_event_and_is_a_barrier() -> None:
    session = new()
    assert session.entries[0]["seat"] is None
    assert session.entries[0]["barrier"] is True
    assert session.entries[0]["events"][0]["numbers"] == session.state.hidden


def test_same_seed_same_game_different_seed_different_game() -> None:
    assert new(seed=5).state.hidden == new(seed=5).state.hidden
    assert new(seed=5).state.hidden != new(seed=6).state.hidden


def test_out_of_turn_and_stale_and_bad_commands_are_refused_with_codes() -> None:
    session = new()
    with pytest.raises(Illegal) as err:
        session.apply(1, {"type": "bump"})
    assert err.value.code == "not-your-turn"
    with pytest.raises(Illegal) as err:
        session.apply(0, {"type": "bump"}, state_id=session.state_id + 1)
    assert err.value.code == "stale"
    with pytest.raises(Illegal) as err:
        session.apply(0, {"kind": "bump"})
    assert err.value.code == "bad-command"
    with pytest.raises(Illegal) as err:
        session.apply(7, {"type": "bump"})
    assert err.value.code == "bad-seat"
    assert session.state_id == 1  # nothing was recorded


def test_replay_from_log_equals_live_state_and_verifies() -> None:
    session = new(seed=11)
    for seat, kind in [(0, "bump"), (1, "draw"), (0, "show"), (1, "bump")]:
        session.apply(seat, {"type": kind})
    lines = list(write_lines(session.header, session.entries))
    header, entries = parse_lines(lines)
    rebuilt = Session.from_log(header, entries, verify=True, ruleset=TOY)
    assert rebuilt.state == session.state


def test_tampered_log_fails_verification() -> None:
    session = new(seed=11)
    session.apply(0, {"type": "draw"})
    entries = json.loads(json.dumps(session.entries))
    entries[1]["events"][0]["number"] = (entries[1]["events"][0]["number"] + 1) % 1000
    with pytest.raises(Illegal) as err:
        Session.from_log(session.header, entries, verify=True, ruleset=TOY)
    assert err.value.code == "log-mismatch"


def test_redaction_hides_other_seats_numbers_and_the_seed() -> None:
    session = new(seed=2)
    session.apply(0, {"type": "draw"})
    log1 = session.log_for(1)
    assert log1["header"]["seed"] == -1
    deal = log1["entries"][0]["events"][0]
    assert deal["numbers"][0] is None and deal["numbers"][1] == session.state.hidden[1]
    assert log1["entries"][1]["events"][0]["number"] is None
    assert log1["entries"][1]["command"] is None  # another seat's command is not shown
    assert session.view(None)["mine"] is None


def test_undo_takes_back_own_command_but_never_crosses_a_barrier() -> None:
    session = new()
    session.apply(0, {"type": "bump"})
    assert session.undo(0) == 1
    assert session.state.counter == 0 and session.state_id == 1
    session.apply(0, {"type": "draw"})  # drew randomness: a barrier
    with pytest.raises(Illegal) as err:
        session.undo(0)
    assert err.value.code == "undo-barrier"
    session.apply(1, {"type": "show"})  # a reveal: a barrier
    with pytest.raises(Illegal) as err:
        session.undo(1)
    assert err.value.code == "undo-barrier"


def test_undo_over_others_moves_needs_consent() -> None:
    session = new()
    session.apply(0, {"type": "bump"})
    session.apply(1, {"type": "bump"})
    with pytest.raises(Illegal) as err:
        session.undo(0)
    assert err.value.code == "undo-needs-consent"
    assert session.undo(0, others_consent=True) == 2
    assert session.state.counter == 0
    assert session.to_act() == {0}


def test_nothing_to_undo() -> None:
    with pytest.raises(Illegal) as err:
        new().undo(0)
    assert err.value.code == "nothing-to-undo"


def test_state_at_uses_snapshots_and_matches_history() -> None:
    session = new(length=10_000)
    counters = [session.state.counter]
    for _ in range(SNAPSHOT_EVERY * 2 + 5):
        session.state.moves = 0  # keep the toy game going for this test
        session.apply(session.state.turn, {"type": "bump"})
        counters.append(session.state.counter)
    for n in (1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 1, len(session.entries)):
        assert session.state_at(n).counter == counters[n - 1]


def test_listeners_see_each_entry_and_resets() -> None:
    session = new()
    seen: list[int] = []
    resets: list[int] = []
    session.on_entry(lambda s, item: seen.append(item["n"]))
    session.on_reset(lambda s: resets.append(s.state_id))
    session.apply(0, {"type": "bump"})
    session.undo(0)
    assert seen == [1] and resets == [1]


def test_newer_log_format_is_refused_clearly() -> None:
    with pytest.raises(Illegal) as err:
        Header.from_json(
            {"ruleset": "toy", "version": 1, "options": {}, "seats": 2, "seed": 1, "format": 99}
        )
    assert err.value.code == "log-too-new"


@pytest.mark.parametrize(
    "lines",
    [
        [],
        ['{"not":"a header"}'],
        ['{"header":{"ruleset":"toy"}}'],
        ['{"header":{"ruleset":"toy","version":1,"options":{},"seats":2,"seed":1}}', "{oops"],
    ],
)
def test_damaged_logs_are_refused_clearly(lines: list[str]) -> None:
    with pytest.raises(Illegal) as err:
        parse_lines(lines)
    assert err.value.code == "bad-log"


def test_listeners_can_unsubscribe_and_a_failing_listener_does_not_break_apply() -> None:
    session = new()
    seen: list[int] = []

    def broken(_session: Session, _item: dict) -> None:
        raise OSError("disk full")

    session.on_entry(broken)
    stop = session.on_entry(lambda s, item: seen.append(item["n"]))
    session.apply(0, {"type": "bump"})
    stop()
    session.apply(1, {"type": "bump"})
    assert seen == [1]
    assert session.state.counter == 2

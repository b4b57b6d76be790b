"""ReplayRunner: a recorded RAGE game stepped, sought and watched from every point of view."""

from __future__ import annotations

import json

import pytest

from desktop.replay import REPLAY_MESSAGE, ReplayRunner, find_marks
from engine.core.errors import Illegal
from tests.desktop.test_replay_support import bot_game, controllers, strings


def test_stepping_through_a_whole_game_reproduces_the_final_state() -> None:
    full = bot_game()
    for viewpoint in (None, 0, 1, 2, 3):
        runner = ReplayRunner(full, viewpoint)
        assert runner.cursor == 1 and not runner.session.is_over()
        steps = 0
        while runner.step():
            steps += 1
        assert steps == len(full.entries) - 1
        assert runner.at_end and runner.session.is_over()
        assert runner.session.view(viewpoint) == full.view(viewpoint)
        assert runner.session.result() == full.result()
        # Every stepped entry went to `pending` for the presenter, in order, as recorded.
        assert [item["n"] for item in runner.pending] == list(range(1, len(full.entries)))
        assert list(runner.pending) == full.entries[1:]
    # The recorded session itself is never touched by watching it.
    assert full.state_id == len(full.entries)


def test_seek_to_round_3_equals_state_at_its_mark() -> None:
    full = bot_game()
    runner = ReplayRunner(full, 1)
    runner.step()
    runner.step()
    reloads = []
    runner.on_reload(lambda r: reloads.append(r.cursor))
    mark = runner.seek_mark("round", 3)
    # The mark is where the round's deal happened; the point is just after that entry.
    ((n, _),) = [(n, m) for n, m in full.marks() if m == {"round": 3}]
    assert mark.entry == n and mark.point == n + 1 == runner.cursor
    expected = full.ruleset.view(full.state_at(mark.point), 1)
    expected["state_id"] = mark.point
    assert runner.session.view(1) == expected
    assert runner.session.view(1)["round"] == 3 and runner.session.view(1)["phase"] == "bid"
    assert not runner.pending and reloads == [mark.point]
    assert runner.where() == {"round": 3}
    # Tricks repeat in every round: "trick 2" is the one in the round we are in.
    trick = runner.seek_mark("trick", 2)
    assert trick.context == {"round": 3} and trick.label == "Round 3 · Trick 2"
    assert runner.where() == {"round": 3, "trick": 2}
    view = runner.session.view(1)
    assert view["round"] == 3 and not any(view.get("trick") or [])
    # ...or the one asked for; stepping on from a seek follows the log exactly.
    runner.seek_mark("trick", 1, within={"round": 2})
    assert runner.where() == {"round": 2, "trick": 1}
    while runner.step():
        pass
    assert runner.session.view(1) == full.view(1)
    with pytest.raises(Illegal) as refused:
        runner.seek_mark("round", 9)
    assert "no round 9" in refused.value.message


def test_marks_back_and_next_and_the_ends() -> None:
    full = bot_game()
    runner = ReplayRunner(full, None)
    marks = find_marks(full.ruleset, full.entries)
    assert [m.value for m in marks if m.kind == "round"] == [1, 2, 3, 4]
    assert runner.kinds == ["round", "trick"]  # coarsest first
    runner.next_mark("round")
    assert runner.where()["round"] == 2
    runner.next_mark("trick")
    assert runner.where() == {"round": 2, "trick": 1}
    here = runner.cursor
    runner.step()
    runner.prev_mark("trick")  # back to the start of this trick
    assert runner.cursor == here
    runner.prev_mark("round")
    assert runner.where() == {"round": 2}
    runner.prev_mark("round")
    assert runner.where() == {"round": 1} and runner.at_start
    runner.to_end()
    assert runner.at_end and runner.session.is_over()
    assert runner.next_mark() is None and runner.at_end
    runner.back()
    assert runner.cursor == runner.length - 1 and not runner.session.is_over()
    assert runner.seek(-5) == runner.first and runner.seek(10_000) == runner.length


def test_the_spectator_never_sees_a_hand_card() -> None:
    full = bot_game()
    runner = ReplayRunner(full, None)
    scanned = 0
    while True:
        hidden = {card for hand in full.state_at(runner.cursor).hands for card in hand}
        assert hidden or runner.at_end
        # Asking for a seat's view does not help: a spectator's replay answers as a spectator.
        for asked in (None, 0, 1, 2, 3):
            view = runner.session.view(asked)
            assert view["seat"] is None and view["hand"] is None
            leaked = hidden & set(strings(view))
            assert not leaked, f"entry {runner.cursor}: {sorted(leaked)} in {asked}'s view"
            assert runner.session.legal(asked if asked is not None else 0) == []
        scanned += 1
        if not runner.step():
            break
    assert scanned == len(full.entries)
    # The log as the table may show it is redacted too: no deal names another's cards.
    ruleset = runner.session.ruleset
    for item in full.entries:
        for event in item["events"]:
            if event["type"] == "deal":
                shown = ruleset.redact(event, 0)  # the table may ask "as seat 0"...
                assert all(hand is None for hand in shown["hands"])  # ...and gets nothing
                line = ruleset.describe(event, 2, full.header.names) or ""
                assert not set(line.split()) & {c for h in event["hands"] for c in h}
    # The seed, which would reveal every shuffle, is never there.
    assert runner.session.header.seed == -1 and full.header.seed == 5
    assert runner.session.header_for(0).seed == -1
    assert runner.session.log_for(None)["header"]["seed"] == -1
    assert '"seed": 5' not in json.dumps(runner.session.log_for(None))


def test_a_seat_sees_its_own_hand_and_nobody_elses() -> None:
    full = bot_game()
    seat = 2
    runner = ReplayRunner(full, seat)
    while True:
        hands = full.state_at(runner.cursor).hands
        mine = set(hands[seat])
        others = {card for s, hand in enumerate(hands) if s != seat for card in hand}
        for asked in (seat, 0, None):
            view = runner.session.view(asked)
            if asked is None:
                assert view["hand"] is None
            else:  # seat 0's view is refused: the replay answers with seat 2's
                assert view["seat"] == seat and view["hand"] == hands[seat]
            assert not others & set(strings(view))
        if runner.session.view(seat)["hand"]:
            assert mine <= set(strings(runner.session.view(seat)))
        if seat in runner.session.to_act():
            assert runner.session.legal(seat)  # the viewpoint's own choices, as they were
        assert runner.session.legal(0) == []
        if not runner.step():
            break


def test_a_replay_refuses_to_change_the_game() -> None:
    runner = ReplayRunner(bot_game(), 0, controllers())
    legal = runner.session.legal(0) or [{"type": "bid", "tricks": 0}]
    refused = runner.submit(0, legal[0])
    assert isinstance(refused, Illegal) and refused.message == REPLAY_MESSAGE
    assert runner.why_not(0, legal[0]) == REPLAY_MESSAGE
    assert runner.undo(0).message == REPLAY_MESSAGE
    with pytest.raises(Illegal, match="This is a replay."):
        runner.session.apply(0, legal[0])
    assert runner.person_seats() == [] and runner.persons_to_act() == []
    assert not any(c.is_person for c in runner.seats)
    assert runner.seats[1].is_bot and runner.seats[0].kind == "replay"
    assert runner.cursor == 1


def test_play_pause_and_speed() -> None:
    runner = ReplayRunner(bot_game(), None, gap=0.5)
    runner.poll()
    assert runner.cursor == 1  # paused: nothing moves
    runner.play()
    runner.poll(bots_may_act=False)
    assert runner.cursor == 1  # the table is still showing something
    runner.poll()
    assert runner.cursor == 2 and len(runner.pending) == 1
    runner.poll()
    assert runner.cursor == 2  # waits `gap` seconds at `speed`
    runner.set_speed(2.0)
    runner.tick(0.26)
    runner.poll()
    assert runner.cursor == 3
    assert runner.faster() == 4.0 and runner.slower() == 2.0
    for _ in range(20):
        runner.slower()
    assert runner.speed == 0.25
    runner.to_end()
    assert not runner.playing
    runner.play()  # at the end, play starts over
    assert runner.at_start and runner.playing
    runner.toggle()
    assert not runner.playing

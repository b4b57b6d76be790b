"""The bluff step stays on the original Rage table for a beat when the engine went through it
in one entry: the face-down cards revealed, the bluffs marked, the "Bluff" step lit; then the
round's outcome (and a fight it ended held as it ended). The demo's bluff screenshot is taken on that step."""

from __future__ import annotations

from desktop.game.controllers import bot
from desktop.screens.ccg_kit.held import view_at_step
from desktop.screens.rage_classic.bluff_step import BLUFF_STATUSES, skipped_bluff_step
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import app_fixture, frames_until

app = app_fixture((1280, 720), 50.0)


def bluffing(view) -> bool:
    c = view.get("combat") or {}
    return any(p.get("bluff") or p.get("status") in BLUFF_STATUSES for p in c.get("plays", []))


def test_the_table_holds_the_bluff_step_then_shows_the_outcome(app) -> None:
    table = open_table(app, [bot("Ada"), bot("Bruno")], seed=1, perspective=0)
    frames_until(app, lambda: table.holding > 0 and not table.settling(), limit=40000)
    held = table.view
    n = table.session.state_id - 1
    assert skipped_bluff_step(table.session.entries[n]["events"]) is not None
    # the engine's own view is past the step; the table shows the step with its bluff
    now = table.session.view(0)
    assert (now.get("combat") or {}).get("step") != "revealed"
    assert held["combat"]["step"] == "revealed" and bluffing(held)
    assert table.legal == []  # nobody acts on a picture of the past
    assert all(tag.kind != "to-play" for tag in table.tags.values())  # nor is told to
    assert any(text == "Bluff" for text, _rect in table.labels)
    moves = table.session.state_id
    # the bluff step's beat, then the fight's end's if the entry ended it (issue 30)
    frames_until(app, lambda: table.holding <= 0 and table.presenter.caught_up)
    assert table.session.state_id == moves  # the bots waited for the beats
    frames_until(app, lambda: not table.settling())
    assert table.view.get("combat") == now.get("combat")


def test_view_at_step_needs_a_session_that_goes_back() -> None:
    class NoPast:
        state_id = 1
        entries = [{"events": []}]

    assert view_at_step(NoPast(), 0, 0, 0) is None


def test_only_a_bluff_that_was_passed_through_counts() -> None:
    bluff = {"type": "status", "index": 0, "status": "", "bluff": True}
    step = {"type": "cstep", "step": "revealed"}
    resolved = {"type": "status", "index": 0, "status": "resolved"}
    assert skipped_bluff_step([bluff, step, resolved]) == 1
    assert skipped_bluff_step([bluff, step]) is None  # the table stops there by itself
    plain = {"type": "status", "index": 0, "status": "", "bluff": False}
    assert skipped_bluff_step([plain, step, resolved]) is None

"""Where two characters in play share a name, the relaunch's lists say whose each one is
(issue 30). Found playing a 4-seat game by mouse in a real window at 1920x1080, with two
Ashen Wind packs and a Hollow Moon one at the table: Old Grudge's list read "Play Old Grudge,
by Mist-Walker, targeting Mist-Walker" with three Mist-Walkers in play."""

from __future__ import annotations

from desktop.app import App
from desktop.ui.choice import ChoiceDialog
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import main_turn, make_app
from tests.desktop.test_ccg_table import hand_node
from tests.desktop.test_table_support import click, frames, frames_until

GRUDGE = "old-grudge"  # an Event: the character who plays it fights the target


def grudge_list(size: tuple[int, int]) -> tuple[list[str], list[str], list[str]]:
    """In a window of `size`, Ann (Ashen Wind) clicks Old Grudge in her first main phase
    against Bob (Stone Choir: both packs have a Soot Runner), then the first of its groups
    (one for each character that may perform it); the texts the frame then draws, all the
    list's moves, and its rows."""
    with tracing():
        app = make_app(size)
        try:
            return _grudge_list(app)
        finally:
            app.close()


def _grudge_list(app: App) -> tuple[list[str], list[str], list[str]]:
    table, _session = main_turn(app, [GRUDGE, GRUDGE])
    frames(app, 30)
    click(app, hand_node(table, GRUDGE).to_world())
    frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
    frames(app, 3)
    listed = table.dialog
    assert isinstance(listed, ChoiceDialog)
    groups = [label for label, _value in listed.options]
    # a group's row holds its moves; a move's row is itself
    moves = [
        label
        for row, value in listed.options
        for label, _c in ([(row, value)] if isinstance(value, dict) else value.items)
    ]
    click(app, listed._row_rect(0).center)
    frames_until(app, lambda: table.dialog is not listed)
    frames(app, 3)
    return [m.text for _, m in trace_frame(app).texts()], moves, groups


def test_a_target_that_shares_its_name_says_whose_it_is(display) -> None:
    drawn, rows, _groups = grudge_list((1920, 1080))
    text = " ".join(drawn)
    assert "targeting Soot Runner (Bob)" in text, text
    # Another player's character names its player though its name is its own: "targeting
    # Pale Lantern" (Bruno's) stood beside "targeting Granite Voice (Chloé)" (pl40a #10)
    assert "by Cinder Howl, targeting Granite Voice (Bob)" in text, text
    assert all(r.endswith("(Bob)") for r in rows if "targeting" in r), rows
    # Ann's own is "yours", not "(Ann)": a player named as a stranger (pl34b #14)
    assert any("by Soot Runner (yours), targeting Granite Voice (Bob)" in r for r in rows), rows


def test_prey_of_one_name_say_who_played_each(display) -> None:
    """Two Rust-Maw Hulks, both prey, one played by each player: "(Hunting Grounds)" after
    each told them apart no more than the name did; who played each does (issue 30: "mirando
    Rust-Maw Hulk" once, for both)."""
    app = make_app((1920, 1080))
    try:
        table, _session = main_turn(app, [GRUDGE, GRUDGE])
        hulks = [{"iid": f"{seat}.rust-maw.1", "owner": None} for seat in (0, 1)]
        table.view["chars"] = [*table.view["chars"], *hulks]
        assert table.whose("0.rust-maw.1") == "Rust-Maw Hulk (played by you)"
        assert table.whose("1.rust-maw.1") == "Rust-Maw Hulk (played by Bob)"
        assert table.whose("0.soot-runner") == "Soot Runner (yours)"
        table.view["chars"] = [*table.view["chars"], {"iid": "0.rust-maw.2", "owner": None}]
        assert table.whose("0.rust-maw.2") == "Rust-Maw Hulk (played by you)"
    finally:
        app.close()


def test_a_long_list_of_one_card_is_grouped_by_who_performs_it(display) -> None:
    """Old Grudge's 36 moves (six characters may perform it, at six targets each) come in a
    group for each performer, the others' characters first in each (issue 30: 55 rows with
    no order)."""
    drawn, moves, groups = grudge_list((1280, 720))
    assert len(moves) == 36, moves
    assert groups[0] == "by Cinder Howl  ›  6 choices", groups
    assert len(groups) == 6 and all("›  6 choices" in g for g in groups), groups
    cinder = [t for t in drawn if "by Cinder Howl, targeting" in t]
    assert len(cinder) == 6, drawn

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


def grudge_list(app: App) -> tuple[list[str], list[str]]:
    """Ann (Ashen Wind) clicks Old Grudge in her first main phase against Bob (Stone Choir:
    both packs have a Soot Runner); the texts the frame then draws, and all the list's rows."""
    table, _session = main_turn(app, [GRUDGE, GRUDGE])
    frames(app, 30)
    click(app, hand_node(table, GRUDGE).to_world())
    frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
    frames(app, 3)
    rows = [label for label, _value in getattr(table.dialog, "options", [])]
    return [m.text for _, m in trace_frame(app).texts()], rows


def test_a_target_that_shares_its_name_says_whose_it_is(display) -> None:
    with tracing():
        app = make_app((1920, 1080))
        try:
            drawn, rows = grudge_list(app)
        finally:
            app.close()
    text = " ".join(drawn)
    assert "targeting Soot Runner (Bob)" in text, text
    # A name only one character has stays as it is.
    assert "by Cinder Howl, targeting Granite Voice" in text, text
    assert any("by Soot Runner (Ann), targeting Granite Voice" in r for r in rows), rows


def test_prey_of_one_name_all_in_the_hunting_grounds_get_no_words(display) -> None:
    """Two Rust-Maw Hulks, both prey: "(Hunting Grounds)" after each would tell them apart no
    more than the name does (the glow does)."""
    app = make_app((1920, 1080))
    try:
        table, _session = main_turn(app, [GRUDGE, GRUDGE])
        hulks = [{"iid": f"{seat}.rust-maw.1", "owner": None} for seat in (0, 1)]
        table.view["chars"] = [*table.view["chars"], *hulks]
        assert table.whose("0.rust-maw.1") == "Rust-Maw Hulk"
        assert table.whose("0.soot-runner") == "Soot Runner (Ann)"
    finally:
        app.close()

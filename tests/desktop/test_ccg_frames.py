"""The CCG table's frames repaint only what changed (issue 17, frame time)."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from engine.core.session import Session
from tests.desktop.test_ccg_support import FRAME, make_app, open_table, until_my_main_turn


def _settled(app, table) -> None:
    """Frames until the HUD is drawn and nothing moves, then one more (damage is per frame)."""
    for _ in range(600):
        if not table._hud_due and not table.scene.busy and not table._cards_due:
            break
        app.frame(FRAME, [])
    app.frame(FRAME, [])
    app.frame(FRAME, [])


def test_refreshing_a_hud_that_shows_the_same_repaints_nothing(display) -> None:
    """The HUD's panels are painted again only when what they show changed: a refresh of
    the same state leaves every panel's surface as it was, so the next frame repaints no
    pixel. (Painted anew, the phase bar, the sidebar and the panels were new surfaces, and
    the canvas repainted all of them every game step.)"""
    app = make_app()
    session = Session.new("rage-lv", 2, 7, {}, names=["Ann", "Bob"])
    table = open_table(app, session, [person("Ann"), bot("Bob")])
    until_my_main_turn(app, table)
    _settled(app, table)
    before = app.canvas.replayed_pixels
    app.frame(FRAME, [])
    assert app.canvas.replayed_pixels == before  # at rest: nothing to repaint
    table.refresh_hud()
    app.frame(FRAME, [])
    assert app.canvas.replayed_pixels == before
    app.close()


def test_a_game_step_is_spread_over_frames_and_the_hud_ends_complete(display) -> None:
    """The frame loop shows a step in parts (the view, the cards, the HUD's parts), one a
    frame; when it is done the table is what a refresh at once draws."""
    app = make_app()
    session = Session.new("rage-lv", 2, 7, {}, names=["Ann", "Bob"])
    table = open_table(app, session, [bot("Ann"), bot("Bob")])
    seen: list[tuple[bool, bool]] = []
    for _ in range(600):
        app.frame(FRAME, [])
        seen.append((table._cards_due, table._hud_due))
    # After a move: a frame with the cards due, then three frames with only the HUD's parts.
    steps = [i for i in range(len(seen) - 4) if seen[i] == (True, True)]
    assert steps
    assert all(seen[i + 1 : i + 4] == [(False, True)] * 3 for i in steps)
    for _ in range(600):  # a moment with the step wholly shown
        if session.state_id == table._state_id and not table._hud_due:
            break
        app.frame(FRAME, [])
    spread = {
        "bar": table.stage.painted["bar"].surface,
        "side": table.stage.painted["side"].surface,
        "prompt": table.prompt_node.surface,
    }
    table.refresh()
    assert table.stage.painted["bar"].surface is spread["bar"]
    assert table.stage.painted["side"].surface is spread["side"]
    assert table.prompt_node.surface is spread["prompt"]
    app.close()

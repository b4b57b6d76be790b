"""The 1995 lesson 1 in a real window: a newcomer dropped Strip-Mine Crew face down in the
Resource phase and saw it leave the hand and appear nowhere until the reveal. Their own pack's
panel now names the cards they placed face down (the others' panels say how many)."""

from __future__ import annotations

from desktop.screens.rage_classic import layout
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_learn import home, lesson, make_app, ready  # noqa: F401
from tests.desktop.test_table_support import drag, frames


def test_a_card_placed_face_down_is_named_on_its_owners_panel(
    display,
    home,  # noqa: F811
) -> None:
    app = make_app()
    with tracing():
        table = lesson(app, "rage-classic", "turn")
        for _ in range(2):  # the Redraw and Refresh phases: the lesson asks for a pass
            ready(app, table)
            table.do_pass()
        ready(app, table)
        assert table.session.state.step.startswith("resource")
        spot = next(s for s in table.spots if s.kind == "hand" and s.iid == "0.strip-mine-crew.1")
        drag(app, spot.rect.center, layout.PHYSICAL.center)
        frames(app, 3)
        assert table.session.state.players[0].staged  # placed, not yet revealed
        drawn = {m.text for _, m in trace_frame(app).texts()}
        assert "Face down: Strip-Mine Crew" in drawn
    app.close()

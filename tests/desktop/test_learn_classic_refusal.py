"""The 1995 lesson 1 on the real table: a card dragged in the Redraw Phase is refused with the
rule and the reason (the engine's explained refusal), in the coach's wrong-move line, not
"Strip-Mine Crew can't be played now."."""

from __future__ import annotations

from desktop.screens.rage_classic import layout
from tests.desktop.test_learn import home, lesson, make_app, ready  # noqa: F401
from tests.desktop.test_table_support import click, drag, frames

REASON = (
    "Strip-Mine Crew is an Enemy: creatures and resources are played in the Resource Phase "
    "(face down at its start, or in its Open Play); this is the Redraw Phase's Open Play."
)


def test_a_card_dropped_in_the_redraw_phase_says_it_waits_for_the_resource_phase(
    display,
    home,  # noqa: F811
) -> None:
    app = make_app()
    table = lesson(app, "rage-classic", "turn")
    ready(app, table)
    assert table.session.state.step == "redraw:open"
    spot = next(s for s in table.spots if s.kind == "hand" and s.iid == "0.strip-mine-crew.1")
    drag(app, spot.rect.center, layout.PHYSICAL.center)  # real pointer events, as a person
    frames(app, 2)
    assert not [e for e in table.session.entries[1:] if e["seat"] == 0]  # nothing was played
    assert table.coach.note == (f"The rules say no: {REASON}", "wrong")
    assert "can't be played now" not in table.coach.refusals[-1]
    app.close()


def test_a_card_clicked_in_the_redraw_phase_says_the_same_rule(
    display,
    home,  # noqa: F811
) -> None:
    """A newcomer in a real window clicked the card instead of dragging it and read
    "Strip-Mine Crew: nothing to do with it now." with no rule, and the coach said nothing."""
    app = make_app()
    table = lesson(app, "rage-classic", "turn")
    ready(app, table)
    spot = next(s for s in table.spots if s.kind == "hand" and s.iid == "0.strip-mine-crew.1")
    click(app, spot.rect.center)
    frames(app, 2)
    assert table.coach.note == (f"The rules say no: {REASON}", "wrong")
    app.close()

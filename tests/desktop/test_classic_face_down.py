"""The person sees the cards they placed face down before they say Done (issue 30, found in a
real window twice: a card dragged in the Resource or Moot Phase's Closed Play, and in the 1995
lesson 1 Strip-Mine Crew dropped face down, left the hand and appeared nowhere until the
reveal; only the other packs showed "N face down"). Their own pack's panel names them."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from desktop.screens.rage_classic import layout
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import answer_dialogs_until, open_table
from tests.desktop.test_learn import home, lesson, ready  # noqa: F401
from tests.desktop.test_learn import make_app as lesson_app
from tests.desktop.test_table_support import drag, frames, make_app


def test_my_face_down_cards_are_named_before_done(display) -> None:
    with tracing():
        app = make_app()
        table = open_table(app, [person("Ann"), bot("Bob")], seed=4)
        answer_dialogs_until(app, table, lambda: any(c["type"] == "stage" for c in table.legal))
        staged = next(c for c in table.legal if c["type"] == "stage")
        assert table.submit(staged)
        frames(app, 30)
        assert table.view["players"][0]["staged"] and not table.view["players"][0]["committed"]
        texts = {mark.text for _, mark in trace_frame(app).texts()}
    assert any(t.startswith("Face down: ") for t in texts), sorted(t for t in texts if "ace" in t)


def test_a_card_placed_face_down_is_named_on_its_owners_panel(
    display,
    home,  # noqa: F811
) -> None:
    app = lesson_app()
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


def test_the_others_face_down_count_agrees_in_number_in_portuguese() -> None:
    """Found in a real window: "1 viradas para baixo" (the count is a plural form now)."""
    from engine.i18n import ngettext, using

    with using("pt-BR"):
        one, three = (ngettext("{n} face down", "{n} face down", n).format(n=n) for n in (1, 3))
    assert (one, three) == ("1 virada para baixo", "3 viradas para baixo")

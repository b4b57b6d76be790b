"""A word's tooltip stands clear of an opened area, its header too (issue 30, a 4-seat 1995
game by mouse at 1280x720: the wound plate's tooltip covered the opened area's header). The
tooltip of a word of an area (its wound plate) moved beside the opened view, and where the
view was too wide to leave room beside it, it stayed where it was: over the view's header and
its first cards. It now stands over or under the view then. Driven by the pointer, judged on
where the tooltip is drawn."""

from __future__ import annotations

from desktop.game.controllers import bot
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import frames, frames_until, make_app, motion

NAMES = ["Ada", "Bruno", "Cy", "Dee"]


def test_a_wound_tooltip_keeps_clear_of_a_wide_open_area(display) -> None:
    app = make_app((1280, 720), speed=50.0)
    try:
        table = open_table(app, [bot(n) for n in NAMES], seed=1)

        def wide_and_hurt() -> bool:
            """An opponent's wounded creature, in an area that opens six cards wide."""
            if table.view.get("combat") is not None or table.settling():
                return False
            drawn = {s.iid for s in table.spots if s.kind == "creature"}
            for c in table.view["creatures"]:
                seat = c.get("pack")
                if c.get("damage") and c["iid"] in drawn and seat not in (None, table.bottom):
                    opened = table.stage.opened(seat)
                    if opened is not None and len(opened.cards) >= 6:
                        return True
            return False

        frames_until(app, wide_and_hurt, limit=40000)
        table.paused = True
        frames_until(app, lambda: not table.settling())
        frames(app, 3)
        checked = 0
        for term, spot in [(t, r) for t, r in table.tips.spots if t.key == "wounds"]:
            frames(app, 1, [motion(app, (5, 700))])
            frames(app, 30)
            frames(app, 1, [motion(app, spot.center)])
            frames(app, 60)  # the area opens (a rest, then its slide)
            peek = table.stage.peek
            if not peek.is_open or len(table.stage.opened(peek.seat).cards) < 6:
                continue
            assert table.tips.visible and table.tips.shown is term
            tip = table.tips.rect
            assert not tip.colliderect(peek.box), (tip, peek.box)
            assert tip.collidelist(table._peek_header()) < 0, (tip, table._peek_header())
            checked += 1
        assert checked
    finally:
        app.close()

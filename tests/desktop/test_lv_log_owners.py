"""The rage-lv table's log (issue 30): with both seats on the same starter pack it read
"Combat! Cinder Howl hunts Cinder Howl"; run through the app's real loop, the table's log now
says whose each character is, and its lines are drawn so."""

from __future__ import annotations

from desktop.game.controllers import bot
from engine.core.session import Session
from tests.desktop.test_ccg_support import make_app, open_table


def test_the_table_log_says_whose_twin_character_hunts(display) -> None:
    from tests.desktop.layout_trace import trace_frame, tracing

    with tracing():
        app = make_app((1920, 1080), speed=8.0)
        session = Session.new(
            "rage-lv", 2, 1, {"packs": ["ashen-wind", "ashen-wind"]}, names=["Ada", "Bruno"]
        )
        table = open_table(app, session, [bot("Ada"), bot("Bruno")])
        for _ in range(3000):
            app.frame(1 / 60, [])
            if any(line.startswith("Combat! ") for line in table.log):
                break
        table.paused = True
        app.frame(1 / 60, [])
        hunts = [line for line in table.log if line.startswith("Combat! ")]
        assert hunts, table.log[-5:]
        # the hunter's owner, and the prey's player ("Ada's Cinder Howl" where it is a pack's
        # character, "(played by Ada)" where it is prey: prey belongs to no pack)
        assert all(line.count("'s ") + line.count("(played by ") == 2 for line in hunts), hunts
        assert any(line.startswith("Combat! Ada's ") for line in hunts) or any(
            line.startswith("Combat! Bruno's ") for line in hunts
        ), hunts
        shown = {m.text for _, m in trace_frame(app).texts()}
        # the sidebar's log draws its latest lines, the owners' names in them
        assert any("'s Cinder Howl" in text for text in shown), sorted(shown)
        app.close()

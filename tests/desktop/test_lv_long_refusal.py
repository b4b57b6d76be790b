"""A long refusal stays inside the play area (issue 30). Found playing the relaunch by mouse in
a real window at 1280x720: dropping Rite of Banked Embers on Cinder Howl gave "Cinder Howl has 1
Gnosis free and Rite of Banked Embers costs 2: the Gnosis costs of the cards on a character may
not add up to more than its Gnosis.", centred under the hand and so run over the sidebar's log.
A real pointer drag through the app's loop; the frame is judged on where the words land."""

from __future__ import annotations

from desktop.screens.rage_lv import layout
from desktop.screens.rage_lv.faces import base_id
from tests.desktop.layout_trace import report, trace_frame, tracing
from tests.desktop.test_ccg_support import main_turn, make_app, until_my_main_turn
from tests.desktop.test_ccg_table import hand_node
from tests.desktop.test_table_support import drag_from_hover as drag
from tests.desktop.test_table_support import frames

RITE = "rite-of-embers"
PELT = "burning-pelt"


def test_a_long_refusal_wraps_inside_the_play_area(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table, session = main_turn(app, [PELT, RITE])
            frames(app, 20)
            # A Gift that takes Gnosis first, then the Rite its host has no Gnosis left for.
            host = next(
                c["on"]
                for c in session.legal(0)
                if c["type"] == "play" and base_id(c["card"]) == PELT and c.get("on")
            )
            pelt = next(
                c for c in session.legal(0) if base_id(c["card"]) == PELT and c["on"] == host
            )
            assert table.submit(pelt)
            until_my_main_turn(app, table)
            frames(app, 20)
            why = table.why_not(
                {"type": "play", "card": hand_node(table, RITE).data["iid"], "on": host}
            )
            assert why and "Gnosis" in why, why
            zone = table.stage.char_zone(host)
            drag(app, hand_node(table, RITE).to_world(), (zone.x, zone.y))
            frames(app, 5)
            assert table.standing_reason == why
            trace = trace_frame(app)
            words = [m for _, m in trace.texts() if m.text and m.text in why and len(m.text) > 8]
            problems = [p for p in trace.problems() if p.text in why or p.other.strip("'") in why]
        finally:
            app.close()
    assert words, "the refusal is not drawn"
    for mark in words:
        assert mark.rect.right <= layout.MINE.right, (mark.text, mark.rect)
    assert not problems, report(problems)

"""The relaunch table's combat (issue 30): the words under a round's revealed cards ("Spirit
Rebuke (Combat Event)") stayed once the next round's first card was played face down, so
they read as the caption of that face-down card. Two bots fight through the app's loop; the
caption is drawn only while no face-down card waits."""

from __future__ import annotations

from desktop.game.controllers import bot
from tests.desktop.test_ccg_support import bots_played, open_table
from tests.desktop.test_table_support import frames, make_app


def test_no_caption_under_a_face_down_card(display):
    app = make_app((1920, 1080), speed=8.0)
    try:
        table = open_table(app, bots_played(19, 5), [bot("Ann"), bot("Bob")])
        captions = face_down_after = together = 0
        for _ in range(900):
            frames(app, 1)
            c = table.view.get("combat")
            names = {n.name for n in table.combat_cards.children}
            if "exchange" in names:
                captions += 1
            down = c is not None and any(iid is None for _side, iid in c["chain"])
            if down and captions:
                face_down_after += 1
                # a frame or two while the table catches up with the step; not the round
                together = together + 1 if "exchange" in names else 0
                assert together < 5, "a caption stands under a face-down card"
            if c is None and face_down_after:
                break
        assert captions and face_down_after, (captions, face_down_after)
    finally:
        app.close()

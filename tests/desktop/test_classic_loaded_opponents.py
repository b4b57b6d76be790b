"""Opponents' creatures carrying three attachments and two damage cards, on the 1995 table
with four packs (pl36a #3, seen in a real window at 1920x1080: Bruno's "Vesk Hollowj…" shrank
to a stamp, its attachments' bands over each other, "Rusted Hook-B…" half under "Claim the
Meek", while the row left room free). At 1920x1080 every name in the opponents' areas prints
whole; at 1280x720 each attachment's band shows at least its name's whole line (a name cut at
the band's width is whole on hover), none lying over another's; and nothing there is drawn
under the legible size. Judged on the stage's spots and the texts drawn."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.art import name_band
from engine.games.rage_classic import cards as card_pool
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_loaded_creature import load
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import frames, make_app
from tests.desktop.test_text_readable import min_cap, window_px


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_loaded_opponents_keep_their_names_in_sight(display, size) -> None:
    with tracing():
        app = make_app(size, speed=50.0)
        try:
            table = open_table(app, [bot(n) for n in ("Ada", "Bruno", "Chen", "Dalia")], seed=1)
            table.paused = True
            frames(app, 10)
            state = table.session.state
            for seat in (1, 2):  # two of the opponents
                load(state, seat)
            table._state_id = -1  # the view again, with the cards just attached
            frames(app, 30)
            stage = table.stage
            spots = [
                s
                for s in table.spots
                if layout.TOP.colliderect(s.rect) and s.kind in ("creature", "thing")
            ]
            bands = [s for s in spots if s.kind == "thing" and s.iid in state.things]
            borne = [s for s in bands if state.things[s.iid].host]
            assert len(borne) == 6
            if size == (1920, 1080):
                cut = [(s.card, s.rect) for s in spots if s.data.get("cut")]
                assert not cut, cut
            for s in borne:
                # its face's top edge and its name's band on one line (as art.py draws it)
                w, name = s.rect.w, card_pool.card(s.card).name
                line = max(3, w // 24) + name_band(name, w, stage.faces.least) + 2
                assert s.rect.h + 1 >= line, (s.card, s.rect, line)
            for a in bands:
                for b in bands:
                    assert a is b or not a.rect.colliderect(b.rect), (a.card, b.card)
            trace = trace_frame(app)
            least = min_cap()
            small = [
                (m.text, window_px(app, m))
                for _, m in trace.texts(cards=True)
                if layout.TOP.contains(m.rect) and window_px(app, m) < least
            ]
            assert not small, small
        finally:
            app.close()

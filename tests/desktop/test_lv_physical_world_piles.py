"""A crowded Physical World piles alike prey instead of laying every card over the next
(issue 30: with thirteen cards and more the side laid them over each other, names cut to
"PALLID DR", pills to "by Bru", plates to the Health chip). The stacked 4-seat table of
test_lv_hunting_grounds_room with eight more Pallid Drones: eighteen physical cards, two
Umbra ones. Judged on the frame: each card in the row shows its printed name with nothing
drawn over it, and every physical character is in the row or counted on a "+N more" pile
standing on one of its name."""

from __future__ import annotations

import pytest

from desktop.screens.ccg_kit.stage import base_id, node_box
from desktop.screens.rage_lv.faces import CcgFaces
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import traced_table
from tests.desktop.test_lv_hunting_grounds_room import GROUNDS, _physical, crowded


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "pt-BR"), ((1920, 1080), "en")])
def test_a_crowded_physical_world_piles_alike_prey(display, size, language) -> None:
    # faces of its own, drawn under the trace (a trace reads only what is drawn in it: with
    # the faces another test drew first in the same process, no card's marks were read)
    faces = CcgFaces()
    with traced_table(crowded(2, more=8), language, size, moot=False, faces=faces) as (app, table):
        stage = table.stage
        physical = _physical(table)
        assert len(physical) == 18
        trace = trace_frame(app)
        shown = [i for i in physical if not (stage.cards[i].data or {}).get("piled")]
        for iid in shown:
            box = node_box(stage.cards[iid])
            # the last drawn there: a pile's cards lie under its top, at its place
            draw = [
                d for d in trace.draws if any(m.card for m in d.marks) and d.offset == box.topleft
            ][-1]
            name = min((m for m in draw.marks if m.card), key=lambda m: m.rect.y)
            hidden = sum(d.opaque_over(name.rect) for d in trace.draws[draw.index + 1 :])
            assert hidden <= 1e-6, (iid, name.text, round(hidden, 2))
        # the rest, on piles whose "+N more" is drawn on a card of their name
        drawn = {m.text for _i, m in trace.texts()}
        counted = 0
        for pile in stage.piles:
            if pile.top_iid not in physical:
                continue
            assert all(base_id(i) == base_id(pile.top_iid) for i in pile.under), pile
            with using(app.translations):
                more = _("+{n} more").format(n=len(pile.under))
            assert more in drawn, (more, pile)
            counted += len(pile.under)
        assert len(shown) + counted == len(physical), (len(shown), counted)
        assert len(shown) - len(GROUNDS) >= 8  # the alphas and some of each prey in sight

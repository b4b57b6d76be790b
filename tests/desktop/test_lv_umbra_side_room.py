"""A narrow Umbra side beside a crowded physical one keeps its few cards side by side (pl34b
#6, 4 seats at 1920x1080: a prey lay over the alpha, its pills shrunk to "Pla", "α2" and the
alpha's name cut to "CINDER HOW", the plates staggered). Seed 5, 324 commands in: the Glass
Spring and two Static Wraiths in the Umbra, thirteen cards in the Physical World. Judged on
where the Umbra side's cards are drawn and on the pills drawn on them."""

from __future__ import annotations

import pytest

from desktop.screens.ccg_kit.stage import node_box
from desktop.screens.rage_lv.faces import SMALL
from desktop.screens.rage_lv.stage import PREY_PILL
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import seats_played, traced_table
from tests.desktop.test_lv_crowded_opponents import NAMES
from tests.desktop.test_lv_hunt_plates_whole import PACKS


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "en"), ((1280, 720), "pt-BR")])
def test_the_umbra_sides_cards_lie_side_by_side(display, size, language) -> None:
    session = seats_played(NAMES, 324, 5, PACKS)
    chars = session.view(0)["chars"]
    umbra = [c["iid"] for c in chars if c["umbra"] and (c["where"] == "hunting" or not c["pack"])]
    assert len(umbra) == 2
    with traced_table(session, language, size, moot=False) as (app, table), using(app.translations):
        # each pill as a card wholly in sight says it (a long name cut with "…" where the
        # card is too narrow for it, its tooltip saying it whole)
        fit = table.stage._fit_name
        # (Ann's own prey says "yours" since vt38)
        pills = [_("yours"), fit(_("by {name}"), "Bruno", PREY_PILL, SMALL[0] - 4)]
        drawn = [m.text for _i, m in trace_frame(app).texts()]
        boxes = [node_box(table.stage.cards[iid]) for iid in umbra]
        side = table.stage.sides[0]
    assert not boxes[0].colliderect(boxes[1]), boxes
    assert all(side.contains(b) for b in boxes), (side, boxes)
    for pill in pills:  # not shortened to the strip an overlapping card leaves ("by Pla")
        assert pill in drawn, (pill, [t for t in drawn if t.startswith(pills[0][:2])])

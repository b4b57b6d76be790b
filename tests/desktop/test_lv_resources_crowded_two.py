"""A crowded 2-seat opponent's area (a Totem, two Moots, eight characters) lays no resource
over another (issue 30, vt38: side by side only where the row had room, else overlapping by
half: "TRIAL OF SHA…" lay over Bob's Totem of the Deep Bell). Judged on what is drawn over
the Totem's picture, in both languages and sizes."""

from __future__ import annotations

import pytest

from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_lv_resources_side_by_side import assert_totem_in_sight

TOTEM = "1.deep-bell.1"


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "pt-BR"), ((1920, 1080), "en")])
def test_a_crowded_two_seat_area_leaves_its_totem_in_sight(display, size, language):
    session = voting(seed=9, commands=17)
    view = session.view(0)
    loose = [t["iid"] for t in view["things"] if t["host"] is None and t["owner"] == 1]
    assert TOTEM in loose and len(loose) >= 3, loose
    assert sum(1 for c in view["chars"] if c["owner"] == 1 and c["pack"]) >= 8
    table = assert_totem_in_sight(session, 1, TOTEM, size, language)
    # no resource of Bob's lies over another: each stands whole or piled under the last
    nodes = [table.stage.cards[i] for i in loose if not table.stage.cards[i].data.get("piled")]
    rects = [n.surface.get_rect(center=n.to_world()) for n in nodes]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.colliderect(b), (a, b)

"""In a 2-seat game a Staging Area's resources stand side by side where its row has room
(issue 30, pl36b 031/033/114/147/148: "TRIAL OF SHA…" and "MOOT OF STIL…" lay over Ada's
Totem, Hearth Badger, as they did in narrow areas before test_lv_resources_side_by_side).
Judged on what is drawn over the Totem's picture, in both languages and sizes."""

from __future__ import annotations

import pytest

from tests.desktop.test_ccg_support import bots_played
from tests.desktop.test_lv_resources_side_by_side import assert_totem_in_sight

TOTEM, TRIAL = "1.deep-bell.1", "1.trial-of-words.1"


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "pt-BR"), ((1920, 1080), "en")])
def test_a_trial_leaves_the_totem_beside_it_in_sight(display, size, language):
    session = bots_played(10, 9)  # Bob's Totem of the Deep Bell, then his Trial of Sharp Words
    things = [t["iid"] for t in session.view(0)["things"] if t["host"] is None]
    assert things.index(TOTEM) < things.index(TRIAL)
    table = assert_totem_in_sight(session, 1, TOTEM, size, language)
    # the characters still stand whole in their row: none piled for the room taken
    piled = [n for n in table.stage.cards.values() if (n.data or {}).get("piled")]
    assert piled == [], piled

"""The 1995 table prints its cards' names whole where its panels have the room (issue 30, pl35
#13: at 1280x720 the hands read "Lightning…", "Shield-Br…", "Gathering…" while the Sept hand
with 3 cards filled a third of its panel). Judged on the names the frame prints, at moments of
the keyboard game (tests/engine/classic_pcl_game.py), in English and Portuguese."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic.faces import ClassicFaces
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames
from tests.desktop.test_text_readable import min_cap, window_px

#: the Resource Phase's placing (Gathering at the Ridge in hand); turn 2's round 2 (Shield-
#: Brother, Lightning Snap in the Combat hand)
RESOURCE, EMBER = 17, 135


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("moment", [RESOURCE, EMBER])
def test_hand_cards_print_their_names_whole(display, language, size, moment) -> None:
    with tracing(), pcl_table(language, moment, size, card_faces=ClassicFaces()) as t:
        app, table = t[0], t[1]
        frames(app, 5)
        marks = [m for m in trace_frame(app).in_sight() if m.card]
        hand = [s for s in table.spots if s.kind in ("hand", "combat-hand")]
        assert hand
        least = min_cap() - 0.01
        for spot in hand:
            name = table.stage.pool()[spot.card].name
            top = spot.rect.copy()
            top.h = spot.rect.h // 3  # the name band
            printed = sorted((m for m in marks if top.contains(m.rect)), key=lambda m: m.rect.y)
            said = "".join(m.text if m.text.endswith("-") else m.text + " " for m in printed)
            assert said.strip() == name, (name, [m.text for m in printed])
            small = [(m.text, window_px(app, m)) for m in printed if window_px(app, m) < least]
            assert not small, small

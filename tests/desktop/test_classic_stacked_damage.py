"""A creature's stacked damage cards do not make its row smaller (issue 30): the row keeps
room for its deepest damage T, and each further crosswise card lay a step lower, so Little
Ember's third damage card drew Keeper Ashgrove beside it at 124 px, where one damage card
left it 140. Judged on the cards drawn at two moments of the keyboard game
(tests/engine/classic_pcl_game.py): Little Ember with one damage card, and with three."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic.faces import ClassicFaces
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames
from tests.desktop.test_text_readable import min_cap, window_px

#: Little Ember with one damage card (turn 1's Redraw Phase), with three (turn 3's)
ONE, THREE = 80, 200


def drawn(language: str, moment: int, size: tuple[int, int]) -> tuple[dict, list]:
    """Each creature's drawn rectangle and the damage cards' spots, and the damage plate's
    texts drawn, at the moment."""
    with tracing(), pcl_table(language, moment, size, card_faces=ClassicFaces()) as t:
        app, table = t[0], t[1]
        frames(app, 3)
        ember = table.view["creatures"]
        hurt = [c for c in ember if c["iid"] == "0.little-ember"][0]
        count = len(hurt["damage"])
        creatures = {s.iid: s.rect.copy() for s in table.spots if s.kind == "creature"}
        strips = [s.rect.copy() for s in table.spots if s.kind == "damage"]
        plate = [
            (m.text, window_px(app, m))
            for m in trace_frame(app).in_sight()
            if "damage" in m.text or "dano" in m.text
        ]
        return {"count": count, "creatures": creatures}, [strips, plate]


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_three_damage_cards_keep_the_rows_size(display, language, size) -> None:
    one, _ = drawn(language, ONE, size)
    three, (strips, plate) = drawn(language, THREE, size)
    assert (one["count"], three["count"]) == (1, 3)
    for iid in ("0.keeper-ashgrove", "0.little-ember"):
        assert three["creatures"][iid].size == one["creatures"][iid].size, iid
    # each damage card still has its strip to hover, and the plate reads
    assert len(strips) == 3 and all(r.h >= 4 for r in strips), strips
    assert plate and all(px >= min_cap() - 0.01 for _t, px in plate), plate

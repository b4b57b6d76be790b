"""An alpha's pills in the Hunting Grounds keep to the card's top-left edge (issue 30, pl36b
075/088: "Jogador 1 / ALPHA 1 / RITO 2" stacked across the middle hid the whole picture).
Two pills or more take their short forms side by side where they fit. Judged on the pills
the table puts on each alpha, at 1280x720 in Portuguese and 1920x1080 in English."""

from __future__ import annotations

import pytest

from engine.i18n import using
from tests.desktop.test_ccg_support import make_app, paused_at


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "pt-BR"), ((1920, 1080), "en")])
def test_an_alphas_pills_stand_in_one_row_at_its_left_edge(display, size, language) -> None:
    app = make_app(size, speed=50.0, language=language)
    try:
        with using(app.translations):
            table = paused_at(app, 36, 1)
        assert table.view["phase"] == "alpha" and len(table.view["alphas"]) == 2
        for iid in table.view["alphas"]:
            node = table.stage.cards[iid]
            w = node.surface.get_width()
            tags = [n for n in node.children if n.name == "deco-tag"]
            assert len(tags) == 2, iid  # its player's name and its alpha's order
            lefts = sorted(t.x - t.surface.get_width() / 2 for t in tags)
            assert lefts[0] <= -w / 2 + 12, (iid, lefts, w)  # at the left edge
            assert len({t.y for t in tags}) == 1, (iid, [t.y for t in tags])  # one row
            assert any(t.data["text"].startswith("α") for t in tags), iid
    finally:
        app.close()

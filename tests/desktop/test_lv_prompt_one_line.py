"""The prompt line under my row keeps to one line, clear of my characters' stat strips, and a
prompt too long for it is whole on hover (issue 30, 116: "Nenhum dos seus Garou pode votar
agora: Cinder Howl, … já votaram neste turno. Passe." ran to two lines over the stat strips of
the whole row)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from desktop.screens.rage_lv import layout
from engine.games.rage_lv import vote_stakes
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import bots_played, traced_table
from tests.desktop.test_text_readable import min_cap, whole_on_hover, window_px


@pytest.mark.parametrize(
    ("language", "size"), [("pt-BR", (1280, 720)), ("en", (1920, 1080))], ids=["720p", "1080p"]
)
def test_a_long_prompt_keeps_to_one_line_clear_of_the_strips(display, language, size) -> None:
    session = bots_played(24, seed=1)  # Ann's six Garou have voted: the bar says so, long
    with traced_table(session, language, size) as (app, table):
        with using(language):
            whole = f"{vote_stakes.no_vote(table.view)} {_('Pass.')}"
        node = table.prompt_node
        box = node.surface.get_rect(center=(round(node.x), round(node.y)))
        drawn = [m for _, m in trace_frame(app).texts()]
        lines = [m for m in drawn if box.contains(m.rect) and m.text.strip()]
        assert len(lines) == 1, [m.text for m in lines]
        line = lines[0]
        assert " ".join(line.text.removesuffix("…").split()) in " ".join(whole.split())
        assert window_px(app, line) >= min_cap() - 0.01
        mine = [r for r in table.stage.label_boxes() if r.y > layout.MINE.y]
        assert mine and not [r for r in mine if r.colliderect(box)], (box, mine)
        if line.text != whole:
            assert whole_on_hover(app, replace(line, whole=whole)), whole

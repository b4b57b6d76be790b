"""A card's zoom shows its whole text (issue 30: the flavour was cut even in the zoom, "Grey
from muzzle to tail, and still the first …"). Where the face cuts its text at the zoom's
size, the text stands in full beside it. Judged on the texts drawn by the zoom, pointed at."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv.art import CcgArt
from desktop.screens.rage_lv.art_data import build_face
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_lv_crowded_opponents import NAMES, four_seats_at
from tests.desktop.test_table_support import frames, frames_until, motion


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_zoom_of_a_long_card_shows_its_whole_text(display, language):
    session = four_seats_at(3)
    design = CcgArt()
    design.pool.ensure()
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person("Ann")] + [bot(n) for n in NAMES[1:]])
                face = build_face(design.pool, design.pool.card("dry-wash"), "", 0)
            table.paused = True
            frames_until(app, lambda: not table.settling())
            wash = next(k for k in table.stage.cards if "dry-wash" in k)
            frames(app, 30, [motion(app, table.stage.cards[wash].to_world())])
            zoom = table.stage.preview
            assert zoom.visible and zoom.surface is not None
            boxes = [zoom.surface.get_rect(center=(round(zoom.x), round(zoom.y)))]
            for child in zoom.children:  # what stands with the zoom (its text beside it)
                if child.surface is not None:
                    at = child.to_world()
                    boxes.append(child.surface.get_rect(center=(round(at[0]), round(at[1]))))
            drawn = " ".join(
                m.text
                for _i, m in trace_frame(app).texts(cards=True)
                if any(b.contains(m.rect) for b in boxes) and not m.text.endswith("…")
            )
            for part in (face.rules, face.flavor):
                last = " ".join(part.split()[-3:])
                assert last in drawn, (last, drawn)
        finally:
            app.close()

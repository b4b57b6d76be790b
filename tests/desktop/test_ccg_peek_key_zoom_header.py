"""The zoom the arrow keys put up keeps an opened area's header in sight (issue 30, met in a
real window at 1920x1080 on the 1995 table): the arrows on an opponent's card open its area
and zoom the card beside it, and that zoom covered the area's own header on the table
("Ada · Gaia · Th…"). Now it stands clear of the header as of the opened view.

Driven through the app's frame with arrow keys, 2 seats at 1920x1080 and 4 at 1280x720;
the header is the area's labels as the table drew them, above its cards.
"""

from __future__ import annotations

import pygame

from desktop.app import App
from desktop.screens.rage_classic.table import ClassicTable
from tests.desktop.layout_trace import keep_shot
from tests.desktop.test_ccg_peek_rest import still  # noqa: F401
from tests.desktop.test_table_support import frames, key


def _zoom(table: ClassicTable) -> pygame.Rect | None:
    preview = table.stage.preview
    if not preview.visible or preview.surface is None:
        return None
    return preview.surface.get_rect(center=(round(preview.x), round(preview.y)))


def test_the_key_zoom_leaves_the_opened_areas_header_in_sight(
    still: tuple[App, ClassicTable],  # noqa: F811
) -> None:
    app, table = still
    # the first opponent down to two characters (as the play helper met it): its view is
    # narrow, and the zoom beside its first card missed the view, not the header
    view = table.model.view
    few = [c for c in view["creatures"] if c["pack"] == 1][:2]
    view["creatures"] = [c for c in view["creatures"] if c["pack"] != 1 or c in few]
    table._cards_due, table._hud_due, table._hud_next = True, True, 0
    frames(app, 10)
    peek, areas = table.stage.peek, table.stage.peek_areas()
    wrong: list[str] = []
    seen = 0
    for _ in range(40):
        frames(app, 1, [key(pygame.K_LEFT)])
        frames(app, 10)
        if not peek.is_open:
            continue
        area = areas[peek.seat]
        # its cards' tops (the pile line is part of the header: it shares the name's line
        # where the area is wide)
        cards = [s for s in table.spots if s.kind != "pile"]
        tops = [s.rect.top for s in cards if area.collidepoint(s.rect.center)]
        header = [r for _t, r in table.labels if area.contains(r) and r.bottom <= min(tops)]
        assert header, f"no header drawn in {area}"
        zoom = _zoom(table)
        assert zoom is not None, "the focused card shows no zoom"
        seen += 1
        covered = [r for r in header if zoom.colliderect(r)]
        if covered:
            keep_shot(app, f"key-zoom-header-{table.seats}")
            wrong.append(f"the zoom {zoom} covers the header at {covered}")
        if zoom.colliderect(peek.box):
            wrong.append(f"the zoom {zoom} covers the opened view {peek.box}")
        if not pygame.Rect((0, 0), app.logical_size).contains(zoom):
            wrong.append(f"the zoom {zoom} is not whole in the window")
    assert seen, "the arrows never opened an area"
    assert not wrong, "\n".join(wrong)

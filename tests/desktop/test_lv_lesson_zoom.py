"""The relaunch lessons in a real window at 1920x1080: a card under the pointer was zoomed in
the sidebar's log place, where the lesson's coach panel is, so only the card's title showed
above the panel. In a lesson the zoom now lies beside the sidebar, clear of the panel."""

from __future__ import annotations

import pygame

from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_learn import home, make_app  # noqa: F401
from tests.desktop.test_table_support import frames, motion


def test_a_zoomed_card_is_not_under_the_coach_panel(display, home) -> None:  # noqa: F811
    app = make_app()
    table = lesson_at(app, "rage-lv", "pack", lambda t, step: True)
    spot = next(s for s in table.spots if s.kind == "hand")
    frames(app, 2, [motion(app, spot.rect.center)])
    frames(app, 30)
    preview = table.stage.preview
    assert preview.visible and preview.surface is not None
    w, h = preview.surface.get_size()
    zoom = pygame.Rect(0, 0, w, h)
    zoom.center = (int(preview.x), int(preview.y))
    assert not zoom.colliderect(table.coach_rect()), (zoom, table.coach_rect())
    assert pygame.Rect(0, 0, *app.logical_size).contains(zoom)
    app.close()

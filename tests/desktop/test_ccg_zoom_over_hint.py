"""A card's zoom is drawn over the Hint's box and the buttons (issue 30, met in a real window
at 1920x1080 on the 1995 table): at a combat step with the Hint's box up, pointing at a card
of the Combat hand zoomed it under the box and the Ready/Actions/Help buttons, which hid its
text. Now nothing drawn after the zoom covers it.

The 1995 lesson "bluff" at its first combat step in the app's real frame, the Hint asked
by key and each Combat card pointed at; the frame traced by `layout_trace` (which knows what
each draw covers).
"""

from __future__ import annotations

import pygame

from tests.desktop.layout_trace import keep_shot, trace_frame, tracing
from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_ccg_focus_in_combat import in_combat_at
from tests.desktop.test_learn import home, make_app  # noqa: F401
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import frames, key, motion

HIDDEN = 0.005  # the least share of the zoom a later draw may hide (as test_ccg_peek_zoom)


def test_a_combat_cards_zoom_is_drawn_over_the_hint_and_the_buttons(
    display,
    home,  # noqa: F811
) -> None:
    with tracing():
        app = make_app()
        try:
            table = lesson_at(app, "rage-classic", "bluff", in_combat_at("assign"))
            frames(app, 1, [key(pygame.K_SLASH, "?")])
            wait_for_hint(app, table)
            frames(app, 3)
            box = table.assist.hint_rect
            assert box is not None, "the hint is not drawn"
            buttons = [w.rect for w in table.widgets.widgets if w.visible]
            cards = [s for s in table.spots if s.kind == "combat-hand"]
            assert cards, "no card in the Combat hand"
            wrong: list[str] = []
            met = 0  # zooms that reach the box or a button (the case the test is about)
            for spot in cards:
                frames(app, 3, [motion(app, spot.rect.center)])
                preview = table.stage.preview
                assert preview.visible and preview.surface is not None, "no zoom"
                zoom = preview.surface.get_rect(center=(round(preview.x), round(preview.y)))
                met += zoom.colliderect(box) or zoom.collidelist(buttons) >= 0
                trace = trace_frame(app)
                drawn = [d for d in trace.draws if trace.names.get(id(d.origin)) == "preview-card"]
                assert drawn, "the zoom is not drawn"
                # the coach's pulsing ring around the card to play stays on top: the lesson's
                # finger, not what the box and buttons hid
                rings = [
                    r.inflate(40, 40)
                    for target in table.coach.panel().highlight
                    for r in table.coach_spots(target)
                ]
                over = [
                    trace.describe(d)
                    for d in trace.draws[drawn[-1].index + 1 :]
                    if d.opaque_over(zoom) > HIDDEN and not any(r.contains(d.rect) for r in rings)
                ]
                if over:
                    keep_shot(app, "zoom-over-hint")
                wrong += [f"{spot.card}: {o} drawn over its zoom {zoom}" for o in over]
        finally:
            app.close()
    assert met, "no zoom reached the Hint's box or a button"
    assert not wrong, "\n".join(wrong)

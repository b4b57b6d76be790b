"""A lesson's coach rings the card to play; pointing at that card zooms it, and the zoom was
drawn under the ring (the coach draws after the table), so an empty yellow frame crossed the
card's text. The ring now leaves out what the table draws over its play (`overlay_boxes`):
the zoom stays whole, and the ring still shows around the rest of the card."""

from __future__ import annotations

import pygame
import pytest

from desktop.learn.table import CoachMixin
from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_learn import home, make_app  # noqa: F401
from tests.desktop.test_table_support import frames, motion


def _differing(a: pygame.Surface, b: pygame.Surface, box: pygame.Rect) -> int:
    """Pixels of `box` where the two frames differ by more than blending would."""
    one = pygame.image.tobytes(a.subsurface(box), "RGB")
    two = pygame.image.tobytes(b.subsurface(box), "RGB")
    return sum(
        1 for i in range(0, len(one), 3) if max(abs(one[i + k] - two[i + k]) for k in range(3)) > 12
    )


@pytest.mark.parametrize(
    ("game", "lesson_id", "step"), [("ragers", "attacks", 4), ("rage-classic", "turn", 2)]
)
def test_the_ring_goes_under_the_zoom_of_the_card_it_rings(
    display,  # noqa: ARG001
    home,  # noqa: F811, ARG001
    game: str,
    lesson_id: str,
    step: int,
) -> None:
    app = make_app()
    steps = iter(range(1000))
    table = lesson_at(app, game, lesson_id, lambda t, s: next(steps) == step)
    target = next(t for t in table.coach.panel().highlight if t.startswith("card:"))
    ringed = table.coach_spots(target)[0]
    frames(app, 2, [motion(app, ringed.center)])
    frames(app, 40)
    screen = pygame.Rect((0, 0), app.logical_size)
    zooms = [b.clip(screen) for b in table.overlay_boxes() if b.colliderect(ringed.inflate(28, 28))]
    assert zooms, "the card's zoom is not beside its ring: the test no longer sees the case"
    coached = pygame.Surface(app.logical_size)
    bare = pygame.Surface(app.logical_size)
    table.draw(coached)
    super(CoachMixin, table).draw(bare)
    panel = table.coach_rect()
    for zoom in zooms:
        for part in _outside(zoom, panel):
            assert _differing(coached, bare, part) == 0, (zoom, part)
    # the ring is still drawn where the zoom is not
    ring = ringed.inflate(28, 28).clip(screen)
    assert _differing(coached, bare, ring) > 0


def _outside(box: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """`box` less `hole`, as up to four rectangles."""
    if not box.colliderect(hole):
        return [box]
    cut = box.clip(hole)
    parts = [
        pygame.Rect(box.left, box.top, box.width, cut.top - box.top),
        pygame.Rect(box.left, cut.bottom, box.width, box.bottom - cut.bottom),
        pygame.Rect(box.left, cut.top, cut.left - box.left, cut.height),
        pygame.Rect(cut.right, cut.top, box.right - cut.right, cut.height),
    ]
    return [p for p in parts if p.width > 0 and p.height > 0]

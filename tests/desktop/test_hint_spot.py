"""Where the CCG tables' Hint box stands (`desktop.screens.ccg_kit.hint_spot`): whatever the
table holds, the box is on screen under the edition's bar, never over what is clicked where
a place clear of it is offered, and over a list it keeps the list's title in sight."""

from __future__ import annotations

import pygame
from hypothesis import given
from hypothesis import strategies as st

from desktop.screens.ccg_kit.hint_spot import HintGround, HintSpot, least_covering, over_list

SCREEN = (1280, 720)

rects = st.builds(
    pygame.Rect,
    st.integers(0, SCREEN[0] - 20),
    st.integers(0, SCREEN[1] - 20),
    st.integers(10, 400),
    st.integers(10, 300),
)
sizes = st.tuples(st.integers(120, 520), st.integers(40, 260))
places = st.lists(
    st.tuples(st.integers(0, SCREEN[0]), st.integers(0, SCREEN[1])), min_size=1, max_size=8
)
grounds = st.builds(
    HintGround,
    top=st.integers(4, 60),
    tags=st.lists(rects, max_size=3),
    headings=st.lists(rects, max_size=3),
    keep_clear=st.lists(rects, max_size=4),
    readable=st.lists(rects, max_size=6),
    clickable=st.lists(rects, max_size=4),
)


def _box(spot: tuple[int, int], size: tuple[int, int]) -> pygame.Rect:
    box = pygame.Rect((0, 0), size)
    box.bottomright = spot
    return box


@given(places, sizes, grounds)
def test_the_box_is_on_screen_and_clear_of_what_is_clicked_where_it_can_be(
    offered: list[tuple[int, int]], size: tuple[int, int], ground: HintGround
) -> None:
    found = least_covering(offered, size, ground, SCREEN, ground.clickable)
    box = _box(found, size)
    assert box.top >= ground.top and box.bottom <= SCREEN[1] - 4
    assert box.left >= 0 and box.right <= SCREEN[0]
    free = [
        p
        for p in offered
        if _box(p, size).top >= ground.top
        and _box(p, size).bottom <= SCREEN[1] - 4
        and _box(p, size).left >= 0
        and _box(p, size).right <= SCREEN[0]
        and _box(p, size).collidelist(ground.clickable) < 0
    ]
    if free:
        assert found in free, (found, free)
        assert box.collidelist(ground.clickable) < 0


def test_of_the_free_places_the_one_that_covers_least_is_taken() -> None:
    card = pygame.Rect(900, 400, 200, 280)
    ground = HintGround(top=50, readable=[card])
    over_card, beside = (card.right, card.bottom), (card.left - 10, card.bottom)
    assert least_covering([over_card, beside], (300, 120), ground, SCREEN, []) == beside
    # a kept-clear text weighs more than any amount of card covered
    ground = HintGround(top=50, readable=[card], keep_clear=[pygame.Rect(700, 600, 50, 20)])
    assert least_covering([beside, over_card], (300, 120), ground, SCREEN, []) == over_card


@given(rects, sizes, grounds)
def test_over_a_list_the_box_keeps_to_the_lists_title(
    listed: pygame.Rect, size: tuple[int, int], ground: HintGround
) -> None:
    asked: list[int] = []

    def stand_below(top: int) -> int:
        asked.append(top)
        return top

    spot = over_list(listed, size, lambda: None, ground, SCREEN[1], stand_below)
    assert isinstance(spot, HintSpot)
    box = _box(spot.bottomright, size)
    assert box.top >= ground.top
    under = box.top > listed.bottom  # only where it stood under the list, clear of it
    if not under:
        list_top = asked[-1] if asked else listed.top
        # above the list's title, unless the screen is too short for both
        assert box.bottom <= list_top - 6 or box.bottom == size[1] + ground.top

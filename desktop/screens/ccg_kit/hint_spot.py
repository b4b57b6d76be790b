"""Where a CCG table's Hint box stands: geometry over what the table holds now.

Each edition answers one question, what its table holds (`HintGround`, from
`CcgTable.hint_ground`), and these functions place the box: on the table where it covers least
(`least_covering`), or over an open list of moves (`over_list`). The place and the width the
box takes there come back together (`HintSpot`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

#: the least room between the hint's box under a list and a heading below it
HINT_GAP = 8
#: the room kept between the hint's box and a list's title under it
LIST_GAP = 6

Size = tuple[int, int]
Point = tuple[int, int]


@dataclass(frozen=True)
class HintGround:
    """What the hint's box keeps to on the table now, each as screen rectangles."""

    #: the highest its top edge stands (an edition's bar above it is never covered)
    top: int = 4
    #: the seats' tags on show ("to play"...): covered only where it can stand nowhere else
    tags: list[pygame.Rect] = field(default_factory=list)
    #: the bar and the bands' headings: above a list the box stands under them, as under tags
    headings: list[pygame.Rect] = field(default_factory=list)
    #: texts to read that it must not cover where it can stand elsewhere
    keep_clear: list[pygame.Rect] = field(default_factory=list)
    #: over a list: what beside it the move depends on (a combat's summary)
    keep_clear_over_list: list[pygame.Rect] = field(default_factory=list)
    #: what it covers as little of as it can (cards on the table, labels), headings aside
    readable: list[pygame.Rect] = field(default_factory=list)
    #: what the person clicks: never covered (cards in hand, buttons)
    clickable: list[pygame.Rect] = field(default_factory=list)


@dataclass(frozen=True)
class HintSpot:
    """Where the box stands (its bottom-right) and how wide: None for its own width, or a
    list's width where its own left it too tall under that list."""

    bottomright: Point
    width: int | None = None


def least_covering(
    places: Sequence[Point],
    size: Size,
    ground: HintGround,
    screen: Size,
    clickable: list[pygame.Rect],
) -> Point:
    """Of `places` where the box is on screen and covers nothing in `clickable`, one clear of
    the kept-clear texts and the tags if any is, and of those the one that covers least of
    what is read (the earlier on a tie); else the first. Never cut by the screen's edges (a
    place at a narrow band's right end stood the box off the window's left edge)."""
    screen_w, screen_h = screen
    clear = ground.keep_clear + ground.tags
    readable = ground.readable + ground.headings
    free = []
    for place in places:
        box = pygame.Rect((0, 0), size)
        box.bottomright = place
        on_screen = box.top >= ground.top and box.bottom <= screen_h - 4
        on_screen = on_screen and box.left >= 0 and box.right <= screen_w
        if on_screen and box.collidelist(clickable) < 0:
            free.append((place, box))

    def cost(box: pygame.Rect) -> tuple[bool, int]:
        # the first place covered the player's own cards where the Hunting Grounds stood
        # empty beside it (issue 30)
        covered = 0
        for r in clear + readable:
            part = box.clip(r)
            covered += part.w * part.h
        return box.collidelist(clear) >= 0, covered

    found = min(free, key=lambda pb: cost(pb[1]))[0] if free else places[0]
    # nowhere clear (above a tall list there is no room): on the screen all the same, not cut
    # by its edges (nor over the edition's bar)
    right = min(max(found[0], size[0]), screen_w)
    return right, min(max(found[1], size[1] + ground.top), screen_h - 4)


def over_list(
    listed: pygame.Rect,
    size: Size,
    wide: Callable[[], Size | None],
    ground: HintGround,
    screen_h: int,
    stand_below: Callable[[int], int],
) -> HintSpot:
    """Where the box stands over a list of moves: above it rather than over its rows, as wide
    to the right, and clear of the seats' tags; `stand_below` lowers the list where that leaves
    it no room and says where its top then stands (a long list's title was under a long hint,
    and a short one's hint covered the combat's "to play" tag above it). `wide` measures the
    box at the list's own width, where that is asked."""
    tags = ground.tags + ground.headings
    box = pygame.Rect((0, 0), size)
    box.bottomright = (listed.right, listed.top - LIST_GAP)
    box.top = max(ground.top, box.top)
    # as wide to the left where the right covers what must be read beside the list (the
    # combat's summary was under it)
    keep = ground.keep_clear_over_list
    if box.collidelist(keep) >= 0:
        left = box.copy()
        left.left = listed.left
        if left.collidelist(keep) < 0:
            box = left
        else:  # both cover it (a 4-seat combat's defenders, issue 30): under the list
            under = under_list(listed, size, wide, ground, screen_h)
            if under is not None:
                return under
    for _tag in tags:  # below every tag it would cover
        hit = [r for r in tags if box.colliderect(r)]
        if not hit:
            break
        box.top = max(r.bottom for r in hit) + 4
    list_top = listed.top
    if box.bottom + LIST_GAP > list_top:
        list_top = stand_below(box.bottom + LIST_GAP)
    # a screen too short for both: the box keeps to the list's title all the same (under the
    # edition's bar: over it, it hid what the bar said to do)
    box.bottom = max(min(box.bottom, list_top - LIST_GAP), size[1] + ground.top)
    return HintSpot(box.bottomright)


def under_list(
    listed: pygame.Rect,
    size: Size,
    wide: Callable[[], Size | None],
    ground: HintGround,
    screen_h: int,
) -> HintSpot | None:
    """A place for the box just under a list, as wide to its right or to its left, on screen
    and clear of what is kept clear over a list, the tags, the headings and what is clicked, a
    gap above what is under it; as wide as the list where its own width leaves it too tall (a
    longer Portuguese hint ended on "Mão de combate", issue 30); None where none is."""
    avoid = ground.keep_clear_over_list + ground.tags + ground.headings + ground.clickable

    def at(shape: Size, width: int | None) -> HintSpot | None:
        for x in ("right", "left"):
            box = pygame.Rect((0, 0), shape)
            box.top = listed.bottom + LIST_GAP
            setattr(box, x, getattr(listed, x))
            below = box.inflate(0, HINT_GAP).move(0, HINT_GAP // 2)  # its gap under it
            if below.bottom <= screen_h - 4 and below.collidelist(avoid) < 0:
                return HintSpot(box.bottomright, width)
        return None

    found = at(size, None)
    if found is None and (shape := wide()) is not None:
        found = at(shape, listed.w)
    return found

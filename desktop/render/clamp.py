"""Text longer than anything could show, cut before a font measures or draws it.

Names and texts come from outside (a player's own cards, a LAN host's cards, save files), so
one may be 60,000 characters long: drawn whole it made a 480,000-pixel-wide surface that
`smoothscale` could not allocate, and the process aborted (issue 29). Every helper that fits
or draws text cuts it here first, with an ellipsis, to what its box could ever hold.
"""

from __future__ import annotations

from typing import Protocol


class Measures(Protocol):
    """A font, as far as cutting text needs it (pygame.font.Font)."""

    def size(self, text: str, /) -> tuple[int, int]: ...


ELLIPSIS = "…"
#: Pixels a character takes at the least, at the smallest size text is drawn: a line longer
#: than its width over this cannot fit at any size.
MIN_CHAR_PX = 2
#: Pixels a line of text takes at the least, at the smallest size.
MIN_LINE_PX = 5
#: Characters of one line drawn with no box to fit (a label): wider than any window at any
#: size we draw text.
MAX_LINE = 1000


def clamp(text: str, width: int | None = None) -> str:
    """`text` cut to what one line `width` pixels wide (default: any window) could show."""
    most = MAX_LINE if width is None else max(1, min(MAX_LINE, width // MIN_CHAR_PX))
    return text if len(text) <= most else text[: most - 1] + ELLIPSIS


def clamp_block(text: str, width: int, height: int) -> str:
    """`text` cut to what a box of lines `width` x `height` pixels could show."""
    lines = max(1, height // MIN_LINE_PX)
    most = max(1, width // MIN_CHAR_PX) * lines
    return text if len(text) <= most else text[: most - 1] + ELLIPSIS


def truncate(font: Measures, text: str, width: int) -> str:
    """`text` as it fits one line `width` pixels wide in `font`: whole, or its longest start
    that fits with an ellipsis ("" if not even that does). A search, not a character at a
    time: measuring is the cost, and a text may be long."""
    text = clamp(text, width)
    if font.size(text)[0] <= width:
        return text
    low, high = 0, len(text)  # the longest start that fits is in [low, high)
    while high - low > 1:
        mid = (low + high) // 2
        if font.size(text[:mid].rstrip() + ELLIPSIS)[0] <= width:
            low = mid
        else:
            high = mid
    start = text[:low].rstrip()
    return start + ELLIPSIS if font.size(start + ELLIPSIS)[0] <= width and start else ""

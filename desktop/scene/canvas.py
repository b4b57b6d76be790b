"""The logical canvas, which remembers what each frame drew, so the app can tell what changed.

Screens draw on a `RecordingCanvas` exactly as on any surface. While a frame is recorded
(`with canvas.recording():`) every blit, fill and `pygame.draw` call on it is also noted as
an *operation*: what was drawn, where, and the rectangle it touched. Comparing two frames'
operations (`damage`) gives the rectangles whose pixels may differ, without comparing a
single pixel; the app presents only those (or nothing, when nothing changed).

The contract that makes this exact: a surface once blitted is not drawn into in place
afterwards (make a new one; alpha changes are fine, they are part of the operation). The
scene's surface cache already asks this of node surfaces. Anything the canvas cannot
describe (a subsurface drawn into, `set_at`, `scroll`) counts as changed every frame.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import pygame

RectTuple = tuple[int, int, int, int]
#: One drawing operation: the rectangle it touched first, then whatever identifies it.
Op = tuple[Any, ...]

#: The `pygame.draw` functions, each of which takes the target surface first.
DRAW_FUNCTIONS = (
    "aacircle",
    "aaline",
    "aalines",
    "arc",
    "circle",
    "ellipse",
    "line",
    "lines",
    "polygon",
    "rect",
)


class RecordingCanvas(pygame.Surface):
    """A surface that notes its drawing operations while `recording()`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ops: list[Op] | None = None

    # -- recording --------------------------------------------------------------------------

    @contextmanager
    def recording(self) -> Iterator[list[Op]]:
        """Record this frame's operations (and `pygame.draw` calls on this canvas)."""
        self.ops = []
        ops = self.ops
        try:
            with _drawing_recorded():
                yield ops
        finally:
            self.ops = None

    def note(self, rect: pygame.Rect | RectTuple, *key: Any) -> None:
        """Record an operation that touched `rect`, identified by `key`."""
        if self.ops is not None:
            self.ops.append((tuple(rect), *key))

    def note_volatile(self, rect: pygame.Rect | RectTuple) -> None:
        """Record that `rect` changed in a way that cannot be compared: always damaged."""
        self.note(rect, object())

    # -- the drawing methods, recorded ------------------------------------------------------

    def blit(  # type: ignore[override]
        self,
        source: pygame.Surface,
        dest: Any = (0, 0),
        area: Any = None,
        special_flags: int = 0,
    ) -> pygame.Rect:
        rect = super().blit(source, dest, area, special_flags)
        if self.ops is not None:
            self.ops.append(_blit_op(rect, source, dest, area, special_flags))
        return rect

    def blits(  # type: ignore[override]
        self, blit_sequence: Any, doreturn: bool | int = True
    ) -> list[pygame.Rect] | None:
        if self.ops is None:
            return super().blits(blit_sequence, doreturn)
        items = list(blit_sequence)
        rects = super().blits(items, True) or []
        ops = self.ops
        for item, rect in zip(items, rects, strict=True):
            area = item[2] if len(item) > 2 else None
            flags = item[3] if len(item) > 3 else 0
            ops.append(_blit_op(rect, item[0], item[1], area, flags))
        return rects if doreturn else None

    def fblits(self, blit_sequence: Any, special_flags: int = 0) -> None:  # type: ignore[override]
        self.blits(((src, dest, None, special_flags) for src, dest in blit_sequence), False)

    def fill(  # type: ignore[override]
        self, color: Any, rect: Any = None, special_flags: int = 0
    ) -> pygame.Rect:
        touched = super().fill(color, rect, special_flags)
        if self.ops is not None:
            self.ops.append((tuple(touched), "fill", _freeze(color), special_flags))
        return touched

    def subsurface(self, *args: Any) -> pygame.Surface:
        sub = super().subsurface(*args)
        # What is drawn into it later is not seen here: count its area as changed.
        self.note_volatile(sub.get_abs_offset() + sub.get_size())
        return sub

    def set_at(self, pos: Any, color: Any) -> None:  # type: ignore[override]
        super().set_at(pos, color)
        self.note_volatile((int(pos[0]), int(pos[1]), 1, 1))

    def scroll(self, dx: int = 0, dy: int = 0) -> None:  # type: ignore[override]
        super().scroll(dx, dy)
        self.note_volatile(self.get_rect())


def _blit_op(rect: pygame.Rect, source: pygame.Surface, dest: Any, area: Any, flags: int) -> Op:
    if isinstance(dest, pygame.Rect):
        at: Any = (dest.x, dest.y)
    else:
        at = (int(dest[0]), int(dest[1]))
    return (
        tuple(rect),
        source,  # compared by identity: the frame's list keeps it alive, so ids never repeat
        at,
        None if area is None else tuple(pygame.Rect(area)),
        int(flags or 0),
        source.get_alpha(),
    )


def _freeze(value: Any) -> Any:
    """A hashable, comparable copy of a drawing argument (Rects, Colors, lists of points)."""
    if isinstance(value, int | float | str | type(None)):
        return value
    if isinstance(value, pygame.Rect | pygame.FRect):
        return ("rect", tuple(value))
    if isinstance(value, pygame.Color):
        return tuple(value)
    if isinstance(value, pygame.Surface):
        return value
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    try:
        return tuple(_freeze(v) for v in value)
    except TypeError:
        return object()  # something we cannot compare: never equal, so always damaged


# -- pygame.draw on a recording canvas ------------------------------------------------------------


@contextmanager
def _drawing_recorded() -> Iterator[None]:
    """While a frame is recorded, `pygame.draw.*(canvas, ...)` is noted like a blit.

    The draw functions are module functions that write pixels in C, so the only place to see
    them is the module attribute; they are wrapped for the frame and restored after it.
    Calls on any other surface pass straight through.
    """
    module = pygame.draw
    originals = {name: getattr(module, name) for name in DRAW_FUNCTIONS if hasattr(module, name)}
    if any(getattr(fn, "_records_canvas", False) for fn in originals.values()):
        yield  # already wrapped (a canvas recording inside another's frame)
        return
    for name, fn in originals.items():
        setattr(module, name, _recorder(name, fn))
    try:
        yield
    finally:
        for name, fn in originals.items():
            setattr(module, name, fn)


def _recorder(name: str, fn: Callable[..., pygame.Rect]) -> Callable[..., pygame.Rect]:
    @functools.wraps(fn)
    def draw(surface: pygame.Surface, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = fn(surface, *args, **kwargs)
        if isinstance(surface, RecordingCanvas) and surface.ops is not None:
            clip = tuple(surface.get_clip())
            key = (name, _freeze(args), _freeze(kwargs), clip)
            # Anti-aliased edges may reach one pixel past the rectangle pygame reports.
            surface.ops.append((tuple(rect.inflate(2, 2)), *key))
        return rect

    draw._records_canvas = True  # type: ignore[attr-defined]
    return draw


# -- comparing two frames -------------------------------------------------------------------------


def damage(before: Sequence[Op] | None, after: Sequence[Op]) -> list[RectTuple] | None:
    """Rectangles that may differ between two frames' operations; None when unknown (all).

    Operations both frames share at the start and at the end are left out; of the rest,
    those only one frame has are damaged. When the shared ones changed their order, every
    rectangle in between is damaged (a card brought to the front, say).
    """
    if before is None:
        return None
    n, m = len(before), len(after)
    start = 0
    limit = min(n, m)
    while start < limit and before[start] == after[start]:
        start += 1
    end = 0
    while end < limit - start and before[n - 1 - end] == after[m - 1 - end]:
        end += 1
    old = before[start : n - end]
    new = after[start : m - end]
    if not old and not new:
        return []
    old_count, new_count = Counter(old), Counter(new)
    changed = (old_count - new_count) + (new_count - old_count)
    if [op for op in old if op not in changed] != [op for op in new if op not in changed]:
        changed = old_count + new_count  # the shared ones were reordered
    return list(dict.fromkeys(op[0] for op in changed if op[0][2] > 0 and op[0][3] > 0))

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
import math
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
    """A surface that notes its drawing operations while `recording()`.

    With `defer` set, a recorded frame draws nothing while it is recorded: `replay(boxes)`
    then draws the frame's operations, only where they touch `boxes` (clipped to them), or
    all of them (`boxes` None). The pixels outside the boxes are the previous frame's,
    which is exact when the boxes cover the damage between the two frames (`damage`).
    """

    # Class defaults too: pygame's `copy()` makes an instance without calling __init__.
    ops: list[Op] | None = None
    defer = False
    replayed_pixels = 0  # pixels in the boxes replayed so far (tests, benches)
    _pending: list[_Pending] | None = None  # the deferred frame's drawing, in order
    _scratch: pygame.Surface | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ops = None
        self.defer = False
        self.replayed_pixels = 0
        self._pending = None
        self._scratch = None

    # -- recording --------------------------------------------------------------------------

    @contextmanager
    def recording(self) -> Iterator[list[Op]]:
        """Record this frame's operations (and `pygame.draw` calls on this canvas)."""
        self.ops = []
        ops = self.ops
        self._pending = [] if self.defer else None
        done = False
        try:
            with _drawing_recorded():
                yield ops
            done = True
        finally:
            self.ops = None
            if not done and self._pending:
                self.replay(None)  # a frame that failed half-way still leaves a whole picture

    def note(self, rect: pygame.Rect | RectTuple, *key: Any) -> None:
        """Record an operation that touched `rect`, identified by `key`."""
        if self.ops is not None:
            self.ops.append((tuple(rect), *key))

    def note_volatile(self, rect: pygame.Rect | RectTuple) -> None:
        """Record that `rect` changed in a way that cannot be compared: always damaged."""
        self.note(rect, object())

    @property
    def deferring(self) -> bool:
        return self._pending is not None and self.ops is not None

    def replay(self, boxes: Sequence[pygame.Rect] | None) -> None:
        """Draw the deferred frame: every operation (None), or those touching `boxes` (which
        must not overlap), each clipped to its box."""
        pending, self._pending = self._pending, None
        if not pending:
            return
        full = self.get_rect()
        clip = self.get_clip()
        try:
            if boxes is None:
                self.replayed_pixels += full.width * full.height
                _execute(self, pending, full)
                return
            rects = [p[0] for p in pending]
            for box in boxes:
                box = pygame.Rect(box).clip(full)
                if box.width <= 0 or box.height <= 0:
                    continue
                self.replayed_pixels += box.width * box.height
                hits = box.collidelistall(rects)
                if hits:
                    _execute(self, [pending[i] for i in hits], box)
        finally:
            self.set_clip(clip)

    def _materialise(self) -> None:
        """Something reads (or writes round) the canvas mid-frame: draw what is deferred now,
        and the rest of this frame as it comes."""
        if self._pending:
            pending, self._pending = self._pending, None
            clip = self.get_clip()
            try:
                self.replayed_pixels += self.get_width() * self.get_height()
                _execute(self, pending, self.get_rect())
            finally:
                self.set_clip(clip)
        self._pending = None

    def _clip_or_none(self) -> RectTuple | None:
        clip = self.get_clip()
        if clip.x == 0 and clip.y == 0 and clip.size == self.get_size():
            return None
        return (clip.x, clip.y, clip.w, clip.h)

    def scratch(self) -> pygame.Surface:
        """A surface like this canvas to draw on only to learn what a draw call touches."""
        if self._scratch is None or self._scratch.get_size() != self.get_size():
            self._scratch = pygame.Surface(self.get_size(), 0, self)
        self._scratch.set_clip(self.get_clip())
        return self._scratch

    # -- the drawing methods, recorded ------------------------------------------------------

    def blit(
        self,
        source: pygame.Surface,
        dest: Any = (0, 0),
        area: Any = None,
        special_flags: int = 0,
    ) -> pygame.Rect:
        if self.deferring:
            return self._defer_blit(source, dest, area, special_flags)
        rect = super().blit(source, dest, area, special_flags)
        if self.ops is not None:
            self.ops.append(_blit_op(rect, source, dest, area, special_flags))
        return rect

    def blits(self, blit_sequence: Any, doreturn: bool | int = True) -> list[pygame.Rect] | None:
        if self.ops is None:
            return super().blits(blit_sequence, doreturn)
        if self.deferring:
            rects = [
                self._defer_blit(
                    item[0],
                    item[1],
                    item[2] if len(item) > 2 else None,
                    item[3] if len(item) > 3 else 0,
                )
                for item in blit_sequence
            ]
            return rects if doreturn else None
        items = list(blit_sequence)
        rects = super().blits(items, True) or []
        ops = self.ops
        for item, rect in zip(items, rects, strict=True):
            area = item[2] if len(item) > 2 else None
            flags = item[3] if len(item) > 3 else 0
            ops.append(_blit_op(rect, item[0], item[1], area, flags))
        return rects if doreturn else None

    def fblits(self, blit_sequence: Any, special_flags: int = 0) -> None:
        self.blits(((src, dest, None, special_flags) for src, dest in blit_sequence), False)

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        if self.deferring:
            clip = self.get_clip()
            touched = clip if rect is None else pygame.Rect(rect).clip(clip)
            assert self.ops is not None and self._pending is not None
            self.ops.append((tuple(touched), "fill", _freeze(color), special_flags))
            self._pending.append(
                (touched, None, "fill", _copy_arg(color), pygame.Rect(touched), special_flags)
            )
            return pygame.Rect(touched)
        touched = super().fill(color, rect, special_flags)
        if self.ops is not None:
            self.ops.append((tuple(touched), "fill", _freeze(color), special_flags))
        return touched

    def _defer_blit(
        self, source: pygame.Surface, dest: Any, area: Any, special_flags: int
    ) -> pygame.Rect:
        """Note a blit to draw at `replay`, and return the rectangle pygame would."""
        if isinstance(dest, pygame.Rect | pygame.FRect):
            x, y = dest.x, dest.y
        else:
            x, y = dest[0], dest[1]
        sw, sh = source.get_size()
        if area is None:
            rect = _covering(x, y, sw, sh)
            area_copy = None
        else:
            asked = pygame.Rect(area)
            inside = asked.clip(0, 0, sw, sh)
            rect = _covering(x, y, inside.width, inside.height)
            if inside.topleft != asked.topleft:  # pygame may shift the target: either place
                rect = rect.union(rect.move(inside.x - asked.x, inside.y - asked.y))
            area_copy = asked
        rect = rect.clip(self.get_clip())
        flags = int(special_flags or 0)
        alpha = source.get_alpha()
        assert self.ops is not None and self._pending is not None
        self.ops.append((tuple(rect), source, (int(x), int(y)), _area_key(area), flags, alpha))
        self._pending.append(
            (rect, self._clip_or_none(), "blit", source, (x, y), area_copy, flags, alpha)
        )
        return rect

    def subsurface(self, *args: Any) -> pygame.Surface:
        self._materialise()
        sub = super().subsurface(*args)
        # What is drawn into it later is not seen here: count its area as changed.
        self.note_volatile(sub.get_abs_offset() + sub.get_size())
        return sub

    def set_at(self, pos: Any, color: Any) -> None:
        self._materialise()
        super().set_at(pos, color)
        self.note_volatile((int(pos[0]), int(pos[1]), 1, 1))

    def get_at(self, pos: Any) -> pygame.Color:
        self._materialise()
        return super().get_at(pos)

    def copy(self) -> pygame.Surface:
        self._materialise()
        return super().copy()

    def scroll(self, dx: int = 0, dy: int = 0) -> None:  # type: ignore[override]
        self._materialise()
        super().scroll(dx, dy)
        self.note_volatile(self.get_rect())


#: A deferred operation: the rectangle it touches, the clip it was drawn under (None: the
#: whole canvas), its kind, and what it needs to be drawn.
_Pending = tuple[Any, ...]


def _execute(canvas: RecordingCanvas, pending: Sequence[_Pending], box: pygame.Rect) -> None:
    """Draw deferred operations in order, clipped to `box` (and to each one's own clip).
    Runs of plain blits under one clip go to pygame together."""
    surface_blits = pygame.Surface.blits
    batch: list[tuple[Any, ...]] = []
    clip_now: Any = False

    def flush() -> None:
        if batch:
            surface_blits(canvas, batch, False)
            batch.clear()

    for op in pending:
        own = op[1]
        clip = box if own is None else box.clip(own)
        if clip != clip_now:
            flush()
            canvas.set_clip(clip)
            clip_now = clip
        kind = op[2]
        if kind == "blit":
            source, dest, area, flags, alpha = op[3:]
            if source.get_alpha() != alpha:
                # The source's alpha changed later in the frame: draw it as it was recorded.
                flush()
                now = source.get_alpha()
                source.set_alpha(alpha)
                pygame.Surface.blit(canvas, source, dest, area, flags)
                source.set_alpha(now)
            else:
                batch.append((source, dest, area, flags))
        elif kind == "fill":
            flush()
            pygame.Surface.fill(canvas, op[3], op[4], op[5])
        else:  # a pygame.draw call
            flush()
            fn, args, kwargs = op[3:]
            fn(canvas, *args, **kwargs)
    flush()


def _covering(x: float, y: float, w: int, h: int) -> pygame.Rect:
    """The pixels a w x h blit at (x, y) may touch, however pygame rounds a fractional place."""
    ix, iy = math.floor(x), math.floor(y)
    return pygame.Rect(ix, iy, w + (ix != x), h + (iy != y))


def _area_key(area: Any) -> Any:
    return None if area is None else tuple(pygame.Rect(area))


def _copy_arg(value: Any) -> Any:
    """A copy of a drawing argument the caller might change in place before `replay`."""
    if isinstance(value, pygame.Rect):
        return pygame.Rect(value)
    if isinstance(value, pygame.FRect):
        return pygame.FRect(value)
    if isinstance(value, pygame.Color):
        return pygame.Color(value)
    if isinstance(value, list):
        return [_copy_arg(v) for v in value]
    if isinstance(value, tuple):
        return tuple(_copy_arg(v) for v in value)
    return value


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
        if not (isinstance(surface, RecordingCanvas) and surface.ops is not None):
            return fn(surface, *args, **kwargs)
        deferring = surface.deferring
        # Deferred, the call is drawn on a scratch canvas only to learn what it touches.
        rect = fn(surface.scratch() if deferring else surface, *args, **kwargs)
        clip = tuple(surface.get_clip())
        key = (name, _freeze(args), _freeze(kwargs), clip)
        # Anti-aliased edges may reach one pixel past the rectangle pygame reports.
        touched = rect.inflate(2, 2)
        surface.ops.append((tuple(touched), *key))
        if deferring:
            assert surface._pending is not None
            surface._pending.append(
                (touched, surface._clip_or_none(), "draw", fn, _copy_arg(args), _copy_arg(kwargs))
            )
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


#: Logical pixels a repainted tile spans; the damage is redrawn in whole tiles.
REPAINT_TILE = 64
#: Above this share of the canvas, redrawing everything at once is cheaper than many boxes.
REPAINT_ALL_SHARE = 0.6


def repaint_boxes(
    damaged: Sequence[RectTuple] | None,
    size: tuple[int, int],
    tile: int = REPAINT_TILE,
    all_share: float = REPAINT_ALL_SHARE,
) -> list[pygame.Rect] | None:
    """The damage as few non-overlapping, tile-aligned boxes covering it; None: redraw all.

    The boxes must not overlap: a translucent operation replayed twice over the same pixels
    would blend twice.
    """
    if damaged is None:
        return None
    cols, rows = -(-size[0] // tile), -(-size[1] // tile)
    tiles: set[tuple[int, int]] = set()
    for x, y, w, h in damaged:
        if w <= 0 or h <= 0:
            continue
        c0, r0 = max(0, x // tile), max(0, y // tile)
        c1, r1 = min(cols - 1, (x + w - 1) // tile), min(rows - 1, (y + h - 1) // tile)
        for r in range(r0, r1 + 1):
            for c in range(c0, c1 + 1):
                tiles.add((c, r))
    if not tiles:
        return []
    if len(tiles) >= all_share * cols * rows:
        return None
    bounds = pygame.Rect(0, 0, *size)
    return [
        pygame.Rect(c0 * tile, r0 * tile, (c1 - c0 + 1) * tile, (r1 - r0 + 1) * tile).clip(bounds)
        for c0, r0, c1, r1 in tile_blocks(tiles, cols, rows)
    ]


def tile_blocks(
    tiles: set[tuple[int, int]], cols: int, rows: int
) -> list[tuple[int, int, int, int]]:
    """A set of (column, row) tiles as few non-overlapping blocks (c0, r0, c1, r1): runs along
    each row, then equal runs on consecutive rows joined."""
    runs: dict[tuple[int, int], list[int]] = {}
    for r in range(rows):
        start = None
        for c in range(cols + 1):
            if c < cols and (c, r) in tiles:
                if start is None:
                    start = c
            elif start is not None:
                runs.setdefault((start, c - 1), []).append(r)
                start = None
    out: list[tuple[int, int, int, int]] = []
    for (c0, c1), rows_of_run in runs.items():
        top = prev = rows_of_run[0]
        for r in rows_of_run[1:]:
            if r == prev + 1:
                prev = r
                continue
            out.append((c0, top, c1, prev))
            top = prev = r
        out.append((c0, top, c1, prev))
    return out

"""Where every text lands on screen, and what is drawn over it: a layout check for any screen.

Inside `tracing()`, pygame's `Surface` and `Font` are replaced by subclasses that remember
which strings were rendered into which surface (as the rectangle of their inked pixels) and
carry them through blits, copies, subsurfaces, fills and transforms. `trace_frame(app)` then
draws one frame onto a recording canvas and returns a `Trace`: the canvas's draw list in
paint order, each draw with the texts it put on screen. `Trace.problems()` finds

- a text whose ink overlaps another text's ink ("text over text"), and
- a text that something drawn later covers with opaque pixels (a card over a label, a panel
  over a banner), and
- a text cut in two by the edge of a modal panel, and
- a label (6 characters or more) written over the printed text of a card still in sight.

Nothing in the app is changed or asked to cooperate, so any screen can be checked, including
tables that do not exist yet. Text printed on a card face (rendered by `CARD_MODULES`) is the
card's own business and is not checked: cards overlap in fans by design. Labels drawn on or
next to cards are checked, and so is a card that covers a label.

Start tracing before the app and its screens are built, so every surface they make is traced;
module-level text caches are emptied on entry and on exit.
"""

from __future__ import annotations

import contextlib
import os
import sys
import weakref
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import pygame

OPAQUE = 200  # alpha from which a pixel hides what is under it
COVERED = 0.05  # share of a text's ink rectangle that opaque pixels must hide to count
MIN_OVERLAP = 3  # pixels each way two ink rectangles must share to count
LABEL_MIN_CHARS = 6  # shorter texts on cards are tags (counts, badges), there by design

_BaseSurface = pygame.Surface
_BaseFont = pygame.font.Font


@dataclass(frozen=True)
class Mark:
    """One rendered string and its inked pixels' rectangle in the surface holding it."""

    text: str
    rect: pygame.Rect
    card: bool = False  # printed on a card face
    #: the font's pixel size (its em) in this surface's pixels: scaled along with the text
    px: float = 0.0
    #: the whole text when this one was cut to fit with an ellipsis (`clamp.truncate`)
    whole: str = ""
    #: drawn while a card face was being made (`CardRenderer`): printed on the card itself,
    #: unlike the live stats and marks a table draws over a face with the same helpers
    printed: bool = False
    #: the height of a capital (an "H") of the font in this surface's pixels, measured from
    #: its ink and scaled along with the text: what the eye sees, whichever face it is
    cap: float = 0.0

    def moved(self, dx: int, dy: int, clip: pygame.Rect) -> Mark | None:
        r = self.rect.move(dx, dy).clip(clip)
        if r.w <= 0 or r.h <= 0:
            return None
        return replace(self, rect=r)


def _marks(surface: Any) -> list[Mark]:
    return getattr(surface, "_marks", None) or []


#: Where plain pygame surfaces made by a transform came from (no copy needed to know it).
_ORIGINS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _origin(surface: Any) -> Any:
    found = getattr(surface, "_origin", None)
    if found is None and not isinstance(surface, TracedSurface):
        found = _ORIGINS.get(surface)
    return found or surface


def _pos(dest: Any) -> tuple[int, int]:
    return int(dest[0]), int(dest[1])


def _opaque_share(source: pygame.Surface, area: pygame.Rect) -> float:
    """Share of `area` (in `source`'s pixels) that `source` draws opaquely."""
    area = area.clip(source.get_rect())
    if area.w <= 0 or area.h <= 0:
        return 0.0
    alpha = source.get_alpha()
    per_pixel = bool(source.get_flags() & pygame.SRCALPHA)
    if not per_pixel and source.get_colorkey() is None:
        return 1.0 if alpha is None or alpha >= OPAQUE else 0.0
    threshold = OPAQUE
    if alpha is not None and alpha < 255:
        if alpha == 0:
            return 0.0
        threshold = round(OPAQUE * 255 / alpha)
        if threshold > 255:
            return 0.0
    sub = _BaseSurface.subsurface(source, area)
    mask = pygame.mask.from_surface(sub, min(threshold, 254))
    return mask.count() / (area.w * area.h)


def _adopt(surface: pygame.Surface | None, marks: list[Mark] | None = None, origin: Any = None):
    """An exact copy of a plain pygame surface as a traced one."""
    if surface is None or isinstance(surface, TracedSurface):
        if surface is not None and marks is not None:
            surface._marks = marks
            surface._origin = origin
        return surface
    per_pixel = surface.get_flags() & pygame.SRCALPHA
    out = TracedSurface(surface.get_size(), per_pixel, surface)
    if per_pixel:
        out.fill((0, 0, 0, 0))
        _BaseSurface.blit(out, surface, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
    else:
        alpha, key = surface.get_alpha(), surface.get_colorkey()
        surface.set_alpha(None)
        surface.set_colorkey(None)
        _BaseSurface.blit(out, surface, (0, 0))
        surface.set_alpha(alpha)
        surface.set_colorkey(key)
    out.set_alpha(surface.get_alpha())
    if surface.get_colorkey() is not None:
        out.set_colorkey(surface.get_colorkey())
    out._marks = list(marks or [])
    out._origin = origin
    return out


class TracedSurface(_BaseSurface):
    """A surface that knows which texts it holds (see the module's docstring)."""

    _marks: list[Mark]
    _origin: Any = None

    # -- drawing into it ----------------------------------------------------------------------

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        self._took(source, dest, area, rect, special_flags)
        return rect

    def blits(self, blit_sequence, doreturn=True):  # type: ignore[override]
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):  # type: ignore[override]
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def fill(self, color, rect=None, special_flags=0):  # type: ignore[override]
        out = super().fill(color, rect, special_flags)
        color = pygame.Color(color) if not isinstance(color, int) else None
        if special_flags == 0 and color is not None and color.a >= OPAQUE:
            self._cover(out, lambda r: 1.0)
        return out

    def _took(self, source, dest, area, rect: pygame.Rect, special_flags: int) -> None:
        x, y = _pos(dest)
        ax, ay = (area[0], area[1]) if area is not None else (0, 0)
        if special_flags == 0:
            self._cover(rect, lambda r: _opaque_share(source, r.move(ax - x, ay - y)))
        moved = [m.moved(x - ax, y - ay, rect) for m in _marks(source)]
        if any(moved):
            self._marks = _marks(self) + [m for m in moved if m is not None]

    def _cover(self, rect: pygame.Rect, share) -> None:
        """Texts under something opaque drawn over them in this surface are gone."""
        marks = _marks(self)
        if marks:
            self._marks = [m for m in marks if not (rect.contains(m.rect) and share(m.rect) >= 0.9)]

    # -- surfaces made from it ------------------------------------------------------------------

    def copy(self):  # type: ignore[override]
        return _adopt(super().copy(), list(_marks(self)), _origin(self))

    def convert(self, *args):  # type: ignore[override]
        return _adopt(super().convert(*args), list(_marks(self)), _origin(self))

    def convert_alpha(self, *args):  # type: ignore[override]
        return _adopt(super().convert_alpha(*args), list(_marks(self)), _origin(self))

    def subsurface(self, *rect):  # type: ignore[override]
        sub = super().subsurface(*rect)
        r = pygame.Rect(*rect)
        sub._marks = [m for m in (mk.moved(-r.x, -r.y, sub.get_rect()) for mk in _marks(self)) if m]
        sub._origin = _origin(self)
        return sub


class RecordingCanvas(TracedSurface):
    """The frame's target: keeps every draw, in paint order, instead of merging texts."""

    draws: list[Draw]

    def _took(self, source, dest, area, rect, special_flags) -> None:
        x, y = _pos(dest)
        ax, ay = (area[0], area[1]) if area is not None else (0, 0)
        marks = [m.moved(x - ax, y - ay, rect) for m in _marks(source)]
        self.draws.append(
            Draw(
                index=len(self.draws),
                source=source,
                offset=(x - ax, y - ay),
                rect=rect,
                blend=special_flags != 0,
                marks=[m for m in marks if m is not None],
                origin=_origin(source),
            )
        )

    def fill(self, color, rect=None, special_flags=0):  # type: ignore[override]
        return _BaseSurface.fill(self, color, rect, special_flags)

    @contextlib.contextmanager
    def recording(self) -> Iterator[list]:
        """What the app's own canvas does to find what changed: nothing to find here."""
        yield []


#: Modules that draw card faces (the card's printed texts are its own business).
CARD_MODULES = ("desktop.render", "desktop.screens.menu_cards")
#: a game folder's own card designs (its `art.py` and `art_*.py`, e.g.
#: desktop.screens.rage_classic.art, desktop.screens.rage_lv.art_data)
CARD_SUFFIXES = (".art",)
CARD_PREFIX = ".art_"


def _printing_a_card() -> bool:
    frame = sys._getframe(2)
    for _ in range(12):
        if frame is None:
            return False
        name = frame.f_globals.get("__name__", "")
        last = name[name.rfind(".") :]
        if name.startswith(CARD_MODULES) or last in CARD_SUFFIXES or last.startswith(CARD_PREFIX):
            return True
        frame = frame.f_back
    return False


#: Texts cut to fit with an ellipsis while tracing: what was shown -> the whole text.
_CUTS: dict[str, str] = {}


def _traced_truncate(original):
    def truncate(font, text, width):
        shown = original(font, text, width)
        if shown != text:
            _CUTS[shown] = text
        return shown

    return truncate


def _making_a_face() -> bool:
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_globals.get("__name__", "") == FACE_MAKER:
            return True
        frame = frame.f_back
    return False


#: The module that makes every card face and back (from each game's card designs).
FACE_MAKER = "desktop.render.renderer"


class TracedFont(_BaseFont):
    _px: float = 0.0
    _cap: float = 0.0

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._px = float(args[1] if len(args) > 1 else kwargs.get("size", 20))
        # The inked height of this face's "H" at this size: what the eye sees of a text,
        # whatever the face's em (measured before any outline is set on the font).
        ink = super().render("H", True, (255, 255, 255)).get_bounding_rect(min_alpha=64)
        self._cap = float(ink.h or self.get_ascent())

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # type: ignore[override]
        surf = super().render(text, antialias, color, bgcolor, wraplength)
        marks = []
        if str(text).strip():
            ink = surf.get_bounding_rect(min_alpha=64)
            if ink.w and ink.h:
                px = float(self.point_size or self._px)
                whole = _CUTS.get(str(text), "")
                card, printed = _printing_a_card(), _making_a_face()
                marks.append(Mark(str(text), ink, card, px, whole, printed, self._cap))
        return _adopt(surf, marks)


# -- transforms -------------------------------------------------------------------------------


def _scaled(marks: list[Mark], before: tuple[int, int], after: tuple[int, int]) -> list[Mark]:
    sx, sy = after[0] / max(1, before[0]), after[1] / max(1, before[1])
    out = []
    for m in marks:
        r = pygame.Rect(
            round(m.rect.x * sx), round(m.rect.y * sy), round(m.rect.w * sx), round(m.rect.h * sy)
        )
        if r.w and r.h:
            out.append(replace(m, rect=r, px=m.px * sy, cap=m.cap * sy))
    return out


def _rotated(
    marks: list[Mark], before: tuple[int, int], after: tuple[int, int], angle: float, k: float
) -> list[Mark]:
    import math

    a = math.radians(angle)
    cos, sin = math.cos(a), math.sin(a)
    cx, cy = before[0] / 2, before[1] / 2
    ox, oy = after[0] / 2, after[1] / 2
    out = []
    for m in marks:
        xs, ys = [], []
        for px, py in (m.rect.topleft, m.rect.topright, m.rect.bottomleft, m.rect.bottomright):
            dx, dy = (px - cx) * k, (py - cy) * k
            # pygame rotates counter-clockwise on screen (y points down).
            xs.append(ox + dx * cos + dy * sin)
            ys.append(oy - dx * sin + dy * cos)
        r = pygame.Rect(round(min(xs)), round(min(ys)), 0, 0)
        r.width, r.height = round(max(xs)) - r.x, round(max(ys)) - r.y
        out.append(replace(m, rect=r, px=m.px * k, cap=m.cap * k))
    return out


def _flipped(marks: list[Mark], size: tuple[int, int], fx: bool, fy: bool) -> list[Mark]:
    out = []
    for m in marks:
        r = m.rect.copy()
        if fx:
            r.x = size[0] - r.right
        if fy:
            r.y = size[1] - r.bottom
        out.append(replace(m, rect=r))
    return out


def _wrap_transform(name: str, original):
    def traced(surface, *args, **kwargs):
        out = original(surface, *args, **kwargs)
        if not isinstance(out, _BaseSurface) or out is surface:
            return out
        marks = _marks(surface)
        before, after = surface.get_size(), out.get_size()
        if marks:
            if name in ("rotate", "rotozoom"):
                angle = args[0] if args else kwargs.get("angle", 0.0)
                k = (
                    (args[1] if len(args) > 1 else kwargs.get("scale", 1.0))
                    if name == "rotozoom"
                    else 1.0
                )
                marks = _rotated(marks, before, after, angle, k)
            elif name == "flip":
                fx = args[0] if args else kwargs.get("flip_x", False)
                fy = args[1] if len(args) > 1 else kwargs.get("flip_y", False)
                marks = _flipped(marks, before, fx, fy)
            elif before != after:
                marks = _scaled(marks, before, after)
            else:
                marks = list(marks)
        if kwargs.get("dest") is not None or (
            name in ("smoothscale", "scale") and len(args) > 1 and args[1] is not None
        ):
            return out  # drawn into a given surface in place
        # Always a traced surface, even with no text yet: a box made by scaling is often
        # copied and written on (a name plate, the status line), and a plain pygame surface
        # would not see those texts.
        return _adopt(out, marks, _origin(surface))

    return traced


_TRANSFORMS = (
    "smoothscale",
    "scale",
    "scale_by",
    "smoothscale_by",
    "rotozoom",
    "rotate",
    "flip",
    "grayscale",
    "box_blur",
    "gaussian_blur",
    "invert",
    "chop",
    "laplacian",
    "scale2x",
)
_LOADERS = ("load", "load_sized_svg", "frombytes", "frombuffer", "fromstring")


def _clear_text_caches() -> None:
    """Empty the memoised fonts and texts of every loaded `desktop` module."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("desktop") or module is None:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


@contextlib.contextmanager
def tracing() -> Iterator[None]:
    """Trace every surface and text made inside the block (see the module's docstring)."""
    saved: list[tuple[Any, str, Any]] = [
        (pygame, "Surface", pygame.Surface),
        (pygame.font, "Font", pygame.font.Font),
    ]
    saved += [(pygame.transform, n, getattr(pygame.transform, n)) for n in _TRANSFORMS]
    saved += [(pygame.image, n, getattr(pygame.image, n)) for n in _LOADERS]
    # Every helper that cuts a text with an ellipsis cuts it with `clamp.truncate`: remember
    # what it cut, wherever the function was imported to.
    import desktop.render.text  # noqa: F401 - the modules that cut texts, loaded to be traced
    import desktop.ui.theme  # noqa: F401
    from desktop.render import clamp

    holders = [
        m for n, m in list(sys.modules.items())
        if n.startswith("desktop") and m is not None and getattr(m, "truncate", None) is clamp.truncate
    ]  # fmt: skip
    saved += [(m, "truncate", clamp.truncate) for m in holders]
    saved = [s for s in saved if s[2] is not None]
    _clear_text_caches()
    _CUTS.clear()
    try:
        pygame.Surface = TracedSurface  # type: ignore[misc]
        pygame.font.Font = TracedFont  # type: ignore[misc]
        cut = _traced_truncate(clamp.truncate)
        for module in holders:
            module.truncate = cut  # type: ignore[attr-defined]
        for name in _TRANSFORMS:
            if hasattr(pygame.transform, name):
                setattr(
                    pygame.transform, name, _wrap_transform(name, getattr(pygame.transform, name))
                )
        for name in _LOADERS:
            original = getattr(pygame.image, name, None)
            if original is not None:
                setattr(pygame.image, name, lambda *a, _o=original, **k: _adopt(_o(*a, **k)))
        yield
    finally:
        for owner, name, value in saved:
            setattr(owner, name, value)
        _ORIGINS.clear()
        _CUTS.clear()
        _clear_text_caches()


# -- one frame ------------------------------------------------------------------------------


@dataclass
class Draw:
    """One blit onto the frame: what, where, and the texts it put there (in frame pixels)."""

    index: int
    source: pygame.Surface
    offset: tuple[int, int]  # where the source's (0, 0) landed
    rect: pygame.Rect  # the frame pixels it changed
    blend: bool  # drawn with a blend mode (glows): hides nothing
    marks: list[Mark]
    origin: Any = None

    def opaque_over(self, rect: pygame.Rect) -> float:
        if self.blend or not self.rect.colliderect(rect):
            return 0.0
        part = rect.clip(self.rect)
        share = _opaque_share(self.source, part.move(-self.offset[0], -self.offset[1]))
        return share * (part.w * part.h) / max(1, rect.w * rect.h)


@dataclass(frozen=True)
class Problem:
    kind: str  # "text over text", "covered", or "cut" (half under a modal panel's edge)
    text: str
    rect: pygame.Rect
    other: str
    other_rect: pygame.Rect

    def __str__(self) -> str:
        r, o = self.rect, self.other_rect
        return (
            f"{self.kind}: {self.text!r} at ({r.x},{r.y} {r.w}x{r.h}) "
            f"and {self.other} at ({o.x},{o.y} {o.w}x{o.h})"
        )


@dataclass
class Trace:
    draws: list[Draw]
    size: tuple[int, int]
    names: dict[int, str] = field(default_factory=dict)  # id(node surface) -> node name

    def texts(self, *, cards: bool = False) -> list[tuple[int, Mark]]:
        """(draw index, text) for every text on screen, in paint order."""
        return [(d.index, m) for d in self.draws for m in d.marks if cards or not m.card]

    def in_sight(self) -> list[Mark]:
        """Every text on screen (cards' own included) that no modal panel drawn after it
        hides wholly."""
        frame = self.size[0] * self.size[1]
        veils = [d for d in self.draws if d.rect.w * d.rect.h * 2 >= frame]
        return [
            m
            for i, m in self.texts(cards=True)
            if not any(v.index > i and v.opaque_over(m.rect) >= 0.95 for v in veils)
        ]

    def find(self, text: str) -> list[pygame.Rect]:
        return [m.rect for _, m in self.texts(cards=True) if m.text == text]

    def describe(self, draw: Draw) -> str:
        words = [m.text for m in draw.marks if not m.card]
        name = self.names.get(id(draw.origin), "")
        if words:
            shown = " / ".join(repr(w) for w in words[:3]) + (" …" if len(words) > 3 else "")
            return f"{name or 'a panel'} with {shown}"
        if name:
            return f"node {name!r}"
        w, h = draw.source.get_size()
        return f"an image {w}x{h}"

    def problems(self, ignore: Sequence[str] = (), *, over_cards: bool = False) -> list[Problem]:
        """Texts drawn over texts, and texts covered by what is drawn after them.

        A draw that spans half the frame or more (a modal panel, a dimming veil) starts a new
        layer: what lies under it is out of play, so texts under it are not checked against
        it or anything after it. `ignore` lists texts (exact strings) left out of the check;
        `over_cards` also finds labels written over cards' printed texts (off by default: some
        tables put tags on their cards by design)."""
        frame = self.size[0] * self.size[1]
        veils = [d for d in self.draws if d.rect.w * d.rect.h * 2 >= frame]
        veiling = {v.index for v in veils}

        def under_veil(i: int, j: int, rect: pygame.Rect) -> bool:
            """Whether a veil drawn after draw i, up to draw j, lies over `rect`."""
            return any(i < v.index <= j and v.rect.colliderect(rect) for v in veils)

        def hidden(i: int, mark: Mark) -> bool:
            """Wholly under a modal panel drawn after it: out of sight, nothing to check."""
            return any(v.index > i and v.opaque_over(mark.rect) >= 0.95 for v in veils)

        texts = [(i, m) for i, m in self.texts() if m.text not in ignore and not hidden(i, m)]
        found: list[Problem] = []
        seen: set[tuple[str, str]] = set()

        def add(p: Problem) -> None:
            key = (p.text, p.other)
            if key not in seen:
                seen.add(key)
                found.append(p)

        last = len(self.draws)

        def same(a: Mark, b: Mark) -> bool:
            """The same text nearly on top of itself: a shadow or an outline."""
            inter = a.rect.clip(b.rect)
            return a.text == b.text and inter.w * inter.h * 2 > a.rect.w * a.rect.h

        def shadow_of(a: Mark, draw: Draw) -> bool:
            return any(same(a, m) for m in draw.marks)

        for k, (i, a) in enumerate(texts):
            for _j, b in texts[k + 1 :]:
                inter = a.rect.clip(b.rect)
                if inter.w < MIN_OVERLAP or inter.h < MIN_OVERLAP:
                    continue
                if same(a, b):
                    continue
                # Under a veil drawn after the first of them, the clash is out of sight.
                if not under_veil(i, last, inter):
                    add(Problem("text over text", a.text, a.rect, repr(b.text), b.rect))
        for i, a in texts:
            for draw in self.draws[i + 1 :]:
                share = draw.opaque_over(a.rect)
                if draw.index in veiling and draw.rect.colliderect(a.rect):
                    # Wholly hidden by a modal panel, or dimmed under it: out of play. Half
                    # hidden: a text cut in two at the panel's edge.
                    if COVERED <= share < 0.95:
                        add(Problem("cut", a.text, a.rect, self.describe(draw), draw.rect))
                    break
                if share >= COVERED and not shadow_of(a, draw):
                    add(Problem("covered", a.text, a.rect, self.describe(draw), draw.rect))
        # A label written over the printed text of a card in sight (a prompt over a card's
        # title). Short tags (counts, badges) sit on cards by design and are left out.
        cards = [(i, m) for i, m in self.texts(cards=True) if m.card] if over_cards else []
        for i, a in texts:
            if len(a.text.strip()) < LABEL_MIN_CHARS:
                continue
            for j, c in cards:
                if j >= i:
                    break
                inter = a.rect.clip(c.rect)
                if inter.w < MIN_OVERLAP or inter.h < MIN_OVERLAP:
                    continue
                if under_veil(j, i, inter) or any(
                    d.opaque_over(c.rect) >= 0.95 for d in self.draws[j + 1 : i]
                ):
                    continue  # that card text was already out of sight
                add(Problem("label over card text", a.text, a.rect, repr(c.text), c.rect))
        return found


def trace_frame(app: Any) -> Trace:
    """Draw the app's next frame onto a recording canvas (the app's own canvas is kept)."""
    canvas = RecordingCanvas(app.canvas.get_size())
    canvas.draws = []
    names: dict[int, str] = {}
    for screen in app.stack.screens:
        scene = getattr(screen, "scene", None)
        if scene is not None:
            for node in scene.root.walk():
                if node.surface is not None:
                    names[id(node.surface)] = node.name
                    names.setdefault(id(_origin(node.surface)), node.name)
    kept = app.canvas
    # The app compares each frame's drawing with the last to present only what changed; a
    # traced frame is not shown, so what the app remembers is kept as it was.
    remembered = {k: getattr(app, k) for k in ("_last_ops", "_damage") if hasattr(app, k)}
    app.canvas = canvas
    try:
        app.draw()
    finally:
        app.canvas = kept
        for k, v in remembered.items():
            setattr(app, k, v)
    return Trace(canvas.draws, canvas.get_size(), names)


def trace_surface(surface: pygame.Surface) -> Trace:
    """One traced surface (a panel built off screen) as a frame of its own."""
    canvas = RecordingCanvas(surface.get_size())
    canvas.draws = []
    canvas.blit(surface, (0, 0))
    return Trace(canvas.draws, canvas.get_size())


def keep_shot(app: Any, name: str) -> None:
    """With LAYOUT_SHOTS=DIR in the environment, save what the window shows as DIR/name.png
    (to look at what a layout test judged)."""
    folder = os.environ.get("LAYOUT_SHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(app.window, os.path.join(folder, f"{name}.png"))


def report(problems: Sequence[Problem]) -> str:
    return "\n".join(str(p) for p in problems)

"""Rage CCG faces and backs (game ``rage-lv``): Garou, Tribe, Sept and Combat frames.

Asking for a side
    A Garou card has two sides. The id picks one: ``"cinder-howl"`` (or
    ``"cinder-howl#breed"``) is the breed side, ``"cinder-howl#crinos"`` the Crinos side.
    Without a suffix, ``info={"side": "crinos"}`` picks the side instead; a suffix wins over
    ``info``. Every other card has one face and ignores the side. Metis Garou have two
    identical sides; their ``#crinos`` face still says "Crinos form".

    ``info={"card": card}`` draws an engine ``Card`` that is not in the shipped pool (for
    instance from a player's own card file); the id then only names it in logs.

Frames
    Characters (Garou, Ally, Enemy, Victim, and a Battlefield's Guardian) carry the Renown,
    Rage, Gnosis and Health boxes on the foot of their art, a keyword strip (keywords and
    traits such as Frenzy or Kailindo) and the rules text; a Garou also shows its breed
    (Ho / Lu / Mt) in the corner, its form on the type strip and its paw prints. Sept cards show
    their Gnosis cost, a requirements line and the rules text; Combat cards their Rage cost,
    Damage and Block, type, speed (fast / slow) and moon (full: a bright disc, new: a dark
    disc with a lit rim). The Tribe card shows Sept draw and Fury.

    Every card of a tribe wears that tribe's colours, motif and sigil (see ccg_style.py), so
    a pack reads as one family at a glance; the art is picked from the icon set by type,
    keywords and effects (ccg_data.art_icon).

Data
    The card data comes from ``engine.games.rage_lv.data`` and is loaded on the first
    ``rage-lv`` face, never at import. If it cannot be loaded, each face is a clear placeholder
    ("card data unavailable") and one error line is logged; nothing raises.

Card backs: decks ``"sept"``, ``"combat"`` and ``"character"`` (the default).
Faces narrower than ``TEXT_MIN_WIDTH`` pixels leave out the rules text and keyword strip.
"""

from __future__ import annotations

import logging
import math
import random
from dataclasses import dataclass

import pygame

from desktop.render import paint
from desktop.render.fonts import Fonts
from desktop.render.ids import UnknownCard
from desktop.render.kit import Kit
from desktop.render.paint import Canvas
from desktop.render.palette import RGB, WHITE, mix, rgb
from desktop.render.text import (
    cap_height,
    render_cut,
    render_ink_fit,
    render_ink_fit_legible,
    render_text,
)
from desktop.screens.ccg_kit.art import art_window
from desktop.screens.ccg_kit.art_style import (
    BATTLE,
    CRINOS_GLOW,
    FLAVOR_INK,
    INK,
    MOON_FULL,
    MOTIFS,
    NEUTRAL,
    PAPER,
    STAT_LOOK,
    TYPE_LOOK,
    UNKNOWN_TYPE,
    FieldStyle,
    field,
    moon_disc,
    seed_of,
)
from desktop.screens.rage_lv.art_data import GAME, CardPool, Face, build_face, split_id
from desktop.screens.rage_lv.art_text import Block, draw_layout, fit_blocks
from engine.i18n import N_, _

log = logging.getLogger(__name__)

BLACK: RGB = (0, 0, 0)
TEXT_MIN_WIDTH = 110
DECKS: tuple[str, ...] = ("sept", "combat", "character")
#: a combat card's speed as its type strip says it
SPEED_WORDS = {"fast": N_("fast"), "slow": N_("slow")}
#: a combat card's moon (new or full) as its type strip says it
MOON_WORDS = {"new": N_("New Moon"), "full": N_("Full Moon")}
SEPT_BACK = FieldStyle.of_hex(
    "sept-back", "#2e5a3b", "#0c1e12", "#a9d2a1", "#e2c977", "dolmen", "grain"
)
CHARACTER_BACK = FieldStyle.of_hex(
    "character-back", "#3b3470", "#0f0c26", "#b9b0ec", "#e4dcff", "wolf-howl", "crescents"
)

# Layout, in card units (100 x 140).
TITLE = (6.0, 4.8, 88.0, 11.6)
ART_TOP = 17.8
TITLE_PAD = 3.4  # the name's room above and below in its bar
TEXT_MAX = 5.4  # the rules text's largest size (larger where the window needs it)
TEXT_CHARS = 16  # the fewest characters a line of rules text holds (a glyph: half its size)
STRIP_H = 5.8
TEXT_BOTTOM = 127.6
TYPE_STRIP = (6.0, 128.7, 88.0, 7.0)
BADGE_R = 7.2


def title_height(fonts: Fonts, size: tuple[int, int], least: int) -> float:
    """A face's title bar's height in card units: `TITLE`'s, or taller where the name's
    capitals at the face's smallest text size (`least`, in its pixels) need more."""
    if not least:
        return TITLE[3]
    k = paint.SUPERSAMPLE  # faces are drawn that many times larger, then shrunk
    need = cap_height(fonts.title(least * k)) / (size[1] * k / paint.UNIT_H) + TITLE_PAD
    return max(TITLE[3], need)


def name_band(fonts: Fonts, size: tuple[int, int], least: int) -> float:
    """How far down a face at `size` its name's band reaches, in its pixels."""
    return (TITLE[1] + title_height(fonts, size, least)) * size[1] / 140


@dataclass
class TextTrace:
    """One piece of text drawn on a face (for tests: it must lie inside its box)."""

    card: str
    kind: str
    box: pygame.Rect
    used: pygame.Rect
    truncated: bool = False
    text: str = ""  # a line's words (a label's, or a text box's head)


class CcgArt:
    """Faces and backs for ``rage-lv``; see the module docstring for ids and sides."""

    games: tuple[str, ...] = (GAME,)

    def __init__(self, pool: CardPool | None = None) -> None:
        self.pool = pool or CardPool()
        self.trace: list[TextTrace] | None = None  # set to [] to record every text drawn
        self._card = ""
        # The face being drawn: its smallest text (canvas pixels, 0: any) and its title bar's
        # height (card units), taller than `TITLE`'s where its name must print larger.
        self._least = 0
        self._title_h = TITLE[3]

    # -- GameArt ----------------------------------------------------------------------------
    def card_ids(self, game: str) -> list[str]:
        return self.pool.ids() if self.pool.ensure() else []

    def decks(self, game: str) -> list[str]:
        return list(DECKS)

    def face(
        self, kit: Kit, game: str, card_id: str, size: tuple[int, int], info: dict | None
    ) -> pygame.Surface:
        base, side = split_id(card_id, info)
        card = (info or {}).get("card")
        if card is None:
            if not self.pool.ensure():
                return self._unavailable(kit, size, base, "Card data unavailable")
            card = self.pool.card(base)  # UnknownCard: the renderer's placeholder
        try:
            face = build_face(self.pool, card, side, seed_of(base))
            c = Canvas(size, least=int((info or {}).get("least", 0)))
            self._card, self._surf, self._least = card_id, c.surface, c.least_px
            self._title_h = self._title_height(kit, c)
            self._draw(kit, c, face)
            return c.finish()
        except UnknownCard:
            raise
        except Exception:
            log.exception("rage-lv card %r could not be drawn; drawing a placeholder", card_id)
            return self._unavailable(kit, size, base, "Card could not be drawn")

    def back(
        self, kit: Kit, game: str, size: tuple[int, int], deck: str, least: int = 0
    ) -> pygame.Surface:
        c = Canvas(size, least=least)
        self._surf, self._least = c.surface, c.least_px
        self._back(kit, c, deck or "character")
        return c.finish()

    # -- dispatch ---------------------------------------------------------------------------
    def _draw(self, kit: Kit, c: Canvas, f: Face) -> None:
        self._frame(c, f.style, f.seed, crinos=f.side == "crinos")
        if f.type == "tribe":
            self._tribe(kit, c, f)
        elif f.stats is not None:
            self._character(kit, c, f)
        elif f.type in ("attack", "defense", "flex", "counterattack", "combat-event"):
            self._combat(kit, c, f)
        else:
            self._sept(kit, c, f)

    @staticmethod
    def compact(c: Canvas) -> bool:
        """A face too small for its rules text: narrow, or too narrow for `TEXT_CHARS` of it
        a line at the smallest size it may print."""
        return c.size[0] < TEXT_MIN_WIDTH or c.x(88.0) < TEXT_CHARS * c.least_px / 2

    def _title_height(self, kit: Kit, c: Canvas) -> float:
        return title_height(kit.fonts, c.size, c.least)

    def _badge_r(self, kit: Kit, c: Canvas) -> float:
        """A cost badge's radius in card units: `BADGE_R`, or a little more where that lets
        its digit print at the face's smallest size (a face much too small leaves it out)."""
        if not c.least:
            return BADGE_R
        need = cap_height(kit.fonts.display(c.least_px)) / c.u / 1.05
        return need if BADGE_R < need <= BADGE_R * 1.25 else BADGE_R

    def _digits_fit(self, kit: Kit, c: Canvas, box_h: float) -> bool:
        """Whether a stat box `box_h` units high prints its number at the face's smallest
        size (else the row is left out: a character's live numbers are under it on the
        table, and its zoom prints them)."""
        room = c.y(box_h) - c.s(2.0) - c.s(1.2)
        return not c.least or cap_height(kit.fonts.display(c.least_px)) <= room

    def _art_top(self) -> float:
        return ART_TOP + self._title_h - TITLE[3]

    def _badge_y(self) -> float:
        """Where the title bar's badges stand: on its middle."""
        return TITLE[1] + self._title_h / 2

    # -- frames -----------------------------------------------------------------------------
    def _character(self, kit: Kit, c: Canvas, f: Face) -> None:
        compact = self.compact(c)
        right = "breed" if f.type == "garou" else ""
        self._title(kit, c, f, left=False, right=bool(right))
        if f.type == "garou":
            self._breed_badge(kit, c, f)
        strip = " · ".join([*f.keywords, *f.traits]) if f.type != "battlefield" else ""
        if f.type == "battlefield":
            strip = " · ".join([*f.keywords, *f.traits])
        stats_h = 14.0
        if compact:
            art_bottom = TEXT_BOTTOM - stats_h + 6
        else:
            art_bottom = 66.0
        self._art(
            kit, c, f, (6.0, self._art_top(), 88.0, art_bottom - self._art_top()), covered=7.0
        )
        y = art_bottom - 7.0
        assert f.stats is not None
        if self._digits_fit(kit, c, stats_h):
            self._stat_row(kit, c, f.stats, y, stats_h, compact)
        y += stats_h + 1.4
        if not compact:
            self._ribbon_and_text(kit, c, f, y, strip, "keywords")
        self._type_strip(kit, c, f)

    def _sept(self, kit: Kit, c: Canvas, f: Face) -> None:
        compact = self.compact(c)
        self._costed_title(kit, c, f, f.gnosis_cost, "gnosis", right=False)
        ribbon = ""
        kind = ""
        if f.requires:
            ribbon = _("Requires {requirements}").format(requirements=", ".join(f.requires))
            kind = "requires"
        elif f.keywords and f.type not in ("equipment",):
            ribbon, kind = " · ".join(f.keywords), "keywords"
        if compact:
            self._art(kit, c, f, (6.0, self._art_top(), 88.0, TEXT_BOTTOM - self._art_top()))
        else:
            art_bottom = 70.0 if ribbon else 77.0
            self._art(kit, c, f, (6.0, self._art_top(), 88.0, art_bottom - self._art_top()))
            self._ribbon_and_text(kit, c, f, art_bottom + 1.2, ribbon, kind)
        self._type_strip(kit, c, f)

    def _combat(self, kit: Kit, c: Canvas, f: Face) -> None:
        compact = self.compact(c)
        self._costed_title(kit, c, f, f.rage_cost, "rage", right=True)
        moon_c = c.pt(89.5, self._badge_y())
        pygame.draw.circle(c.surface, f.style.rim, moon_c, c.s(BADGE_R))
        moon_disc(c.surface, moon_c, c.s(BADGE_R - 1.3), f.moon)
        art_bottom = (TEXT_BOTTOM - 8) if compact else 75.0
        self._art(
            kit, c, f, (6.0, self._art_top(), 88.0, art_bottom - self._art_top()), covered=4.0
        )
        bh = 14.0
        by = art_bottom - 8.0
        digits = self._digits_fit(kit, c, bh)
        if f.damage and digits:
            self._stat_box(kit, c, c.rect(7.5, by, 25.0, bh), "damage", f.damage, compact)
        if f.block and digits:
            self._stat_box(kit, c, c.rect(67.5, by, 25.0, bh), "block", str(f.block), compact)
        if f.scope:
            self._scope_badge(kit, c, f, c.rect(34.0, by + 2.5, 32.0, 9.0))
        if not compact:
            y = by + bh + 1.4
            bottom = self._text_bottom(kit, c, f)
            self._text_box(kit, c, f, (6.0, y, 88.0, bottom - y), self._head(kit, c, f))
        self._type_strip(kit, c, f)

    def _costed_title(
        self, kit: Kit, c: Canvas, f: Face, cost: int | None, stat: str, *, right: bool
    ) -> None:
        """The title bar, with the card's cost in `stat` in a badge at its left if it has one."""
        self._title(kit, c, f, left=cost is not None, right=right)
        if cost is not None:
            self._cost_badge(kit, c, (10.5, self._badge_y()), cost, stat)

    def _ribbon_and_text(
        self, kit: Kit, c: Canvas, f: Face, y: float, ribbon: str, kind: str
    ) -> None:
        """From `y` down: the ribbon (keywords, requirements; none if empty, or its words
        the text's first line where they cannot print in it), then the text."""
        head = self._head(kit, c, f, ribbon)
        if ribbon and self._ribbon_prints(kit, c, ribbon):
            h = self._strip_h(kit, c)
            self._strip(kit, c, (6.0, y, 88.0, h), ribbon, f.style, kind)
            y += h + 1.2
        self._text_box(kit, c, f, (6.0, y, 88.0, self._text_bottom(kit, c, f) - y), head)

    def _tribe(self, kit: Kit, c: Canvas, f: Face) -> None:
        compact = self.compact(c)
        s = c.surface
        bar = c.rect(6.0, 4.8, 88.0, 15.0)
        self._parchment(c, bar, f.style)
        face = kit.fonts.title if compact else kit.fonts.fancy
        label = f.name.upper() if compact else f.name
        self._label(face, label, bar.inflate(-c.s(6), -c.s(3)), INK, "name")
        art_bottom = (TEXT_BOTTOM - 8) if compact else 80.0
        art = c.rect(6.0, 21.0, 88.0, art_bottom - 21.0)
        self._field(kit, c, f, art, medallion=True)
        bh = 14.0
        by = art_bottom - 8.0
        if self._digits_fit(kit, c, bh):
            self._stat_box(
                kit, c, c.rect(12.0, by, 32.0, bh), "sept_draw", str(f.sept_draw), compact
            )
            self._stat_box(kit, c, c.rect(56.0, by, 32.0, bh), "fury", str(f.fury), compact)
        if not compact:
            y = by + bh + 1.4
            bottom = self._text_bottom(kit, c, f)
            self._text_box(kit, c, f, (6.0, y, 88.0, bottom - y), self._head(kit, c, f))
        self._type_strip(kit, c, f)
        del s

    # -- pieces -----------------------------------------------------------------------------
    def _frame(self, c: Canvas, style: FieldStyle, seed: int, crinos: bool = False) -> None:
        s = c.surface
        paint.rounded(s, c.rect(0, 0, 100, 140), style.rim, c.s(5.5))
        inner = c.rect(2.4, 2.4, 95.2, 135.2)
        plate = paint.layer(inner.size)
        top = mix(style.base, WHITE, 0.06)
        bottom = mix(style.dark, style.base, 0.4)
        plate.blit(paint.vertical_gradient(inner.size, top, bottom), (0, 0))
        motif = MOTIFS.get(style.motif)
        if motif is not None:
            tex = paint.layer(inner.size)
            motif(tex, style, random.Random(seed ^ 0x5EED), c.u)
            tex.set_alpha(80)
            plate.blit(tex, (0, 0))
        paint.shade_and_clip(plate, c.s(4))
        s.blit(plate, inner)
        trim = CRINOS_GLOW if crinos else mix(style.accent, BLACK, 0.2)
        paint.rounded(s, inner, trim, c.s(4), width=max(1, c.s(0.55)))

    def _parchment(self, c: Canvas, rect: pygame.Rect, style: FieldStyle) -> None:
        s = c.surface
        r = c.s(2.4)
        paint.rounded(s, rect.move(0, c.s(0.6)), (0, 0, 0, 90), r)
        sheet = paint.layer(rect.size)
        sheet.blit(paint.vertical_gradient(rect.size, PAPER, mix(PAPER, style.light, 0.35)), (0, 0))
        paint.clip_rounded(sheet, sheet.get_rect(), r)
        s.blit(sheet, rect)
        paint.rounded(s, rect, mix(style.dark, INK, 0.3), r, width=max(1, c.s(0.45)))

    def _title(self, kit: Kit, c: Canvas, f: Face, left: bool, right: bool) -> None:
        bar = c.rect(TITLE[0], TITLE[1], TITLE[2], self._title_h)
        self._parchment(c, bar, f.style)
        pad_l = 12.5 if left else 3.0
        pad_r = 12.5 if right else 3.0
        box = c.rect(
            TITLE[0] + pad_l, TITLE[1] + 1.7, TITLE[2] - pad_l - pad_r, self._title_h - TITLE_PAD
        )
        self._label(kit.fonts.title, f.name, box, INK, "name")

    def _label(
        self,
        face,
        text: str,
        box: pygame.Rect,
        color,
        kind: str,
        align: str = "center",
        outline: int = 0,
        outline_color=BLACK,
        surf: pygame.Surface | None = None,
    ) -> pygame.Rect:
        """One line of text as large as fits ``box``; recorded in the trace. On a face with a
        smallest size, a text that would be smaller is left out, but for the card's name:
        printed at that size, cut with an ellipsis if it is too wide (the zoom has it whole)."""
        if self._least:
            found = render_ink_fit_legible(
                face, text, box.w, box.h, color, self._least, outline, outline_color
            )
            if found is None and kind == "name":
                found = render_cut(face(self._least), text, box.w, color, outline, outline_color)
            if found is None:
                return pygame.Rect(box.right if align == "right" else box.x, box.y, 0, box.h)
            img = found
        else:
            img = render_ink_fit(face, text, box.w, box.h, color, outline, outline_color)
        if align == "left":
            r = img.get_rect(midleft=box.midleft)
        elif align == "right":
            r = img.get_rect(midright=box.midright)
        else:
            r = img.get_rect(center=box.center)
        (surf or self._surf).blit(img, r)
        self._record(kind, box, r, text=text)
        return r

    def _prints(self, face, text: str, box: pygame.Rect) -> bool:
        """Whether `text` prints in `box` at the face's smallest size or larger."""
        least = self._least
        return (
            not least or render_ink_fit_legible(face, text, box.w, box.h, BLACK, least) is not None
        )

    def _record(
        self,
        kind: str,
        box: pygame.Rect,
        used: pygame.Rect,
        truncated: bool = False,
        text: str = "",
    ) -> None:
        if self.trace is not None:
            self.trace.append(
                TextTrace(self._card, kind, pygame.Rect(box), pygame.Rect(used), truncated, text)
            )

    def _art(
        self,
        kit: Kit,
        c: Canvas,
        f: Face,
        units: tuple[float, float, float, float],
        covered: float = 0.0,
    ) -> None:
        self._field(kit, c, f, c.rect(*units), covered=c.y(covered))

    def _field(
        self,
        kit: Kit,
        c: Canvas,
        f: Face,
        rect: pygame.Rect,
        medallion: bool = False,
        covered: int = 0,
    ) -> None:
        """The art window: the family's colour field, its sigil, and the card's picture."""
        s = c.surface
        self._surf = s
        st = f.style
        win = art_window(
            kit.icons,
            rect.size,
            st,
            f.art,
            f.seed,
            c.u,
            crinos=f.side == "crinos",
            spirit=f.spirit,
            medallion=medallion,
            covered=covered,
            radius=c.s(2.4),
        )
        s.blit(win, rect)
        paint.rounded(s, rect, mix(st.dark, BLACK, 0.3), c.s(2.4), width=max(1, c.s(0.6)))
        if f.umbra:
            self._umbra_tag(kit, c, rect)

    def _umbra_tag(self, kit: Kit, c: Canvas, art: pygame.Rect) -> None:
        s = c.surface
        tag = pygame.Rect(art.left + c.s(1.6), art.top + c.s(1.6), c.x(21), c.y(6.2))
        paint.rounded(s, tag, (12, 40, 52, 215), c.s(1.6))
        paint.rounded(s, tag, rgb("#a8e3ea"), c.s(1.6), width=max(1, c.s(0.35)))
        icon = kit.icons.get("magic-portal", c.s(4.8), rgb("#dcfcff"))
        paint.blit_center(s, icon, (tag.left + c.s(3.4), tag.centery))
        box = pygame.Rect(
            tag.left + c.s(6.6), tag.top + c.s(1.2), tag.w - c.s(7.8), tag.h - c.s(2.4)
        )
        self._label(kit.fonts.title, "UMBRA", box, rgb("#dcfcff"), "umbra")

    def _stat_row(
        self, kit: Kit, c: Canvas, stats: dict[str, int], y: float, h: float, compact: bool
    ) -> None:
        keys = ("renown", "rage", "gnosis", "health")
        w = 20.5
        gap = (88.0 - 4 * w) / 3
        for i, key in enumerate(keys):
            rect = c.rect(6.0 + i * (w + gap), y, w, h)
            self._stat_box(kit, c, rect, key, str(stats.get(key, 0)), compact)

    def _stat_box(
        self, kit: Kit, c: Canvas, rect: pygame.Rect, key: str, value: str, compact: bool
    ) -> None:
        s = c.surface
        self._surf = s
        color, icon_name, label = STAT_LOOK[key]
        r = c.s(2.2)
        paint.rounded(s, rect.move(c.s(0.4), c.s(0.8)), (0, 0, 0, 110), r)
        box = paint.layer(rect.size)
        box.blit(
            paint.vertical_gradient(rect.size, mix(color, WHITE, 0.22), mix(color, BLACK, 0.35)),
            (0, 0),
        )
        paint.clip_rounded(box, box.get_rect(), r)
        s.blit(box, rect)
        paint.rounded(s, rect, mix(color, BLACK, 0.6), r, width=max(1, c.s(0.5)))
        inner = rect.inflate(-c.s(1.2), -c.s(1.2))
        paint.rounded(
            s, inner, (*mix(color, WHITE, 0.5), 110), max(1, r - c.s(0.6)), width=max(1, c.s(0.25))
        )
        label_h = 0 if compact else self._label_h(kit, c, rect.h)
        body = pygame.Rect(rect.left, rect.top, rect.w, rect.h - label_h)
        isize = round(min(body.h * 0.74, rect.w * 0.42))
        icon = kit.icons.get(icon_name, isize, (*mix(color, WHITE, 0.75), 235))
        icx = rect.left + round(rect.w * 0.06) + isize // 2
        paint.blit_center(s, icon, (icx, body.centery + c.s(0.3)))
        num_box = pygame.Rect(
            icx + isize // 2,
            body.top + c.s(1.2),
            rect.right - (icx + isize // 2) - c.s(1.2),
            body.h - c.s(2.0),
        )
        self._label(
            kit.fonts.display,
            value,
            num_box,
            WHITE,
            f"stat-{key}",
            outline=max(1, c.s(0.5)),
            outline_color=mix(color, BLACK, 0.7),
        )
        if label_h:
            lab = pygame.Rect(
                rect.left + c.s(1.2), body.bottom - c.s(0.6), rect.w - c.s(2.4), label_h
            )
            self._label(
                kit.fonts.title, _(label).upper(), lab, mix(color, WHITE, 0.85), f"label-{key}"
            )

    def _label_h(self, kit: Kit, c: Canvas, box_h: int) -> int:
        """A stat box's label row: a quarter of the box, or as much more as its words need
        at the face's smallest size while the number above it still prints."""
        label_h = round(box_h * 0.24)
        if not c.least:
            return label_h
        need = self._caps_px(kit, c) + c.s(0.6)
        digits = cap_height(kit.fonts.display(c.least_px)) + c.s(2.0) + c.s(1.2)
        return need if label_h < need <= box_h - digits else label_h

    def _cost_badge(
        self, kit: Kit, c: Canvas, at: tuple[float, float], value: int, kind: str
    ) -> None:
        s = c.surface
        self._surf = s
        color, icon_name, _label = STAT_LOOK[kind]
        center = c.pt(*at)
        r = c.s(self._badge_r(kit, c))
        paint.blit_center(
            s, paint.radial_glow(r * 3, BLACK, 120), (center[0], center[1] + c.s(0.6))
        )
        disc = paint.layer((r * 2, r * 2))
        disc.blit(
            paint.vertical_gradient(
                disc.get_size(), mix(color, WHITE, 0.3), mix(color, BLACK, 0.4)
            ),
            (0, 0),
        )
        mask = paint.layer(disc.get_size())
        pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
        disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        paint.blit_center(s, disc, center)
        icon = kit.icons.get(icon_name, round(r * 1.5), (*mix(color, WHITE, 0.6), 120))
        paint.blit_center(s, icon, center)
        pygame.draw.circle(s, rgb("#e8d7a6"), center, r, max(1, c.s(0.7)))
        box = pygame.Rect(0, 0, round(r * 1.25), round(r * 1.05))
        box.center = center
        self._label(
            kit.fonts.display,
            str(value),
            box,
            WHITE,
            f"cost-{kind}",
            outline=max(1, c.s(0.5)),
            outline_color=mix(color, BLACK, 0.7),
        )

    def _breed_badge(self, kit: Kit, c: Canvas, f: Face) -> None:
        s = c.surface
        center = c.pt(89.5, self._badge_y())
        r = c.s(BADGE_R)
        text = f.breed or "?"
        box = pygame.Rect(0, 0, round(r * 1.3), round(r * 0.9))
        box.center = center
        if not self._prints(kit.fonts.display, text, box):
            return  # an empty disc says nothing: the zoom has the breed
        ring = CRINOS_GLOW if f.side == "crinos" else f.style.accent
        paint.blit_center(
            s, paint.radial_glow(r * 3, BLACK, 120), (center[0], center[1] + c.s(0.6))
        )
        pygame.draw.circle(s, f.style.dark, center, r)
        pygame.draw.circle(s, ring, center, r, max(1, c.s(0.8)))
        self._label(kit.fonts.display, text, box, WHITE, "breed")

    def _scope_badge(self, kit: Kit, c: Canvas, f: Face, rect: pygame.Rect) -> None:
        s = c.surface
        color = TYPE_LOOK["combat-event"][0]
        words, box = _(f.scope).upper(), rect.inflate(-c.s(3), -c.s(2.4))
        if not self._prints(kit.fonts.title, words, box):
            return  # an empty pill says nothing: the zoom has it
        paint.rounded(s, rect.move(c.s(0.4), c.s(0.8)), (0, 0, 0, 110), c.s(2))
        paint.rounded(s, rect, color, c.s(2))
        paint.rounded(s, rect, mix(color, WHITE, 0.6), c.s(2), width=max(1, c.s(0.5)))
        self._label(kit.fonts.title, words, box, WHITE, "scope")

    def _strip_h(self, kit: Kit, c: Canvas) -> float:
        """A ribbon's height in card units: `STRIP_H`, or taller where its words need it to
        print at the face's smallest size (capitals with accents: "SAÚDE", "RAÇA")."""
        if not c.least:
            return STRIP_H
        return max(STRIP_H, (self._caps_px(kit, c) + c.s(1.6)) / c.uy + 0.4)

    def _caps_px(self, kit: Kit, c: Canvas) -> int:
        """The inked height of accented capitals of the title face at the face's smallest
        size, in canvas pixels."""
        return render_text(kit.fonts.title(c.least_px), "ÚÇ", BLACK).get_height()

    def _ribbon_prints(self, kit: Kit, c: Canvas, text: str) -> bool:
        rect = c.rect(6.0, 0.0, 88.0, self._strip_h(kit, c))
        return self._prints(kit.fonts.title, text.upper(), rect.inflate(-c.s(4), -c.s(1.6)))

    def _strip(
        self,
        kit: Kit,
        c: Canvas,
        units: tuple[float, float, float, float],
        text: str,
        style: FieldStyle,
        kind: str,
    ) -> None:
        s = c.surface
        self._surf = s
        rect = c.rect(*units)
        box = rect.inflate(-c.s(4), -c.s(1.6))
        if not self._prints(kit.fonts.title, text.upper(), box):
            return  # an empty ribbon says nothing: the zoom has it
        paint.rounded(s, rect, (*mix(style.dark, BLACK, 0.35), 225), c.s(1.6))
        paint.rounded(s, rect, mix(style.accent, BLACK, 0.3), c.s(1.6), width=max(1, c.s(0.35)))
        self._label(kit.fonts.title, text.upper(), box, mix(style.accent, WHITE, 0.35), kind)

    def _text_box(
        self,
        kit: Kit,
        c: Canvas,
        f: Face,
        units: tuple[float, float, float, float],
        head: str = "",
    ) -> None:
        """The rules text and the flavour, under `head` (the type line and keywords that their
        bands could not print) if any."""
        s = c.surface
        self._surf = s
        rect = c.rect(*units)
        self._parchment(c, rect, f.style)
        pad_x, pad_y = c.s(3.0), c.s(2.2)
        inner = rect.inflate(-pad_x * 2, -pad_y * 2)
        fonts = kit.fonts
        lead = [Block(head, fonts.title, fonts.title, INK, bold_leads=False)] if head else []
        blocks = [
            *lead,
            Block(f.rules, fonts.text, fonts.bold, INK, num=fonts.display, num_scale=1.0),
            Block(
                f.flavor,
                fonts.text,
                fonts.text,
                FLAVOR_INK,
                # as large as the rules where the window needs its text at its least
                scale=0.9 if f.rules and not c.least else 1.0,
                italic=True,
                gap=0.45,
                optional=bool(f.rules),
            ),
        ]
        keep_min = max(c.s(3.7), c.least_px)
        top = max(c.s(TEXT_MAX), c.least_px)
        layout = fit_blocks(blocks, inner.w, inner.h, top, keep_min, least=c.least_px)
        used = draw_layout(s, inner, layout)
        if lead:
            first = layout.blocks[0].height
            self._record("type", inner, pygame.Rect(used.x, used.y, used.w, first), text=head)
        if f.rules and f.flavor and len(layout.blocks) == 2 + len(lead):
            # A short rule between the rules text and the flavour.
            laid = layout.blocks[len(lead) :]
            y = used.top + sum(b.height for b in layout.blocks[: len(lead)])
            y += laid[0].height + laid[1].gap // 2
            half = min(inner.w // 4, c.s(14))
            pygame.draw.line(
                s,
                mix(PAPER, INK, 0.35),
                (inner.centerx - half, y),
                (inner.centerx + half, y),
                max(1, c.s(0.25)),
            )
        self._record("text", inner, used, layout.truncated)

    def _type_words(self, f: Face) -> str:
        words = [_(TYPE_LOOK.get(f.type, UNKNOWN_TYPE)[2]).upper()]
        if f.subtitle:
            words.append(f.subtitle.upper())
        if f.moon:
            words.append(_(MOON_WORDS.get(f.moon, f.moon)).upper())
        return " · ".join(words)

    def _type_strip(self, kit: Kit, c: Canvas, f: Face) -> None:
        """The type strip: the type's glyph, its words and the right-hand marks (paw prints, a
        rite's duration, a combat card's speed). Where its words cannot print (a face with a
        text box prints them there, `_head`) it is left out unless it has marks to show."""
        s = c.surface
        self._surf = s
        color, glyph, _label = TYPE_LOOK.get(f.type, UNKNOWN_TYPE)
        rect, box, marks_right, speed_right = self._type_places(c, f)
        ink = mix(color, WHITE, 0.88)
        gsize = round(rect.h * 0.8)
        paws = f.paw or f.duration
        psize = round(rect.h * 0.72)
        printed = self._type_prints(kit, c, f)
        if not self._type_band(kit, c, f):
            return  # a band with nothing in it says nothing
        band = paint.layer(rect.size)
        band.blit(
            paint.vertical_gradient(rect.size, mix(color, WHITE, 0.15), mix(color, BLACK, 0.35)),
            (0, 0),
        )
        paint.clip_rounded(band, band.get_rect(), c.s(1.8))
        s.blit(band, rect)
        paint.rounded(s, rect, mix(color, BLACK, 0.55), c.s(1.8), width=max(1, c.s(0.4)))
        paint.blit_center(
            s, kit.icons.get(glyph, gsize, ink), (rect.left + c.s(1.6) + gsize // 2, rect.centery)
        )
        for i in range(paws):
            x = marks_right - psize // 2 - i * (psize + c.s(0.6))
            paint.blit_center(s, kit.icons.get("paw-print", psize, ink), (x, rect.centery))
        if f.speed:
            icon = kit.icons.get(
                "sprint" if f.speed == "fast" else "snail", round(rect.h * 0.78), ink
            )
            sp_box = pygame.Rect(0, 0, c.s(11), round(rect.h * 0.62))
            sp_box.midright = (speed_right, rect.centery)
            speed = _(SPEED_WORDS.get(f.speed, f.speed)).upper()
            r = self._label(kit.fonts.title, speed, sp_box, ink, "speed", align="right")
            paint.blit_center(s, icon, (r.left - c.s(1.0) - icon.get_width() // 2, rect.centery))
        if printed:
            self._label(kit.fonts.title, self._type_words(f), box, ink, "type", align="left")

    def _type_band(self, kit: Kit, c: Canvas, f: Face) -> bool:
        """Whether the type strip is drawn: it has its words or marks to show."""
        return bool(f.paw or f.duration or f.speed) or self._type_prints(kit, c, f)

    def _text_bottom(self, kit: Kit, c: Canvas, f: Face) -> float:
        """Where a face's text box ends: over the type strip, or in its place if it is left
        out."""
        return TEXT_BOTTOM if self._type_band(kit, c, f) else TYPE_STRIP[1] + TYPE_STRIP[3]

    def _type_places(self, c: Canvas, f: Face) -> tuple[pygame.Rect, pygame.Rect, int, int]:
        """The type strip, its words' box, and where its paw prints and its speed end."""
        rect = c.rect(*TYPE_STRIP)
        gsize = round(rect.h * 0.8)
        left = rect.left + c.s(3.2) + gsize
        right = marks_right = rect.right - c.s(1.8)
        paws = f.paw or f.duration
        if paws:
            right -= paws * (round(rect.h * 0.72) + c.s(0.6)) + c.s(0.8)
        speed_right = right
        if f.speed:
            right -= c.s(11) + round(rect.h * 0.78) + c.s(2.6)
        box = pygame.Rect(
            left, rect.top + round(rect.h * 0.2), max(1, right - left), round(rect.h * 0.6)
        )
        return rect, box, marks_right, speed_right

    def _type_prints(self, kit: Kit, c: Canvas, f: Face) -> bool:
        """Whether the type strip's words print in it at the face's smallest size."""
        return self._prints(kit.fonts.title, self._type_words(f), self._type_places(c, f)[1])

    def _head(self, kit: Kit, c: Canvas, f: Face, ribbon: str = "") -> str:
        """What a face with a text box prints as that box's first line: the type strip's words
        and the ribbon's (`ribbon`) where their bands cannot print them (the zoom at a small
        window), so the zoom still gives the card whole."""
        parts = [] if self._type_prints(kit, c, f) else [self._type_words(f)]
        if ribbon and not self._ribbon_prints(kit, c, ribbon):
            parts.append(ribbon.upper())
        return " · ".join(parts)

    # -- backs and placeholders ---------------------------------------------------------------
    def _back(self, kit: Kit, c: Canvas, deck: str) -> None:
        self._surf = c.surface
        self._card = f"back:{deck}"
        s = c.surface
        if deck == "sept":
            style, icon, title = SEPT_BACK, "dolmen", _("Sept").upper()
        elif deck == "combat":
            style, icon, title = BATTLE, "claw-slashes", _("Combat").upper()
        else:
            style, icon, title = CHARACTER_BACK, "wolf-howl", "GAROU"
        paint.rounded(s, c.rect(0, 0, 100, 140), style.rim, c.s(5.5))
        inner = c.rect(2.4, 2.4, 95.2, 135.2)
        win = field(inner.size, style, seed_of(deck), c.u, glow_at=(0.5, 0.5))
        w, h = inner.size
        center = (w // 2, round(h * 0.52))
        # The moon every back shares, behind the deck's emblem.
        moon_r = round(w * 0.3)
        paint.blit_center(win, paint.radial_glow(moon_r * 4, style.light, 160), center)
        pygame.draw.circle(win, mix(MOON_FULL, style.light, 0.3), center, moon_r)
        pygame.draw.circle(
            win, mix(MOON_FULL, style.dark, 0.25), center, round(moon_r * 0.86), max(1, c.s(0.5))
        )
        img = kit.icons.get(icon, round(moon_r * 1.55), mix(style.dark, BLACK, 0.3))
        paint.blit_center(win, img, (center[0], center[1] + round(moon_r * 0.12)))
        # Rings of runes-like dots.
        for i in range(36):
            a = math.tau * i / 36
            rr = moon_r * 1.32
            p = (center[0] + round(rr * math.cos(a)), center[1] + round(rr * math.sin(a)))
            pygame.draw.circle(win, (*style.accent, 200), p, max(1, c.s(0.7 if i % 3 else 1.2)))
        pygame.draw.circle(
            win, (*style.accent, 160), center, round(moon_r * 1.45), max(1, c.s(0.4))
        )
        paint.clip_rounded(win, win.get_rect(), c.s(4))
        s.blit(win, inner)
        gold = mix(style.accent, BLACK, 0.15)
        paint.rounded(s, inner, gold, c.s(4), width=max(1, c.s(0.7)))
        paint.rounded(
            s, inner.inflate(-c.s(3.2), -c.s(3.2)), (*gold, 150), c.s(2.6), width=max(1, c.s(0.3))
        )
        word = c.rect(14, 8, 72, 19)
        face = kit.fonts.fancy if not self.compact(c) else kit.fonts.title
        self._label(
            face,
            "Rage",
            word,
            mix(style.accent, WHITE, 0.35),
            "back-title",
            outline=max(1, c.s(0.6)),
            outline_color=style.rim,
        )
        self._label(
            kit.fonts.title,
            title,
            c.rect(25, 116, 50, 9),
            mix(style.accent, WHITE, 0.3),
            "back-deck",
        )
        for x, y in ((9, 9), (91, 9), (9, 131), (91, 131)):
            paint.blit_center(
                s, kit.icons.get("paw-print", c.s(5), (*style.accent, 170)), c.pt(x, y)
            )

    def _unavailable(
        self, kit: Kit, size: tuple[int, int], card_id: str, why: str
    ) -> pygame.Surface:
        """A face that says plainly that this card cannot be shown."""
        c = Canvas(size)
        self._surf = c.surface
        self._card = card_id
        s = c.surface
        self._frame(c, NEUTRAL, seed_of(card_id))
        win = c.rect(6, 6, 88, 128)
        paint.rounded(s, win, (*mix(NEUTRAL.dark, BLACK, 0.3), 230), c.s(2.4))
        paint.blit_center(
            s, kit.icons.get("paw-print", c.s(34), (*NEUTRAL.light, 110)), c.pt(50, 56)
        )
        self._label(kit.fonts.title, why.upper(), c.rect(10, 92, 80, 9), PAPER, "why")
        self._label(kit.fonts.text, card_id, c.rect(12, 106, 76, 7), NEUTRAL.light, "id")
        return c.finish()

    _surf: pygame.Surface


__all__ = ["DECKS", "TEXT_MIN_WIDTH", "CcgArt", "TextTrace"]

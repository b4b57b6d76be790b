"""RAGE (the trick-taking game) faces and backs, plus the standard cards of its Oh Hell preset.

Number cards: the colour's border, a patterned centre panel with the colour's glyph, and big
numerals (corners and centre). Action cards: black borders, a glowing icon and the action's
name. Standard cards: cream faces, classic pip layouts, court letters under a crown.
"""

from __future__ import annotations

import math
from types import MappingProxyType

import pygame

from desktop.render import paint
from desktop.render.ids import (
    RageAction,
    RageNumber,
    StandardCard,
    parse_rage,
    rage_deck,
    standard_deck,
)
from desktop.render.kit import Kit
from desktop.render.paint import Canvas
from desktop.render.palette import RAGE_COLORS, RGB, WHITE, mix
from desktop.render.patterns import draw_pattern
from desktop.render.text import (
    draw_paragraph,
    paragraph_prints,
    render_ink_fit,
    render_ink_fit_legible,
)
from engine.i18n import N_

# action -> (icon, accent colour, title, effect in a line)
ACTIONS = MappingProxyType(
    {
        "wild": (
            "bright-explosion",
            (255, 255, 255),
            N_("WILD RAGE"),
            N_("Name the trump colour: it is the highest card of that colour."),
        ),
        "bonus": (
            "round-star",
            (246, 197, 69),
            N_("BONUS RAGE"),
            N_("+5 points to whoever takes this trick."),
        ),
        "mad": (
            "enrage",
            (255, 96, 64),
            N_("MAD RAGE"),
            N_("−5 points to whoever takes this trick."),
        ),
        "change": ("cycle", (74, 204, 230), N_("CHANGE RAGE"), N_("Choose a new trump colour.")),
        "out": (
            "interdiction",
            (196, 202, 214),
            N_("OUT RAGE"),
            N_("No trump for the rest of the round."),
        ),
    }
)
ACTION_BADGES = MappingProxyType({"bonus": "+5", "mad": "−5"})

# Pip centres (card units) for the standard layouts; pips below the middle are drawn inverted.
PIPS = MappingProxyType(
    {
        2: ((50, 30), (50, 110)),
        3: ((50, 30), (50, 70), (50, 110)),
        4: ((32, 30), (68, 30), (32, 110), (68, 110)),
        5: ((32, 30), (68, 30), (50, 70), (32, 110), (68, 110)),
        6: ((32, 30), (68, 30), (32, 70), (68, 70), (32, 110), (68, 110)),
        7: ((32, 30), (68, 30), (50, 50), (32, 70), (68, 70), (32, 110), (68, 110)),
        8: ((32, 30), (68, 30), (50, 50), (32, 70), (68, 70), (50, 90), (32, 110), (68, 110)),
        9: (
            (32, 30),
            (68, 30),
            (32, 56),
            (68, 56),
            (50, 70),
            (32, 84),
            (68, 84),
            (32, 110),
            (68, 110),
        ),
        10: (
            (32, 30),
            (68, 30),
            (50, 43),
            (32, 56),
            (68, 56),
            (32, 84),
            (68, 84),
            (50, 97),
            (32, 110),
            (68, 110),
        ),
    }
)
SUIT_ICONS = MappingProxyType({"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"})
COURT_ICONS = MappingProxyType({"J": "visored-helm", "Q": "tiara", "K": "crown"})
RANK_LABELS = MappingProxyType({"T": "10"})

# A card this many pixels wide or more also prints the action's rule in words.
HINT_MIN_WIDTH = 150


class RageArt:
    """Faces and backs for ``rage-trick`` (RAGE and its Oh Hell preset)."""

    games: tuple[str, ...] = ("rage-trick", "rage", "oh-hell")

    def card_ids(self, game: str) -> list[str]:
        return standard_deck() if game == "oh-hell" else rage_deck()

    def face(
        self, kit: Kit, game: str, card_id: str, size: tuple[int, int], info: dict | None
    ) -> pygame.Surface:
        card = parse_rage(card_id)
        c = Canvas(size, least=int((info or {}).get("least", 0)))
        if isinstance(card, RageNumber):
            self._number(kit, c, card)
        elif isinstance(card, RageAction):
            self._action(kit, c, card)
        else:
            self._standard(kit, c, card)
        return c.finish()

    def back(
        self, kit: Kit, game: str, size: tuple[int, int], deck: str, least: int = 0
    ) -> pygame.Surface:
        c = Canvas(size, least=least)
        if game == "oh-hell" or deck == "oh-hell":
            self._standard_back(kit, c)
        else:
            self._rage_back(kit, c)
        return c.finish()

    # -- number cards ------------------------------------------------------------------

    def _number(self, kit: Kit, c: Canvas, card: RageNumber) -> None:
        pal = kit.palette
        st = pal.suit(card.color)
        s = c.surface
        outer = c.rect(0, 0, 100, 140)
        paint.rounded(s, outer, st.base, c.s(6))
        paint.rounded(s, outer, st.dark, c.s(6), width=c.s(0.7))
        inner = c.rect(4.2, 4.2, 91.6, 131.6)
        paint.rounded(s, inner, pal.paper, c.s(4))

        # Centre panel: colour, pattern, glyph watermark, then the big numeral.
        panel = c.rect(21, 12, 58, 116)
        face = paint.layer(panel.size)
        face.fill(st.base)
        draw_pattern(face, face.get_rect(), st.pattern, st.pattern_ink, c.s(8.5))
        paint.shade_and_clip(face, c.s(4), shade=0.18)
        s.blit(face, panel)
        paint.rounded(s, panel, st.dark, c.s(4), width=c.s(0.8))
        hair = panel.inflate(-c.s(3), -c.s(3))
        paint.rounded(s, hair, (*WHITE, 120), c.s(2.5), width=max(1, c.s(0.4)))

        # The colour's glyph at both ends of the panel, readable from either side.
        glyph = kit.icons.get(st.glyph, c.s(15), WHITE)
        top = (panel.centerx, panel.top + c.s(12))
        paint.shadowed(s, glyph, top, c.s(0.8), alpha=120)
        bottom = (panel.centerx, panel.bottom - c.s(12))
        paint.shadowed(s, pygame.transform.rotate(glyph, 180), bottom, c.s(0.8), alpha=120)

        center = (panel.centerx, panel.centery)
        label = str(card.value)
        big = render_ink_fit(
            kit.fonts.display,
            label,
            round(panel.w * 0.86),
            c.s(40),
            WHITE,
            outline=c.s(2.2),
            outline_color=st.dark,
        )
        rect = paint.shadowed(s, big, center, c.s(1.4))
        if card.value in (6, 9):
            self._underline(s, rect, c.s(1.6), WHITE, st.dark, c.s(1.1))

        if pal.label_colors:
            name = render_ink_fit(
                kit.fonts.title,
                card.color.upper(),
                round(panel.w * 0.7),
                c.s(6.5),
                WHITE,
                outline=c.s(0.7),
                outline_color=st.dark,
            )
            paint.blit_center(s, name, (panel.centerx, panel.bottom - c.s(25)))

        paint.mirrored_corners(s, self._number_index(kit, c, card), c.pt(5, 7))

    def _number_index(self, kit: Kit, c: Canvas, card: RageNumber) -> pygame.Surface:
        st = kit.palette.suit(card.color)
        num = render_ink_fit(kit.fonts.display, str(card.value), c.x(13.5), c.y(14), st.dark)
        parts = [num]
        if card.value in (6, 9):
            bar = paint.layer((num.get_width(), max(1, c.s(1.2))))
            bar.fill(st.dark)
            parts.append(bar)
        parts.append(kit.icons.get(st.glyph, c.s(11), st.base))
        group = paint.stack_center(parts, c.s(1.6))
        # Centre every index in the same column so 1 and 15 line up.
        col = paint.layer((c.x(13.5), group.get_height()))
        col.blit(group, ((col.get_width() - group.get_width()) // 2, 0))
        return col

    @staticmethod
    def _underline(
        s: pygame.Surface, rect: pygame.Rect, thick: int, color: RGB, edge: RGB, edge_w: int
    ) -> None:
        """The bar that tells a 6 from a 9 when the card is upside down."""
        bar = pygame.Rect(0, 0, round(rect.w * 0.7), thick * 2)
        bar.midtop = (rect.centerx, rect.bottom + thick)
        pygame.draw.rect(s, edge, bar.inflate(edge_w * 2, edge_w * 2), border_radius=thick)
        pygame.draw.rect(s, color, bar, border_radius=thick)

    # -- action cards --------------------------------------------------------------------

    def _action(self, kit: Kit, c: Canvas, card: RageAction) -> None:
        pal = kit.palette
        icon_name, accent, title, hint = ACTIONS[card.action]
        s = c.surface
        outer = c.rect(0, 0, 100, 140)
        paint.rounded(s, outer, pal.action_border, c.s(6))
        inner = c.rect(4.2, 4.2, 91.6, 131.6)
        field = paint.layer(inner.size)
        field.blit(
            paint.vertical_gradient(
                inner.size, mix(pal.action_field, WHITE, 0.1), pal.action_field
            ),
            (0, 0),
        )
        paint.shade_and_clip(field, c.s(4))
        s.blit(field, inner)

        center = c.pt(50, 58)
        glow_alpha = 60 if card.action == "wild" else 120
        paint.blit_center(s, paint.radial_glow(c.s(86), accent, glow_alpha), center)
        if card.action == "wild":
            self._rainbow_ring(kit, s, center, c.s(31), c.s(6))
        icon = kit.icons.get(icon_name, c.s(44), accent)
        paint.shadowed(s, icon, center, c.s(1.2), alpha=160)

        badge = ACTION_BADGES.get(card.action)
        if badge:
            bc = c.pt(72, 80)
            pygame.draw.circle(s, pal.action_border, bc, c.s(12))
            pygame.draw.circle(s, accent, bc, c.s(10.5))
            txt = render_ink_fit(kit.fonts.display, badge, c.s(15), c.s(9), pal.action_border)
            paint.blit_center(s, txt, bc)

        # the rule only where it prints at the smallest size the card may show (the hover
        # preview, drawn large, gives it)
        show_hint = c.size[0] >= HINT_MIN_WIDTH and paragraph_prints(
            kit.fonts.text, hint, c.x(58), c.y(17), c.s(6.5), c.least_px
        )
        title_box = c.rect(8, 95 if show_hint else 100, 84, 15 if show_hint else 20)
        name = render_ink_fit(
            kit.fonts.title,
            title,
            title_box.w,
            title_box.h,
            accent,
            outline=c.s(0.5),
            outline_color=(0, 0, 0),
        )
        paint.blit_center(s, name, title_box.center)
        if show_hint:
            box = c.rect(21, 111, 58, 17)
            draw_paragraph(s, box, kit.fonts.text, hint, mix(accent, WHITE, 0.5), max_size=c.s(6.5))

        paint.mirrored_corners(s, self._action_index(kit, c, card), c.pt(5, 7))

    def _action_index(self, kit: Kit, c: Canvas, card: RageAction) -> pygame.Surface:
        icon_name, accent, _, _ = ACTIONS[card.action]
        parts = [kit.icons.get(icon_name, c.s(12), accent)]
        badge = ACTION_BADGES.get(card.action)
        if badge:
            parts.append(render_ink_fit(kit.fonts.display, badge, c.x(13), c.y(7), accent))
        return paint.stack_center(parts, c.s(1.5))

    @staticmethod
    def _rainbow_ring(kit: Kit, s: pygame.Surface, center, radius: int, width: int) -> None:
        """Six arcs in the six RAGE colours: a Wild is any colour."""
        n = len(RAGE_COLORS)
        for i, color in enumerate(RAGE_COLORS):
            a0 = math.radians(-90 + i * 360 / n + 3)
            a1 = math.radians(-90 + (i + 1) * 360 / n - 3)
            steps = 18
            outer = [
                (
                    center[0] + (radius + width) * math.cos(a0 + (a1 - a0) * k / steps),
                    center[1] + (radius + width) * math.sin(a0 + (a1 - a0) * k / steps),
                )
                for k in range(steps + 1)
            ]
            inner = [
                (
                    center[0] + radius * math.cos(a1 - (a1 - a0) * k / steps),
                    center[1] + radius * math.sin(a1 - (a1 - a0) * k / steps),
                )
                for k in range(steps + 1)
            ]
            pygame.draw.polygon(s, kit.palette.suit(color).base, outer + inner)

    # -- standard cards (Oh Hell) ---------------------------------------------------------

    def _standard(self, kit: Kit, c: Canvas, card: StandardCard) -> None:
        pal = kit.palette
        ink = pal.standard_suits[card.suit]
        s = c.surface
        outer = c.rect(0, 0, 100, 140)
        paint.rounded(s, outer, pal.paper, c.s(6))
        paint.rounded(s, outer, (196, 188, 170), c.s(6), width=c.s(0.6))
        pip_name = SUIT_ICONS[card.suit]

        if card.rank in COURT_ICONS:
            self._court(kit, c, card, ink)
        elif card.rank == "A":
            pip = kit.icons.get(pip_name, c.s(46), ink)
            paint.shadowed(s, pip, c.pt(50, 70), c.s(0.8), alpha=60)
            ring = c.s(31)
            pygame.draw.circle(s, mix(ink, pal.paper, 0.7), c.pt(50, 70), ring, c.s(0.6))
        else:
            count = 10 if card.rank == "T" else int(card.rank)
            pip = kit.icons.get(pip_name, c.s(19), ink)
            flipped = pygame.transform.rotate(pip, 180)
            for x, y in PIPS[count]:
                paint.blit_center(s, flipped if y > 70 else pip, c.pt(x, y))

        label = RANK_LABELS.get(card.rank, card.rank)
        num = render_ink_fit(kit.fonts.display, label, c.x(12), c.y(12), ink)
        group = paint.stack_center([num, kit.icons.get(pip_name, c.s(10), ink)], c.s(1.8))
        col = paint.layer((c.x(12), group.get_height()))
        col.blit(group, ((col.get_width() - group.get_width()) // 2, 0))
        paint.mirrored_corners(s, col, c.pt(4.5, 6))

    def _court(self, kit: Kit, c: Canvas, card: StandardCard, ink: RGB) -> None:
        pal = kit.palette
        s = c.surface
        frame = c.rect(19, 12, 62, 116)
        # Courts sit on a warm gold ground, patterned faintly in their suit's ink.
        tint = mix(pal.gold, pal.paper, 0.72)
        panel = paint.layer(frame.size)
        panel.fill(tint)
        draw_pattern(panel, panel.get_rect(), "diamonds", mix(ink, tint, 0.86), c.s(7))
        paint.shade_and_clip(panel, c.s(3))
        s.blit(panel, frame)
        paint.rounded(s, frame, ink, c.s(3), width=c.s(0.8))

        # One half, drawn once and repeated upside down: courts read from both ends.
        half = paint.layer((frame.w, frame.h // 2))
        hc = half.get_width() // 2
        crown = kit.icons.get(COURT_ICONS[card.rank], c.s(26), ink)
        paint.blit_center(half, crown, (hc, c.s(17)))
        letter = render_ink_fit(kit.fonts.display, card.rank, c.s(26), c.s(20), ink)
        paint.blit_center(half, letter, (hc - c.s(9), c.s(44)))
        pip = kit.icons.get(SUIT_ICONS[card.suit], c.s(14), ink)
        paint.blit_center(half, pip, (hc + c.s(14), c.s(44)))
        s.blit(half, frame.topleft)
        s.blit(pygame.transform.rotate(half, 180), (frame.left, frame.bottom - half.get_height()))
        mid = frame.centery
        pygame.draw.line(
            s,
            mix(ink, tint, 0.5),
            (frame.left + c.s(6), mid),
            (frame.right - c.s(6), mid),
            c.s(0.5),
        )

    # -- backs -----------------------------------------------------------------------------

    def _rage_back(self, kit: Kit, c: Canvas) -> None:
        pal = kit.palette
        s = c.surface
        outer = c.rect(0, 0, 100, 140)
        paint.rounded(s, outer, pal.action_border, c.s(6))
        inner = c.rect(4.2, 4.2, 91.6, 131.6)
        field = paint.layer(inner.size)
        field.fill((26, 22, 30))
        cx, cy = field.get_width() / 2, field.get_height() / 2
        reach = math.hypot(cx, cy) * 1.1
        rays = 24
        for i in range(rays):
            a0 = math.radians(i * 360 / rays - 90)
            a1 = math.radians((i + 0.5) * 360 / rays - 90)
            color = pal.suit(RAGE_COLORS[(i // 2) % len(RAGE_COLORS)]).base
            if i % 2:
                color = mix(color, (0, 0, 0), 0.45)
            pts = [
                (cx, cy),
                (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                (cx + reach * math.cos(a1), cy + reach * math.sin(a1)),
            ]
            pygame.draw.polygon(field, color, pts)
        # Vignette: dark at the rim, full colour near the emblem.
        shade = paint.layer(field.get_size())
        shade.fill((0, 0, 0, 150))
        glow = paint.radial_glow(round(reach * 1.6), (0, 0, 0), 150)
        shade.blit(glow, glow.get_rect(center=(cx, cy)), special_flags=pygame.BLEND_RGBA_SUB)
        field.blit(shade, (0, 0))
        paint.shade_and_clip(field, c.s(4))
        s.blit(field, inner)
        paint.rounded(
            s, inner.inflate(-c.s(3), -c.s(3)), (255, 255, 255, 90), c.s(3), width=c.s(0.5)
        )

        center = c.pt(50, 70)
        pygame.draw.circle(s, (16, 14, 18), center, c.s(33))
        pygame.draw.circle(s, (245, 240, 230), center, c.s(33), c.s(1.2))
        for i, suit in enumerate(RAGE_COLORS):
            st = pal.suit(suit)
            a = math.radians(-90 + i * 60)
            pos = (center[0] + c.s(24) * math.cos(a), center[1] + c.s(24) * math.sin(a))
            paint.blit_center(
                s, kit.icons.get(st.glyph, c.s(10), st.base), (round(pos[0]), round(pos[1]))
            )
        word = render_ink_fit_legible(
            kit.fonts.display,
            "RAGE",
            c.s(46),
            c.s(16),
            (255, 255, 255),
            c.least_px,
            outline=c.s(1.3),
            outline_color=(200, 30, 40),
        )
        if word is not None:  # too small to read on a small back: the ring says RAGE
            word = pygame.transform.rotozoom(word, 8, 1)
            paint.shadowed(s, word, center, c.s(1))

    def _standard_back(self, kit: Kit, c: Canvas) -> None:
        pal = kit.palette
        s = c.surface
        navy = (30, 52, 96)
        outer = c.rect(0, 0, 100, 140)
        paint.rounded(s, outer, pal.paper, c.s(6))
        inner = c.rect(5, 5, 90, 130)
        field = paint.layer(inner.size)
        field.fill(navy)
        draw_pattern(field, field.get_rect(), "diamonds", mix(navy, WHITE, 0.16), c.s(7))
        draw_pattern(field, field.get_rect(), "grid", mix(navy, (0, 0, 0), 0.25), c.s(7) * 0.5)
        paint.shade_and_clip(field, c.s(3.5), shade=0.15)
        s.blit(field, inner)
        paint.rounded(s, inner.inflate(-c.s(3), -c.s(3)), (235, 225, 200), c.s(2.5), width=c.s(0.6))

        center = c.pt(50, 70)
        oval = pygame.Rect(0, 0, c.s(44), c.s(56))
        oval.center = center
        pygame.draw.ellipse(s, pal.paper, oval)
        pygame.draw.ellipse(s, (200, 170, 90), oval, c.s(1.2))
        for suit, (dx, dy) in zip("SHCD", ((0, -12), (12, 0), (0, 12), (-12, 0)), strict=True):
            color = pal.standard_suits[suit]
            pip = kit.icons.get(SUIT_ICONS[suit], c.s(13), color)
            paint.blit_center(s, pip, (center[0] + c.s(dx), center[1] + c.s(dy)))

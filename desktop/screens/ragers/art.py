"""Ragers: Champions of the Arena — combat, patron and cheers cards, and their backs.

Combat cards wear their team's colour (Accusers red, Defenders blue). Attack cards carry
their icon on a pointed pennant, special cards on a square banner, as in the printed game.
The combat back shows the attack cycle: Basher beats Slasher beats Prodder beats Basher.
"""

from __future__ import annotations

import math
from types import MappingProxyType

import pygame

from desktop.render import paint
from desktop.render.ids import (
    RagersCheers,
    RagersCombat,
    RagersPatron,
    parse_ragers,
    ragers_deck,
)
from desktop.render.kit import Kit
from desktop.render.paint import Canvas
from desktop.render.palette import RGB, WHITE, mix
from desktop.render.text import (
    FontFace,
    draw_paragraph,
    paragraph_prints,
    render_ink_fit,
    render_ink_fit_legible,
)
from engine.i18n import N_, _, spoken_list

KIND_ICONS = MappingProxyType(
    {
        "basher": "warhammer",
        "slasher": "battle-axe",
        "prodder": "trident",
        "chancer": "rolling-dices",
        "cheater": "domino-mask",
        "deadeye": "bullseye",
        "stopper": "round-shield",
        "veteran": "spartan-helmet",
    }
)
BEATS = MappingProxyType({"basher": "slasher", "slasher": "prodder", "prodder": "basher"})
LOSES_TO = MappingProxyType({v: k for k, v in BEATS.items()})

# Effects in our own words (translated when drawn); the engine's info["text"] overrides them.
KIND_TEXT = MappingProxyType(
    {
        "basher": N_("Beats a Slasher. Loses to a Prodder."),
        "slasher": N_("Beats a Prodder. Loses to a Basher."),
        "prodder": N_("Beats a Basher. Loses to a Slasher."),
        "chancer": N_("Copies the card opposite: its icon and its effect. Always worth 0 GP."),
        "cheater": N_("Cancels the card opposite: it is turned face down."),
        "deadeye": N_("Place another card face down beside this one. It is never revealed."),
        "stopper": N_("Your next card scores double GP and cannot be cancelled."),
        "veteran": N_("Place another card face up on top of this one and resolve it."),
    }
)

# patron -> (title, portrait icon, effect, forbidden kind or None)
PATRONS = MappingProxyType(
    {
        "gharan-zul": (
            "Gharan-zul",
            "orc-head",
            N_("No Deadeye may be placed this round."),
            "deadeye",
        ),
        "greybeard": (
            "Greybeard",
            "dwarf-face",
            N_("No Cheater may be placed this round."),
            "cheater",
        ),
        "solennos": (
            "Solennos",
            "heraldic-sun",
            N_("No Veteran may be placed this round."),
            "veteran",
        ),
        "arianna": (
            "Arianna",
            "woman-elf-face",
            N_("The round ends when a player has 4 cards in a row."),
            None,
        ),
        "nameless": (
            "The Nameless",
            "hood",
            N_("Nothing changes: only skill and fury count."),
            None,
        ),
    }
)

INK: RGB = (40, 30, 22)
BRONZE: RGB = (122, 86, 38)
CHEERS_COLOR: RGB = (46, 112, 88)
FORBID: RGB = (200, 30, 30)

# Below this width a combat card drops its rules text and shows a larger medallion.
TEXT_MIN_WIDTH = 110


class RagersArt:
    games: tuple[str, ...] = ("ragers",)

    def card_ids(self, game: str) -> list[str]:
        return ragers_deck()

    def face(
        self, kit: Kit, game: str, card_id: str, size: tuple[int, int], info: dict | None
    ) -> pygame.Surface:
        card = parse_ragers(card_id)
        info = info or {}
        c = Canvas(size, least=int(info.get("least", 0)))
        if isinstance(card, RagersCombat):
            self._combat(kit, c, card, info)
        elif isinstance(card, RagersPatron):
            self._patron(kit, c, card, info)
        else:
            self._cheers(kit, c, card, info)
        return c.finish()

    def back(
        self, kit: Kit, game: str, size: tuple[int, int], deck: str, least: int = 0
    ) -> pygame.Surface:
        c = Canvas(size, least=least)
        if deck == "patron":
            self._plain_back(kit, c, BRONZE, "heraldic-sun", _("PATRONS"))
        elif deck == "cheers":
            self._plain_back(kit, c, CHEERS_COLOR, "laurels", _("CHEERS"))
        else:
            self._combat_back(kit, c, deck)
        return c.finish()

    # -- shared pieces ------------------------------------------------------------------------

    @staticmethod
    def _ink(
        c: Canvas,
        face: FontFace,
        text: str,
        max_w: int,
        max_h: int,
        color: RGB,
        outline: int = 0,
        outline_color: RGB = (0, 0, 0),
    ) -> pygame.Surface | None:
        """``text`` as large as fits, or None where that is under the smallest size the card
        may show (its hover preview, drawn large, has it)."""
        if not c.least:
            return render_ink_fit(face, text, max_w, max_h, color, outline, outline_color)
        return render_ink_fit_legible(
            face, text, max_w, max_h, color, c.least_px, outline, outline_color
        )

    @staticmethod
    def _put(c: Canvas, img: pygame.Surface | None, **where: tuple[int, int]) -> None:
        """Blit `img` (if any) placed by one rect anchor (``center=``, ``midleft=``...)."""
        if img is not None:
            c.surface.blit(img, img.get_rect(**where))

    def side_color(self, kit: Kit, side: str) -> RGB:
        pal = kit.palette
        return {"acc": pal.accusers, "def": pal.defenders}.get(side, BRONZE)

    def _frame(self, kit: Kit, c: Canvas, color: RGB) -> pygame.Rect:
        """Team-coloured border, gold trim and a sand field; returns the field rect."""
        pal = kit.palette
        s = c.surface
        outer = c.rect(0, 0, 100, 140)
        paint.rounded(s, outer, mix(color, (0, 0, 0), 0.15), c.s(6))
        inner = c.rect(4.5, 4.5, 91, 131)
        field = paint.layer(inner.size)
        field.blit(paint.vertical_gradient(inner.size, pal.sand, pal.sand_dark), (0, 0))
        # Faint arena rings: the sand of the Arena of the Righteous.
        rings = paint.layer(inner.size)
        cx, cy = inner.w // 2, round(inner.h * 0.47)
        for i in range(1, 9):
            pygame.draw.circle(
                rings, (*mix(pal.sand_dark, INK, 0.2), 40), (cx, cy), c.s(7.5 * i), c.s(0.5)
            )
        field.blit(rings, (0, 0))
        paint.shade_and_clip(field, c.s(4))
        s.blit(field, inner)
        paint.rounded(s, inner, pal.gold, c.s(4), width=c.s(0.8))
        return inner

    def _medallion(
        self, kit: Kit, c: Canvas, center: tuple[int, int], radius: int, color: RGB, icon: str
    ) -> None:
        s = c.surface
        paint.blit_center(
            s,
            paint.radial_glow(round(radius * 2.6), (0, 0, 0), 90),
            (center[0], center[1] + radius // 10),
        )
        disc = paint.layer((radius * 2, radius * 2))
        disc.blit(
            paint.vertical_gradient(
                disc.get_size(), mix(color, WHITE, 0.18), mix(color, (0, 0, 0), 0.35)
            ),
            (0, 0),
        )
        mask = paint.layer(disc.get_size())
        pygame.draw.circle(mask, (255, 255, 255, 255), (radius, radius), radius)
        disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        paint.blit_center(s, disc, center)
        gold = kit.palette.gold
        pygame.draw.circle(s, gold, center, radius, max(1, radius // 14))
        pygame.draw.circle(
            s, mix(gold, WHITE, 0.4), center, round(radius * 0.86), max(1, radius // 40)
        )
        img = kit.icons.get(icon, round(radius * 1.22), (250, 244, 228))
        paint.shadowed(s, img, center, max(1, radius // 22), alpha=150)

    def _gp_coin(
        self, kit: Kit, c: Canvas, center: tuple[int, int], radius: int, value: str
    ) -> None:
        s = c.surface
        num = self._ink(c, kit.fonts.display, value, round(radius * 1.1), round(radius * 0.8), INK)
        if num is None:
            return  # a coin without its number says nothing: the preview has it
        gold = kit.palette.gold
        pygame.draw.circle(s, mix(gold, (0, 0, 0), 0.45), center, radius)
        pygame.draw.circle(s, gold, center, round(radius * 0.88))
        pygame.draw.circle(
            s, mix(gold, WHITE, 0.35), center, round(radius * 0.72), max(1, radius // 12)
        )
        self._put(c, num, center=(center[0], center[1] - round(radius * 0.12)))
        gp = self._ink(c, kit.fonts.title, _("GP"), round(radius * 0.8), round(radius * 0.3), INK)
        self._put(c, gp, center=(center[0], center[1] + round(radius * 0.55)))

    def _text_box(self, kit: Kit, c: Canvas, box: pygame.Rect, text: str, edge: RGB) -> None:
        s = c.surface
        pad = c.s(3)
        inner = box.inflate(-pad * 2, -pad * 2)
        if not paragraph_prints(kit.fonts.text, text, inner.w, inner.h, c.s(8), c.least_px):
            return  # an empty box says nothing: the hover preview prints the text
        paint.rounded(s, box, (*kit.palette.paper, 235), c.s(3))
        paint.rounded(s, box, edge, c.s(3), width=c.s(0.6))
        draw_paragraph(s, inner, kit.fonts.text, text, INK, max_size=c.s(8))

    def _forbidden(
        self, kit: Kit, c: Canvas, center: tuple[int, int], radius: int, kind: str
    ) -> None:
        """A kind's icon struck through: this card may not be played."""
        s = c.surface
        pygame.draw.circle(s, kit.palette.paper, center, radius)
        icon = kit.icons.get(KIND_ICONS[kind], round(radius * 1.3), INK)
        paint.blit_center(s, icon, center)
        no = kit.icons.get("interdiction", round(radius * 2.1), FORBID)
        paint.blit_center(s, no, center)

    def _required(
        self, kit: Kit, c: Canvas, center: tuple[int, int], radius: int, kind: str
    ) -> None:
        icon = kit.icons.get(KIND_ICONS[kind], round(radius * 1.35), INK)
        self._disc(kit, c, center, radius, icon)

    # -- combat cards -------------------------------------------------------------------------

    def _combat(self, kit: Kit, c: Canvas, card: RagersCombat, info: dict) -> None:
        s = c.surface
        team = self.side_color(kit, card.side)
        self._frame(kit, c, team)
        compact = c.size[0] < TEXT_MIN_WIDTH
        # Accusers play right to left, Defenders left to right: the banner leads the way.
        left = card.side == "def"
        bx0, bx1 = (8, 30) if left else (70, 92)
        bxc = (bx0 + bx1) / 2
        if card.is_attack:
            pts = [(bx0, 0), (bx1, 0), (bx1, 33), (bxc, 43), (bx0, 33)]
        else:
            pts = [(bx0, 0), (bx1, 0), (bx1, 38), (bx0, 38)]
        poly = [c.pt(x, y) for x, y in pts]
        shadow = [(x + c.s(1), y + c.s(1)) for x, y in poly]
        paint.polygon(s, (0, 0, 0, 70), shadow)
        pygame.draw.polygon(s, team, poly)
        pygame.draw.polygon(s, kit.palette.gold, poly, c.s(0.9))
        icon = kit.icons.get(KIND_ICONS[card.kind], c.s(15), WHITE)
        paint.blit_center(s, icon, c.pt(bxc, 20))

        title = info.get("title", card.kind.upper())
        name_box = c.rect(33, 9, 58, 14) if left else c.rect(9, 9, 58, 14)
        name = self._ink(c, kit.fonts.title, str(title), name_box.w, name_box.h, INK)
        if left:
            self._put(c, name, midleft=name_box.midleft)
        else:
            self._put(c, name, midright=name_box.midright)
        kind_label = _("ATTACK") if card.is_attack else _("SPECIAL")
        sub_box = c.rect(33, 24, 40, 6) if left else c.rect(27, 24, 40, 6)
        if not compact:
            sub = self._ink(
                c, kit.fonts.bold, kind_label, sub_box.w, sub_box.h, mix(team, INK, 0.3)
            )
            if left:
                self._put(c, sub, midleft=sub_box.midleft)
            else:
                self._put(c, sub, midright=sub_box.midright)

        med_center = c.pt(50, 76 if compact else 66)
        self._medallion(kit, c, med_center, c.s(33 if compact else 26), team, KIND_ICONS[card.kind])

        gp = info.get("gp", 0 if card.kind == "chancer" else None)
        if gp is not None:
            self._gp_coin(
                kit,
                c,
                c.pt(76 if left else 24, 88 if not compact else 112),
                c.s(10 if not compact else 12),
                str(gp),
            )

        if not compact:
            text = info.get("text") or _(KIND_TEXT[card.kind])
            self._text_box(kit, c, c.rect(9, 100, 82, 31), str(text), mix(team, INK, 0.2))

    # -- patrons and cheers -----------------------------------------------------------------

    def _patron(self, kit: Kit, c: Canvas, card: RagersPatron, info: dict) -> None:
        s = c.surface
        title, icon, effect, forbids = PATRONS[card.name]
        self._frame(kit, c, BRONZE)
        compact = c.size[0] < TEXT_MIN_WIDTH
        head = self._ink(c, kit.fonts.title, _("PATRON"), c.s(30), c.s(5), mix(BRONZE, INK, 0.3))
        self._put(c, head, center=c.pt(50, 11))
        # Blackletter suits a god's name but blurs when tiny: small cards use plain capitals.
        face = kit.fonts.title if compact else kit.fonts.fancy
        label = str(info.get("title", title))
        name = self._ink(c, face, label.upper() if compact else label, c.x(80), c.y(13), INK)
        self._put(c, name, center=c.pt(50, 23))

        center = c.pt(50, 74 if compact else 61)
        radius = c.s(32 if compact else 25)
        rays = paint.layer((radius * 4, radius * 4))
        rc = (radius * 2, radius * 2)
        for i in range(16):
            a0 = math.radians(i * 22.5 - 4)
            a1 = math.radians(i * 22.5 + 4)
            pygame.draw.polygon(
                rays,
                (*kit.palette.gold, 110),
                [
                    rc,
                    (rc[0] + radius * 1.7 * math.cos(a0), rc[1] + radius * 1.7 * math.sin(a0)),
                    (rc[0] + radius * 1.7 * math.cos(a1), rc[1] + radius * 1.7 * math.sin(a1)),
                ],
            )
        paint.blit_center(s, rays, center)
        self._medallion(kit, c, center, radius, BRONZE, icon)

        badge_at = (center[0] + round(radius * 0.8), center[1] + round(radius * 0.8))
        forbids = info.get("forbids", forbids)
        if forbids:
            self._forbidden(kit, c, badge_at, c.s(8.5), forbids)
        elif card.name == "arianna":
            self._gp_like_badge(kit, c, badge_at, c.s(8.5), "4")
        if not compact:
            text = str(info.get("text") or _(effect))
            self._text_box(kit, c, c.rect(9, 96, 82, 35), text, BRONZE)

    def _gp_like_badge(
        self, kit: Kit, c: Canvas, center: tuple[int, int], radius: int, text: str
    ) -> None:
        t = self._ink(c, kit.fonts.display, text, radius, radius, INK)
        if t is not None:
            self._disc(kit, c, center, radius, t)

    def _disc(
        self, kit: Kit, c: Canvas, center: tuple[int, int], radius: int, mark: pygame.Surface
    ) -> None:
        """A paper disc with an ink rim and `mark` in its middle."""
        s = c.surface
        pygame.draw.circle(s, kit.palette.paper, center, radius)
        pygame.draw.circle(s, INK, center, radius, max(1, radius // 9))
        paint.blit_center(s, mark, center)

    def _cheers(self, kit: Kit, c: Canvas, card: RagersCheers, info: dict) -> None:
        s = c.surface
        self._frame(kit, c, CHEERS_COLOR)
        compact = c.size[0] < TEXT_MIN_WIDTH
        title = self._ink(
            c, kit.fonts.title, str(info.get("title") or _("CHEERS!")), c.x(70), c.y(13), INK
        )
        self._put(c, title, center=c.pt(50, 18))

        center = c.pt(50, 58)
        laurel = kit.icons.get("laurels", c.s(66), (*CHEERS_COLOR, 110))
        paint.blit_center(s, laurel, center)
        requires = list(info.get("requires", []))
        forbids = list(info.get("forbids", []))
        marks = [("req", k) for k in requires] + [("no", k) for k in forbids]
        if marks:
            n = len(marks)
            per_row = 2 if n > 1 else 1
            rows = math.ceil(n / per_row)
            r = c.s(11 if n <= 2 else 9)
            for i, (mode, kind) in enumerate(marks):
                row, col = divmod(i, per_row)
                in_row = min(per_row, n - row * per_row)
                x = 50 + (col - (in_row - 1) / 2) * 25
                y = 58 + (row - (rows - 1) / 2) * 25
                pos = c.pt(x, y)
                if kind not in KIND_ICONS:
                    continue
                (self._required if mode == "req" else self._forbidden)(kit, c, pos, r, kind)
        else:
            crowd = kit.icons.get("laurel-crown", c.s(30), mix(CHEERS_COLOR, INK, 0.4))
            paint.blit_center(s, crowd, center)

        if "gp" in info:
            self._gp_coin(
                kit,
                c,
                c.pt(50, 96 if not compact else 110),
                c.s(10 if not compact else 13),
                str(info["gp"]),
            )
        if not compact:
            text = info.get("text") or self._cheers_text(requires, forbids)
            self._text_box(kit, c, c.rect(9, 108, 82, 23), text, CHEERS_COLOR)

    @staticmethod
    def _cheers_text(requires: list[str], forbids: list[str]) -> str:
        if not requires and not forbids:
            return _("The crowd roars for a daring show.")

        def names(kinds: list[str]) -> str:
            # Card names stay as printed; only the joining word is the language's.
            return spoken_list([k.capitalize() for k in kinds])

        if not requires:
            return _("Win the crowd without a {kinds}.").format(kinds=names(forbids))
        if forbids:
            return _("Play a {kinds}, but no {forbidden}.").format(
                kinds=names(requires), forbidden=names(forbids)
            )
        return _("Play a {kinds}.").format(kinds=names(requires))

    # -- backs -------------------------------------------------------------------------------

    def _name_atop(self, kit: Kit, c: Canvas, height: float) -> None:
        """The game's name across a card back's top, `height` percent of the card tall at most."""
        gold = kit.palette.gold
        word = self._ink(
            c,
            kit.fonts.fancy,
            "Ragers",
            c.x(70),
            c.y(height),
            mix(gold, WHITE, 0.3),
            outline=c.s(0.6),
            outline_color=(20, 12, 6),
        )
        self._put(c, word, center=c.pt(50, 20))

    def _dark_field(self, kit: Kit, c: Canvas, color: RGB) -> None:
        s = c.surface
        outer = c.rect(0, 0, 100, 140)
        paint.rounded(s, outer, mix(color, (0, 0, 0), 0.55), c.s(6))
        inner = c.rect(4.5, 4.5, 91, 131)
        field = paint.layer(inner.size)
        field.blit(
            paint.vertical_gradient(
                inner.size, mix(color, (0, 0, 0), 0.1), mix(color, (0, 0, 0), 0.5)
            ),
            (0, 0),
        )
        cx, cy = inner.w // 2, round(inner.h * 0.54)
        for i in range(1, 12):
            pygame.draw.circle(
                field, (*mix(color, WHITE, 0.25), 255), (cx, cy), c.s(6.5 * i), max(1, c.s(0.35))
            )
        paint.shade_and_clip(field, c.s(4))
        s.blit(field, inner)
        paint.rounded(s, inner, kit.palette.gold, c.s(4), width=c.s(0.8))

    def _combat_back(self, kit: Kit, c: Canvas, deck: str) -> None:
        s = c.surface
        color = self.side_color(kit, deck)
        self._dark_field(kit, c, color)
        gold = kit.palette.gold
        self._name_atop(kit, c, 17)

        # The attack cycle: each attack beats the next one clockwise.
        hub = c.pt(50, 78)
        ring = c.s(27)
        angles = {"basher": -90.0, "slasher": 30.0, "prodder": 150.0}
        disc_r = c.s(12.5)
        gap_deg = math.degrees(disc_r / ring) + 9
        for kind, a in angles.items():
            target = angles[BEATS[kind]]
            end = target if target > a else target + 360
            paint.arc_arrow(s, gold, hub, ring, a + gap_deg, end - gap_deg, c.s(2), c.s(6))
        for kind, a in angles.items():
            pos = (
                hub[0] + round(ring * math.cos(math.radians(a))),
                hub[1] + round(ring * math.sin(math.radians(a))),
            )
            pygame.draw.circle(s, kit.palette.sand, pos, disc_r)
            pygame.draw.circle(s, gold, pos, disc_r, c.s(1.1))
            paint.blit_center(s, kit.icons.get(KIND_ICONS[kind], round(disc_r * 1.35), INK), pos)
            label = self._ink(
                c, kit.fonts.title, kind.upper(), c.s(24), c.s(5), mix(gold, WHITE, 0.5)
            )
            below = pos[1] + disc_r + c.s(4.5) if a > 0 else pos[1] - disc_r - c.s(4.5)
            self._put(c, label, center=(pos[0], below))
        if c.size[0] >= TEXT_MIN_WIDTH:
            hint = self._ink(
                c, kit.fonts.title, _("BEATS"), c.s(14), c.s(4.5), mix(gold, WHITE, 0.2)
            )
            self._put(c, hint, center=hub)

    def _plain_back(self, kit: Kit, c: Canvas, color: RGB, icon: str, title: str) -> None:
        s = c.surface
        self._dark_field(kit, c, color)
        gold = kit.palette.gold
        self._name_atop(kit, c, 15)
        center = c.pt(50, 72)
        paint.blit_center(s, paint.radial_glow(c.s(80), gold, 90), center)
        img = kit.icons.get(icon, c.s(48), mix(gold, WHITE, 0.2))
        paint.shadowed(s, img, center, c.s(1), alpha=150)
        label = self._ink(c, kit.fonts.title, title, c.x(60), c.y(9), mix(gold, WHITE, 0.3))
        self._put(c, label, center=c.pt(50, 118))


__all__ = ["BEATS", "KIND_ICONS", "KIND_TEXT", "LOSES_TO", "PATRONS", "RagersArt"]

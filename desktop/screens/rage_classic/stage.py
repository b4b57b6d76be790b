"""The original Rage table's scene (desktop.screens.ccg_kit.stage), rebuilt from one seat's view
whenever the game moves.

Top band: the other packs' Home Grounds side by side. Middle band: the Hunting Grounds (the
physical world) and, behind the Gauntlet, the Umbra. Lower band: my Pack Home Ground. Bottom:
my Sept hand and Combat hand. Right: the log, the "OK?" window, the stack. The combat view
covers the top and middle bands, the Juntas panel the middle one: what lies under a panel is
hidden. A creature is one picture (its face with its live stats, its attachments' name bands
peeking out under it, the damage cards crosswise under it in a T) with a node to point at for
each card it shows; every other card is a node of its own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from desktop.scene.node import Node
from desktop.scene.scene import Scene
from desktop.scene.zones import Zone
from desktop.screens.ccg_kit.layout import SteadyHand
from desktop.screens.ccg_kit.marks import ring
from desktop.screens.ccg_kit.paint import Labels, Painter, cut_end, fitted, last_whole, text
from desktop.screens.ccg_kit.peek import Opened, PeekCard, PeekLook
from desktop.screens.ccg_kit.stage import READABLE_PX, CcgStage, base_id, others_round
from desktop.screens.rage_classic import gauntlet, layout, words
from desktop.screens.rage_classic.art import face_parts, name_band, name_whole, stat_box
from desktop.screens.rage_classic.faces import BIG, HAND, HAND_LINES, SMALL, TINY, ClassicFaces
from desktop.screens.rage_classic.fight import fight_lines, round_over
from desktop.screens.rage_classic.guide import (
    hand_glows,
    named_creatures,
    seat_win_word,
    win_waits,
)
from desktop.screens.rage_classic.wounds import DamageT
from desktop.screens.rage_classic.wounds import band as wound_band
from desktop.screens.seat_tags import SeatTag, pill_surface, tag_surface
from desktop.ui.theme import wrap
from engine.games.rage_classic import cards as card_pool
from engine.games.rage_classic.views import PHASE_NAMES, rounds_left
from engine.i18n import N_, _, language, ngettext, spoken_list

Size = tuple[int, int]
View = dict[str, Any]
#: a hand's panel, its cards' size and the step from one card to the next
HandRow = tuple[pygame.Rect, Size, int]
#: a row's creatures' sizes (each face's and its bands') and its loose things' size
Sizes = tuple[list[tuple[Size, Size | None]], Size]
#: a row's sizes (None: not side by side) and its loose things' column's width (0: none)
Plan = tuple[Sizes | None, int]

#: what a combat is, as the combat view's title says it
COMBAT_KINDS = {
    "attack": N_("Attack"),
    "bind": N_("Binding"),
    "challenge": N_("Challenge"),
    "prey": N_("Prey attacks"),
    "effect": N_("Card effect"),
    "territory": N_("Territory"),
    "battlefield": N_("Battlefield"),
}
#: a combat play's state, as the combat view shows it under the card
STATUS_WORDS = {
    "null": N_("null"),
    "landed": N_("landed"),
    "resolved": N_("resolved"),
    "no-effect": N_("no effect"),  # a feint with no card played after it (issue 30)
    "failed": N_("failed"),
    "illegal": N_("illegal"),
    "gone": N_("gone"),
    "decoy": N_("decoy"),
    "blocked": N_("blocked"),
    "dodged": N_("dodged"),
    "no-target": N_("no target"),
    "unresolved": N_("unresolved"),
}
#: how long a card's effect on a fighter lasts, beside its card in the combat view
LASTING_WORDS = {
    "round": N_("in effect this round"),
    # (for some rounds, this one first: "next round" stood beside Blinding Spray and Howl of
    # Rebuke in the very round they acted, the bar saying "this round", pl36a; with the rounds
    # left known, `_play_words` says how many)
    "rounds": N_("in effect this round"),
    "combat": N_("in effect this combat"),
    "turn": N_("in effect this turn"),
    "": N_("in effect"),  # for as long as the card says
}
SEAT_COLOURS = ((214, 168, 60), (80, 160, 220), (200, 90, 160), (110, 190, 110))
INK = (236, 232, 220)
DIM = (170, 170, 160)
WIN_WAITS = (250, 220, 120)  # the bar's line of a win that waits for the Combat Phase's end
FIGHT_OVER = (250, 220, 120)  # a fight's closing line, held on its view a beat
WIN_ROOM = 420  # that line's room on the bar, as the Renown level's
PANEL = (18, 30, 26)
FELT = (22, 52, 40)
BACKGROUND = (14, 26, 22)
UMBRA_FELT = (34, 30, 62)
RING = (250, 220, 110)  # the creatures a command acts with or on; a hand card's glow
#: the bar's two lines' text size, when one line at its size is too long (12 px at 1280x720)
BAR_TWO = 17
RING_PLAIN = (240, 220, 120)  # a hand card with a plain play
MORE_W = 110  # room kept at a crowded row's end for its "+N more" badge
PAD = 3  # around a creature's picture: its alpha ring reaches past the card
#: the width a play's words keep beside its card in the combat view ("landed → Ysolde …")
PLAY_WORDS = 150
#: a wide pack area's header, its pile line beside its name, above its row of cards
HEAD_H = 34
#: the least room a pack's name keeps on its header line when the pile line shares it
TITLE_ROOM = 560
ROW_STEP = 4  # a row's card widths go in steps of this (each width is a face drawn and kept)
LEAST_PEEK = 6  # the least of an attachment's band that shows under a crowded creature
#: the lines a card's name may take in a row (two where one would cut it)
ROW_LINES = 2
COLUMN_MOST = 176  # a width-bound row's column of loose things' names, at the widest


#: a pack's area opened large: from under the top band down; a long name prints at two thirds
#: of its size on the face (art.py: a seventh of the card's width, 26 at most)
PEEK_PLATE = 30  # under each card of an opened area: a wounded creature's plate
BEARER = (240, 210, 130)  # an opened area's "on <bearer>" under an attachment
PEEK_LOOK = PeekLook(
    ratio=HAND[1] / HAND[0],
    name_px=lambda w: min(26, w // 7) * 2 / 3,
    room=pygame.Rect(layout.TOP.x, layout.TOP.bottom + 6, layout.TOP.w, 1076 - layout.TOP.bottom),
    widest=220,
    under=PEEK_PLATE,
)


def peek_of(size: Size) -> int:
    """How much of an attachment shows under its host: its whole name band (see art.py)."""
    return max(3, size[0] // 24) + max(10, min(26, size[0] // 7)) + 8


class ClassicStage(CcgStage):
    peek_look = PEEK_LOOK

    def __init__(self, scene: Scene, faces: ClassicFaces, names: Sequence[str], seats: int) -> None:
        super().__init__(scene, faces, names, seats)
        self.faces: ClassicFaces = faces
        self.wounds = DamageT(faces)  # damage cards crosswise under their creature
        ground = pygame.Surface(scene.size)
        ground.fill(BACKGROUND)
        x, y = scene.size[0] / 2, scene.size[1] / 2
        self.ground = self.back_layer.add(Node(name="ground", surface=ground, x=x, y=y, z=-5))
        self.others = self.table.add(Node(name="other-packs"))  # under the combat view
        self.hunting = self.table.add(Node(name="hunting"))  # under the combat and Juntas
        self.mine = self.table.add(Node(name="my-pack"))
        self.juntas = self.table.add(Node(name="juntas"))
        self.combat_cards = self.combat.add(Node(name="combat-cards", z=5))
        self.view: View = {}
        self.legal: list[dict[str, Any]] = []
        self.revealed: dict[int, str] = {}
        #: the round's dodges and blocks a faster blow outpaced: play index -> its card
        self.outpaced: dict[int, str] = {}
        #: the round's blows a reversal sent back: play index -> the creature it struck
        self.reversed: dict[int, str] = {}
        self.bottom = 0
        #: each creature picture's labels (its own coordinates), by the picture's node
        self.marks: dict[str, Labels] = {}
        #: the combat's plays and where their words go: (play, card's top-left, room)
        self.plays: list[tuple[dict[str, Any], tuple[int, int], int]] = []
        #: each crowded row's "+N more" badge and the names of the creatures it hides
        self.more: list[tuple[Node, list[str]]] = []
        #: the "Waiting to resolve" panel's whole words when it cut them ("" when whole)
        self.stack_cut = ""
        #: `band_peek`'s answers: (card, width, least text, lines, even) -> height
        self._peeks: dict[tuple[str, int, int, int, bool], int] = {}
        #: `name_whole`'s answers, as `_peeks`: the row's layout asks them for each width it
        #: weighs, every rebuild (measuring them each time raised the 1995 frame's p99 from
        #: 7.4 to 11.9 ms, bench_ccg_table)
        self._wholes: dict[tuple[str, int, int, int], bool] = {}
        #: the bottom seat's two hands as last laid out (`hand_rows`)
        self._hand_rows: SteadyHand[tuple[HandRow, HandRow]] = SteadyHand()
        #: each creature face's type line's top (`plate_foot`), by card, size and text size
        self._type_tops: dict[tuple[Any, ...], tuple[int, int] | None] = {}
        #: `_plan`'s answers, by what they depend on
        self._plans: dict[tuple[Any, ...], Plan] = {}
        #: the combat view's played cards' size (`play_size`)
        self.play_face: Size = TINY

    # -- the rebuild ------------------------------------------------------------------------------
    def rebuild(
        self,
        view: View,
        legal: list[dict[str, Any]],
        bottom: int,
        revealed: dict[int, str],
        outpaced: dict[int, str] | None = None,
        reversed_: dict[int, str] | None = None,
    ) -> None:
        self.view, self.legal, self.bottom, self.revealed = view, legal, bottom, revealed
        self.outpaced, self.reversed = outpaced or {}, reversed_ or {}
        self.wounds.min_text = self.min_text
        self.begin()
        self.marks = {}
        self.plays = []
        self.more = []
        combat = view.get("combat") is not None
        juntas = not combat and any(not j["done"] for j in view.get("juntas") or [])
        self.others.visible = not combat
        self.hunting.visible = not (combat or juntas)
        self.juntas.visible = juntas
        self.combat.visible = combat
        for seat, rect, layer in self.pack_areas(bottom):
            self._pack(seat, rect, layer)
        self._hunting()
        self._hands(bottom)
        if view.get("pending") is not None:
            face = self.faces.face(base_id(view["pending"]["card"]), TINY)
            at = (layout.STACK.x + 12, layout.STACK.y + 36)
            self._flat("pending", view["pending"]["card"], face, at, self.table)
        if juntas:
            self._junta_cards()
        if combat:
            self._combat()
        self.finish()
        named = named_creatures(legal)
        for key, node in self.cards.items():
            if key.startswith("ring:"):
                node.visible = (node.data or {}).get("iid") in named

    def pack_areas(self, bottom: int) -> list[tuple[int, pygame.Rect, Node]]:
        """Each pack's area and its layer: the others' across the top band, then mine."""
        others = others_round(bottom, range(self.seats))
        areas = zip(others, layout.opponent_areas(len(others)), strict=True)
        return [
            *((seat, rect, self.others) for seat, rect in areas),
            (bottom, layout.MINE, self.mine),
        ]

    def creatures(self) -> list[dict[str, Any]]:
        live = [c for c in self.view.get("creatures", []) if not c.get("dead")]
        if self.view.get("step") in ("combat:actions", "combat:end"):
            return live
        # The engine keeps last turn's alphas until the next pick: an α through the Redraw
        # Phase, and the Combat Phase's discard and pick, read as this turn's (issue 30). An
        # alpha leads only once this turn's are picked.
        return [{**c, "alpha": False} if c.get("alpha") else c for c in live]

    def prey(self) -> list[dict[str, Any]]:
        """The Enemies and Victims in the physical Hunting Grounds."""
        return [
            c
            for c in self.creatures()
            if c["kind"] in ("enemy", "victim") and c["world"] != "umbra"
        ]

    def _flat(
        self,
        kind: str,
        iid: str | None,
        face: pygame.Surface,
        at: tuple[int, int],
        parent: Node,
        key: str | None = None,
        **data: Any,
    ) -> Node:
        """A card lying flat, its top-left at `at`."""
        w, h = face.get_size()
        card = base_id(iid) if iid else None
        return self.card(
            key or f"{kind}:{iid}",
            face,
            parent,
            (at[0] + w / 2, at[1] + h / 2),
            data={"kind": kind, "iid": iid, "card": card, **data},
        )

    # -- creatures ----------------------------------------------------------------------------------
    def creature(
        self,
        c: dict[str, Any],
        at: tuple[int, int],
        size: Size,
        parent: Node,
        where: str = "char:",
        room: int | None = None,
        beside: Size | None = None,
        lines: int = 1,
    ) -> int:
        """A creature with its attachments and damage cards, its face's top-left at `at`;
        how tall it stands. Within `room` (its area's height) the attachments' bands overlap,
        each showing a strip at least `LEAST_PEEK` high (a hover zooms the card whole), rather
        than run over the next area's text. `beside` puts the bands in a column at the face's
        right, cut from faces of that size, where a row has width to spare and no height.
        `lines`: 2 lets a name (the face's, a band's) that one line would cut take two."""
        iid, (w, h) = c["iid"], size
        attached = [t for t in self.view["things"] if t.get("host") == iid]
        damage = [d for d in c.get("damage") or [] if isinstance(d.get("card"), str)]
        band = beside or size  # the faces the bands are cut from
        # the bands' names at one size (`art.name_labels`' even): a column of them read as two
        # kinds of label ("Woven Hide" large, "Rite of Mourning" small, issue 30)
        peeks = [self.band_peek(t["card"], band, lines, even=True) for t in attached]
        below = 0 if beside else h + 2  # where the first band lies under the face
        band_lines = lines
        if room is not None and attached and below + sum(peeks) > room and lines > 1:
            # each name on one line, cut where it must (a hover zooms it), rather than the
            # bands over each other's names (pl36a #3)
            band_lines = 1
            peeks = [self.band_peek(t["card"], band, 1, measured=True, even=True) for t in attached]
        if room is not None and attached and below + sum(peeks) > room:
            peeks = [max(LEAST_PEEK, (room - below) // len(attached))] * len(attached)
        tops = [sum(peeks[:i]) for i in range(len(peeks))]  # each band's, from the first's
        # the last attachment shows more than its name band, down to the host's foot (bands
        # beside it) or into the room left under it: a column of bands alone read as labels,
        # tabs of no card (issue 30); the cards above it lie over it, each showing its band
        tail = 0
        if attached:
            left = h - sum(peeks) if beside else (room or 0) - below - sum(peeks)
            tail = max(0, min(left, band[1] * 2 // 5, band[1] - peeks[-1]))
        strips = [*peeks[:-1], peeks[-1] + tail] if attached else []
        stick = t_arm(size, c)  # the arms of the T
        fx, fy = PAD + stick, PAD
        bx = w + stick + 4 if beside else 0  # the bands' left, from the face's
        tall = max(h + 2, sum(strips)) if beside else below + sum(strips)
        pw, ph = fx + bx + band[0] + PAD + (0 if beside else stick), tall + 2 * PAD
        key = (
            c["card"],
            size,
            tuple(c.get(k) for k in ("crinos", "renown", "rage", "gnosis", "health")),
            tuple(c.get(k) for k in ("wounds", "frenzy", "alpha", "out")),
            tuple(t["card"] for t in attached),
            tuple(strips),
            beside,
            lines,
            band_lines,
            tuple((d["card"], d.get("amount"), d.get("aggravated")) for d in damage),
        )

        def paint() -> tuple[pygame.Surface, tuple[Labels, list[tuple[pygame.Rect, str, str]]]]:
            surf = pygame.Surface((pw, ph), pygame.SRCALPHA)
            for i, t in enumerate(attached):  # each one's name band, in a column under it
                cut = pygame.Rect(0, 0, band[0], strips[i] - 1)
                face = self.faces.named(t["card"], band, lines=band_lines, even=True)
                surf.blit(face, (fx + bx, fy + below + tops[i]), cut)
            shows = self.wounds.behind(surf, damage, (fx, fy), size)
            plated = any(isinstance(d.get("card"), str) for d in damage)
            labels = self._face(surf, c, (fx, fy), size, lines, plated)
            foot = self.plate_foot(c, size, lines)
            labels += self.wounds.over(surf, damage, (fx, fy), size, foot)
            return surf, (labels, shows)

        picture = self.paint(f"beast:{where}{iid}", key, paint, flat=False)
        labels, shows = self.extra(f"beast:{where}{iid}")
        middle = (at[0] + w / 2, at[1] + h / 2)
        zone = self.creature_zone(where + iid, iid.rpartition(":")[2], middle, size, parent)
        self.marks[f"pic:{where}{iid}"] = labels
        centre = (fx + w / 2, fy + h / 2)
        self.card(
            f"pic:{where}{iid}", picture, zone,
            (pw / 2 - centre[0], ph / 2 - centre[1]), interactive=False,
        )  # fmt: skip
        data = {
            "kind": "creature",
            "iid": iid,
            "card": c["card"],
            "crinos": bool(c.get("crinos")),
            "cut": self.name_cut(c["card"], size, lines),
        }
        face_key = iid if where == "char:" else f"{where}{iid}"
        self.card(face_key, None, zone, (0, 0), z=2, data=data, size=size)
        self.card(f"ring:{where}{iid}", ring(size, RING, 2, 6, 7), zone, (0, 0), z=3,
                  interactive=False, data={"iid": iid})  # fmt: skip
        for i, t in enumerate(attached):
            y = below - h / 2 + tops[i] + (strips[i] - 1) / 2
            data = {
                "kind": "thing",
                "iid": t["iid"],
                "card": t["card"],
                "cut": self.name_cut(t["card"], band, band_lines, peeks[i], even=True),
            }
            self.card(f"{where}{t['iid']}", None, zone, (bx + (band[0] - w) / 2, y), z=1,
                      data=data, size=(band[0], strips[i] - 1))  # fmt: skip
        for rect, d_iid, card in shows:
            x, y = rect.centerx - centre[0], rect.centery - centre[1]
            data = {"kind": "damage", "iid": d_iid, "card": card}
            self.card(f"damage:{where}{d_iid}", None, zone, (x, y), z=1, data=data,
                      size=rect.size)  # fmt: skip
        return tall

    def _face(
        self,
        surf: pygame.Surface,
        c: dict[str, Any],
        at: tuple[int, int],
        size: Size,
        lines: int = 1,
        plated: bool = False,
    ) -> Labels:
        """A creature's face with its live stats over the printed ones (2 x 2 boxes at its
        foot) and its marks (wounds, frenzy, alpha) under its name (on up to `lines`); the
        marks' labels. A `plated` creature's damage plate says its wounds: no mark repeats
        them (on a small face the mark lay under the plate, "-7" under "-7 damage")."""
        x, y = at
        crinos = bool(c.get("crinos"))
        if lines > 1:
            face = self.faces.named(c["card"], size, crinos, bare=True)
        else:
            face = self.faces.face(c["card"], size, crinos, bare=True)
        rect = surf.blit(face, (x, y))
        out = bool(c.get("out"))  # moved out of play for a while (a Junta, a card): it cannot act
        if c.get("alpha") and not out:
            pygame.draw.rect(surf, (240, 200, 80), rect.inflate(4, 4), 3, border_radius=6)
        health: int | str = c["health"]
        if c.get("wounds"):  # Health left of its whole, as the combat view's summary says it
            health = f"{max(0, int(c['health']) - int(c['wounds']))}/{c['health']}"
        stats = (("R", c["renown"]), ("Rg", c["rage"]), ("Gn", c["gnosis"]), ("H", health))
        box = self.stat_text(size)
        for i, (k, value) in enumerate(stats):
            img = stat_box(k, value, box)
            bx = x + 3 + (i % 2) * (img.get_width() + 2)
            by = y + self.stats_top(size) + (i // 2) * (img.get_height() + 2)
            surf.blit(img, (bx, by))
        marks = []
        if c.get("wounds") and not plated:
            marks.append((f"-{c['wounds']}", (200, 40, 40)))
        if c.get("frenzy"):
            marks.append(("F", (230, 120, 20)))
        if c.get("alpha") and not out:  # an alpha out of play leads nothing
            marks.append(("α", (200, 160, 40)))
        labels: Labels = self._out_veil(surf, rect, box) if out else []
        mx = rect.right - 3
        high = stat_box("", 0, box).get_height()
        for mark, colour in marks:
            badge = text(mark, self.legible(box + 1), (255, 255, 255), True)
            bw = max(badge.get_width() + 6, high)
            top = y + self.band_peek(c["card"], size, lines) + 2  # under the name
            br = pygame.Rect(0, 0, bw, high).move(mx - bw, top)
            pygame.draw.rect(surf, colour, br, border_radius=5)
            surf.blit(badge, badge.get_rect(center=br.center))
            labels.append((mark, br))
            mx -= bw + 2
        return labels

    def _out_veil(self, surf: pygame.Surface, rect: pygame.Rect, box: int) -> Labels:
        """ "Out of Play" across the card's picture on a grey veil, in as many lines as the
        card's width needs (a one-line badge overran a small card onto its neighbour)."""
        size = self.legible(box + 1)
        lines = wrap(_("Out of Play"), size, rect.w - 6, bold=True)
        high = text("Ag", size, bold=True).get_height()
        veil = pygame.Rect(rect.x, 0, rect.w, high * len(lines) + 6)
        veil.centery = rect.y + rect.h * 2 // 5
        shade = pygame.Surface(veil.size, pygame.SRCALPHA)
        shade.fill((60, 60, 90, 225))
        surf.blit(shade, veil)
        labels: Labels = []
        for i, line in enumerate(lines):
            shown, img = fitted(line, size, (255, 255, 255), True, rect.w - 6)
            where = surf.blit(img, img.get_rect(midtop=(veil.centerx, veil.y + 3 + i * high)))
            labels.append((shown, where))
        return labels

    def _name_whole(self, name: str, width: int, least: int) -> bool:
        """`name_whole` on a row's band (`ROW_LINES`), remembered (`_wholes`)."""
        key = (name, width, least, ROW_LINES)
        if key not in self._wholes:
            self._wholes[key] = name_whole(name, width, least, ROW_LINES)
        return self._wholes[key]

    def band_peek(
        self, card: str, size: Size, lines: int = 1, measured: bool = False, even: bool = False
    ) -> int:
        """How much of a face of `size` shows down to its name band's foot (an attachment's
        strip under its host): `peek_of`, or with a name on up to `lines` lines (or on one,
        `measured`), as tall as that name's band at the window's legible size (`even`: as
        `art.name_labels` prints it)."""
        if lines < 2 and not measured:
            return peek_of(size)
        key = (card, size[0], self.faces.least, lines, even)
        found = self._peeks.get(key)
        if found is None:  # asked for every width a row tries: measured once
            known = self.faces.extra.get(card) or card_pool.cards().get(card)
            name = known.name if known is not None else card
            band = name_band(name, size[0], self.faces.least, lines, even)
            found = max(3, size[0] // 24) + band + 2
            if len(self._peeks) > 4000:
                self._peeks.clear()
            self._peeks[key] = found
        return found

    def name_cut(
        self, card: str, size: Size, lines: int, peek: int | None = None, even: bool = False
    ) -> bool:
        """Whether a face of `size` prints `card`'s name cut (on up to `lines`), or, a strip
        `peek` high of it showing (an attachment's band), hides part of its name band."""
        known = self.pool().get(card)
        if known is None:
            return False
        if not name_whole(known.name, size[0], self.faces.least, lines):
            return True
        return peek is not None and peek < self.band_peek(card, size, lines, even=even)

    def plate_foot(self, c: Mapping[str, Any], size: Size, lines: int) -> int:
        """How far below a creature's top its damage plate ends: on its live stats' top, or
        where it would lie over the face's type line, on that line's top, over the picture's
        foot (at 1920x1080 "-1 damage" covered "Enemy", issue 30)."""
        foot = self.stats_top(size)
        crinos = bool(c.get("crinos"))
        key = (c["card"], size, crinos, self.faces.least, lines, language())
        if key not in self._type_tops:
            known = self.pool().get(c["card"])
            parts = (
                face_parts(known, size, crinos, True, self.faces.least, lines) if known else None
            )
            top = parts.type_top() if parts is not None else None
            if len(self._type_tops) > 2000:
                self._type_tops.clear()
            self._type_tops[key] = (top, parts.art.bottom) if parts and top is not None else None
        line = self._type_tops[key]
        if line is not None and foot - (wound_band(size, self.min_text) - 2) < line[1]:
            return min(foot, line[0])
        return foot

    def stat_text(self, size: Size) -> int:
        """The size of a creature's live stats on a card of `size`."""
        return self.legible(11 if size[0] < SMALL[0] else 12 if size[0] < BIG[0] else 16)

    def stats_top(self, size: Size) -> int:
        """How far below a creature's top its live stats' two rows begin (at its foot)."""
        high = stat_box("", 0, self.stat_text(size)).get_height()
        return size[1] - 2 * (high + 2) - 1

    def stats_width(self, size: Size) -> int:
        """How wide a creature's two columns of live stats are on a card of `size`."""
        box = self.stat_text(size)
        return 3 + 2 * max(box * 2, box + 6) + 2

    def creature_zones(self, iid: str) -> list[Zone]:
        """Where a creature is drawn and takes a dropped card (on the table, in the combat)."""
        found = (self.zones.get(f"char:{iid}"), self.zones.get(f"char:combat:{iid}"))
        return [z for z in found if z is not None and z.parent is not None and z.is_shown()]

    def area(self, name: str, rect: pygame.Rect, parent: Node) -> Zone:
        zone = self.zone(f"area:{name}", rect, parent=parent)
        zone.z = -2
        self.used_zones.add(zone.name)
        return zone

    def _row(
        self,
        items: list[dict[str, Any]],
        rect: pygame.Rect,
        parent: Node,
        things: Sequence[dict[str, Any]] = (),
        key: str = "",
        fold: bool = False,
    ) -> None:
        """Creatures then loose things (resources, the totem) along `rect`, as big as fit.

        A creature is drawn no smaller than its live stats can be read at (in a small window
        that leaves out the smallest cards); crowded, creatures overlap down to where each one's
        stats still show, and those that do not fit then are counted on a "+N more" badge
        (`key` names it; their cards stay reachable by the Actions list). `fold` (an
        opponent's area): as many cards as print every name whole, their attachments' too,
        the rest counted on the badge (`_fold`; the area opens whole on hover and focus)."""
        count = len(items) + len(things)
        if not count:
            return
        folded: list[dict[str, Any]] = []
        if fold:
            items, things, folded = self._fold(items, list(things), rect)
            if folded:
                rect = pygame.Rect(rect.x, rect.y, rect.w - MORE_W, rect.h)
        side_by_side, column = self._plan(items, things, rect)
        if folded and side_by_side is not None:  # the badge right after the cards it follows
            each, flat = side_by_side
            used = sum(footprint(s, b, c) + 6 for (s, b), c in zip(each, items, strict=True))
            end = rect.right + 6 if column else rect.x + used + len(things) * (flat[0] + 6)
            self._more_badge(folded, (end + MORE_W // 2 - 6, rect.y + 40), parent, key)
        if side_by_side is not None:
            each, flat = side_by_side
            x = rect.x
            for c, (size, beside) in zip(items, each, strict=True):  # beside: its bands' size
                arm = t_arm(size, c)  # the damage T reaches past the face on both sides
                self.creature(
                    c, (x + arm, rect.y), size, parent, room=rect.h, beside=beside, lines=ROW_LINES
                )
                x += footprint(size, beside, c) + 6
            if column:
                self._things_column(things, (rect.right - column, rect.y), column, rect.h, parent)
                return
            for t in things:
                cut = self.name_cut(t["card"], flat, ROW_LINES)
                self._flat("thing", t["iid"], self.faces.named(t["card"], flat), (x, rect.y),
                           parent, key=t["iid"], cut=cut)  # fmt: skip
                x += flat[0] + 6
            return
        hosts = [sum(1 for t in self.view["things"] if t.get("host") == c["iid"]) for c in items]
        sizes = [s for s in (HAND, SMALL, TINY) if self.stats_width(s) <= s[0] - 4] or [HAND]
        size = sizes[-1]
        for size in sizes:
            fits_w = count * (size[0] + 6) <= rect.w
            tall = size[1] + 2 + peek_of(size) * max(hosts or [0])
            if fits_w and tall <= rect.h:
                break
        shown, more = items, 0
        if self.min_text > READABLE_PX and count * (size[0] + 2) > rect.w:
            # Overlapping cards: each one's stats (at its left) stay in sight, or it waits
            # behind the badge.
            least = self.stats_width(size) + 4
            things_w = TINY[0] + 8 * (len(things) - 1) + 6 if things else 0
            fit = max(1, 1 + (rect.w - size[0] - things_w - MORE_W) // least)
            if fit < len(items):
                shown, more = items[:fit], len(items) - fit
            room = rect.w - size[0] - things_w - (MORE_W if more else 0)
            gap = min(size[0] + 6, max(least, room // max(1, len(shown) - 1)))
        else:
            gap = min(size[0] + 6, (rect.w - size[0]) // max(1, count - 1)) if count > 1 else 0
            gap = max(gap, size[0] + 2) if count * (size[0] + 2) <= rect.w else gap
        x = rect.x
        for c in shown:
            self.creature(c, (x, rect.y), size, parent, room=rect.h, lines=ROW_LINES)
            x += gap
        if not shown:
            x = rect.x
        elif gap < size[0] + 2:
            x += size[0] - gap + 6  # the last creature shows whole
        # A crowded pack's things overlap rather than run out of its area (over the log).
        step = min(TINY[0] + 4, (rect.right - x - TINY[0]) // max(1, len(things) - 1))
        for i, t in enumerate(things):
            # the next one lies over its name's end where they overlap
            over = i < len(things) - 1 and max(8, step) < TINY[0]
            cut = over or self.name_cut(t["card"], TINY, ROW_LINES)
            self._flat("thing", t["iid"], self.faces.named(t["card"], TINY), (x, rect.y), parent,
                       key=t["iid"], cut=cut)  # fmt: skip
            x += max(8, step)
        if more:
            badge = pill_surface(_("+{n} more").format(n=more), INK, self.legible(16))
            at = (rect.right - badge.get_width() / 2, rect.y + size[1] - badge.get_height() / 2)
            self._more_badge(items[len(shown) :], at, parent, key)

    def _plan(
        self, items: list[dict[str, Any]], things: Sequence[dict[str, Any]], rect: pygame.Rect
    ) -> Plan:
        """How a row lays out: `_row_sizes`' answer, and the width of the column the loose
        things stand in at its end (0: side by side with the creatures); remembered by what
        it depends on (`_fold` weighs a row many ways, and every rebuild asks again: unkept,
        a 4-pack rebuild took five times as long)."""
        borne: dict[str, list[str]] = {}
        for t in self.view["things"]:
            if t.get("host"):
                borne.setdefault(t["host"], []).append(t["card"])
        key = (
            tuple(
                (c["iid"], c["card"], t_arm((100, 140), c), *borne.get(c["iid"], ())) for c in items
            ),
            tuple(t["card"] for t in things),
            tuple(rect),
            self.faces.least,
            self.min_text,
            language(),
        )
        found = self._plans.get(key)
        if found is None:
            found = self._plans[key] = self._plan_afresh(items, things, rect)
            if len(self._plans) > 500:
                self._plans.clear()
        return found

    def _plan_afresh(
        self, items: list[dict[str, Any]], things: Sequence[dict[str, Any]], rect: pygame.Rect
    ) -> Plan:
        side_by_side = self._row_sizes(items, len(things), rect)
        if things and (side_by_side is None or side_by_side[1][0] < HAND[0]):
            # A row bound by its width: the loose things as a column of their name bands at
            # its end (a hover zooms each) where that leaves the creatures larger faces (an
            # opponent's area at 4 seats: "Vesk Hollow…", "Slag…", "Coil…", "Tail…")
            wide = self._column_width(things, rect.h)
            body = pygame.Rect(rect.x, rect.y, rect.w - wide - 6, rect.h)
            alone = self._row_sizes(items, 0, body) if items else None
            if (
                items
                and alone is not None
                and (
                    side_by_side is None
                    or sum(s[0] for s, _b in alone[0]) > sum(s[0] for s, _b in side_by_side[0])
                )
            ):
                return alone, wide
        return side_by_side, 0

    def _more_badge(
        self, hidden: Sequence[dict[str, Any]], at: tuple[float, float], parent: Node, key: str
    ) -> None:
        """A row's "+N more" badge centred at `at`, counting the cards it hides (its tooltip
        names them)."""
        badge = pill_surface(_("+{n} more").format(n=len(hidden)), INK, self.legible(16))
        node = self.card(f"more:{key}", badge, parent, at, z=50, interactive=False)
        self.more.append((node, [words.name(c["iid"]) for c in hidden]))
        # each hidden card a stop of the arrows' walk on the badge: focused, it is zoomed and
        # its pack's area opens whole (a keyboard player could not read a folded card, issue
        # 30); no "iid": the card itself is not here to act on (A lists its moves)
        for c in hidden:
            data = {"kind": "folded", "card": c["card"], "crinos": bool(c.get("crinos"))}
            self.card(f"folded:{c['iid']}", None, parent, at, z=49, data=data,
                      size=badge.get_size())  # fmt: skip

    def _fold(
        self, items: list[dict[str, Any]], things: list[dict[str, Any]], rect: pygame.Rect
    ) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
        """The creatures and loose things an opponent's row shows, and those it folds behind
        its "+N more" badge: the most, in order, that stand side by side with every name whole
        (at 4 packs the whole row stood as stamps, "Ysolde Amber…", "Quarte… Targets",
        "Compli… Fomor", issue 30); all where even one card does not."""
        cards = [*items, *things]
        for k in range(len(cards), 0, -1):
            room = rect if k == len(cards) else pygame.Rect(rect.x, rect.y, rect.w - MORE_W, rect.h)
            shown, loose = items[:k], things[: max(0, k - len(items))]
            laid, column = self._plan(shown, loose, room)
            if laid is None:
                continue
            if column and not self._column_whole(loose, column, room.h):
                continue
            if self._row_whole(shown, [] if column else loose, laid, room.h):
                return shown, loose, cards[k:]
        return items, things, []

    def _column_whole(self, things: Sequence[dict[str, Any]], width: int, high: int) -> bool:
        """Whether a column of loose things' name bands `width` wide (`_things_column`)
        prints every name whole within `high`."""
        size = (width, round(width * HAND[1] / HAND[0]))
        pool = self.pool()
        peeks = sum(self.band_peek(t["card"], size, ROW_LINES, even=True) for t in things)
        return peeks <= high and all(
            self._name_whole(pool[t["card"]].name, width, self.faces.least)
            for t in things
            if t["card"] in pool
        )

    def _row_whole(
        self,
        items: Sequence[dict[str, Any]],
        things: Sequence[dict[str, Any]],
        laid: tuple[list[tuple[Size, Size | None]], Size],
        high: int,
    ) -> bool:
        """Whether a row laid out as `laid` (`_row_sizes`) `high` tall prints every name
        whole: its creatures', their attachments' (on bands standing whole) and its loose
        things'."""
        each, flat = laid
        pool = self.pool()

        def whole(card: str, w: int) -> bool:
            known = pool.get(card)
            return known is None or self._name_whole(known.name, w, self.faces.least)

        for c, (size, beside) in zip(items, each, strict=True):
            borne = [t["card"] for t in self.view["things"] if t.get("host") == c["iid"]]
            band = beside or size
            below = 0 if beside else size[1] + 2
            peeks = sum(self.band_peek(t, band, ROW_LINES, even=True) for t in borne)
            if not whole(c["card"], size[0]) or (borne and below + peeks > high):
                return False
            if not all(whole(t, band[0]) for t in borne):
                return False
        return all(whole(t["card"], flat[0]) for t in things)

    def _column_width(self, things: Sequence[dict[str, Any]], room: int) -> int:
        """How wide a column of loose things' name bands stands: as a hand's card, or wider
        up to `COLUMN_MOST` where that lets every band show whole in `room`."""
        for w in range(HAND[0], COLUMN_MOST + 1, ROW_STEP):
            size = (w, round(w * HAND[1] / HAND[0]))
            if sum(self.band_peek(t["card"], size, ROW_LINES, even=True) for t in things) <= room:
                return w
        return HAND[0]

    def _things_column(
        self,
        things: Sequence[dict[str, Any]],
        at: tuple[int, int],
        width: int,
        room: int,
        parent: Node,
    ) -> None:
        """Loose things as a column of their name bands, `width` wide, from `at` down: each
        band whole where `room` lets them, else overlapping to `LEAST_PEEK` (as a crowded
        creature's attachments)."""
        size = (width, round(width * HAND[1] / HAND[0]))
        # the names at one size, as a creature's bands ("Slagheap Hive" small over "The Coiled
        # Worm" large, issue 30)
        peeks = [self.band_peek(t["card"], size, ROW_LINES, even=True) for t in things]
        if sum(peeks) > room:
            peeks = [max(LEAST_PEEK, room // len(things))] * len(things)
        # the last shows more of its card, into the room left under the column (a column of
        # bands alone read as labels, tabs of no card, issue 30)
        tail = max(0, min(room - sum(peeks), size[1] * 2 // 5, size[1] - peeks[-1]))
        x, y = at
        for i, (t, peek) in enumerate(zip(things, peeks, strict=True)):
            face = self.faces.named(t["card"], size, even=True)
            shows = peek + (tail if i == len(things) - 1 else 0)
            band = face.subsurface((0, 0, width, min(size[1], shows - 1)))
            cut = self.name_cut(t["card"], size, ROW_LINES, peek, even=True)
            self._flat("thing", t["iid"], band, (x, y), parent, key=t["iid"], cut=cut)
            y += peek

    def _row_sizes(
        self, items: list[dict[str, Any]], things: int, rect: pygame.Rect
    ) -> tuple[list[tuple[Size, Size | None]], Size] | None:
        """Each creature's size and the loose things' size when all stand side by side in
        `rect`, as large as fit (a card's name prints whole from about 150 px wide); None
        when even the smallest face whose stats read does not fit. Only a creature with
        attachments or damage cards keeps room under it for their strips and its T: a single
        loaded creature sent the whole row to the small faces, their names cut ("Keeper…")
        in a mostly empty area (issue 30)."""
        ratio = HAND[1] / HAND[0]
        hosts = Counter(t.get("host") for t in self.view["things"] if t.get("host"))
        borne: dict[str, list[str]] = {}  # each creature's attachments' cards
        for t in self.view["things"]:
            if t.get("host"):
                borne.setdefault(t["host"], []).append(t["card"])

        pool = self.pool()

        def size_of(w: int) -> Size:
            return (w, round(w * ratio))

        def readable(w: int) -> bool:
            return self.stats_width(size_of(w)) <= w - 4

        def tall(c: dict[str, Any], size: Size, beside: Size | None, lines: int = ROW_LINES) -> int:
            cards = borne.get(c["iid"], [])
            bands = sum(
                self.band_peek(t, beside or size, lines, measured=True, even=True) for t in cards
            )
            face = size[1]
            if beside:
                return max(face, bands)
            return face + (2 + bands if bands else 0)

        def whole(c: dict[str, Any], w: int) -> bool:
            """Whether every band of `c` prints its name whole on a face `w` wide."""
            least = self.faces.least
            return all(self._name_whole(pool[t].name, w, least)
                       for t in borne.get(c["iid"], []) if t in pool)  # fmt: skip

        def aside_band(c: dict[str, Any], w: int, cap: int, wide: bool) -> Size | None:
            """Bands beside a face `w` wide that stand whole within the row's height: as
            wide as the row's largest faces (`wide`) where they fit, else the narrowest, at
            most `cap` wide, each name whole where a width up to `cap` prints it so (in an
            opponent's area, bands as wide as the row's faces fitted nowhere, and under the
            smallest face they overlapped: "Rusted Hook-B…" under "Claim the Meek", pl36a #3)."""
            if wide:
                return size_of(cap) if tall(c, size_of(w), size_of(cap)) <= rect.h else None
            fitting = [b for b in range(TINY[0], cap + 1, ROW_STEP)
                       if tall(c, size_of(w), size_of(b)) <= rect.h]  # fmt: skip
            named = [b for b in fitting if whole(c, b)]
            return size_of((named or fitting)[0]) if (named or fitting) else None

        def best(c: dict[str, Any], cap: int, aside: str = "") -> tuple[Size, Size | None, int]:
            """The larger face of the bands under it or beside it (`aside`: "wide" or
            "narrow", as `aside_band`; under it only where empty), and how its bands stand:
            2 whole, 1 under it a line each (`creature` falls to that), 0 overlapping (the
            smallest face, when nothing else fits)."""
            fits = [w for w in widths if w <= cap]
            under = next((w for w in fits if tall(c, size_of(w), None) <= rect.h), 0)
            side, band = 0, None
            if hosts[c["iid"]] and aside:
                for w in fits:
                    band = aside_band(c, w, cap, aside == "wide")
                    if band is not None:
                        side = w
                        break
            if side > under and band is not None:
                return size_of(side), band, 2
            if under:
                return size_of(under), None, 2
            short = next((w for w in fits if tall(c, size_of(w), None, 1) <= rect.h), 0)
            return size_of(short or widths[-1]), None, 1 if short else 0

        def grown(each: list[tuple[Size, Size | None]], cap: int) -> list[tuple[Size, Size | None]]:
            """`each` with a creature whose bands lie under it given a larger face, its bands
            beside it, where the width the row leaves unused takes them (at 4 seats "Director
            Vane" stood small over its bands beside a fifth of its area empty, pl36a #3)."""
            each = list(each)
            used = sum(footprint(s, b, c) + 6 for (s, b), c in zip(each, items, strict=True))
            spare = rect.w - (used + things * (cap + 6) - 6)
            for i, c in enumerate(items):
                size, band = each[i]
                if band is not None or not hosts[c["iid"]]:
                    continue
                cut = tall(c, size, None) > rect.h  # its bands a line each under it
                for w in (w for w in widths if size[0] < w <= cap):
                    beside = aside_band(c, w, cap, False)
                    if beside is None or not (cut or whole(c, beside[0])):
                        continue
                    grow = footprint(size_of(w), beside, c) - footprint(size, None, c)
                    if grow <= spare:
                        each[i], spare = (size_of(w), beside), spare - grow
                        break
            return each

        top = min(BIG[0], int(rect.h / ratio)) // ROW_STEP * ROW_STEP
        widths = [w for w in range(top, TINY[0] - 1, -ROW_STEP) if readable(w)]
        if not widths:
            return None
        # the bands beside their creatures where the row has the width, or under them: the
        # way that gives the larger faces (at 4 seats, bands beside at the largest faces that
        # fit drew "Ysolde Amberc…" beside "Lynx of the Hig…" where bands under left more)
        # (bands standing whole weigh first, then bands a line each: overlapped, they hide
        # each other's names)
        found: list[tuple[tuple[int, int], list[tuple[Size, Size | None]], int]] = []
        for aside in ("wide", "narrow", ""):
            for cap in widths:
                laid = [best(c, cap, aside) for c in items]
                each = [(s, b) for s, b, _whole in laid]
                wide = sum(footprint(s, b, c) + 6 for (s, b), c in zip(each, items, strict=True))
                if wide + things * (cap + 6) - 6 <= rect.w:
                    faces = sum(s[0] for s, _b in each) + things * cap
                    found.append(((min((q for _s, _b, q in laid), default=2), faces), each, cap))
                    break
        if not found:
            return None
        _rank, each, cap = max(found, key=lambda f: f[0])
        return grown(each, cap), size_of(cap)

    # -- the areas ----------------------------------------------------------------------------------
    def home(self, seat: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """A pack's creatures at home, and its resources, totem and the cards in play for the
        whole table that it played."""
        home = [
            c
            for c in self.creatures()
            if c["pack"] == seat and c["kind"] in ("character", "ally") and c["world"] != "umbra"
        ]
        things = [
            t
            for t in self.view["things"]
            if t.get("pack") == seat and t.get("zone") in ("home", "global") and not t.get("host")
        ]
        return home, things

    def _pack(self, seat: int, rect: pygame.Rect, parent: Node) -> None:
        v = self.view
        home, things = self.home(seat)
        at = pile_at(v, seat, rect)
        top = rect.y + HEAD_H if at[1] < pile_y(rect) else pile_y(rect) + 28
        body = pygame.Rect(rect.x + 8, top, rect.w - 16, rect.bottom - 6 - top)
        said, room = self.face_down_line(seat, rect)
        if said:  # the row stops short of its line at the area's foot (larger cards hid it)
            body.w -= min(room, text(said, self.legible(15)).get_width()) + 10
        self._row(home, body, parent, things, key=f"pack:{seat}", fold=seat != self.bottom)
        # the pile line: a click lists a pack's piles by name
        room = rect.right - 10 - at[0]  # as `pack_panel` draws it
        line, img = fitted(pile_line(v, seat, room), layout.SMALL_TEXT, DIM, False, room)
        spot = img.get_rect(topleft=at)
        whole = pile_line(v, seat)
        # cut still: its tip gives it whole
        data = {"kind": "pile", "iid": f"pile:{seat}", "cut": whole if line != whole else ""}
        self.card(f"pile:{seat}", None, parent, spot.center, data=data, size=spot.size)
        self.pile_pos[seat] = spot.center
        if seat == self.bottom:
            self.hand_pos[seat] = layout.SEPT_HAND.center
            self.area("mine", layout.MINE, parent)
        else:
            self.hand_pos[seat] = (rect.right - 60, rect.y + 14)

    # -- a pack's area opened large -----------------------------------------------------------------
    def peek_areas(self) -> dict[int, pygame.Rect]:
        if not self.others.visible or not self.view:  # under the combat view
            return {}
        return {s: r for s, r, _layer in self.pack_areas(self.bottom) if s != self.bottom}

    def opened(self, seat: int) -> Opened | None:
        if not self.view or not 0 <= seat < len(self.view["players"]):
            return None
        home, things = self.home(seat)
        pl = self.view["players"][seat]
        cards: list[PeekCard] = []

        def flat(cid: str) -> PeekCard:
            paint = lambda size: self.faces.face(cid, size)  # noqa: E731
            return PeekCard((cid,), card_pool.card(cid).name, paint, (cid, False, False))

        for c in home:
            live = tuple(c.get(k) for k in ("crinos", "renown", "rage", "gnosis", "health",
                                             "wounds", "frenzy", "alpha", "out"))  # fmt: skip

            def beast(size: Size, c: dict[str, Any] = c) -> pygame.Surface:
                damage = c.get("damage") or []
                high = size[1] + (PEEK_PLATE if damage else 0)
                surf = pygame.Surface((size[0], high), pygame.SRCALPHA)
                # its live stats and marks, as on the table, its name on two lines where
                # one cuts it ("Compliance Fo…")
                self._face(surf, c, (0, 0), size, ROW_LINES)
                # and its wound plate under it, as on the table (the "-2" badge showed alone)
                plate = pygame.Rect(0, size[1] + 3, size[0], PEEK_PLATE - 5)
                self.wounds.plate(surf, damage, plate, max(self.min_text, 18))
                return surf

            name = card_pool.card(c["card"]).name
            face = (c["card"], bool(c.get("crinos")), True)
            cards.append(PeekCard((c["card"], live, repr(c.get("damage"))), name, beast, face))
            cards += [
                self._borne(t["card"], name)
                for t in self.view["things"]
                if t.get("host") == c["iid"]
            ]
        cards += [flat(t["card"]) for t in things]
        title = (
            f"{self.names[seat]} · {pl['allegiance'].title()} · {pack_name(pl)} · "
            f"{score_line(self.view, seat)}"
        )
        return Opened(seat, title, pile_line(self.view, seat), tuple(cards))

    def _borne(self, cid: str, bearer: str) -> PeekCard:
        """An attachment in an opened area, its bearer named under it: laid out in the row
        after it, which creature carried which Equipment could not be told (issue 30)."""
        words_on = _("on {name}").format(name=bearer)

        def paint(size: Size) -> pygame.Surface:
            surf = pygame.Surface((size[0], size[1] + PEEK_PLATE), pygame.SRCALPHA)
            surf.blit(self.faces.named(cid, size), (0, 0))
            _shown, label = fitted(words_on, max(self.min_text, 18), BEARER, True, size[0])
            surf.blit(label, label.get_rect(midtop=(size[0] // 2, size[1] + 4)))
            return surf

        return PeekCard((cid, words_on), card_pool.card(cid).name, paint, (cid, False, False))

    def _hunting(self) -> None:
        prey = self.prey()
        fields = [
            t
            for t in self.view["things"]
            if not t.get("host")
            and (
                t.get("zone") == "hunting" or (t.get("zone") == "global" and t.get("pack") is None)
            )
        ]
        umbra = gauntlet.umbra_shown(self.view)  # none in a game without it (issue 30)
        r, u = layout.PHYSICAL if umbra else layout.HUNT, layout.UMBRA
        self._row(
            prey, pygame.Rect(r.x + 8, r.y + 36, r.w - 16, r.h - 42), self.hunting, fields, "prey"
        )
        self.area("hunt", r, self.hunting)
        if not umbra:
            return
        spirits = [c for c in self.creatures() if c["world"] == "umbra"]
        column = 262 if self.crossings() else 0
        self._row(
            spirits,
            pygame.Rect(u.x + 8, u.y + 36, u.w - 16 - column, u.h - 42),
            self.hunting,
            key="spirits",
        )
        self.area("umbra", layout.UMBRA, self.hunting)

    def crossings(self) -> list[gauntlet.Crossing]:
        return gauntlet.crossings(self.view, self.pool(), self.names)

    @staticmethod
    def across_room() -> int:
        """How many crossings the Umbra's column lists; the rest wait behind its heading."""
        # lines 22 apart from 36 under the Umbra's top, each 22 high, to 4 above its foot:
        # 8 left "(1 more)" over an empty band a line tall (issue 30)
        return (layout.UMBRA.h - 36 - 4) // 22

    def across_tips(self) -> list[tuple[str, pygame.Rect]]:
        """What the Umbra's column cuts short or has no room for, each with where a tooltip
        gives it whole: a cut line over itself, the hidden ones over the "(N more)" heading
        (as a crowded row's "+N more" badge names what it hides)."""
        across, room = self.crossings(), self.across_room()
        u = layout.UMBRA
        x, w, y = u.right - 262, 252, u.y + 14
        found = []
        for item in across[:room]:
            y += 22
            shown, img = fitted(item.text, 17, INK, False, w - 6)
            if shown != item.text:
                found.append((item.text, img.get_rect(topleft=(x + 6, y))))
        if across[room:]:
            hidden = ", ".join(c.text for c in across[room:])
            found.append((hidden, pygame.Rect(x, u.y + 8, w, 24)))
        return found

    def pool(self) -> dict[str, Any]:
        return {**card_pool.cards(), **self.faces.extra}

    def hand_rows(self, seat: int) -> tuple[HandRow, HandRow]:
        """The Sept hand's and the Combat hand's panels, card size and step: as last laid out
        while cards only leave the hands (a card played, the panels and the cards left stand
        where they were, pl34a #9), laid out afresh when one comes in."""
        p = self.view["players"][seat]
        counts = (p["hand_count"], p["combat_hand_count"])

        def fresh() -> tuple[HandRow, HandRow]:
            sept, combat = layout.hand_rects(*counts, HAND[0])
            return _hand_row(sept, counts[0]), _hand_row(combat, counts[1])

        return self._hand_rows.layout(seat, counts, fresh)

    def _hands(self, seat: int) -> None:
        p = self.view["players"][seat]
        glows = hand_glows(self.view, self.legal, seat)
        for (rect, size, step), cards, count, deck in zip(
            self.hand_rows(seat),
            (p.get("hand"), p.get("combat_hand")),
            (p["hand_count"], p["combat_hand_count"]),
            ("sept", "combat"),
            strict=True,
        ):
            n = len(cards) if cards is not None else count
            if not n:
                continue
            kind = "hand" if deck == "sept" else "combat-hand"
            for i in range(n):
                centre = (rect.x + 8 + i * step + size[0] / 2, rect.y + 28 + size[1] / 2)
                if cards is None:
                    face, key, data = self.faces.back(deck, size), f"back:{seat}:{deck}:{i}", None
                else:
                    iid = cards[i]
                    face, key = self.faces.named(base_id(iid), size, lines=HAND_LINES), iid
                    data = {"kind": kind, "iid": iid, "card": base_id(iid)}
                node = self.card(
                    key, face, self.mine, centre, z=i, data=data,
                    interactive=data is not None, draggable=data is not None,
                )  # fmt: skip
                # only a card a click on offers a move worth making glows: a dim red frame
                # round the illegal, bluffing or idle ones read as a glow too (issue 30)
                glow = self.card(
                    f"glow:{key}", ring(size, RING_PLAIN, 2, 0, 7), node, (0, 0),
                    interactive=False,
                )  # fmt: skip
                glow.visible = data is not None and bool(glows.get(key))

    def _junta_cards(self) -> None:
        shown = open_juntas(self.view)
        for k, j in enumerate(shown):
            box = junta_box(k, len(shown))
            face = self.faces.named(base_id(j["iid"]), junta_face(), lines=3)
            self._flat("junta", j["iid"], face, (box.x + 8, box.y + 8), self.juntas)

    # -- the combat view ----------------------------------------------------------------------------
    def _combat(self) -> None:
        c = self.view["combat"]
        r = layout.COMBAT
        creatures = {ch["iid"]: ch for ch in self.view["creatures"]}
        half = (r.w - 380) // 2
        self.area("combat", r, self.combat_cards)
        sides = c.get("sides", [])
        self.play_face = self.play_size()
        pw, ph = self.play_face
        size, beside = self._combat_size(sides, creatures, half)
        room_h = r.h - 74 - 8 - (0 if beside else self._plays_under())
        for side, members in enumerate(sides):
            sx = r.x + 14 + side * (half + 10)
            gone = self._fallen_of(side, members) if self.view.get("fight_over") else []
            members = [*members, *gone]
            n = max(1, len(members))
            step = (half - 10) // n
            for i, iid in enumerate(members):
                ch = creatures.get(iid)
                x0 = sx + i * step
                if iid in gone and self._fallen(iid, (x0, r.y + 74), size, side):
                    tall = size[1]
                elif ch is not None:
                    # two lines where the panel has the room ("Ghost of King As…", issue 30)
                    tall = self.creature(
                        ch, (x0, r.y + 74), size, self.combat_cards, "char:combat:", room_h,
                        lines=ROW_LINES,
                    )  # fmt: skip
                else:
                    continue
                plays = [p for p in c.get("plays", []) if p["creature"] == iid]
                # the round's plays beside the creature where the side has the width, so a
                # creature with its attachments keeps its size; else under it; then the cards
                # whose effects on it last (Shield-Brother, Howl of Rebuke: pl35, pl34a)
                px, py = (x0 + size[0] + 16, r.y + 74) if beside else (x0, r.y + 74 + tall + 8)
                room = (step if i < n - 1 else sx + half - x0) - (px - x0) - pw - 14
                shown = plays[-2:]
                rows = 2 + (2 if beside else 0)  # under a fighter: the two rows it has room for
                shown += self.effects_on(iid, plays)[: max(0, rows - len(shown))]
                for p in shown:
                    if py + ph > r.bottom - 8:
                        break
                    self._play(p, (px, py), room)
                    py += ph + 6

    def effects_on(self, iid: str, plays: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
        """The cards whose lasting effects are on a fighter now, one each, as plays shown face
        up with how long they last: not this round's plays (drawn already) nor its
        attachments (drawn on it). Played on a fighter, Shield-Brother lay in its pack's row
        and Howl of Rebuke nowhere near the creature it stopped (pl35 #15, pl34a #7)."""
        played = {p.get("card") for p in plays} | {
            self.revealed.get(p.get("index", -1)) for p in plays
        }
        hosted = {t["iid"] for t in self.view.get("things", []) if t.get("host") == iid}
        out: list[dict[str, Any]] = []
        for item in self.view.get("lasting") or []:
            source = item.get("source") or item.get("source_card")
            if item.get("on") != iid or not isinstance(source, str) or source == iid:
                continue
            if source in played or source in hosted or any(o["card"] == source for o in out):
                continue
            out.append(
                {
                    "card": source,
                    "shown": True,
                    "lasting": item.get("until"),
                    "left": item.get("left"),
                }
            )
        return out

    def _fallen_of(self, side: int, members: Sequence[str]) -> list[str]:
        """The fighters of `side` gone from the fight whose end is held (killed): the side's
        own (its attacker or target, when it stands empty) and any whose card the last round
        revealed, so that card shows by its fighter (the killed prey's Staff Crack went
        unseen, issue 30)."""
        c = self.view["combat"]
        gone = [c.get("attacker" if side == 0 else "target")] if not members else []
        gone += [p["creature"] for p in c.get("plays", []) if p.get("side") == side]
        out: list[str] = []
        for iid in gone:
            # killed, or alive and gone (the prey that escaped by Fade Away: its column stood
            # empty, and the card that decided it showed only in the log, pl35 #15)
            if isinstance(iid, str) and iid not in members and iid not in out:
                out.append(iid)
        return out

    def _fallen(self, iid: Any, at: tuple[int, int], size: Size, side: int = 0) -> bool:
        """A fighter gone from the fight whose end is held on the view, greyed and marked
        "Killed", or "Escaped" (a defender) or "Left the combat" where it lives on, in its
        side's column (the attackers' column stood empty under a title saying who died, issue
        30); whether it was drawn."""
        if not isinstance(iid, str):
            return False
        alive = any(c["iid"] == iid for c in self.view["creatures"])
        face = self.faces.face(base_id(iid), size).copy()
        veil = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((20, 20, 20, 150))
        face.blit(veil, (0, 0))
        mark = _("Killed")
        if alive:
            mark = _("Escaped") if side == 1 else _("Left the combat")
            if not words.foe_stands(self.view, side):
                mark = _("Survived")
        lines = wrap(mark, self.legible(20), size[0] - 8, bold=True)
        high = text("Ag", self.legible(20), bold=True).get_height()
        band = pygame.Rect(0, 0, size[0], high * len(lines) + 8)
        band.centery = size[1] * 2 // 5
        pygame.draw.rect(face, (150, 30, 30), band)
        for i, line in enumerate(lines):
            img = text(line, self.legible(20), (255, 255, 255), True)
            face.blit(img, img.get_rect(midtop=(band.centerx, band.y + 4 + i * high)))
        self._flat("fallen", iid, face, at, self.combat_cards)
        return True

    def _plays_under(self) -> int:
        """The height the round's plays take under their creature: a row each, for as many
        as one creature has this round (one, mostly; two at the most are shown), so two
        creatures a side keep the large card a second empty row took (issue 30)."""
        plays = (self.view.get("combat") or {}).get("plays", [])
        per = Counter(p.get("creature") for p in plays).most_common(1)
        return min(2, max(1, per[0][1] if per else 1)) * (self.play_face[1] + 6) + 8

    def _combat_size(
        self, sides: Sequence[Sequence[str]], creatures: dict[str, dict[str, Any]], half: int
    ) -> tuple[Size, bool]:
        """One size for every fighter, both sides alike (the defender drawn tiny beside a
        full-size attacker cut its name, issue 30), the largest whose tallest creature, its
        attachments fit the panel (its damage cards lie within its height); and whether the plays go beside the fighters
        (their words keep `PLAY_WORDS` of width) rather than under them."""
        members = [m for side in sides for m in side]
        n = max([len(side) for side in sides] or [1]) or 1
        hosted = max(
            [sum(1 for t in self.view["things"] if t.get("host") == m) for m in members] or [0]
        )
        room_h = layout.COMBAT.h - 74 - 8
        under = self._plays_under()
        slot = (half - 10) // n
        for big, text_w in ((BIG, 130), (HAND, 110), (SMALL, 0)):
            # the attachments' bands may close up to their names (`creature`'s `room`)
            tall = big[1] + 2 + hosted * (peek_of(big) - 8)
            if big[0] + 16 + self.play_face[0] + 14 + PLAY_WORDS <= slot and tall <= room_h:
                return big, True
            if n * (big[0] + text_w) <= half and tall <= room_h - under:
                return big, False
        return SMALL, False

    def play_size(self) -> Size:
        """The combat view's played cards' size: the least, from `TINY` up to a hand's card,
        at which every card played face up (and each lasting effect) prints its name whole on
        two lines ("Gut…", "Ha…" stood on tiny cards beside a side's empty room, issue 30)."""
        combat = self.view.get("combat") or {}
        cards = [
            self.revealed.get(p.get("index", -1)) or p.get("card")
            for p in combat.get("plays") or []
        ]
        cards += [
            item.get("source") or item.get("source_card") for item in self.view.get("lasting") or []
        ]
        pool = self.pool()
        names = {pool[base_id(c)].name for c in cards if isinstance(c, str) and base_id(c) in pool}
        ratio = HAND[1] / HAND[0]
        for w in range(TINY[0], HAND[0] + 1, ROW_STEP):
            if all(self._name_whole(n, w, self.faces.least) for n in names):
                return (w, round(w * ratio))
        return HAND

    def _play(self, p: dict[str, Any], at: tuple[int, int], room: int) -> None:
        """A card played this round: face up once revealed (or to its own player), else a back;
        or a card whose effect lasts on the fighter (`effects_on`)."""
        size = self.play_face
        if "lasting" in p:
            face = self.faces.named(base_id(p["card"]), size)
            self._flat("effect", p["card"], face, at, self.combat_cards)
            self.plays.append((p, at, room))
            return
        card = p.get("card")
        if card is None and p.get("shown"):
            card = self.revealed.get(p["index"])
        shown = card if isinstance(card, str) and card != "hidden" else None
        face = self.faces.named(base_id(shown), size) if shown else self.faces.back("combat", size)
        self._flat("play", shown, face, at, self.combat_cards,
                   key=f"play:{p['index']}", play=p.get("index"))  # fmt: skip
        self.plays.append((p, at, room))

    # -- what the panels say ------------------------------------------------------------------------
    def labels_on_show(self) -> Labels:
        """Every label on show and where: the panels', then the creatures' marks."""
        out = self.part_labels()
        for key, labels in self.marks.items():
            node = self.cards.get(key)
            if node is None or node.surface is None or not node.is_shown():
                continue
            x, y = node.to_world()
            w, h = node.surface.get_size()
            out += [(t, r.move(round(x - w / 2), round(y - h / 2))) for t, r in labels]
        return out

    def pack_panel(
        self, p: Painter, seat: int, rect: pygame.Rect, tag: SeatTag | None, acting: bool
    ) -> None:
        v = self.view
        pl = v["players"][seat]
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        p.panel(rect, FELT, colour if acting else (50, 80, 66), under=BACKGROUND)
        pack = pack_name(pl)
        right = score_line(v, seat)
        out = _(" (out)") if pl.get("out") else ""
        pill = tag_surface(tag, self.legible(16)) if tag is not None else None
        pill_w = pill.get_width() + 8 if pill is not None else 0
        # the allegiance before the pack's name: a narrow header cuts the name, not it
        title = f"{self.names[seat]} · {pl['allegiance'].title()} · {pack}{out}"
        at = pile_at(v, seat, rect)
        if narrow(rect):  # the name over the whole width, the counts on a line of their own
            p.label(right, 18, (rect.x + 10, rect.y + 32), rect.w - 20, INK, True)
            room = rect.w - 20 - pill_w
        else:
            rr = p.label(
                right, 18, (rect.right - 10, rect.y + 6), rect.w // 2, INK, True, "topright"
            )
            room = min(rr.x, at[0] if at[1] < pile_y(rect) else rr.x) - rect.x - 20 - pill_w
        nr = p.label(title, 20, (rect.x + 10, rect.y + 5), room, colour, True)
        if pill is not None and tag is not None:  # what the seat does now, after its name
            p.blit(pill, pill.get_rect(midleft=(nr.right + 8, nr.centery)).topleft, tag.text)
        room = rect.right - 10 - at[0]
        p.label(pile_line(v, seat, room), layout.SMALL_TEXT, at, room, DIM)
        said, room = self.face_down_line(seat, rect)
        if said:
            at = (rect.right - 10, rect.bottom - 6)
            p.label(said, self.legible(15), at, room, DIM, anchor="bottomright")

    def face_down_line(self, seat: int, rect: pygame.Rect) -> tuple[str, int]:
        """The line at a pack area's foot on its cards placed face down ("" when none), and
        the width it keeps."""
        pl = self.view["players"][seat]
        staged = pl.get("staged")
        n = staged if isinstance(staged, int) else len(staged or [])
        if isinstance(staged, list) and n:
            # the owner's own cards placed face down: a newcomer saw the card leave the hand
            # and go nowhere until the reveal
            cards = ", ".join(words.name(e["card"]) for e in staged if e.get("as") != "step")
            return (_("Face down: {cards}").format(cards=cards), rect.w // 2) if cards else ("", 0)
        if (pl.get("committed") or isinstance(staged, int)) and n:
            return ngettext("{n} face down", "{n} face down", n).format(n=n), rect.w // 3
        return "", 0

    def hunting_panel(self, p: Painter) -> None:
        v = self.view
        umbra = gauntlet.umbra_shown(v)  # none in a game without it (issue 30)
        ph, g, u = layout.PHYSICAL if umbra else layout.HUNT, layout.GAUNTLET, layout.UMBRA
        p.panel(ph, (40, 50, 30), (80, 90, 50), under=BACKGROUND)
        p.label(_("Hunting Grounds"), 20, (ph.x + 10, ph.y + 5), 300, INK, True)
        prey = self.prey()
        enemies = sum(1 for c in prey if c["kind"] == "enemy")
        counts = _("Enemies {enemies} · Victims {value}").format(
            enemies=enemies, value=len(prey) - enemies
        )
        p.label(counts, 18, (ph.right - 10, ph.y + 8), 300, DIM, anchor="topright")
        if not umbra:
            return
        p.panel(u, UMBRA_FELT, (90, 80, 150), under=BACKGROUND)
        # the Gauntlet, with each pack's rating (its lowest Caern)
        p.rect((70, 60, 110), g, radius=8)
        for yy in range(g.y + 30, g.bottom - 8, 14):  # the hatch leaves the title clear
            p.line((150, 140, 200), (g.x + 8, yy), (g.right - 8, yy + 7), 2)
        p.label(_("Gauntlet"), self.legible(16), (g.centerx, g.y + 4), g.w - 4, INK, True, "midtop")
        pool = self.pool()
        y = g.y + 30
        for seat in range(self.seats):
            rating = gauntlet.rating(v, pool, seat)
            box = pygame.Rect(g.x + 8, y, g.w - 16, 30)
            p.rect((20, 18, 40), box, radius=6)
            p.rect(SEAT_COLOURS[seat % len(SEAT_COLOURS)], box, 2, radius=6)
            shown = str(rating) if rating is not None else "–"
            p.label(shown, 18, box.center, box.w - 6, INK, True, "center")
            y += 36
        p.label(_("The Umbra"), 20, (u.x + 10, u.y + 5), u.w - 20, (200, 190, 250), True)
        # what reaches across the Gauntlet, each with the rating it crosses at: a column at
        # the Umbra's right, the spirits' row beside it
        across = self.crossings()
        if across:
            x, w = u.right - 262, 252
            lines = across[: self.across_room()]
            more = len(across) - len(lines)
            head = (
                _("Across the Gauntlet ({n} more)").format(n=more)
                if more > 0
                else _("Across the Gauntlet")
            )
            p.label(head, 17, (x, u.y + 8), w, (200, 190, 250), True)
            y = u.y + 14
            for item in lines:
                y += 22
                p.label(item.text, 17, (x + 6, y), w - 6, INK)

    def hands_panel(self, p: Painter, seat: int) -> None:
        pl = self.view["players"][seat]
        sept, combat = (row[0] for row in self.hand_rows(seat))
        for rect, title, count in (
            (sept, _("Sept hand"), pl["hand_count"]),
            (combat, _("Combat hand"), pl["combat_hand_count"]),
        ):
            p.panel(rect, PANEL, (50, 70, 60), under=BACKGROUND)
            p.label(f"{title} ({count})", 18, (rect.x + 10, rect.y + 3), rect.w - 20, DIM, True)

    def juntas_panel(self, p: Painter) -> None:
        v, r = self.view, layout.JUNTAS
        p.panel(r, (24, 30, 60), (120, 130, 220), under=BACKGROUND)
        # one umbrella word, and which allegiance calls which kind (the phase, the bar and
        # the panel used three words a newcomer could not tie together, issue 30)
        title = _("Juntas: Moots (Gaia) and Board Meetings (Wyrm)")
        p.label(title, 22, (r.x + 14, r.y + 8), 600, INK, True)
        votes = words.junta_step(v)  # the Moot's step, in plain words
        p.label(votes, self.legible(16), (r.right - 14, r.y + 12), 400, DIM, anchor="topright")
        at = v.get("junta_at", -1)
        voting = v["juntas"][at]["iid"] if 0 <= at < len(v["juntas"]) else None
        shown = open_juntas(v)
        for k, j in enumerate(shown):
            box = junta_box(k, len(shown))
            now = j["iid"] == voting and v.get("voting_renown", -1) >= 0
            # the Junta the votes go to now stands out (two called: whose is "Keeper: yes"?)
            p.rect((58, 70, 130) if now else (34, 42, 80), box, radius=8)
            tx = box.x + 8 + junta_face()[0] + 10
            tw = box.right - 8 - tx
            seat = j.get("seat")
            called = (
                # whose the card is: its "you" is that player, not the one reading; said as
                # the log says an owner (the font's narrow space before "(" read as none:
                # "Ysolde Amberclaw(Ada)", issue 30)
                _("Called by {player}'s {name}").format(
                    name=words.name(j["caller"]), player=self.names[seat]
                )
                if isinstance(seat, int) and 0 <= seat < len(self.names)
                else _("Called by {name}").format(name=words.name(j["caller"]))
            )
            if j.get("target"):
                called += " · " + _("On {name}").format(name=words.name(j["target"]))
            # who called it wraps rather than being cut (a long name at 1280x720)
            lines = [
                (words.name(j["iid"]), 18, INK, True),
                *((line, 17, DIM, False) for line in wrap(called, 17, tw)),
                (
                    _("Yes {yes} · No {no}").format(yes=j["yes"], no=j["no"])
                    + (" · " + _("voting on it now") if now else ""),
                    17,
                    (240, 200, 90) if now else DIM,
                    now,
                ),
            ]
            # a pack with no vote on it is told so where its vote buttons would stand (a
            # Board Meeting passed a second after "Ready" with no vote asked, issue 30); the
            # log's line says it whole
            size = self.legible(16)
            barred = wrap(words.no_vote(v, self.bottom, j["iid"], here=True), size, box.w - 8)
            for n, line in enumerate(barred[:2]):
                at = (box.x + 4, box.bottom + 2 + (size + 3) * n)
                p.label(line, size, at, box.w - 8, (240, 170, 120))
            y = box.y + 8
            for line, size, colour, bold in lines:
                p.label(line, size, (tx, y), tw, colour, bold)
                y += 24
            # what passing it does, before anyone votes (the zoom gives a cut text whole)
            said = wrap(words.does_for(j["iid"], self.names, self.bottom, seat=seat), 17, tw)
            most = max(1, (box.bottom - 4 - y) // 22)
            if len(said) > most:
                said = [*said[: most - 1], said[most - 1] + " …"]
            for line in said:
                p.label(line, 17, (tx, y), tw, (230, 225, 200))
                y += 22

    @staticmethod
    def summary_rect() -> pygame.Rect:
        """Where the combat view's summary ("This combat") stands."""
        r = layout.COMBAT
        return pygame.Rect(r.right - 364, r.y + 40, 360, r.h - 44)

    def combat_panel(self, p: Painter, covered: Sequence[tuple[int, SeatTag | None]]) -> None:
        c = self.view["combat"]
        r = layout.COMBAT
        p.panel(r, (36, 20, 20), (170, 70, 60), under=BACKGROUND)
        kind = str(c.get("kind", "attack"))
        kind = _(COMBAT_KINDS[kind]) if kind in COMBAT_KINDS else kind.replace("-", " ").title()
        rounds = int(c.get("round", 1) or 0)
        # round 0 is the declaration, before the first round
        title = (
            _("Combat · {kind} · round {get}").format(kind=kind, get=rounds)
            if rounds > 0
            else _("Combat · {kind}").format(kind=kind)
        )
        if round_over(c):  # "round 1" stayed after "Fight another round" (issue 30)
            title = _("Combat · {kind} · round {get} over, round {next} next").format(
                kind=kind, get=rounds, next=rounds + 1
            )
        over = str(self.view.get("fight_over") or "")
        if over:  # the fight's end, held a beat: its result in place of the round's steps
            title = over.lstrip("— ")
        width = r.w - 400 if over else 520
        p.label(title, 22, (r.x + 14, r.y + 8), width, FIGHT_OVER if over else INK, True)
        # the round's steps, the current one lit
        now = words.step_index(str(c.get("step", "")))
        x = r.x + 560
        for i, (label, _steps) in enumerate(() if over else words.ROUND_STEPS):
            img = text(_(label), self.legible(16), (20, 20, 20) if i == now else DIM, True)
            box = pygame.Rect(x, r.y + 8, img.get_width() + 20, 28)
            p.rect((240, 200, 90) if i == now else (60, 40, 40), box, radius=14)
            p.blit(img, img.get_rect(center=box.center).topleft)
            p.labels.append((_(label), box))
            x = box.right + 8
        half = (r.w - 380) // 2
        for side in range(len(c.get("sides", []))):
            who = _("Attackers") if side == 0 else _("Defenders")
            p.label(who, 18, (r.x + 14 + side * (half + 10), r.y + 46), 200, DIM, True)
        for play, at, room in self.plays:
            self._play_words(p, play, at, room)
        # the combat's own log
        lx = r.right - 360
        tr = p.label(_("This combat"), 18, (lx, r.y + 46), 340, INK, True)
        # the packs' headers are under this panel: their players' scores and tags go on its
        # title row, and on lines under it when the row is full (the log starts under them)
        x, y = tr.right + 12, tr.centery
        level = self.view["renown_level"]
        if covered:
            # whose these are: "This combat  Ada 0/10 VP" read as a score of the fight's, in
            # the person's own fights against prey (pl35); "Scores:" then read as every score,
            # the person's own missing (pl36a): the rivals', whose headers the view covers
            said = _("Rivals:")
            head = text(said, self.legible(16), DIM, True)
            x = p.blit(head, head.get_rect(midleft=(x, y)).topleft, said).right + 8
        for seat, tag in covered:
            vp = _("{vp}/{renown_level} VP").format(
                vp=self.view["players"][seat]["vp"], renown_level=level
            )
            name = text(
                f"{self.names[seat]} {vp}",
                self.legible(16),
                SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                True,
            )
            pill = tag_surface(tag, self.legible(16)) if tag is not None else None
            wide = name.get_width() + (6 + pill.get_width() if pill is not None else 0)
            if x > lx and x + wide > lx + 340:
                x, y = lx, y + layout.SMALL_LINE + 6
            nr = p.blit(name, name.get_rect(midleft=(x, y)).topleft, f"{self.names[seat]} {vp}")
            x = nr.right + 12
            if pill is not None and tag is not None:
                pr = p.blit(pill, pill.get_rect(midleft=(nr.right + 6, y)).topleft, tag.text)
                x = pr.right + 12
        # the fight's state, which the game log beside it does not say (it tells events),
        # under the title row and the tags' lines
        top = r.y + 74 if y == tr.centery else y + layout.SMALL_LINE
        rows = [
            (ln, heading)
            for line, heading in fight_lines(self.view, self.names)
            for ln in wrap(line, layout.SMALL_TEXT, 340, bold=heading)
        ]
        for line, heading in rows[: max(0, (r.bottom - 10 - top) // layout.SMALL_LINE)]:
            p.label(line, layout.SMALL_TEXT, (lx, top), 340, INK if heading else DIM, heading)
            top += layout.SMALL_LINE

    def bar_panel(self, p: Painter, what_now: str, mine: bool) -> None:
        v = self.view
        # the phase by its whole name, as the log and the glossary say it (pt "Fase: Assembleia"
        # read the Moot card type's word beside "Fase de Assembleias", pl35 #7)
        phase = _(PHASE_NAMES.get(v["phase"], str(v["phase"]).title()))
        # the rulebook by the name the New game screen gives it ("rules package" said not which)
        rules = _("1995 rulebook") if v.get("rulebook") == "1995" else _("Players' rules")
        # the score is Victory Points, as the 1995 rulebook counts it (Renown is a card's)
        win = _("VP to win {renown_level} · {rules}").format(
            renown_level=v["renown_level"], rules=rules
        )
        waits = win_waits(v, self.names)  # a win waiting for the Combat Phase's end, said
        if waits:
            r = p.label(
                waits, 18, (layout.BAR.right - 12, 12), WIN_ROOM, WIN_WAITS, True, "topright"
            )
        else:
            r = p.label(win, 18, (layout.BAR.right - 12, 12), 420, DIM, anchor="topright")
        turn = _("Turn {turn} · {phase}").format(turn=v["turn"], phase=phase)
        t = p.label(turn, 22, (12, 9), 330, INK, True)
        # what the person is asked to do now (or whom the table waits for)
        colour = (250, 220, 120) if mine else DIM
        at, room = (t.right + 24, 11), r.x - t.right - 48
        if text(what_now, 20, colour, mine).get_width() <= room:
            p.label(what_now, 20, at, room, colour, mine)
            return
        # Too long for one line: two smaller ones, and if even they are short, the middle
        # goes, never the end, which names the key ("…or click it, or press…", issue 30).
        lines = wrap(what_now, BAR_TWO, room, bold=mine)
        if len(lines) > 2:
            lines = [lines[0], tail_fit(what_now, BAR_TWO, room, mine)]
            lines[0] = lines[0].rstrip(" ,;:") + " …"
        for i, line in enumerate(lines):
            p.label(line, BAR_TWO, (at[0], 1 + i * 21), room, colour, mine)

    def log_panel(self, p: Painter, log: Sequence[str], newer: int = 0, top: int = 0) -> None:
        """The log's last lines, from `top` down where something stands over the log's top
        (the Hint over a combat's list); a log read back says on its last line how many
        `newer` entries follow, and the key that brings them."""
        p.label(_("Game log"), 20, (layout.SIDE.x + 14, 14), 280, INK, True)
        first = max(layout.LOG.y, top)
        room = (layout.LOG.bottom - first) // layout.LOG_LINE
        if newer:
            room -= 1
            note = _("{n} newer below · PgDn").format(n=newer)
            at = (layout.LOG.x + 4, first + room * layout.LOG_LINE)
            p.label(note, layout.LOG_TEXT, at, layout.LOG.w - 8, WIN_WAITS)
        # whole entries only: the log began with the tail of an entry ("Vane."), which reads
        # as nothing
        entries = [wrap(line, layout.LOG_TEXT, layout.LOG.w - 8) for line in log[-30:]]
        y = first
        for line in last_whole(entries, room, cut_end):
            shade = INK if line.startswith("—") else DIM  # a combat's end stands out
            p.label(line, layout.LOG_TEXT, (layout.LOG.x + 4, y), layout.LOG.w - 8, shade)
            y += layout.LOG_LINE

    def window_panel(self, p: Painter) -> None:
        """The "OK?" window and open play (its countdown is a node over it)."""
        window = self.view.get("window")
        w, names = layout.WINDOW, self.names
        p.panel(w, (28, 40, 52), (70, 100, 130), under=PANEL)
        title = _("Open Play")
        detail = _("No window is open.")
        asked = self._my_answer()
        if asked is not None:
            # the panel's "Allow it" answers the card waiting to resolve: the panel spoke of
            # an Offensive Effect announced by another player, or of who Open Play waits for
            # (pl36a #8)
            title, detail = _("Allow it?"), asked
        elif window is not None:
            title = {"turns": _("Priority, seat by seat")}.get(window["kind"], _("Open Play"))
            if window.get("offense"):
                offense = window["offense"]
                who = spoken_list([names[s] for s in offense])
                title = _("OK?")
                # the rules keep the card secret until every other player says OK
                detail = ngettext(
                    "{who} wants to play an Offensive Effect. The card stays secret until everyone says OK.",
                    "{who} each want to play an Offensive Effect. The cards stay secret until everyone says OK.",
                    len(offense),
                ).format(who=who)
                if window.get("oks"):
                    detail += _(" OK from ") + spoken_list([names[s] for s in window["oks"]]) + "."
            else:
                waiting = [s for s in window["seats"] if s not in window.get("passed", [])]
                detail = _("Waiting for ") + (
                    spoken_list([names[s] for s in waiting]) or _("nobody")
                )
        p.label(title, 20, (w.x + 12, w.y + 8), w.w - 24, INK, True)
        y = w.y + 36
        for line in wrap(detail, layout.SMALL_TEXT, w.w - 24)[:4]:
            p.label(line, layout.SMALL_TEXT, (w.x + 12, y), w.w - 24, DIM)
            y += layout.SMALL_LINE

    def _answering(self) -> bool:
        """The person is the one a card waiting to resolve waits for now."""
        pending = self.view.get("pending")
        if pending is None:
            return False
        order, at = pending.get("responders") or [], int(pending.get("at") or 0)
        return at < len(order) and order[at] == self.bottom

    def i_can_cancel(self) -> bool:
        """A card of the person's cancels the card waiting to resolve (their turn to answer
        it: before then their moves do not say)."""
        if not self._answering():
            return True  # not known yet: their pack could hold one
        return any(c["type"] == "cancel" for c in self.legal)

    def _my_answer(self) -> str | None:
        """What the OK? panel says while the card waiting to resolve waits for the person."""
        pending = self.view.get("pending")
        if pending is None or not self._answering():
            return None
        who, card = self.names[pending["seat"]], words.name(pending["card"])
        on = words.pending_target(pending, self.names, self.view)
        if self.i_can_cancel():
            said = _("{who}'s {card}{on} waits for you: allow it, or cancel it with a card.")
        else:
            said = _("{who}'s {card}{on} waits for you. No card of yours cancels it.")
        said = said.format(who=who, card=card, on=on)
        offense = [s for s in (self.view.get("window") or {}).get("offense") or []]
        if offense:
            said += " " + ngettext(
                "{who} also wants to play an Offensive Effect.",
                "{who} also want to play Offensive Effects.",
                len(offense),
            ).format(who=spoken_list([self.names[s] for s in offense]))
        return said

    def stack_panel(self, p: Painter, cancels: Sequence[str]) -> None:
        """The card waiting for cancellations (a node), and the cancels played against it."""
        pending = self.view.get("pending")
        s = layout.STACK
        p.panel(s, (40, 30, 30), (120, 70, 60), under=PANEL)
        p.label(_("Waiting to resolve"), 18, (s.x + 12, s.y + 8), s.w - 24, INK, True)
        self.stack_cut = ""
        if pending is None:
            p.label(_("Nothing"), layout.SMALL_TEXT, (s.x + 12, s.y + 36), s.w - 24, DIM)
            return
        card = pygame.Rect(s.x + 12, s.y + 36, *TINY)
        on = words.pending_target(pending, self.names, self.view)
        info = [
            f"{self.names[pending['seat']]}: {words.name(pending['card'])}{on}",
            _("Offensive Effect") if pending.get("offensive") else "",
        ]
        # those still to answer whose pack could hold a canceller, less the person when no
        # card of theirs cancels it ("May cancel: Player 1" read as "you can cancel", while
        # the Hint said no card of theirs could, pl36a #8)
        may = [
            self.names[x]
            for x in (pending.get("responders") or [])[int(pending.get("at") or 0) :]
            if x != self.bottom or self.i_can_cancel()
        ]
        if may:
            info.append(_("May cancel: ") + spoken_list(may))
        y, room = s.y + 36, s.w - TINY[0] - 36
        cut = False
        for line_text in info:
            lines = wrap(line_text, layout.SMALL_TEXT, room) if line_text else []
            if len(lines) > 3:  # the rest in the panel's tooltip (`stack_cut`)
                cut, lines = True, [*lines[:2], lines[2] + " …"]
            for line in lines:
                p.label(line, layout.SMALL_TEXT, (card.right + 10, y), room, DIM)
                y += layout.SMALL_LINE
        y = max(y, card.bottom) + 6
        # what it will do when it resolves, under the card, the panel's whole width
        does = words.does_for(
            pending["card"], self.names, self.bottom, int(pending.get("index", -1)), pending["seat"]
        )
        lines = wrap(does, layout.SMALL_TEXT, s.w - 24) if does else []
        most = max(1, (s.bottom - y - 8 - layout.SMALL_LINE * len(cancels)) // layout.SMALL_LINE)
        if len(lines) > most:  # the panel's tooltip and the card's zoom give the whole
            cut, lines = True, [*lines[: most - 1], lines[most - 1] + " …"]
        if cut:  # a reason cut mid-sentence could be read nowhere (issue 30)
            self.stack_cut = " · ".join(t for t in (*info, does) if t)
        for line in lines:
            p.label(line, layout.SMALL_TEXT, (s.x + 12, y), s.w - 24, INK)
            y += layout.SMALL_LINE
        for line in cancels:  # each cancel stacked under the card it answered
            p.label("↳ " + line, 17, (s.x + 24, y), s.w - 36, (240, 150, 130))
            y += layout.SMALL_LINE

    def _play_words(self, p: Painter, play: dict[str, Any], at: tuple[int, int], room: int) -> None:
        card = play.get("card")
        if card is None and play.get("shown"):
            card = self.revealed.get(play["index"])
        if card == "hidden":
            shown = _("face down")
        elif card is None:
            # a decoy taken back (no Null cards) is no Null card
            taken_back = play.get("decoy") or play.get("status") == "decoy"
            shown = _("taken back") if taken_back else _("Null card")
        else:
            shown = words.name(card) + ("" if play.get("shown") else _(" (only you see it)"))
        status = play.get("status") or ""
        status = _(STATUS_WORDS[status]) if status in STATUS_WORDS else status
        if "lasting" in play:  # a card's effect on the fighter, and how long it lasts
            status = _(LASTING_WORDS.get(str(play["lasting"]), LASTING_WORDS[""]))
            if play.get("left"):  # Blinding Spray's rounds, in the log only before (issue 30)
                status = _("in effect {rounds}").format(rounds=rounds_left(play["left"]))
        faster = self.outpaced.get(play.get("index", -1))
        if faster and play.get("status") == "resolved":
            # "resolved" beside the blow it did not stop read as a rules error (issue 30)
            status = _("too slow for {card}").format(card=words.name(faster))
        target = play.get("target")
        index = play.get("index", -1)
        if index in self.reversed:
            # "landed → Ysolde" beside a blow a reversal sent back at its user (pl36a #6)
            status = _("turned back: {status}").format(status=status)
            target = self.reversed[index]
        elif not faster and self._is_reversal(card) and play.get("status") == "resolved":
            status, target = self._reversal_words(play)
        if play.get("bluff"):
            status = _("BLUFF ") + status
        tx, y = at[0] + self.play_face[0] + 6, at[1] + 2
        for line_text, colour, most in ((shown, (250, 210, 150), 2), (status, (240, 120, 100), 1)):
            for line in (
                wrap(line_text, self.legible(16), room, bold=True)[:most] if line_text else []
            ):
                p.label(line, self.legible(16), (tx, y), room, colour, True)
                y += 21  # a 16 px line box is 23 px: 2 px of leading shared
        if target:
            p.label("→ " + words.name(target), self.legible(16), (tx, y), room, DIM)

    @staticmethod
    def _is_reversal(card: Any) -> bool:
        known = card_pool.cards().get(base_id(card)) if isinstance(card, str) else None
        return known is not None and known.reversal

    def _reversal_words(self, play: dict[str, Any]) -> tuple[str, Any]:
        """A reversal's words: the blow it sent back, else whether one may still come. "resolved
        → Director Vane" read as "it worked" where there was nothing to turn back (pl36a #6)."""
        combat = self.view.get("combat") or {}
        turned = [
            words.name(self.revealed.get(b["index"]) or b.get("card"))
            for b in combat.get("plays") or []
            if b["index"] in self.reversed and b.get("target") == play.get("creature")
        ]
        if turned:
            return _("turned back {cards}").format(cards=spoken_list(turned)), None
        if combat.get("step") == "resolve" and not self.view.get("fight_over"):
            return _("waiting for a blow to turn back"), None
        return _("nothing to turn back"), None


def _hand_row(rect: pygame.Rect, n: int) -> HandRow:
    """How `n` cards lie in a hand's panel: full size while they fit, else as large as fit
    side by side (ten Combat cards went to the small faces, "Stunni… Blow", "Corner… Bite",
    beside a fifth of their panel empty, issue 30), else small, overlapped to fit."""
    room = rect.w - 16
    fits = (w for w in range(HAND[0], SMALL[0], -ROW_STEP) if n * (w + layout.HAND_GAP) <= room)
    w = next(fits, SMALL[0])
    size = (w, round(w * HAND[1] / HAND[0])) if w != SMALL[0] else SMALL
    return rect, size, min(size[0] + layout.HAND_GAP, (room - size[0]) // max(1, n - 1))


def narrow(rect: pygame.Rect) -> bool:
    """A pack's area too narrow for its name and its counts on one line (four packs)."""
    return rect.w < 700


def pile_y(rect: pygame.Rect) -> int:
    """Where a pack's pile line lies in its area (under its name, and its counts if apart)."""
    return rect.y + (56 if narrow(rect) else 32)


def t_arm(size: Size, c: Mapping[str, Any]) -> int:
    """How far a creature's damage T reaches past either side of its face (as `creature`
    draws it; 0 with no damage card)."""
    damage = [d for d in c.get("damage") or [] if isinstance(d.get("card"), str)]
    return max(4, size[0] // 14) if damage else 0


def footprint(size: Size, beside: Size | None, c: Mapping[str, Any]) -> int:
    """How wide a creature of `size` stands in a row: its face within its damage T's arms,
    and its bands' column beside it (faces `beside` wide) when they go there."""
    arm = t_arm(size, c)
    return size[0] + 2 * arm + (4 + beside[0] if beside is not None else 0)


def pile_at(view: Mapping[str, Any], seat: int, rect: pygame.Rect) -> tuple[int, int]:
    """Where a pack's pile line starts: in a wide area on its name's line, left of its counts,
    where the name keeps `TITLE_ROOM` (the line it leaves goes to the cards: at 1280x720 a
    card whose name prints whole stands taller than the row under two lines of header, issue
    30); else under the name (and its counts if apart)."""
    if not narrow(rect):
        counts = min(text(score_line(view, seat), 18, bold=True).get_width(), rect.w // 2)
        line = text(pile_line(view, seat), layout.SMALL_TEXT).get_width()
        x = rect.right - 10 - counts - 28 - line
        if x - rect.x >= TITLE_ROOM:
            return x, rect.y + 8
    return rect.x + 10, pile_y(rect)


def chip_area(face: pygame.Rect, box: int) -> pygame.Rect:
    """Where a creature's 2 x 2 stat boxes sit on its face (as `_face` draws them with text
    of size `box`: the stage's `stat_text`)."""
    high = stat_box("", 0, box).get_size()
    w, h = 2 * high[0] + 2, 2 * (high[1] + 2)
    return pygame.Rect(face.x + 3, face.bottom - h - 1, w, h)


def open_juntas(view: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The Juntas the panel shows: those not done, four at the most."""
    return [j for j in view.get("juntas") or [] if not j["done"]][:4]


def junta_box(k: int, count: int = 4) -> pygame.Rect:
    """The Juntas panel's box for its k-th Junta of `count`, over the row of vote buttons:
    the panel's width shared, up to `JUNTA_W` each (four boxes a quarter of it left two
    called Juntas' cards at their smallest, their names cut to "Cou…", issue 30)."""
    r = layout.JUNTAS
    w = min(JUNTA_W, (r.w - 28 + 12) // max(1, count) - 12)
    return pygame.Rect(r.x + 14 + (w + 12) * k, r.y + 42, w, r.h - 52 - VOTE_ROW)


def junta_face() -> Size:
    """A Junta card's face in its box: as tall as the box (its name on up to three lines)."""
    high = junta_box(0).h - 16
    return (round(high * HAND[0] / HAND[1]), high)


VOTE_ROW = 48  # the Juntas panel's bottom row: the person's vote buttons
JUNTA_W = 640  # a Junta's box at the widest: its lines stay short enough to read


def pack_name(pl: Mapping[str, Any]) -> str:
    return str(pl.get("pack", "")).replace("-", " ").title()


def score_line(view: Mapping[str, Any], seat: int) -> str:
    """A pack's Victory Points and hands, as its area's header says them."""
    pl = view["players"][seat]
    counts = {
        "vp": pl["vp"],
        "renown_level": view["renown_level"],
        "hand_count": pl["hand_count"],
        "combat_hand_count": pl["combat_hand_count"],
    }
    # at or over the level before the Combat Phase ends: the count says the win waits for it
    word = seat_win_word(view, seat)
    if word:
        return _(
            "{vp}/{renown_level} VP ({word}) · Hand {hand_count} · Combat {combat_hand_count}"
        ).format(word=word, **counts)
    return _("{vp}/{renown_level} VP · Hand {hand_count} · Combat {combat_hand_count}").format(
        **counts
    )


def tail_fit(s: str, size: int, width: int, bold: bool) -> str:
    """The end of `s` that fits `width` after "…", cut at a word."""
    words_ = s.split(" ")
    tail = words_[-1]
    for word in reversed(words_[:-1]):
        longer = f"{word} {tail}"
        if text("… " + longer, size, INK, bold).get_width() > width:
            break
        tail = longer
    return "… " + tail


def pile_line(view: Mapping[str, Any], seat: int, room: int | None = None) -> str:
    """A pack's piles counted on one line; where `room` is too narrow for it whole, without
    an "Out of Play 0" (four packs in Portuguese: "… Descartes 1…", issue 30)."""
    p = view["players"][seat]
    removed = sum(1 for i in view.get("removed", []) if str(i).split(".")[0] == str(seat))
    # a pack's creatures out of play for a while count as much as those removed for good
    removed += sum(1 for c in view.get("creatures", []) if c.get("out") and c.get("pack") == seat)
    counts = {
        "value": len(p["victory"]) + p["victory_down"],
        "removed": removed,
        "sept_deck": p["sept_deck"],
        "combat_deck": p["combat_deck"],
        "n": len(p["sept_discard"]),
        "n2": len(p["combat_discard"]),
    }
    whole = _(
        # "cards": beside "2/10 VP", "Victory 0" read as a second score (issue 30)
        "Victory cards {value} · Out of Play {removed} · Decks {sept_deck}/{combat_deck} · "
        "Discards {n}/{n2}"
    ).format(**counts)
    if room is None or removed or text(whole, layout.SMALL_TEXT).get_width() <= room:
        return whole
    return _("Victory cards {value} · Decks {sept_deck}/{combat_deck} · Discards {n}/{n2}").format(
        **counts
    )

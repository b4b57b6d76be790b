"""The relaunch table's scene (desktop.screens.ccg_kit.stage), rebuilt from one seat's view
whenever the game moves: the Staging Areas across the top and mine at the foot, each with its
characters in a T of attachments, the Hunting Grounds' two worlds between them, my hand and
piles at the bottom."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from desktop.render.clamp import ELLIPSIS
from desktop.render.icons import Icons
from desktop.scene.node import DrawFn, Node
from desktop.scene.scene import Scene
from desktop.scene.zones import TLayout, Zone
from desktop.screens.ccg_kit.art_style import STAT_LOOK
from desktop.screens.ccg_kit.layout import SteadyHand
from desktop.screens.ccg_kit.marks import ring
from desktop.screens.ccg_kit.paint import text
from desktop.screens.ccg_kit.peek import Opened, PeekCard, PeekLook
from desktop.screens.ccg_kit.stage import CcgStage, base_id, others_round
from desktop.screens.rage_lv import hud, layout
from desktop.screens.rage_lv.faces import HAND, SMALL, TINY, CcgFaces
from desktop.screens.seat_tags import tag_surface
from desktop.ui import text_cache
from desktop.ui.theme import cut_line
from engine.ccg.views import instance_seat
from engine.games.rage_lv.data import card
from engine.games.rage_lv.state import card_of
from engine.i18n import N_, _, ngettext

Size = tuple[int, int]
UMBRA_TINT = (150, 120, 255)
ALPHA_GOLD = (255, 206, 92)


def badge(words: str, fill: tuple[int, int, int], size: int = 20) -> pygame.Surface:
    """`words` in white on a pill of `fill` (wounds, UMBRA, ALPHA n, a pile's count)."""

    def draw() -> pygame.Surface:
        img = text(words, size, (255, 255, 255), True)
        w = max(img.get_width() + 14, img.get_height() + 6)
        h = img.get_height() + 4
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (*fill, 235), surf.get_rect(), 0, h // 2)
        pygame.draw.rect(surf, (20, 16, 12, 255), surf.get_rect(), 2, h // 2)
        surf.blit(img, img.get_rect(center=(w // 2, h // 2)))
        return surf

    return text_cache.active().piece(("rage-lv badge", words, fill, size), draw)


#: the stats under a character, in the card face's order and colours (desktop.screens.rage_lv.art)
STAT_KEYS = ("renown", "rage", "gnosis", "health")


def _chip(key: str, value: str, size: int) -> pygame.Surface:
    """One stat as on the card face: its icon on its colour, and the number."""
    color = STAT_LOOK[key][0]
    num = text(value, size, (255, 255, 255), True)
    ih = round(size * 0.85)
    # kept with the App's pieces, not in a module global
    icon = text_cache.active().piece(
        ("rage-lv stat icon", key, ih),
        lambda: Icons().get(STAT_LOOK[key][1], ih, (255, 255, 255, 235)),
    )
    w, h = 2 + ih + 1 + num.get_width() + 3, num.get_height()
    chip = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(chip, (*color, 240), chip.get_rect(), 0, 6)
    chip.blit(icon, (2, (h - ih) // 2))
    chip.blit(num, (3 + ih, 0))
    return chip


def _strip(stats: tuple[tuple[str, str], ...], size: int, fold: bool = False) -> pygame.Surface:
    """The chips of `stats` in a line, or `fold`ed two to a line."""

    def draw() -> pygame.Surface:
        chips = [_chip(k, v, size) for k, v in stats]
        lines = [chips[i : i + 2] for i in range(0, len(chips), 2)] if fold else [chips]
        widths = [sum(c.get_width() for c in line) + 2 * (len(line) - 1) for line in lines]
        ch = max(c.get_height() for c in chips)
        w, h = max(widths) + 4, len(lines) * (ch + 1) + 1
        back = pygame.Surface((w, h), pygame.SRCALPHA)
        back.fill((0, 0, 0, 150))
        for k, (line, lw) in enumerate(zip(lines, widths, strict=True)):
            x = 2 + (w - 4 - lw) // 2
            for c in line:
                back.blit(c, (x, 1 + k * (ch + 1)))
                x += c.get_width() + 2
        return back

    return text_cache.active().piece(("rage-lv strip", stats, size, fold), draw)


def stat_values(c: dict) -> dict[str, str]:
    """A character's current stats as shown: Health as left / full."""
    return {
        "renown": str(c["renown"]),
        "rage": str(c["rage"]),
        "gnosis": str(c["gnosis"]),
        "health": f"{c['health'] - c['wounds']}/{c['health']}",
    }


def stats_words(c: dict) -> str:
    """The same stats in words (the preview's caption)."""
    v = stat_values(c)
    return " · ".join(f"{_(STAT_LOOK[k][2])} {v[k]}" for k in STAT_KEYS)


#: the stats a strip shows, the most first: all four; in a crowded row Renown and Health; Health
STRIP_SETS: tuple[tuple[str, ...], ...] = (STAT_KEYS, ("renown", "health"), ("health",))


def stats_strip(
    c: dict,
    size: int,
    room: float,
    sets: tuple[tuple[str, ...], ...] = STRIP_SETS,
    fold: bool = False,
) -> pygame.Surface | None:
    """The strip under a character: its current stats as coloured chips with the card face's
    icons (Renown, Rage, Gnosis, Health), or, in a crowded row, as much as fits between its
    neighbours (Health first, then Renown), so strips never run together; `sets`: the stats
    it may show, the most first (`row_stats`); `fold`: two chips to a line."""
    v = stat_values(c)
    for keys in sets:
        strip = _strip(tuple((k, v[k]) for k in keys), size, fold)
        if strip.get_width() <= room:
            return strip
    return None


def row_stats(
    group: list[dict], size: int, room: float, fold: bool = False
) -> tuple[tuple[str, ...], ...]:
    """The stats every strip of a row may show: the most that fit under each of them, so a
    row shows alike strips (two chips beside four read as stats missing)."""
    for i, keys in enumerate(STRIP_SETS):
        values = (tuple((k, stat_values(c)[k]) for k in keys) for c in group)
        strips = (_strip(stats, size, fold) for stats in values)
        if all(strip.get_width() <= room for strip in strips):
            return STRIP_SETS[i:]
    return STRIP_SETS[-1:]


#: a pill under a character's name: its words, its short form where a crowded row leaves the
#: card too narrow a strip in sight ("" for none; its tooltip gives the words), its colour
CharTag = tuple[str, str, tuple[int, int, int]]


def char_tags(c: dict, order: int, acting: bool) -> list[CharTag]:
    """The pills under a character's name: UMBRA, REGEN n, ALPHA n (`order`, 0: none)."""
    tags: list[CharTag] = []
    # An Umbra card's face says UMBRA itself (art.py): a pill would say it twice.
    if c["umbra"] and "Umbra" not in card_of(c["iid"]).keywords:
        tags.append((_("UMBRA"), "", (110, 80, 210)))
    if c["regen"]:
        tags.append((_("REGEN {regen}").format(regen=c["regen"]), "", (60, 130, 90)))
    if order:
        tags.append(
            (
                _("ALPHA {order}").format(order=order),
                # the Greek letter and the order: whole in the strip an overlapped card
                # shows, where "ALPHA 1" was cut to "ALP"
                _("α{order}").format(order=order),
                ALPHA_PILL if not acting else ALPHA_ACTING_PILL,
            )
        )
    return tags


def alpha_order(view: dict) -> tuple[list[str], str | None]:
    """The characters named alphas, in order, and the one acting now (if any)."""
    alphas = list(view.get("alphas") or [])
    acting = None
    if view["phase"] in ("alpha", "nominate") and 0 <= view.get("alpha_at", 0) < len(alphas):
        acting = alphas[view["alpha_at"]]
    return alphas, acting


#: the pill naming a Hunting Grounds character's player
SEAT_PILL = (52, 84, 120)
#: the pill naming the player who played a prey (no player's), where its name repeats
PREY_PILL = (92, 84, 60)
#: an alpha's pill (the one acting now: brighter)
ALPHA_PILL, ALPHA_ACTING_PILL = (200, 150, 40), (240, 90, 40)
#: the glossary word a pill's tooltip explains, by its colour
PILL_TERMS = {ALPHA_PILL: "alpha", ALPHA_ACTING_PILL: "alpha", PREY_PILL: "prey"}
#: the height of an area's header row, which no attachment's tab may reach
HEADER_ROOM = 34
#: under the Hunting Grounds' title, room for its descenders ("ZONAS DE CAÇA")
HEADING_DROP = 6
#: an opponent's folded area: resources shown before the rest pile under the last, the gap
#: between its characters, and the pill saying how many more lie under a pile
THINGS_SHOWN = 2
#: the pill under an attachment in an opened area, naming its character
BEARER_PILL = (70, 80, 96)
ROW_GAP = 8
#: between two folded stat strips (`stats_strip`), each under its own card: apart enough
FOLD_GAP = 2
PLATE_REACH = 40
#: under an opponent's folded area, how to open it
OPEN_HINT = N_("hover or →: open")
MORE_PILL = (40, 110, 90)
#: the pill of a rite in progress on a character (its quarter turns left)
RITE_PILL = (96, 70, 150)
#: where a character face's printed numbers start, down its height (art: TEXT_BOTTOM less
#: the stat row's 14 units, plus 6, less 7, of 140)
STATS_ROW = 112.6 / 140


def hides(over: pygame.Rect, line: pygame.Rect) -> bool:
    """Whether `over` hides a line of text: across its width and over a third of its height
    (a staggered plate's edge 7 px into a 26 px line at 4 seats left the words readable)."""
    cut = over.clip(line)
    return cut.w > 0 and cut.h * 3 > line.h


def wounds_badge(c: dict) -> pygame.Surface:
    return badge(f"✚{c['wounds']}", (196, 40, 40), 22)


#: under each card of an opened area, its live stats as the table shows them under it
PEEK_UNDER = 34

#: an opponent's Staging Area opened large: from under the top band down, its cards no wider
#: than the combat view's combatants; a long name prints at a tenth of the card's width
PEEK_LOOK = PeekLook(
    ratio=HAND[1] / HAND[0],
    name_px=lambda w: w * 0.1,
    room=pygame.Rect(layout.TOP.x, layout.TOP.bottom + 8, layout.TOP.w, 1076 - layout.TOP.bottom),
    widest=200,
    under=PEEK_UNDER,
)


@dataclass(frozen=True)
class Pile:
    """A folded row's pile: where its top card and its "+N more" stand, that top card, and
    the characters under it."""

    top: pygame.Rect
    pill: pygame.Rect
    top_iid: str
    under: list[str]


class Stage(CcgStage):
    peek_look = PEEK_LOOK

    def __init__(self, scene: Scene, faces: CcgFaces, names: Sequence[str], seats: int) -> None:
        super().__init__(scene, faces, names, seats)
        self.faces: CcgFaces = faces
        self.background = self.back_layer.add(Node(name="felt"))
        self.bar = self.back_layer.add(Node(name="phase-bar", z=2))
        self.sidebar = self.back_layer.add(Node(name="sidebar", z=2))
        self.staging: dict[int, Zone] = {}
        self.hunting = self.zone("hunting", layout.HUNT)
        self.bottom = 0
        #: the seat the table is seen from (None: a spectator)
        self.looker: int | None = None
        self.areas: dict[int, pygame.Rect] = {}
        self.view: dict[str, Any] = {}
        self.small: dict[int, tuple[int, int]] = {}
        self._bg_key: tuple = ()
        #: the Hunting Grounds' Umbra and physical sides, as wide as their cards need
        self.sides = layout.hunt_sides(0, 0)
        #: each Staging Area's cards in the order drawn: (card instance or id, its face's id,
        #: Crinos), for the area opened large
        self.held: dict[int, list[tuple[str, str, bool]]] = {}
        #: where each attachment stands, in table coordinates (this rebuild's)
        self.attached_at: list[pygame.Rect] = []
        #: each folded row's pile: where its top card and its "+N more" stand, in table
        #: coordinates, the top card and the characters under it (this rebuild's)
        self.piles: list[Pile] = []
        #: the bottom seat's hand as last laid out: its first card's x and the step
        self._hand_row: SteadyHand[tuple[float, float]] = SteadyHand()

    def card_node(self, key: str) -> Node | None:
        node = super().card_node(key)
        if node is None and self.combat.visible:
            # The Combat hand is drawn on the combat panel, apart from the zones' cards: a card
            # the Hint names there gets the ring too (the bar says "click the glowing card").
            node = self.combat.find(key)
        return node

    # -- placement ----------------------------------------------------------------------------------
    def place_areas(self, view: dict[str, Any], bottom: int) -> None:
        self.bottom = bottom
        others = others_round(bottom, list(view["order"]) or list(range(self.seats)))
        self.areas = {bottom: layout.MINE}
        for seat, rect in zip(others, layout.opponent_areas(len(others)), strict=True):
            self.areas[seat] = rect
        for seat, rect in self.areas.items():
            self.small[seat] = SMALL if rect.width >= 700 else TINY
            zone = self.zone(f"staging:{seat}", rect.inflate(-4, -4))
            self.staging[seat] = zone
        for seat, rect in self.areas.items():
            if seat == bottom:
                self.pile_pos[seat] = (layout.PILES.x + 140, layout.PILES.centery)
                self.hand_pos[seat] = layout.HAND_ZONE.center
            else:
                self.pile_pos[seat] = (rect.right - 40, rect.y + 18)
                self.hand_pos[seat] = (rect.right - 120, rect.y + 16)

    # -- the rebuild -------------------------------------------------------------------------------
    def rebuild(
        self,
        view: dict[str, Any],
        looker: int | None,
        bottom: int,
        *,
        highlight: Sequence[str] = (),
    ) -> None:
        self.view, self.looker = view, looker
        self.place_areas(view, bottom)
        self.begin()
        self.used_zones.update(("hunting", *(f"staging:{s}" for s in self.areas)))
        for child in list(self.labels.children):
            child.detach()
        self.attached_at = []
        self.piles = []
        things = view["things"]
        attached: dict[str, list[dict]] = {}
        loose: dict[int, list[dict]] = {s: [] for s in self.areas}
        hunting_things: list[dict] = []
        for t in things:
            if t["host"] is not None:
                attached.setdefault(t["host"], []).append(t)
            elif card_of(t["iid"]).type == "battlefield" and t["controller"] is None:
                hunting_things.append(t)
            else:
                seat = t["controller"] if t["controller"] is not None else t["owner"]
                loose.setdefault(seat, []).append(t)
        alphas, acting = alpha_order(view)
        # Staging Areas.
        self.held = {}
        for p in view["players"]:
            seat = p["seat"]
            rect = self.areas[seat]
            size = self.small[seat]
            self._header(p, rect, seat == bottom, view)
            x: float = rect.x + 14 + size[0] // 2
            # (Narrow areas: low enough to pass under the hand of backs at the top right. Mine
            # has no backs: its cards stand a little higher, for the prompt line under them.)
            low = (26 if size == SMALL else 40) - (layout.MINE_LIFT if seat == bottom else 0)
            y = rect.y + 40 + size[1] // 2 + low
            tribe = self.faces.face(p["tribe"], size)
            self.card(
                f"tribe:{seat}",
                tribe,
                self.table,
                (x, y),
                data={"kind": "tribe", "card": p["tribe"]},
            )
            x += size[0] + 10
            # Every other card stands a name's height lower and on top: overlapping by half,
            # each still shows its whole name (one row of them hid all names but the last).
            things = loose.get(seat, [])
            # a narrow opponent's area shows its first resources whole, the rest piled
            # under the last of them (four Moots and Trials lay over its Totem and pressed
            # its characters to slivers, issue 30); its opened view shows every one
            pack = [
                c
                for c in view["chars"]
                if c["pack"] and c["owner"] == seat and c["where"] == "staging"
            ]
            # (the last character keeps its plate, wider than it, inside the area; mine
            # stopped 150 short, and its resources lay over each other for that room, pl40a)
            right = rect.right - 20 - PLATE_REACH
            # there the shown ones stand side by side, and in a wider area where its row
            # still shows every character whole: overlapping by half, a Moot lay over the
            # Totem before it ("MOOT OF STILL…" over Hearth Badger, issue 30)
            after = x + len(things) * (size[0] + ROW_GAP) + (40 if size == SMALL else 30)
            fits = self._row_fits(pack, after, right, size)
            # a 2-seat opponent's area whose row has no room for them all side by side piles
            # them as a narrow one does: overlapping, a Trial still lay over its Totem with
            # ten characters in the row (issue 30, vt38)
            crowded = seat != bottom and (size == TINY or not fits)
            shown = min(len(things), THINGS_SHOWN) if crowded else len(things)
            side_by_side = crowded or fits
            step, drop = (
                (size[0] + ROW_GAP, 0)
                if side_by_side
                else self._things_step(pack, len(things), x, right, size)
            )
            for i, t in enumerate(things):
                low_one = min(i, shown - 1) % 2
                at = (x, y + low_one * drop)
                node = self._thing(t, size, self.table, at, "thing", z=low_one - (i >= shown))
                if i >= shown:
                    node.data = {**node.data, "piled": True}
                if i + 1 < shown:
                    x += step
            if shown < len(things):
                low = (shown - 1) % 2 * drop
                self._more(f"more-things:{seat}", len(things) - shown, x, y + low, size)
            x += size[0] * (1 if things else 0.45) + (40 if size == SMALL else 30)
            self.held[seat] = [(f"tribe:{seat}", p["tribe"], False)]
            for t in loose.get(seat, []):
                self.held[seat].append((t["iid"], base_id(t["iid"]), False))
            for c in pack:
                self.held[seat].append((c["iid"], base_id(c["iid"]), bool(c["crinos"])))
                self.held[seat] += [
                    (t["iid"], base_id(t["iid"]), False) for t in attached.get(c["iid"], [])
                ]
            floor = layout.PROMPT_TOP if seat == bottom else rect.bottom - 2
            if seat != bottom:
                # an opponent's row stands lower where its attachments' tabs, stacked above
                # a character, would reach the header (at 1280x720 two of them lay over
                # "to play" and the Renown); my area's name moves instead (_clear_area_name)
                tabs = max((len(attached.get(c["iid"], [])) for c in pack), default=0)
                top = y - size[1] / 2 - tabs * self.name_band(size)
                y += max(0, round(rect.y + HEADER_ROOM - top))
            # an opponent's row keeps each character whole, the rest piled under the last
            # (names cut to "G", plates gone at 4 seats, issue 30)
            cap = None if seat == bottom else self._row_cap(x, right, size)
            self._char_row(pack, attached, x, right, y, size, alphas, acting, floor, cap=cap)
            if seat == bottom:
                self._clear_area_name(seat, rect)
                self._piles(p)
            else:
                self._mini_hand(p, rect)
                self._clear_open_hint(seat, rect)
        # Hunting Grounds: the Umbra side and the physical side.
        hunters = [c for c in view["chars"] if c["where"] == "hunting" or not c["pack"]]
        hunters = [c for c in hunters if not c["iid"].startswith("guardian:")]
        alike = self._fold_alike(hunters, hunting_things)
        piled = {c["iid"] for pile in alike.values() for c in pile}
        for side, rect in zip((True, False), self.sides, strict=True):
            group = [c for c in hunters if bool(c["umbra"]) == side and c["iid"] not in piled]
            grounds = [t for t in hunting_things if ("Umbra" in card_of(t["iid"]).keywords) == side]
            y = rect.centery + 18
            x0: float = rect.x + 20 + SMALL[0] // 2
            # a crowded row may rise as far as its attachments' tabs leave under the title,
            # for its stat strips' second line (in one line they drop to one or two chips)
            tabs = max((len(attached.get(c["iid"], [])) for c in group), default=0)
            rise = y - SMALL[1] / 2 - tabs * self.name_band(SMALL) - (rect.y + HEADER_ROOM)
            clear = rise - HEADING_DROP  # what the title's descenders leave ("Ç")
            if clear < 0 and group:
                # three tabs over an alpha reached the title ("HUNTING GROUNDS · PHYSICAL
                # WORLD" under "RITE OF THE…", issue 30): the row stands lower, its plates
                # still in the band
                strip = stats_strip(group[0], self.legible(16), 10_000)
                under = SMALL[1] / 2 + layout.STRIP_GAP + (strip.get_height() if strip else 0)
                y += round(max(0.0, min(-clear, rect.bottom - 2 - under - y)))
            # battlegrounds take no more than a character's share of a crowded side (at full
            # step two Dry Washes stood whole while nine characters lay in slivers, pl40a #1)
            last = rect.right - 24 - SMALL[0] / 2
            cards = len(grounds) + len(group)
            step = min(SMALL[0] + 16.0, (last - x0) / max(1, cards - 1))
            row_y = self._char_row(
                group,
                attached,
                x0 + len(grounds) * step,
                # (the last plate, wider than its card, inside the border at 1280x720)
                rect.right - 24,
                y,
                SMALL,
                alphas,
                acting,
                rect.bottom - 2,
                owned=True,
                rise=max(0.0, rise),
                under=alike,
            )
            for t in grounds:
                node = self._thing(t, SMALL, self.table, (x0, row_y), "thing", turned=False)
                self._owner_pill(node, t, SMALL)
                x0 += step
        # Characters in the Umbra while in a Staging Area get a violet ring (see _char_row).
        self._hand(view, looker)
        self.finish()
        self.set_lit(highlight)

    # -- an opponent's area opened large ----------------------------------------------------------
    def peek_areas(self) -> dict[int, pygame.Rect]:
        if self.view.get("combat") is not None:  # the combat view covers the areas
            return {}
        return {s: r for s, r in self.areas.items() if s != self.bottom}

    def opened(self, seat: int) -> Opened | None:
        p = next((p for p in self.view.get("players", []) if p["seat"] == seat), None)
        if p is None or seat not in self.held:
            return None
        renown = renown_line(p, self.view)
        chars = {c["iid"]: c for c in self.view.get("chars", [])}
        alphas, acting = alpha_order(self.view)
        hosts = {t["iid"]: t["host"] for t in self.view.get("things", []) if t["host"]}

        def card(iid: str, cid: str, crinos: bool) -> PeekCard:
            face = (cid, crinos, False)
            c = chars.get(iid)
            host = hosts.get(iid)
            if c is None and host is not None:
                # laid out after its character like any card, an attachment said nothing of
                # whose it is (issue 30): its bearer's name under it
                bearer = card_of_name(base_id(host))
                borne = partial(self._borne, cid, bearer)
                return PeekCard((cid, crinos, bearer), card_of_name(cid), borne, face, iid)
            if c is None:
                paint = lambda size: self.faces.face(cid, size, crinos)  # noqa: E731
                return PeekCard((cid, crinos), card_of_name(cid), paint, face, iid)
            order = alphas.index(iid) + 1 if iid in alphas else 0
            tags = char_tags(c, order, iid == acting)
            live = (tuple(stat_values(c).items()), c["wounds"], tuple(tags))

            def figures(size: Size) -> pygame.Surface:
                return self._live_card(c, size, tags)

            return PeekCard((cid, crinos, live), card_of_name(cid), figures, face, iid)

        return Opened(
            seat,
            f"{self.names[seat]} · {card_of_name(p['tribe'])} · {renown}",
            counts_line(p),
            tuple(card(*held) for held in self.held[seat]),
        )

    def _borne(self, cid: str, bearer: str, size: Size) -> pygame.Surface:
        """An attachment in an opened area: its face, and under it the character bearing it."""
        w, h = size
        surf = pygame.Surface((w, h + PEEK_UNDER), pygame.SRCALPHA)
        surf.blit(self.faces.face(cid, size), (0, 0))
        label = self.legible(16)
        words = _("on {name}").format(name=bearer)
        pill = badge(cut_line(words, label, w - 18, bold=True), BEARER_PILL, label)
        surf.blit(pill, ((w - pill.get_width()) // 2, h + layout.STRIP_GAP))
        return surf

    def _live_card(self, c: dict[str, Any], size: Size, tags: list[CharTag]) -> pygame.Surface:
        """A character as the table shows it (`_decorate`): its face, its wounds and pills
        on it, and its stats now under it (a printed face alone showed a wounded or boosted
        character at its printed Rage and Health)."""
        w, h = size
        surf = pygame.Surface((w, h + PEEK_UNDER), pygame.SRCALPHA)
        surf.blit(self.faces.face(base_id(c["iid"]), size, c["crinos"]), (0, 0))
        if c["wounds"]:
            wounds = wounds_badge(c)
            surf.blit(wounds, (2, round(h * STATS_ROW) - wounds.get_height() - 2))
        y = round(self.name_band(size)) + 2
        for words, _short, fill in tags:
            tag = badge(words, fill, self.legible(16))
            surf.blit(tag, ((w - tag.get_width()) // 2, y))
            y += tag.get_height() + 2
        strip = stats_strip(c, self.legible(16), w)
        if strip is not None:
            surf.blit(strip, ((w - strip.get_width()) // 2, h + layout.STRIP_GAP))
        return surf

    def show_hunting(self, shown: bool) -> None:
        """Show or hide what lies in the Hunting Grounds' band and its labels (the Moots
        panel takes the band while the Moots are voted)."""
        band = layout.HUNT
        for node in self.table.children:
            if node.name != "hunting" and band.collidepoint(node.x, node.y):
                node.visible = shown
        for node in self.labels.children:
            if node.name.startswith("stats:"):
                zone = self.zones.get("char:" + node.name.removeprefix("stats:"))
            elif node.name.startswith("chartag:"):  # a pill over a crowded row
                zone = self.zones.get("char:" + node.data["iid"])
            else:
                continue
            if zone is not None and band.collidepoint(zone.x, zone.y):
                node.visible = shown

    def name_band(self, size: Size) -> float:
        """How far down a face at `size` its name's band reaches (taller where the window
        needs larger text), in logical pixels."""
        from desktop.screens.rage_lv.art import name_band  # the designs load with a card

        return name_band(self.faces.renderer.fonts, size, self.faces.least)

    def short_tags(self) -> list[tuple[str, pygame.Rect, str | None]]:
        """The pills on show in their short form ("α1"), each with its words, where it is and
        the glossary word it is (for their tooltip; None: its words say it all)."""
        out = []
        for node in self.cards.values():
            if node.parent is None or not node.visible:
                continue
            for tag in node.children:
                said = tag.data if tag.name == "deco-tag" and isinstance(tag.data, dict) else {}
                if tag.surface is not None and said and said["text"] != said["words"]:
                    box = tag.surface.get_rect(center=tag.to_world())
                    out.append((said["words"], box, said.get("term")))
        for label in self.labels.children:
            over = label.data if label.name.startswith("chartag:") else None
            zone = self.zones.get("char:" + over["iid"]) if over else None
            if over and zone is not None and label.visible and over["text"] != over["words"]:
                at = (zone.x + over["dx"], zone.y + over["dy"])
                box = pygame.Rect((0, 0), over["size"]).move_to(center=at)
                out.append((over["words"], box, over.get("term")))
        return out

    def label_boxes(self, iid: str | None = None) -> list[pygame.Rect]:
        """Where the labels that follow a character (`iid`'s, or every one's) stand on
        screen: its stat strip (its top `dy` under the character's centre) and a pill over a
        crowded row (centred there)."""
        out = []
        for label in self.labels.children:
            said = label.data if isinstance(label.data, dict) else {}
            if iid is not None and said.get("iid") != iid:
                continue
            zone = self.zones.get("char:" + said["iid"]) if "iid" in said else None
            if zone is None or not label.visible or "size" not in said:
                continue
            box = pygame.Rect((0, 0), said["size"])
            if label.name.startswith("stats:"):
                box.midtop = (round(zone.x), round(zone.y + said["dy"]))
            else:
                box.center = (round(zone.x + said["dx"]), round(zone.y + said["dy"]))
            out.append(box)
        return out

    # -- pieces --------------------------------------------------------------------------------
    def _clear_open_hint(self, seat: int, rect: pygame.Rect) -> None:
        """An opponent's "hover or →: open" stays off its row's plates: where attachments'
        tabs push the row down, the last plate lay over it (2 seats at 1600x900, a play in
        a real window). It moves left along its line to the first place no plate covers,
        clear of the area's other words there; with none, it goes (pointing at a card opens
        the area all the same)."""
        found = next((n for n in self.labels.children if n.name == f"open:{seat}"), None)
        if found is None or found.surface is None:
            return
        box = found.surface.get_rect(center=(round(found.x), round(found.y)))
        plates = [r for r in self.label_boxes() if r.colliderect(rect)]
        words = [
            n.surface.get_rect(center=(round(n.x), round(n.y)))
            for n in self.labels.children
            if n is not found and n.surface is not None and n.name.endswith(f":{seat}")
        ]
        while box.left >= rect.x + 14:
            if not any(hides(r, box) for r in plates + words):
                found.x = box.centerx
                return
            box.x -= 8
        found.detach()

    def _clear_area_name(self, seat: int, rect: pygame.Rect) -> None:
        """My area's name where no attachment covers it: a character's attachments stand
        above it, and where the window needs large text two of them reach the header row
        (at 1280x720 the upper one lay over "Your Staging Area"). Past them along the row,
        else on the area's bottom line."""
        found = next((n for n in self.labels.children if n.name == f"area:{seat}"), None)
        if found is None or found.surface is None:
            return
        node, (w, h) = found, found.surface.get_size()
        box = pygame.Rect(0, 0, w, h)
        box.center = (round(node.x), round(node.y))
        mine = [r for r in self.attached_at if r.colliderect(rect)]
        if not any(r.colliderect(box) for r in mine):
            return
        left = max(r.right for r in mine if r.top < box.bottom) + 12
        if left + w <= rect.right - 14:
            node.x = left + w / 2
        else:
            node.x, node.y = rect.x + 14 + w / 2, rect.bottom - 14

    def _header(self, p: dict[str, Any], rect: pygame.Rect, mine: bool, view: dict) -> None:
        seat = p["seat"]
        active = seat in view.get("to_act", [])
        color = (255, 214, 120) if active else (236, 228, 206)
        # the seat's tag (to play, thinking, link lost ...) right after its name; "to play"
        # says what the ▶ would, in the room the name needs
        tag = self.tags.get(seat)
        pill = tag_surface(tag, 18) if tag is not None else None
        marked = active and not (tag is not None and tag.kind == "to-play")
        title = f"{'▶ ' if marked else ''}{self.names[seat]} · {card_of_name(p['tribe'])}"
        if p["removed"]:
            title += _(" (out)")
        renown = renown_line(p, view)
        r = text(renown, 22, (255, 220, 130), True)
        shift = pill.get_width() + 10 if pill is not None else 0
        # The name takes what the row leaves beside its tag and Renown (a name from outside,
        # a LAN player's or a save's, may be long: a third of the area at least).
        room = max(rect.width // 3, rect.width - 28 - shift - 16 - r.get_width())
        img = text(cut_line(title, 24, room, bold=True), 24, color, True)
        self.label(f"name:{seat}", img, rect.x + 14 + img.get_width() / 2, rect.y + 16)
        if pill is not None:
            tx = rect.x + 24 + img.get_width() + pill.get_width() / 2
            self.label(f"tag:{seat}", pill, tx, rect.y + 16)
        rx = rect.x + 30 + shift + img.get_width() + r.get_width() / 2
        self.label(f"renown:{seat}", r, rx, rect.y + 16, {"term": "renown"})
        # Every area the prompts name carries its name ("your Staging Area").
        area = text(
            _("Your Staging Area") if mine else _("Staging Area"), 18, (200, 214, 190), True
        )
        end = rect.right - (14 if mine else 150)  # an opponent's hand of backs is at its right
        ax, ay = rx + r.get_width() / 2 + 16 + area.get_width() / 2, rect.y + 17
        if ax + area.get_width() / 2 > end:  # a narrow area: its name opens the bottom line
            ax, ay = rect.x + 14 + area.get_width() / 2, rect.bottom - 14
        self.label(f"area:{seat}", area, ax, ay, {"term": "staging"})
        if not mine:
            s = text(counts_line(p), 18, (190, 196, 186))
            sx = ax + area.get_width() / 2 + 16 + s.get_width() / 2
            top = ay < rect.centery
            if top and sx + s.get_width() / 2 > end:  # to the bottom line
                top = False
                sx = rect.x + 14 + s.get_width() / 2
            if not top and sx + s.get_width() / 2 > rect.right - 14:
                # after the area's name there is no room: the short form
                s = text(
                    _("Hand {hand_count} · Sept {sept_deck}").format(
                        hand_count=p["hand_count"], sept_deck=p["sept_deck"]
                    ),
                    18,
                    (190, 196, 186),
                )
                sx = ax + area.get_width() / 2 + 16 + s.get_width() / 2
            y = rect.y + 17 if top else rect.bottom - 14
            self.label(f"info:{seat}", s, sx, y)
            # how to read it whole: nothing said that pointing at it or → opens it (issue 30)
            how = text(_(OPEN_HINT), 18, (170, 200, 180))
            hx = rect.right - 14 - how.get_width() / 2
            if top or hx - how.get_width() / 2 >= sx + s.get_width() / 2 + 16:
                self.label(f"open:{seat}", how, hx, rect.bottom - 14)

    def _char_row(
        self,
        group: list[dict[str, Any]],
        attached: dict[str, list[dict[str, Any]]],
        x0: float,
        right: float,
        y: float,
        size: Size,
        alphas: list[str],
        acting: str | None,
        floor: float = 10_000,
        owned: bool = False,
        rise: float = 0.0,
        cap: int | None = None,
        under: dict[str, list[dict[str, Any]]] | None = None,
    ) -> float:
        """One row of characters with their attachments; their stat strips stay above
        `floor`, the row rising up to `rise` for a second line of them; each `owned` says
        whose it is on a pill (in the Hunting Grounds two packs of one set bring two alike
        alphas); past `cap` places the rest lie piled under the last, which says how many,
        as do the characters `under` one of the row (alike prey, `_fold_alike`).
        Gives the row's height (`y`, or risen)."""
        if not group:
            return y
        w = size[0]
        places = len(group) if cap is None else max(1, min(cap, len(group)))
        group, piled = group[:places], group[places:]
        piles = {c["iid"]: list((under or {}).get(c["iid"], [])) for c in group}
        piles[group[-1]["iid"]] += piled
        spacing: float = w + (64 if size == SMALL else 48)
        avail = max(1.0, right - x0 - w / 2)
        if len(group) > 1:
            spacing = min(spacing, avail / (len(group) - 1))
        # Attachments stand above their character, each showing its name's band: upright
        # and readable (a card out at a side showed an edge, its name under the character).
        policy = TLayout(arms=("top",), step=(0.0, self.name_band(size)))
        # Stat strips: in one line if they fit between neighbours, else folded, two chips to
        # a line, each under its own card, where all four fit so (staggered in two lines,
        # the strips stood apart from their cards, pl40a #7), else in two staggered lines,
        # each strip then as long as fits twice the spacing (see stats_strip).
        label = self.legible(16 if size == SMALL else 14)
        strips = [s for s in (stats_strip(c, label, 10_000) for c in group) if s is not None]
        full = max(strips, key=lambda s: s.get_width())
        crowded = len(group) > 1 and full.get_width() > spacing - 6
        fold = crowded and row_stats(group, label, spacing - FOLD_GAP, True)[0] == STAT_KEYS
        stagger = crowded and not fold
        over = y + size[1] / 2 + layout.STRIP_GAP + 2 * full.get_height() + 2 - floor
        # in the Hunting Grounds a second line with no room under the row lies over its cards'
        # printed numbers, which it says live (tabs over the alphas kept the row from rising:
        # twelve plates dropped Rage and Gnosis, pl34b #6); a folded strip rises over them
        foot = owned and stagger and over > rise
        lift = 0.0
        if crowded and 0 < over <= rise:
            y -= over
        elif fold and over > 0 and owned:
            y, lift = y - rise, over - rise
        elif crowded and over > 0 and not foot:
            fold = stagger = False  # a second line would run into the prompt line: shorten
        lefts = [
            x0 + i * spacing + _reach_left(c, attached, policy, size) for i, c in enumerate(group)
        ]
        room = (
            spacing - FOLD_GAP if fold else spacing * (2 if stagger else 1) - 6
        ) if len(group) > 1 else 10_000  # fmt: skip
        sets = row_stats(group, label, room, fold)
        for i, c in enumerate(group):
            iid = c["iid"]
            cx = x0 + i * spacing
            if piles[iid]:
                self._piled_under(iid, piles[iid], attached, (cx, y), size)
            grown = (size[0] + 10, size[1] + 10)
            zone = self.creature_zone("char:" + iid, iid, (cx, y), grown, self.table,
                                      policy=policy, z=1)  # fmt: skip
            atts = attached.get(iid, [])
            slots = policy.slots(1 + len(atts))
            rot = -90 * c["regen"] if c["regen"] else 0
            node = self.card(
                iid,
                self.faces.face(base_id(iid), size, c["crinos"]),
                zone,
                (slots[0].x, slots[0].y),
                rotation=rot,
                z=slots[0].z,
                data={"kind": "char", "iid": iid},
            )
            for t, slot in zip(atts, slots[1:], strict=True):
                # where it comes to rest (the zone slides there): its row's place
                at = (cx + slot.x - w / 2, y + slot.y - size[1] / 2)
                self.attached_at.append(pygame.Rect(at, size))
                # upright: a rite's quarter turns left are said on its character's pill
                self._thing(t, size, zone, (slot.x, slot.y), "attached", z=slot.z, turned=False)
            self._decorate(
                node,
                zone,
                c,
                size,
                iid in alphas,
                iid == acting,
                alphas.index(iid) + 1 if iid in alphas else 0,
                room=room,
                sets=sets,
                lane=i % 2 if stagger else 0,
                foot=foot,
                fold=fold,
                lift=lift,
                # the next character and its cards lie over this one's right (less a ring)
                shown=lefts[i + 1] - RING_REACH - (cx - w / 2) if i + 1 < len(group) else w,
                owner=self._owner_tag(c, size) if owned else None,
                rites=[t["rot"] for t in atts if t["rot"]],
            )
        return y

    def _row_fits(self, group: list[dict[str, Any]], x0: float, right: float, size: Size) -> bool:
        """The characters of `group` stand between `x0` and `right` each whole, their stat
        strips in one line (as `_char_row` lays them)."""
        if len(group) < 2:
            return True
        label = self.legible(16 if size == SMALL else 14)
        strips = [s for s in (stats_strip(c, label, 10_000) for c in group) if s is not None]
        least = max([size[0] + ROW_GAP, *(s.get_width() + 6 for s in strips)])
        return right - x0 - size[0] / 2 >= (len(group) - 1) * least

    def _things_step(
        self, group: list[dict[str, Any]], count: int, x: float, right: float, size: Size
    ) -> tuple[float, int]:
        """How far apart `count` resources from `x` stand where the characters of `group`
        after them have no room for them side by side, and how much lower every other one
        stands: as far apart as leaves the characters their row (`_row_fits`), at least
        overlapping by half, every other one lower for its name where more than an edge is
        covered (in my full area, half over each other while the characters had room to
        spare, pl40a #5)."""
        if count < 2:
            return size[0] + ROW_GAP, 0
        label = self.legible(16 if size == SMALL else 14)
        strips = [s for s in (stats_strip(c, label, 10_000) for c in group) if s is not None]
        least = max([size[0] + ROW_GAP, *(s.get_width() + 6 for s in strips)])
        start = right - size[0] / 2 - max(0, len(group) - 1) * least
        gap = 40 if size == SMALL else 30
        step = (start - gap - size[0] - x) / (count - 1)
        step = max(size[0] * 0.55, min(step, size[0] + ROW_GAP))
        return step, 0 if step >= size[0] - ROW_GAP else thing_drop(size)

    def _row_cap(self, x0: float, right: float, size: Size) -> int:
        """How many characters an opponent's row shows side by side, each whole (`ROW_GAP`
        apart) between `x0` and `right`."""
        return max(1, int((right - x0 - size[0] / 2) // (size[0] + ROW_GAP)) + 1)

    def _piled_under(
        self,
        iid: str,
        piled: list[dict[str, Any]],
        on: dict[str, list[dict[str, Any]]],
        at: tuple[float, float],
        size: Size,
    ) -> None:
        """`piled` under the character `iid` standing at `at`, with its "+N more" and the
        pile a click opens (`Pile`)."""
        self._pile(piled, on, at, size)
        more = self._more(f"more-chars:{iid}", len(piled), *at, size)
        top = pygame.Rect((0, 0), size).move_to(center=(round(at[0]), round(at[1])))
        pill = more.get_rect(center=(round(at[0]), round(at[1] + size[1] / 8)))
        self.piles.append(Pile(top, pill, iid, [c["iid"] for c in piled]))

    def _fold_alike(
        self, hunters: list[dict[str, Any]], things: list[dict[str, Any]]
    ) -> dict[str, list[dict[str, Any]]]:
        """The Hunting Grounds' sides (`self.sides`) for the cards they show, and the prey
        piled under an alike one where a side has no room for its cards whole: with thirteen
        cards and more in the Physical World they lay over each other, names cut to "PALLID
        DR", pills to "by Bru", plates to one chip (issue 30). The most numerous of a name
        piles first, under the last of them; never an alpha nor a pack's character. Gives
        each shown prey's pile."""
        side_of = [bool(c["umbra"]) for c in hunters]
        counts = [side_of.count(True), side_of.count(False)]
        for t in things:
            counts[0 if "Umbra" in card_of(t["iid"]).keywords else 1] += 1
        under: dict[str, list[dict[str, Any]]] = {}
        piled: set[str] = set()
        while True:
            self.sides = layout.hunt_sides(*counts)
            # one card at a time, from the side most crowded: a fold there gives the other
            # side room too (seven Static Wraiths folded, ten physical cards stood whole)
            steps = sorted(
                ((rect.w - 44 - SMALL[0]) / (n - 1), umbra)
                for umbra, rect, n in zip((True, False), self.sides, counts, strict=True)
                if n > 1
            )
            for step, umbra in steps:
                if step >= SMALL[0] + ROW_GAP:
                    return under  # every side's cards whole
                alike: dict[str, list[dict[str, Any]]] = {}
                for c in hunters:
                    if bool(c["umbra"]) == umbra and not c["pack"] and c["iid"] not in piled:
                        alike.setdefault(base_id(c["iid"]), []).append(c)
                most = max(alike.values(), key=len, default=[])
                if len(most) < 2:
                    continue  # nothing alike to pile there
                # under the last of them, as a folded row piles its last ("Pallid Drone,
                # Pallid Drone, Pallid Drone +7 more"), the least wounded of the others, the
                # latest first: the pile hides its wounds
                c = min(most[:-1], key=lambda o: (o["wounds"], -most.index(o)))
                under.setdefault(most[-1]["iid"], []).append(c)
                piled.add(c["iid"])
                counts[0 if umbra else 1] -= 1
                break
            else:
                return under

    def _pile(self, group: list[dict[str, Any]], on: dict[str, list[dict[str, Any]]],
              at: tuple[float, float], size: Size) -> None:  # fmt: skip
        """Characters past a row's room, with the cards `on` them, under its last character
        at `at` (their cards stay on the table for the keyboard's walk and the opened view)."""
        for i, c in enumerate(group):
            iid = c["iid"]
            zone = self.creature_zone("char:" + iid, iid, at, size, self.table)
            face = self.faces.face(base_id(iid), size, c["crinos"])
            data = {"kind": "char", "iid": iid, "piled": True}
            node = self.card(iid, face, zone, (0.0, 0.0), z=-2 - i, data=data)
            for child in list(node.children):
                if child.name.startswith("deco"):  # its marks from a row it stood in before
                    child.detach()
            for t in on.get(iid, []):
                self._thing(t, size, zone, (0.0, 0.0), "attached", z=-3 - i, turned=False)

    def _more(self, name: str, count: int, x: float, y: float, size: Size) -> pygame.Surface:
        """A "+N" over the picture of the card at (x, y) that hides `count` more under it (at
        its foot it lay over the figures a larger face prints there); its pill."""
        more = badge(_("+{n} more").format(n=count), MORE_PILL, self.legible(16))
        self.label(name, more, x, y + size[1] / 8)
        return more

    def pile_at(self, pos: tuple[int, int], lit: Collection[str]) -> Pile | None:
        """The pile a click at `pos` points at: on its "+N more", or on its top card where
        that card is not among `lit` (a click on a lit top card is that card's)."""
        for pile in self.piles:
            if pile.pill.collidepoint(pos) or (
                pile.top.collidepoint(pos) and pile.top_iid not in lit
            ):
                return pile
        return None

    def _owner_tag(self, c: dict[str, Any], size: Size) -> CharTag | None:
        """The pill saying whose character it is; prey is no player's, but where another
        player played one of its name, the pill says who played it (two Rust-Maw Hulks, one
        played by each player, looked the same: issue 30)."""
        owner = c.get("owner")
        if not c["pack"]:
            seat = instance_seat(c["iid"])
            # the players who played a prey of its name: one alone tells nothing apart
            players = {
                instance_seat(o["iid"])
                for o in self.view["chars"]
                if not o["pack"] and base_id(o["iid"]) == base_id(c["iid"])
            }
            if seat is None or not 0 <= seat < len(self.names) or len(players) < 2:
                return None
            if seat == self.looker:  # said short, as owners' marks say it: "por Jog…" was cut
                return (_("played by you"), _("yours"), PREY_PILL)
            name = self.names[seat]
            short = self._fit_name(_("by {name}"), name, PREY_PILL, size[0] - 4)
            return (_("played by {name}").format(name=name), short, PREY_PILL)
        if not isinstance(owner, int) or not 0 <= owner < len(self.names):
            return None
        words = self.names[owner]
        return (words, self._fit_name("{name}", words, SEAT_PILL, size[0] - 4), SEAT_PILL)

    def _fit_name(self, form: str, name: str, fill: tuple[int, int, int], width: float) -> str:
        """`form` with `name` whole where its pill is no wider than `width`, else with the
        name's longest start that fits cut with "…" (a name cut with no mark, "por Bru" for
        Bruno, read as another player's: issue 30); the pill's tooltip gives it whole."""
        said = form.format(name=name)
        for n in range(len(name) - 1, 0, -1):
            if badge(said, fill, self.legible(16)).get_width() <= width:
                break
            said = form.format(name=name[:n].rstrip() + ELLIPSIS)
        return said

    def _thing(
        self,
        t: dict[str, Any],
        size: Size,
        parent: Node,
        pos: tuple[float, float],
        kind: str,
        *,
        z: float = 0.0,
        turned: bool = True,
    ) -> Node:
        """A card in play that is no character (a resource, an attachment), `turned` as it
        lies (a quarter turn a step)."""
        rotation = 90 * t["rot"] if turned and t["rot"] else 0
        face = self.faces.face(base_id(t["iid"]), size)
        data = {"kind": kind, "iid": t["iid"]}
        return self.card(t["iid"], face, parent, pos, rotation=rotation, z=z, data=data)

    def _owner_pill(self, node: Node, t: dict[str, Any], size: Size) -> None:
        """A battleground in the Hunting Grounds says whose it is, under its name: two Dry
        Washes side by side looked the same (issue 30); a name too wide shows its first
        letters, its tooltip the whole (`short_tags`)."""
        owner = t.get("owner")
        for child in list(node.children):
            if child.name == "deco-tag":
                child.detach()
        if not isinstance(owner, int) or not 0 <= owner < len(self.names):
            return
        words = self.names[owner]
        said = self._fit_name("{name}", words, SEAT_PILL, size[0] - 4)
        pill = badge(said, SEAT_PILL, self.legible(16))
        w, h = size
        y = -h / 2 + self.name_band(size) + 2 + pill.get_height() / 2
        data = {"text": said, "words": words, "iid": t["iid"]}
        node.add(Node(name="deco-tag", surface=pill, x=0, y=y, z=6, data=data))

    def _decorate(
        self,
        node: Node,
        zone: Zone,
        c: dict,
        size,
        alpha: bool,
        acting: bool,
        order: int,
        *,
        room: float = 10_000,
        sets: tuple[tuple[str, ...], ...] = STRIP_SETS,
        lane: int = 0,
        foot: bool = False,
        fold: bool = False,
        lift: float = 0.0,
        shown: float = 10_000,
        owner: CharTag | None = None,
        rites: Sequence[int] = (),
    ) -> None:
        """A character's marks: wounds, pills, stats strip, ring; `shown`: how much of the
        card from its left edge the next card in the row leaves in sight; `owner`: the pill
        saying whose it is, first; `rites`: the turns left of each rite in progress on it."""
        for child in list(node.children):
            if child.name.startswith("deco"):
                child.detach()
        w, h = size
        if c["wounds"]:
            # Inside the card's bottom-left corner: the right edge is where the next
            # character in a crowded row, or its left-arm attachment, lies over this card.
            wounds = wounds_badge(c)
            node.add(
                Node(
                    name="deco-wounds",
                    surface=wounds,
                    x=-w / 2 + wounds.get_width() / 2 + 2,
                    # over the foot of the art, clear of the printed numbers under it
                    y=h * (STATS_ROW - 0.5) - wounds.get_height() / 2 - 2,
                    z=5,
                )
            )
        tags = char_tags(c, order if alpha else 0, acting)
        for left in rites:
            words = ngettext("RITE: {n} TURN LEFT", "RITE: {n} TURNS LEFT", left)
            tags.append((words.format(n=left), _("RITE {n}").format(n=left), RITE_PILL))
        if owner is not None:
            tags.insert(0, owner)
        # Under the card's name band (art.TITLE ends 16.4 of the face's 140 units down): on
        # the band they hid the name of the very card they mark.
        top = -h / 2 + self.name_band(size) + 2
        # In a crowded row a pill stands in the strip the next card leaves in sight, in its
        # short form where the words do not fit (a turned card keeps them in the middle).
        strip = min(w, shown) if not c["regen"] else w
        # Two pills or more on a card: their short forms, side by side where they fit in
        # what is in sight of it, from its left edge ("Jogador 1 / ALPHA 1 / RITO 2" stacked
        # across the middle hid the whole picture of an alpha in the Hunting Grounds); in a
        # crowded row too, where "Ann" over "α2" covered the middle of the art (issue 30)
        edge = len(tags) > 1
        reach = min(w, strip)
        # a second row stands at the art's foot, right of the wounds: the art's middle, its
        # picture's focus, is left in sight
        foot_x = 2 + (wounds_badge(c).get_width() + 4 if c["wounds"] else 0)
        k, x_at = -1, w  # the pills' row, and where the next one starts in it
        at_foot = False  # the second row stands at the art's foot
        for words, short, fill in tags:
            tag = badge(words, fill, self.legible(16))
            said = words
            if short and (tag.get_width() > strip - 4 or edge):
                tag, said = badge(short, fill, self.legible(16)), short
            if fill == RITE_PILL and strip < w and tag.get_width() > strip - 4:
                # over a crowded row two rites' pills ran together ("RITE 3" over "RITE 3"):
                # the rite's own card above its character says it, and its zoom the turns
                continue
            fits = tag.get_width() <= reach - 4  # in what is in sight of the card
            new_row = not (edge and fits) or x_at + tag.get_width() > reach - 2
            if new_row and fill == RITE_PILL and strip < w and at_foot:
                continue  # a third row would cross the art; the rite's card above says it
            if new_row:
                k, x_at = k + 1, 2
                if edge and k == 1 and foot_x + tag.get_width() <= reach - 2:
                    x_at, at_foot = foot_x, True
            y = top + tag.get_height() / 2 + (tag.get_height() + 2) * k
            if at_foot and edge and fits:  # the foot row, and any more above it
                y = h * (STATS_ROW - 0.5) - tag.get_height() / 2 - 2
                y -= (tag.get_height() + 2) * (k - 1)
            data = {"text": said, "words": words, "iid": c["iid"], "term": PILL_TERMS.get(fill)}
            if edge and fits:
                x = -w / 2 + x_at + tag.get_width() / 2
                x_at += tag.get_width() + 2
                node.add(Node(name="deco-tag", surface=tag, x=x, y=y, z=6, data=data))
            elif not edge and (strip >= w or tag.get_width() <= strip - 4):
                x = max(-w / 2 + 2 + tag.get_width() / 2, -w / 2 + strip / 2) if strip < w else 0
                node.add(Node(name="deco-tag", surface=tag, x=x, y=y, z=6, data=data))
            else:
                # The next character's cards leave only an edge of this one in sight: the
                # pill stands over them, above every card, at this card's left edge.
                dx = -w / 2 + 2 + tag.get_width() / 2
                draw = _follow(zone, y - tag.get_height() / 2, tag, dx)
                data |= {"dx": dx, "dy": y, "size": tag.get_size()}
                self.labels.add(Node(name=f"chartag:{k}:{c['iid']}", draw=draw, data=data))
        back = stats_strip(c, self.legible(16 if size == SMALL else 14), room, sets, fold)
        if back is not None:
            dy = h / 2 + layout.STRIP_GAP + lane * (back.get_height() + 2)
            if foot and lane:  # the second line: over the card's own printed numbers
                dy = h * (STATS_ROW - 0.5)
            if fold:  # `lift`: no room under the row, over the card's own printed numbers
                dy = max(dy - lift, h * (STATS_ROW - 0.5))
            data = {"iid": c["iid"], "dy": dy, "size": back.get_size(), "fold": fold}
            self.labels.add(Node(name="stats:" + c["iid"], draw=_follow(zone, dy, back), data=data))
        if acting or c["umbra"]:
            look = ((*ALPHA_GOLD, 255), 5, 12) if acting else ((*UMBRA_TINT, 220), 4, 10)
            node.add(Node(name="deco-ring", surface=ring(size, *look, 10), z=-1))

    def _piles(self, p: dict[str, Any]) -> None:
        r = layout.PILES
        y = r.y + 70
        specs = (  # each pile: its cards (a deck: how many), the back it shows
            ("sept-deck", _("Sept"), p["sept_deck"], "sept"),
            ("sept-discard", _("Discard"), p["sept_discard"], "sept"),
            ("combat-deck", _("Combat"), p["combat_deck"], "combat"),
            ("combat-discard", _("Discard"), p["combat_discard"], "combat"),
            ("victory", _("Victory"), p["victory"], "character"),
        )
        x = r.x + 10 + TINY[0] // 2
        for key, label, pile, deck in specs:
            count, top = (
                (pile, None) if isinstance(pile, int) else (len(pile), (pile or [None])[-1])
            )
            if count:
                surf = self.faces.face(base_id(top), TINY) if top else self.faces.back(deck, TINY)
                data = {"kind": "pile", "pile": key, "iid": top}
                self.card(f"pile:{p['seat']}:{key}", surf, self.table, (x, y), data=data)
            cap = text(label, self.legible(15), (206, 204, 190))
            term = {"sept-deck": "sept", "combat-deck": "combat", "victory": "victory"}.get(key)
            self.label(
                f"pilecap:{key}", cap, x, y + TINY[1] / 2 + 12, {"term": term} if term else None
            )
            num = badge(str(count), (50, 60, 56), 17)
            # Under the top card's name band, as a character's tags: on the card's top edge
            # it hid the name of the card on top of a discard pile.
            count_y = y - TINY[1] / 2 + self.name_band(TINY) + 2 + num.get_height() / 2
            self.label(f"pilecount:{key}", num, x, count_y)
            x += TINY[0] + 10
        vp = text(
            _("Victory Pile: {renown} Renown").format(renown=p["renown"]), 20, (255, 220, 130), True
        )
        self.label("vp", vp, r.x + 10 + vp.get_width() / 2, r.y + 170, {"term": "victory"})

    def _mini_hand(self, p: dict[str, Any], rect: pygame.Rect) -> None:
        n = min(p["hand_count"], 10)
        x = rect.right - 26 - (n - 1) * 12
        back = self.faces.back("sept", (40, 56))
        for i in range(n):
            self.card(f"back:{p['seat']}:{i}", back, self.table, (x + i * 12, rect.y + 48),
                      interactive=False, data={"kind": "back"})  # fmt: skip

    def _hand(self, view: dict[str, Any], looker: int | None) -> None:
        me = next((p for p in view["players"] if p["seat"] == self.bottom), None)
        if me is None:
            return
        r = layout.HAND_ZONE
        hand = me["hand"] if looker == self.bottom and me["hand"] is not None else None
        count = len(hand) if hand is not None else me["hand_count"]
        if count == 0:
            return

        def centred() -> tuple[float, float]:
            step = min(HAND[0] + 12, (r.width - HAND[0]) / max(1, count - 1))
            return r.centerx - step * (count - 1) / 2, step

        # a card played: the others close up from where the hand began; a card drawn re-centres
        x0, gap = self._hand_row.layout(self.bottom, (count,), centred)
        y = r.y + HAND[1] // 2 + 8
        for i in range(count):
            if hand is not None:
                key, face = hand[i], self.faces.face(base_id(hand[i]), HAND)
                data = {"kind": "hand", "iid": key}
            else:
                key, face = f"back:{self.bottom}:{i}", self.faces.back("sept", HAND)
                data = {"kind": "back"}
            live = hand is not None  # a back is no card to point at
            self.card(key, face, self.hand_layer, (x0 + i * gap, y), z=i, interactive=live,
                      draggable=live, data=data)  # fmt: skip

    def background_for(self, size: tuple[int, int]) -> None:
        areas = tuple(sorted(self.areas.items(), key=lambda kv: kv[0])) if self.areas else ()
        key = (size, areas, tuple(tuple(r) for r in self.sides))
        if key == self._bg_key:
            return
        self._bg_key = key
        surf = hud.table_background(size, self.areas, self.bottom, self.sides)
        self.background.surface = surf
        self.background.x, self.background.y = size[0] / 2, size[1] / 2


def renown_line(p: dict[str, Any], view: dict[str, Any]) -> str:
    return _("Renown {renown} / {renown_level}").format(
        renown=p["renown"], renown_level=view["renown_level"]
    )


def counts_line(p: dict[str, Any]) -> str:
    """A player's hand, decks and piles, as their Staging Area's header says them."""
    return _(
        "Hand {hand_count} · Sept {sept_deck} · Discard {n} · Combat {combat_deck} · Victory {n2}"
    ).format(
        hand_count=p["hand_count"],
        sept_deck=p["sept_deck"],
        n=len(p["sept_discard"]),
        combat_deck=p["combat_deck"],
        n2=len(p["victory"]),
    )


def thing_drop(size: Size) -> int:
    """How much lower every other loose card stands: just under its neighbours' title bars
    (the title bar ends 16.4 units down a face 100 units wide, see art.TITLE)."""
    return round(size[0] * 0.164) + 4


def card_of_name(cid: str) -> str:
    try:
        return card(cid).name
    except KeyError:
        return cid


#: how far a character's ring (the alpha acting, the Umbra) reaches out of its card
RING_REACH = 6


def _reach_left(
    c: dict[str, Any], attached: dict[str, list[dict[str, Any]]], policy: TLayout, size: Size
) -> float:
    """How far left of its centre a character and the cards attached to it reach."""
    atts = attached.get(c["iid"], [])
    slots = policy.slots(1 + len(atts))
    turned = [bool(c["regen"] and c["regen"] % 2), *(False for _ in atts)]
    return min(s.x - (size[1] if t else size[0]) / 2 for s, t in zip(slots, turned, strict=True))


def _follow(zone: Zone, dy: float, img: pygame.Surface, dx: float = 0.0) -> DrawFn:
    """A label that stays with a character zone (its top `dy` under the zone's centre, its
    centre `dx` right of it) while the zone slides."""

    def draw(node: Node, target: pygame.Surface, tf: Any) -> None:
        if zone.parent is None:
            return
        wx, wy = zone.x + dx, zone.y
        target.blit(img, (round(wx - img.get_width() / 2), round(wy + dy)))

    return draw

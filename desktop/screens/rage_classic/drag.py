"""Drag and drop on the original Rage table: a card from the Sept or Combat hand onto a
creature (the one that plays it, its target, or the one it is placed face down for) or onto
an area of the table (my Pack Home Ground, the Hunting Grounds, the Umbra, the combat).

A drop issues the very command a click's list would (one match: sent at once; several: the
list of those, to pick one); a drop nobody accepts snaps the card back and says why, in the
engine's words. A press and release without moving stays a click.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from desktop.screens.rage_classic import layout, words
from desktop.screens.rage_classic.faces import HAND, base_id

if TYPE_CHECKING:
    from desktop.screens.rage_classic.screen import ClassicTable, Spot

DRAG_START = 10  # pixels of movement before a press becomes a drag
HAND_KINDS = ("hand", "combat-hand")
CREATURE_KEYS = ("by", "target", "creature", "on")
PREY_TYPES = ("enemy", "victim", "battlefield")
GLOW = (250, 220, 110)
BAD = (220, 90, 80)
#: the engine's words when no rule names the reason: the table says something more useful
GENERIC = ("You cannot do that now.", "That is not possible right now.")


@dataclass
class Held:
    """The card under the pointer: where it was pressed, and whether it is being dragged."""

    spot: Spot
    start: tuple[int, int]
    pos: tuple[int, int]
    active: bool = False


def card_commands(legal: list[dict[str, Any]], iid: str) -> list[dict[str, Any]]:
    """The commands that put this hand card into play (discarding is a prompt's business)."""
    return [c for c in legal if c.get("card") == iid and c["type"] in ("play", "stage", "assign")]


def _creatures_of(cmd: dict[str, Any]) -> set[str]:
    return {v for k in CREATURE_KEYS if isinstance(v := cmd.get(k), str)}


def _card_type(iid: str) -> str:
    try:
        from engine.games.rage_classic.state import card_of

        return card_of(iid).type
    except (KeyError, IndexError, ValueError):
        return ""


class HandDrag:
    """Follows the pointer for a table; the table asks it first for pointer events."""

    def __init__(self, table: ClassicTable) -> None:
        self.table = table
        self.held: Held | None = None

    @property
    def active(self) -> bool:
        return self.held is not None and self.held.active

    # -- where a card may go --------------------------------------------------------------
    def areas(self) -> list[tuple[str, pygame.Rect]]:
        """The table's drop areas as drawn now, the topmost first."""
        t = self.table
        v = t.view
        if v.get("combat") is not None:
            return [("combat", layout.COMBAT), ("mine", layout.MINE)]
        out = [("mine", layout.MINE)]
        if not any(not j["done"] for j in v.get("juntas") or []):
            out += [("hunt", layout.PHYSICAL), ("umbra", layout.UMBRA)]
        return out

    def area_at(self, pos: tuple[int, int]) -> str:
        return next((name for name, rect in self.areas() if rect.collidepoint(pos)), "")

    def accepts(self, area: str, cmd: dict[str, Any]) -> bool:
        """Whether a drop on `area` (not on a creature) means this command."""
        me = self.table.looker
        ctype = _card_type(cmd["card"])
        creatures = {c["iid"]: c for c in self.table.view.get("creatures", [])}
        target = cmd.get("target")
        aimed = isinstance(target, str) and target in creatures
        if area == "hunt":
            return ctype in PREY_TYPES or (
                aimed and creatures[target]["kind"] in ("enemy", "victim")
            )
        if area == "umbra":
            return aimed and creatures[target].get("world") in ("umbra", "both")
        if area == "combat":
            return cmd["type"] == "play"  # a Combat Event for the whole combat
        if area == "mine":
            if ctype in PREY_TYPES:
                return False
            return not aimed or creatures[target].get("pack") == me
        return False

    def drops(self, iid: str, pos: tuple[int, int]) -> tuple[list[dict[str, Any]], str]:
        """The commands a drop at `pos` means, and what it landed on (a creature's iid or
        an area's name)."""
        cmds = card_commands(self.table.legal, iid)
        spot = self._creature_at(pos)
        if spot is not None and spot.iid:
            # on its target first (a Gift on the one it helps); else on who plays it
            aimed = [c for c in cmds if c.get("target") == spot.iid]
            return aimed or [c for c in cmds if spot.iid in _creatures_of(c)], spot.iid
        area = self.area_at(pos)
        return [c for c in cmds if area and self.accepts(area, c)], area

    def targets(self, iid: str) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What lights up while the card is held: creatures and areas that take it."""
        cmds = card_commands(self.table.legal, iid)
        named = set().union(*(_creatures_of(c) for c in cmds)) if cmds else set()
        spots = [s.rect for s in self.table.spots if s.kind == "creature" and s.iid in named]
        areas = [r for name, r in self.areas() if any(self.accepts(name, c) for c in cmds)]
        return spots, areas

    def _creature_at(self, pos: tuple[int, int]) -> Spot | None:
        for spot in reversed(self.table.spots):
            if spot.kind == "creature" and spot.rect.collidepoint(pos):
                return spot
        return None

    def why_not(self, iid: str, landed: str, kind: str = "hand") -> str:
        """Why a drop was refused: the engine's reason for the nearest command it could mean."""
        t = self.table
        me = t.looker
        if me is None or me not in t.session.to_act():
            return "It is not your turn to act."
        name = words.name(iid)
        if not card_commands(t.legal, iid):
            combat = t.view.get("combat") is not None and kind == "combat-hand"
            cmd: dict[str, Any] = (
                {"type": "assign", "creature": landed, "card": iid}
                if combat and landed and "." in landed
                else {"type": "play", "card": iid, "by": None, "target": None}
            )
            reason = t.runner.why_not(me, cmd)
            return reason if reason and reason not in GENERIC else f"{name} can't be played now."
        if landed and "." in landed:
            # the engine's reason for the nearest command: this card, on or by that creature
            for c in card_commands(t.legal, iid):
                for k in ("target", "by", "creature"):
                    if k in c and c[k] != landed:
                        reason = t.runner.why_not(me, {**c, k: landed})
                        if reason and reason not in GENERIC:
                            return reason
            who = words.name(landed)
            return f"{name} can't be played by or on {who} now; drop it where it lights up."
        if landed:
            return f"{name} doesn't go there; drop it where it lights up."
        return f"Drop {name} on the table where it lights up."

    # -- events ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was the drag's (the table then does nothing more with it)."""
        t = self.table
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            spot = t.spot_at(event.pos)
            if spot is not None and spot.kind in HAND_KINDS and spot.iid:
                self.held = Held(spot, event.pos, event.pos)
            return False
        held = self.held
        if held is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            held.pos = event.pos
            if not held.active and any(getattr(event, "buttons", (1,))[:1]):
                dx, dy = event.pos[0] - held.start[0], event.pos[1] - held.start[1]
                held.active = dx * dx + dy * dy >= DRAG_START * DRAG_START
            if held.active:
                t.hover = None
            return held.active
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.held = None
            if not held.active:
                return False  # a click: the table lists the card's commands
            self.drop(held.spot.iid or "", event.pos, held.spot.kind)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and held.active:
            self.held = None  # back to the hand
            return True
        return False

    def drop(self, iid: str, pos: tuple[int, int], kind: str = "hand") -> bool:
        t = self.table
        if t.session.state_id != t._state_id:
            t.refresh()  # a bot moved since the table last read its legal moves
        cmds, landed = self.drops(iid, pos)
        if len(cmds) == 1:
            return t.submit(cmds[0])
        if cmds:
            t._menu(f"Play {words.name(iid)}", cmds)
            return False
        if layout.HANDS.collidepoint(pos):
            return False  # put back in the hand: nothing to say
        t.refuse(self.why_not(iid, landed, kind))
        return False

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        held = self.held
        if held is None or not held.active or not held.spot.iid:
            return
        t = self.table
        iid = held.spot.iid
        spots, areas = self.targets(iid)
        for rect in areas:
            pygame.draw.rect(surface, GLOW, rect.inflate(4, 4), 3, border_radius=12)
        for rect in spots:
            pygame.draw.rect(surface, GLOW, rect.inflate(8, 8), 4, border_radius=8)
        cmds, _ = self.drops(iid, held.pos)
        over = self._creature_at(held.pos)
        if over is not None:
            colour = GLOW if cmds else BAD
            pygame.draw.rect(surface, colour, over.rect.inflate(12, 12), 5, border_radius=9)
        # the hand's slot shows where the card comes back to
        shade = pygame.Surface(held.spot.rect.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, held.spot.rect)
        face = t.faces.face(base_id(iid), HAND).copy()
        face.set_alpha(225)
        rect = face.get_rect(center=held.pos)
        surface.blit(face, rect)
        label = "Play" if cmds else "Not here"
        img = t.app.theme.text(label, 20, (20, 20, 20), bold=True)
        pill = pygame.Rect(0, 0, img.get_width() + 20, 30)
        pill.midtop = (rect.centerx, rect.bottom + 4)
        pygame.draw.rect(surface, GLOW if cmds else (200, 200, 190), pill, border_radius=15)
        surface.blit(img, img.get_rect(center=pill.center))

"""Where a card from the Sept or Combat hand may be dropped on the original Rage table: onto a
creature (the one that plays it, its target, or the one it is placed face down for) or onto an
area of the table (my Pack Home Ground, the Hunting Grounds, the Umbra, the combat).

A drop issues the very command a click's list would (one match: sent at once; several: the
list of those, to pick one); a drop nobody accepts snaps the card back and says why, in the
engine's words (desktop.screens.ccg_kit.table does the dragging).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Protocol

from desktop.game.seams import TableRunner, TableSession
from desktop.scene.zones import Zone
from desktop.screens.rage_classic import words
from engine.i18n import N_, _


class DropStage(Protocol):
    """What the drops read of the 1995 table's stage: its drop zones."""

    zones: dict[str, Zone]

    def creature_zones(self, iid: str) -> list[Zone]: ...


class DropTable(Protocol):
    """What the drops read of the 1995 table (a Protocol: the table imports this module)."""

    @property
    def runner(self) -> TableRunner: ...
    @property
    def session(self) -> TableSession: ...
    @property
    def stage(self) -> DropStage: ...
    @property
    def looker(self) -> int | None: ...
    @property
    def view(self) -> dict[str, Any]: ...
    @property
    def legal(self) -> list[dict[str, Any]]: ...


HAND_KINDS = ("hand", "combat-hand")
CREATURE_KEYS = ("by", "target", "creature", "on")
PREY_TYPES = ("enemy", "victim", "battlefield")
AREAS = ("mine", "hunt", "umbra", "combat")
#: the engine's words when no rule names the reason: the table says something more useful
#: (compared in the player's language: a LAN client's runner says them translated)
GENERIC = (N_("That is not possible right now."),)


def generic(reason: str) -> bool:
    """Whether `reason` is one of the engine's words that name no rule."""
    return reason in {_(g) for g in GENERIC}


def card_commands(legal: list[dict[str, Any]], iid: str | None) -> list[dict[str, Any]]:
    """The commands that put this hand card (None: any) into play (discarding is a prompt's
    business); a Junta's call too: dropped on its caller (before, such a drop was refused with
    a rule that did not apply)."""
    kinds = ("play", "stage", "assign", "call")
    return [c for c in legal if iid in (None, c.get("card")) and c["type"] in kinds]


def _twin(legal: list[dict[str, Any]], iid: str) -> str | None:
    """Another copy of this card that the legal list offers (the engine lists a card its
    player holds several copies of once: they are the same choice)."""
    card = _card_id(iid)
    for cmd in card_commands(legal, None):
        other = cmd["card"]
        if card and isinstance(other, str) and other != iid and _card_id(other) == card:
            return other
    return None


def _creatures_of(cmd: dict[str, Any]) -> set[str]:
    return {v for k in CREATURE_KEYS if isinstance(v := cmd.get(k), str)}


def _card_id(iid: str) -> str:
    """The card an instance is a copy of ("" if none)."""
    try:
        from engine.games.rage_classic.state import card_of

        return card_of(iid).id
    except (KeyError, IndexError, ValueError):
        return ""


def _card_type(iid: str) -> str:
    try:
        from engine.games.rage_classic.state import card_of

        return card_of(iid).type
    except (KeyError, IndexError, ValueError):
        return ""


def accepts(table: DropTable, area: str, cmd: dict[str, Any]) -> bool:
    """Whether a drop on `area` (not on a creature) means this command."""
    ctype = _card_type(cmd["card"])
    creatures = {c["iid"]: c for c in table.view.get("creatures", [])}
    target = cmd.get("target")
    aimed = creatures.get(target) if isinstance(target, str) else None
    if area == "hunt":
        return ctype in PREY_TYPES or (aimed is not None and aimed["kind"] in ("enemy", "victim"))
    if area == "umbra":
        return aimed is not None and aimed.get("world") in ("umbra", "both")
    if area == "combat":
        return cmd["type"] == "play"  # a Combat Event for the whole combat
    if area == "mine":
        return ctype not in PREY_TYPES and (aimed is None or aimed.get("pack") == table.looker)
    return False


def targets(table: DropTable, iid: str) -> Iterator[tuple[Zone | None, dict[str, Any]]]:
    """Where the card may go and what a drop there sends: on a creature, its commands aimed
    at it first (a Gift on the one it helps), else those it plays by or for; then the areas."""
    cmds = card_commands(table.legal, iid)
    named = set().union(*(_creatures_of(c) for c in cmds)) if cmds else set()
    for creature in sorted(named):
        aimed = [c for c in cmds if c.get("target") == creature]
        for zone in table.stage.creature_zones(creature):
            for cmd in aimed or [c for c in cmds if creature in _creatures_of(c)]:
                yield zone, cmd
    for area in AREAS:
        found = table.stage.zones.get(f"area:{area}")
        if found is None or found.parent is None or not found.is_shown():
            continue
        for cmd in cmds:
            if accepts(table, area, cmd):
                yield found, cmd


def _area_rule(area: str, ctype: str) -> str:
    """The rule an area drop broke, untranslated ({card}): what the Hunting Grounds take
    (seed 001, the Resource Phase: prey is put there face down), where Equipment goes."""
    if area == "hunt" and ctype not in PREY_TYPES:
        if ctype == "equipment":
            return N_(
                "Only prey (Enemies, Victims and Battlefields) goes into the Hunting Grounds; "
                "Equipment such as {card} is carried by a creature of your pack: drop it on one "
                "that lights up."
            )
        return N_(
            "Only prey (Enemies, Victims and Battlefields) goes into the Hunting Grounds; drop "
            "{card} where it lights up."
        )
    if ctype == "equipment":
        return N_(
            "Equipment such as {card} is carried by a creature of your pack: drop it on one "
            "that lights up."
        )
    return N_("{card} doesn't go there; drop it where it lights up.")


def why_not(table: DropTable, iid: str, landed: str, kind: str = "hand") -> str:
    """Why a drop was refused: the engine's reason for the nearest command it could mean."""
    me = table.looker
    if me is None or me not in table.session.to_act():
        return _("It is not your turn to act.")
    name = words.name(iid)
    runner = table.runner
    if not card_commands(table.legal, iid):
        twin = _twin(table.legal, iid)
        if twin is not None:
            return _(
                "You hold more than one {card}: the copies are the same card, so the rules "
                "offer one at a time. Play the one that lights up; this one comes next."
            ).format(card=name)
        combat = table.view.get("combat") is not None and kind == "combat-hand"
        cmd: dict[str, Any] = (
            {"type": "assign", "creature": landed, "card": iid}
            if combat and "." in landed
            else {"type": "play", "card": iid, "by": None, "target": None}
        )
        reason = runner.why_not(me, cmd)
        if reason and not generic(reason):
            return reason
        return _("{card} can't be played now.").format(card=name)
    if "." in landed:
        # the engine's reason for the nearest command: this card, on or by that creature
        for c in card_commands(table.legal, iid):
            for k in ("target", "by", "creature"):
                if k in c and c[k] != landed:
                    reason = runner.why_not(me, {**c, k: landed})
                    if reason and not generic(reason):
                        return reason
        who = words.name(landed)
        return _(
            "{card} can't be played by or on {creature} now; drop it where it lights up."
        ).format(card=name, creature=who)
    if landed:
        return _(_area_rule(landed, _card_type(iid))).format(card=name)
    return _("Drop {card} on the table where it lights up.").format(card=name)

"""What crosses the Gauntlet, for the table to show at the Gauntlet and in the Umbra (seed 001,
"Rules for the Umbra"): each pack's rating (its lowest Caern, or a Gauntlet an effect grants
it), and the cards and effects that reach across, each with the rating it crosses at, or
"both sides" for what the rules put on both sides (Events, Territories, Spirits).

Pure: reads the seat's view and the card pool, draws nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from desktop.screens.rage_classic.faces import base_id
from engine.games.rage_classic.flow import has_phase
from engine.i18n import N_, _

BOTH = N_("both sides")


@dataclass(frozen=True)
class Crossing:
    """One thing across the Gauntlet: what it is, where it crosses (a rating or BOTH)."""

    iid: str | None
    name: str
    crosses: str

    @property
    def text(self) -> str:
        return f"{self.name} · {_(BOTH) if self.crosses == BOTH else self.crosses}"


def umbra_shown(view: Mapping[str, Any]) -> bool:
    """Whether the table shows the Umbra and the Gauntlet: in a game with an Umbra Phase, and
    in one without it (the 1995 rulebook) only while a creature is in the Umbra (a card put it
    there: Umbral Escape). A 1995 game drew an empty Umbra and the Caerns' ratings for a
    stepping sideways that never comes (issue 30)."""
    if has_phase(view.get("rulebook"), "umbra"):
        return True
    return any(c.get("world") == "umbra" and not c.get("dead") for c in view.get("creatures", []))


def _lasting(view: Mapping[str, Any], key: str) -> list[dict[str, Any]]:
    return [
        e for e in view.get("lasting") or [] if e.get("kind") == "grant" and e.get("key") == key
    ]


def rating(view: Mapping[str, Any], pool: Mapping[str, Any], seat: int) -> int | None:
    """The Gauntlet a pack steps sideways against: its lowest Caern, or a granted one."""
    found = [
        pool[t["card"]].gauntlet
        for t in view.get("things", [])
        if t.get("pack") == seat and t["card"] in pool and pool[t["card"]].type == "caern"
    ]
    found += [int(e.get("amount") or 5) for e in _lasting(view, "caern") if e.get("on") == seat]
    return min(found) if found else None


def crossings(
    view: Mapping[str, Any], pool: Mapping[str, Any], names: Sequence[str]
) -> list[Crossing]:
    """Everything in play that works across the Gauntlet, in a stable order."""
    out: list[Crossing] = []

    def card_name(iid: Any, card: Any = None) -> str:
        cid = card if isinstance(card, str) else base_id(iid) if isinstance(iid, str) else ""
        return pool[cid].name if cid in pool else str(cid or _("a card"))

    for t in view.get("things", []):
        card = pool.get(t["card"])
        if card is None:
            continue
        if card.type == "caern":
            out.append(Crossing(t["iid"], card.name, _("Gauntlet {n}").format(n=card.gauntlet)))
        elif card.type in ("event", "territory") and not t.get("host"):
            out.append(Crossing(t["iid"], card.name, BOTH))
    for e in _lasting(view, "caern"):
        who = names[e["on"]] if isinstance(e.get("on"), int) and e["on"] < len(names) else ""
        crosses = _("Gauntlet {n}").format(n=int(e.get("amount") or 5)) + (
            _(" for {name}").format(name=who) if who else ""
        )
        out.append(
            Crossing(e.get("source"), card_name(e.get("source"), e.get("source_card")), crosses)
        )
    for e in _lasting(view, "cross-gauntlet"):
        out.append(
            Crossing(
                e.get("source"),
                card_name(e.get("source"), e.get("source_card")),
                _("reaches across"),
            )
        )
    for c in view.get("creatures", []):
        if c.get("dead"):
            continue
        if c.get("world") == "both":
            out.append(Crossing(c["iid"], card_name(c["iid"], c.get("card")), BOTH))
        elif c.get("world") == "umbra" and c.get("kind") in ("character", "ally"):
            at = rating(view, pool, c["pack"]) if isinstance(c.get("pack"), int) else None
            crosses = _("crossed at {at}").format(at=at) if at is not None else _("in the Umbra")
            out.append(Crossing(c["iid"], card_name(c["iid"], c.get("card")), crosses))
    # what crosses at a rating first (it is what the Gauntlet decides), then both sides
    return sorted(out, key=lambda item: item.crosses == BOTH)

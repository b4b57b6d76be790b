"""What the combat view's "This combat" column says: the fight's state now, which the game log
beside it does not (the log tells what happened, one line an event): who fights whom and for
which player, each fighter's Rage and Health left, and how many cards this round has had.
No pygame here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from desktop.screens.rage_classic import words
from engine.i18n import _, ngettext

#: a line of the column and whether it is a heading
Line = tuple[str, bool]


def fight_lines(view: Mapping[str, Any], names: Sequence[str]) -> list[Line]:
    combat = view.get("combat") or {}
    creatures = {c["iid"]: c for c in view.get("creatures", [])}

    def owner(iid: Any) -> str:
        c = creatures.get(iid) or {}
        pack = c.get("pack")
        if isinstance(pack, int) and 0 <= pack < len(names):
            return names[pack]
        return _("prey") if c else ""

    def who(iid: Any) -> str:
        whose = owner(iid)
        return f"{words.name(iid)} ({whose})" if whose else words.name(iid)

    out: list[Line] = []
    stepped = combat.get("stepped_in")
    if combat.get("attacker") and combat.get("target") and stepped:
        # the prey left the fight: the creature that stepped in fights for it (issue 30)
        out.append(
            (
                _("{attacker} against {fighter}, who stepped in for {prey}").format(
                    attacker=who(combat["attacker"]),
                    fighter=who(stepped),
                    prey=who(combat["target"]),
                ),
                False,
            )
        )
    elif combat.get("attacker") and combat.get("target"):
        out.append(
            (
                _("{attacker} against {target}").format(
                    attacker=who(combat["attacker"]), target=who(combat["target"])
                ),
                False,
            )
        )
    prey_seat = combat.get("prey_seat")
    if isinstance(prey_seat, int) and 0 <= prey_seat < len(names):
        # said once in the log, lines above: whom the draw chose this round (issue 30)
        out.append((_("{who} plays for the prey this round.").format(who=names[prey_seat]), False))
    for side, heading in enumerate((_("Attackers"), _("Defenders"))):
        fighters = (combat.get("sides") or [[], []])[side] if side < 2 else []
        gone = combat.get("attacker" if side == 0 else "target")
        if not fighters and view.get("fight_over") and isinstance(gone, str):
            # the fight's end held: its side's fighter died, or left it alive (the prey's
            # escape by Fade Away, pl35), where the column went unnamed
            if gone not in creatures:
                said = _("{name}: killed")
            else:
                said = _("{name}: escaped") if side == 1 else _("{name}: left the combat")
                if not words.foe_stands(view, side):
                    said = _("{name}: survived")
            out += [(heading, True), (said.format(name=words.name(gone)), False)]
            continue
        if not fighters:
            continue
        out.append((heading, True))
        for iid in fighters:
            c = creatures.get(iid)
            if c is None:  # a Territory or a Battlefield fought over
                out.append((words.name(iid), False))
                continue
            health = int(c.get("health") or 0)
            left = max(0, health - int(c.get("wounds") or 0))
            out.append(
                (
                    _("{name}: Rage {rage} · Health {left}/{health}").format(
                        name=words.name(iid), rage=c.get("rage", "?"), left=left, health=health
                    ),
                    False,
                )
            )
    plays = combat.get("plays") or []
    if plays and round_over(combat):  # an earlier round's cards, on show till the next
        shown = sum(1 for p in plays if p.get("shown"))
        out.append(
            (
                ngettext(
                    "In round {round}: {n} card played, {shown} revealed",
                    "In round {round}: {n} cards played, {shown} revealed",
                    len(plays),
                ).format(round=combat.get("round"), n=len(plays), shown=shown),
                True,
            )
        )
    elif plays:
        shown = sum(1 for p in plays if p.get("shown"))
        out.append(
            (
                ngettext(
                    "This round: {n} card played, {shown} revealed",
                    "This round: {n} cards played, {shown} revealed",
                    len(plays),
                ).format(n=len(plays), shown=shown),
                True,
            )
        )
    return out


def round_over(combat: Mapping[str, Any]) -> bool:
    """The round on show is over and the next one is coming (the Open Play between rounds,
    after "Fight another round"): its cards stay on show until the next are played."""
    return combat.get("step") == "between" and int(combat.get("round") or 0) > 0

"""How far triggered abilities may answer each other within one move.

A card that heals whatever is wounded and then wounds it again, or two cards that each answer
the other, would trigger forever. The rules cut such a chain, not Python's stack: a triggered
ability that would begin deeper than `MAX_DEPTH` answers, or after `MAX_TRIGGERS` of them in
one move, does not begin, and the game records a public event saying so once
({"type": "chain-stopped", "trigger", "source", "depth"}), which its log puts in words. The
move is played as far as that, so a game (and its replay, and Continue) goes on.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import _

#: Abilities answering abilities, at most this many deep (the shipped cards never pass 3).
MAX_DEPTH = 12
#: Triggered abilities begun in one move, at most (a chain that branches grows fast).
MAX_TRIGGERS = 400
#: The event that says a chain was cut.
STOPPED = "chain-stopped"


@dataclass
class Chain:
    """One move's count of triggered abilities: how deep they are nested now, how many began,
    and whether the cut was already told."""

    depth: int = 0
    begun: int = 0
    stopped: bool = False

    def full(self) -> bool:
        return self.depth >= MAX_DEPTH or self.begun >= MAX_TRIGGERS


def told(card: str) -> str:
    """The game log's line for a cut chain; `card` names the card whose ability was cut."""
    return _("The cards kept answering each other; the rules stop the chain at {card}.").format(
        card=card
    )

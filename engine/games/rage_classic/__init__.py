"""Rage, the collectible card game, original rules (the 1995 rulebook and the rules package):
the Redraw, Regeneration, Resource, Umbra, Moot and Combat Phases, bluffing, Juntas.

`RULESET` is the ruleset object the registry loads for "rage-classic"; `bots` names its bots.
"""

from engine.games.rage_classic import hints
from engine.games.rage_classic.bots import BOTS
from engine.games.rage_classic.expert import make_expert
from engine.games.rage_classic.rules import RULESET, RageClassic

RageClassic.bots = {**BOTS, "expert": make_expert}
RageClassic.hints = hints
bots = RageClassic.bots

__all__ = ["RULESET", "RageClassic", "bots"]

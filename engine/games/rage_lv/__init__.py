"""Rage, the collectible card game, relaunch rules (Staging Areas, Hunting Grounds, the Umbra).

`RULESET` is the ruleset object the registry loads for "rage-lv"; `bots` names its bots.
"""

from engine.games.rage_lv import hints
from engine.games.rage_lv.bots import BOTS
from engine.games.rage_lv.expert import make_expert
from engine.games.rage_lv.rules import RULESET, RageLV

RageLV.bots = {**BOTS, "expert": make_expert}
RageLV.hints = hints
bots = RageLV.bots

__all__ = ["RULESET", "RageLV", "bots"]

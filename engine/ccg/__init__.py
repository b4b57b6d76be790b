"""The shared card-effect layer of the Rage CCGs.

One card schema (JSON or TOML), one effect language and one interpreter, used by every Rage
CCG ruleset; each game plugs in its own words (a `Vocabulary`) and its own table (a `Table`
subclass that reads and changes its state). See `docs/cards.md` for the schema as card authors
see it and the developer's guide in the reports for plugging a game in.

Modules:
  words        the Vocabulary a game declares (card types and fields, stats, places, ...)
  model        the parsed data: Condition, Target, Limit, Effect, Use
  conditions   conditions: parse, ask, words
  targets      target selectors: parse, resolve, words
  kinds        the effect kinds: parameters, text, running
  loader       card files -> checked cards, refusing what a game cannot run
  text         rules text from card data
  memory       what the layer keeps in a game's state: lasting effects, limits; its events
  statics      static ("While in play") and lasting effects, indexed for reading
  table        the game-plugin interface
  interpreter  triggers, windows, limits, costs, choices, prompts, durations
  tracking     which loaded card fields the rules read (a test's tool)
  refusals     why a command is refused: the order reasons are worked out in, the sentences' parts
"""

from engine.ccg.errors import CardDataError
from engine.ccg.memory import Memory
from engine.ccg.model import Condition, Effect, Limit, Target, Use
from engine.ccg.table import Table
from engine.ccg.words import FieldSpec, Vocabulary

__all__ = [
    "CardDataError",
    "Condition",
    "Effect",
    "FieldSpec",
    "Limit",
    "Memory",
    "Table",
    "Target",
    "Use",
    "Vocabulary",
]

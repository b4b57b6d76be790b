"""The kernel every ruleset stands on: contract, session, log, redaction, protocol."""

from engine.core.errors import Illegal
from engine.core.ruleset import Command, Event, Ruleset

__all__ = ["Command", "Event", "Illegal", "Ruleset"]

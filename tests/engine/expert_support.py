"""Helpers for the experts' tests (this module holds no tests itself): a view to compare, and a
search's ranking to compare."""

from __future__ import annotations

import random
from typing import Any

from engine.core.session import Session


def bare_view(session: Session, seat: int) -> dict[str, Any]:
    """The seat's view without its state id (two games in the same position still differ)."""
    view = session.view(seat)
    view.pop("state_id", None)
    return view


def ranking(bot: Any, view: dict[str, Any], legal: list[dict], seed: int) -> list[tuple]:
    """The expert's candidates, best first: command, mean (to 9 places) and visits."""
    found = bot.analyse(view, legal, random.Random(seed))
    assert found is not None, "the expert fell back to the heuristic"
    return [(c.command, round(c.mean, 9), c.count) for c in found.candidates]

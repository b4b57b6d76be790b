"""A face-down card found illegal says why in the game log, in the player's language (issue 30,
found playing in a real window: "An illegal card is discarded." and no reason)."""

from __future__ import annotations

import inspect
import re

from engine.games.rage_classic import combat, views
from engine.i18n import using


def _reasons() -> list[str]:
    """Every reason the engine's two illegal-card checks return, as written in the code."""
    source = inspect.getsource(combat.illegal_reason) + inspect.getsource(combat._alternate_illegal)
    found = re.findall(r'return f?"([^"]+)"', source)
    combat_restricted = re.findall(r'why = "([^"]+)"', inspect.getsource(combat.establish_bluff))
    return [r.replace("{needed.title()}", "Crinos").replace("{top}", "3") for r in found] + (
        combat_restricted
    )


def test_the_log_says_why_a_card_is_illegal_in_both_languages() -> None:
    reasons = _reasons()
    assert len(reasons) >= 10
    for why in reasons:
        event = {"type": "status", "index": 0, "status": "illegal", "why": why, "to": "discard"}
        with using("en"):
            english = views.describe(event, 0, ["A", "B"])
        with using("pt-BR"):
            portuguese = views.describe(event, 0, ["A", "B"])
        assert english and english.startswith("An illegal card is discarded: "), english
        assert len(english) > len("An illegal card is discarded: ") + 5, english
        assert portuguese and portuguese != english, portuguese
        assert why not in portuguese or why.startswith("Combat Restricted"), portuguese


def test_the_log_says_when_a_creature_is_moved_out_of_play_and_back() -> None:
    """Found in a real window: a Junta that passed moved Old Bramblecoat out of play, and
    neither the log nor the table said anything."""
    out = {"type": "set", "iid": "1.old-bramblecoat", "out": True, "why": "card"}
    back = {"type": "set", "iid": "1.old-bramblecoat", "out": False}
    for event in (out, back):
        with using("en"):
            line = views.describe(event, 0, ["A", "B"])
        with using("pt-BR"):
            portuguese = views.describe(event, 0, ["A", "B"])
        assert line and "Old Bramblecoat" in line and "play" in line, line
        assert portuguese and portuguese != line

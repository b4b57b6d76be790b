"""The hint for a weaker alpha says the search's verdict at most once (issue 30, found playing a 4-seat
1995 game in a real window: "Make Keeper Ashgrove your alpha: Little Ember fights better, but
this choice looked better over the rest of the turn. It looked clearly best over the rest of
the turn.")."""

from __future__ import annotations

from engine.ai.search import Analysis, Candidate
from engine.games.rage_classic import hints
from engine.i18n import using
from tests.engine.test_rage_classic_hints import _fight, _moments


def _clear_edge(command: dict[str, object]) -> Analysis:
    """A search that found `command` clearly best (a gap of 2 points to the next)."""
    best = Candidate(command, total=5.0, count=1)
    other = Candidate({"type": "pass"}, total=3.0, count=1)
    return Analysis([best, other], worlds=1, rollouts=2, seconds=0.0)


def test_a_weaker_alpha_is_weighed_once() -> None:
    seen = 0
    for view, command, _line in _moments():
        if command["type"] != "alpha":
            continue
        creatures = {c["iid"]: c for c in view["creatures"]}
        mine = [
            c
            for c in creatures.values()
            if c["pack"] == view["seat"] and c["kind"] == "character" and not c["dead"]
        ]
        if _fight(creatures[command["creature"]]) >= max(_fight(c) for c in mine):
            continue
        seen += 1
        for lang in ("en", "pt-BR"):
            with using(lang):
                line = hints.reason(view, command, _clear_edge(command))
                plain = hints.reason(view, command, None)
            # the search's verdict at most once: its closing sentence, or (since ch40) the
            # alpha's own plain why; a concrete why (the cards only it plays, the VP at risk)
            # needs none, and the closing sentence is not said after an alpha's why (me40)
            verdicts = ("rest of the turn", "end of the turn", "played the turn out")
            verdicts += ("resto do turno", "fim do turno", "jogou o turno")
            said = sum(line.count(w) for w in verdicts)
            assert said <= 1, line
            # the numbers' side of the why stands with the search's word or without it
            # and its reason, not only the case against it (issue 30, pl34a #2b)
            assert " your alpha: " in plain or " seu alpha: " in plain, plain
    assert seen

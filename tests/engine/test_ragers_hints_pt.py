"""Ragers hints say why in the player's language (issue 30: no English left in the Portuguese
UI): every reason the hint words give over whole games, for every legal move, is Portuguese."""

from __future__ import annotations

import random

from engine.core.session import Session
from engine.games.ragers import hints
from engine.i18n import using

#: words only an English reason holds (card names stay as printed, so they are not here)
ENGLISH = ("Place", "Discard", "Keep your", "Pass:", "Slip", "Put the", " the day", "effect")


def test_every_ragers_hint_reason_reads_in_portuguese() -> None:
    reasons: set[str] = set()
    for seed in (1, 2, 3):
        session = Session.new("ragers", 2, seed, {})
        rng = random.Random(seed)
        while not session.is_over():
            seat = min(session.to_act())
            legal = session.legal(seat)
            view = session.view(seat)
            with using("pt-BR"):
                reasons |= {hints.reason(view, command, None) for command in legal}
            session.apply(seat, rng.choice(legal))
    english = sorted(r for r in reasons if any(word in r for word in ENGLISH))
    assert len(reasons) > 20 and english == [], english
    assert any(r.startswith("Ponha um ") for r in reasons)

"""rage-lv hints (issue 30): the expert behind Hint searched every command of a short list,
so in a Pre-Combat moment a few noisy rollouts made "Play Challenge Howl on Cinder Howl" (Rage
-1 on the seat's own alpha) the hint, 31 times in 413 such moments of heuristic games. A
command the heuristic rates below passing is no longer searched."""

from __future__ import annotations

import random

import pytest

from engine.ai.hints import hint
from engine.core.session import Session
from engine.games.rage_lv.state import card_of
from tests.engine.bot_moments import heuristic_at

#: (seed, commands): heuristic games at a Pre-Combat moment where the hint hurt its own alpha
MOMENTS = [(21, 17), (26, 34), (29, 17)]


def _at(seed: int, commands: int) -> Session:
    return heuristic_at("rage-lv", 2, seed, commands, {"packs": ["ashen-wind", "stone-choir"]})


@pytest.mark.parametrize(("seed", "commands"), MOMENTS)
def test_the_hint_never_lowers_its_own_characters_rage(seed, commands):
    session = _at(seed, commands)
    view, legal = session.view(0), session.legal(0)
    assert any(c["type"] == "combat-event" for c in legal)
    command = hint("rage-lv", view, legal, random.Random(commands)).command
    target = command.get("target")
    mine = {c["iid"] for c in view["chars"] if c["owner"] == 0}
    if command["type"] == "combat-event" and target in mine:
        effects = card_of(command["card"]).effects
        assert not any(e.do == "modify" and e.amount < 0 for e in effects), command

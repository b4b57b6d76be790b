"""rage-lv: the target named for a Moot is said in plain words (issue 30). Seen: "Aim the
Moot at Rust-Maw Hulk: it hurts your rivals most", jargon, and the Hulk, prey in the Hunting
Grounds, is no rival's. The hint now names the target, whose it is, its numbers and what the
Moot does to it."""

from __future__ import annotations

from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

HULK = {"type": "choose", "kind": "moot-target", "option": "0.rust-maw.2"}
NAMES = ["Ann", "Ada"]


def _naming():
    """Seed 2 of 2-seat heuristic games, 233 commands in: Ann names the target of her Trial of
    Sharp Words (2 damage), and the Hint named a Rust-Maw Hulk there."""
    session = heuristic_at("rage-lv", 2, 2, 233)
    view = session.view(0)
    assert view["prompt"]["kind"] == "moot-target" and HULK in session.legal(0)
    return session, view


def test_a_prey_target_is_named_as_prey_with_what_the_moot_does():
    _session, view = _naming()
    line = reason(view, HULK, None, NAMES)
    assert line == (
        "Choose Rust-Maw Hulk, prey in the Hunting Grounds (Rage 4, Health 4), as the target "
        "of Trial of Sharp Words. If this Moot passes: Deal 2 damage to target character. "
        "Rust-Maw Hulk has 4 Health left: 2 damage leaves it 2. Rust-Maw Hulk is worth 3 "
        "Renown to whoever kills it."
    ), line
    assert "Aim" not in line and "rivals" not in line
    with using("pt-BR"):
        line = reason(view, HULK, None, NAMES)
    assert line.startswith("Escolha Rust-Maw Hulk, presa nas Zonas de Caça (Fúria 4, Saúde 4),")


def test_a_rival_s_character_is_named_with_its_player():
    _session, view = _naming()
    line = reason(view, {**HULK, "option": "1.granite-voice"}, None, NAMES)
    assert line.startswith("Choose Ada's Granite Voice (Rage "), line
    assert "as the target of Trial of Sharp Words." in line, line

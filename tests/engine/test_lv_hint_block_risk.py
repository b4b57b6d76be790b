"""An attack the rage-lv Hint advises against a foe it could kill says the block that saves
the foe, which answers face down (issue 30, vlv6 #3: "Play Feint and Dodge: 2 damage for 1
Rage" against a prey with 1 Health left met Granite Hold's block 3 and wounded nothing; the
hint gave no risk). Seed 1 of 2-seat heuristic games, 158 commands in: seat 0 attacks a
Pallid Drone with 1 Health left. Both languages."""

from __future__ import annotations

from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at


def test_an_attack_that_could_kill_says_the_block_that_saves_the_foe() -> None:
    session = heuristic_at("rage-lv", 2, 1, 158)
    view = session.view(0)
    assert view["combat"]["step"] == "attack"
    pounce = {"type": "combat-card", "card": "0.pounce.1"}
    assert pounce in session.legal(0)
    line = reason(view, pounce, None)
    assert "Pallid Drone has 1 Health left: this kills it unless a block of 5 or more" in line, line
    with using("pt-BR"):
        line = reason(view, pounce, None)
    assert "Pallid Drone" in line and "bloqueio de 5 ou mais" in line, line

"""The caption of a combat round before it is settled, and a Flex card's block (issue 30,
seen at 4 seats): "Cinder Guard (1 dmg, block 3)" stood under a round Burning Pelt's +1 made
2, and once settled "(2 dmg, block 3)"; "Feint and Dodge (2 dmg, block 2)" lost its block in
the settled line with no reason (the first card of a round attacks, and a Flex card's block
then does not count). The preview now counts the fighters' bonuses, and the settled line
says why the block is gone. Both languages."""

from __future__ import annotations

from desktop.screens.rage_lv import narrate
from engine.i18n import using

VIEW = {
    "combat": {"hunter": "2.pale-lantern", "prey": "0.ember-tooth", "seats": [2, 0]},
    "chars": [
        {"iid": "2.pale-lantern", "damage": 0, "block": 0},
        {"iid": "0.ember-tooth", "damage": 1, "block": 0},  # Burning Pelt: +1 Damage
    ],
}
ROUND = ["2.bone-breaker.1", "0.cinder-guard.1"]


def test_the_preview_counts_the_fighters_bonuses() -> None:
    line = narrate.exchange([[c] for c in ROUND], {}, boost=narrate.boosts(ROUND, VIEW))
    assert line == "Bone Breaker (5 dmg)  vs  Cinder Guard (2 dmg, block 3)", line
    # the settled line the engine's figures give (seen: "(2 dmg, block 3)") now agrees
    settled = {"cards": ROUND, "damage": [5, 2], "block": [0, 3]}
    after = narrate.exchange([[c] for c in ROUND], {}, narrate.figures(settled))
    assert after.startswith(line), after


def test_a_flex_card_that_attacks_says_its_block_does_not_count() -> None:
    cards = ["0.feint.1", "2.cinder-guard.1"]
    settled = {"cards": cards, "damage": [2, 0], "block": [0, 3]}
    line = narrate.exchange([[c] for c in cards], {}, narrate.figures(settled))
    assert line.startswith("Feint and Dodge (2 dmg, an attacker's block does not count)"), line
    with using("pt-BR"):
        line = narrate.exchange([[c] for c in cards], {}, narrate.figures(settled))
    assert "Feint and Dodge (2 " in line and "bloqueio de quem ataca não conta" in line, line

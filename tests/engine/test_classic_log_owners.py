"""rage-classic log words (issue 30, as rage-lv's): with two packs of the same set at the
table, "Keeper Ashgrove attacks Keeper Ashgrove" could not say whose each was; the log now
names the owner where two seats' packs share a card's name."""

from __future__ import annotations

from engine.core.registry import get_ruleset
from engine.i18n import using

NAMES = ["Ada", "Bruno"]
ATTACK = {
    "type": "declared",
    "attacker": "0.keeper-ashgrove",
    "target": "1.keeper-ashgrove",
    "kind": "attack",
}


def test_the_classic_log_says_whose_card_when_both_packs_hold_its_name():
    rules = get_ruleset("rage-classic")
    assert rules.describe(ATTACK, 0, NAMES) == "Keeper Ashgrove attacks Keeper Ashgrove."
    twins = rules.shared_names({"packs": ["silver-wake", "silver-wake"]}, 2)
    line = rules.describe(ATTACK, 0, NAMES, twins)
    assert line == "Ada's Keeper Ashgrove attacks Bruno's Keeper Ashgrove.", line
    with using("pt-BR"):
        line = rules.describe(ATTACK, 0, NAMES, twins)
    assert line is not None and "Keeper Ashgrove de Ada" in line, line
    assert "Keeper Ashgrove de Bruno" in line, line
    apart = rules.shared_names({"packs": ["silver-wake", "grey-ledger"]}, 2)
    other = {**ATTACK, "target": "1.tar-pit-bane.1"}
    assert "Ada's" not in (rules.describe(other, 0, NAMES, apart) or "")

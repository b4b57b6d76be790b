"""The log says what changed a damage card's damage (issue 30, report #8): Oak-Ward Klaive's +1
"never showed up" because the target's Armor (Scrap Plate, Kevlar Vest) took 1 back, and the log
said only "Vesk Hollowjaw takes 3 damage (Spirit Lash)". Both are real rules; the line now
names each."""

from __future__ import annotations

from engine.core.registry import get_ruleset
from engine.i18n import using
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.test_ccg_damage_cards import duel, marks, round_of

NAMES = ["Ada", "Bruno"]


def _slam_lines() -> list[dict]:
    """Ember, with Oak-Ward Klaive, lands Shoulder Slam (2) on Vesk, who wears Scrap Plate."""
    session = duel(["shoulder-slam"], [], sept={"0": ["oak-ward-klaive"], "1": ["scrap-plate"]})
    start = round_of(session, ember="shoulder-slam")
    assert marks(session, sc.VESK) == [("shoulder-slam", 2, True)]  # 2 + 1 - 1
    return [e for e in sc.events_since(session, start) if e["type"] == "damage"]


def _said(hit: dict) -> tuple[str | None, str | None]:
    """The damage event's line in English and in Portuguese."""
    rules = get_ruleset("rage-classic")
    english = rules.describe(hit, 0, NAMES)
    with using("pt-BR"):
        return english, rules.describe(hit, 0, NAMES)


def test_the_log_names_the_weapon_bonus_and_the_armor_that_took_it_back():
    [hit] = _slam_lines()
    assert _said(hit) == (
        "Vesk Hollowjaw takes 2 aggravated damage (Shoulder Slam: 2, +1 from Oak-Ward Klaive,"
        " 1 stopped by Scrap Plate).",
        "Vesk Hollowjaw sofre 2 de dano agravado (Shoulder Slam: 2, +1 de Oak-Ward Klaive,"
        " 1 barrado por Scrap Plate).",
    )


def test_a_card_nothing_changed_reads_as_before():
    session = duel(["shoulder-slam"], [])
    start = round_of(session, ember="shoulder-slam")
    [hit] = [e for e in sc.events_since(session, start) if e["type"] == "damage"]
    assert "steps" not in hit
    assert get_ruleset("rage-classic").describe(hit, 0, NAMES) == (
        "Vesk Hollowjaw takes 2 damage (Shoulder Slam)."
    )


def test_a_creature_with_both_kinds_of_damage_says_how_much_is_aggravated():
    """pl35 #10: the log said "Keeper Ashgrove takes 3 damage (Raking Claws)" while the plate
    went from "-1 aggravated" to "-4 aggravated"; the line now says how much of the sum is."""
    session = duel(["t28-silver-rake", "quick-jab"], [])
    round_of(session, ember="t28-silver-rake")
    assert marks(session, sc.VESK) == [("t28-silver-rake", 3, True)]
    start = round_of(session, ember="quick-jab")
    [hit] = [e for e in sc.events_since(session, start) if e["type"] == "damage"]
    assert _said(hit) == (
        "Vesk Hollowjaw takes 1 damage (Quick Jab). Vesk Hollowjaw now has 4 damage, 3 of it"
        " aggravated.",
        "Vesk Hollowjaw sofre 1 de dano (Quick Jab). Vesk Hollowjaw tem agora 4 de dano, 3 dele"
        " agravado.",
    )

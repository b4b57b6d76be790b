"""rage-lv: the Hint weighs saving the prey a seat fights for (issue 30). Seen in a real
window: Ada's Granite Voice hunted the person's Pallid Drone (3 Health), the person held
Cinder Guard (block 3) with Rage left, and the Hint said "Pass: nothing you could do now is
worth a card or a risk"; Ada's face-down Claw Rake killed the Drone and Ada scored 2 Renown.
A turn later, the same fight with the Drone Ada's, the Hint said to block. Rollouts in which
the hunter kills the prey a round later anyway made pass and block tie, and noise chose."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ann", "Ada"]
#: as many rollouts as the Hint's, without its clock (the same answer on a busy machine)
BUDGET = SearchSettings(rollouts=64, min_worlds=3, max_cpu_seconds=60, max_seconds=120)


def _defending_the_drone():
    """Seed 1 of 2-seat heuristic games, 108 commands in: Ann's Ember-Tooth (Rage 6) has
    attacked face down; Ada (seat 1) fights for the Pallid Drone (3 Health, 2 Renown), holds
    Roll Away (block 3 for 1 Rage), and answers."""
    session = heuristic_at("rage-lv", 2, 1, 108)
    view, legal = session.view(1), session.legal(1)
    combat = view["combat"]
    assert (combat["step"], combat["hunter"], combat["prey"], combat["seats"]) == (
        "defend",
        "0.ember-tooth",
        "0.pallid-drone.1",
        [0, 1],
    )
    return view, legal


def _hint_in(language: str, legal: list | None = None):
    """The Hint at that moment, in `language` (over `legal`, else every legal command)."""
    view, every = _defending_the_drone()
    with using(language):
        found = hint("rage-lv", view, legal or every, random.Random(0), BUDGET, names=NAMES)
    assert found is not None
    return found


def test_a_block_that_keeps_renown_from_the_hunter_is_the_hint():
    english, portuguese = _hint_in("en"), _hint_in("pt-BR")
    assert english.command == {"type": "combat-card", "card": "1.roll-away.1"}, english.reason
    # every Combat card still hidden from Ada deals 2 damage at most (Feint and Dodge was
    # Ann's pick): the blow cannot kill the Drone (3 Health), so no "If the blow kills …"
    # (test_lv_hint_blow_kills); the block still keeps its Health for the next blow
    assert english.reason == "Play Roll Away: 3 block for 1 Rage."
    assert portuguese.reason == "Jogue Roll Away: 3 de bloqueio por 1 de Fúria."


def test_a_pass_that_risks_renown_says_so():
    """Where Pass is still the word (the bar and the list follow the Hint), it says the risk,
    not that nothing is worth a card or a risk."""
    # 101 commands in: Ann's own Pallid Drone, 2 Health left, takes Ada's face-down blow
    # (the blow at 108 cannot kill: see above)
    session = heuristic_at("rage-lv", 2, 1, 101)
    found = hint(
        "rage-lv", session.view(0), [{"type": "combat-pass"}], random.Random(0), BUDGET, NAMES
    )
    assert found is not None and found.reason == (
        "Pass: take the blow unblocked. If the blow kills Pallid Drone, Ada scores 2 Renown."
    ), found

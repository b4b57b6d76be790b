"""rage-classic: a heal is never advised for a creature that is not the seat's (me40, a
1995 game in Portuguese: the Hint said "Play Mother's Balm on your rival's Ysolde Amberclaw",
and later healed the Tar-Pit Bane the person's alpha went on to attack)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.ai.hints import hint
from engine.games.rage_classic.expert import HARD, does_nothing, heals_a_rival
from engine.games.rage_classic.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

UNTIMED = replace(HARD, max_seconds=None, max_cpu_seconds=None)


@pytest.mark.parametrize(("seed", "commands"), [(13, 90), (15, 297)])
def test_a_heal_of_a_rivals_creature_is_never_advised(seed: int, commands: int) -> None:
    """Heuristic 2-seat games where seat 0 holds Mother's Balm and seat 1's The Gnawing Choir
    is wounded: the Hint said "Play Mother's Balm on their The Gnawing Choir". Healing it is
    legal, never advised, and lights no card."""
    session = heuristic_at("rage-classic", 2, seed, commands)
    view, legal = session.view(0), session.legal(0)
    rivals = [c for c in legal if heals_a_rival(view, c)]
    packs = {c["iid"]: c.get("pack") for c in view["creatures"]}
    assert rivals and all(packs[c["target"]] == 1 for c in rivals)
    assert all(does_nothing(view, c) for c in rivals)
    found = hint("rage-classic", view, legal, random.Random(0), UNTIMED)
    assert found is not None and found.command not in rivals, found.reason


def test_a_heal_of_ones_own_creature_or_of_the_prey_one_plays_for_is_judged_on_its_merits() -> None:
    """Seed 5, 48 commands in: Ada's Vesk Hollowjaw hunts River Kin and seat 0 plays for the
    prey: healing River Kin (it then takes more to kill) is a fair move; Vesk is not."""
    session = heuristic_at("rage-classic", 2, 5, 48)
    view, legal = session.view(0), session.legal(0)
    heals = {c["target"]: c for c in legal if str(c.get("card")).startswith("0.mothers-balm")}
    assert heals_a_rival(view, heals["1.vesk-hollowjaw"])
    assert not heals_a_rival(view, heals["1.river-kin.1"])
    mine = [c["iid"] for c in view["creatures"] if c.get("pack") == 0]
    own = [{**heals["1.vesk-hollowjaw"], "target": iid} for iid in mine]
    assert own and not any(heals_a_rival(view, c) for c in own)


def test_a_heal_of_the_prey_one_plays_for_names_it_a_prey() -> None:
    """It read "Play Mother's Balm on their River Kin": the prey is no one's."""
    session = heuristic_at("rage-classic", 2, 5, 48)
    view, legal = session.view(0), session.legal(0)
    heal = next(c for c in legal if c.get("target") == "1.river-kin.1")
    with using("en"):
        why = reason(view, heal, None)
    assert why.startswith("Play Mother's Balm on the prey River Kin:"), why

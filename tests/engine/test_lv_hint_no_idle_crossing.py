"""The relaunch's Hint does not send an alpha across the Umbra's border for nothing (pl34b #2,
4 seats at 1920x1080): it picked the alpha "into the Umbra" (2 Sept cards), then said "Cross
into or out of the Umbra now: the prey worth hunting is on the other side" (2 more), then
advised attacking a Static Wraith like the one beside the alpha in the Umbra. A crossing's
price comes off the Sept deck's top, which the search's score does not count, so the
rollouts' noise could choose it; the expert now rules out a crossing whose other side holds
nothing worth more than the prey on its own side."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.games.rage_lv.expert import crosses_for_nothing
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

BUDGET = SearchSettings(rollouts=12, min_worlds=2, max_cpu_seconds=60, max_seconds=120)


def test_an_alpha_is_not_hinted_across_the_border_to_nothing_better() -> None:
    """Seed 1 of 2-seat heuristic games, 85 commands in: Ann picks her alpha; the Umbra holds
    no prey worth more than the Physical World's (on 7f1885d the Hint picked Cinder Howl to
    cross with the first of three random seeds)."""
    session = heuristic_at("rage-lv", 2, 1, 85)
    view, legal = session.view(0), session.legal(0)
    crossing = {"type": "pick", "char": "0.cinder-howl", "crinos": None, "cross": True}
    assert crossing in legal
    assert crosses_for_nothing(view, crossing, 0)
    said = [hint("rage-lv", view, legal, random.Random(r), BUDGET) for r in range(3)]
    assert all(h is not None and not h.command.get("cross") for h in said), said


def test_a_crossing_to_better_prey_is_still_open() -> None:
    """The same moment with Rust-Maw Hulk (3 Renown, the Physical World's best prey but
    Granite Voice) in the Umbra: across the border lies a prey worth more than this side's."""
    session = heuristic_at("rage-lv", 2, 1, 85)
    view = session.view(0)
    hulk = next(c for c in view["chars"] if c["iid"] == "0.rust-maw.1")
    voice = next(c for c in view["chars"] if c["iid"] == "1.granite-voice")
    hulk["umbra"], voice["where"] = True, "staging"
    crossing = {"type": "pick", "char": "0.cinder-howl", "crinos": None, "cross": True}
    assert not crosses_for_nothing(view, crossing, 0)


def test_a_shift_names_the_prey_across_the_border_and_the_way() -> None:
    """Seed 1, 38 commands in: Ann's alpha Ember-Tooth acts in the Physical World; with one
    Pallid Drone moved into the Umbra, a shift is said with it ("Cross into or out of the
    Umbra now" named neither the prey nor the way)."""
    session = heuristic_at("rage-lv", 2, 1, 38)
    view = session.view(0)
    assert view["alphas"][view["alpha_at"]] == "0.ember-tooth"
    drone = next(c for c in view["chars"] if c["iid"] == "1.pallid-drone.1")
    drone["umbra"] = True
    line = reason(view, {"type": "shift"}, None, ["Ann", "Bob"])
    assert line.startswith("Cross into the Umbra now: Pallid Drone"), line
    assert "(2 Renown) is there." in line, line
    with using("pt-BR"):
        line = reason(view, {"type": "shift"}, None, ["Ann", "Bob"])
    assert line.startswith("Entre na Umbra agora: Pallid Drone"), line

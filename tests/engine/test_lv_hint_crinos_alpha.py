"""The relaunch Hint's alpha is a Garou already in Crinos where it fights at least as well as
any other pick (pl36b #2: Call the Beast put Ember-Tooth in Crinos, Rage 5, Health 6, and at
the Alphas step the Hint said "Make Soot Runner your alpha: it is your best fighter now",
which wanted a Sept card for Soot Runner's Crinos). The pick's words give its numbers and say
"best" only where it is."""

from __future__ import annotations

from engine.games.rage_lv import hints
from engine.games.rage_lv.expert import unwise
from engine.i18n import using
from tests.engine.bot_moments import assert_never_hinted, heuristic_at

OPTIONS = {"turn_limit": 3, "packs": ["ashen-wind", "stone-choir"]}
EMBER = "0.ember-tooth"


def test_a_garou_already_in_crinos_is_the_alpha_not_a_weaker_one() -> None:
    # seed 3 of 2-seat heuristic games, 3 turns: seat 0 picks its alpha on turn 1 with
    # Ember-Tooth in Crinos (Rage 5, Health 6) and Cinder Howl wounded twice
    session = heuristic_at("rage-lv", 2, 3, 31, OPTIONS)
    view = session.view(0)
    assert view["phase"] == "alpha-pick"
    ember = next(c for c in view["chars"] if c["iid"] == EMBER)
    assert ember["crinos"] and (ember["rage"], ember["health"]) == (5, 6)
    picks = [c for c in session.legal(0) if c["type"] == "pick"]
    others = [c for c in picks if c["char"] != EMBER and not c["cross"]]
    assert others and all(unwise(view, c, 0) for c in others)
    assert not unwise(view, {"type": "pick", "char": EMBER, "crinos": None, "cross": False}, 0)
    assert_never_hinted(session, 0, others)


def test_the_pick_says_its_numbers_and_best_only_where_it_is() -> None:
    session = heuristic_at("rage-lv", 2, 3, 31, OPTIONS)
    view = session.view(0)
    with using("en"):
        ember = hints.reason(
            view, {"type": "pick", "char": EMBER, "crinos": None, "cross": False}, None
        )
        soot = hints.reason(
            view, {"type": "pick", "char": "0.soot-runner", "crinos": None, "cross": False}, None
        )
    assert "in Crinos" in ember and "Rage 5, Health 6" in ember, ember
    assert "best fighter" not in soot and "Rage 3, Health 3" in soot, soot


def test_a_garou_already_in_crinos_is_the_alpha_not_a_paid_crinos() -> None:
    """pl40a #3: Call the Beast put Soot Runner in Crinos, and at the Alphas step the Hint said
    "Make Cinder Howl your alpha in Crinos", paying a second card. Seed 7, 198 commands in,
    turn 3: Mist-Walker is in Crinos (Rage 5, Health 5), Cinder Howl (Rage 5, Health 4) would
    pay the top Sept card for Rage 7, Health 7, and the Hint said so."""
    session = heuristic_at("rage-lv", 2, 7, 198, OPTIONS)
    view = session.view(0)
    walker = next(c for c in view["chars"] if c["iid"] == "0.mist-walker")
    assert view["phase"] == "alpha-pick" and walker["crinos"]
    paid = [
        c
        for c in session.legal(0)
        if c["type"] == "pick" and c["crinos"] is not None and not c["cross"]
    ]
    assert {c["char"] for c in paid} >= {"0.cinder-howl", "0.ember-tooth", "0.soot-runner"}
    assert all(unwise(view, c, 0) for c in paid)
    assert_never_hinted(session, 0, paid)

"""The rage-lv expert never advises taking Rage that the target's player gives straight back
in the same window (issue 30, vlv6 #3: "Play Challenge Howl on Pale Lantern" twice, the log
each time "-1 Rage (Challenge Howl) … +1 Rage (Totem of the Night Heron)"). Seed 1 of 2-seat
heuristic games, Ashen Wind against Hollow Moon: on turn 4 seat 1 has Moonglass Fetish in
play (+2 Rage at Pre-Combat); on turn 1 it has no such card and Challenge Howl stays a move
the expert may advise."""

from __future__ import annotations

from engine.games.rage_lv.expert import unwise
from tests.engine.bot_moments import assert_never_hinted, heuristic_at

OPTIONS = {"packs": ["ashen-wind", "hollow-moon"]}


def _howls(session) -> list[dict]:
    return [
        c
        for c in session.legal(0)
        if c["type"] == "combat-event"
        and "challenge-howl" in c["card"]
        and str(c.get("target")).startswith("1.")
    ]


def test_rage_its_player_gives_straight_back_is_never_the_hint() -> None:
    session = heuristic_at("rage-lv", 2, 1, 205, OPTIONS)
    view = session.view(0)
    assert view["combat"]["step"] == "pre"
    assert any(t["iid"].startswith("1.moonglass") for t in view["things"])
    howls = _howls(session)
    assert howls and all(unwise(view, c, 0) for c in howls), howls
    assert_never_hinted(session, 0, howls)


def test_rage_nobody_gives_back_may_be_taken() -> None:
    session = heuristic_at("rage-lv", 2, 1, 35, OPTIONS)
    view = session.view(0)
    howls = _howls(session)
    assert howls and not any(unwise(view, c, 0) for c in howls)

"""The relaunch Hint does not advise a card whose only use is an Alpha action that damages
where that damage kills nothing in play (pl36b #2: "Play Ember Vigil. Alpha: Cause 1 damage
to target character." on turn 1; using it costs the alpha's hunt, it was never useful and was
discarded at the end of the turn). Where its damage would kill, it may be advised."""

from __future__ import annotations

from engine.games.rage_lv import hints
from engine.games.rage_lv.expert import unwise
from engine.i18n import using
from tests.engine.bot_moments import assert_never_hinted, heuristic_at

OPTIONS = {"turn_limit": 3, "packs": ["ashen-wind", "stone-choir"]}


def _vigils(session) -> list[dict]:
    return [c for c in session.legal(0) if c["type"] == "play" and ".ember-vigil." in c["card"]]


def test_ember_vigil_with_nothing_to_kill_is_never_the_hint() -> None:
    session = heuristic_at("rage-lv", 2, 1, 0, OPTIONS)  # seed 1: Ann's first Main Phase
    view = session.view(0)
    assert view["phase"] == "main"
    vigils = _vigils(session)
    assert vigils and all(unwise(view, c, 0) for c in vigils)
    assert_never_hinted(session, 0, vigils)


def test_ember_vigil_that_could_finish_a_rival_may_be_advised() -> None:
    session = heuristic_at("rage-lv", 2, 1, 0, OPTIONS)
    view = session.view(0)
    rival = next(c for c in view["chars"] if c["owner"] == 1 and c["pack"])
    rival["wounds"] = rival["health"] - 1  # one Health left: the Alpha's 1 damage kills it
    vigils = _vigils(session)
    assert not any(unwise(view, c, 0) for c in vigils)
    with using("en"):
        why = hints.reason(view, vigils[0], None)
    assert "your alpha may use it (Actions) in place of attacking" in why, why

"""rage-lv hints (issue 30, seen at 4 seats): "Attack Pallid Drone: your alpha should win"
was said while the alpha had 1 Health of 6 left, and it died. The words were fixed whatever
the fight. "Should win" is now said only where the search expects the kill (the attack's
mean beats the alpha's other moves by half the prey's Renown or more); elsewhere the hint gives
both fighters' numbers. Both languages."""

from __future__ import annotations

from engine.ai.search import Analysis, Candidate
from engine.games.rage_lv.hints import reason
from engine.games.rage_lv.state import card_of
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

ATTACK = {"type": "attack", "target": "1.pallid-drone.1"}
WUSS = {"type": "wuss"}


def _alpha_step() -> dict:
    """Seed 1 of 2-seat heuristic games, 36 commands in: seat 1's alpha may attack Pallid
    Drone (2 Renown) or wuss out."""
    session = heuristic_at("rage-lv", 2, 1, 36)
    legal = session.legal(1)
    assert ATTACK in legal and WUSS in legal
    return session.view(1)


def _analysis(attack: float, wuss: float) -> Analysis:
    ranked = sorted(
        [Candidate(ATTACK, attack * 10, 10), Candidate(WUSS, wuss * 10, 10)],
        key=lambda c: -c.mean,
    )
    return Analysis(ranked, 10, 20, 0.1)


def test_should_win_only_where_the_search_expects_the_kill() -> None:
    view = _alpha_step()
    sure = reason(view, ATTACK, _analysis(1.5, 0.0))
    assert sure.startswith("Attack Pallid Drone: your alpha should win"), sure
    for analysis in (_analysis(0.4, 0.0), None):
        line = reason(view, ATTACK, analysis)
        assert "should win" not in line, line
        assert line.startswith("Attack Pallid Drone: it is worth 2 Renown if your alpha kills"), (
            line
        )
        assert "Health" in line and "Rage" in line, line
    with using("pt-BR"):
        line = reason(view, ATTACK, _analysis(0.4, 0.0))
    assert "Pallid Drone" in line and "vale 2 de Renome" in line and "Saúde" in line, line


def test_an_alpha_that_performs_a_rite_is_picked_with_the_rite_weighed() -> None:
    """Seen the same game: the Main Phase hint said Rite of Banked Embers completes if Cinder
    Howl stays out of fights and the Hunting Grounds, then the Alphas hint said "Make Cinder
    Howl your alpha: it is your best fighter now". Seed 4 of 2-seat heuristic games, 43
    commands in: Cinder Howl performs a Rite and may be picked."""
    session = heuristic_at("rage-lv", 2, 4, 43)
    pick = {"type": "pick", "char": "0.cinder-howl", "crinos": None, "cross": False}
    assert pick in session.legal(0)
    view = session.view(0)
    rite = next(t["iid"] for t in view["things"] if t.get("host") == "0.cinder-howl")
    name = card_of(rite).name
    line = reason(view, pick, None)
    assert line.startswith("Make Cinder Howl your alpha"), line
    assert f"Hunting costs a turn of {name}: it does not advance this turn" in line, line
    with using("pt-BR"):
        line = reason(view, pick, None)
    assert name in line and "não avança" in line, line


def test_an_alpha_picked_to_cross_says_it_goes_into_the_umbra() -> None:
    """pl40a #4: the bar read "Cinder Howl, as is, into the Umbra" while the Hint's pick said
    only "Make Cinder Howl your alpha …", nothing of the crossing. Seed 1 of 2-seat heuristic
    games, 34 commands in: Cinder Howl, in the Physical World, may be picked to cross."""
    session = heuristic_at("rage-lv", 2, 1, 34)
    cross = {"type": "pick", "char": "0.cinder-howl", "crinos": None, "cross": True}
    stay = {**cross, "cross": False}
    assert cross in session.legal(0) and stay in session.legal(0)
    view = session.view(0)
    line = reason(view, cross, None)
    assert line.startswith("Make Cinder Howl your alpha"), line
    assert "crosses into the Umbra as it goes" in line, line
    assert "Umbra" not in reason(view, stay, None)
    with using("pt-BR"):
        line = reason(view, cross, None)
    assert "Umbra" in line and "Cinder Howl" in line, line

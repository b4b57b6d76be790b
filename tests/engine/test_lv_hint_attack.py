"""rage-lv hints at an attack step (issue 30): a newcomer with the initiative and an attack
card was told "Pass: nothing you could do now is worth a card or a risk." at half the attack
steps, and the same moment gave Pass for some rollout seeds and not others. In the expert's
rollouts the combat goes on after a pass and the seat plays the same attack a round later,
so the two tie to the end of the turn and noise picked. Pass is now the hint only where the
search finds it at least `ATTACK_EDGE` Renown better than the best attack, and its why says
what giving up the round does."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import Analysis, Candidate, SearchSettings
from engine.ai.shortlist import prefer_action
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

#: a budget of rollouts, not of CPU time, so the search is the same on any machine (about
#: what Hard's CPU cap allows at an attack step)
BUDGET = SearchSettings(rollouts=24, min_worlds=2, max_cpu_seconds=60, max_seconds=120)
PASS = {"type": "combat-pass"}
FEINT = {"type": "combat-card", "card": "0.feint.1"}


def _attack_step():
    """Seed 3 of 2-seat heuristic games, 57 commands in: seat 0's alpha has the initiative
    and Feint to attack with. Over 60 paired worlds passing and Feint came out 0.15 Renown
    apart (standard error 0.15), and Hint said Pass for each of rollout seeds 0-3."""
    session = heuristic_at("rage-lv", 2, 3, 57)
    view, legal = session.view(0), session.legal(0)
    assert view["combat"]["step"] == "attack" and view["combat"]["initiative"] == 0
    assert FEINT in legal and PASS in legal
    return view, legal


def test_the_attack_hint_is_the_same_attack_for_every_rollout_seed():
    view, legal = _attack_step()
    said = [hint("rage-lv", view, legal, random.Random(r), BUDGET) for r in range(4)]
    commands = [h.command for h in said if h is not None]
    assert commands == [FEINT] * 4, [h.reason for h in said if h is not None]


def _analysis(pass_mean: float, attack_mean: float) -> Analysis:
    ranked = sorted(
        [Candidate(PASS, pass_mean * 10, 10), Candidate(FEINT, attack_mean * 10, 10)],
        key=lambda c: -c.mean,
    )
    return Analysis(ranked, 10, 20, 0.1)


def test_pass_stays_the_choice_only_where_it_is_clearly_better():
    quiet = ("combat-pass",)
    assert prefer_action(_analysis(0.5, 0.0), quiet, 1.0).best == FEINT
    assert prefer_action(_analysis(1.5, 0.0), quiet, 1.0).best == PASS
    assert prefer_action(_analysis(0.0, 0.5), quiet, 1.0).best == FEINT
    assert prefer_action(_analysis(0.5, 0.0), quiet, 0.0).best == PASS  # no edge: the mean


def test_holding_an_attack_says_what_the_pass_does():
    view, _legal = _attack_step()
    foe = next(c for c in view["chars"] if c["iid"] == view["combat"]["prey"])
    assert foe["iid"] == "1.pallid-drone.3"
    line = reason(view, PASS, None, ["Ada", "Bruno"])
    # pl40a #3: "your Combat cards stay in your hand", yet a fight's end discards them
    assert line == (
        "Hold your attack: this round ends and Pallid Drone takes the initiative next round; "
        "your Combat cards can still be played later in this fight, not after it."
    )
    with using("pt-BR"):
        line = reason(view, PASS, None, ["Ada", "Bruno"])
    assert line.startswith("Segure o ataque:") and "Pallid Drone" in line, line
    assert "depois dela" in line and "ficam na sua mão" not in line, line


def test_a_pass_with_no_attack_to_afford_does_not_say_hold_your_attack():
    """Seed 1 of 3-seat heuristic games, 66 commands in: Bruno (seat 1) has the initiative
    and attack cards in hand but none it may play, so Pass is the only command and the bar
    says "no card can be played now"; the hint said "Hold your attack"."""
    session = heuristic_at("rage-lv", 3, 1, 66)
    view, legal = session.view(1), session.legal(1)
    assert view["combat"]["step"] == "attack" and legal == [PASS]
    found = hint("rage-lv", view, legal, random.Random(0), BUDGET, names=["Ada", "Bruno", "Cai"])
    assert found is not None and found.reason == (
        "Pass: you have no attack card you can play now. This round ends and Ember-Tooth "
        "takes the initiative next round."
    )

"""rage-classic expert (issue 30, report #1f): Chloé, at 9 of 10 VP, sent Director Vane after a
2-VP prey; Hint said "Pass", and she won. The search counted a rival at the VP goal as 2 VP
ahead, not as a game all but lost (the win is counted when the Combat Phase ends, past the
rollouts' horizon). The newcomer's game (classic_pcl5_game), 598 commands in: Chloé stands at
11 of 10 and the Combat Phase has not ended."""

from __future__ import annotations

from engine.games.rage_classic.expert import NEAR, ClassicModel
from engine.games.rage_classic.hints import reason
from engine.games.rage_classic.rules import RULESET
from engine.i18n import using
from tests.engine.classic_pcl5_game import GAME


def test_a_rival_at_the_vp_goal_is_a_game_all_but_lost():
    session = GAME.session(598)
    state = session.state
    assert [state.victory_points(s) for s in range(4)] == [7, 0, 0, 11]
    assert state.renown_level == 10 and not session.is_over()
    model = ClassicModel(RULESET)
    assert model.standing(state, 0) == -NEAR * model.win_value
    assert model.standing(state, 3) == NEAR * model.win_value
    # before the goal, VP still count one by one
    before = GAME.session(400).state
    assert max(before.victory_points(s) for s in range(4)) < 10
    assert abs(model.standing(before, 0)) < NEAR * model.win_value


def test_a_quiet_hint_says_a_rival_is_one_kill_from_the_goal():
    """439 commands in: Chloé (9 of 10) has sent Director Vane after Lost Hiker (2 VP), and
    Pass is all the newcomer may do."""
    session = GAME.session(439)
    view = session.view(0)
    assert session.legal(0) == [{"type": "pass"}]
    line = reason(view, {"type": "pass"}, None, GAME.names)
    # and what the seat can do about it (issue 30: a warning beside Pass said nothing to do)
    assert line.endswith(
        "Watch out: Chloé reaches the VP goal (11 of 10) if Director Vane kills Lost Hiker. No "
        "card of yours can stop it in this fight: none of your Combat Actions can be played for "
        "real by Lost Hiker."
    ), line
    with using("pt-BR"):
        line = reason(view, {"type": "pass"}, None, GAME.names)
    assert "Atenção: Chloé chega aos PV para vencer (11 de 10)" in line, line
    # no warning where no rival is near the goal
    assert "Watch out" not in reason(GAME.session(60).view(0), {"type": "pass"}, None, GAME.names)

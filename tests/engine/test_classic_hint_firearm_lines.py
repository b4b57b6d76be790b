"""rage-classic Hint lines that print a creature's Rage where a Firearm changes it (issue 30):
the alpha, hunt and bluff lines said "Rage 4" of Director Vane and Security Detail, whose cards
show Rage 2 (their Firearm lets them play Combat Actions of Rage 4). Like the step-in line
(test_classic_hint_firearm_rage), they now say both: "Rage 2, Combat Actions up to Rage 4".
Moments of four-seat heuristic bot games, found by scanning for such creatures."""

from __future__ import annotations

import pytest

from engine.games.rage_classic.hints import _reason
from engine.games.rage_classic.risks import face_down_risk, illegal_face_down
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

EN = "Rage 2, Combat Actions up to Rage 4"
PT = "Fúria 2, Ações de Combate até Fúria 4"

#: (seed, commands in, seat, command): the moment; then the English and Portuguese lines
LINES = {
    "alpha": (
        (1, 144, 3, {"type": "alpha", "creature": "3.security-detail.1"}),
        f"Make Security Detail your alpha: with {EN} and Health 3 it is your best fighter now.",
        f"Faça de Security Detail seu alpha: com {PT} e Saúde 3, é seu melhor lutador agora.",
    ),
    "hunt-stronger": (
        (0, 422, 3, {"type": "attack", "target": "1.mother-cinder"}),
        f"Attack Mother Cinder, worth 5 VP: your alpha ({EN}, Health 4) is the stronger.",
        f"seu alpha ({PT}, Saúde 4) é o mais forte.",
    ),
    "hunt-risk": (
        (0, 422, 3, {"type": "attack", "target": "0.keeper-ashgrove"}),
        f"a risk, its Rage 8 and Health 10 against your alpha's {EN} and Health 4, but",
        f"um risco, Fúria 8 e Saúde 10 contra {PT} e Saúde 4 do seu alpha",
    ),
    "bluff": (
        (
            3,
            120,
            3,
            {"type": "assign", "creature": "3.director-vane", "card": "3.mauling-onslaught.1"},
        ),
        f"it needs Rage 9 and Director Vane has {EN}, so it only works if",
        f"ela pede Fúria 9 e Director Vane tem {PT}, então",
    ),
}


@pytest.mark.parametrize("line", sorted(LINES))
def test_a_firearm_s_rage_is_said_apart_from_the_card_s(line: str) -> None:
    (seed, commands, seat, command), english, portuguese = LINES[line]
    session = heuristic_at("rage-classic", 4, seed, commands)
    view = session.view(seat)
    assert command in session.legal(seat)
    said = _reason(view, command, str)
    assert english in said, said
    with using("pt-BR"):
        said = _reason(view, command, str)
    assert portuguese in said, said


def test_a_prey_s_firearm_is_said_apart_in_the_hunt_s_risk_line() -> None:
    """The hunted creature's numbers too: a weaker alpha (its Rage lowered in the view, as a
    wounded one's would read) attacks Director Vane."""
    session = heuristic_at("rage-classic", 4, 0, 404)
    view = session.view(0)
    command = {"type": "attack", "target": "3.director-vane"}
    assert command in session.legal(0)
    for c in view["creatures"]:
        if c.get("alpha") and c.get("pack") == 0:
            c["rage"] = c["combat_rage"] = 1
    said = _reason(view, command, str)
    assert f"a risk, its {EN} and Health" in said, said


def test_a_face_down_card_s_warnings_say_the_firearm_s_rage_apart() -> None:
    """The face-down warnings (the play row's and the Hint's "illegal") compare the card's Rage
    with the fighter's: "Director Vane has 4" read as his card's Rage."""
    session = heuristic_at("rage-classic", 4, 3, 120)
    view = session.view(3)
    command = {"type": "assign", "creature": "3.director-vane", "card": "3.mauling-onslaught.1"}
    assert command in session.legal(3)
    said = face_down_risk(view, command)
    assert said is not None and f"Director Vane has {EN}; lost unless" in said, said
    with using("pt-BR"):
        said = face_down_risk(view, command)
    assert said is not None and f"Director Vane tem {PT}" in said, said
    vane = next(c for c in view["creatures"] if c["iid"] == "3.director-vane")
    vane["no_bluff"] = True  # as a card that forbids bluffing shows it
    said = illegal_face_down(view, command)
    assert said is not None and f"Director Vane has {EN}, and it cannot be bluffed" in said, said

"""rage-lv Hint advice a 4-seat newcomer play found wanting (issue 30, pl34b #9), each at a
moment of a 4-seat heuristic bot game, in English and Portuguese: Red Sky at Dusk advised
without saying every rival's Garou gets +1 Rage too; Lead the Howl's "your alpha takes the
first alpha action" with no word that a rival's later card takes it away; Scorch (2 damage)
advised over Pounce (3) against a prey with 3 Health left; "Vote against … (1 vote): you want
it to fail" at 5 for and 0 against, as if that vote could sink it; and Call to the Hunt's
Umbra move on the last turn, said as if the next turn would come."""

from __future__ import annotations

from typing import Any

from engine.games.rage_lv.expert import unwise
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ann", "Bruno", "Chloé", "Ada"]


def _both(view: dict[str, Any], command: dict[str, Any]) -> tuple[str, str]:
    english = reason(view, command, None, NAMES)
    with using("pt-BR"):
        return english, reason(view, command, None, NAMES)


def _said(seed: int, commands: int, seat: int, command: dict[str, Any]) -> tuple[str, str]:
    session = heuristic_at("rage-lv", 4, seed, commands)
    assert command in session.legal(seat)
    return _both(session.view(seat), command)


def test_red_sky_says_the_rivals_garou_gain_too() -> None:
    """Seed 1, the first command: Ada may play Red Sky at Dusk."""
    red_sky = {"type": "play", "card": "3.red-sky.1", "by": "3.cinder-howl", "target": None}
    english, portuguese = _said(1, 0, 3, red_sky)
    assert english.endswith(
        "Your rivals' Garou get it too: 6 of yours and 18 of theirs are in play."
    ), english
    assert "6 seus e 18 deles" in portuguese, portuguese


def test_lead_the_howl_says_a_later_card_takes_the_lead() -> None:
    """Seed 1, 53 commands in: Ann may play Lead the Howl."""
    howl = {"type": "play", "card": "0.lead-the-howl.1", "by": "0.cinder-howl", "target": None}
    english, portuguese = _said(1, 53, 0, howl)
    assert "Unless a rival plays a card after it that sends their alpha first" in english
    assert "Claim of Precedence" in portuguese and "a menos que" in portuguese.lower()


def test_a_blow_that_does_not_kill_is_not_advised_over_one_that_does() -> None:
    """Seed 1, 217 commands in: Chloé's Thread-Spinner attacks a Pallid Drone with 3 Health
    left, holding Scorch (2 damage), Veil Strike (3) and Bone Breaker (5)."""
    session = heuristic_at("rage-lv", 4, 1, 217)
    view, legal = session.view(2), session.legal(2)
    cards = {c["card"]: c for c in legal if c["type"] == "combat-card"}
    assert set(cards) == {"2.scorch.2", "2.veil-strike.2", "2.bone-breaker.1"}
    assert unwise(view, cards["2.scorch.2"], 2)
    assert not unwise(view, cards["2.veil-strike.2"], 2)
    assert not unwise(view, cards["2.bone-breaker.1"], 2)


def test_a_vote_that_needs_others_says_how_many() -> None:
    """Seed 3, 43 commands in: Bruno's Soot Runner (3 votes) may vote against Trial by Claw
    at 14 for and 9 against."""
    vote = {"type": "vote", "char": "1.soot-runner", "side": "against"}
    english, portuguese = _said(3, 43, 1, vote)
    assert english.startswith(
        "Vote against Trial by Claw with Soot Runner (3 votes): you want it to fail. At 14 for "
        "and 9 against, it fails only if other players add 2 more against."
    ), english
    assert "14 a favor e 9 contra" in portuguese and "mais 2 contra" in portuguese, portuguese


def test_an_umbra_move_on_the_last_turn_says_what_still_acts() -> None:
    """Seed 1, 53 commands in: Ann may call Call to the Hunt; on the last turn (the view's
    turn limit set to this turn), the start-of-turn effects will not come."""
    call = {"type": "play", "card": "0.call-to-hunt.1", "by": "0.cinder-howl"}
    session = heuristic_at("rage-lv", 4, 1, 53)
    assert call in session.legal(0)
    view = session.view(0)
    english, _pt = _both(view, call)
    assert "ends with this turn" not in english, english
    view["books"]["options"]["turn_limit"] = view["turn"]
    english, portuguese = _both(view, call)
    assert english.endswith(
        "The game ends with this turn: what the chart does at the start of a turn (the Sept "
        "draw, healing, Gifts, Fetishes and Spirit Allies) will not come, but Frenzy and "
        "crossing costs still act in this turn's hunts."
    ), english
    assert "O jogo termina neste turno" in portuguese, portuguese

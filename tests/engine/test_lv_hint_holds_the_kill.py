"""rage-lv: "Hold your attack" where an attack in hand would kill the foe says why not (issue
30). Seen: the Hint said "Hold your attack: this round ends and … takes the initiative next
round" while the player's alpha could kill the Rust-Maw Hulk Ada fought for, and said nothing
of the kill. The search found holding better (the foe's player holds blocks, and a blocked
attack leaves the prey alive for a rival's alpha); the words now give the numbers and say,
plainly, what was compared."""

from __future__ import annotations

from engine.ai.search import Analysis, Candidate
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

PASS = {"type": "combat-pass"}
POUNCE = {"type": "combat-card", "card": "0.pounce.2"}


def _held() -> tuple[dict, Analysis]:
    """Seed 2 of 2-seat heuristic games, 128 commands in: Ann's Cinder Howl (+1 Damage, +1
    Obsidian Knuckles) has the initiative against the Pallid Drone Ada fights for, with 3
    Health left; Pounce deals 5. The search (as it found here, 3 runs in 3) holds."""
    session = heuristic_at("rage-lv", 2, 2, 128)
    view = session.view(0)
    combat = view["combat"]
    assert combat["step"] == "attack" and combat["prey"] == "1.pallid-drone.1"
    assert POUNCE in session.legal(0)
    return view, Analysis([Candidate(PASS, -3.0, 11), Candidate(POUNCE, -8.4, 11)], 11, 22, 1.0)


def test_holding_an_attack_that_would_kill_says_why_not():
    view, searched = _held()
    line = reason(view, PASS, searched, ["Ann", "Ada"])
    assert line == (
        "Hold your attack: Pounce's 5 damage would kill Pallid Drone (3 Health left) unless a "
        "block of 3 or more saves it, and Ada holds 5 Combat cards. The Hint tried attacking "
        "now and holding, in many deals of the cards you cannot see: holding came out clearly "
        "better. Pallid Drone takes the initiative next round."
    ), line
    with using("pt-BR"):
        line = reason(view, PASS, searched, ["Ann", "Ada"])
    assert line.startswith("Segure o ataque: os 5 de dano de Pounce matariam Pallid Drone"), line
    assert "Ada tem 5 cartas de combate" in line, line


def test_a_hold_with_no_kill_in_hand_keeps_its_words():
    """No attack searched kills: the hold says only what passing the round does."""
    view, _searched = _held()
    weak = Analysis([Candidate(PASS, -3.0, 11)], 11, 11, 1.0)
    line = reason(view, PASS, weak, ["Ann", "Ada"])
    assert "would kill" not in line, line


def test_a_pass_that_ends_the_combat_says_the_kill_it_gives_up():
    """The same moment after a round with no attack (the view's books made so): a pass ends
    the combat, so "Hold your attack" would be untrue; the kill given up is still said."""
    view, searched = _held()
    view["books"]["combat"]["idle_rounds"] = 1
    line = reason(view, PASS, searched, ["Ann", "Ada"])
    assert line.startswith("Pass: Pounce's 5 damage would kill Pallid Drone"), line
    assert line.endswith(
        "Pallid Drone did not attack last round either, so the combat ends here."
    ), line
    with using("pt-BR"):
        line = reason(view, PASS, searched, ["Ann", "Ada"])
    assert line.startswith("Passe: os 5 de dano de Pounce matariam Pallid Drone"), line

"""rage-classic Hint's judgement (issue 30), each at a moment of a heuristic bot game:

1. a step-in against two attackers named one of them and called itself "the stronger";
2. right after a False Opening, "Ready: nothing you could do now is worth a card": a card
   worth playing is advised, or Ready says why none is;
3. a bluff or a Null card advised while a card played for real kills the foe outright;
4. a warning ("Watch out…", "Atenção…") beside Pass, the only move, said nothing to do;
5. a Combat card's why that only read out the card ("2 damage if it lands")."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from engine.ai.hints import hint
from engine.core.session import Session
from engine.games.rage_classic import expert
from engine.games.rage_classic.expert import HARD
from engine.games.rage_classic.hints import reason
from engine.games.rage_classic.state import NULL
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ada", "Bruno", "Cai", "Dora"]
RULEBOOK = {"rulebook": "1995"}
UNTIMED = replace(HARD, max_seconds=None, max_cpu_seconds=None)


def _both(view: dict[str, Any], command: dict[str, Any]) -> tuple[str, str]:
    english = reason(view, command, None, NAMES)
    with using("pt-BR"):
        return english, reason(view, command, None, NAMES)


def _hinted(session: Session, seat: int) -> tuple[dict[str, Any], str, str]:
    """The Hint's move for `seat` now, and its why in English and Portuguese."""
    view, legal = session.view(seat), session.legal(seat)
    found = hint("rage-classic", view, legal, random.Random(0), UNTIMED, NAMES)
    assert found is not None
    with using("pt-BR"):
        portuguese = reason(view, found.command, found.analysis, NAMES)
    return found.command, found.reason, portuguese


def test_a_step_in_against_two_attackers_names_both() -> None:
    """(1) 2 seats, seed 0, 1995 rules, 174 commands in: Vesk Hollowjaw and Twist-of-Smoke
    attack River Kin; Ada may step in with Keeper Ashgrove. Hint said "it fights Vesk
    Hollowjaw … and it is the stronger", of one of the two."""
    session = heuristic_at("rage-classic", 2, 0, 174, RULEBOOK)
    command = {"type": "step-in", "creature": "0.keeper-ashgrove"}
    assert command in session.legal(0)
    english, portuguese = _both(session.view(0), command)
    assert english == (
        "Step in with Keeper Ashgrove (Rage 5, Health 6 left) for River Kin: in the prey's "
        "place it fights Vesk Hollowjaw (Rage 4, Health 4 left) and Twist-of-Smoke (Rage 4, "
        "Health 5 left) together; it is stronger than each, but each of them can play a Combat "
        "card against it every round."
    ), english
    assert "Vesk Hollowjaw" in portuguese and "Twist-of-Smoke" in portuguese, portuguese
    assert "juntos" in portuguese, portuguese


def test_after_a_false_opening_a_card_worth_playing_is_advised() -> None:
    """(2) 2 seats, seed 0, 337 commands in: Ada plays for Stray Cub, whose False Opening was
    revealed beside Mother Cinder's Spirit Lash (3 damage) aimed at it; Sidestep dodges it.
    Hint said "Ready: nothing you could do now is worth a card or a risk"."""
    session = heuristic_at("rage-classic", 2, 0, 337)
    assert session.view(0)["combat"]["step"] == "feint"
    command, english, portuguese = _hinted(session, 0)
    assert command == {"type": "assign", "creature": "1.stray-cub.1", "card": "0.sidestep.1"}
    assert english == (
        "Play Sidestep: it dodges the Combat Actions aimed at Stray Cub, and Spirit Lash would "
        "deal it 3 damage."
    ), english
    assert "Spirit Lash" in portuguese, portuguese


def test_after_a_false_opening_ready_says_why_no_card_follows() -> None:
    """(2) 2 seats, seed 1, 1995 rules, 544 commands in: Stray Cub's False Opening is shown,
    and Ada holds Staff Crack (requires Iksakku) and Second Wind (no Combat Action)."""
    session = heuristic_at("rage-classic", 2, 1, 544, RULEBOOK)
    command, english, portuguese = _hinted(session, 0)
    assert command == {"type": "ready"}
    assert english == (
        "Ready: False Opening lets Stray Cub play one more card now, but Staff Crack and "
        "Second Wind would be illegal for it and lost."
    ), english
    assert "False Opening" in portuguese and "ilega" in portuguese, portuguese


def test_after_a_false_opening_no_bluff_against_a_real_card() -> None:
    """(2, 3) 2 seats, seed 5, 1995 rules, 60 commands in: Bloated Fomor's False Opening is
    shown beside Little Ember's Sidestep, a real card: a bluff would be lost, and no blow is
    aimed at Bloated Fomor for a defence to stop. Hint said "Play Silver-Scarred Bite as a
    bluff"."""
    session = heuristic_at("rage-classic", 2, 5, 60, RULEBOOK)
    command, english, portuguese = _hinted(session, 1)
    assert command == {"type": "ready"}, english
    assert english == (
        "Ready: False Opening lets Bloated Fomor play one more card now, but Silver-Scarred "
        "Bite would be a bluff, and lost: the reveal showed its foes playing for real; no blow "
        "is shown aimed at Bloated Fomor, so Curl and Cover and Brace and Hold would have "
        "nothing to stop."
    ), english
    assert "vale" not in portuguese.split(":")[0], portuguese


def test_after_a_false_opening_a_bluff_lands_on_a_foe_that_bluffed() -> None:
    """(2) 2 seats, seed 4, 1995 rules, 51 commands in: Bloated Fomor's Skull Splitter (Rage
    7, Bloated Fomor has 4) is shown beside Little Ember's False Opening: a bluff aimed at
    it lands, and Hint said it "only works if the other side bluffs too"."""
    session = heuristic_at("rage-classic", 2, 4, 51, RULEBOOK)
    command = {"type": "assign", "creature": "0.little-ember", "card": "0.mauling-onslaught.1"}
    assert command in session.legal(0)
    english, portuguese = _both(session.view(0), command)
    assert english == (
        "Play Mauling Onslaught as a bluff that lands: it needs Rage 9 and Little Ember has "
        "Rage 6, but the reveal showed Bloated Fomor bluffing too."
    ), english
    assert "Bloated Fomor" in portuguese, portuguese


def test_the_kill_comes_before_a_bluff() -> None:
    """(3) 3 seats, seed 3, 1995 rules, 82 commands in: Vesk Hollowjaw and Mother Cinder
    attack Lost Hiker (Health 2); Hamstring (2 damage) for Vesk and Spirit Lash (3) for
    Mother Cinder kill it if they land. Hint said "Play Mauling Onslaught as a bluff"."""
    session = heuristic_at("rage-classic", 3, 3, 82, RULEBOOK)
    command, english, portuguese = _hinted(session, 1)
    assert command["type"] == "assign" and command["card"] in (
        "1.hamstring.1",
        "1.spirit-lash.1",
    ), english
    assert "kills Lost Hiker (Health 2 left)" in english, english
    assert "mata" in portuguese, portuguese


def test_a_bluff_a_null_card_or_a_weaker_blow_passes_up_a_kill() -> None:
    """(3) 4 seats, seed 10, 1076 commands in: Silver-Scarred Bite (4 damage) kills Ferro the
    Outcast (Health 1 left) if it lands; Hint said "Play Mauling Onslaught as a bluff". And 2
    seats, seed 23, 1995 rules, 124 commands in: "Play a Null card: keep them guessing" while
    Blinding Spray (1 damage) killed Strip-Mine Crew (Health 1 left)."""
    session = heuristic_at("rage-classic", 4, 10, 1076)
    view, legal = session.view(0), session.legal(0)
    keeper = "0.keeper-ashgrove"
    bluff = {"type": "assign", "creature": keeper, "card": "0.mauling-onslaught.1"}
    kill = {"type": "assign", "creature": keeper, "card": "0.silver-bite.1"}
    null = {"type": "assign", "creature": keeper, "card": NULL}
    guard = {"type": "assign", "creature": keeper, "card": "0.turn-the-blow.1"}
    assert all(c in legal for c in (bluff, kill, null, guard))
    passes_up = expert.passes_up_a_kill
    assert passes_up(view, bluff, legal) and passes_up(view, null, legal)
    assert passes_up(view, guard, legal)  # Keeper Ashgrove has Health 10 left
    assert not passes_up(view, kill, legal)
    session = heuristic_at("rage-classic", 2, 23, 124, RULEBOOK)
    command, english, _portuguese = _hinted(session, 0)
    assert command["card"] == "0.blinding-spray.1", english
    assert english == (
        "Play Blinding Spray: if it lands, its 1 damage kills Strip-Mine Crew (Health 1 left)."
    ), english


def test_a_warning_beside_the_only_move_says_what_to_do() -> None:
    """(4) 2 seats, seed 17, 253 commands in: Keeper Ashgrove attacks Bruno's Vesk Hollowjaw,
    and Ada reaches the VP goal if it kills it; Pass is Bruno's only move. Hint said "Pass: it
    is the only move you have… Watch out: Ada reaches the VP goal (21 of 20) if Keeper
    Ashgrove kills Vesk Hollowjaw." and nothing of what to do."""
    session = heuristic_at("rage-classic", 2, 17, 253)
    assert session.legal(1) == [{"type": "pass"}]
    command, english, portuguese = _hinted(session, 1)
    assert command == {"type": "pass"}
    warning = english.index("Watch out:")
    assert english[warning:] == (
        "Watch out: Ada reaches the VP goal (21 of 20) if Keeper Ashgrove kills Vesk "
        "Hollowjaw. Its fight is what can stop it: in the combat rounds, give Vesk Hollowjaw "
        "your best Combat cards."
    ), english
    assert portuguese.split("Atenção:")[1].count(".") >= 2, portuguese


def test_a_warning_says_when_nothing_of_yours_can_stop_it() -> None:
    """(4) 4 seats, seed 5, 1995 rules, 1119 commands in: Director Vane hunts Wild Wolf Pack
    and Dora wins if it dies; Ada's only move is Pass, and none of her Combat Actions works
    for real for the prey."""
    session = heuristic_at("rage-classic", 4, 5, 1119, RULEBOOK)
    assert session.legal(0) == [{"type": "pass"}]
    _command, english, portuguese = _hinted(session, 0)
    assert english.endswith(
        "Watch out: Dora reaches the VP goal (21 of 20) if Director Vane kills Wild Wolf Pack. "
        "No card of yours can stop it in this fight: none of your Combat Actions can be "
        "played for real by Wild Wolf Pack."
    ), english
    assert "Atenção:" in portuguese, portuguese


#: (seats, seed, options, commands in, the seat's card, its English why): a Combat card's why
#: says what it does in this fight, not only what the card says
BLOWS = [
    (
        (2, 0, RULEBOOK, 42, {"creature": "0.keeper-ashgrove", "card": "0.cornered-bite.1"}),
        "Play Cornered Bite: if it lands, its 2 damage kills The Gnawing Choir (Health 2 left).",
    ),
    (
        (2, 17, None, 575, {"creature": "0.tamsin-brightwater", "card": "0.lightning-snap.1"}),
        "Play Lightning Snap: its 1 damage is the hardest blow Tamsin Brightwater can play for "
        "real now, against Vesk Hollowjaw (Health 1 left, 5 once a wound turns it Crinos).",
    ),
    (
        (2, 19, None, 354, {"creature": "0.little-ember", "card": "0.sidestep.1"}),
        "Play Sidestep: it dodges the Combat Actions aimed at Little Ember this round, and "
        "Little Ember has Health 7 left to keep.",
    ),
]


def test_a_combat_cards_why_says_what_it_does_in_this_fight() -> None:
    """(5) "Play Cornered Bite: 2 damage if it lands" only read out the card."""
    for (seats, seed, options, commands, play), expected in BLOWS:
        session = heuristic_at("rage-classic", seats, seed, commands, options)
        seat = int(play["creature"].split(".")[0])
        command = {"type": "assign", **play}
        assert command in session.legal(seat), (seed, session.legal(seat))
        english, portuguese = _both(session.view(seat), command)
        assert english == expected, english
        assert "se acertar" not in portuguese or "mata" in portuguese, portuguese

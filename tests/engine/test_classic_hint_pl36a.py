"""rage-classic Hint and expert at moments a 1995-rulebook newcomer's play found wrong (issue
30, pl36a #2, #12, #15), each at a moment of a heuristic bot game under the 1995 rulebook:

(a) with no Umbra Phase, Hint said "Put Greenfall Caern into play with Keeper Ashgrove: at the
start of each Umbra Phase, your Characters with Gnosis 4 or more can step sideways through it."
A Caern does nothing in that game: it is never advised, the heuristic neither places it nor
keeps it, and no reason names a phase the game does not have."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from engine.ai.hints import hint
from engine.core.play import make_bots
from engine.games.rage_classic.expert import HARD, idle_here
from engine.games.rage_classic.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ada", "Bruno", "Cai"]
RULEBOOK = {"rulebook": "1995"}
UNTIMED = replace(HARD, max_seconds=None, max_cpu_seconds=None)
CAERN = "0.greenfall-caern.1"


def _both(view: dict[str, Any], command: dict[str, Any]) -> tuple[str, str]:
    english = reason(view, command, None, NAMES)
    with using("pt-BR"):
        return english, reason(view, command, None, NAMES)


def test_a_caern_is_never_advised_where_no_umbra_phase_comes() -> None:
    """Seed 0 of 2-seat games, 8 commands in: the Resource Phase, Ada may place Greenfall
    Caern with any of her Characters, or Moss-Back Gaffling."""
    session = heuristic_at("rage-classic", 2, 0, 8, RULEBOOK)
    view, legal = session.view(0), session.legal(0)
    caerns = [c for c in legal if c.get("card") == CAERN]
    assert caerns and all(idle_here(view, c) for c in caerns)
    found = hint("rage-classic", view, legal, random.Random(0), UNTIMED)
    assert found is not None and found.command not in caerns, found.reason
    for command in caerns[:1]:
        english, portuguese = _both(view, command)
        assert "Umbra" not in english and "Umbra" not in portuguese, (english, portuguese)
        assert english == (
            "Put Greenfall Caern into play: it does nothing there, as in this game's rules no "
            "Character steps sideways through a Caern."
        ), english


def test_the_heuristic_neither_places_nor_keeps_a_caern_with_no_umbra_phase() -> None:
    session = heuristic_at("rage-classic", 2, 0, 8, RULEBOOK)
    view, legal = session.view(0), session.legal(0)
    bot = make_bots(session, ["heuristic", "heuristic"])[0]
    scores = bot.judge(view, legal)
    done = next(v for v, c in zip(scores, legal, strict=True) if c["type"] == "done")
    assert all(v < done for v, c in zip(scores, legal, strict=True) if c.get("card") == CAERN)
    discard = {"type": "discard", "card": CAERN}
    assert bot.judge(view, [discard])[0] > 0


def test_a_caern_still_counts_where_the_umbra_phase_comes() -> None:
    session = heuristic_at("rage-classic", 2, 0, 8, RULEBOOK)
    view = session.view(0)
    command = {"type": "stage", "card": CAERN, "by": "0.keeper-ashgrove"}
    view["rulebook"] = "package"
    assert not idle_here(view, command)
    assert "Umbra Phase" in reason(view, command, None, NAMES)


def _judged(session: Any, seat: int, commands: list[dict[str, Any]]) -> dict[str, float]:
    """The heuristic's score of each of `commands` (legal for `seat`), by its type or card."""
    bot = make_bots(session, ["heuristic"] * session.header.seats)[seat]
    legal = session.legal(seat)
    scores = dict(zip(map(str, legal), bot.judge(session.view(seat), legal), strict=True))
    return {str(c.get("card") or c["type"]): scores[str(c)] for c in commands}


def test_no_one_looks_at_an_empty_hand() -> None:
    """(pl36a #15) 3 seats, seed 0, 5 commands in: the first Redraw, before anyone has drawn;
    Cai may use Whisper-of-Feathers to look at Ada's or Bruno's Sept hand, both empty. Neither
    the Hint (the Hard bot's search) nor the heuristic (Normal bot) does."""
    session = heuristic_at("rage-classic", 3, 0, 5, RULEBOOK)
    view, legal = session.view(2), session.legal(2)
    looks = [c for c in legal if c["type"] == "use"]
    assert looks and all(p["hand_count"] == 0 for p in view["players"] if p["seat"] != 2)
    found = hint("rage-classic", view, legal, random.Random(0), UNTIMED)
    assert found is not None and found.command not in looks, found.reason
    said = _judged(session, 2, [*looks, {"type": "decline"}])
    assert said["2.whisper-of-feathers"] < said["decline"], said


#: (seats, seed, commands in, the alpha, the English why): in games under the rules package (the
#: moments do not move with the 1995 changes above), the alpha the Hint names where another of
#: the seat's Characters has better numbers (Rage plus Health left)
ALPHAS = [
    (
        (2, 1, 102, "0.keeper-ashgrove"),
        "Make Keeper Ashgrove your alpha: Corrick Stonehowl has better numbers, but of your "
        "hand only Keeper Ashgrove can play Spirit Lash in a fight.",
    ),
    (
        (2, 0, 89, "0.corrick-stonehowl"),
        "Make Corrick Stonehowl your alpha: Keeper Ashgrove has better numbers, but a fight puts "
        "the alpha at risk, and Keeper Ashgrove would give a rival who kills it 6 VP, Corrick "
        "Stonehowl 5.",
    ),
    (
        (2, 0, 30, "1.vesk-hollowjaw"),
        "Make Vesk Hollowjaw your alpha: The Gnawing Choir has better numbers, but the Hint "
        "played the turn out with each of them leading and came out ahead with Vesk Hollowjaw.",
    ),
]


@pytest.mark.parametrize(("moment", "english"), ALPHAS)
def test_an_alpha_with_worse_numbers_says_what_leading_changes(
    moment: tuple[int, int, int, str], english: str
) -> None:
    """(pl36a #12) "Little Ember has better numbers, but the turn goes better with Keeper
    Ashgrove leading" said no why: a card only it can play in a fight, the VP a rival scores
    by killing the other, or, where the view shows neither, what the Hint did."""
    seats, seed, commands, alpha = moment
    session = heuristic_at("rage-classic", seats, seed, commands)
    seat = int(alpha.split(".")[0])
    command = {"type": "alpha", "creature": alpha}
    assert command in session.legal(seat)
    said, portuguese = _both(session.view(seat), command)
    assert said == english, said
    assert portuguese.startswith("Faça de") and "vai melhor" not in portuguese, portuguese


def test_a_step_in_gives_the_health_the_fight_will_show() -> None:
    """(pl36a #12) 2 seats, seed 1, 317 commands in: Keeper Ashgrove shows Health 11 at home
    (Old Ridge Lands: +1 there); stepping in takes it away from home, and the fight shows
    Health 10. Hint said 11, as "Little Ember (Rage 4, Health 7 left)" beside "Health 6/6"."""
    session = heuristic_at("rage-classic", 2, 1, 317)
    command = {"type": "step-in", "creature": "0.keeper-ashgrove"}
    view = session.view(0)
    keeper = next(c for c in view["creatures"] if c["iid"] == "0.keeper-ashgrove")
    assert command in session.legal(0) and keeper["health"] - keeper["wounds"] == 11
    said, portuguese = _both(view, command)
    assert "Keeper Ashgrove (Rage 8, Health 10 left)" in said, said
    assert "Saúde restante 10" in portuguese, portuguese
    session.apply(0, command)
    fought = next(c for c in session.view(0)["creatures"] if c["iid"] == "0.keeper-ashgrove")
    assert fought["health"] - fought["wounds"] == 10 and fought["combat_rage"] == 8


def test_a_second_ally_says_it_is_one_more_creature_with_its_own_ability() -> None:
    """(pl36a #12) "Recruit Kinfolk Ranger with Keeper Ashgrove: while in play, this creature
    may play Combat Actions of Rage 4 or less" for a second Ranger read as what the first
    already gave Keeper: the ability is the Ranger's own, and the gain is one more creature.
    2 seats, seed 0, 448 commands in (rules package): one Kinfolk Ranger in Ada's pack."""
    session = heuristic_at("rage-classic", 2, 0, 448)
    command = {"type": "stage", "card": "0.kinfolk-ranger.2", "by": "0.tamsin-brightwater"}
    view = session.view(0)
    assert command in session.legal(0)
    assert any(c["iid"] == "0.kinfolk-ranger.1" and not c["dead"] for c in view["creatures"])
    said, portuguese = _both(view, command)
    assert said == (
        "Recruit Kinfolk Ranger with Tamsin Brightwater: one more creature in your pack (Rage "
        "2, Health 3), with an ability of its own: while in play, this creature may play Combat "
        "Actions of Rage 4 or less."
    ), said
    assert "mais uma criatura" in portuguese, portuguese

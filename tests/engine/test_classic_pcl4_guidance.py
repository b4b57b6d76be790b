"""What the original Rage's engine and its Hint say at moments of issue 30's newcomer game (4
seats, English; tests/engine/classic_pcl4_game.py), in English and Portuguese:

- who plays for the prey when several want to follows seed 001 ("Another player may play
  during the next round"), the log line says by which rule, and the Hint does not advise
  wanting the prey where another goes first;
- a discard a card's effect forces names that card (Market Crash);
- a vote's stakes count the voter's own other creatures as on its side, not as unknown.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from engine.games.rage_classic.expert import make_expert
from engine.games.rage_classic.hints import _reason
from engine.games.rage_classic.vote_stakes import stakes
from engine.i18n import using
from tests.engine.classic_pcl4_game import COMMANDS, decide, session

LANGS = ["en", "pt_BR"]
#: the first of three claims for River Kin in the combat Sister Marrow began (turn 1); Ada
#: played for it in round 1 (the claims of round 2 begin at ROUND2)
ROUND1, ROUND2 = 185, 199
#: Chloé's Market Crash is allowed, and resolves
CRASH = 461
#: Player 1's Keeper Ashgrove votes on the first Junta of turn 1
VOTE = 71


def _names(seat: Any) -> str:
    return ["Player 1", "Ada", "Bruno", "Chloé"][seat]


def _lines(events: list[dict[str, Any]], language: str, seat: int = 0) -> list[str]:
    s = session(0)
    out = []
    with using(language):
        for event in events:
            seen = s.ruleset.redact(event, seat)
            line = s.ruleset.describe(seen, seat, s.header.names) if seen else None
            if line:
                out.append(line)
    return out


def _round2() -> Any:
    """The game at Player 1's claim in round 2, decided by today's rules from round 1."""
    s = session(ROUND1)
    for seat, command in COMMANDS[ROUND1 : ROUND2 + 2]:
        s.apply(seat, command)
    return s


@pytest.mark.parametrize("language", LANGS)
def test_one_who_played_for_the_prey_gives_the_next_round_to_another(language: str) -> None:
    s = _round2()
    assert COMMANDS[ROUND2 + 2] == (0, {"type": "claim"})
    s.apply(*COMMANDS[ROUND2 + 2])
    combat = s.state.combat
    assert combat is not None and combat.prey_players[0] == 1  # Ada, in round 1
    # Ada, Bruno and Player 1 all want it: Ada played for it in round 1, so not Ada
    assert combat.prey_seat in (0, 2), combat.prey_seat
    reason = {
        "en": "only one player may each round",
        "pt_BR": "só um jogador pode a cada rodada",
    }[language]
    (line,) = [x for x in _lines(s.entries[-1]["events"], language) if reason in x]
    assert line.startswith(_names(combat.prey_seat)), line


def test_the_hint_does_not_advise_wanting_the_prey_another_goes_first_for() -> None:
    s = _round2()
    view = copy.deepcopy(s.view(0))
    # Player 1 played for it in round 1 instead of Ada: Ada (and Bruno) go first
    view["books"]["combat"]["prey_players"] = [0]
    legal = s.legal(0)
    assert {c["type"] for c in legal} == {"claim", "no-claim"}
    chosen = make_expert(0).choose(view, legal, random.Random(1))
    assert chosen == {"type": "no-claim"}, chosen
    with using("en"):
        line = _reason(view, chosen, _names)
    # the two said as a sentence says them, with the verb they take (issue 30: "Ada, Bruno")
    assert "Ada and Bruno want to" in line and "earlier round" in line, line


@pytest.mark.parametrize("language", LANGS)
def test_a_discard_a_card_forces_names_the_card(language: str) -> None:
    lines = _lines(decide(CRASH), language)
    (mine,) = [x for x in lines if "Mother" in x]
    assert "Market Crash" in mine, mine
    assert {"en": "at random", "pt_BR": "ao acaso"}[language] in mine, mine


def test_a_voters_own_other_creatures_are_not_counted_as_unknown() -> None:
    s = session(VOTE)
    view = s.view(0)
    count = stakes(view, "0.keeper-ashgrove")
    assert count is not None
    # Little Ember (Renown 4) votes with Player 1, not maybe against
    assert count.own == 4 and count.unknown == 10, count
    # far ahead: Keeper's yes cannot change it, whatever the other seats' 10 votes do
    ahead = copy.deepcopy(view)
    ahead["books"]["juntas"][ahead["junta_at"]]["yes"] += count.mine + count.unknown + 1
    after = stakes(ahead, "0.keeper-ashgrove")
    assert after is not None and not after.changes(True) and after.passes_anyway, after


#: the last allow before Chloé's Mindburn (Sister Marrow) and Bruno's Shadow Twist
#: (Twist-of-Smoke) resolve, neither creature in a fight
MINDBURN, SHADOW_TWIST = 117, 276


@pytest.mark.parametrize("language", LANGS)
@pytest.mark.parametrize(
    ("n", "card", "by"),
    [(MINDBURN, "Mindburn", "3.sister-marrow"), (SHADOW_TWIST, "Shadow Twist", "2.twist-of-smoke")],
)
def test_an_effect_on_the_opposing_creature_of_one_in_no_fight_says_it_did_nothing(
    language: str, n: int, card: str, by: str
) -> None:
    lines = _lines(decide(n), language)
    assert COMMANDS[n - 2][1]["by"] == by  # the play, two answers before it resolves
    (said,) = [x for x in lines if x.startswith(card) and "(" in x]
    assert {"en": "no effect", "pt_BR": "sem efeito"}[language] in said, lines

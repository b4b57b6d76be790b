"""rage-lv: the Hint never advises a vote its side cannot turn, and a pass's count is true
(issue 30, pl40a #3 and #4). Seen in a real window: "Vote against Moot of Veiled Paths with
Bright Scar (1 vote)" at 13 for and 13 against, a tie that fails, with every other player
passed; and "Pass on Call to the Hunt: at 3 for and 0 against, it passes" to a player whose
Garou had 3 votes left, enough to tie it and so fail it."""

from __future__ import annotations

from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import assert_never_hinted, heuristic_at


def test_a_vote_against_a_moot_that_already_fails_is_not_the_hint():
    """Seed 1 of 2-seat heuristic games, 215 commands in: 15 for and 17 against, the rival
    passed; a vote against can only make it fail by more (its 'for' would turn it)."""
    session = heuristic_at("rage-lv", 2, 1, 215)
    moot = session.view(1)["moots"][0]
    assert (moot["for"], moot["against"]) == (15, 17)
    against = [c for c in session.legal(1) if c["type"] == "vote" and c["side"] == "against"]
    assert_never_hinted(session, 1, against)


def test_a_vote_for_a_moot_that_already_passes_is_not_the_hint():
    """The same game, 19 commands in: the seat's own Call to the Hunt at 2 for and 0 against,
    the rival passed; a vote for spends a Garou's one vote of the turn for nothing."""
    session = heuristic_at("rage-lv", 2, 1, 19)
    moot = session.view(0)["moots"][0]
    assert (moot["for"], moot["against"], moot["seat"]) == (2, 0, 0)
    votes_for = [c for c in session.legal(0) if c["type"] == "vote" and c["side"] == "for"]
    assert_never_hinted(session, 0, votes_for)


def test_a_pass_says_the_votes_left_could_turn_it():
    session = heuristic_at("rage-lv", 2, 1, 205)
    line = reason(session.view(1), {"type": "pass"}, None, ["Ann", "Bob"])
    assert line.startswith(
        "Pass on Trial of Sharp Words: at 3 for and 0 against, it passes unless your Garou vote "
        "against it (20 votes left)."
    ), line
    with using("pt-BR"):
        line = reason(session.view(1), {"type": "pass"}, None, ["Ann", "Bob"])
    assert line.startswith(
        "Passe em Trial of Sharp Words: com 3 a favor e 0 contra, ela é aprovada, a menos que "
        "seus Garou votem contra (você ainda tem 20 votos)."
    ), line


def test_a_pass_does_not_promise_votes_the_caller_can_outvote():
    """At 2 for and 0 against, Ann, who called it, can still add 15 votes for it: Bob's 11
    against cannot stop it ("it passes unless your Garou vote against it" was said, issue
    30: votes still to come were counted as if they could go either way)."""
    session = heuristic_at("rage-lv", 2, 1, 18)
    line = reason(session.view(1), {"type": "pass"}, None, ["Ann", "Bob"])
    assert line.startswith(
        "Pass on Call to the Hunt: at 2 for and 0 against, it passes. Your Garou's 11 votes "
        "against could be outvoted: Ann can still add 15 votes for it."
    ), line
    with using("pt-BR"):
        line = reason(session.view(1), {"type": "pass"}, None, ["Ann", "Bob"])
    assert "Ann ainda pode somar 15 votos a favor" in line, line

"""rage-lv: a Garou votes on one Moot a turn, and the Hint weighs what a vote costs later
(issue 30, pl40a #3). Seen in a real window: the Hint spent all six of a newcomer's Garou, one
by one, against Moot of Veiled Paths (discard 2 cards, with 1 in hand), and a rival's next
Moot, Trial of Sharp Words (2 damage to their alpha), then passed 20 to 0 with no vote left."""

from __future__ import annotations

from engine.core.session import Session
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import assert_never_hinted, heuristic_at

PACKS = {"packs": ["ashen-wind", "stone-choir", "hollow-moon", "stone-choir"]}


def _veiled_paths() -> Session:
    """Seed 8 of 4-seat heuristic games, 462 commands in: Moot of Veiled Paths (seat 3 discards
    2 cards) is voted on, and Trial of Sharp Words (2 damage, its target chosen when its vote
    comes) is the rival's Moot after the next two: it may kill one of seat 3's Garou."""
    session = heuristic_at("rage-lv", 4, 8, 462, PACKS)
    view = session.view(3)
    moots = [m["iid"] for m in view["moots"]]
    assert view["phase"] == "vote" and moots[0] == "2.veiled-paths.1"
    assert view["moots"][0]["target"] == 3
    assert "1.trial-of-words.1" in moots[1:]
    return session


def test_a_vote_a_later_moot_needs_more_is_not_the_hint():
    session = _veiled_paths()
    against = [c for c in session.legal(3) if c["type"] == "vote" and c["side"] == "against"]
    assert_never_hinted(session, 3, against)


def test_passing_says_the_votes_are_kept_for_the_moot_that_can_cost_more():
    session = _veiled_paths()
    line = reason(session.view(3), {"type": "pass"}, None, ["Ann", "Ada", "Bruno", "Chloé"])
    assert line.endswith(
        "Your Garou keep their votes for Trial of Sharp Words, which can cost you more: a "
        "Garou votes on one Moot a turn."
    ), line
    with using("pt-BR"):
        line = reason(session.view(3), {"type": "pass"}, None, ["Ann", "Ada", "Bruno", "Chloé"])
    assert line.endswith(
        "Seus Garou guardam os votos para Trial of Sharp Words, que pode custar mais caro: "
        "cada Garou vota em uma só Assembleia por turno."
    ), line


def test_a_vote_says_the_garou_cannot_vote_again_this_turn():
    session = _veiled_paths()
    vote = {"type": "vote", "char": "3.granite-voice", "side": "against"}
    assert vote in session.legal(3)
    line = reason(session.view(3), vote, None, ["Ann", "Ada", "Bruno", "Chloé"])
    assert line.endswith("Granite Voice cannot vote again this turn."), line
    with using("pt-BR"):
        line = reason(session.view(3), vote, None, ["Ann", "Ada", "Bruno", "Chloé"])
    assert line.endswith("Granite Voice não pode votar de novo neste turno."), line

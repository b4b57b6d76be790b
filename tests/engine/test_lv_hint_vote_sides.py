"""rage-lv: the Hint counts a Moot's votes still to come by who holds them (issue 30). A vote
not cast yet is neither for nor against, but the player who called the Moot votes only for
it, and the player it harms only against it. Seen: at 17 for and 11 against the Hint advised
a vote against, "it fails only if the votes still to come add 2 more against", where the
only votes to come were the caller's (and the 2 were the player's own other Garou, unsaid);
and a vote for the player's own Moot at 10 to 17, where the only votes to come were those
of the rival whose Garou it aimed at."""

from __future__ import annotations

from engine.ccg.votes import Stakes, cannot_change
from engine.games.rage_lv import hints
from engine.games.rage_lv.hints import reason
from engine.games.rage_lv.vote_stakes import stakes
from engine.i18n import using
from tests.engine.bot_moments import assert_never_hinted, heuristic_at

NAMES = ["Ann", "Ada"]


def test_a_vote_against_a_moot_only_its_caller_can_still_vote_on_is_not_the_hint():
    """Seed 1 of 2-seat heuristic games, 79 commands in: Ada's Trial of Sharp Words at 17 for
    and 11 against; Ann's two Garou left have 2 votes each, and only Ada's 3 are to come."""
    session = heuristic_at("rage-lv", 2, 1, 79)
    view = session.view(0)
    moot = view["moots"][0]
    assert (moot["for"], moot["against"], moot["seat"]) == (17, 11, 1)
    vote = {"type": "vote", "char": "0.kiln-child", "side": "against"}
    count = stakes(view, vote["char"])
    assert count == Stakes(17, 11, 2, 0, own=2, for_only=3), count
    assert not count.changes(False)
    votes = [c for c in session.legal(0) if c["type"] == "vote"]
    assert_never_hinted(session, 0, votes)
    line = reason(view, vote, None, NAMES)
    assert "fails only if" not in line, line
    assert line.startswith(
        "Vote against Trial of Sharp Words with Kiln-Child (2 votes): your vote cannot change "
        "the result. At 17 for and 11 against, it passes with or without your vote: the only "
        "votes still to come are Ada's, who called it and votes for it."
    ), line
    with using("pt-BR"):
        line = reason(view, vote, None, NAMES)
    assert "os únicos votos que ainda faltam são de Ada, que a convocou e vota a favor" in line


def test_a_vote_for_a_moot_the_harmed_rival_can_outvote_is_not_the_hint():
    """The same game, 214 commands in: Ann's own Trial of Sharp Words at 10 for and 17
    against, aimed at Ada's Granite Voice; Cinder Howl's 5 cannot pass it, and only Ada's
    votes are to come ("it passes only if the votes still to come add 3 more for")."""
    session = heuristic_at("rage-lv", 2, 1, 214)
    view = session.view(0)
    moot = view["moots"][0]
    assert (moot["for"], moot["against"], moot["target"]) == (10, 17, "1.granite-voice")
    votes = [c for c in session.legal(0) if c["type"] == "vote"]
    assert_never_hinted(session, 0, votes)
    line = reason(view, votes[0], None, NAMES)
    assert "cannot change the result" in line and "Ada's, whom it harms" in line, line


def test_the_votes_needed_say_the_player_s_own_garou_apart():
    """A vote that needs more: the player's other Garou and the other players are counted
    apart ("the votes still to come add 2 more" hid the player's own 2)."""
    session = heuristic_at("rage-lv", 2, 1, 79)
    view = session.view(0)
    line = reason(view, {"type": "vote", "char": "0.kiln-child", "side": "against"}, None)
    assert "votes still to come add" not in line, line
    count = Stakes(14, 7, 3, 5, own=2)  # 14 to 7: 3 of its own, 2 more of the player's
    assert count.changes(False)
    words = hints._needs_others(count, "against")
    assert words == (
        " At 14 for and 7 against, it fails only if 4 more votes against come: your other Garou "
        "can add 2 of them, other players the rest."
    ), words
    assert hints._needs_others(Stakes(14, 7, 3, 5, own=4), "against") == (
        " At 14 for and 7 against, it fails only if 4 more votes against come: your other Garou "
        "can add them."
    )
    with using("pt-BR"):
        words = hints._needs_others(count, "against")
    assert words == (
        " Com 14 a favor e 7 contra, ela só é rejeitada se vierem mais 4 votos contra: seus "
        "outros Garou podem somar 2 deles, outros jogadores o resto."
    ), words


def test_votes_sure_for_or_against_count_only_their_way():
    # the caller's 3 can only add for: a vote against at 17 to 11 with 2 of the voter's own
    assert not Stakes(17, 11, 2, 0, own=2, for_only=3).changes(False)
    # an unknown 3 could go against: it may still turn it (as before)
    assert Stakes(17, 11, 2, 3, own=2).changes(False)
    # the harmed rival's 3 only against: a vote for at 10 to 17 with 5 cannot pass it
    assert not Stakes(10, 17, 5, 0, against_only=3).changes(True)
    assert Stakes(10, 17, 5, 3).changes(True)
    line = cannot_change("Vote no", Stakes(17, 11, 2, 0, own=2, for_only=3), "Ada")
    assert line.endswith("the only votes still to come are Ada's, who called it and votes for it.")

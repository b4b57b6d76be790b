"""Levels, display names, hints and running a bot off-thread."""

from __future__ import annotations

import random
import threading
import time

import pytest

from engine.ai.base import RandomBot
from engine.ai.hints import HintBot, hint
from engine.ai.levels import (
    CATALOGUE,
    LEVELS,
    BlunderBot,
    bot_for_level,
    choices,
    display_name,
    plate_name,
)
from engine.ai.search import Analysis, Candidate, ExpertBot, SearchSettings
from engine.ai.thinking import SHOW_THINKING_AFTER, BotCall, thinks
from engine.core.cli import simulate
from engine.core.errors import Illegal
from engine.core.play import make_bots
from engine.core.registry import available, get_ruleset
from engine.core.session import Session
from engine.games.rage_trick.bots import HeuristicBot
from engine.games.rage_trick.hints import reason as trick_reason
from tests.engine.test_rage_trick_support import bid_all, play, stacked

QUICK = SearchSettings(rollouts=150, min_worlds=4)


# -- levels and names ----------------------------------------------------------------------------
def test_one_name_per_bot_everywhere() -> None:
    assert [display_name(level) for level in LEVELS] == ["Easy bot", "Normal bot", "Hard bot"]
    assert display_name("heuristic") == display_name("normal")
    assert display_name("expert") == display_name("hard")
    assert display_name("random") == "Random bot"
    assert display_name(None) == "Bot" and display_name("bot") == "Bot"
    assert plate_name("heuristic", 2) == "Normal bot 3"
    assert all(info.display.endswith("bot") for info in CATALOGUE.values())


@pytest.mark.parametrize("game", available())
def test_every_game_offers_the_three_levels(game: str) -> None:
    ruleset = get_ruleset(game)
    assert choices(ruleset)[:3] == list(LEVELS)
    seats = 2
    session = Session.new(game, seats, 1, {})
    bots = make_bots(session, ["easy", "hard"])
    assert isinstance(bots[0], BlunderBot)
    assert bot_for_level(ruleset, "hard") == "expert"  # every game has its expert now
    assert isinstance(bots[1], ExpertBot)
    assert bots[1].name == "hard"


def test_unknown_bot_names_the_levels() -> None:
    session = Session.new("ragers", 2, 1, {})
    with pytest.raises(Illegal) as caught:
        make_bots(session, ["clever", "random"])
    assert "easy, normal, hard" in caught.value.message


def test_simulate_takes_levels_alongside_bot_names() -> None:
    report = simulate(
        "rage-trick",
        4,
        4,
        ["easy", "normal", "heuristic", "random"],
        3,
        {"preset": "oh-hell", "schedule": [3]},
    )
    assert set(report["results"]) == {"easy#0", "normal#1", "heuristic#2", "random#3"}


def test_easy_blunders_sometimes_but_always_legally() -> None:
    session = Session.new("rage-trick", 4, 2, {"preset": "us", "schedule": [6]})
    easy = BlunderBot(0, HeuristicBot(0), rate=1.0)
    normal = HeuristicBot(0)
    rng = random.Random(4)
    differ = 0
    for _ in range(40):
        view, legal = session.view(0), session.legal(0)
        if session.state.turn == 0 and len(legal) > 1:
            pick = easy.choose(view, legal, rng)
            assert pick in legal
            differ += pick != normal.choose(view, legal, random.Random(1))
        seat = session.state.turn
        session.apply(seat, session.legal(seat)[0])
        if session.is_over():
            break
    assert differ > 0


# -- hints ---------------------------------------------------------------------------------------
def test_hint_play_low_when_bid_zero_and_leading() -> None:
    deal = {
        "hands": [
            ["2C", "3D", "4H", "5C", "6D"],
            ["AC", "KC", "QC", "JC", "TC"],
            ["AD", "KD", "QD", "JD", "TD"],
            ["AH", "KH", "QH", "JH", "TH"],
        ],
        "trump": "5S",
        "dealer": 3,
    }
    session = Session.new("rage-trick", 4, 1, {"preset": "oh-hell", "schedule": [5], "deal": deal})
    for seat, bid in enumerate([0, 2, 2, 2]):
        session.apply(seat, {"type": "bid", "tricks": bid})
    given = hint("rage-trick", session.view(0), session.legal(0), random.Random(3), QUICK)
    assert given is not None
    assert given.command in session.legal(0)
    assert given.command["card"] != "6D"  # not the card most likely to take a trick
    assert given.reason == "Play low: you bid 0 and the lead is yours."


def _last_to_a_heart_trick(bid: int) -> Session:
    """Oh Hell, 4 cards: seat 0 (bid `bid`) took the first trick, lost the second, and plays
    last to a heart trick holding the King (takes it) and the 2 (loses it)."""
    hands = [
        ["AS", "2D", "KH", "2H"],
        ["3S", "AD", "5H", "3C"],
        ["4S", "5D", "3H", "4C"],
        ["6S", "6D", "4H", "5C"],
    ]
    return _oh_hell_third_trick(hands, [bid, 1, 0, 0], ["5H", "3H", "4H"])


def _oh_hell_third_trick(hands: list[list[str]], bids: list[int], led: list[str]) -> Session:
    """Oh Hell, 4 cards dealt as `hands` (seat 3 deals), bid `bids`: seat 0 wins the spade
    trick, seat 1 the diamond one; seats 1 to 3 play `led` to the third; seat 0 plays last."""
    session = stacked(hands, "9C", dealer=3, preset="oh-hell")
    bid_all(session, bids)
    for card in ["AS", "3S", "4S", "6S", "2D", "AD", "5D", "6D", *led]:
        play(session, card)
    assert session.state.turn == 0
    return session


@pytest.mark.parametrize(
    ("bid", "why"),
    [
        (
            0,
            "Take it with the king of hearts: your bid is lost already, and a trick you take "
            "is one the others can't use.",
        ),
        (
            1,
            "Take it with the king of hearts: it costs you your bid, but it costs the others more.",
        ),
    ],
)
def test_hint_reason_for_taking_a_trick_the_seat_could_duck(bid: int, why: str) -> None:
    """The reason never claims every card would take the trick when one would not."""
    session = _last_to_a_heart_trick(bid)
    view = session.view(0)
    take, duck = {"type": "play", "card": "KH"}, {"type": "play", "card": "2H"}
    both = Analysis([Candidate(take), Candidate(duck)], 0, 0, 0.0)
    assert trick_reason(view, take, both) == why
    assert trick_reason(view, duck, both).startswith("Duck with the 2 of hearts")
    alone = Analysis([Candidate(take)], 0, 0, 0.0)  # had the King been the only legal card
    assert "every card you hold would take this trick" in trick_reason(view, take, alone)


@pytest.mark.parametrize(
    ("game", "seats", "options"),
    [
        ("rage-trick", 4, {"preset": "us", "schedule": [5, 3]}),
        ("rage-trick", 4, {"preset": "oh-hell", "schedule": [4]}),
        ("ragers", 2, {"days": 1}),
    ],
)
def test_hints_are_legal_with_one_plain_line(game: str, seats: int, options: dict) -> None:
    session = Session.new(game, seats, 5, options)
    players = make_bots(session, ["heuristic"] * seats)
    rng = random.Random(5)
    given = 0
    while not session.is_over() and given < 12:
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        h = hint(game, view, legal, random.Random(given), SearchSettings(rollouts=30, min_worlds=2))
        assert h is not None and h.command in legal
        assert h.reason and "\n" not in h.reason and h.reason.endswith(".")
        assert len(h.reason) < 120
        given += 1
        session.apply(seat, players[seat].choose(view, legal, rng))


def test_no_hint_where_a_game_has_no_expert(monkeypatch) -> None:
    from engine.games.rage_lv.rules import RageLV

    monkeypatch.setattr(RageLV, "hints", None)  # as a game without hint words
    session = Session.new("rage-lv", 2, 1, {})
    seat = min(session.to_act())
    assert hint("rage-lv", session.view(seat), session.legal(seat)) is None


# -- thinking off the caller's thread ------------------------------------------------------------
class SlowBot:
    """Answers only when released (or asked to stop), like a long search."""

    thinks = True

    def __init__(self) -> None:
        self.release = threading.Event()
        self.should_stop = None

    def choose(self, view: dict, legal: list[dict], rng: random.Random) -> dict:
        while not self.release.is_set():
            if self.should_stop is not None and self.should_stop():
                break
            time.sleep(0.01)
        return legal[-1]


def test_bot_call_runs_off_thread_and_shows_thinking() -> None:
    bot = SlowBot()
    call = BotCall.start(bot, {}, [{"type": "a"}, {"type": "b"}], seed=1)
    assert not call.done() and not call.thinking()
    while call.elapsed() <= SHOW_THINKING_AFTER:
        time.sleep(0.02)
    assert call.thinking()
    with pytest.raises(RuntimeError):
        call.result()
    bot.release.set()
    assert call.wait(5)
    assert call.result() == {"type": "b"} and not call.thinking()


def test_bot_call_cancel_stops_a_search_early() -> None:
    bot = SlowBot()
    call = BotCall.start(bot, {}, [{"type": "a"}], seed=1)
    call.cancel()
    assert call.wait(5) and call.result() == {"type": "a"}


def test_cancelled_expert_still_answers_legally() -> None:
    session = Session.new("rage-trick", 4, 8, {"preset": "oh-hell", "schedule": [10]})
    bot = session.ruleset.bots["expert"](
        seat=session.state.turn, settings=SearchSettings(rollouts=10**9)
    )
    seat = session.state.turn
    call = BotCall.start(bot, session.view(seat), session.legal(seat), seed=2)
    time.sleep(0.05)
    call.cancel()
    assert call.wait(10)
    assert call.result() in session.legal(seat)


def test_which_bots_think() -> None:
    assert thinks(get_ruleset("rage-trick").bots["expert"](seat=0))
    assert not thinks(RandomBot(0)) and not thinks(HeuristicBot(0))
    assert HintBot("rage-trick", 0).thinks


def test_a_hint_that_gives_up_a_high_card_does_not_say_to_keep_the_strong_ones() -> None:
    """Seat 0 still needs a trick and plays last to the Ace of hearts, holding the Queen and
    the 4: both lose. Playing the Queen was once explained as "keep your strong cards for
    later" while the 4 stayed in hand."""
    hands = [
        ["AS", "2D", "QH", "4H"],
        ["3S", "AD", "AH", "3C"],
        ["4S", "5D", "3H", "4C"],
        ["6S", "6D", "5H", "5C"],
    ]
    session = _oh_hell_third_trick(hands, [2, 1, 0, 0], ["AH", "3H", "5H"])
    view = session.view(0)
    queen, four = {"type": "play", "card": "QH"}, {"type": "play", "card": "4H"}
    both = Analysis([Candidate(queen), Candidate(four)], 0, 0, 0.0)
    high = trick_reason(view, queen, both)
    assert "keep your strong cards" not in high and high.startswith("Play the queen of hearts")
    assert "the 1 trick you need" in high
    low = trick_reason(view, four, both)
    assert "keep your strong cards for later" in low

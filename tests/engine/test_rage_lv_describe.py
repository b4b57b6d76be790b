"""Rage (relaunch) game log: `describe` gives each event in plain words, as a seat may see it."""

from __future__ import annotations

import random
import re

from engine.core.session import Session
from engine.games.rage_lv.rules import RULESET
from engine.i18n import using
from tests.engine.test_rage_lv_rules import (
    act,
    both_pass_window,
    game,
    hunt_deal,
    prey_hunt,
    to_alpha_phase,
)

NAMES = ["Ann", "Bo", "Cy", "Di"]
#: Events that are bookkeeping only: never worth a log line.
QUIET = {"flow", "rotate", "close-regen", "event-target", "limit-used", "lasting-tick"}


def hunt() -> Session:
    """The full hunt of the rules test: Cinder Howl kills Rust-Maw Hulk in three rounds."""
    s = game(deal=hunt_deal())
    to_alpha_phase(s)
    prey_hunt(s, "0.rust-maw.1")
    act(s, 0, "combat-card", card="0.bone-breaker.1")
    act(s, 1, "combat-card", card="1.brace.1")
    act(s, 1, "choose", kind="discard-combat", option="1.brace.2")
    both_pass_window(s)
    act(s, 1, "combat-card", card="1.feint.1")
    act(s, 0, "combat-pass")
    both_pass_window(s)
    act(s, 0, "combat-card", card="0.claw-rake.1")
    act(s, 1, "combat-pass")
    both_pass_window(s)
    return s


def log(s: Session, seat: int | None) -> list[str]:
    lines = []
    for item in s.entries:
        for event in item["events"]:
            text = RULESET.describe(event, seat, NAMES)
            if text is not None:
                lines.append(text)
    return lines


def test_a_hunt_reads_as_plain_sentences() -> None:
    lines = log(hunt(), None)
    for expected in [
        "Turn order, by Tribe Fury: Ann, Bo.",
        "— Turn 1 —",
        "Ann sends Rust-Maw Hulk into the Hunting Grounds.",
        "Umbra marker to 8 (a Wyrm Enemy was played).",
        "Bo's alpha: Pebble-in-Throat.",
        "Combat! Cinder Howl hunts Rust-Maw Hulk.",
        "Round 1.",
        "Revealed: Bone Breaker vs Brace.",
        "Hunter spends 3 Rage.",
        "Rust-Maw Hulk takes 3 wounds.",
        "Bo discards Brace from the Combat hand.",
        "Mid-Combat events.",
        "Ann passes and does not respond.",
        "Rust-Maw Hulk dies.",
        "Rust-Maw Hulk goes to Ann's Victory Pile.",
        "Umbra marker to 7 (a Wyrm Enemy was killed).",
        "The combat ends: a fighter died.",
    ]:
        assert expected in lines, expected


def test_hidden_cards_stay_hidden_in_the_log() -> None:
    s = hunt()
    ann, bo, spectator = log(s, 0), log(s, 1), log(s, None)
    # Draws: the drawer sees the cards, everyone else only how many.
    assert "Ann draws 1 Sept card: Rust-Maw Hulk." in ann
    assert "Ann draws 1 Sept card." in bo and "Ann draws 1 Sept card." in spectator
    assert not any(line.startswith("Ann draws 1 Sept card:") for line in bo + spectator)
    # Face-down picks: named to their player only, until the reveal.
    assert "Ann picks Bone Breaker face down." in ann
    assert "Ann picks a card face down." in bo and "Bo picks a card face down." in ann
    # Even an unredacted event is described as the seat may see it.
    deal = s.entries[0]["events"][1]
    assert RULESET.describe(deal, 1, NAMES) == (
        "Ann's pack takes the table: Cinder Howl, with 6 Sept and 5 Combat cards in its decks."
    )


def test_every_event_of_random_games_is_described_for_every_seat() -> None:
    draw = re.compile(r"^\w+ draws \d+ (Sept|Combat) cards?\.$")
    for packs, seed in [
        (["ashen-wind", "stone-choir"], 2),
        (["hollow-moon"] * 2 + ["ashen-wind"] * 2, 9),
    ]:
        s = Session.new("rage-lv", len(packs), seed, {"packs": packs, "turn_limit": 6})
        rng = random.Random(seed)
        while not s.is_over():
            seat = sorted(s.to_act())[0]
            legal = s.legal(seat)
            s.apply(seat, legal[rng.randrange(len(legal))])
        seen: set[str] = set()
        for item in s.entries:
            for event in item["events"]:
                for viewer in [None, *range(len(packs))]:
                    text = RULESET.describe(event, viewer, NAMES)
                    if event["type"] in QUIET:
                        assert text is None
                        continue
                    seen.add(event["type"])
                    if event["type"] == "draw" and event["seat"] != viewer:
                        assert text is not None and draw.match(text), text
                    assert text is None or (text and "None" not in text and "?" not in text)
        assert {"turn", "draw", "play", "combat", "reveal", "kill", "game-over"} <= seen
        last = RULESET.describe(s.entries[-1]["events"][-1], None, NAMES)
        assert last is not None and last.startswith("The game is over: ")


def test_renown_level_and_game_over_lines() -> None:
    # it says why the level fell (issue 30: "Renown level now 14." and a win at 14 of 15)
    assert RULESET.describe({"type": "level", "renown_level": 19}, 0, NAMES) == (
        "No one can draw a Sept card: the Renown level to win drops by 1 for good, to 19."
    )
    with using("pt-BR"):
        said = RULESET.describe({"type": "level", "renown_level": 19}, 0, NAMES)
    assert said is not None and "Seita" in said and "19" in said, said
    over = {"type": "game-over", "winners": [1], "reason": "renown"}
    assert RULESET.describe(over, None, NAMES) == "The game is over: Bo wins on Renown."
    tie = {"type": "game-over", "winners": [0, 1], "reason": "turn-limit"}
    assert RULESET.describe(tie, None, NAMES) == (
        "The game is over: Ann and Bo win at the turn limit."
    )

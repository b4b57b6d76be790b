"""Durations that end on an event in the relaunch Rage (issue 28, construct 2): the kernel's
words (engine/ccg/durations.py, engine/ccg/damage_cards.py) hooked into rage-lv. Our own test
cards (tests/engine/fixtures/rage_lv_corpus_constructs_events.json), played through game
commands on the corpus tests' stacked deal.

Seed 000 has a blow that lands (Damage beating Block deals wounds: "Apply Any Damage"), combat
rounds, and Moots voted on; its frenzy is a moment ("it frenzies and draws Combat cards"), so
"while its frenzy lasts" is refused.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.ccg import interpreter
from engine.ccg.errors import CardDataError
from engine.ccg.model import Use
from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.games.rage_lv import data, stats
from engine.games.rage_lv.data import extra_cards, extra_table
from engine.games.rage_lv.stats import LvView
from engine.i18n import using
from tests.engine.test_rage_lv_corpus import g, hunt, play
from tests.engine.test_rage_lv_rules import act, both_pass_window, char, pass_until, seat_of
from tests.engine.test_rage_lv_scenarios import drive, events_of

FIXTURE = Path(__file__).parent / "fixtures" / "rage_lv_corpus_constructs_events.json"
CARDS: list[dict[str, Any]] = json.loads(FIXTURE.read_text())["cards"]
OWN = extra_table(CARDS)
CINDER, MAW = "0.cinder-howl", "0.rust-maw.1"


def game(**deal: Any) -> Session:
    return g(corpus=CARDS, **deal)


def stat(s: Session, iid: str, name: str) -> int:
    with extra_cards(OWN):
        return stats.stat(s.state, char(s, iid), name)


def lasting(s: Session, on: str) -> list[str]:
    return [i.until for i in s.state.ccg.lasting if i.on == on]


def exchange(s: Session, attack: str, defense: str | None) -> None:
    """One round: seat 0 (Cinder Howl) attacks with `attack`, seat 1 answers with `defense`."""
    act(s, 0, "combat-card", card=attack)
    if defense is None:
        act(s, 1, "combat-pass")
    else:
        act(s, 1, "combat-card", card=defense)


def hunt_after(s: Session, combat_event: str) -> None:
    """Seat 0 plays a Rust-Maw Hulk and hunts it with Cinder Howl, playing `combat_event` in
    the Pre-Combat window; the first round begins."""
    play(s, 0, "rust-maw")
    hunt(s)
    act(s, 0, "combat-event", card=combat_event, target=None)
    both_pass_window(s)


def test_every_card_reads_as_written_in_english_and_portuguese() -> None:
    for raw in CARDS:
        assert data.rules_text(OWN[raw["id"]]) == raw["text"]
        with using("pt-BR"):
            shown = data.POOL.shown_text(raw["text"])
        assert shown != raw["text"], raw["id"]


# -- until its next Combat card deals wounds ----------------------------------------------------
def test_gathered_fury_outlasts_the_phases_and_is_spent_by_the_blow_that_wounds() -> None:
    s = game(sept0=("t28-gathered-fury", "rust-maw"))
    play(s, 0, "t28-gathered-fury", by=CINDER, target=CINDER)
    act(s, 1, "pass")
    play(s, 0, "rust-maw")
    hunt(s)  # through the Resolution Phase: "until the end of the phase" would be gone
    assert stat(s, CINDER, "damage") == 2 and lasting(s, CINDER) == ["next-blow"]
    both_pass_window(s)
    exchange(s, "0.claw-rake.1", "1.brace.1")
    assert char(s, MAW).wounds == 3 + 2 - 2
    assert stat(s, CINDER, "damage") == 0 and lasting(s, CINDER) == []


def test_coiled_strike_survives_a_blow_blocked_whole_and_goes_with_the_one_that_wounds() -> None:
    s = game(
        sept0=("rust-maw",),
        combat0=("t28-coiled-strike", "feint", "claw-rake", "claw-rake", "pounce"),
    )
    hunt_after(s, "0.t28-coiled-strike.1")
    exchange(s, "0.feint.1", "1.roll-away.1")  # 2 + 1 against Block 3: no wound
    assert char(s, MAW).wounds == 0 and stat(s, CINDER, "damage") == 1
    both_pass_window(s)
    act(s, 1, "combat-pass")  # round 2: the Hulk's side has the initiative and passes
    both_pass_window(s)
    exchange(s, "0.claw-rake.1", "1.brace.1")  # round 3: 3 + 1 against Block 2
    assert char(s, MAW).wounds == 2 and stat(s, CINDER, "damage") == 0


# -- a fight capped at N rounds ------------------------------------------------------------------
def test_brief_clash_ends_the_combat_after_its_first_round() -> None:
    s = game(sept0=("rust-maw",), combat0=("t28-brief-clash", "claw-rake", "claw-rake", "pounce"))
    hunt_after(s, "0.t28-brief-clash.1")
    exchange(s, "0.claw-rake.1", "1.brace.1")
    combat = s.state.combat
    assert combat is not None and combat.step == "post" and combat.round == 1
    assert s.state.players[0].combat_hand  # cards left: without the cap a round would follow
    drive(s, lambda x: x.state.combat is None)
    assert char(s, MAW).wounds == 1 and not s.state.ccg.lasting  # the cap ended with the fight


def test_short_fuse_caps_every_fight_of_its_bearer_at_two_rounds() -> None:
    s = game(sept0=("t28-short-fuse", "rust-maw"))
    play(s, 0, "t28-short-fuse", on=CINDER)
    act(s, 1, "pass")
    play(s, 0, "rust-maw")
    hunt(s)
    both_pass_window(s)
    exchange(s, "0.claw-rake.1", "1.brace.1")
    assert s.state.combat is not None and s.state.combat.step == "mid"  # round 1 of 2
    both_pass_window(s)
    act(s, 1, "combat-pass")  # round 2, the Hulk's initiative: it passes, and the round ends
    combat = s.state.combat
    assert combat is not None and combat.step == "post" and combat.round == 2


def test_a_cap_outside_a_combat_timing_is_refused_naming_the_field() -> None:
    raw = {
        **CARDS[2],
        "type": "event",
        "effects": [{"when": "play", "do": "cap-rounds", "amount": 1}],
    }
    for key in ("text", "moon", "scope"):
        raw.pop(key)
    with pytest.raises(CardDataError) as refused:
        data.load_extra([raw])
    assert "'t28-brief-clash'" in str(refused.value) and "effects[0].when" in str(refused.value)


# -- until a Moot votes it out -------------------------------------------------------------------
def to_the_vote(s: Session) -> None:
    pass_until(s, "vote")


def test_mark_of_disgrace_lasts_until_the_septs_pardon_passes() -> None:
    s = game(sept0=("t28-sept-pardon",), sept1=("t28-mark-of-disgrace",))
    act(s, 0, "pass")
    play(s, 1, "t28-mark-of-disgrace", by="1.pebble-throat", target=CINDER)
    assert stat(s, CINDER, "renown") == 3 and lasting(s, CINDER) == ["voted-out"]
    act(s, 0, "play", card="0.t28-sept-pardon.1", by="0.soot-runner")
    to_the_vote(s)
    prompt = s.state.prompts[0]
    assert prompt["kind"] == "moot-target" and prompt["options"] == [CINDER]  # nothing else
    act(s, 0, "choose", kind="moot-target", option=CINDER)
    while s.state.phase == "vote":
        act(s, seat_of(s), "pass")
    assert stat(s, CINDER, "renown") == 4 and lasting(s, CINDER) == []
    (ended,) = [e for e in events_of(s, "lasting-end") if e.get("voted")]
    with extra_cards(OWN):
        said = get_ruleset("rage-lv").describe(ended, 0, ["A", "B"])
    assert said == "The Moot ends what lasted on Cinder Howl."


def test_stilled_tongue_outlasts_the_turn_and_keeps_its_target_from_voting() -> None:
    s = game(sept0=("call-to-hunt",), sept1=("t28-stilled-tongue",))
    act(s, 0, "play", card="0.call-to-hunt.1", by=CINDER)
    play(s, 1, "t28-stilled-tongue", by="1.pebble-throat", target="0.soot-runner")
    pass_until(s, "moot-events")
    to_the_vote(s)
    assert "0.soot-runner" not in {c.get("char") for c in s.legal(0)}
    drive(s, lambda x: x.state.turn == 2)
    assert lasting(s, "0.soot-runner") == ["voted-out"]  # "the turn" would have ended it


def test_a_pardon_with_nothing_voted_out_in_play_finds_no_target() -> None:
    s = game(sept0=("t28-sept-pardon",))
    act(s, 0, "play", card="0.t28-sept-pardon.1", by="0.soot-runner")
    pass_until(s, "alpha-pick")
    (result,) = events_of(s, "moot-result")
    assert result["passed"] is False and result["why"] == "no target"


# -- while its frenzy lasts: refused ------------------------------------------------------------
def test_a_frenzy_that_lasts_is_refused_in_the_relaunch_game_with_why(tmp_path: Path) -> None:
    raw = {
        "id": "t28-blood-haze",
        "name": "Blood Haze",
        "type": "event",
        "effects": [
            {"when": "play", "do": "modify", "stat": "damage", "amount": 1, "until": "frenzy"}
        ],
    }
    path = tmp_path / "my-set.json"
    path.write_text(json.dumps({"cards": [raw]}))
    with pytest.raises(CardDataError) as refused:
        data.POOL.load_file(path)
    said = str(refused.value)
    assert "my-set.json" in said and "'t28-blood-haze'" in said and "effects[0].until" in said
    assert "frenzy is a moment" in said


def test_a_pardon_aimed_where_nothing_is_voted_out_says_so_in_the_moots_words() -> None:
    s = game(sept0=("t28-sept-pardon",))
    with extra_cards(OWN):
        table = LvView(s.state)
        effect = OWN["t28-sept-pardon"].effects[0]
        use = Use("0.t28-sept-pardon.1", 0, effect, 0, "0.soot-runner")
        said = interpreter.why_not(table, use, effect, CINDER, "Cinder Howl")
    assert said == "nothing lasts on Cinder Howl until a Moot votes it out"

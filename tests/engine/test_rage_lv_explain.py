"""Rage (relaunch) refusals: each common mistake gets a specific sentence a newcomer understands.

Rulebook sections: Attached cards; Independent cards, Events, Totems; Main Phase.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core.errors import Illegal
from engine.core.session import Session
from engine.games.rage_lv.state import LvState
from tests.engine.test_rage_lv_rules import exact_hand

Command = dict[str, Any]

AW, SC = "ashen-wind", "stone-choir"


def game(deal: dict[str, Any]) -> Session:
    return Session.new("rage-lv", 2, 3, {"packs": [AW, SC], "deal": deal})


def refused(s: Session, seat: int, command_type: str, **fields: Any) -> Illegal:
    with pytest.raises(Illegal) as err:
        s.apply(seat, {"type": command_type, **fields})
    return err.value


def played(s: Session, card: str, **fields: Any) -> None:
    """Seat 0 plays `card` (with `fields`: where it goes), and seat 1 passes."""
    s.apply(0, {"type": "play", "card": card, **fields})
    s.apply(1, {"type": "pass"})


def test_attaching_to_another_players_character_says_cards_attach_to_your_own_pack() -> None:
    s = game(exact_hand("obsidian-knuckles", "rust-maw"))
    err = refused(s, 0, "play", card="0.obsidian-knuckles.1", on="1.granite-voice")
    assert err.code == "not-your-character"
    assert err.message == "Cards attach only to characters of your own pack."
    # An Enemy in the Hunting Grounds is nobody's pack either, even the one who played it.
    played(s, "0.rust-maw.1")
    err = refused(s, 0, "play", card="0.obsidian-knuckles.1", on="0.rust-maw.1")
    assert err.message == "Cards attach only to characters of your own pack."


def test_gnosis_capacity_exceeded_names_what_is_free_and_what_the_card_costs() -> None:
    s = game(exact_hand("burning-pelt", "obsidian-knuckles", "first-flame"))
    played(s, "0.burning-pelt.1", on="0.cinder-howl")
    played(s, "0.obsidian-knuckles.1", on="0.cinder-howl")
    err = refused(s, 0, "play", card="0.first-flame.1", on="0.cinder-howl")
    assert err.code == "no-gnosis"
    assert err.message == (
        "Cinder Howl has 0 Gnosis free and The First Flame Remembered costs 2: the Gnosis "
        "costs of the cards on a character may not add up to more than its Gnosis."
    )


def test_an_unmet_requirement_names_the_requirement_and_what_the_character_lacks() -> None:
    s = game(exact_hand("burning-pelt", "first-flame"))
    err = refused(s, 0, "play", card="0.burning-pelt.1", on="0.mist-walker")
    assert err.code == "requirement"
    assert err.message == "Burning Pelt requires Ashen Wind, and Mist-Walker is not Ashen Wind."
    err = refused(s, 0, "play", card="0.first-flame.1", on="0.mist-walker")
    assert err.message == (
        "The First Flame Remembered requires Ashen Wind and Garou, and Mist-Walker is not "
        "Ashen Wind."
    )


def test_a_second_totem_is_refused_naming_the_totem_in_play() -> None:
    s = game(exact_hand("wildfire-totem", "wildfire-totem"))
    played(s, "0.wildfire-totem.1")
    err = refused(s, 0, "play", card="0.wildfire-totem.2")
    assert err.code == "one-totem"
    assert err.message == (
        "Your pack already has a Totem in play (Totem of the Wildfire); a pack can have only "
        "one Totem at a time."
    )


def test_a_second_rite_in_progress_is_refused_naming_the_rite() -> None:
    s = game(exact_hand("rite-of-embers", "rite-of-embers", garou=("kiln-child", "cinder-howl")))
    played(s, "0.rite-of-embers.1", on="0.kiln-child")
    err = refused(s, 0, "play", card="0.rite-of-embers.2", on="0.kiln-child")
    assert err.code == "one-rite"
    assert err.message == (
        "Kiln-Child already has a Rite in progress (Rite of Banked Embers); a shapeshifter "
        "can have only one Rite in progress at a time."
    )


def test_an_event_on_the_same_target_twice_in_a_turn_says_so() -> None:
    s = game(exact_hand("call-the-beast", "call-the-beast", garou=("cinder-howl", "soot-runner")))
    play = {"type": "play", "card": "0.call-the-beast.1", "by": "0.soot-runner"}
    s.apply(0, {**play, "target": "1.granite-voice"})
    s.apply(1, {"type": "pass"})
    err = refused(
        s, 0, "play", card="0.call-the-beast.2", by="0.cinder-howl", target="1.granite-voice"
    )
    assert err.code == "event-target"
    assert err.message == (
        "Call the Beast has already been played on Granite Voice this turn; the same Event "
        "never targets the same character or player twice in a turn."
    )


def test_an_event_performed_by_another_players_character_is_refused() -> None:
    s = game(exact_hand("call-the-beast"))
    err = refused(
        s, 0, "play", card="0.call-the-beast.1", by="1.granite-voice", target="0.cinder-howl"
    )
    assert err.code == "event-by"
    assert err.message == "Choose one of your pack's characters to perform Call the Beast."


def test_out_of_turn_commands_say_what_the_table_is_waiting_for() -> None:
    s = game(exact_hand("obsidian-knuckles"))
    assert s.to_act() == {0}
    err = refused(s, 1, "pass")
    assert err.code == "not-your-turn"
    assert err.message == (
        "It is not your turn: in the Main Phase players play a card, use an ability or pass "
        "one at a time."
    )


def test_cards_played_in_the_wrong_phase_say_when_they_can_be_played() -> None:
    deal = exact_hand(
        "voice-in-the-ring", "obsidian-knuckles", "call-to-hunt", garou=("kiln-child",)
    )
    s = game(deal)
    err = refused(s, 0, "play", card="0.voice-in-the-ring.1", by="0.kiln-child", target=None)
    assert err.code == "wrong-phase"
    assert err.message == (
        "Voice in the Ring is a Moot Event: it is played after the Main Phase, while the "
        "Moots called this turn are settled."
    )
    s.apply(0, {"type": "play", "card": "0.call-to-hunt.1", "by": "0.kiln-child"})
    while s.state.phase != "moot-events":
        (seat,) = s.to_act()
        s.apply(seat, {"type": "pass"})
    (seat,) = s.to_act()
    assert seat == 0
    err = refused(s, 0, "play", card="0.obsidian-knuckles.1", on="0.kiln-child")
    assert err.code == "wrong-phase"
    assert err.message == (
        "Only Moot Events may be played while Moots are settled; Obsidian Knuckles waits for "
        "the next Main Phase."
    )
    err = refused(s, 0, "attack", target="1.granite-voice")
    assert err.code == "wrong-phase" and "Alpha Phase" in err.message


def test_refusals_name_no_card_hidden_from_the_asking_seat() -> None:
    s = game(exact_hand("obsidian-knuckles", "burning-pelt"))
    secret = list(s.state.players[0].hand)
    names = {iid.split(".")[1].replace("-", " ") for iid in secret}
    s.apply(0, {"type": "pass"})
    assert s.to_act() == {1}
    # Seat 1 names seat 0's hand cards: the refusal must not confirm what they are.
    for iid in secret:
        err = refused(s, 1, "play", card=iid, on="1.granite-voice")
        assert err.code == "not-in-hand"
        assert not any(n in err.message.lower() for n in names)


# -- abilities, votes, alphas: the reason, never "not like that now" ---------------------------------
def ability_game() -> Session:
    return game(exact_hand(garou=("bright-scar", "cinder-howl", "granite-voice")))


def ability_refusals(s: Session) -> tuple[Illegal, Illegal]:
    """In the Main Phase of `ability_game`: Bright Scar's Alpha ability used, and Granite
    Voice's healing aimed at Cinder Howl, who has no wounds."""
    timing = refused(s, 0, "action", card="0.bright-scar", index=0, by="0.bright-scar", target=None)
    pointless = refused(
        s,
        0,
        "action",
        card="0.granite-voice",
        index=0,
        by="0.granite-voice",
        target="0.cinder-howl",
    )
    return timing, pointless


def test_an_ability_used_in_the_wrong_window_or_on_a_pointless_target_says_why() -> None:
    s = ability_game()
    err, pointless = ability_refusals(s)
    assert err.code == "wrong-window"
    assert err.message == (
        "Bright Scar's ability is an Alpha ability, used as its alpha's action in the Alpha "
        "Phase; not in the Main Phase."
    )
    # Granite Voice heals a wounded character; nobody is wounded yet.
    err = pointless
    assert err.code == "ability-target"
    assert err.message == "Granite Voice's ability would do nothing: Cinder Howl has no wounds."
    err = refused(
        s, 0, "action", card="0.granite-voice", index=0, by="0.cinder-howl", target="0.cinder-howl"
    )
    assert err.message == "Granite Voice's ability is used by Granite Voice."
    err = refused(s, 0, "action", card="1.granite-voice", index=0, by=None, target=None)
    assert err.code == "not-yours"


def test_a_refused_regeneration_names_what_is_missing() -> None:
    s = game(exact_hand(garou=("cinder-howl", "kiln-child")))
    err = refused(s, 0, "regenerate", char="0.kiln-child")
    assert err.message in (
        "Kiln-Child has no paw print, so it never regenerates.",
        "Kiln-Child was not wounded when this Main Phase began; only such a character regenerates.",
    )
    err = refused(s, 0, "regenerate", char="1.granite-voice")
    assert err.message == "Only characters of your own pack regenerate."


def test_a_refused_vote_names_the_voter_and_the_reason() -> None:
    from tests.engine.test_rage_lv_rules import act, pass_until

    deal = {
        "0": {"garou": ["cinder-howl", "soot-runner"], "sept": ["call-to-hunt", "kin-mechanic"]},
        "1": {"garou": ["pebble-throat"]},
    }
    s = game(deal)
    act(s, 0, "play", card="0.kin-mechanic.1")
    act(s, 1, "pass")
    act(s, 0, "play", card="0.call-to-hunt.1", by="0.cinder-howl")
    pass_until(s, "vote")
    act(s, 1, "pass")  # after the caller's vote, the chance to vote moves clockwise
    (seat,) = s.to_act()
    assert seat == 0
    err = refused(s, 0, "vote", char="0.cinder-howl", side="for")
    assert err.message == "Cinder Howl has already voted this turn; a Garou votes once."
    err = refused(s, 0, "vote", char="0.kin-mechanic.1", side="for")
    assert err.message == (
        "Kin Mechanic does not vote: only Garou do (not Allies or alternate shapeshifters)."
    )
    err = refused(s, 0, "vote", char="0.soot-runner", side="maybe")
    assert err.code == "bad-command"


def test_a_refused_alpha_action_says_attack_or_challenge_and_where_the_target_is() -> None:
    from tests.engine.test_rage_lv_rules import hunt_deal, to_alpha_phase

    s = game(hunt_deal())
    to_alpha_phase(s)
    (seat,) = s.to_act()
    assert seat == 0
    err = refused(s, 0, "challenge", target="1.pebble-throat")
    assert err.message == (
        "Pebble-in-Throat is in the Hunting Grounds: attack it; challenges are for other "
        "packs' characters in their Staging Areas."
    )
    err = refused(s, 0, "attack", target="0.cinder-howl")
    assert err.message == "Cinder Howl cannot attack itself."
    err = refused(s, 0, "conquer", target="0.rust-maw.1")
    assert err.message == "Only a Battlefield in play can be conquered."


def near_misses(extra: tuple[Command, ...] = ()) -> Iterator[tuple[LvState, int, Command]]:
    """Through a bot game of 250 steps at most: each command one field away from a legal one
    (and each of `extra`) that is not itself a legal choice, with the state and the seat to act
    it was tried on."""
    from engine.core.play import bot_turn, make_bots
    from engine.games.rage_lv.rules import RULESET

    canonical = RULESET.canonical
    s = Session.new("rage-lv", 2, 5, {"packs": [AW, "hollow-moon"]})
    bots = make_bots(s, ["heuristic", "random"])
    rng = random.Random(5)
    for _ in range(250):
        if s.is_over():
            break
        state = s.state
        (seat,) = s.to_act()
        legal = s.legal(seat)
        wanted = {canonical(state, seat, c) for c in legal}
        ids = [*state.chars, *state.things, None]
        nears = list(extra)
        for cmd in rng.sample(legal, min(3, len(legal))):
            for field in ("card", "target", "on", "by", "char", "index"):
                if field in cmd:
                    values = [0, 1, -1] if field == "index" else rng.sample(ids, min(3, len(ids)))
                    nears += [{**cmd, field: value} for value in values]
        for near in nears:
            if canonical(state, seat, near) not in wanted:
                yield state, seat, near
        bot_turn(s, bots, rng)


def test_near_miss_commands_always_get_a_specific_reason() -> None:
    """Every command one field away from a legal one, through a bot game, is refused with a
    reason: never the bare fallback, never a sentence that only says 'now'."""
    from engine.games.rage_lv.explain import explain

    bare = {"That is not one of your choices right now.", "You cannot pass now."}
    checked = 0
    for state, seat, near in near_misses():
        err = explain(state, seat, near)
        checked += 1
        assert err.message not in bare, near
        assert not err.message.endswith(" now."), (near, err.message)
    assert checked > 300


def test_a_spirit_ally_takes_only_gifts_and_equipment_on_it_is_refused_saying_so() -> None:
    """Attached Cards (seed 000): "A Spirit Ally can only attach Gifts, and only if the Gifts
    require the Tribe required by the Spirit." Obsidian Knuckles (Equipment, no requirement)
    may go on Cinder Howl but not on Cinderling, a Spirit Ally of the Ashen Wind."""
    from engine.i18n import using

    s = game(exact_hand("cinderling", "obsidian-knuckles"))
    played(s, "0.cinderling.1")
    knuckles = [c for c in s.legal(0) if c.get("card") == "0.obsidian-knuckles.1"]
    assert {c["on"] for c in knuckles} == {"0.cinder-howl", "0.mist-walker"}
    err = refused(s, 0, "play", card="0.obsidian-knuckles.1", on="0.cinderling.1")
    assert err.code == "spirit-gifts-only"
    assert err.message == (
        "Cinderling is a Spirit Ally: a Spirit Ally takes only Gifts, and Obsidian Knuckles is "
        "an Equipment."
    )
    with using("pt-BR"):
        err = refused(s, 0, "play", card="0.obsidian-knuckles.1", on="0.cinderling.1")
    assert err.message == (
        "Cinderling é um Aliado Espírito: um Aliado Espírito só recebe Dons, e Obsidian Knuckles "
        "é um Equipamento."
    )


def test_a_question_answered_with_an_option_it_does_not_offer_says_the_question_and_answers() -> (
    None
):
    """A command that does not answer the question in front of the player (an option the
    question does not offer, or another command) is told what the question is and which
    answers it takes, by name, in the player's language."""
    from engine.i18n import using
    from tests.engine.test_rage_lv_rules import act, pass_until

    deal = {
        "0": {"garou": ["kiln-child", "soot-runner"], "sept": ["trial-of-words"]},
        "1": {"garou": ["chant-keeper", "pebble-throat"]},
    }
    s = game(deal)
    act(s, 0, "play", card="0.trial-of-words.1", by="0.kiln-child")
    pass_until(s, "vote")
    assert s.state.prompts[0]["kind"] == "moot-target"
    english = (
        "First answer the question in front of you: name the target of Trial of Sharp Words. "
        "Answer with Kiln-Child, Soot Runner, Chant-Keeper or Pebble-in-Throat."
    )
    for wrong in (
        {"type": "choose", "kind": "moot-target", "option": "0.trial-of-words.1"},
        {"type": "choose", "kind": "challenge", "option": "refuse"},
        {"type": "pass"},
    ):
        err = refused(s, 0, str(wrong.pop("type")), **wrong)
        assert (err.code, err.message) == ("answer-first", english)
    with using("pt-BR"):
        err = refused(s, 0, "choose", kind="moot-target", option="0.trial-of-words.1")
    assert err.message == (
        "Primeiro responda à pergunta que está diante de você: escolha o alvo de Trial of Sharp "
        "Words. Responda com Kiln-Child, Soot Runner, Chant-Keeper ou Pebble-in-Throat."
    )


@pytest.mark.parametrize("command", [{"type": []}, {"type": {}, "card": "0.cinder-howl"}, []])
def test_a_badly_formed_command_gets_a_sentence_never_a_traceback(command: Any) -> None:
    """The kernel's promise (engine/ccg/refusals.py), asked of the ruleset itself: a command
    that is not even well formed is refused with a sentence (it raised TypeError before rage-lv
    worked its reasons out through the kernel's `Refusals`)."""
    from engine.games.rage_lv.rules import RULESET

    s = game(exact_hand("obsidian-knuckles"))
    err = RULESET.refusal(s.state, 0, command)
    assert err.code == "bad-command"
    assert err.message == "That command names something that is not in this game."

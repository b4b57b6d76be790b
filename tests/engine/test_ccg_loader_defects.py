"""Defects of the card language found while writing printed cards (issue 28, "Defects found on
the way"), each with the scenario or the card file that showed it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.session import Session
from tests.engine.corpus_kit import misnamed_oath
from tests.engine.test_rage_lv_corpus import CORPUS, ability, hand, to_main_of_next_turn
from tests.engine.test_rage_lv_rules import AW, SC, act, char

# -- an ability whose condition fails is not offered ------------------------------------------------
WOUNDED_FURY = {
    "id": "t-wounded-fury",
    "name": "Wounded Fury",
    "type": "gift",
    "gnosis_cost": 1,
    "effects": [
        {
            "when": "main",
            "do": "modify",
            "stat": "rage",
            "amount": 1,
            "target": "self",
            "until": "turn",
            "if": {"wounded": True},
            "cost": {"gnosis": 1},
        }
    ],
}


def _lv_game(sept0: tuple[str, ...], own: list[dict[str, Any]]) -> Session:
    deal = {
        "0": {
            "garou": ["cinder-howl", "soot-runner"],
            "sept": [*sept0, *["lost-hiker"] * (6 - len(sept0)), *["tremor"] * 8],
            "combat": ["claw-rake", "claw-rake", "pounce", "bone-breaker", "scorch"],
            "exact": True,
        },
        "1": {
            "garou": ["pebble-throat", "granite-voice"],
            "sept": [],
            "combat": ["brace", "brace", "roll-away", "rending-counter", "feint"],
            "exact": True,
        },
    }
    options = {"packs": [AW, SC], "deal": deal, "cards": [*CORPUS, *own]}
    return Session.new("rage-lv", 2, 3, options)


def test_an_ability_whose_condition_fails_is_not_offered() -> None:
    """Wounded Fury ("Main: Pay 1 Gnosis: this character gets +1 Rage ... if it is wounded")
    is not offered while its Garou is unhurt (using it would only spend the Gnosis); once the
    Garou is wounded it is, and works."""
    s = _lv_game(("t-wounded-fury",), [WOUNDED_FURY])
    act(s, 0, "play", card="0.t-wounded-fury.1", on="0.cinder-howl")
    to_main_of_next_turn(s)
    assert len(hand(s, 0)) > 0
    assert ability(s, "0.t-wounded-fury.1") == []
    char(s, "0.cinder-howl").wounds = 1
    (use,) = ability(s, "0.t-wounded-fury.1")
    act(s, 0, "action", **{k: v for k, v in use.items() if k != "type"})
    assert any(item.on == "0.cinder-howl" and item.key == "rage" for item in s.state.ccg.lasting)


# -- a card kept in play by a lasting effect leaves when the effect ends ---------------------------
def test_spirit_song_leaves_play_when_its_rage_ends() -> None:
    """Spirit Song (shipped, Silver Wake): "Target character that is yours gets +2 Rage until
    the end of the turn." The Gift stays on the table while the +2 lasts; at the end of the turn
    the Rage goes back, and the Gift goes to its owner's discard pile with it."""
    from engine.games.rage_classic import query
    from engine.games.rage_classic.cards import extra_cards
    from tests.engine.test_rage_classic_scenarios import act as classic_act
    from tests.engine.test_rage_classic_scenarios import settle
    from tests.engine.test_rage_classic_seed_cards import OWN, TAMSIN1, tamsin_plays

    session = tamsin_plays([], ["spirit-song"], lambda s: None)
    with extra_cards(OWN):
        rage = query.stat(session.state, TAMSIN1, "rage")
    (song,) = [i for i in session.state.players[1].hand if ".spirit-song." in i]
    classic_act(session, 1, type="play", card=song, by=TAMSIN1, target=TAMSIN1)
    settle(session, lambda st: st.pending is None)
    with extra_cards(OWN):
        assert query.stat(session.state, TAMSIN1, "rage") == rage + 2
    assert song in session.state.things  # kept in play while its effect lasts
    turn = session.state.turn
    settle(session, lambda st: st.turn > turn)
    with extra_cards(OWN):
        assert query.stat(session.state, TAMSIN1, "rage") == rage
    assert song not in session.state.things
    assert song in session.state.players[1].sept_discard


# -- accepted silently before, refused now with file, card and field -------------------------------
def _classic(*cards: dict[str, Any]) -> Any:
    from engine.games.rage_classic.cards import load_extra

    return load_extra(list(cards), "my-set.json")


def _lv(*cards: dict[str, Any]) -> Any:
    from engine.games.rage_lv.data import load_extra

    return load_extra(list(cards), "my-set.json")


def _refused(load: Any, card: dict[str, Any], field: str, words: str) -> None:
    from engine.ccg.errors import CardDataError

    with pytest.raises(CardDataError) as caught:
        load(card)
    message = str(caught.value)
    assert message.startswith(f"my-set.json: card {card['id']!r}: field {field!r}: "), message
    assert words in message, message


def _event(cid: str, effect: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"id": cid, "name": cid.title(), "type": "event", "effects": [effect], **more}


def test_against_on_a_prohibition_the_rules_never_ask_against_is_refused() -> None:
    """`against` on refuse-challenge read "cannot refuse a challenge against this creature",
    and made the prohibition hold for no one (only an attack is asked against a character)."""
    bad = {"when": "play", "do": "prohibit", "what": "refuse-challenge", "against": True}
    _refused(
        _classic,
        _event("t-dare", {**bad, "target": "character"}),
        "effects[0].against",
        "never read",
    )
    _refused(
        _lv, _event("t-dare", {**bad, "target": "character"}), "effects[0].against", "never read"
    )
    # the prohibition it is read with still loads ("cannot attack this creature")
    _classic(_event("t-truce", {**bad, "what": "attack", "target": "character"}))


def test_effect_fields_the_kind_does_not_read_there_are_refused() -> None:
    """Each kind declares when its fields are read: `count` only with until "rounds",
    `except` only with "actions", a grant's `amount` and `keyword` only by grants that print
    them."""
    for load in (_classic, _lv):
        modify = {
            "when": "play",
            "do": "modify",
            "stat": "rage",
            "amount": 1,
            "target": "character",
        }
        _refused(
            load,
            _event("t-a", {**modify, "until": "turn", "count": 2}),
            "effects[0].count",
            '"rounds"',
        )
        load(_event("t-b", {**modify, "until": "rounds", "count": 2}))
    vote = {"when": "play", "do": "prohibit", "what": "vote", "target": "character"}
    _refused(
        _classic, _event("t-c", {**vote, "except": ["flip"]}), "effects[0].except", '"actions"'
    )
    grant = {"when": "play", "do": "grant", "what": "fast-striking", "target": "character"}
    _refused(
        _classic, _event("t-d", {**grant, "amount": 2}), "effects[0].amount", "grants with a number"
    )
    _refused(
        _classic,
        _event("t-e", {**grant, "keyword": "Wyrm"}),
        "effects[0].keyword",
        "name a keyword",
    )
    _classic(_event("t-f", {**grant, "what": "play-rage", "amount": 2}))


def test_until_on_a_kind_that_does_not_last_is_refused() -> None:
    """`until` and `count` are step fields, so the loader let them through on any kind and
    dropped them where the kind does not last: "Draw 2 cards until end of turn" loaded as
    "Draw 2 cards" (helper i28-c found it with `loyalty` before it took `until`)."""
    draw = {"when": "play", "do": "draw", "amount": 2, "target": "me"}
    for load in (_classic, _lv):
        _refused(load, _event("t-g", {**draw, "until": "turn"}), "effects[0].until", "last")
        _refused(load, _event("t-h", {**draw, "count": 2}), "effects[0].count", "last")
        load(_event("t-i", draw))


def test_host_in_a_target_filter_is_refused() -> None:
    """ "Target card if the character it is attached to is Garou" asked the host of *this*
    card, never the target's: refused."""
    effect = {"when": "play", "do": "cancel", "target": {"choose": "card", "if": {"host": "Garou"}}}
    _refused(_classic, _event("t-g", effect), "effects[0].target.if", '"host"')
    _refused(_lv, _event("t-g", effect), "effects[0].target.if", '"host"')


def test_a_gift_requirement_written_as_a_condition_object_is_refused() -> None:
    """rage-classic uses a Gift by its requirement words' categories; an object was never
    checked (anyone could use the Gift)."""
    gift = {"id": "t-h", "name": "H", "type": "gift", "gnosis": 3, "requires": {"any": ["Theurge"]}}
    _refused(_classic, gift, "requires", "list of words")
    _classic({**gift, "requires": ["Theurge"]})


def test_a_misspelt_rules_keyword_is_refused_naming_the_right_one() -> None:
    """ "Fast Stricking" was a free keyword: the card struck at normal speed, silently."""
    action = {"id": "t-i", "name": "I", "type": "combat-action", "rage": 2, "damage": 2}
    _refused(_classic, {**action, "keywords": ["Fast Stricking"]}, "keywords[0]", "'Fast Striking'")
    _refused(_classic, {**action, "keywords": ["fast-striking"]}, "keywords[0]", "'Fast Striking'")
    gift = {"id": "t-j", "name": "J", "type": "gift", "gnosis": 3, "requires": ["Theurg"]}
    _refused(_classic, gift, "requires[0]", "'Theurge'")
    event = {"id": "t-k", "name": "K", "type": "event", "keywords": ["Long Events"]}
    _refused(_lv, event, "keywords[0]", "'Long Event'")
    _classic({**action, "keywords": ["Fast Striking", "Wolf Style"]})  # free words stay free


# -- may be deliberate: warned, with file, card and field ------------------------------------------
def test_names_and_requirement_words_no_card_has_are_warned() -> None:
    from engine.games.rage_classic import cards as classic
    from engine.games.rage_lv import data as lv

    own = _lv(
        _event(
            "t-l",
            {
                "when": "play",
                "do": "damage",
                "amount": 1,
                "target": "character",
                "if": {"name": "Granite Voyce"},
            },
        ),
        _event(
            "t-m",
            {
                "when": "play",
                "do": "search",
                "deck": "sept",
                "match": {"name": "Moon Bridge"},
                "target": "me",
            },
        ),
        _event("t-n", {"when": "play", "do": "draw", "amount": 1}, requires=["Moonwalker"]),
    )
    assert lv.warnings(own.values()) == [
        "my-set.json: card 't-l': field 'effects[0].if': names 'Granite Voyce', a card in no set:"
        " it is never met.",
        "my-set.json: card 't-m': field 'effects[0].match': names 'Moon Bridge', a card in no set:"
        " it is never met.",
        "my-set.json: card 't-n': field 'requires': asks for 'Moonwalker', which no card in any"
        " set has.",
    ]
    ally = {
        "id": "t-o",
        "name": "O",
        "type": "ally",
        "renown": 1,
        "rage": 1,
        "gnosis": 1,
        "health": 1,
    }
    own2 = _classic({**ally, "rivals": ["Shadow Lords", "Lord Albrect"]})
    assert classic.warnings(own2.values()) == [
        "my-set.json: card 't-o': field 'rivals[1]': names 'Lord Albrect', which is no card and no"
        " card's word."
    ]


def test_the_shipped_sets_and_corpus_have_nothing_to_warn() -> None:
    import json
    from pathlib import Path

    from engine.games.rage_classic import cards as classic
    from engine.games.rage_lv import data as lv

    assert classic.warnings(classic.cards().values()) == []
    assert lv.warnings(lv.cards().values()) == []
    fixtures = Path(__file__).parent / "fixtures"
    for name, game in (
        ("rage_lv_corpus.json", lv),
        ("rage_lv_seed000.json", lv),
        ("rage_classic_seed001.json", classic),
    ):
        own = game.load_extra(json.loads((fixtures / name).read_text())["cards"], name)
        assert game.warnings(own.values()) == [], name


def test_the_refusal_and_warning_quoted_in_the_card_reference_are_the_real_ones() -> None:
    import json
    import re
    from pathlib import Path

    from engine.ccg.errors import CardDataError
    from engine.games.rage_lv import data as lv

    text = (Path(__file__).parents[2] / "docs" / "cards.md").read_text()
    effect = json.loads(re.findall(r"```\n(\{.*?\"against\".*?\})\n```", text)[0])
    with pytest.raises(CardDataError) as caught:
        _lv(_event("test-dare", effect))
    assert f"> `{caught.value}`" in text
    oath = misnamed_oath("bitter-oath", "Bitter Oath")
    (warning,) = lv.warnings(_lv(oath).values())
    assert f"> `{warning}`" in text

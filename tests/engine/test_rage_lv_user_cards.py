"""A game may bring players' own cards (option "cards", card objects in full): they are checked
by the card schema, seen by every lookup in that game only, and written into the header, so the
log replays and verifies with no user files around."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import Illegal
from engine.core.log import Header
from engine.core.session import Session
from engine.games.rage_lv import data
from engine.games.rage_lv import data as data_module
from engine.games.rage_lv.decks import pack_to_json, packs
from engine.games.rage_lv.setup import normalize
from engine.games.rage_lv.state import card_of

USER_GAROU = {
    "id": "my-ash-stalker",
    "name": "Ash Stalker",
    "type": "garou",
    "tribe": "Ashen Wind",
    "breed": "Lu",
    "keywords": ["Male"],
    "paw": 1,
    "breed_side": {"renown": 3, "rage": 4, "gnosis": 2, "health": 4},
    "crinos_side": {"renown": 3, "rage": 6, "gnosis": 2, "health": 7},
    "effects": [
        {"when": "pre-combat", "scope": "in", "do": "modify", "stat": "damage", "amount": 1}
    ],
}
USER_ENEMY = {
    "id": "my-river-troll",
    "name": "River Troll",
    "type": "enemy",
    "keywords": ["Wyrm"],
    "renown": 3,
    "rage": 4,
    "gnosis": 1,
    "health": 5,
}
USER_CARDS = [USER_GAROU, USER_ENEMY]


def user_pack() -> dict:
    """Ashen Wind with a user Garou in place of Cinder Howl and three user Enemies."""
    pack = pack_to_json(packs()["ashen-wind"])
    pack.update(id="my-ashes", name="My Ashes")
    pack["garou"] = ["my-ash-stalker" if g == "cinder-howl" else g for g in pack["garou"]]
    sept = dict(pack["sept"])
    del sept["rust-maw"]  # 3 copies out, 3 of the user's Enemy in
    sept["my-river-troll"] = 3
    pack["sept"] = sept
    return pack


def play_out(session: Session, seed: int, limit: int = 5000) -> int:
    rng = random.Random(seed)
    moves = 0
    while not session.is_over() and moves < limit:
        seat = min(session.to_act())
        session.apply(seat, rng.choice(session.legal(seat)))
        moves += 1
    return moves


def test_a_game_with_user_cards_plays_to_the_end_and_replays_from_json() -> None:
    options = {"packs": [user_pack(), "stone-choir"], "cards": USER_CARDS, "turn_limit": 12}
    session = Session.new("rage-lv", 2, seed=21, options=options)
    assert session.header.options["cards"] == USER_CARDS
    deal = next(e for e in session.entries[0]["events"] if e["type"] == "deal" and e["seat"] == 0)
    assert "0.my-ash-stalker" in deal["garou"]
    assert any(".my-river-troll." in iid for iid in deal["sept"])
    assert session.view(0)["cards"] == USER_CARDS
    play_out(session, seed=4)
    assert session.is_over()
    # The user's cards were really used: the Garou was in play, the Enemy reached the table.
    assert any(
        e.get("iid", "").startswith("0.my-ash-stalker") or "my-river-troll" in json.dumps(e)
        for item in session.entries[1:]
        for e in item["events"]
    )
    text = json.dumps({"header": session.header.to_json(), "entries": session.entries})
    loaded = json.loads(text)
    rebuilt = Session.from_log(Header.from_json(loaded["header"]), loaded["entries"], verify=True)
    assert rebuilt.view(None) == session.view(None)
    assert rebuilt.result() == session.result()


def test_the_heuristic_bot_plays_with_user_cards() -> None:
    from engine.games.rage_lv.bots import HeuristicBot

    options = {"packs": ["hollow-moon", user_pack()], "cards": USER_CARDS, "turn_limit": 6}
    session = Session.new("rage-lv", 2, seed=8, options=options)
    bots = [HeuristicBot(0), HeuristicBot(1)]
    rng = random.Random(1)
    for _ in range(3000):
        if session.is_over():
            break
        seat = min(session.to_act())
        session.apply(seat, bots[seat].choose(session.view(seat), session.legal(seat), rng))
    assert session.is_over()


def test_user_cards_are_seen_only_inside_their_game() -> None:
    Session.new(
        "rage-lv", 2, seed=1, options={"packs": [user_pack(), "stone-choir"], "cards": USER_CARDS}
    )
    with pytest.raises(KeyError):
        card_of("0.my-river-troll.1")
    with data.extra_cards(data.load_extra(USER_CARDS)):
        assert card_of("0.my-river-troll.1").name == "River Troll"
    with pytest.raises(KeyError):
        data.card("my-ash-stalker")


def test_a_pack_with_user_cards_needs_their_definitions() -> None:
    with pytest.raises(Illegal, match="no card called 'my-ash-stalker'"):
        normalize({"packs": [user_pack(), "stone-choir"]}, 2)


def test_a_clashing_id_is_refused_clearly() -> None:
    clash = dict(USER_ENEMY, id="rust-maw")
    with pytest.raises(Illegal) as err:
        normalize({"packs": ["ashen-wind", "stone-choir"], "cards": [clash]}, 2)
    assert err.value.code == "bad-cards"
    assert "card 'rust-maw'" in err.value.message
    assert "field 'id'" in err.value.message and "shipped card" in err.value.message
    with pytest.raises(Illegal, match="card 'my-river-troll': field 'id': is defined twice"):
        normalize({"packs": ["ashen-wind", "stone-choir"], "cards": [USER_ENEMY, USER_ENEMY]}, 2)


def test_a_bad_field_is_refused_with_card_and_field_named() -> None:
    bad = dict(USER_ENEMY, health=0)
    with pytest.raises(Illegal, match="card 'my-river-troll': field 'health'"):
        normalize({"packs": ["ashen-wind", "stone-choir"], "cards": [bad]}, 2)
    side = {**USER_GAROU, "breed_side": {"renown": 3, "rage": "lots", "gnosis": 2, "health": 4}}
    with pytest.raises(Illegal, match="card 'my-ash-stalker': field 'breed_side.rage'"):
        normalize({"packs": ["ashen-wind", "stone-choir"], "cards": [side]}, 2)
    tribe = dict(USER_GAROU, tribe="Nowhere Wolves")
    with pytest.raises(Illegal, match="field 'tribe': names no known Tribe"):
        normalize({"packs": ["ashen-wind", "stone-choir"], "cards": [tribe]}, 2)
    with pytest.raises(Illegal, match="must be a list of card objects"):
        normalize({"packs": ["ashen-wind", "stone-choir"], "cards": {"id": "x"}}, 2)


def _deep(levels: int) -> object:
    requires: object = "Garou"
    for _ in range(levels):
        requires = {"not": requires}
    return requires


@pytest.mark.parametrize("field", ["requires", "effects"])
def test_a_user_card_nested_hundreds_deep_is_refused_at_load(field: str) -> None:
    """Issue 29: accepted, then RecursionError when the deck builder or the game started."""
    gift = {"id": "my-deep", "name": "Deep", "type": "gift", "gnosis_cost": 1}
    if field == "requires":
        gift["requires"] = _deep(350)
    else:
        step: dict = {"do": "heal", "amount": 1}
        for _ in range(300):
            step = {"do": "heal", "amount": 1, "then": [step]}
        gift["effects"] = [{"when": "play", **step}]
    with pytest.raises(Illegal, match=f"card 'my-deep': field '{field}': nests [0-9]+ levels"):
        Session.new(
            "rage-lv", 2, seed=1, options={"packs": ["ashen-wind", "stone-choir"], "cards": [gift]}
        )


# -- property: random and mutated user cards are loaded or refused, nothing else ----------------
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_mutated_user_cards_load_or_say_why(data: st.DataObject) -> None:
    card = json.loads(json.dumps(data.draw(st.sampled_from(USER_CARDS))))
    keys = sorted(card)
    for _ in range(data.draw(st.integers(1, 4))):
        key = data.draw(st.sampled_from([*keys, "requires", "effects", "name", "id", "x"]))
        card[key] = data.draw(
            st.one_of(
                st.none(),
                st.integers(-(10**30), 10**30),
                st.text(max_size=100),
                st.lists(st.text(max_size=5), max_size=3),
                st.just(_deep(data.draw(st.integers(0, 40)))),
                st.just([{"when": "play", "do": "heal", "amount": 1, "then": "x"}]),
                st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
            )
        )
    try:
        data_table = data_module.load_extra([card])
    except data_module.CardDataError as exc:
        assert str(exc).startswith("cards: card ") or str(exc).startswith("cards:"), exc
    else:
        assert list(data_table) == [card["id"]]


@settings(max_examples=200, deadline=None)
@given(raw=st.binary(max_size=300), data=st.data())
def test_mutated_card_files_load_or_say_why(tmp_path_factory, raw: bytes, data) -> None:
    good = json.dumps({"cards": USER_CARDS}).encode()
    cut = data.draw(st.integers(0, len(good)))
    path = tmp_path_factory.mktemp("cards") / "set.json"
    path.write_bytes(data.draw(st.sampled_from([raw, good[:cut] + raw + good[cut:]])))
    try:
        data_module.load_file(path)
    except data_module.CardDataError as exc:
        assert str(exc).startswith("set.json")

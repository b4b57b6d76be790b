"""A player's own pack plays like a starter pack: the session options carry it in full, so the
game's log replays anywhere, with no pack file and no deck builder around."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import Illegal
from engine.core.log import Header
from engine.core.session import Session
from engine.games.rage_lv.decks import pack_from_json, pack_to_json, packs
from engine.games.rage_lv.setup import normalize
from tests.engine.bot_moments import random_moves


def custom(**changes) -> dict:
    """The Ashen Wind starter, renamed and a little reshuffled: a legal pack of one's own."""
    pack = pack_to_json(packs()["ashen-wind"])
    pack["id"] = "my-fire"
    pack["name"] = "My Fire"
    # Same cards, another order: the order of the deck lists is part of the shuffle's input.
    pack["sept"] = dict(reversed(list(pack["sept"].items())))
    pack.update(changes)
    return pack


def play(session: Session, moves: int, seed: int = 3) -> None:
    random_moves(session, moves, seed)


def test_a_custom_pack_is_written_into_the_options_in_full_and_plays() -> None:
    mine = custom()
    session = Session.new("rage-lv", 2, seed=11, options={"packs": [mine, "stone-choir"]})
    assert session.header.options["packs"] == [mine, "stone-choir"]
    view = session.view(0)
    assert view["players"][0]["pack"] == "my-fire"
    assert view["players"][0]["tribe"] == "ashen-wind"
    deal = next(e for e in session.entries[0]["events"] if e["type"] == "deal" and e["seat"] == 0)
    assert deal["pack"] == "my-fire"
    assert len(deal["sept"]) == sum(mine["sept"].values())


def test_a_custom_pack_game_replays_from_its_json_log_alone() -> None:
    session = Session.new("rage-lv", 2, seed=5, options={"packs": ["hollow-moon", custom()]})
    play(session, 60)
    text = json.dumps({"header": session.header.to_json(), "entries": session.entries})
    data = json.loads(text)
    rebuilt = Session.from_log(Header.from_json(data["header"]), data["entries"], verify=True)
    assert rebuilt.view(None) == session.view(None)


def test_the_deck_rules_judge_a_custom_pack() -> None:
    too_many = custom(sept={**custom()["sept"], "rust-maw": 4})
    with pytest.raises(Illegal) as err:
        normalize({"packs": [too_many, "stone-choir"]}, 2)
    assert err.value.code == "bad-pack" and "a Sept deck allows 3" in err.value.message
    unknown = custom(garou=["no-such-wolf"])
    with pytest.raises(Illegal, match="no card called 'no-such-wolf'"):
        normalize({"packs": [unknown, "stone-choir"]}, 2)


def test_a_malformed_pack_is_refused_with_the_field_named() -> None:
    broken = custom()
    del broken["combat"]
    with pytest.raises(Illegal, match="field 'combat': is required"):
        normalize({"packs": [broken, "stone-choir"]}, 2)
    with pytest.raises(Illegal, match="counts of 1 or more"):
        normalize({"packs": [custom(sept={"rust-maw": "three"}), "stone-choir"]}, 2)
    with pytest.raises(Illegal, match="no starter pack"):
        normalize({"packs": ["nope", "stone-choir"]}, 2)


def test_json_round_trip_keeps_a_pack() -> None:
    for pack in packs().values():
        assert pack_from_json(json.loads(json.dumps(pack_to_json(pack)))) == pack

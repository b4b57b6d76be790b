"""The player's own cards, end to end: a good card set file joins the deck builder's collection
(marked "yours"), a broken one stays out and is reported, a saved pack using user cards is
offered in New game, and a game started with it carries the definitions and draws their faces."""

from __future__ import annotations

import json
import logging

import pytest

from desktop.cardsets import cardsets_dir
from desktop.game.controllers import bot, person
from desktop.screens.deckbuilder.model import Draft, Filters
from desktop.screens.deckbuilder.store import PackStore, pack_choices
from desktop.screens.rage_lv import EDITION, create_ccg_screen, new_runner
from desktop.screens.rage_lv.decks import deck_rules
from engine.games.rage_lv import data
from engine.games.rage_lv.decks import pack_from_json, pack_to_json, packs
from tests.desktop.test_ccg_cardsets import OATH, OATH_WARNING
from tests.desktop.test_ccg_support import (
    drawn_cards,
    make_app,
)
from tests.desktop.test_table_support import (
    frames_until as run_until,
)
from tests.engine.test_rage_lv_user_cards import USER_CARDS, user_pack

BROKEN = {
    "cards": [
        {
            "id": "my-bad-wolf",
            "name": "Bad Wolf",
            "type": "enemy",
            "renown": 2,
            "rage": "lots",
            "gnosis": 1,
            "health": 2,
        }
    ]
}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    folder = cardsets_dir("rage-lv")
    folder.mkdir(parents=True)
    (folder / "my-set.json").write_text(json.dumps({"cards": USER_CARDS}), encoding="utf-8")
    (folder / "broken.json").write_text(json.dumps(BROKEN), encoding="utf-8")
    yield tmp_path
    data.show_extra_cards(None)


def test_user_cards_join_the_collection_and_broken_files_are_reported(home) -> None:
    c = EDITION.collection()
    assert {"my-ash-stalker", "my-river-troll"} <= set(c.pool)
    assert c.is_yours("my-ash-stalker") and not c.is_yours("rust-maw")
    assert "my-river-troll" in c.filter(Filters(kind="enemy"))
    # The broken file stays out, and says which card and field to fix.
    assert "my-bad-wolf" not in c.pool
    assert any("broken.json: card 'my-bad-wolf': field 'rage'" in p for p in c.problems)


def test_a_pack_with_user_cards_is_judged_saved_and_offered(home) -> None:
    c = EDITION.collection()
    draft = Draft.from_pack(pack_from_json(user_pack()), rules=c.rules, pool=c.pool)
    assert draft.problems() == []
    assert "a Sept deck allows 3" in draft.add(c.pool["my-river-troll"])
    store = PackStore(deck_rules())
    store.save(pack_from_json(user_pack()))
    offered = [p for p, label in pack_choices(c.rules, pool=c.pool) if p["id"] == "my-ashes"]
    assert offered and offered[0]["garou"] == user_pack()["garou"]
    # New game puts the definitions it needs into the options, and only those.
    options = EDITION.with_user_cards({"packs": [offered[0], "stone-choir"]})
    assert sorted(c["id"] for c in options["cards"]) == ["my-ash-stalker", "my-river-troll"]
    assert EDITION.with_user_cards({"packs": ["ashen-wind", "stone-choir"]}) == {
        "packs": ["ashen-wind", "stone-choir"]
    }


def test_a_game_with_a_user_card_draws_its_face(home, display, caplog) -> None:
    app = make_app()
    try:
        runner = new_runner(
            [person("Ann"), bot("Bob")],
            seed=3,
            options={"packs": [user_pack(), pack_to_json(packs()["stone-choir"])]},
            threaded=False,
        )
        assert runner.session.header.options["cards"]
        table = create_ccg_screen(app, runner, step_delay=0.0)
        app.push(table)
        with caplog.at_level(logging.ERROR):
            run_until(app, lambda: any(cid == "my-ash-stalker" for _, cid in drawn_cards(table)))
            for _ in range(30):
                app.frame(1 / 60, [])
        assert not [r for r in caplog.records if "my-ash-stalker" in r.getMessage()]
        face = table.faces.face("my-ash-stalker", (96, 134))
        placeholder = table.faces.renderer._placeholder((96, 134), "my-ash-stalker")
        assert face.get_size() == placeholder.get_size()
        assert bytes(face.get_view("2")) != bytes(placeholder.get_view("2"))
    finally:
        app.close()


def test_the_deck_builder_carries_the_warnings_of_good_files(home) -> None:
    """Issue 28: a card naming a card in no set loads, and the deck builder has the warning
    (file, card, field) to show."""
    folder = cardsets_dir("rage-lv")
    (folder / "oath.json").write_text(json.dumps({"cards": [OATH]}), encoding="utf-8")
    c = EDITION.collection()
    assert "my-oath" in c.pool
    assert c.warnings == [OATH_WARNING]

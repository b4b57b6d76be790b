"""Deck builder, without a window: filters narrow the collection, the deck rules refuse a card
that breaks them in the engine's words, and pack files save, reload and fail politely."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.screens.deckbuilder.model import Collection, Draft, Filters, card_cost
from desktop.screens.deckbuilder.store import PackStore, pack_choices, read_pack_file
from desktop.screens.rage_lv.decks import deck_rules
from engine.games.rage_lv.data import cards
from engine.games.rage_lv.decks import check_pack, packs

RULES = deck_rules()


def starter(pid: str = "ashen-wind") -> Draft:
    return Draft.from_pack(packs()[pid], rules=RULES)


def test_each_filter_narrows_the_collection() -> None:
    c = Collection(RULES)
    everything = c.filter(Filters())
    assert len(everything) == len(cards())
    garou = c.filter(Filters(kind="garou"))
    assert garou and all(cards()[i].type == "garou" for i in garou)
    combat = c.filter(Filters(kind="combat"))
    assert combat and all(cards()[i].deck == "combat" for i in combat)
    stone = c.filter(Filters(kind="garou", group="Stone Choir"))
    assert stone and set(stone) < set(garou)
    assert all(cards()[i].tribe == "Stone Choir" for i in stone)
    neutral = c.filter(Filters(group="-"))
    assert neutral and all(not cards()[i].tribe for i in neutral)
    wyrm = c.filter(Filters(keyword="Wyrm"))
    assert wyrm and all("Wyrm" in cards()[i].keywords for i in wyrm)
    two = c.filter(Filters(kind="combat", cost=2))
    assert two and all(card_cost(cards()[i], RULES) == 2 for i in two) and len(two) < len(combat)
    found = c.filter(Filters(text="rust maw"))
    assert found == ["rust-maw"]
    assert c.filter(Filters(text="no card says this")) == []


def test_a_fourth_sept_copy_and_a_second_garou_are_refused_in_the_engines_words() -> None:
    draft = starter()
    maw = cards()["rust-maw"]
    assert draft.sept["rust-maw"] == 3
    reason = draft.add(maw)
    assert reason == "4 copies of Rust-Maw Hulk; a Sept deck allows 3."
    assert draft.sept["rust-maw"] == 3 and not draft.dirty
    reason = draft.add(cards()["cinder-howl"])
    assert reason == "A pack may not hold two copies of the same Garou."
    # Deck size is a whole-pack rule: taking cards out is allowed and explained live.
    assert draft.remove("rust-maw") and draft.remove("rust-maw")
    assert "The Sept deck has 32 cards" not in " ".join(draft.problems())
    while draft.sept_total > 29:
        draft.remove(next(c for c in draft.sept if c != "rust-maw"))
    assert "The Sept deck has 29 cards; it needs 30 or more." in draft.problems()
    assert draft.add(maw) == "" and draft.sept["rust-maw"] == 2


def test_the_combat_rules_and_renown_are_checked_live() -> None:
    draft = starter()
    assert draft.problems() == []
    draft.remove("brace")
    problems = draft.problems()
    assert any("new-moon" in p and "as many of each" in p for p in problems)
    assert any("Combat deck has 19 cards" in p for p in problems)
    assert draft.add(cards()["brace"]) == ""
    assert draft.add(cards()["brace"]).endswith("a Combat deck allows 2.")
    # A foreign Tribe's Garou is refused; the Renown cap is a live problem at a short game.
    assert "neither" in draft.add(cards()["granite-voice"])
    # Hollow Moon is Ashen Wind's cohort: a Hollow Moon Garou is welcome but costs Renown.
    assert draft.add(cards()["hush"]) == ""
    assert draft.problems({"renown_level": 20}) == []
    assert (
        "The starting Garou cost 18 Renown with cohort costs"
        in draft.problems({"renown_level": 15})[0]
    )


def test_a_legal_pack_saves_and_reloads_identically(tmp_path: Path) -> None:
    store = PackStore(RULES, tmp_path / "packs")
    draft = starter("stone-choir")
    draft.name = "Granite Song"
    draft.remove("pallid-drone")
    draft.add(cards()["rust-maw"])
    draft.pack_id = store.free_id(draft.name)
    assert draft.pack_id == "granite-song"
    pack = draft.pack()
    assert check_pack(pack, 20) == []
    path = store.save(pack)
    assert path == tmp_path / "packs" / "granite-song.json"
    assert not list((tmp_path / "packs").glob(".*"))  # no temp file left behind
    assert read_pack_file(path, RULES) == pack
    entry = next(e for e in store.entries() if e.key == "granite-song")
    assert entry.pack == pack and not entry.starter
    assert json.loads(path.read_text())["format"] == "rage-lv-pack"
    # It is offered to New game in full, as the session option the engine takes.
    choices = pack_choices(RULES, tmp_path / "packs")
    assert [label for _, label in choices] == ["Granite Song (yours)"]
    assert choices[0][0] == draft.to_json()
    # A starter's name cannot be taken as a file, and a second pack of that name gets -2.
    assert store.free_id("Ashen Wind") == "ashen-wind-2"
    assert store.free_id("Granite Song") == "granite-song-2"


def test_broken_pack_files_are_listed_with_their_error(tmp_path: Path) -> None:
    folder = tmp_path / "packs"
    folder.mkdir()
    (folder / "torn.json").write_text('{"pack": {"id": "x", ', encoding="utf-8")
    (folder / "short.json").write_text(json.dumps({"pack": {"id": "s", "name": "S"}}))
    (folder / "future.json").write_text(json.dumps({"version": 99, "pack": {}}))
    (folder / "binary.json").write_bytes(b"\xff\xfe\x00garbage")
    entries = {e.key: e for e in PackStore(RULES, folder).entries()}
    assert [k for k, e in entries.items() if e.starter] == [
        "starter:ashen-wind",
        "starter:hollow-moon",
        "starter:stone-choir",
    ]
    assert (
        entries["torn"].broken
        and "torn.json, line 1, column 22: is not valid JSON" in entries["torn"].error
    )
    assert "field 'tribe': is required" in entries["short"].error
    assert "newer Rage Table" in entries["future"].error
    assert entries["binary"].broken and "binary.json" in entries["binary"].error
    assert pack_choices(RULES, folder) == []  # broken files are never offered to play


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_a_mutated_pack_file_opens_or_says_why(tmp_path_factory, data: st.DataObject) -> None:
    """Pack files are outside input (issue 29): any edit is a pack or the game's own error."""
    from engine.games.rage_lv.decks import pack_to_json

    text = json.dumps({"version": 1, "pack": pack_to_json(packs()["stone-choir"])})
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(text)))
        piece = data.draw(st.sampled_from(["", "[", "}", '"', "9" * 60, "null", "-1", ",", "[[]]"]))
        text = text[:at] + piece + text[at + data.draw(st.integers(0, 6)) :]
    path = tmp_path_factory.mktemp("packs") / "mine.json"
    path.write_text(text, encoding="utf-8")
    try:
        read_pack_file(path, RULES)
    except RULES.error as exc:
        assert str(exc).startswith("mine.json")

"""User card sets: bad files are reported with file, card and field, never crash, and stay
out of the collection; the example loads."""

from __future__ import annotations

import json

from desktop.cardsets import load_user_sets, write_starter_files
from desktop.screens.rage_lv.cardsets import user_cards
from tests.engine.corpus_kit import misnamed_oath

#: a rage-lv event whose condition names a card in no set, and the warning it gets (issue 28)
OATH = misnamed_oath("my-oath", "Oath")
OATH_WARNING = (
    "oath.json: card 'my-oath': field 'effects[0].if': names 'Granite Voyce', a card in no set:"
    " it is never met."
)


def test_bad_user_card_files_are_reported_not_raised(tmp_path) -> None:
    write_starter_files(user_cards(), tmp_path)
    (tmp_path / "bad-field.json").write_text(
        json.dumps(
            {
                "cards": [
                    {
                        "id": "good-one",
                        "name": "Good",
                        "type": "victim",
                        "renown": 0,
                        "rage": 1,
                        "gnosis": 1,
                        "health": 1,
                    },
                    {
                        "id": "x-wolf",
                        "name": "X",
                        "type": "enemy",
                        "renown": 2,
                        "rage": "lots",
                        "gnosis": 1,
                        "health": 2,
                    },
                ]
            }
        )
    )
    (tmp_path / "not-json.json").write_text("{oops")
    (tmp_path / "clash.json").write_text(
        json.dumps(
            {
                "cards": [
                    {
                        "id": "rust-maw",
                        "name": "Copy",
                        "type": "victim",
                        "renown": 0,
                        "rage": 1,
                        "gnosis": 1,
                        "health": 1,
                    }
                ]
            }
        )
    )
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe\x00garbage")
    report = load_user_sets(user_cards(), tmp_path)
    text = "\n".join(report.problems)
    assert "bad-field.json: card 'x-wolf': field 'rage'" in text
    assert "not-json.json, line 1, column 2: is not valid JSON" in text
    assert "clash.json: card 'rust-maw': field 'id'" in text
    assert "binary.json" in text
    # Whole bad files stay out, good files come in.
    assert "good-one" not in report.cards and "x-wolf" not in report.cards
    assert set(report.rejected) == {"bad-field.json", "not-json.json", "clash.json", "binary.json"}
    assert report.files == {"example-set.json": 3}
    assert {"my-river-troll", "my-iron-claws", "my-gut-punch"} <= set(report.cards)


def test_a_missing_folder_is_an_empty_collection(tmp_path) -> None:
    report = load_user_sets(user_cards(), tmp_path / "nothing-here")
    assert report.ok and not report.cards


VICTIM = {"name": "Lost", "type": "victim", "renown": 0, "rage": 1, "gnosis": 1, "health": 1}


def test_the_same_id_twice_in_one_file_is_refused_not_the_second_winning(tmp_path) -> None:
    cards = [{**VICTIM, "id": "my-twin"}, {**VICTIM, "id": "my-twin", "name": "Other"}]
    (tmp_path / "twins.json").write_text(json.dumps({"cards": cards}))
    report = load_user_sets(user_cards(), tmp_path)
    [problem] = report.problems
    assert problem.startswith("twins.json: card 'my-twin': field 'id': is defined twice")
    assert "my-twin" not in report.cards and report.rejected == ["twins.json"]


def test_what_is_not_a_card_file_is_named_never_skipped(tmp_path) -> None:
    """A symbolic link that loops, a folder named x.json and a FIFO: each was skipped without
    a word; each is named now (and the FIFO never blocks the reader)."""
    import os

    import pytest

    (tmp_path / "good.json").write_text(json.dumps({"cards": [{**VICTIM, "id": "my-good"}]}))
    (tmp_path / "x.json").mkdir()
    expected = {"x.json": "x.json: is a folder, not a file."}
    if hasattr(os, "symlink"):
        os.symlink("loop.json", tmp_path / "loop.json")
        expected["loop.json"] = "loop.json: could not be read (Too many levels of symbolic links)"
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.json")
        expected["pipe.json"] = "pipe.json: is a pipe (FIFO), not a file."
    if len(expected) < 3:
        pytest.skip("this system has no symbolic links or FIFOs")
    report = load_user_sets(user_cards(), tmp_path)
    assert sorted(report.rejected) == sorted(expected)
    for text in expected.values():
        assert any(p.startswith(text) for p in report.problems), (text, report.problems)
    assert "my-good" in report.cards


def test_a_card_nested_hundreds_deep_is_refused_naming_file_card_and_field(tmp_path) -> None:
    """Issue 29: a `requires` nesting 300-400 levels was accepted, then the deck builder or
    the game hit RecursionError."""
    requires: object = "Garou"
    for _ in range(350):
        requires = {"not": requires}
    gift = {"id": "my-deep", "name": "Deep", "type": "gift", "gnosis_cost": 1}
    (tmp_path / "deep.json").write_text(json.dumps({"cards": [{**gift, "requires": requires}]}))
    report = load_user_sets(user_cards(), tmp_path)
    [problem] = report.problems
    assert problem.startswith("deep.json: card 'my-deep': field 'requires': nests 350 levels")
    assert report.rejected == ["deep.json"]


def test_a_toml_file_in_the_card_folder_is_named_not_ignored(tmp_path) -> None:
    """Issue 28: a card set written as `.toml` in the folder was passed over without a word
    (the folder is read for `.json` files); it is named among the problems now."""
    (tmp_path / "good.json").write_text(json.dumps({"cards": [{**VICTIM, "id": "my-good"}]}))
    (tmp_path / "mine.toml").write_text('[[cards]]\nid = "my-toml"\nname = "T"\ntype = "victim"\n')
    report = load_user_sets(user_cards(), tmp_path)
    assert report.rejected == ["mine.toml"]
    [problem] = report.problems
    assert problem.startswith("mine.toml: is not read")
    assert "my-good" in report.cards and "my-toml" not in report.cards


def test_a_name_no_card_has_is_a_warning_and_the_file_loads(tmp_path) -> None:
    """Issue 28: an effect naming a card in no set (it may be one not written yet) was
    accepted without a word; it is a warning now, with file, card and field, and the file
    loads."""
    (tmp_path / "oath.json").write_text(json.dumps({"cards": [OATH]}))
    report = load_user_sets(user_cards(), tmp_path)
    assert report.problems == [] and "my-oath" in report.cards
    assert report.warnings == [OATH_WARNING]
    (tmp_path / "voice.json").write_text(
        json.dumps({"cards": [{**VICTIM, "id": "my-voice", "name": "Granite Voyce"}]})
    )
    assert load_user_sets(user_cards(), tmp_path).warnings == []  # another set has it

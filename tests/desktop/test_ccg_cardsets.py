"""User card sets: bad files are reported with file, card and field, never crash, and stay
out of the collection; the example loads."""

from __future__ import annotations

import json

from desktop.cardsets import load_user_sets, write_starter_files
from desktop.screens.rage_lv.cardsets import user_cards


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
    assert "not-json.json: not valid JSON" in text
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

"""`python -m engine cards check FILE...` (issue 28): each card's generated rules text beside
its `text`, the refusals with file, card and field, the warnings; a non-zero exit on refusals;
both editions; the same verdict as the deck builder's; never a traceback on any input."""

from __future__ import annotations

import io
import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.__main__ import main
from engine.cardcheck import check_files
from engine.ccg.cardsets import check_sets
from engine.games.rage_classic import cards as classic
from engine.games.rage_lv import data as lv
from tests.desktop.test_ccg_cardsets import OATH, OATH_WARNING

LV_CLAWS = {
    "id": "my-claws",
    "name": "My Claws",
    "type": "equipment",
    "gnosis_cost": 1,
    "text": "While in play, this character gets +1 Damage.",
    "effects": [
        {"when": "attached", "do": "modify", "stat": "damage", "amount": 1, "until": "static"}
    ],
}
CLASSIC_KICK = {"id": "my-kick", "name": "Kick", "type": "combat-action", "rage": 2, "damage": 2}


def run(tmp: Path, files: dict[str, Any], *args: str) -> tuple[int, str]:
    paths = []
    for name, content in files.items():
        path = tmp / name
        path.write_text(content if isinstance(content, str) else json.dumps(content))
        paths.append(str(path))
    out = io.StringIO()
    import contextlib

    with contextlib.redirect_stdout(out):
        code = main(["cards", "check", *args, *paths])
    return code, out.getvalue()


def test_good_cards_show_their_generated_text_beside_their_own(tmp_path: Path) -> None:
    code, out = run(tmp_path, {"mine.json": {"cards": [LV_CLAWS]}})
    assert code == 0
    assert "mine.json (rage-lv): my-claws: My Claws" in out
    assert "generated: While in play, this character gets +1 Damage." in out
    assert "its text:  While in play, this character gets +1 Damage." in out
    assert "0 refused, 0 warning(s)." in out


def test_the_edition_comes_from_the_file_or_from_game(tmp_path: Path) -> None:
    code, out = run(tmp_path, {"old.json": {"cards": [CLASSIC_KICK]}})
    assert code == 0 and "old.json (rage-classic): my-kick: Kick" in out
    assert "generated: Rage 2, Damage 2." in out
    victim = {"id": "my-camper", "name": "Camper", "type": "victim", "rage": 1, "gnosis": 0}
    victim |= {"renown": 1, "health": 2}
    code, out = run(tmp_path, {"both.json": {"cards": [victim]}})
    assert code == 1 and "both.json: cannot tell which edition it is for" in out
    code, out = run(tmp_path, {"both.json": {"cards": [victim]}}, "--game", "rage-classic")
    assert code == 0 and "(rage-classic): my-camper" in out
    code, out = run(tmp_path, {"both.json": {"game": "rage-lv", "cards": [victim]}})
    assert code == 0 and "(rage-lv): my-camper" in out
    code, out = run(tmp_path, {"kick.json": {"game": "rage-1998", "cards": [CLASSIC_KICK]}})
    assert code == 1 and "kick.json: cannot tell which edition it is for" in out


def test_refusals_name_file_card_and_field_and_fail_the_command(tmp_path: Path) -> None:
    wrong = {**LV_CLAWS, "text": "It does a lot."}
    code, out = run(tmp_path, {"bad.json": {"cards": [wrong]}, "worse.json": "{oops"})
    assert code == 1
    assert "bad.json: card 'my-claws': field 'text': does not match its effects" in out
    assert "worse.json, line 1, column 2: is not valid JSON" in out
    assert "2 refused, 0 warning(s)." in out


def test_warnings_are_shown_and_do_not_fail_the_command(tmp_path: Path) -> None:
    code, out = run(tmp_path, {"oath.json": {"cards": [OATH]}}, "--game", "rage-lv")
    assert code == 0
    assert "Warnings:\n  " + OATH_WARNING in out


def test_a_toml_card_set_is_refused_as_the_deck_builder_refuses_it(tmp_path: Path) -> None:
    code, out = run(tmp_path, {"set.toml": '[[cards]]\nid = "x"\n'}, "--game", "rage-lv")
    assert code == 1 and "set.toml: is not read: card sets here are .json files" in out


def test_the_command_and_the_deck_builder_give_one_verdict(tmp_path: Path) -> None:
    """The desktop's card-set folder is checked by the same function: same refusals (a Tribe
    nobody defines, a shipped id) and the same warnings."""
    from desktop.cardsets import load_user_sets
    from desktop.screens.rage_lv.cardsets import user_cards

    garou = {"id": "my-pup", "name": "Pup", "type": "garou", "breed": "Lu", "tribe": "Nowhere"}
    garou |= {k: {"renown": 1, "rage": 1, "gnosis": 1, "health": 2} for k in ("breed_side",)}
    garou |= {"crinos_side": {"renown": 1, "rage": 2, "gnosis": 1, "health": 3}}
    files = {
        "oath.json": {"cards": [OATH]},
        "pup.json": {"cards": [garou]},
        "copy.json": {"cards": [{**LV_CLAWS, "id": "rust-maw"}]},
    }
    code, out = run(tmp_path, files, "--game", "rage-lv")
    desk = load_user_sets(user_cards(), tmp_path)
    engine = check_sets(lv.USER_SETS, sorted(tmp_path.glob("*.json")))
    assert desk.problems == engine.problems and desk.warnings == engine.warnings
    assert any("field 'tribe': names no known Tribe ('Nowhere')" in p for p in desk.problems)
    assert any("copy.json: card 'rust-maw': field 'id'" in p for p in desk.problems)
    assert code == 1
    for line in [*desk.problems, *desk.warnings]:
        assert f"  {line}\n" in out


def test_both_editions_check_together(tmp_path: Path) -> None:
    out = io.StringIO()
    (tmp_path / "a.json").write_text(json.dumps({"cards": [LV_CLAWS]}))
    (tmp_path / "b.json").write_text(json.dumps({"cards": [CLASSIC_KICK]}))
    assert check_files([tmp_path / "a.json", tmp_path / "b.json"], None, out) == 0
    assert "(rage-lv): my-claws" in out.getvalue()
    assert "(rage-classic): my-kick" in out.getvalue()
    assert classic.USER_SETS.check is None and lv.USER_SETS.check is not None


WORDS = st.sampled_from(
    ["id", "name", "type", "cards", "effects", "when", "do", "target", "if", "amount", "game"]
)
VALUES = st.sampled_from(
    ["victim", "garou", "character", "combat-action", "play", "damage", "rage-lv", "X", ""]
)
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 30) | VALUES | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(WORDS, inner, max_size=6),
    max_leaves=30,
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    content=st.one_of(
        st.builds(lambda cards: {"cards": cards}, st.lists(JSONISH, max_size=4)),
        JSONISH,
    ),
    raw=st.booleans(),
    game=st.sampled_from([None, "rage-lv", "rage-classic"]),
)
def test_the_command_never_crashes_it_only_refuses(
    content: Any, raw: bool, game: str | None
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "any.json"
        text = json.dumps(content)
        path.write_text(text[: len(text) // 2] if raw else text)
        out = io.StringIO()
        code = check_files([path], game, out)
        assert code in (0, 1)
        assert out.getvalue().rstrip().endswith("warning(s).")


def test_a_refused_file_names_every_card_it_refuses_in_both_places(tmp_path: Path) -> None:
    """The loader stops at a file's first bad card; the check goes on to name each one, for
    the command and the deck builder alike (a player with forty cards fixes them at once)."""
    from desktop.cardsets import load_user_sets
    from desktop.screens.rage_lv.cardsets import user_cards

    bad_text = {**LV_CLAWS, "text": "It does a lot."}
    bad_cost = {**LV_CLAWS, "id": "my-claws-2", "gnosis_cost": 11}
    good = {**LV_CLAWS, "id": "my-claws-3"}
    code, out = run(tmp_path, {"many.json": {"cards": [bad_text, good, bad_cost]}})
    desk = load_user_sets(user_cards(), tmp_path)
    assert code == 1 and len(desk.problems) == 2
    assert "many.json: card 'my-claws': field 'text'" in desk.problems[0]
    assert "many.json: card 'my-claws-2': field 'gnosis_cost'" in desk.problems[1]
    for line in desk.problems:
        assert f"  {line}\n" in out
    assert "my-claws-3" not in desk.cards  # the file stays out as a whole
    # The command still shows what the good card of the refused file would read.
    assert "many.json (rage-lv): my-claws-3: My Claws (its file is refused: not loaded)" in out

"""Rage (relaunch) card data: one schema, checked on load; generated rules text; deck rules."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from engine.ccg.errors import CardDataError
from engine.games.rage_lv.data import ACTION_TYPES, TYPES, cards, load_cards, load_file
from engine.games.rage_lv.decks import Pack, check_pack, packs


def write(tmp_path: Path, items: list[dict], name: str = "set.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps({"cards": items}), encoding="utf-8")
    return path


GOOD_ATTACK = {
    "id": "jab",
    "name": "Jab",
    "type": "attack",
    "moon": "new",
    "rage_cost": 1,
    "damage": 2,
}


def test_every_shipped_card_loads_and_every_card_type_is_used() -> None:
    pool = cards()
    assert len(pool) >= 70
    assert {c.type for c in pool.values()} == set(TYPES)
    keywords = {k for c in pool.values() for k in c.keywords}
    assert {
        "Long Event",
        "Moot Event",
        "Umbra",
        "Wyrm",
        "Spirit",
        "Fetish",
        "fast",
        "slow",
    } <= keywords
    assert {"Weapon", "Armor", "Human"} <= keywords
    assert any(c.type == "garou" and c.breed == "Mt" for c in pool.values())
    assert any(c.type == "garou" and c.alternate for c in pool.values())
    assert any(c.kailindo for c in pool.values()) and any(c.insight for c in pool.values())
    assert any(c.sustained for c in pool.values()) and any(c.frenzy for c in pool.values())
    assert any(c.reactable for c in pool.values()) and any(c.benefit for c in pool.values())
    assert any(c.damage_x for c in pool.values())
    assert {c.scope for c in pool.values() if c.type == "combat-event"} == {"in", "in-out"}
    scopes = {e.scope for c in pool.values() for e in c.effects}
    assert {"in", "out", "in-out", "neutral", "controller"} <= scopes
    timings = {e.when for c in pool.values() for e in c.effects}
    assert timings >= {"play", "moot", "main", "alpha", "pre-combat", "mid-combat", "post-combat"}
    # (start-of-turn, end-of-turn and attached are read as turn-start, turn-end and static)
    assert timings >= {"turn-start", "turn-end", "static", "damage", "benefit"}
    assert {e.do for c in pool.values() for e in c.effects} >= {
        "damage",
        "heal",
        "modify",
        "draw",
        "discard",
        "flip",
        "umbra",
        "renown",
        "cancel",
    }


def test_rules_text_is_generated_from_the_effects() -> None:
    pool = cards()
    assert pool["ember-tooth"].text == "Sustained Rage: 1. Main: Heal 1 wound on this character."
    assert pool["call-to-hunt"].text == "If this Moot passes: Move the Umbra marker down 2 points."
    assert "Neutral: At the start of each turn" in pool["dry-wash"].text
    assert "Controller: While in play" in pool["dry-wash"].text
    assert pool["wildfire-lunge"].text.startswith(
        "X is this combatant's Renown. Benefit (Ashen Wind)"
    )


def test_a_card_whose_text_disagrees_with_its_effects_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, [{**GOOD_ATTACK, "text": "Deal 9 damage."}])
    with pytest.raises(CardDataError, match=r"set.json: card 'jab': field 'text'"):
        load_file(path)
    good = write(tmp_path, [{**GOOD_ATTACK, "text": ""}], "ok.json")
    assert load_file(good)[0].text == ""


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"moon": "half"}, "moon"),
        ({"rage_cost": "two"}, "rage_cost"),
        ({"gnosis_cost": 1}, "gnosis_cost"),
        ({"colour": "red"}, "colour"),
        ({"type": "spell"}, "type"),
        ({"damage": 0}, "damage"),
        ({"effects": [{"when": "sometimes", "do": "heal"}]}, "effects[0].when"),
        ({"effects": [{"when": "damage", "do": "explode"}]}, "effects[0].do"),
        ({"effects": [{"when": "damage", "do": "modify", "stat": "luck"}]}, "effects[0].stat"),
        ({"effects": [{"when": "damage", "do": "heal", "target": "moon"}]}, "effects[0].target"),
        ({"benefit": ["Ashen Wind"]}, "benefit"),
    ],
)
def test_schema_errors_name_file_card_and_field(tmp_path: Path, change: dict, field: str) -> None:
    path = write(tmp_path, [{**GOOD_ATTACK, **change}])
    with pytest.raises(CardDataError) as err:
        load_file(path)
    assert str(err.value).startswith(f"set.json: card 'jab': field '{field}'")


def test_missing_fields_and_type_specific_rules(tmp_path: Path) -> None:
    garou = {
        "id": "wolf",
        "name": "Wolf",
        "type": "garou",
        "tribe": "Ashen Wind",
        "breed": "Lu",
        "breed_side": {"renown": 1, "rage": 2, "gnosis": 3, "health": 3},
    }
    with pytest.raises(
        CardDataError, match="field 'crinos_side': is required for a Homid or Lupus"
    ):
        load_file(write(tmp_path, [garou]))
    metis = {
        **garou,
        "breed": "Mt",
        "crinos_side": {"renown": 1, "rage": 5, "gnosis": 3, "health": 3},
    }
    with pytest.raises(CardDataError, match="a Metis has two identical sides"):
        load_file(write(tmp_path, [metis]))
    rite = {"id": "r", "name": "R", "type": "rite", "gnosis_cost": 1, "duration": 5}
    with pytest.raises(CardDataError, match="card 'r': field 'duration'"):
        load_file(write(tmp_path, [rite]))
    gift = {"id": "g", "name": "G", "type": "gift"}
    with pytest.raises(CardDataError, match="card 'g': field 'gnosis_cost': is required"):
        load_file(write(tmp_path, [gift]))
    sept_pre = {
        "id": "p",
        "name": "P",
        "type": "gift",
        "gnosis_cost": 1,
        "effects": [{"when": "pre-combat", "do": "heal", "amount": 1}],
    }
    with pytest.raises(CardDataError, match="needs one"):
        load_file(write(tmp_path, [sept_pre]))


def test_duplicate_ids_and_unknown_tribes_are_refused(tmp_path: Path) -> None:
    write(tmp_path, [GOOD_ATTACK], "a.json")
    write(tmp_path, [GOOD_ATTACK], "b.json")
    with pytest.raises(
        CardDataError, match="b.json: card 'jab': field 'id': is also used in a.json"
    ):
        load_cards(tmp_path)
    (tmp_path / "b.json").unlink()
    write(tmp_path, [{**GOOD_ATTACK, "id": "kick", "tribe": "Nobody"}], "c.json")
    with pytest.raises(CardDataError, match="field 'tribe': names no known Tribe"):
        load_cards(tmp_path)
    (tmp_path / "d.json").write_text("{oops", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"d.json, line 1, column 2: is not valid JSON"):
        load_file(tmp_path / "d.json")


def test_action_types_are_the_four_the_rulebook_names() -> None:
    assert set(ACTION_TYPES) == {"attack", "defense", "flex", "counterattack"}


# -- deck rules -------------------------------------------------------------------------------------
def test_the_three_starter_packs_are_legal_at_every_renown_level() -> None:
    assert len(packs()) == 3
    tribes = {p.tribe for p in packs().values()}
    assert len(tribes) == 3
    for pack in packs().values():
        for level in (15, 20, 25):
            assert check_pack(pack, level) == []
        assert 5 <= len(pack.garou) <= 7
        assert len(pack.sept_list()) >= 30 and len(pack.combat_list()) >= 20


def pack(**change: object) -> Pack:
    return replace(packs()["ashen-wind"], **change)


def test_deck_rule_violations_are_explained() -> None:
    base = packs()["ashen-wind"]
    few = pack(sept=base.sept[:5])
    assert any("needs 30 or more" in p for p in check_pack(few, 20))
    many = pack(sept=(("rust-maw", 4), *base.sept[1:]))
    assert any("4 copies of Rust-Maw Hulk; a Sept deck allows 3" in p for p in check_pack(many, 20))
    combat = dict(base.combat)
    combat["claw-rake"] = 3
    assert any(
        "a Combat deck allows 2" in p for p in check_pack(pack(combat=tuple(combat.items())), 20)
    )
    combat = dict(base.combat)
    del combat["brace"]
    problems = check_pack(pack(combat=tuple(combat.items())), 20)
    assert any("it needs 20 or more" in p for p in problems)
    assert any("8 new-moon and 10 full-moon" in p for p in problems)
    assert any("more than the game's Renown level of 14" in p for p in check_pack(base, 14))
    dup = pack(garou=(*base.garou, "cinder-howl"))
    assert any("two copies of the same Garou" in p for p in check_pack(dup, 25))
    stranger = pack(garou=(*base.garou, "granite-voice"))
    assert any("neither Ashen Wind nor one of its cohorts" in p for p in check_pack(stranger, 25))
    cohort_heavy = pack(garou=("bright-scar", "mist-walker", "hush"))
    assert any("more Renown from Ashen Wind" in p for p in check_pack(cohort_heavy, 25))
    alternates = pack(tribe="hollow-moon", garou=("corvid-gale",))
    assert any("alternate shapeshifters" in p for p in check_pack(alternates, 25))
    wrong = pack(sept=(("claw-rake", 3), *base.sept))
    assert any("Claw Rake is not a Sept card" in p for p in check_pack(wrong, 25))


def test_cohort_garou_cost_extra_renown() -> None:
    from engine.games.rage_lv.decks import garou_cost

    pool = cards()
    assert garou_cost(pool["ashen-wind"], pool["mist-walker"]) == 3
    assert garou_cost(pool["hollow-moon"], pool["mist-walker"]) == 2

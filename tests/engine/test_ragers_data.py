"""Ragers card data: the shipped defaults and the checks on an edited file."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path

import pytest

from engine.games.ragers.data import DEFAULT_PATH, DataError, load, parse

RAW = tomllib.loads(DEFAULT_PATH.read_text(encoding="utf-8"))


def test_shipped_data_matches_the_rulebook_and_our_defaults() -> None:
    data = load()
    for seat in (0, 1):
        deck = data.deck(seat)
        assert len(deck) == 22 and len(set(deck)) == 22
    assert data.deck(0)[0] == "acc-basher-1" and data.deck(1)[-1] == "def-veteran-2"
    assert [data.gp_of(f"acc-basher-{n}") for n in (1, 2, 3, 4)] == [2, 2, 3, 3]
    specials = {
        k: data.gp_of(f"def-{k}-1") for k in ("chancer", "cheater", "deadeye", "stopper", "veteran")
    }
    assert specials == {"chancer": 0, "cheater": 1, "deadeye": 1, "stopper": 1, "veteran": 2}
    assert data.beats("basher", "slasher") and data.beats("slasher", "prodder")
    assert data.beats("prodder", "basher")
    assert {p: (data.patrons[p].forbids, data.patrons[p].row_limit) for p in data.patrons} == {
        "patron-gharan-zul": ("deadeye", 5),
        "patron-greybeard": ("cheater", 5),
        "patron-solennos": ("veteran", 5),
        "patron-arianna": (None, 4),
        "patron-nameless": (None, 5),
    }
    cheers = {c.id: (sorted(c.requires), c.forbids, c.gp) for c in data.cheers.values()}
    assert cheers == {
        "cheers-1": (["basher", "deadeye"], "veteran", 3),
        "cheers-2": (["prodder", "prodder"], None, 2),
        "cheers-3": (["basher", "basher"], None, 2),
        "cheers-4": (["slasher", "slasher"], None, 2),
        "cheers-5": (["chancer", "slasher"], "cheater", 3),
        "cheers-6": (["prodder", "stopper"], "deadeye", 3),
    }
    assert "own defaults" in data.note
    assert "RAGE TABLE'S OWN" in DEFAULT_PATH.read_text(encoding="utf-8")


def broken(change) -> str:
    raw = copy.deepcopy(RAW)
    change(raw)
    with pytest.raises(DataError) as err:
        parse(raw, "cards.toml")
    return str(err.value)


def test_errors_name_the_file_the_card_and_the_field() -> None:
    msg = broken(lambda raw: raw["cheers"][2].update(requires=["basher", "bashr"]))
    assert msg.startswith("cards.toml: cheers-3: field 'requires'") and "'bashr'" in msg
    msg = broken(lambda raw: raw["combat"][1].update(gp=[2, -1]))
    assert msg.startswith("cards.toml: slasher: field 'gp'")
    msg = broken(lambda raw: raw["patron"][0].update(forbids="dragon"))
    assert msg.startswith("cards.toml: patron-gharan-zul: field 'forbids'")
    msg = broken(lambda raw: raw["patron"][3].update(row_limit=0))
    assert msg.startswith("cards.toml: patron-arianna: field 'row_limit'")


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        (lambda raw: raw["combat"][0].update(beats="prodder"), "cycle"),
        (lambda raw: raw["combat"][0].update(beats="basher"), "another attack"),
        (lambda raw: raw.update(combat=raw["combat"][:7]), "veteran"),
        (lambda raw: raw["combat"][3].update(**{"class": "magic"}), "'class'"),
        (lambda raw: raw["cheers"][1].update(requires=["stopper"]), "attack icon"),
        (lambda raw: raw["cheers"][1].update(id="cheers-1"), "twice"),
        (lambda raw: raw["cheers"][0].update(forbids="basher"), "also be required"),
        (lambda raw: raw.update(side=raw["side"][:1]), "exactly the sides"),
        (lambda raw: raw.update(format=2), "'format'"),
        (lambda raw: raw.pop("patron"), "'patron'"),
    ],
)
def test_malformed_data_is_refused(change, fragment: str) -> None:
    assert fragment in broken(change)


def test_unreadable_or_invalid_files(tmp_path: Path) -> None:
    with pytest.raises(DataError) as err:
        load(tmp_path / "missing.toml")
    assert "missing.toml" in str(err.value)
    bad = tmp_path / "bad.toml"
    bad.write_text("[[side]\n", encoding="utf-8")
    with pytest.raises(DataError) as err:
        load(bad)
    assert "bad.toml" in str(err.value) and "TOML" in str(err.value)

"""The test corpus, part two (issue 28): our own rage-lv cards that use the card language's
newer constructs (tests/engine/fixtures/rage_lv_corpus_constructs.json). Each card has a
stacked-deck scenario that plays it through game commands and checks what its printed words
say, in English and in Portuguese.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.core.session import Session
from engine.games.rage_lv import stats
from engine.games.rage_lv.data import extra_cards, extra_table, load_extra, rules_text, shown_text
from engine.i18n import using
from tests.engine.test_rage_lv_corpus import alphas, g, hand
from tests.engine.test_rage_lv_rules import act, char, seat_of
from tests.engine.test_rage_lv_scenarios import quiet

FIXTURES = Path(__file__).parent / "fixtures"
CORPUS: list[dict[str, Any]] = json.loads(
    (FIXTURES / "rage_lv_corpus_constructs.json").read_text()
)["cards"]
OWN = extra_table(CORPUS)
SCENARIOS: dict[str, Callable[[], None]] = {}


def scenario(card_id: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    def register(fn: Callable[[], None]) -> Callable[[], None]:
        SCENARIOS[card_id] = fn
        return fn

    return register


def game(**deal: Any) -> Session:
    return g(corpus=CORPUS, **deal)


def play(s: Session, seat: int, card: str, **fields: Any) -> None:
    """Play the first copy of `card` from the seat's hand (filling in a missing target)."""
    if "by" in fields:
        fields.setdefault("target", None)
    act(s, seat, "play", card=f"{seat}.{card}.1", **fields)


def targets_by(s: Session, seat: int, card: str, by: str) -> set[Any]:
    """The targets the seat may choose for `card` played by the character `by`."""
    iid = f"{seat}.{card}.1"
    return {c.get("target") for c in s.legal(seat) if c.get("card") == iid and c.get("by") == by}


def stat(s: Session, iid: str, name: str) -> int:
    with extra_cards(OWN):
        return stats.stat(s.state, char(s, iid), name)


def hunt_with(s: Session, hunter: str, prey: str = "0.rust-maw.1") -> None:
    """The alphas are `hunter` and Pebble-in-Throat; `hunter` attacks `prey`."""
    alphas(s, mine=hunter)
    while seat_of(s) != 0 or s.state.phase != "alpha":
        quiet(s)
    act(s, 0, "attack", target=prey)


def test_every_card_loads_and_has_a_scenario() -> None:
    assert set(load_extra(CORPUS)) == set(SCENARIOS)
    assert all(c.get("flavor") for c in CORPUS)


@pytest.mark.parametrize("card_id", sorted(c["id"] for c in CORPUS))
def test_card_does_what_its_text_says(card_id: str) -> None:
    SCENARIOS[card_id]()


#: each card's generated rules text, in English and in Portuguese
TEXTS = {
    "b-undercut": (
        "Deal 2 damage to target character if it has lower Rage than this character.",
        "Cause 2 de dano ao personagem alvo se ele tiver menos Fúria que este personagem.",
    ),
    "b-measured-stare": (
        "At the start of each combat, this character gets +2 Damage until the end of combat"
        " if the opposing combatant has higher Rage than this character.",
        "No início de cada combate, este personagem recebe +2 de Dano até o fim do combate"
        " se o combatente oponente tiver mais Fúria que este personagem.",
    ),
}


@pytest.mark.parametrize("card_id", sorted(TEXTS))
def test_the_generated_text_in_english_and_portuguese(card_id: str) -> None:
    english, portuguese = TEXTS[card_id]
    text = rules_text(OWN[card_id])
    assert text == english
    with using("pt_BR"):
        assert shown_text(text) == portuguese


# -- comparing two creatures ----------------------------------------------------------------------
@scenario("b-undercut")
def _undercut() -> None:
    s = game(sept0=("call-the-beast", "b-undercut"))
    # Cinder Howl (Rage 4) may hit only who has less Rage; Soot Runner (3) hits no one.
    lower = {"0.soot-runner", "1.pebble-throat", "1.granite-voice"}
    assert targets_by(s, 0, "b-undercut", "0.cinder-howl") == lower
    assert targets_by(s, 0, "b-undercut", "0.soot-runner") == set()
    # In Crinos form Pebble-in-Throat has Rage 5: no longer lower than Cinder Howl's.
    play(s, 0, "call-the-beast", by="0.cinder-howl", target="1.pebble-throat")
    act(s, 1, "pass")
    assert char(s, "1.pebble-throat").crinos
    assert targets_by(s, 0, "b-undercut", "0.cinder-howl") == lower - {"1.pebble-throat"}
    play(s, 0, "b-undercut", by="0.cinder-howl", target="1.granite-voice")
    assert char(s, "1.granite-voice").wounds == 2
    assert "0.b-undercut.1" not in hand(s, 0)


@scenario("b-measured-stare")
def _measured_stare() -> None:
    # Soot Runner (Rage 3) hunts the Rust-Maw Hulk (Rage 4): +2 Damage for the combat.
    s = game(sept0=("b-measured-stare", "rust-maw"))
    play(s, 0, "b-measured-stare", on="0.soot-runner")
    act(s, 1, "pass")
    play(s, 0, "rust-maw")
    base = stat(s, "0.soot-runner", "damage")
    hunt_with(s, "0.soot-runner")
    assert s.state.combat is not None
    assert stat(s, "0.soot-runner", "damage") == base + 2
    # Cinder Howl (Rage 4) against the same Hulk (4): not higher, no bonus.
    s = game(sept0=("b-measured-stare", "rust-maw"))
    play(s, 0, "b-measured-stare", on="0.cinder-howl")
    act(s, 1, "pass")
    play(s, 0, "rust-maw")
    base = stat(s, "0.cinder-howl", "damage")
    hunt_with(s, "0.cinder-howl")
    assert s.state.combat is not None
    assert stat(s, "0.cinder-howl", "damage") == base


# -- what the loader refuses ------------------------------------------------------------------------
def refusal(effect: dict[str, Any], card_type: str = "event") -> str:
    from engine.ccg.errors import CardDataError

    raw = {"id": "b-bad", "name": "Bad", "type": card_type, "effects": [effect]}
    if card_type == "gift":
        raw["gnosis_cost"] = 1
    with pytest.raises(CardDataError) as caught:
        load_extra([raw], "my-set.json")
    return str(caught.value)


def hit_if(cond: Any) -> dict[str, Any]:
    return {"when": "play", "do": "damage", "amount": 1, "target": "character", "if": cond}


@pytest.mark.parametrize(
    ("cond", "field", "message"),
    [
        ({"compare": "rage", "is": "smaller", "than": "self"}, "effects[0].if.is", "lower, "),
        ({"compare": "rage", "is": "lower", "than": "enemy"}, "effects[0].if.than", "self, "),
        ({"compare": "fury", "is": "lower", "than": "self"}, "effects[0].if.compare", "rage"),
        ({"compare": "rage", "is": "lower"}, "effects[0].if.than", "must be one of"),
        (
            {"compare": "rage", "is": "lower", "than": "self", "by": 2},
            "effects[0].if.by",
            'is not read beside "compare"',
        ),
        (
            {"target": {"not": {"compare": "rage", "is": "x", "than": "self"}}},
            "effects[0].if.target.not.is",
            "must be one of",
        ),
    ],
)
def test_a_comparison_with_a_bad_part_is_refused_naming_file_card_and_field(
    cond: Any, field: str, message: str
) -> None:
    said = refusal(hit_if(cond))
    assert said.startswith(f"my-set.json: card 'b-bad': field '{field}': ")
    assert message in said

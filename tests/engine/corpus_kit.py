"""What the construct corpora's tests share (tests/engine/test_rage_lv_constructs.py and
test_rage_classic_constructs.py): the scenario registry, and the check that a card's generated
text reads as written in English and in Portuguese."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Protocol

import pytest

from engine.i18n import using

Scenario = Callable[[], None]
FIXTURES = Path(__file__).parent / "fixtures"


def corpus(name: str) -> list[dict[str, Any]]:
    """The cards of the fixture file `name` (tests/engine/fixtures/)."""
    cards: list[dict[str, Any]] = json.loads((FIXTURES / name).read_text())["cards"]
    return cards


class Edition(Protocol):
    """What the corpus tests use of an edition's card module (rage_classic.cards, rage_lv.data)."""

    def load_extra(self, raw: Any) -> Mapping[str, Any]: ...
    def rules_text(self, card: Any) -> str: ...
    def shown_text(self, text: str) -> str: ...


class Scenarios(dict[str, Scenario]):
    """Each card's scenario, by card id: `@SCENARIOS("card-id")` registers one."""

    def __call__(self, card_id: str) -> Callable[[Scenario], Scenario]:
        def register(fn: Scenario) -> Scenario:
            self[card_id] = fn
            return fn

        return register


def reads(
    rules_text: Callable[[Any], str],
    shown_text: Callable[[str], str],
    card: Any,
    english: str,
    portuguese: str,
) -> None:
    """The card's generated rules text is `english`, and shown in pt_BR it is `portuguese`."""
    text = rules_text(card)
    assert text == english
    with using("pt_BR"):
        shown = shown_text(text)
    assert shown == portuguese


def corpus_tests(
    cards: list[dict[str, Any]],
    own: Mapping[str, Any],
    scenarios: Scenarios,
    texts: Mapping[str, tuple[str, str]],
    pool: Edition,
) -> tuple[Callable[[], None], Callable[[str], None], Callable[[str], None]]:
    """The three tests every corpus file runs, for a module to bind to its own test names:
    each card loads and has a scenario, flavor and both texts; each scenario passes; each
    card's generated text (`own`: the loaded cards) reads as written in English and
    Portuguese."""

    def loads_with_scenario_flavor_and_texts() -> None:
        assert set(pool.load_extra(cards)) == set(scenarios) == set(texts)
        assert all(c.get("flavor") for c in cards)

    @pytest.mark.parametrize("card_id", sorted(c["id"] for c in cards))
    def does_what_its_text_says(card_id: str) -> None:
        scenarios[card_id]()

    @pytest.mark.parametrize("card_id", sorted(texts))
    def text_in_english_and_portuguese(card_id: str) -> None:
        reads(pool.rules_text, pool.shown_text, own[card_id], *texts[card_id])

    return (
        loads_with_scenario_flavor_and_texts,
        does_what_its_text_says,
        text_in_english_and_portuguese,
    )


def named_moot(card_id: str, name: str, options: list[Any]) -> dict[str, Any]:
    """A Renown 2 Moot (rage-classic) whose Junta does the one of `options` its caller named."""
    choice = {"when": "junta", "do": "choose", "named": True, "options": options}
    return {"id": card_id, "name": name, "type": "moot", "renown": 2, "effects": [choice]}


def misnamed_oath(card_id: str, name: str) -> dict[str, Any]:
    """A rage-lv Event whose condition names a card in no set ("Granite Voyce"): it loads,
    with a warning (issue 28)."""
    hit = {"when": "play", "do": "damage", "amount": 1, "target": "character"}
    return {
        "id": card_id,
        "name": name,
        "type": "event",
        "effects": [{**hit, "if": {"name": "Granite Voyce"}}],
    }

"""What the construct corpora's tests share (tests/engine/test_rage_lv_constructs.py and
test_rage_classic_constructs.py): the scenario registry, and the check that a card's generated
text reads as written in English and in Portuguese."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.i18n import using

Scenario = Callable[[], None]


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

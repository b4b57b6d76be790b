"""The field-read checker (`engine.ccg.tracking.unread`) on the shapes a card file may take:
an option of `choose` may be one step or a list of steps, which the loader makes one step with
the rest as its `then`."""

from __future__ import annotations

from engine.ccg.tracking import recording, tracked, unread
from engine.games.rage_classic.cards import check_card
from tests.engine.corpus_kit import named_moot

MOOT = named_moot(
    "t-two-step-moot",
    "Two-Step Moot",
    [
        [{"do": "score", "amount": 1}, {"do": "draw", "amount": 1, "deck": "sept"}],
        {"do": "score", "amount": 2},
    ],
)


def _read_every_step(skip_last: bool = False) -> set[tuple[str, str]]:
    """Read the card as the rules would, through the recording proxies."""
    card = check_card("t.json", MOOT, 0)
    with recording() as reads:
        proxy = tracked(card)
        assert proxy.renown == 2
        effect = proxy.effects[0]
        assert effect.when == "junta" and effect.do == "choose"
        assert effect.param("named") is True
        options = effect.param("options")
        steps = [step for option in options for step in option.steps]
        for step in steps[:-1] if skip_last else steps:
            assert step.do in ("score", "draw")
            assert step.amount in (1, 2)
            _ = step.deck
        return reads


def test_an_option_written_as_a_list_of_steps_is_read_through_its_then() -> None:
    """Failed before: `unread` took each option for one step and crashed on the list."""
    assert unread(MOOT, _read_every_step()) == []


def test_a_step_of_a_listed_option_never_read_is_named() -> None:
    missing = unread(MOOT, _read_every_step(skip_last=True))
    assert "effects[0].options[1].do" in missing and "effects[0].options[1].amount" in missing

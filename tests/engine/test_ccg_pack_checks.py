"""Both editions' deck rules say an unknown card and a member of the wrong type the same way
(engine.ccg.packs: `unknown_cards`, `of_type`), each in its place among the other sentences."""

from __future__ import annotations

from dataclasses import replace
from types import ModuleType

import pytest

from engine.games.rage_classic import decks as classic_decks
from engine.games.rage_lv import decks as lv_decks


@pytest.mark.parametrize(("decks", "members"), [(classic_decks, "characters"), (lv_decks, "garou")])
def test_an_unknown_card_is_named_and_nothing_else_is_judged(
    decks: ModuleType, members: str
) -> None:
    pack = next(iter(decks.packs().values()))
    broken = replace(pack, **{members: (*getattr(pack, members), "no-such-card")})
    problems = decks.check_pack(broken, 25)
    assert problems == [f"{pack.name}: there is no card called 'no-such-card'."]


@pytest.mark.parametrize(
    ("decks", "members", "wrong"),
    [
        (classic_decks, "characters", "is not a Character and cannot start in the pack."),
        (lv_decks, "garou", "is not a Garou and cannot start in play."),
    ],
)
def test_a_member_of_another_type_is_refused_first(
    decks: ModuleType, members: str, wrong: str
) -> None:
    pack = next(iter(decks.packs().values()))
    sept_card = pack.sept[0][0]
    broken = replace(pack, **{members: (sept_card, *getattr(pack, members))})
    problems = decks.check_pack(broken, 25)
    assert problems and problems[0].endswith(wrong), problems
    assert sum(p.endswith(wrong) for p in problems) == 1

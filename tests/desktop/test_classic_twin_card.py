"""A second copy of a card the list offers says why it has nothing of its own (issue 30: with
two Slip the Veil in hand in the Umbra Phase, Enter on the first opened its list and Enter on
the second said only "Isso não é possível agora."): the engine lists identical cards once, so
the table says that the copies are one choice and which one to play."""

from __future__ import annotations

import pytest

from engine.i18n import using
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.test_table_support import frames

#: turn 2, the Umbra Phase's Open Play: Player 1 holds Slip the Veil twice
UMBRA = 96


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "You hold more than one Slip the Veil"),
        ("pt_BR", "Você tem mais de um Slip the Veil"),
    ],
)
def test_the_second_copy_says_the_copies_are_one_choice(display, language, words) -> None:
    with pcl_table(language, UMBRA) as (app, table, said):
        first, second = (
            next(p for p in table.spots if p.kind == "hand" and p.iid == f"0.slip-the-veil.{n}")
            for n in (1, 2)
        )
        assert table.commands_for(first.node)  # the list offers the first copy
        assert not table.commands_for(second.node)
        with using(app.translations):  # as the app's loop runs a key: in its language
            table.activate(second.node)
        frames(app, 2)
        assert said and words in said[-1], said

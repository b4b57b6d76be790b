"""A Junta whose caller names one of its options (issue 28): each call's menu row says which
option it names, so the two calls of one card read differently."""

from __future__ import annotations

from desktop.screens.rage_classic.words import describe
from engine.games.rage_classic.cards import extra_cards
from engine.i18n import using
from tests.engine.test_rage_classic_juntas_constructs import OWN


def test_each_named_call_reads_as_the_option_it_names() -> None:
    call = {"type": "call", "card": "0.c-hearth-tithe.1", "by": "0.keeper-ashgrove"}
    with extra_cards(OWN):
        rows = [describe({**call, "target": None, "named": n}, ["Ada", "Bo"]) for n in (0, 1)]
        with using("pt_BR"):
            row = describe({**call, "target": None, "named": 1}, ["Ada", "Bo"])
    assert rows == [
        "Call the Junta Hearth Tithe with Keeper Ashgrove, naming: Add 2 Victory Points to your"
        " Victory Pile.",
        "Call the Junta Hearth Tithe with Keeper Ashgrove, naming: Each player draws 1 Sept card.",
    ]
    assert row.endswith(", escolhendo: Cada jogador compra 1 carta de seita.")

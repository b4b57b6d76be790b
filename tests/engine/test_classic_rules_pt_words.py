"""The 1995 rules in Portuguese name the decks as the table does (pl35: the rules said "Deck de
seita" where every panel and log line says "baralho de seita")."""

from __future__ import annotations

from pathlib import Path

import engine.games.rage_classic as classic

RULES = Path(classic.__file__).with_name("rules_text.pt_BR.md")


def test_the_portuguese_rules_say_baralho_for_the_decks() -> None:
    text = RULES.read_text(encoding="utf-8")
    assert "Deck de" not in text and "deck de" not in text
    assert "Baralho de seita" in text and "Baralho de combate" in text

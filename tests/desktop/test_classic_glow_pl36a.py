"""The 1995 table lights a hand card only for a move the Hint would make (issue 30, pl36a #2):
in a 1995-rulebook game, with no Umbra Phase, Greenfall Caern does nothing in play, and the
Hint no longer advises it; its card must not glow in the Resource Phase beside a card that
does something (Moss-Back Gaffling). What is checked is what the table draws."""

from __future__ import annotations

from desktop.screens.rage_classic.table import ClassicTable
from tests.desktop.test_ccg_support import make_app, settled_table
from tests.desktop.test_classic_table import faces
from tests.engine.bot_moments import heuristic_at

CAERN, ALLY = "0.greenfall-caern.1", "0.moss-spirit.1"


def _glowing(table: ClassicTable, iid: str) -> bool:
    node = table.stage.cards.get(f"glow:{iid}")
    return node is not None and node.is_shown()


def test_a_caern_does_not_glow_where_no_umbra_phase_comes() -> None:
    """Seed 0 of 2-seat heuristic games, 8 commands in: Player 1 may place Greenfall Caern
    (with any Character) or Moss-Back Gaffling."""
    session = heuristic_at("rage-classic", 2, 0, 8, {"rulebook": "1995"})
    legal = session.legal(0)
    assert any(c.get("card") == CAERN for c in legal) and any(c.get("card") == ALLY for c in legal)
    app = make_app((1280, 720))
    try:
        table = settled_table(app, ClassicTable, session, faces())
        assert table.stage.cards.get(f"glow:{ALLY}") is not None
        assert _glowing(table, ALLY)
        assert not _glowing(table, CAERN)
    finally:
        app.close()

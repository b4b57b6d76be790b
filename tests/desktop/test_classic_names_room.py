"""Card names on the 1995 table at 1280x720, 4 seats (issue 30, me40): a column of name
bands printed in two sizes ("Woven Hide" large over "Rite of Mourning" small; "The Coiled Worm"
large under "Slagheap Hive" small) and read as two kinds of label: each column's names now
print at one size. A long name in hand ("Ghost of King Ashb…", "The / Drowned…") was cut on
two lines: it takes three, its picture the smaller. Judged on the texts drawn."""

from __future__ import annotations

import copy

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl4_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames
from tests.desktop.test_text_readable import min_cap, window_px

#: turn 3: Bruno's loose things in a column, Player 1's Ghost of King Ashbrand in hand
TURN_3 = 450
BRUNO = ("Slagheap Hive", "The Coiled Worm", "The Coiled", "Worm", "Tailings Pond", "Black Moon")


def _marks(app) -> list:
    return trace_frame(app).in_sight()


def test_a_column_of_names_prints_at_one_size(display) -> None:
    with tracing(), pcl4_table("en", TURN_3, (1280, 720)) as (app, _table):
        frames(app, 2)
        column = {round(window_px(app, m), 2) for m in _marks(app) if m.text in BRUNO}
    assert len(column) == 1, column
    assert min(column) >= min_cap() - 0.01, column


def test_a_long_name_in_hand_is_whole(display) -> None:
    with tracing(), pcl4_table("en", TURN_3, (1280, 720)) as (app, _table):
        frames(app, 2)
        hand = [m for m in _marks(app) if layout.HANDS.contains(m.rect)]
        ghost = [m.text for m in hand if m.text in ("Ghost of", "King", "Ashbrand", "Ghost")]
        cut = [m.text for m in hand if m.text.endswith("…")]
        least = min((window_px(app, m) for m in hand), default=0.0)
    assert "Ashbrand" in ghost and not cut, (ghost, cut)
    assert least >= min_cap() - 0.01, least


#: turn 1's fight: Director Vane, Quarterly Targets attached, in the combat view
FIGHT = 200


def test_a_fighters_bands_name_their_cards_whole_in_the_combat(display) -> None:
    """me40's "Ghost of King As…" on Keeper Ashgrove in the combat view: here Director Vane
    given it beside Quarterly Targets (with two more the panel's room, kept for the plays
    under the fighters, still cuts it)."""
    with pcl4_table("en", FIGHT, (1280, 720)) as (_app, table):
        view = copy.deepcopy(table.view)
        assert view.get("combat") is not None
        vane = next(t for t in view["things"] if t["host"] == "3.director-vane")
        for card in ("ghost-of-ashbrand",):
            view["things"].append({**vane, "iid": f"3.{card}.1", "card": card})
        table.stage.rebuild(view, table.legal, table.bottom, table.revealed)
        bands = {
            key: (node.data or {}).get("cut")
            for key, node in table.stage.cards.items()
            if key.startswith("char:combat:") and (node.data or {}).get("kind") == "thing"
        }
    assert len(bands) == 2 and not any(bands.values()), bands

"""A chained combat round's caption puts each card on its side. Playing rage-lv by keyboard in
a real window at 1920x1080, the caption read "Rockfall (4 dmg)  vs  Cinder Guard (1 dmg,
block 3)  vs  Brace (block 2)  →  Cinder Howl: 1 wound": three cards in a row of "vs", as if
three sides fought, though Brace answered for Rockfall's side. The hunter's cards now stand
on the left joined by "+", the prey's on the right. Driven through the app's loop on the bot
game's round that `test_lv_round_caption` plays (seed 1: Rockfall, Cinder Guard, Brace)."""

from __future__ import annotations

from desktop.screens.rage_lv import narrate
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, played_live
from tests.desktop.test_table_support import frames, frames_until


def test_a_chain_s_cards_stand_by_side(display) -> None:
    with tracing():
        app = make_app((1920, 1080), speed=50.0)
        try:
            table = played_live(app, 1, 91, 4)  # the round: from its start to Brace
            frames_until(app, lambda: "→" in table.model.reveal_text)
            caption = table.model.reveal_text
            frames(app, 3)
            drawn = " ".join(m.text.strip() for _, m in trace_frame(app).texts())
        finally:
            app.close()
    rockfall, guard, brace = (
        narrate.name(i) for i in ("1.rockfall.1", "0.cinder-guard.2", "1.brace.1")
    )
    hunter, _vs, prey = caption.split("  →  ")[0].partition("  vs  ")
    assert rockfall in hunter and brace in hunter and " + " in hunter, caption
    assert guard in prey and "vs" not in prey, caption
    assert caption.count("  vs  ") == 1, caption
    assert f"{brace} (" in drawn, drawn

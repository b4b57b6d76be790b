"""A combat round's caption names every card whose blows it counts (issue 30). Found playing
the relaunch by keyboard in Portuguese at 1280x720: "Roll Away (bloqueio 3) → Granite Voice −4"
under a block card that deals no damage; the four wounds were the round's attack, revealed
before the block answered it. When a round's cards come out one by one, the caption now
lists the round's cards before the wounds. Driven through the app's loop on a bot game's
round (seed 1: Rockfall, answered by Cinder Guard, then Brace)."""

from __future__ import annotations

from desktop.screens.rage_lv import narrate
from tests.desktop.layout_trace import report, trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, played_live
from tests.desktop.test_table_support import frames, frames_until

BRACE = {"type": "combat-card", "card": "1.brace.1"}


def test_the_caption_of_a_chain_names_the_round_s_cards(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = played_live(app, 1, 91, 4)  # the round: from its start to Brace
            last = table.session.entries[-1]
            assert (last["seat"], last["command"]) == (1, BRACE), last
            frames_until(app, lambda: bool(table.model.reveal_text))
            caption = table.model.reveal_text
            frames(app, 5)
            trace = trace_frame(app)
            problems = [p for p in trace.problems() if p.text in caption]
        finally:
            app.close()
    assert caption.startswith(narrate.name("1.rockfall.1")), caption
    for iid in ("1.rockfall.1", "0.cinder-guard.2", "1.brace.1"):
        assert narrate.name(iid) in caption, caption
    assert caption.endswith(f"{narrate.name('1.pallid-drone.1')}: 1 wound"), caption
    assert not problems, report(problems)
    # Each card on its side (playlv8 read "Rockfall  vs  Cinder Guard  vs  Brace", three
    # sides, in a real window): Brace answered for Rockfall's side.
    hunter, _vs, prey = caption.split("  →  ")[0].partition("  vs  ")
    assert " + " in hunter and narrate.name("1.brace.1") in hunter, caption
    assert narrate.name("0.cinder-guard.2") in prey and "vs" not in prey, caption

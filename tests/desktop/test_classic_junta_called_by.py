"""The Juntas panel's "Called by player's … · On …" line is drawn whole at 1280x720: it wraps
rather than being cut (issue 30; the last helper's play at 1280x720 found it cut, with no
tooltip giving the whole)."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic import words
from desktop.screens.rage_classic.table import ClassicTable
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import frames, make_app

#: players' names as long as New game lets one type (a name in the line makes it long)
LONG_NAMES = ("Annabelle Fairweather", "Bartholomew Quill")


def test_who_called_a_junta_is_drawn_whole_at_1280x720(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            session = voting(1, 27, "rage-classic", ("silver-wake", "thornwood-kin"), LONG_NAMES)
            runner = GameRunner(
                session, [person(LONG_NAMES[0]), bot(LONG_NAMES[1])], threaded=False
            )
            table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
            app.push(table)
            table.paused = True
            frames(app, 40)
            juntas = [j for j in table.view["juntas"] if not j["done"]]
            names = table.names
            drawn = [m.text for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    assert juntas
    said = " ".join(drawn)
    for j in juntas:
        # every word of the line, the caller's player and the target included, is on screen
        whole = f"Called by {names[j['seat']]}'s {words.name(j['caller'])}"
        if j.get("target"):
            whole += f" · On {words.name(j['target'])}"
        assert all(word in said.split() for word in whole.split()), (whole, drawn)
    assert not [t for t in drawn if "Called by" in t and t.endswith("…")], drawn

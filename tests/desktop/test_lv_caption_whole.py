"""The words under the middle of the relaunch combat view are read to their end, or marked
where they are cut (issue 30, played by keyboard in Portuguese at 1920x1080: "Feint and Dodge
(3 dano, atacando: seu bloqueio não conta) x Granite Hold (bloqueio 3) → sem", the wounds
left out with no mark). The caption takes four lines, and a longer one ends in "…". Judged
on what is drawn, over the app's loop."""

from __future__ import annotations

import pytest

from engine.i18n import using
from tests.desktop.layout_trace import report, trace_frame, tracing
from tests.desktop.test_ccg_support import played_live
from tests.desktop.test_table_support import frames, make_app

RESULT = {
    "en": "Feint and Dodge (3 damage, attacking: your block does not count) x Granite Hold "
    "(block 3) → no wounds",
    "pt_BR": "Feint and Dodge (3 dano, atacando: seu bloqueio não conta) x Granite Hold "
    "(bloqueio 3) → sem ferimentos",
}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_exchange_is_read_to_its_end(display, size, language) -> None:
    with tracing():
        app = make_app(size, speed=50.0, language=language)
        try:
            with using(app.translations):
                table = played_live(app, 1, 43, 2)  # round 1's reveal: the exchange on show
                frames(app, 10)
                table.model.reveal_text = RESULT[language]
                table.model.reveal_round = table.view["combat"]["round"]
                table._combat_view()
                frames(app, 3)
                trace = trace_frame(app)
                drawn = " ".join(m.text for _, m in trace.texts())
                table.model.reveal_text = RESULT[language] + (" and more words" * 8)
                table._combat_view()
                frames(app, 3)
                longer = [m.text for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    tail = RESULT[language].split()[-1]
    assert tail in drawn, drawn
    problems = [p for p in trace.problems() if p.text in RESULT[language]]
    assert not problems, report(problems)
    assert any(t.endswith("…") and "words" in t for t in longer), longer

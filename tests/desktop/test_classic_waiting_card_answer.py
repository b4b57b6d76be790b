"""While a card waits to resolve and waits for the person's answer, the 1995 panels agree on
whose card it is and on whether the person can cancel it (pl36a #8: the OK? panel spoke of
another player's announced Offensive Effect, or of who Open Play waited for, above the
"Allow it" that answers the waiting card; "May cancel: Player 1" stood under Ada's Spirit
Speech while the Hint said no card of the person's could cancel it, and the bar said "or
cancel it with a card of yours"). Issue 30's 4-seat game: Ada's Spirit Speech (1 command in)
and Eye of the Crow (524) wait for Player 1, who holds no canceller. Judged on what is drawn,
en and pt-BR."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl4_table
from tests.desktop.layout_trace import trace_frame, tracing

WAITS = {1: "Spirit Speech", 524: "Eye of the Crow"}
SAID = {
    "en": {
        "title": "Allow it?",
        "waits": "Ada's {card}",
        "none": "No card of yours cancels it.",
        "may": "May cancel",
        "bar": "no card of yours cancels it",
        "or_cancel": "or cancel it",
    },
    "pt_BR": {
        "title": "Permitir?",
        "waits": "{card}",
        "none": "Nenhuma carta sua a cancela.",
        "may": "Pode cancelar",
        "bar": "nenhuma carta sua a cancela",
        "or_cancel": "ou cancele-a",
    },
}


def _texts(app, area) -> str:
    return " ".join(m.text for _, m in trace_frame(app).texts() if area.contains(m.rect))


@pytest.mark.parametrize("commands", sorted(WAITS))
@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_panels_agree_on_the_waiting_card(display, language, commands) -> None:
    said = SAID[language]
    with tracing(), pcl4_table(language, commands) as (app, table):
        pending = table.view.get("pending")
        assert pending and pending["seat"] == 1, pending  # Ada's card
        assert table.ok_button.visible  # the OK? panel's Allow it answers it
        window = _texts(app, layout.WINDOW)
        assert window.startswith(said["title"]), window
        assert said["waits"].format(card=WAITS[commands]) in window, window
        assert "Ada" in window and said["none"] in window.replace("  ", " "), window
        assert "Bruno" not in window and "Chloé" not in window, window
        stack = _texts(app, layout.STACK)
        assert said["may"] not in stack, stack
        bar = _texts(app, layout.BAR)
        assert said["bar"] in bar and said["or_cancel"] not in bar, bar

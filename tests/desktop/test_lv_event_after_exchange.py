"""A Combat Event played after a round's exchange follows the exchange's words in the combat
view, and does not replace them: after Spirit Rebuke the centre read "In round 1: Spirit
Rebuke (Combat Event)" and the round's blows were gone from the view (pl36b #7, 097, 171).
Seed 5: Pounce x Roll Away settles round 1, then Ann plays Spirit Rebuke in Mid-combat."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import layout
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, played_live
from tests.desktop.test_table_support import frames


def _caption(app) -> str:
    """The words drawn under the plays, between the fighters (not the combat log's)."""
    k = app.canvas.get_width() / 1920
    r = layout.COMBAT
    left, right = r.x + layout.VS_X - layout.CAPTION_W / 2, r.x + layout.VS_X + layout.CAPTION_W / 2
    top, bottom = r.y + layout.CAPTION_TOP - 10, r.y + layout.HAND_CAPTION_Y - 12
    return " ".join(
        m.text
        for _i, m in trace_frame(app).texts()
        if left * k <= m.rect.centerx <= right * k and top * k <= m.rect.centery <= bottom * k
    )


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_exchange_stays_beside_the_event(display, language) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                table = played_live(app, 5, 20, 8)  # through Spirit Rebuke
                assert table.session.entries[-1]["command"]["card"] == "0.spirit-rebuke.1"
                frames(app, 10)
                now = _caption(app)
                cards = {n.name.split(":")[0] for n in table.combat_cards.children}
                shown = {iid for iid in table.model.revealed}
                session = table.session
                for entry in _next(session, 2):
                    session.apply(entry["seat"], entry["command"])
                    frames(app, 20)
                later = _caption(app)
        finally:
            app.close()
    for words in (now, later):
        assert "Pounce" in words and "Roll Away" in words and "Spirit Rebuke" in words, words
    assert "revealed" in cards
    assert {"0.pounce.1", "1.roll-away.1", "0.spirit-rebuke.1"} <= shown, shown


def _next(session, moves: int) -> list[dict]:
    from tests.desktop.test_ccg_support import bots_played

    played = bots_played(28 + moves, 5)
    return played.entries[len(session.entries) :]

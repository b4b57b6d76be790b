"""The combat view's caption of an earlier round, cut short, is whole on hover (issue 30: "No
round 4: Cinder Guard (2 dano, bloqueio 3) x Feint and Dodge (…) → Granite Voice: 2 …" and no
way to read the rest)."""

from __future__ import annotations

from dataclasses import replace

from desktop.screens.rage_lv import table as lv_table
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, played_live
from tests.desktop.test_text_readable import whole_on_hover


def test_an_earlier_round_cut_short_is_whole_on_hover(display, monkeypatch) -> None:
    # this game's recap takes four lines: a caption of three cuts it as a longer one is cut
    monkeypatch.setattr(lv_table, "CAPTION_LINES", 3)
    with tracing():
        app = make_app((1280, 720), speed=50.0, language="pt-BR")
        try:
            with using(app.translations):
                table = played_live(app, seed=1, before=88, moves=9)  # round 2, round 1's recap
                assert table.view["combat"]["round"] == 2
                whole = _("In round {round}: {exchange}").format(
                    round=1, exchange=table.model.reveal_text
                )
            assert whole.startswith("Na rodada 1:"), whole
            drawn = [m for _, m in trace_frame(app).texts()]
            flat = " ".join(whole.split())
            cut = [m for m in drawn if m.text.endswith("…") and m.text[:-1].strip() in flat]
            assert cut, [m.text for m in drawn if "…" in m.text]
            assert whole_on_hover(app, replace(cut[0], whole=whole)), whole
        finally:
            app.close()

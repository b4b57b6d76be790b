"""The relaunch sidebar's Renown rows give long names whole (issue 30, found in headless shots
at 1280x720 with 4 packs and long names): a name was clipped mid-letter at 200 px ("Maria
Eduarda Ferna", "Devendra Ramaswan"), its "(você)" lost, with no way to read the rest. A
name now runs up to its score, is cut with "…" past it, and its tooltip (hover) gives it
whole. Drawn through the app's frames, judged on the texts drawn and the tooltip."""

from __future__ import annotations

from desktop.screens.ccg_kit.paint import text
from desktop.screens.rage_lv import hud, layout
from desktop.screens.rage_lv.table import LvTable
from engine.core.session import Session
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import settled_table, shared_faces
from tests.desktop.test_table_support import frames, make_app, motion

NAMES = ["Maria Eduarda Fernandes", "Bartholomew Winchester", "Chloé", "Devendra Ramaswamy"]


def test_long_names_are_cut_with_a_mark_and_whole_on_hover(display) -> None:
    session = Session.new("rage-lv", 4, 3, {}, names=NAMES)
    with tracing():
        app = make_app((1280, 720), speed=50.0, language="pt_BR")
        try:
            table = settled_table(app, LvTable, session, shared_faces())
            side = layout.SIDEBAR
            drawn = [m for _, m in trace_frame(app).texts() if side.contains(m.rect)]
            with using(app.translations):
                wholes = [NAMES[0] + _(" (you)"), *NAMES[1:]]  # Ann looks: "(você)"
            for whole in wholes:
                mark = next(m for m in drawn if whole.startswith(m.text.removesuffix("…")))
                ink = text(mark.text, 20, hud.INK, True).get_bounding_rect()
                assert mark.rect.w >= ink.w - 4, f"{mark.text!r} is clipped"
                if mark.text == whole:
                    continue
                assert mark.text.endswith("…"), mark.text
                frames(app, 2, [motion(app, mark.rect.center)])
                shown = table.tips.shown
                assert shown is not None and shown.text == whole, (whole, shown)
        finally:
            app.close()

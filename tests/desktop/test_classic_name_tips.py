"""A 1995 card's name gets a tooltip where it is drawn cut, and only there (issue 30): at 4
seats, 1280x720, the opponents' creatures that carry attachments read "Ysolde Amber…", their
bands "Lynx of the Hig…", "Quarte…", with no tip; and bands whose names are drawn whole on two
lines ("Slagheap Hive", "Lynx of the High Snow" beside its bearer) had one. Judged on the
names the frame prints and the tooltip drawn, at two moments of the 4-seat newcomer game
(tests/engine/classic_pcl4_game.py), in English and Portuguese, at both sizes."""

from __future__ import annotations

import pytest

from tests.desktop.classic_pcl_support import pcl4_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_whole_names import printed
from tests.desktop.test_table_support import frames, motion

#: turn 2's Moot Phase (Lynx of the High Snow beside Ysolde Amberclaw, Quarterly Targets
#: under Director Vane) and turn 3's Combat Phase (Ysolde Amberclaw carrying Lynx, Director
#: Vane and Sister Marrow two attachments each)
MOMENTS = [300, 530]


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("moment", MOMENTS)
def test_a_name_drawn_cut_has_a_tip_and_one_drawn_whole_none(
    display, language, size, moment
) -> None:
    with tracing(), pcl4_table(language, moment, size) as (app, table):
        frames(app, 3)
        # a line the next band covers but for a sliver of its ink is not read
        marks = [m for m in trace_frame(app).in_sight() if m.card and m.rect.h >= 0.6 * m.cap]
        pool = table.stage.pool()
        named = [s for s in table.spots if s.kind in ("creature", "thing") and s.card]
        cut, whole = [], []
        for s in named:
            on = [m for m in marks if s.rect.contains(m.rect)]
            (whole if pool[s.card].name in printed(on) else cut).append(s)
        # the tips the table offers: over each cut name, its whole; over none drawn whole
        tips = {(t.text, tuple(r)) for t, r in table.tips.spots if t.key == "name"}
        wrong = [pool[s.card].name for s in whole if (pool[s.card].name, tuple(s.rect)) in tips]
        assert not wrong, wrong
        for s in cut:
            name = pool[s.card].name
            table.tips.hide()
            frames(app, 2, [motion(app, (s.rect.centerx, s.rect.y + s.rect.h // 4))])  # by its name
            shown = table.tips.shown
            assert shown is not None and shown.text == name, (name, shown)
            drawn = {m.text for m in trace_frame(app).in_sight() if not m.card}
            assert any(name in t for t in drawn), (name, sorted(drawn))
        assert whole


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("moment", [100, 530])  # Bruno with a card out of play; none
def test_the_opponents_pile_lines_read_whole(display, language, size, moment) -> None:
    """In Portuguese the opponents' pile lines at 4 seats ended "… Descartes 1…": drawn whole
    (without an "Out of Play 0" where the whole does not fit), or whole in a tip over its
    cut end."""
    with tracing(), pcl4_table(language, moment, size) as (app, table):
        frames(app, 3)
        piles = [s for s in table.spots if s.kind == "pile"]
        drawn = [m for m in trace_frame(app).in_sight() if not m.card]
        lines = [m for m in drawn for s in piles if s.rect.colliderect(m.rect)]
        assert len(lines) == 4, [m.text for m in lines]
        cut = 0
        for m in lines:
            if not m.text.endswith("…"):
                continue
            table.tips.hide()
            frames(app, 2, [motion(app, (m.rect.right - 3, m.rect.centery))])
            shown = table.tips.shown
            assert shown is not None and shown.text.startswith(m.text[:-1]), (m.text, shown)
            drawn = {d.text for d in trace_frame(app).in_sight() if not d.card}
            end = shown.text.split(" · ")[-1]  # the tip drawn, its end that the line cut
            assert any(t.endswith(end) for t in drawn if t != m.text), (end, sorted(drawn))
            cut += 1
        if language == "pt_BR" and moment == 100:
            assert cut  # the tip's way was taken

"""Where the relaunch's Hint box stands (issue 30, vlv5 #7): it took a place over the person's
cards, Ada's Soot Runner or a Static Wraith where a band's other corner stood empty, and a
long vote hint was cut ("…Atravessar custa 1 carta (grátis com Gnos…") and covered the prompt
line and the bar. Now a band's every corner is a place, the box widens rather than cut its
reason, and it keeps off the bar and the prompt line (judged on what is drawn)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest

from desktop.app import App
from desktop.screens.rage_lv import layout
from desktop.screens.rage_lv.table import LvTable
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_hint_clear import SIZES
from tests.desktop.test_ccg_support import make_app, paused_at
from tests.desktop.test_lv_hint_box import _show
from tests.desktop.test_table_support import frames

GRUDGE = (
    "Play Old Grudge on Ada's Granite Voice. The character who plays or calls this card "
    "fights the target character, as Hunter. It looked clearly best over the rest of the turn."
)
#: the vote's hint of the play-through (027), in its words: nine lines in a box 560 wide
VOTE = (
    "Pass on Call to the Hunt: with 2 for and 0 against, it passes. The card's text speaks "
    "for Ada, who called it, not for you: If this Moot passes: Move the Umbra marker down 2 "
    "points. The Umbra goes from level 3 to level 2: Calm: no chart effects; Crossing costs "
    "1 card (free at Gnosis 4+), and the last words of the reason are read as well."
)


@contextlib.contextmanager
def _hinted(size: tuple[int, int], commands: int, reason: str) -> Iterator[tuple[App, LvTable]]:
    """Ann's table `commands` into the bots' game of seed 1, a hint of `reason` on show."""
    with tracing():
        app = make_app(size, speed=50.0)
        try:
            table = paused_at(app, commands, seed=1)
            _show(table, reason)
            frames(app, 4)
            yield app, table
        finally:
            app.close()


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_a_hint_stands_where_it_covers_no_card(display, size) -> None:
    # turn 2's Main: the Umbra's band stands empty
    with _hinted(size, 61, GRUDGE) as (app, table):
        box = table.assist.hint_rect
        assert box is not None
        cards = [(s.kind, s.iid) for s in table.spots if s.rect.colliderect(box)]
        labels = [r for r in table.stage.label_boxes() if r.colliderect(box)]
        assert not cards and not labels, (box, cards, labels)
        said = " ".join(m.text for _, m in trace_frame(app).texts())
        assert "over the rest of the turn." in said


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_a_long_vote_hint_is_whole_and_leaves_the_bars_in_sight(display, size) -> None:
    with _hinted(size, 19, VOTE) as (app, table):  # Ann votes on a Moot
        assert table.moot_node.visible
        box = table.assist.hint_rect
        assert box is not None
        node = table.prompt_node
        prompt = node.surface.get_rect(center=(round(node.x), round(node.y)))
        assert not box.colliderect(layout.BAR), box
        assert not box.colliderect(prompt), (box, prompt)
        assert not box.colliderect(layout.MOOTS), box
        said = " ".join(m.text for _, m in trace_frame(app).texts())
        assert "are read as well." in said, said  # the box says it whole

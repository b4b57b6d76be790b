"""The relaunch table's bar while a Moot is voted (issue 30, seen at 1920x1080 with 4 seats in
Portuguese): with a vote hinted it said "clique em Cinder Howl (4)", and both the "A favor"
row and the "Contra" row had a "Cinder Howl (4)" button. The bar now names the row of the
button to click, in both languages. Judged on the bar the frame draws."""

from __future__ import annotations

import pytest

from engine.ai.hints import Hint
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_ccg_support import traced_table
from tests.desktop.test_table_support import frames

#: the row a vote's button stands in, as the bar names it, and its label on the Moot panel
ROWS = {
    "en": {"for": ("in the “For” row", "For "), "against": ("in the “Against” row", "Against ")},
    "pt-BR": {
        "for": ("na linha “A favor”", "A favor de "),
        "against": ("na linha “Contra”", "Contra "),
    },
}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
@pytest.mark.parametrize("side", ["for", "against"])
def test_the_bar_names_the_row_of_the_hinted_vote(display, language, side):
    with traced_table(voting(seed=9, commands=17), language) as (app, table):
        votes = [c for c in table.legal if c["type"] == "vote" and c["side"] == side]
        move = votes[0]
        labels = [text for text, c, _r in table.context_buttons() if c["char"] == move["char"]]
        assert len(labels) == 2 and labels[0] == labels[1]  # one button a row, alike
        assist = table.assist
        assist.hint = Hint(move, "Vote.")
        assist._for_seat, assist._asked_with = 0, table.session.legal(0)
        assist._checked_at = table.session.state_id
        frames(app, 4)
        drawn = [m.text for _, m in trace_frame(app).texts()]
        named, label = ROWS[language][side]
        other, other_label = ROWS[language]["against" if side == "for" else "for"]
        bar = [t for t in drawn if labels[0] in t and ":" in t]
        assert len(bar) == 1, drawn
        how = bar[0].split(":", 1)[1]
        assert named in how and other not in how, bar[0]
        # the row so named is the one drawn with that label
        assert any(t.startswith(label) and t.endswith(":") for t in drawn), drawn
        assert any(t.startswith(other_label) and t.endswith(":") for t in drawn), drawn

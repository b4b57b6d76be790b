"""The 1995 combat view's title row says whose VP it shows (pl35: "This combat  Ada 0/10 VP"
in the person's own fight against prey read as the fight's score; they are the scores of the
packs whose headers the view covers). Judged on what is drawn, en and pt-BR."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing

#: the rivals' scores, named as such ("Scores:" read as every score, the person's missing,
#: pl36a)
SCORES = {"en": ("Rivals:", "Ada 0/10 VP"), "pt_BR": ("Rivais:", "Ada 0/10 PV")}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_covered_packs_scores_are_named_as_scores(display, language) -> None:
    with tracing(), pcl_table(language, 64) as (app, table, _said):
        assert table.view.get("combat") is not None, "no combat on show"
        texts = [m for _, m in trace_frame(app).texts() if layout.COMBAT.contains(m.rect)]
        words = [m.text for m in texts]
        head, score = SCORES[language]
        assert head in words, words
        at = {m.text: m.rect for m in texts}
        assert at[head].right < at[score].left, (at[head], at[score])

"""The 1995 table's words a newcomer cannot know have a glossary entry, on hover and on Tab,
in English and Portuguese (issue 30): the α on an alpha, the combat's "Pre-combat" step, a
fighter's "Health 3/4" in the combat's summary, the summary's "Rivals" (not the Rivalry rule),
and a "prey" mark. Issue 30's 4-seat game at Little Ember's step-in for River Kin (Pre-combat),
and the 2-seat game's first prey fight; judged on the words drawn and the tooltips found."""

from __future__ import annotations

import pytest

from tests.desktop.classic_pcl_support import pcl4_table
from tests.engine.test_classic_pcl4_hints import STEP_IN

#: the entries the Pre-combat step's table shows, and the words they are found by
WORDS = {
    "en": {"alpha": "α", "pre_combat": "Pre-combat", "health": "Health", "rivals": "Rivals"},
    "pt-BR": {"alpha": "α", "pre_combat": "Pré-combate", "health": "Saúde", "rivals": "Rivais"},
}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_combat_views_words_are_explained(display, language) -> None:
    with pcl4_table(language, STEP_IN) as (_app, table):
        drawn = " ".join(text for text, _r in table.labels)
        found = {term.key: term for term, _rect in table.tips.spots}
        for key, word in WORDS[language].items():
            assert word in drawn, (word, drawn)
            assert key in found, (key, sorted(found))
            assert found[key].text

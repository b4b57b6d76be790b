"""The relaunch glossary says what a thing is before how the mouse plays it, and explains its
slang (earlier notes on issue 30: "Arraste Aliados, Totens…" led the Staging Area's words with
dragging, which a keyboard player never does; pl40a #5: "Wuss out" is slang, unexplained)."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv.teach import glossary
from engine.i18n import using

#: a sentence opening with the mouse's way, in either language
MOUSE_FIRST = ("Drag ", "Click ", "Arraste ", "Clique ")
SLANG = {"en": "Slang for backing down", "pt-BR": "Gíria para fugir da briga"}


@pytest.mark.parametrize("language", list(SLANG))
def test_no_term_leads_a_sentence_with_the_mouse_and_wuss_is_called_slang(language) -> None:
    with using(language):
        terms = glossary()
        for key, term in terms.items():
            sentences = [s.strip() for s in term.text.split(". ")]
            assert not any(s.startswith(MOUSE_FIRST) for s in sentences), (key, term.text)
        assert terms["wuss"].text.startswith(SLANG[language]), terms["wuss"].text

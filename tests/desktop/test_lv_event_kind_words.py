"""A Long Event's face names its kind in the reader's language (issue 30, pl36b 022: Ember
Vigil's type line read "EVENTO · LONG EVENT" in Portuguese, where its dialog said "Evento
Longo"). Judged on the type line the face prints."""

from __future__ import annotations

import pytest

from desktop.render import CardRenderer
from desktop.screens.rage_lv.art import CcgArt
from desktop.screens.rage_lv.layout import SIDEBAR_PREVIEW
from engine.i18n import using

KIND = {"en": "LONG EVENT", "pt_BR": "EVENTO LONGO"}


@pytest.mark.parametrize("lang", list(KIND))
def test_a_long_event_face_says_its_kind_translated(display, lang) -> None:
    art = CcgArt()
    art.trace = []
    with using(lang):
        art.face(CardRenderer(arts=(art,)).kit, "rage-lv", "ember-vigil", SIDEBAR_PREVIEW, {})
    typed = [t.text for t in art.trace if t.kind == "type"]
    assert typed and KIND[lang] in typed[0].upper(), typed
    if lang != "en":
        assert "LONG EVENT" not in typed[0].upper(), typed

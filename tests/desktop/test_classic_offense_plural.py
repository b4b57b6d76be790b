"""The bar's opening OK? names everyone who wants to play an Offensive Effect with a verb for
several: "OK? Ada, Bruno and Chloé wants to play…" was drawn at a 4-seat table (cl-layout)."""

from __future__ import annotations

import pytest

from engine.i18n import using
from tests.desktop.classic_pcl_support import pcl_table

SAID = {
    "en": ("wants to play", "each want to play"),
    "pt_BR": ("quer jogar", "querem jogar"),
}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_several_offenses_take_a_plural_verb(display, language) -> None:
    one, several = SAID[language]
    with pcl_table(language, 64) as (app, table, _said):
        table._woke = False  # the person has not pressed anything yet: the question, no clock
        table._ok_command = lambda: {"type": "ok", "seat": 0}  # type: ignore[method-assign]
        table.guided_line = lambda: ""  # type: ignore[method-assign]
        window = dict(table.view.get("window") or {"kind": "open"})
        for offense, verb in (([1], one), ([0, 1], several)):
            table.model.view = {**table.view, "window": {**window, "offense": offense}}
            with using(app.translations):
                line = table.what_now()
            assert verb in line, line

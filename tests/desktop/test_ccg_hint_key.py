"""The Hint button names its key, as the tip's "OK (H)" does (pl36b #8: "?" was shown
nowhere, found only by trying keys), on both editions' tables, in both languages, whole."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import main_turn_table
from tests.desktop.test_classic_table import open_table as open_classic
from tests.desktop.test_table_support import frames_until, make_app

LABEL = {"en": "Hint (?)", "pt-BR": "Sugestão (?)"}


def _drawn_whole(app, table, label: str) -> None:
    texts = trace_frame(app).texts()
    assert table.assist.button.visible
    assert label in {m.text for _i, m in texts}, sorted({m.text for _i, m in texts})


@pytest.mark.parametrize("language", list(LABEL))
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_lv_hint_button_names_its_key(display, tmp_path, monkeypatch, size, language) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    with tracing(), main_turn_table(size, 2, language, 3) as (app, table):
        _drawn_whole(app, table, LABEL[language])


@pytest.mark.parametrize("language", list(LABEL))
def test_classic_hint_button_names_its_key(display, tmp_path, monkeypatch, language) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    with tracing():
        app = make_app((1280, 720), language=language)
        try:
            with using(app.translations):
                table = open_classic(app, [person("Ann"), bot("Bob")])
            frames_until(app, lambda: table.assist.button.visible)
            _drawn_whole(app, table, LABEL[language])
        finally:
            app.close()


@pytest.mark.parametrize("by_keys", [False, True])
def test_the_first_tip_names_the_hint_key(by_keys) -> None:
    """The first tip (how you win) names the Hint and its key: the tips named H and N only."""
    from desktop.screens.rage_lv.teach import TIP_BOOK

    for language, label in LABEL.items():
        with using(language):
            _title, words = TIP_BOOK.words("goal", by_keys)
        assert label in words, words

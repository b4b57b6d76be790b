"""A CCG table started as a player starts it in Portuguese (New game, Enter) draws its words in
Portuguese (issue 30: a report saw "Open Play", "Actions" and "Help" on a Portuguese 1995
table; its script built the table outside the app's language, which no player's path does)."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens import registry as names
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, key, make_app

ENGLISH = {
    "Open Play",
    "Actions",
    "Help",
    "Hint",
    "Hint (?)",
    "Allow",
    "Pause",
    "Game log",
    "Pass",
    "Rules",
}


@pytest.mark.parametrize(
    ("game", "portuguese"),
    [("rage-classic", {"Ações", "Ajuda", "Sugestão (?)"}), ("rage-lv", {"Ações"})],
)
def test_a_ccg_table_started_from_new_game_in_portuguese_draws_no_english_label(
    display, tmp_path, monkeypatch, game, portuguese
) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    with tracing():
        app = make_app(language="pt-BR")
        try:
            assert app.open(names.NEW_GAME, game=game)
            frames(app, 3, [key(pygame.K_RETURN)])
            assert type(app.stack.top).__name__ in ("ClassicTable", "LvTable")
            frames(app, 240)
            drawn = {m.text for _i, m in trace_frame(app).texts()}
        finally:
            app.close()
    assert portuguese <= drawn, sorted(drawn)
    assert not drawn & ENGLISH, sorted(drawn & ENGLISH)


def test_the_battlefield_buy_rows_say_their_keywords_in_portuguese() -> None:
    from desktop.screens.rage_classic.words import describe
    from engine.games.rage_classic.combat import BUYABLE
    from engine.i18n import using

    prompt = {"kind": "buy", "seat": 0}
    with using("pt-BR"):
        rows = {
            k: describe({"type": "choose", "kind": "buy", "option": k}, ["A"], prompt)
            for k in BUYABLE
        }
    assert rows["Vampire"] == "Vampiro" and rows["Monster"] == "Monstro", rows
    assert rows["Homid"] == "Hominídeo" and rows["Firearm"] == "Arma de Fogo", rows
    english = {"Vampire", "Monster", "Spirit", "Human", "Homid", "Firearm"}
    assert not english & set(rows.values()), rows

"""The 1995 table's bar names the keys once the person plays by the keyboard, and the mouse
again after a click (me40: a keyboard-only game in Portuguese read "arraste-a…", "clique
em…" on every bar to its end; the relaunch table switched already). Judged on the bar drawn."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_classic import guide, layout
from engine.i18n import using
from tests.desktop.classic_pcl_support import NAMES, pcl_table, session
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import click, frames, key

#: the first command of the newcomer's game: Player 1 may play a card or pass
FIRST = 0
MOUSE = {"en": ("drag", "click it"), "pt_BR": ("arraste", "clique nela")}
KEYS = {
    "en": "Play a card: Enter on a glowing card (←/→), or A; or press Space or click Pass.",
    "pt_BR": "Jogue uma carta: Enter numa carta acesa (←/→), ou A; ou aperte Espaço ou clique "
    "em Passar.",
}


def _bar(app) -> str:
    return " ".join(m.text for _, m in trace_frame(app).texts() if layout.BAR.contains(m.rect))


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_bar_names_the_keys_after_a_key_and_the_mouse_after_a_click(display, language):
    with tracing(), pcl_table(language, FIRST) as (app, table, _said):
        bar = _bar(app)
        assert all(word in bar for word in MOUSE[language]), bar
        frames(app, 1, [key(pygame.K_RIGHT)])
        frames(app, 4)
        bar = _bar(app)
        assert KEYS[language] in bar and not any(w in bar for w in MOUSE[language]), bar
        click(app, (560, 300))  # the empty Hunting Grounds: a mouse player again
        frames(app, 4)
        bar = _bar(app)
        assert all(word in bar for word in MOUSE[language]), bar


def test_no_line_of_the_bar_leads_with_the_mouse_by_keys() -> None:
    """Every moment of the newcomer's game's first 30 commands where Player 1 acts: by the
    keys, the bar's line names no drag, and a click only after the key (the Pass button's
    own word, "press Space or click Pass")."""
    words = {
        "en": ("drag", "click", "press Space"),
        "pt-BR": ("arraste", "clique", "aperte Espaço"),
    }
    for language, (drag, click_word, space) in words.items():
        with using(language):
            for commands in range(30):
                game = session(commands)
                if 0 not in game.to_act():
                    continue
                line = guide.what_now(game.view(0), game.legal(0), NAMES, 0, by_keys=True)
                assert drag not in line and click_word not in line.split(space)[0], line

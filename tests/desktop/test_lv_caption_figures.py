"""The caption under a combat round's cards shows the figures the engine settled the round
with, and says when no one was wounded (issue 30). It showed the printed damage: after Cinder
Howl's ability (+1 Damage) "Scorch (2 dmg)  vs  Granite Hold (block 3)" stood under a round
that counted 3, and a round that wounded no one said nothing of it. The engine now tells the
round's figures (a "clash" event); the table shows them, not a sum of its own. Driven
through the app's loop on two bot games' rounds, played live."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import narrate
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, played_live
from tests.desktop.test_table_support import frames, frames_until

#: (seed, commands before the round's two picks, the caption the round must end with)
ROUNDS = [
    # Cinder Howl's ability made Scorch's 2 Damage 3 (and says so); Granite Hold blocks all 3
    (2, 69, "Scorch (3 dmg: 2 +1 Cinder Howl)  vs  Granite Hold (block 3)  →  no wounds"),
    # Pounce counted 5 (printed 3) and Roll Away blocked 4 (printed 3): one wound (the
    # hunter's card on the left, as the cards are drawn), each bonus with its card
    (
        1,
        171,
        "Roll Away (block 4: 3 +1 Skin of Slate)  vs  Pounce (5 dmg: 3 +1 Obsidian Knuckles "
        "+1 Cinder Howl)  →  Granite Voice: 1 wound",
    ),
]


def live_caption(
    seed: int, before: int, moves: int, language: str | None = None
) -> tuple[str, str]:
    """A bot game's round played live at 1280x720: (its caption, every text the frame
    draws)."""
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            table = played_live(app, seed, before, moves)
            frames_until(app, lambda: "→" in table.model.reveal_text)
            shown = table.model.reveal_text
            frames(app, 3)
            drawn = " ".join(m.text.strip() for _, m in trace_frame(app).texts())
        finally:
            app.close()
    return shown, drawn


@pytest.mark.parametrize(("seed", "before", "caption"), ROUNDS)
def test_the_round_caption_shows_the_settled_figures(display, seed, before, caption) -> None:
    shown, drawn = live_caption(seed, before, 2)  # the round's two picks
    assert shown == caption, shown
    for words in caption.split("  "):  # the caption's pieces, wherever its lines wrap
        assert words.strip() in drawn, (words, drawn)


def test_no_wounds_is_said_in_portuguese():
    clash = {"cards": ["0.scorch.2", "1.granite-hold.1"], "damage": [3, 0], "block": [0, 3]}
    with using("pt-BR"):
        line = narrate.exchange(clash["cards"], {}, narrate.figures(clash))
    assert line.endswith("→  sem ferimentos"), line
    assert "Scorch (3 " in line, line


def test_wounds_are_said_in_words():
    """The wounds a round dealt are said as "no wounds" is, in words: playlv7 read "→ Cinder
    Howl −1" and "→ Rust-Maw Hulk" with "−3" wrapped alone on the next line in a real window,
    a bare figure a newcomer could take for Renown or Rage."""
    clash = {"cards": ["0.scorch.2", "1.roll-away.1"], "damage": [3, 0], "block": [0, 0]}
    with using("pt-BR"):
        one = narrate.exchange(clash["cards"], {"1.rust-maw.1": 1}, narrate.figures(clash))
        three = narrate.exchange(clash["cards"], {"1.rust-maw.1": 3}, narrate.figures(clash))
    assert one.endswith("→  Rust-Maw Hulk: 1 ferimento"), one
    assert three.endswith("→  Rust-Maw Hulk: 3 ferimentos"), three
    english = narrate.exchange(clash["cards"], {"1.rust-maw.1": 2}, narrate.figures(clash))
    assert english.endswith("→  Rust-Maw Hulk: 2 wounds"), english

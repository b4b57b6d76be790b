"""The combat view's role lines say what became of a dead combatant (issue 30: once the prey
died its line read "PREY · Bruno", naming the player who fought for it as the prey; until then
it read "PREY · fought for by Bruno")."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv.narrate import name
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import frames, frames_until

# seed 2: Bob's alpha hunts a Rust-Maw Hulk that Ann fights for (alive at 58 commands, dead at
# 62); at 263 Bob's hunting Soot Runner has died
CASES = [
    (58, ["HUNTER · Bob", "PREY · fought for by Ann (you)"]),
    (62, ["HUNTER · Bob", "PREY · {card} killed"]),
    (263, ["HUNTER · {card} killed", "PREY · Ann (you)"]),
]


@pytest.mark.parametrize(("commands", "lines"), CASES, ids=["alive", "prey-dead", "hunter-dead"])
@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_each_role_line_says_what_became_of_its_combatant(display, commands, lines, language):
    session = bots_played(commands, seed=2)
    c = session.view(0)["combat"]
    assert c is not None
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person("Ann"), bot("Bob")])
                names = {"Ann": "Ann" + _(" (you)")}
                want = []
                for side, line in enumerate(lines):
                    role, who = line.split(" · ")
                    card = name((c["hunter"], c["prey"])[side])
                    if "{card}" in who:
                        word = (
                            _("HUNTER · {card} killed") if side == 0 else _("PREY · {card} killed")
                        )
                        want.append(word.format(card=card))
                        player = names["Ann"] if role == "PREY" else "Bob"
                        # a hunter is its player's own, not fought for (pl34b #12)
                        whose = _("fought for by {player}") if side else _("in {player}'s pack")
                        want.append(whose.format(player=player))
                    elif who.startswith("fought for by"):
                        want.append(_("PREY · fought for by {who}").format(who=names["Ann"]))
                    else:
                        player = names.get(who.replace(" (you)", ""), who)
                        want.append(f"{_(role)} · {player}")
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            drawn = [m.text for _, m in trace_frame(app).texts()]
            for w in want:
                assert w in drawn, (w, [t for t in drawn if "·" in t])
        finally:
            app.close()

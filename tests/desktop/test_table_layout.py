"""The RAGE table's large card preview covers no label and no card in play: not the "Your
turn" banner, not a name plate, not the trick (judged on what is drawn, see `layout_trace`)."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.scene.node import Node
from desktop.screens.rage_trick import layout
from desktop.screens.rage_trick.nodes import CardNode
from tests.desktop.layout_trace import keep_shot, report, trace_frame, tracing
from tests.desktop.test_table_support import (
    frames,
    make_app,
    make_table,
    motion,
    my_turn_to,
    run_until,
)


def drawn_rect(node: Node) -> pygame.Rect:
    tf = node.world_transform()
    assert node.surface is not None
    w, h = node.surface.get_size()
    return pygame.Rect(0, 0, round(w * tf.scale), round(h * tf.scale)).move(
        round(tf.x - w * tf.scale / 2), round(tf.y - h * tf.scale / 2)
    )


NAMES = ["You", "Bruno", "Chloé", "Dev", "Emeka", "Farah", "Goro", "Hana"]


@pytest.mark.parametrize(
    ("seats", "size"), [(2, (1280, 720)), (5, (1280, 720)), (8, (1280, 720)), (8, (1920, 1080))]
)
def test_the_hover_preview_leaves_the_banner_plates_and_trick_in_sight(
    display, tmp_path, monkeypatch, seats, size
) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    with tracing():
        app = make_app(size, speed=6.0)
        table = make_table(
            app,
            [person(NAMES[0])] + [bot(n) for n in NAMES[1:seats]],
            hands=None,
            trump=None,
            schedule=(4,),
            seed=5,
        )
        run_until(app, my_turn_to(table, "bid"))
        frames(app, 2)
        table.submit({"type": "bid", "tricks": 1})
        run_until(app, my_turn_to(table, "play"))
        frames(app, 10)
        in_play = [
            n
            for n in table.scene.root.walk()
            if isinstance(n, CardNode)
            and n.is_shown()
            and n.surface is not None
            and n.parent is not table.stage.hand
        ]
        assert in_play  # the trick so far and the trump card
        for node in table.stage.hand_nodes():
            frames(app, 1, [motion(app, node.to_world())])
            frames(app, 40)  # past the hover delay
            assert table.preview is not None and table.preview_for is node
            keep_shot(app, f"rage-preview-{seats}-{size[0]}")
            trace = trace_frame(app)
            problems = trace.problems()
            assert not problems, report(problems)
            # It lies in the sidebar, so no card on the table hides under it.
            assert table.preview.surface is not None
            shown = table.preview.surface.get_rect(midtop=table.log.rect.midtop)
            assert layout.SIDEBAR.contains(shown), shown
            assert shown.collidelist([drawn_rect(n) for n in in_play]) < 0
        app.close()


def test_lan_bot_names_are_whole_on_their_name_plates(display) -> None:
    """A LAN host names its bots "Heuristic bot 3" and the like: the plate shows all of it,
    dealer chip or not (it was cut to "Heuristic bo…")."""
    from desktop.net.rulesets import bot_names, resolve_ruleset
    from desktop.net.seats import TableConfig
    from desktop.net.table import Table
    from desktop.screens.rage_trick.nodes import SeatInfo, draw_panel
    from desktop.ui.theme import Theme
    from tests.desktop.layout_trace import trace_surface

    ruleset = resolve_ruleset("rage-trick")
    for kind in bot_names(ruleset):
        config = TableConfig(game="rage-trick", seats=8, bots=[""] + [kind] * 7)
        names = [s.name for s in Table(config, loop=None).seats[1:]]  # type: ignore[arg-type]
        for name in names:
            for dealer in (False, True):
                with tracing():
                    info = SeatInfo(name=name, seat=3, dealer=dealer, bot=True, bid=2, score=104)
                    texts = [
                        m.text for _, m in trace_surface(draw_panel(Theme(), info, None)).texts()
                    ]
                assert name in texts, (name, texts)

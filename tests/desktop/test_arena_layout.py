"""The Arena's labels stay readable: nothing covers them, and they cover no other text.

Judged on what is drawn: each frame is traced (`layout_trace`) and every text's rectangle is
checked against every other text and against whatever is drawn after it.
"""

from __future__ import annotations

import itertools

from desktop.game.controllers import bot, person
from tests.desktop.layout_trace import keep_shot, report, trace_frame, trace_surface, tracing
from tests.desktop.test_arena_support import DATA, hand_node, make_app, open_table, stacked
from tests.desktop.test_table_support import click, frames
from tests.desktop.test_table_support import frames_until as run_until


def drive(session, scripts: dict[int, list[str]]) -> None:
    """Play the session straight through the engine: both keep their hands, then each seat
    places the kinds in its script, in order, until a script runs out."""
    scripts = {seat: list(kinds) for seat, kinds in scripts.items()}
    while True:
        moved = False
        for seat in sorted(session.to_act()):
            legal = session.legal(seat)
            cmd = next((c for c in legal if c["type"] == "keep"), None)
            if cmd is None:
                if not scripts[seat]:
                    return
                kind = scripts[seat][0]
                cmd = next(
                    (c for c in legal if "card" in c and DATA.kind_of(c["card"]) == kind), None
                )
                if cmd is None:
                    return
                scripts[seat].pop(0)
            session.apply(seat, cmd)
            moved = True
        if not moved:
            return


def assert_clean(app, name: str) -> None:
    keep_shot(app, name)
    problems = trace_frame(app).problems()
    assert not problems, report(problems)


def test_the_to_discard_tag_sits_on_its_card_clear_of_the_row_label(display) -> None:
    with tracing():
        app = make_app(speed=2.0)
        session = stacked(["chancer", "stopper", "basher", "veteran", "basher"], ["basher"] * 4)
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        run_until(app, lambda: table.can_act() and table.model.phase == "prep")
        frames(app, 5)
        node = hand_node(table, "acc-chancer-1")
        click(app, (node.x, node.y + 50))
        frames(app, 20)
        assert table.stage.selected == "acc-chancer-1"
        assert_clean(
            app, "arena-to-discard"
        )  # it used to hide behind its card and run into "ACCUSERS"
        tag = next(c for c in node.walk() if c.name.endswith("tag"))
        assert tag.is_shown() and tag.parent is node and tag.z > 0  # drawn over the card
        app.close()


def test_veteran_stacks_stay_on_their_side_and_off_the_row_labels(display) -> None:
    """Both rows hold a Veteran with cards on top, in the middle column, right under the row
    labels: every card of a stack still shows its name, no stack reaches the centre line,
    and the labels stay uncovered."""
    from desktop.screens.ragers import layout

    with tracing():
        app = make_app(speed=2.0)
        acc = ["slasher", "prodder", "veteran", "veteran", "basher", "basher", "prodder"]
        dfn = ["basher", "slasher", "veteran", "prodder", "basher", "slasher", "prodder"]
        session = stacked(acc, dfn)
        drive(
            session,
            {
                0: ["slasher", "prodder", "veteran", "veteran", "basher"],
                1: ["basher", "slasher", "veteran", "prodder"],
            },
        )
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        table.paused = True
        frames(app, 30)
        assert_clean(app, "arena-veteran-stacks")  # the near stack used to hang over "ACCUSERS"
        stage = table.stage
        near = [stage.nodes[c] for c in ("acc-veteran-1", "acc-veteran-2", "acc-basher-1")]
        far = [stage.nodes[c] for c in ("def-veteran-1", "def-prodder-1")]
        half = layout.CARD[1] * layout.ROW_SCALE / 2
        for stack in (near, far):
            ys = [n.y for n in stack]
            assert ys == sorted(ys) and min(b - a for a, b in itertools.pairwise(ys)) >= 15
        assert min(n.y for n in near) - half > layout.MIDLINE_Y
        assert max(n.y for n in far) + half < layout.MIDLINE_Y
        assert near[-1].y == layout.ROW_Y["near"]  # the top card on the row's line
        app.close()


def test_effect_banners_stay_on_the_sand_clear_of_the_pile_labels(display) -> None:
    """Ann plays the Defenders (rows grow left to right from her side): her Stopper lands in
    the first column, next to the discard pile, and its banner must not cover "Discard"."""
    with tracing():
        app = make_app(speed=1.0)
        session = stacked(
            ["basher"] * 4 + ["slasher"],
            ["stopper", "basher", "slasher", "prodder"],
            names=["Bob", "Ann"],
        )
        table = open_table(app, session, [bot("Bob"), person("Ann")], scripts={0: ["basher"]})
        run_until(app, lambda: table.can_act() and table.model.phase == "prep")
        frames(app, 2)
        table.keep()
        run_until(app, lambda: table.can_act() and table.model.phase == "choose")
        frames(app, 2)
        node = hand_node(table, "def-stopper-1")
        click(app, (node.x, node.y + 50))

        def guard_banner_up() -> bool:
            guarded = table.model.guarded[1]  # the Stopper's effect is being shown
            banners = [n for n in table.stage.fx.children if n.name == "callout"]
            return guarded and any(n.opacity > 0.95 for n in banners)

        run_until(app, guard_banner_up, 600)
        frames(app, 3)
        assert_clean(app, "arena-effect-banner")
        app.close()


def test_the_days_summary_keeps_its_rows_above_the_cheers_line(display) -> None:
    """A long count (six scoring cards) and a cheers card nobody met: the rows make room
    for the cheers line at the bottom instead of running over it."""
    from desktop.screens.ragers.resolution import Explained, ResolutionPanel, Step

    with tracing():
        steps = [Step(0, f"{name} (special)", 1, None) for name in ("Cheater", "Stopper")]
        steps += [Step(0, f"Basher (attack) {i}", 2, None) for i in range(4)]
        steps += [Step(1, "Slasher (attack)", 2, None)]
        steps.append(Step(None, "Cheers (Prodder + Prodder): nobody met it.", 0, None))
        ex = Explained(
            title="Day 2: the Accusers win the day!",
            reason="A Basher beats a Slasher.",
            steps=steps,
            gained=[10, 2],
            totals=[14, 5],
            winner=0,
        )
        panel = ResolutionPanel(
            ex, ["Accusers", "Defenders"], ["Ann", "Bob"], ((200, 40, 40), (40, 60, 200)), 0
        )
        panel.shown = len(steps)
        trace = trace_surface(panel.render())
    assert trace.find("Cheers (Prodder + Prodder): nobody met it.")
    problems = trace.problems()
    assert not problems, report(problems)


def test_gp_counted_in_the_summary_reach_the_scoreboard_and_medallion_at_once(display) -> None:
    """The summary counts '+2 → 2 GP'; the sidebar and the GP medallion beside the sand say
    the same number at every step, not the old one until Continue."""
    from desktop.screens.ragers import layout

    acc = ["chancer", "stopper", "basher", "veteran", "basher", "slasher", "prodder", "slasher"]
    dfn = ["basher", "slasher", "cheater", "slasher", "prodder", "prodder", "basher"]
    with tracing():
        app = make_app(speed=2.0)
        session = stacked(acc, dfn, patrons=["arianna", "nameless"], cheers=[3])
        table = open_table(
            app,
            session,
            [bot("Ann"), bot("Bob")],
            scripts={0: ["chancer", "stopper", "basher", "veteran", "basher"]},
            perspective=0,
        )
        table.auto_continue = False
        run_until(app, lambda: table.panel is not None, 3000)
        panel = table.panel
        medallion = layout.pile_spot(0, table.stage.bottom, "gp")
        counted = set()
        while not panel.done:
            run_until(app, lambda n=panel.shown: panel.shown > n, 600)
            frames(app, 2)
            total = panel.ex.totals[0] - panel.ex.gained[0] + panel.running(0)
            trace = trace_frame(app)
            places = trace.find(str(total))
            assert any(r.x > layout.SIDEBAR.x for r in places), (total, places)
            near = [
                r
                for r in places
                if abs(r.centerx - medallion[0]) + abs(r.centery - medallion[1]) < 60
            ]
            assert near, (total, places, medallion)
            counted.add(total)
        assert len(counted) >= 3 and max(counted) == panel.ex.totals[0]
        app.close()

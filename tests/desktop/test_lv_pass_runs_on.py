"""Clicks on Pass through the bots' fight that ends a turn do not run on into the next
turn's Main phase (issue 30, pl34b #4: a newcomer clicking Pass about once a second through
the others' fight at the end of turn 1 found "Player 1 passes." twice right after the turn-2
draws). The button's hold for a new turn lasted 0.6 s, shorter than the gap between two
clicks: now it holds until the pointer leaves the button, greyed, the new turn and phase named
just above it meanwhile.

A 4-seat game the bots played to Ana's last Pass in a fight of theirs (seed 1, 225 commands
in), the bots then playing live at 1920x1080 while the pointer rests on Pass and clicks it
every 0.8 s, as the newcomer did.
"""

from __future__ import annotations

from desktop.game.controllers import bot, person
from engine.core.session import Session
from tests.desktop.layout_trace import keep_shot, trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table, seats_played
from tests.desktop.test_table_support import click, frames, motion

NAMES = ["Ana", "Bruno", "Chen", "Dalia"]


def _before_the_fight_ends() -> Session:
    return seats_played(NAMES, 225, seed=1)


def over_pass(app, table) -> str:
    """The words drawn for the held Pass button (just above it: over it, they hid the button
    the bar said to click, pl36a #1), in reading order; "" where none are."""
    marks = trace_frame(app).texts()  # drawn first: the frame places the words
    at = table.pass_words_box
    if at is None:
        return ""
    return " ".join(
        m.text for _, m in sorted(marks, key=lambda m: m[1].rect.y) if at.colliderect(m.rect)
    )


def _ana_passed(session: Session, since: int, kind: str) -> int:
    return sum(
        1
        for e in session.entries[since:]
        if e.get("seat") == 0 and (e.get("command") or {}).get("type") == kind
    )


def test_clicks_through_the_bots_fight_do_not_pass_the_next_turn(display) -> None:
    session = _before_the_fight_ends()
    since = len(session.entries)
    with tracing():
        app = make_app((1920, 1080), speed=4.0)
        try:
            table = open_table(app, session, [person("Ana")] + [bot(n) for n in NAMES[1:]])
            spot = table.pass_button.rect.center
            frames(app, 2, [motion(app, spot)])
            held_words = ""
            for _ in range(8):
                click(app, spot)
                for _f in range(48):
                    frames(app, 1)
                    if table.view.get("turn") == 2 and table.pass_holding and not held_words:
                        held_words = over_pass(app, table)
            assert _ana_passed(session, since, "combat-pass") >= 1, "the fight asked Ana nothing"
            assert table.view["turn"] == 2 and table.view["phase"] == "main"
            assert _ana_passed(session, since, "pass") == 0, "a click passed turn 2's Main phase"
            assert held_words == "Turn 2: Main", held_words
            assert over_pass(app, table) == "Turn 2: Main", (
                "the words went, the pointer still on Pass"
            )
            keep_shot(app, "lv-pass-runs-on-held")
            # off the button and back: the next click passes
            frames(app, 2, [motion(app, (spot[0], spot[1] - 300))])
            frames(app, 2, [motion(app, spot)])
            click(app, spot)
            frames(app, 2)
            assert _ana_passed(session, since, "pass") == 1
        finally:
            app.close()


def test_a_click_and_a_wait_on_the_held_button_gives_it_back(display) -> None:
    """pl36a: a newcomer clicked Done, the next phase came with the pointer still on it, and
    "Turn 1: Moot Phase" stood in place of Done for as long as the pointer rested there; a
    click on it did nothing. With no click for PASS_QUIET seconds the button is back, and a
    click then passes (clicks a second apart, as above, keep it held)."""
    from desktop.screens.ccg_kit.table import PASS_QUIET

    session = _before_the_fight_ends()
    since = len(session.entries)
    app = make_app((1920, 1080), speed=4.0)
    try:
        table = open_table(app, session, [person("Ana")] + [bot(n) for n in NAMES[1:]])
        spot = table.pass_button.rect.center
        frames(app, 2, [motion(app, spot)])
        for _ in range(8):
            click(app, spot)
            for _f in range(48):
                frames(app, 1)
                if table.view.get("turn") == 2 and table.pass_holding:
                    break
            if table.view.get("turn") == 2 and table.pass_holding:
                break
        assert table.view.get("turn") == 2 and table.pass_holding, "no hold at turn 2"
        click(app, spot)  # the newcomer's click on the words: nothing, the hold goes on
        frames(app, 6)
        assert table.pass_holding and _ana_passed(session, since, "pass") == 0
        frames(app, round((PASS_QUIET + 0.3) * 60))  # a wait, the pointer resting on it
        assert not table.pass_holding, "the button stays held while the pointer rests on it"
        click(app, spot)
        frames(app, 2)
        assert _ana_passed(session, since, "pass") == 1
    finally:
        app.close()

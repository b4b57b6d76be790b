"""The 1995 table's shared main button holds for a moment when it comes to a new turn, phase,
fight or alpha's action, naming it, and asks before it passes the person's alpha's action, as
the relaunch table's Wuss out does (issue 30: clicking the button through a long prey fight
ran on into "Your alpha acts" and passed Little Ember's attack with no question). Driven by
clicks, judged on what is drawn."""

from __future__ import annotations

import pygame
import pytest

from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import click, frames, frames_until, key
from tests.engine.classic_pcl_game import COMMANDS

ALPHA_ACTS = 230  # Keeper Ashgrove, Player 1's alpha, chooses its action (the game passes)
LAST_PASS = 227  # Player 1's pass in the Combat Phase's Open Play, before the alphas


def drawn(app) -> str:
    return " ".join(m.text for _, m in trace_frame(app).texts())


def alpha_passed(table) -> bool:
    return table.session.state.step != "combat:actions" or table.session.state.alpha_at > 0


@pytest.mark.parametrize(
    ("language", "asks"),
    [("en", "Pass your alpha's action?"), ("pt_BR", "Passar a ação do seu alpha?")],
)
def test_passing_the_alphas_action_asks_first(display, language, asks) -> None:
    with tracing(), pcl_table(language, ALPHA_ACTS) as (app, table, _said):
        assert any(c["type"] == "pass" for c in table.legal)
        click(app, table.pass_button.rect.center)
        frames(app, 10)
        assert table.dialog is not None and table.dialog.is_open
        assert asks in drawn(app) and "Keeper Ashgrove" in drawn(app)
        assert table.session.state.alpha_at == 0  # nothing sent yet
        frames(app, 2, [key(pygame.K_RETURN)])
        assert table.session.state.alpha_at > 0 or table.session.state.step != "combat:actions"


def alphas_come(app, table) -> None:
    """Player 1 clicks Pass in the Open Play (the pointer staying there) and the alphas are
    picked: Keeper Ashgrove's action comes, a new moment for the Pass button."""
    click(app, table.pass_button.rect.center)
    frames(app, 2)
    for seat, command in COMMANDS[LAST_PASS + 1 : ALPHA_ACTS]:
        table.session.apply(seat, command)
    frames_until(app, lambda: table.session.state.step == "combat:actions", limit=60)
    frames_until(app, lambda: any(c["type"] == "pass" for c in table.legal), limit=60)
    frames(app, 1)


def test_the_button_holds_when_the_alphas_action_comes(display) -> None:
    with tracing(), pcl_table("en", LAST_PASS) as (app, table, _said):
        alphas_come(app, table)
        assert "Turn 3: Keeper Ashgrove's action" in drawn(app)
        click(app, table.pass_button.rect.center)  # the click that ran on
        frames(app, 2)
        assert table.dialog is None and table.session.state.alpha_at == 0

"""Every prompt of the original Rage table names its card, its target and its effect (issue 30):
an ability used says on whom and what it did, a card waiting for cancels says what it will do,
the OK? window says why the card is not named yet, a Junta shows what passing it does before
anyone votes, and a vote button's words are whole, in English and in Portuguese. Judged on the
log lines a player reads and the labels the table draws."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from desktop.app import App
from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.ccg_kit.paint import Painter, text
from desktop.screens.rage_classic import layout, words
from desktop.screens.rage_classic.table import ClassicTable
from engine.core.play import bot_turn, make_bots
from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.test_classic_table import PACKS, faces
from tests.desktop.test_table_support import frames, frames_until, make_app

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def played(seed: int, commands: int) -> Session:
    """A 4-seat game the bots played `commands` commands into (the table takes it from there)."""
    session = Session.new("rage-classic", 4, seed=seed, options={"packs": PACKS}, names=NAMES)
    bots = make_bots(session, ["heuristic"] * 4)
    rng = random.Random(seed)
    for _ in range(commands):
        assert bot_turn(session, bots, rng)
    return session


@contextmanager
def table_on(language: str, session: Session) -> Iterator[tuple[App, ClassicTable]]:
    """The 1995 table on `session`, Ann (seat 0) a person, its bots held, in `language`."""
    app = make_app((1920, 1080), speed=50.0, language=language)
    seats = [person(NAMES[0]), *(bot(n) for n in NAMES[1:])]
    runner = GameRunner(session, seats, threaded=False)
    try:
        with using(app.translations):  # as the app builds a screen: in its language
            table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
            app.push(table)
        table.paused = True  # the bots wait while we read
        frames_until(app, lambda: not table.settling() and not table.presenting())
        frames(app, 2)
        yield app, table
    finally:
        app.close()


def drawn(table, rect) -> str:
    return " ".join(t for t, r in table.labels if rect.colliderect(r))


@pytest.mark.parametrize(
    ("language", "on", "looked", "seen"),
    [
        ("en", "Cy uses Whisper-of-Feathers on Ann.", "Cy looks at Ann's Sept hand", "Sept hand."),
        ("pt-BR", "Cy usa Whisper-of-Feathers em Ann.", "Cy olha", "Ann"),
    ],
)
def test_an_ability_used_says_on_whom_and_what_it_did(language, on, looked, seen) -> None:
    """ "Ada uses Whisper-of-Feathers" named no target, and its look said nothing at all."""
    session = played(1, 26)
    events = [e for entry in session.entries for e in entry["events"]]
    use = next(e for e in events if e["type"] == "use")
    look = next(e for e in events if e["type"] == "look")
    rules = get_ruleset("rage-classic")
    with using(language):
        assert rules.describe(use, 0, NAMES) == on
        mine = rules.describe(look, 0, NAMES)  # Ann is looked at: she is told, not shown
        assert mine is not None and mine.startswith(looked) and seen in mine
        theirs = rules.describe(look, 2, NAMES)  # Cy, who looked, reads the cards seen
        cards = list(look["cards"])
        assert cards and theirs is not None
        assert all(words.name(c) in theirs for c in cards)


@pytest.mark.parametrize(
    ("language", "effect", "ok"),
    [
        ("en", "+2 Rage until the end of the turn", "stays secret until everyone says OK"),
        ("pt-BR", "+2 de Fúria até o fim do turno", "fica secreta"),
    ],
)
def test_a_card_waiting_for_cancels_names_its_target_and_what_it_does(
    display, language, effect, ok
) -> None:
    with table_on(language, played(1, 1)) as (app, table):
        stack = drawn(table, layout.STACK)
        pending = table.view["pending"]
        with using(language):
            target = words.name(pending["target"])
            does = words.does(pending["card"])
        assert target in stack  # the target
        assert ("Waiting to resolve" in stack) == (language == "en")
        assert effect in does and "+2" in stack  # what it will do, drawn under it
        # the OK? window's words when an Offensive Effect is announced: why no card is named
        view = dict(table.view)
        view["window"] = {"kind": "open", "seats": [0, 1, 2, 3], "offense": [1], "oks": []}
        table.stage.view = view
        p = Painter(pygame.Surface(layout.SIDE_WINDOW.size), layout.SIDE_WINDOW.topleft)
        with using(language):
            table.stage.window_panel(p)
        said = " ".join(t for t, _r in p.labels)
        assert ok in said and "…" not in said


@pytest.mark.parametrize(
    ("language", "passes", "abstain"),
    [("en", "If this Junta passes", "abstain"), ("pt-BR", "Se esta Junta", "abst")],
)
def test_a_junta_shows_what_passing_does_and_whole_vote_buttons(
    display, language, passes, abstain
) -> None:
    """The Moot's effect was not shown before the vote; "Keeper: abst…" was cut."""
    with table_on(language, played(1, 95)) as (app, table):
        assert any(c["type"] == "vote" for c in table.legal)
        juntas = drawn(table, layout.JUNTAS)
        assert passes in juntas
        with using(language):
            for junta in table.view["juntas"]:
                first = words.does(junta["iid"]).split(".")[0]
                assert first[:30] in juntas
                # the card's "you" is its caller's player: the box names them
                assert table.names[junta["seat"]] in juntas
        assert table.vote_buttons
        labels = [b.text for b, _cmd in table._ctx_buttons]
        assert any(abstain in label.lower() and "…" not in label for label in labels)
        assert not any(label.endswith(": abstain") for label in labels if language != "en")
        for b, _cmd in table._ctx_buttons:  # each button's words fit it
            assert text(b.text, b.text_size, bold=True).get_width() <= b.rect.w - 8
            assert layout.JUNTAS.contains(b.rect)


@pytest.mark.parametrize(("language", "says"), [("en", "Umbra marker down"), ("pt-BR", "Umbra")])
def test_a_cards_question_says_what_the_card_does_in_both_editions(display, language, says):
    """A card's question ("A card asks you to choose") named the card at most, never its effect."""
    from desktop.screens.rage_lv.table import LvTable

    prompt = {"kind": "ccg", "card": "0.sidestep.1", "resume": {"index": 0}, "options": []}
    with using(language):
        message = LvTable._prompt_message(None, "ccg", prompt)  # type: ignore[arg-type]
        assert message.startswith("Sidestep") and says in message and "Alpha" in message
    with table_on(language, played(1, 1)) as (app, table):
        table.model.view = {**table.view, "prompt": {**prompt, "card": "2.whisper-of-feathers"}}
        with using(language):
            asked = table.question()
        assert asked is not None
        assert "Whisper-of-Feathers" in asked.title
        assert ("Look at target player's Sept hand" in asked.message) == (language == "en")
        assert len(asked.message) > 20


@pytest.mark.parametrize(("language", "health"), [("en", "Health"), ("pt-BR", "Saúde")])
def test_this_combat_shows_the_fights_state_not_the_logs_lines(display, language, health):
    """ "This combat" repeated the game log beside it, line for line."""
    with table_on(language, played(1, 178)) as (
        app,
        table,
    ):  # Cy's alpha fights a prey, a card down
        combat = table.view["combat"]
        assert combat is not None and combat["plays"]
        column = pygame.Rect(layout.COMBAT.right - 362, layout.COMBAT.y + 70, 362, 500)
        said = [t for t, r in table.labels if column.contains(r)]
        logged = {t for t, r in table.labels if layout.LOG.colliderect(r)}
        assert said and logged
        assert not set(said) & logged, set(said) & logged
        text_said = " ".join(said)
        for iid in sum(combat["sides"], []):  # every fighter, with its Health left
            assert words.name(iid) in text_said
        assert text_said.count(health) == len(sum(combat["sides"], []))
        assert "Cy" in text_said  # whose fighter it is


@pytest.mark.parametrize(("language", "says"), [("en", "challenges"), ("pt-BR", "desafia")])
def test_the_engines_questions_name_their_cards(display, language, says) -> None:
    """ "You are challenged" said by whom, nor whom; a regeneration, nor which creature."""
    with table_on(language, played(1, 1)) as (app, table):
        mine = [c["iid"] for c in table.view["creatures"] if c.get("pack") == 0]
        theirs = [c["iid"] for c in table.view["creatures"] if c.get("pack") == 1]
        asked = {"kind": "challenge", "challenger": theirs[0], "target": mine[0], "options": []}
        table.model.view = {**table.view, "prompt": asked}
        with using(language):
            question = table.question()
        assert question is not None
        assert words.name(theirs[0]) in question.message and says in question.message
        assert words.name(mine[0]) in question.message
        table.model.view = {**table.view, "prompt": {"kind": "regenerate", "creature": mine[1]}}
        with using(language):
            question = table.question()
        assert question is not None and question.message.startswith(words.name(mine[1]))

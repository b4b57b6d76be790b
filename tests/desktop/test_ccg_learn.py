"""The Rage CCG table for a newcomer (issue 14), under the dummy driver, driven by pointer and
keyboard events and judged on what is drawn: first-game tips that stay read (here and on the
RAGE table), a label on every area the prompts name, Menu and Rules buttons, glossary
tooltips (hover and Tab), stats as coloured chips, the Actions list grouped by card, no
choice made for the player, and the end-of-turn line saying why the player scored or not."""

from __future__ import annotations

import re

import pygame
import pytest

from desktop.app import App
from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import teach
from desktop.ui.choice import MAX_ROWS, ChoiceDialog
from desktop.ui.settings_protocol import MemorySettings
from desktop.wiring import app_registry
from engine.core.session import Session
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import open_table
from tests.desktop.test_table_support import click, frames, key, motion

PACKS = {"packs": ["ashen-wind", "stone-choir"]}


def plain_table(seed: int = 7):
    """A table of Ann (a person) and Bob (a bot), tips off, at Ann's Main phase."""
    app = tips_app()
    app.settings.hints = False
    table, session = new_table(app, seed)
    settle(app, table, lambda: my_main_turn(table))
    return app, table, session


def tips_app(settings: MemorySettings | None = None) -> App:
    settings = settings or MemorySettings(
        window_size=(1280, 720), animation_speed=8.0, hints=True, sound=False
    )
    return App(settings, app_registry(), start=None)


def shown(app: App) -> set[str]:
    """Every text on screen in the frame drawn now."""
    return {m.text for _, m in trace_frame(app).texts()}


def settle(app: App, table, done, limit: int = 4000) -> None:
    for _ in range(limit):
        if done() and not table._hud_due and not table.scene.busy:
            return
        app.frame(1 / 60, [])
    raise AssertionError("not reached")


def my_main_turn(table) -> bool:
    v = table.view
    return v.get("phase") == "main" and 0 in v["to_act"] and table.dialog is None


def new_table(app: App, seed: int = 7):
    session = Session.new("rage-lv", 2, seed, PACKS, names=["Ann", "Bob"])
    return open_table(app, session, [person("Ann"), bot("Bob")]), session


# -- tips ---------------------------------------------------------------------------------------
def test_a_tip_read_once_does_not_come_back_at_the_next_table(display) -> None:
    with tracing():
        app = tips_app()
        table, _ = new_table(app)
        settle(app, table, lambda: my_main_turn(table))
        assert "Tip: how you win" in shown(app)
        assert table.tip_ok.visible and table.tip_off.visible
        assert "OK (H)" in shown(app)  # the tip says its key: Tab walks the glossary
        click(app, table.tip_ok.rect.center)  # OK, with the pointer
        frames(app, 3)
        assert app.settings.tips_seen == ["rage-lv:goal"]
        texts = shown(app)
        assert "Tip: how you win" not in texts
        assert "Tip: your play" in texts  # the next tip for the moment, then
        frames(app, 1, [key(pygame.K_h)])  # H reads it, from the keyboard
        assert "rage-lv:main" in app.settings.tips_seen
        settings = app.settings
        app.close()
        # A new table (as after Continue or the next launch, the same settings): no tip.
        app = tips_app(settings)
        table, _ = new_table(app, seed=8)
        settle(app, table, lambda: my_main_turn(table))
        assert not any(t.startswith("Tip:") for t in shown(app))
        assert not table.tip_ok.visible
        app.close()


def test_no_more_tips_turns_them_off(display) -> None:
    app = tips_app()
    table, _ = new_table(app)
    settle(app, table, lambda: my_main_turn(table))
    click(app, table.tip_off.rect.center)
    frames(app, 2)
    assert app.settings.hints is False and table.tip is None
    assert app.settings.saves >= 1
    app.close()


def test_the_rage_tables_tips_stay_read_after_continue(display) -> None:
    from tests.desktop.test_table_support import make_app, make_table

    app = make_app((1280, 720), hints=True)
    table = make_table(app)
    table.want_hint("bid")
    frames(app, 2)
    assert table.hint is not None
    click(app, table.hint_ok.rect.center)
    frames(app, 2)
    assert "rage-trick:bid" in app.settings.tips_seen
    settings = app.settings
    app.close()
    app = App(settings, app_registry(), start=None)
    table = make_table(app)
    table.want_hint("bid")
    assert table.hint is None, "a tip already read came back"
    table.want_hint("play")
    assert table.hint is not None
    app.close()


# -- labels, buttons, glossary --------------------------------------------------------------------
def test_every_area_the_prompts_name_is_labelled_and_menu_and_rules_work(display) -> None:
    with tracing():
        app, table, _ = plain_table()
        texts = shown(app)
        for label in (
            "Your Staging Area",
            "Staging Area",
            "HUNTING GROUNDS · UMBRA",
            "HUNTING GROUNDS · PHYSICAL WORLD",
            "Victory Pile: 0 Renown",
            "Menu",
            "Rules",
        ):
            assert label in texts, label
        # To a mouse player the prompt names places; each is on screen. (The table opens
        # naming keys until the first click, issue 30.)
        click(app, (800, 460))  # the empty Hunting Grounds
        frames(app, 3)
        prompt = next(t for t in shown(app) if t.startswith("Your play"))
        for place in ("Staging Area", "Hunting Grounds"):
            assert place in prompt
        click(app, table.rules_button.rect.center)
        frames(app, 2)
        assert app.stack.top is not table and app.stack.top.name == "rules"
        app.pop()
        frames(app, 2)
        click(app, table.menu_button.rect.center)
        frames(app, 2)
        assert type(app.stack.top).__name__ == "InGameMenu"
        app.close()


def test_the_glossary_has_the_games_words_and_a_data_file() -> None:
    gloss = teach.glossary()
    titles = {t.title for t in gloss.values()}
    for word in ("Sept", "Moot", "Umbra", "Gnosis", "Crinos", "Renown", "Staging Area"):
        assert word in titles, word
    assert teach.term_for("Sept Draw").key == "sept"
    assert teach.term_for("Wuss").key == "wuss"
    assert all(len(t.text) > 40 for t in gloss.values())


def test_a_glossary_tooltip_on_hover_and_on_tab(display) -> None:
    with tracing():
        app, table, _ = plain_table()
        moots = next(r for t, r in table.tips.spots if t.key == "moot")
        frames(app, 1, [motion(app, moots.center)])
        texts = shown(app)
        # (the box is titled with the word pointed at since fv38: the phase "Moots")
        assert {"Moot", "Moots"} & set(texts) and any("vote called by" in t for t in texts)
        frames(app, 1, [motion(app, (800, 500))])  # off the word: the tooltip goes
        assert not table.tips.visible
        # The keyboard: Tab goes from word to word, each with its tooltip.
        titles = []
        for _ in range(len(table.tips.spots)):
            frames(app, 1, [key(pygame.K_TAB)])
            assert table.tips.visible
            titles.append(table.tips.shown.title)
            assert table.tips.shown.title in shown(app)
        assert {"Sept", "Umbra", "Renown", "Staging Area", "Victory Pile"} <= set(titles)
        frames(app, 1, [key(pygame.K_ESCAPE)])  # Esc puts it away (the menu stays shut)
        assert not table.tips.visible and app.stack.top is table
        app.close()


# -- stats ------------------------------------------------------------------------------------------
def test_stats_are_chips_not_letter_codes(display) -> None:
    with tracing():
        app, table, _ = plain_table()
        texts = shown(app)
        assert not [t for t in texts if re.search(r"\bR\d+ G\d+|\bRn\d+|\bH\d+/\d+", t)]
        char = next(c for c in table.view["chars"] if c["owner"] == 0 and c["pack"])
        hp = f"{char['health'] - char['wounds']}/{char['health']}"
        assert hp in texts  # Health left / Health, on its green chip
        # The large preview says them in words.
        node = table.stage.card_node(char["iid"])
        frames(app, 40, [motion(app, node.to_world())])
        assert any(
            t.startswith(f"Renown {char['renown']} · Rage {char['rage']}") for t in shown(app)
        )
        app.close()


# -- choices ------------------------------------------------------------------------------------------
def test_the_actions_list_is_grouped_by_card_without_look_alike_rows(display) -> None:
    app = tips_app()
    app.settings.hints = False
    table, session = new_table(app, seed=3)
    settle(app, table, lambda: my_main_turn(table) and len(table.legal) > MAX_ROWS)
    frames(app, 1, [key(pygame.K_a)])
    dialog = table.dialog
    assert isinstance(dialog, ChoiceDialog)
    labels = [label for label, _ in dialog.rows]
    assert len(labels) <= MAX_ROWS + 2, labels
    assert len(set(labels)) == len(labels)
    grouped = [i for i, (label, _) in enumerate(dialog.rows) if "›" in label]
    assert grouped, labels
    # Open a card's group with the keyboard: its choices, each reading differently.
    # no row is lit as the list opens with no Hint asked (lh40): the first ↓ lights the first
    assert dialog.selected == -1
    for _ in range(grouped[0] + 1):
        frames(app, 1, [key(pygame.K_DOWN)])
    frames(app, 1, [key(pygame.K_RETURN)])
    inner = table.dialog
    assert inner is not dialog and inner.is_open
    inner_labels = [label for label, _ in inner.rows]
    assert len(set(inner_labels)) == len(inner_labels)
    assert inner_labels[-1] == "Back"
    frames(app, 1, [key(pygame.K_ESCAPE)])  # back to the list of cards
    assert table.dialog is not inner and "›" in " ".join(lb for lb, _ in table.dialog.rows)
    app.close()


def test_space_does_not_pick_an_alpha(display) -> None:
    app = tips_app()
    app.settings.hints = False
    table, session = new_table(app, seed=5)

    def at_alpha() -> bool:
        d = table.dialog
        if d is not None and d.is_open and d.title == "Choose your alpha":
            return True
        if my_main_turn(table) or (
            d is None and 0 in table.view.get("to_act", []) and table.view["phase"] == "vote"
        ):
            table.do_pass()
        elif d is not None and d.is_open and d.title != "Choose your alpha":
            d.pick(len(d.rows) - 1 if d.cancel_label else 0)
        return False

    settle(app, table, at_alpha, limit=6000)
    before = len(session.entries)
    frames(app, 3, [key(pygame.K_SPACE)])
    assert len(session.entries) == before and table.dialog.is_open  # Space never picks
    frames(app, 1, [key(pygame.K_RETURN)])  # the list opened with its first row lit
    frames(app, 3)
    if table.dialog is not None and table.dialog.is_open:  # a character's ways to go
        frames(app, 1, [key(pygame.K_RETURN)])
        frames(app, 3)
    mine = [e for e in session.entries[before:] if e["seat"] == 0]
    assert mine and mine[0]["command"]["type"] in ("pick", "leave-umbra")
    app.close()


# -- why you scored ----------------------------------------------------------------------------------
def test_each_turn_ends_with_a_line_saying_why_you_scored_or_not(display) -> None:
    with tracing():
        app = tips_app()
        app.settings.hints = False
        session = Session.new("rage-lv", 2, 7, PACKS, names=["Ann", "Bob"])
        table = open_table(app, session, [bot("Ann"), bot("Bob")], perspective=0)
        # The log keeps its last 200 lines; this game's first two turns run past that since
        # the bots keep a heal nobody needs (68e4c1c), and the test reads both turns' lines.
        table.model.log.most = 1000
        for _ in range(8000):
            if table.view.get("turn", 0) >= 3:
                break
            app.frame(1 / 60, [])
        table.paused = True
        frames(app, 3)
        lines = [ln for ln in table.log if ln.startswith("▶ Turn")]
        assert [ln.split(":")[0] for ln in lines] == ["▶ Turn 1", "▶ Turn 2"]
        for ln in lines:
            assert "Renown" in ln and ("scores" in ln or "Only" in ln or "worth no" in ln), ln
        texts = shown(app)
        assert any(t.startswith("▶ Turn 2") for t in texts), "the line is not in the log drawn"
        app.close()


@pytest.mark.parametrize(
    ("events", "says"),
    [
        ([], "had no alpha out hunting"),
        ([{"type": "alpha", "seat": 0, "char": "0.soot-runner"}], "found nothing"),
        (
            [
                {"type": "alpha", "seat": 0, "char": "0.soot-runner"},
                {"type": "pass", "seat": 0, "what": "attack"},
            ],
            "your alpha did not attack",
        ),
        (
            [{"type": "combat", "hunter": "0.soot-runner", "prey": "1.pallid-drone.1"}],
            "your combat killed nothing",
        ),
        (
            [{"type": "leave", "iid": "1.pallid-drone.1", "to": "victory", "seat": 0}],
            "you scored 2 Renown: Pallid Drone (2) into your Victory Pile",
        ),
    ],
)
def test_the_turn_line_names_the_reason(events, says) -> None:
    score = teach.TurnScore(seat=0, turn=4)
    for e in events:
        score.see(e)
    line = score.close("you", True)
    assert line.startswith("▶ Turn 4: ") and says.lower() in line.lower(), line
    assert score.close("you", True) is not None and not score.won


# -- the hint key and "You" -----------------------------------------------------------------------------
def test_one_hint_key_for_tables_and_lessons() -> None:
    from desktop.screens.table_assist import is_hint_key

    assert is_hint_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, unicode="?", mod=1))
    assert is_hint_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_QUESTION, unicode=""))
    assert not is_hint_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F2, unicode=""))


@pytest.mark.parametrize(
    ("line", "reads"),
    [
        ("You bids 1.", "You bid 1."),
        (
            "Round 1: You deals 3 cards each; trump is red.",
            "Round 1: You deal 3 cards each; trump is red.",
        ),
        ("You passes.", "You pass."),
        ("You has no characters left.", "You have no characters left."),
        ("You's Chancer copies the Basher.", "Your Chancer copies the Basher."),
        ("Bids revealed: You 1, Bruno 2.", "Bids revealed: You 1, Bruno 2."),
        ("Bruno bids 2.", "Bruno bids 2."),
    ],
)
def test_the_student_seat_reads_in_the_second_person(line, reads) -> None:
    from desktop.game.wording import you_form

    assert you_form(line) == reads


def test_the_rage_log_says_you_bid(display) -> None:
    from tests.desktop.test_table_support import make_app, make_table

    app = make_app((1280, 720))
    table = make_table(app)
    seat = 0
    bid = next(c for c in table.session.legal(seat) if c["type"] == "bid")
    table.runner.submit(seat, bid)
    frames(app, 30)
    lines = table.log.entries if hasattr(table.log, "entries") else table.log
    assert f"You bid {bid['tricks']}." in lines, lines
    assert not any("You bids" in ln for ln in lines)
    app.close()


def test_tips_read_survive_a_restart_in_the_settings_file(tmp_path) -> None:
    from desktop.store.paths import Paths
    from desktop.store.settings import Settings
    from desktop.ui import tips

    paths = Paths.from_env({"RAGE_TABLE_HOME": str(tmp_path)})
    settings = Settings.load(paths)
    tips.mark_read(settings, "rage-lv", "goal")
    tips.mark_read(settings, "rage-lv", "goal")
    again = Settings.load(paths)
    assert again.tips_seen == ["rage-lv:goal"] and tips.was_read(again, "rage-lv", "goal")
    broken, problems = Settings.from_dict({"tips_seen": "goal"})
    assert problems == ["tips_seen"] and broken.tips_seen == []
    tips.restart(again)
    assert not tips.was_read(again, "rage-lv", "goal")


def test_a_game_that_ends_mid_turn_says_only_a_score() -> None:
    quiet = teach.TurnScore(seat=0, turn=9)
    quiet.see({"type": "alpha", "seat": 0, "char": "0.soot-runner"})
    assert quiet.close("you", True, final=True) is None
    won = teach.TurnScore(seat=0, turn=9)
    won.see({"type": "leave", "iid": "1.pallid-drone.1", "to": "victory", "seat": 0})
    assert "you scored 2 Renown" in won.close("you", True, final=True)


def test_a_previewed_card_takes_the_tips_place_in_the_sidebar(display) -> None:
    """The preview takes the log's place in the sidebar; a tip (longer in Portuguese) used to
    reach up under it, its words covered by the card. While a card is previewed the tip
    steps aside (its buttons too), and comes back when the preview goes."""
    with tracing():
        app = tips_app()
        table, _ = new_table(app)
        settle(app, table, lambda: my_main_turn(table))
        assert "Tip: how you win" in shown(app)
        node = next(n for n in table.stage.cards.values() if (n.data or {}).get("kind") == "hand")
        table.show_preview(node)
        frames(app, 3)
        assert table.preview.visible
        assert "Tip: how you win" not in shown(app)
        assert not table.tip_ok.visible and not table.tip_off.visible
        table.hide_preview()
        frames(app, 3)
        assert "Tip: how you win" in shown(app) and table.tip_ok.visible
        app.close()


def test_the_main_phase_tip_goes_when_the_main_phase_ends(display) -> None:
    """Found playing by keyboard in a real window (issue 30): the "your play" tip, left
    unread, stood through the Moots, the alpha's actions and a combat, telling the player to
    drag a Sept card while the table asked for a vote or a Combat card."""
    with tracing():
        app = tips_app()
        table, _ = new_table(app)
        settle(app, table, lambda: my_main_turn(table))
        frames(app, 1, [key(pygame.K_h)])  # how you win: read
        frames(app, 3)
        assert "Tip: your play" in shown(app)
        for _ in range(4000):
            if table.view.get("phase") != "main":
                break
            if my_main_turn(table) and not table.scene.busy:
                frames(app, 2, [key(pygame.K_SPACE)])  # Ann passes her Main phase
            app.frame(1 / 60, [])
        else:
            raise AssertionError("the Main phase never ended")
        settle(app, table, lambda: table.view.get("phase") != "main")
        texts = shown(app)
        assert "Tip: your play" not in texts, "the Main phase's tip outlived it"
        assert "rage-lv:main" not in app.settings.tips_seen  # unread: it comes back
        app.close()


def test_a_combat_ends_the_moots_tip_and_the_main_phase_tip() -> None:
    """Found in a real window (issue 30): a Moot's fight (Trial by Claw) in the Vote phase kept
    "Tip: Moots" beside the combat instead of the combat's tip."""
    fight = {"phase": "vote", "combat": {"seats": [0, 1]}}
    assert not teach.tip_still_on("moots", fight)
    assert not teach.tip_still_on("main", {**fight, "phase": "main"})
    assert teach.tip_still_on("combat", fight) and teach.tip_still_on("goal", fight)
    assert teach.tip_still_on("moots", {"phase": "vote", "combat": None})

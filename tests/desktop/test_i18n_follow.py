"""A language change reaches what the four game tables' rebuild did not: card faces (cached by
card and size, now by language too), the lesson tables, the LAN table and the replay viewer.
Each is open when the language changes (the app's settings applied, as the Settings screen
does) and is judged on what it draws afterwards."""

from __future__ import annotations

from desktop.replay import ReplayRunner
from desktop.screens.replay_ui.screen import ReplayScreen
from engine.i18n import using
from tests.desktop import test_table_support as support
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_replay_support import bot_game, controllers
from tests.desktop.test_table_support import frames

app = support.app  # the fixture: an App at 1280x720 with a temporary home


def drawn(app) -> str:
    with tracing():
        trace = trace_frame(app)
    return " | ".join(mark.text for _index, mark in trace.texts())


def to_portuguese(app) -> None:
    app.settings.language = "pt-BR"
    app.apply_settings()
    frames(app, 3)


def test_a_card_face_drawn_in_one_language_is_not_shown_in_another() -> None:
    from desktop.screens.rage_classic.faces import SMALL as CLASSIC_SMALL
    from desktop.screens.rage_classic.faces import ClassicFaces
    from desktop.screens.rage_lv.faces import SMALL, CcgFaces

    for bank, card, size in (
        (CcgFaces(), "call-the-beast", SMALL),
        (ClassicFaces(), "quick-jab", CLASSIC_SMALL),
    ):
        with using("en"):
            english = bank.face(card, size)
            english_back = bank.back("combat", size)
        with using("pt-BR"):
            portuguese = bank.face(card, size)
            portuguese_back = bank.back("combat", size)
        assert portuguese is not english, card  # drawn again, not the English surface
        assert portuguese_back is not english_back
        with using("pt-BR"):
            assert bank.face(card, size) is portuguese  # and then kept, per language
        # the shared renderer under the bank keys its own cache by language as well
        with using("en"):
            shared = bank.renderer.face(card, size, bank_game(bank))
        with using("pt-BR"):
            assert bank.renderer.face(card, size, bank_game(bank)) is not shared


def bank_game(bank) -> str:
    from desktop.screens.rage_classic.faces import ClassicFaces

    return "rage-classic" if isinstance(bank, ClassicFaces) else "rage-lv"


def _lesson_follows(app, game: str, lesson: str, word: str) -> None:
    from desktop.learn.start import start_lesson

    start_lesson(app, game, lesson)
    frames(app, 40)
    table = app.stack.top
    coach, runner = table.coach, table.runner
    english_title = coach.lesson.title
    assert word not in drawn(app)
    to_portuguese(app)
    fresh = app.stack.top
    assert type(fresh) is type(table) and fresh is not table
    assert fresh.coach is coach and fresh.runner is runner  # the same lesson, at its step
    assert coach.lesson.title != english_title  # the course's words, in Portuguese
    frames(app, 20)
    shown = drawn(app)
    assert word in shown, shown
    assert coach.lesson.title in shown or any(
        line in shown for line in coach.lesson.title.split()
    ), shown


def test_a_rage_lv_lesson_table_follows_a_language_change(app) -> None:
    _lesson_follows(app, "rage-lv", "pack", "Ações")


def test_a_rage_classic_lesson_table_follows_a_language_change(app) -> None:
    _lesson_follows(app, "rage-classic", "bluff", "Ações")


def test_the_replay_viewer_follows_a_language_change(app) -> None:
    runner = ReplayRunner(bot_game(5), None, controllers())
    replay = ReplayScreen(app, runner)
    app.push(replay)
    frames(app, 10)
    runner.step()
    frames(app, 10)
    cursor, english = runner.cursor, drawn(app)
    to_portuguese(app)
    assert app.stack.top is replay and runner.cursor == cursor  # same place in the game
    shown = drawn(app)
    assert "Sair" not in english and "Pontos" not in english
    assert "Sair" in shown and "Pontos" in shown, shown  # the bar (Leave) and the table's HUD
    assert "Por vaza" in shown and "Rodada 1" in shown, shown  # the game's seek words too


def test_the_lan_table_follows_a_language_change(display, tmp_path, monkeypatch) -> None:
    """A spectator at a rage-lv LAN table (two host bots): the game's table inside the LAN
    screen is built again in Portuguese; the connection and the chat stay."""
    from desktop.net import TableConfig
    from desktop.net.hosting import HostedTable
    from tests.desktop.test_lan_ccg import sit_at
    from tests.desktop.test_lan_support import Shell, settings

    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    config = TableConfig(
        game="rage-lv", seats=2, bots=["normal", "normal"], options={"turn_limit": 3}, seed=5
    )
    hosted = HostedTable(config, port=0, bind="127.0.0.1", advertise=False).start()
    shell = Shell(settings("Eve"))
    try:
        lan = sit_at(hosted, shell, "Eve", spectate=True)
        for _ in range(5):
            shell.frame()
        old, client, chat = lan.table, lan.client, lan.chat
        assert old.rules_button.text == "Rules"
        with using("pt-BR"):
            assert lan.in_language({}) is None  # rebuilt in place
        assert lan.table is not old and type(lan.table) is type(old)
        assert lan.table.rules_button.text == "Regras"
        assert lan.client is client and lan.chat is chat  # still connected, same conversation
        shell.frame()
        shell.close()
        client.close()
    finally:
        hosted.close()

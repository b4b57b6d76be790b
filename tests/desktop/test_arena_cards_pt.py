"""A Portuguese Arena prints its cards' words in Portuguese (issue 30: no English left in the
Portuguese UI): the day's patron in the sidebar and in the day's callout, and the texts
printed on the faces in sight (hand, patron, cheers card), judged on what is drawn."""

from __future__ import annotations

import pygame

from desktop.app import App
from desktop.game.controllers import bot
from desktop.game.runner import GameRunner
from desktop.screens.ragers.art import KIND_TEXT, PATRONS
from desktop.screens.ragers.table import ArenaScreen
from desktop.ui.settings_protocol import MemorySettings
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_arena_support import DATA, stacked
from tests.desktop.test_table_support import frames

ACC = ["basher", "chancer", "cheater", "deadeye", "stopper", "veteran", "prodder"]
DFN = ["slasher", "prodder", "basher", "veteran", "stopper", "cheater", "deadeye"]
#: every sentence a Ragers card prints in English, and the words of its face
ENGLISH = (
    [kind.text for kind in DATA.kinds.values()]
    + [patron.text for patron in DATA.patrons.values()]
    + list(KIND_TEXT.values())
    + [effect for _title, _icon, effect, _kind in PATRONS.values()]
)
ENGLISH_WORDS = {"ATTACK", "SPECIAL", "PATRON", "PATRONS", "CHEERS", "CHEERS!", "GP"}
ENGLISH_STARTS = ("Play a ", "Win the crowd", "A Chancer copying", "Cheers: ")


def hovered(app: App, table: ArenaScreen, prefix: str) -> list[str]:
    """The texts on screen while the pointer rests on the face-up card whose id starts with
    `prefix` (its hover preview is up)."""
    node = next(
        n
        for n in table.stage.nodes.values()
        if n.look and n.look[0] == "face" and str(n.look[1]).startswith(prefix)
    )
    x, y = app.viewport.to_window(node.to_world())
    motion = pygame.event.Event(
        pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0)
    )
    app.frame(1 / 60, [motion])
    frames(app, 45)
    return [m.text for _, m in trace_frame(app).texts(cards=True)]


def english(text: str) -> bool:
    """Whether a drawn line is (a wrapped line of) English card words. A line of one word may
    be a card's name, which stays as printed."""
    text = text.strip()
    if text in ENGLISH_WORDS or text.startswith(ENGLISH_STARTS):
        return True
    return len(text.split()) > 1 and any(text in sentence for sentence in ENGLISH)


def test_a_portuguese_arena_prints_its_cards_in_portuguese(display) -> None:
    from desktop.app import App
    from desktop.wiring import app_registry

    lines: list[str] = []  # every text drawn, in paint order, frame after frame
    callouts: set[str] = set()
    with tracing():
        settings = MemorySettings(
            window_size=(1920, 1080), animation_speed=2.0, hints=False, sound=False
        )
        settings.language = "pt-BR"
        app = App(settings, app_registry(), start=None)
        # Arianna's short day first: the table opens inside day 1, so day 2 brings a callout.
        session = stacked(ACC, DFN, patrons=("arianna", "nameless"), cheers=(1,))
        with using(app.translations):  # as when New game starts it, inside a frame
            runner = GameRunner(session, [bot("Ann"), bot("Bob")], threaded=False)
            table = ArenaScreen(app, runner)  # its own faces: drawn in the table's language
            app.push(table)
        for i in range(2000):
            frames(app, 1)
            shown = [n for n in table.stage.fx.children if n.name == "callout"]
            if any(n.opacity > 0.9 for n in shown) or i % 60 == 0:
                drawn = [m.text for _, m in trace_frame(app).texts(cards=True)]
                lines += drawn
                if shown and table.model.day == 2:
                    callouts |= set(drawn)
            if callouts and not shown:  # day 2's callouts have come and gone
                break
        lines += [m.text for _, m in trace_frame(app).texts(cards=True)]
        lines += hovered(app, table, "cheers")  # its words too small on the table: its preview
        app.close()
    assert table.model.patron == "patron-nameless"
    said = " ".join(lines)
    assert "Dia 2: The Nameless" in callouts and "Nada muda" in callouts, sorted(callouts)
    assert "The Nameless: Nada muda." in said, said  # the sidebar, on one line
    assert "Vence um Slasher, mas perde para um Prodder."[:12] in said  # the Basher in hand
    assert any(t.startswith("Mostre Basher e Deadeye") for t in lines), said  # cheers 1
    assert not [t for t in set(lines) if english(t)], sorted(t for t in set(lines) if english(t))


def test_every_sentence_a_ragers_card_prints_is_in_the_catalog_with_its_portuguese() -> None:
    from engine.i18n.catalogs import card_words

    printed = [kind.text for kind in DATA.kinds.values()]
    printed += [patron.text for patron in DATA.patrons.values()]
    found = {m for where, m, _note in card_words() if where.endswith("ragers/cards.toml")}
    assert found == set(printed)
    with using("pt-BR"):
        assert [text for text in printed if _(text) == text] == []


def test_the_arena_prints_its_cards_anew_when_the_language_changes(display) -> None:
    from tests.desktop.test_arena_support import make_app, open_table

    def printed() -> str:
        return " | ".join(m.text for _, m in trace_frame(app).texts(cards=True))

    with tracing():
        # a window where the hand's cards print their rules text (at 1280x720 it is too small
        # there: the hover preview prints it)
        app = make_app((1920, 1080), speed=4.0)
        session = stacked(ACC, DFN, patrons=("nameless",), cheers=(1,))
        open_table(app, session, [bot("Ann"), bot("Bob")])  # its bank outlives the rebuild
        frames(app, 60)
        english = printed()
        app.settings.language = "pt-BR"
        app.apply_settings()  # as the Settings screen does, from the table's menu
        frames(app, 30)
        portuguese = printed()
        app.close()
    # the Prodder in hand (the Basher played is on the sand, too small there for its text)
    assert "Defeats a Basher, but" in english, english
    assert "Vence um Basher, mas" in portuguese, portuguese
    assert "Defeats a" not in portuguese and "Nothing changes" not in portuguese, portuguese

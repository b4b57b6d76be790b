"""The screens the catalogs cover, in the pseudo language and in Portuguese.

Pseudo: every string the catalog knows comes back as ⟦…⟧ with accented vowels, so any
visible text (card faces aside) without those marks was drawn without going through the
catalogs (or the catalog lacks it), and the test names it. Covered: the main menu, Settings,
New game (every game), the rules screen's chrome, Learn to play, Replays, Stats, Play on LAN,
the deck builder, a lesson on each CCG table (the coach's panel), and the RAGE, Ragers,
rage-lv and rage-classic tables through a whole demo game each. Not checked here: card faces
(drawn and cached per card: test_i18n_card_faces checks what every face prints, and
tests/engine/test_i18n_ccg every card's rules text and rage-lv's refusals), data shown as it
is (card and pack names, seat names), and texts translated as whole files (the rules texts,
the courses' lesson texts).

Portuguese: the same screens, checked for text drawn over text or cut off (layout_trace), at
1280x720 and 1920x1080: Portuguese runs longer than the English the layouts were made for.
"""

from __future__ import annotations

import functools
import getpass
import re
from pathlib import Path

import pytest

from desktop.games.catalog import all_games
from desktop.screens.setup import BOT_NAMES
from engine.i18n import LANGUAGES
from tests.desktop import i18n_screens
from tests.desktop.layout_trace import Trace, report, trace_frame, tracing
from tests.desktop.test_layout_text import milestone_traces

#: visible on purpose in any language: the brand, each language's own name, seat names
NOT_TRANSLATED = {"Rage Table", *LANGUAGES.values(), *BOT_NAMES, "Ana"}
MARKED = re.compile(r"[⟦⟧áéíóúÁÉÍÓÚ]")
WORDS = re.compile(r"[A-Za-z]{2,}")


def _flat(text: str) -> str:
    return " ".join(re.sub(r"[*_`#>|]", " ", text).split())


def untranslated(trace: Trace, document: str = "", data: frozenset[str] = frozenset()) -> list[str]:
    """Visible texts with words in them and no pseudo mark (card faces left out, lines of
    `document`: a text translated as a whole file rather than through the catalog, and texts
    made only of `data`'s words: card, pack and seat names, shown as printed)."""
    found = []
    whole = _flat(document)
    for _index, mark in trace.texts():
        text = mark.text.strip()
        if not WORDS.search(text) or MARKED.search(text):
            continue
        # "3. <a lesson title>" (Learn to play), "3/6 · <a lesson title>" (the coach's panel)
        if whole and _flat(re.sub(r"^\d+(\.|/\d+ ·)\s+", "", text)) in whole:
            continue
        rest = text
        for name in NOT_TRANSLATED:
            rest = rest.replace(name, "")
        words = WORDS.findall(rest)
        if words and text.endswith("…") and any(w.startswith(words[-1]) for w in data):
            words.pop()  # a name cut short to fit ("Cornere…"): the start of a data word
        if any(word not in data for word in words):
            found.append(text)
    return sorted(set(found))


@functools.cache
def data_words() -> frozenset[str]:
    """The words of the names shown as data (never translated): every card of the CCGs and
    of Ragers, their packs and patrons, the course seats' names, this computer's user."""
    from desktop.screens.rage_classic import registration as classic
    from desktop.screens.rage_lv import registration as relaunch
    from engine.core.registry import get_ruleset
    from engine.games.rage_classic.cards import POOL as classic_cards
    from engine.games.rage_lv.data import cards as relaunch_pool

    names: list[str] = [c.name for c in classic_cards.shipped().values()]
    names += [c.name for c in relaunch_pool().values()]
    names += [*classic.PACK_NAMES.values(), *relaunch.PACK_NAMES.values()]
    patrons = get_ruleset("ragers").data.patrons
    names += [p.name for p in (patrons.values() if isinstance(patrons, dict) else patrons)]
    names += ["You", "Bruno", getpass.getuser().capitalize(), getpass.getuser()]
    return frozenset(w for name in names for w in WORDS.findall(name))


def course_texts() -> str:
    """Every text of every course (translated as whole files, `course.<lang>.toml`)."""
    from engine.core.registry import KNOWN
    from engine.lessons.course import has_course, load_course

    parts = []
    for game in KNOWN:
        if has_course(game):
            course = load_course(game)
            parts.append(course.title)
            for lesson in course.lessons:
                parts += [lesson.title, lesson.intro, lesson.outro]
                parts += [t for step in lesson.steps for t in (step.say, step.done, step.instead)]
    return "\n".join(parts)


def card_data(game: str) -> str:
    """The texts of a game's card data shown beside the cards, left out of the check: none
    now. Ragers' patron texts go through the catalog (`catalogs.card_words`), so the sidebar
    and the day's callout are checked like any other words; card faces stay left out."""
    return ""


def menu_traces(language: str, size: tuple[int, int], scenes=None) -> dict[str, Trace]:
    traces = {}
    with tracing():
        for name, app in i18n_screens.menu_scenes(language, size, scenes):
            traces[name] = trace_frame(app)
    return traces


def test_a_persons_turn_at_the_rage_table_went_through_the_catalogs(tmp_path, monkeypatch):
    """The demo has bots only: the bid picker, the tips, the Hint button and the play prompt."""
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    traces = menu_traces("pseudo", (1280, 720), i18n_screens.PERSON_SCENES)
    missed = {name: untranslated(trace) for name, trace in traces.items()}
    assert {name: texts for name, texts in missed.items() if texts} == {}
    shown = " ".join(m.text for t in traces.values() for _i, m in t.texts())
    for expected in ("⟦Híñt⟧", "⟦Gót ít⟧", "⟦Yóúr túrñ: drág"):  # the scenes show what they
        assert expected in shown  # are meant to: the Hint button, a tip, the play prompt


def table_traces(game: str, language: str, size, shots: Path) -> dict[str, Trace]:
    def demo(**kw):
        return i18n_screens.play_table(game, language, kw.pop("size"), shots, **kw)

    return milestone_traces(demo, size, shots, None)


def test_every_visible_string_of_the_menus_went_through_the_catalogs(tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    traces = menu_traces("pseudo", (1280, 720))
    assert set(traces) == set(i18n_screens.MENU_SCREENS)
    from desktop.games.registration import package_text

    rules = package_text("engine.games.rage_trick")
    missed = {
        name: untranslated(
            trace,
            rules if "rules" in name else course_texts() if name == "learn" else "",
            data_words(),
        )
        for name, trace in traces.items()
    }
    assert {name: texts for name, texts in missed.items() if texts} == {}
    assert all(len(trace.texts()) >= 3 for trace in traces.values())


#: how many milestones each game's demo shows (its scenes)
SCENES = {"rage-trick": 5, "ragers": 4, "rage-lv": 4, "rage-classic": 6}


def test_every_registered_game_has_its_table_scenes_here() -> None:
    assert set(all_games().ids()) == set(SCENES) == set(i18n_screens.TABLES)


@pytest.mark.parametrize("game", all_games().ids())
def test_every_visible_string_of_the_tables_went_through_the_catalogs(game, tmp_path, monkeypatch):
    """RAGE: deal, bidding, a trick, the round's scores, the summary; Ragers: preparation,
    mid-combat, the day's resolution, the summary; rage-lv: the table, a Moot, a combat, the
    end; rage-classic: the table, an OK? window, a bluff, a Junta, a combat, the end (card
    faces and card data aside)."""
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    traces = table_traces(game, "pseudo", (1280, 720), tmp_path / "shots")
    assert len(traces) == SCENES[game], sorted(traces)
    missed = {
        name: untranslated(trace, card_data(game), data_words()) for name, trace in traces.items()
    }
    assert {name: texts for name, texts in missed.items() if texts} == {}


def test_a_lesson_on_each_ccg_table_went_through_the_catalogs(tmp_path, monkeypatch):
    """The coach's panel and the table around it (the lesson's own texts are the course's
    translation file's, so they are left out like a rules text)."""
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    traces = menu_traces("pseudo", (1280, 720), i18n_screens.LESSON_SCENES)
    missed = {
        name: untranslated(trace, course_texts(), data_words()) for name, trace in traces.items()
    }
    assert {name: texts for name, texts in missed.items() if texts} == {}
    assert all(len(trace.texts()) >= 10 for trace in traces.values())


def test_the_check_sees_a_string_that_bypasses_the_catalogs(tmp_path, monkeypatch):
    """The test above can fail: an English literal drawn on the menu is caught."""
    from desktop.screens.menu import MainMenu

    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    drawn = MainMenu.draw

    def draw_with_a_stray(self, surface):
        drawn(self, surface)
        surface.blit(self.app.theme.text("Stray English words", 24), (20, 20))

    monkeypatch.setattr(MainMenu, "draw", draw_with_a_stray)
    with tracing():
        scenes = i18n_screens.menu_scenes("pseudo", (1280, 720))
        _name, app = next(scenes)
        found = untranslated(trace_frame(app))
        scenes.close()
    assert found == ["Stray English words"]


@pytest.mark.parametrize("size", i18n_screens.SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_portuguese_menus_have_no_text_over_text_or_cut_off(size, tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    scenes = {
        **i18n_screens.MENU_SCREENS,
        **i18n_screens.PERSON_SCENES,
        **i18n_screens.LESSON_SCENES,
    }
    traces = menu_traces("pt-BR", size, scenes)
    bad = {name: report(p) for name, t in traces.items() if (p := t.problems())}
    assert not bad, "\n".join(f"{name}:\n{text}" for name, text in bad.items())


@pytest.mark.parametrize("size", i18n_screens.SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", all_games().ids())
def test_the_portuguese_tables_have_no_text_over_text(game, size, tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    traces = table_traces(game, "pt-BR", size, tmp_path / "shots")
    assert len(traces) >= 4
    bad = {name: report(p) for name, t in traces.items() if (p := t.problems())}
    assert not bad, "\n".join(f"{name}:\n{text}" for name, text in bad.items())

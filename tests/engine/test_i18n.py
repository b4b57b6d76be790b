"""Portuguese from the engine: refusals and describe lines per session, over real stdio."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from engine.core.protocol import StdioServer
from engine.core.registry import available
from engine.core.session import Session
from engine.i18n import PORTUGUESE, _, pseudo, translator, using
from engine.lessons.course import has_course
from tests.engine.bot_moments import moments
from tests.engine.test_core_stdio import run_stdio

ROOT = Path(__file__).resolve().parents[2]

# Two seats, seat 0 deals: seat 1 bids first and leads the red 9; seat 0 holds a red card.
DEAL = {"hands": [["red-3", "blue-5"], ["red-9", "green-2"]], "trump": "purple-0", "dealer": 0}
NEW = {"op": "new", "game": "rage-trick", "seats": 2, "seed": 3}
NEW["options"] = {"schedule": [2], "deal": DEAL}
MOVES = [
    {"op": "apply", "seat": 1, "command": {"type": "bid", "tricks": 1}},
    {"op": "apply", "seat": 0, "command": {"type": "bid", "tricks": 0}},
    {"op": "apply", "seat": 1, "command": {"type": "play", "card": "red-9"}},
    {"op": "apply", "seat": 0, "command": {"type": "play", "card": "blue-5"}},  # must follow
    {"op": "describe", "seat": 0},
]


def test_an_illegal_rage_play_over_stdio_is_refused_in_portuguese() -> None:
    lines = [json.dumps(dict(NEW, lang="pt-BR"))] + [json.dumps(m) for m in MOVES]
    replies = run_stdio(lines)
    assert all(r["ok"] for r in replies[:4]), replies
    refusal = replies[4]["error"]
    assert refusal["code"] == "must-follow"
    assert refusal["message"] == "Você tem vermelho na mão, então precisa seguir vermelho."
    described = replies[5]["lines"]
    assert described[0].startswith("Rodada 1: Jogador 1 dá 2 cartas para cada um")
    assert "Jogador 2 joga 9 vermelho." in described


def test_each_stdio_session_keeps_its_own_language() -> None:
    english, portuguese = StdioServer(), StdioServer()
    assert english.handle(dict(NEW))["ok"]
    assert portuguese.handle(dict(NEW, lang="pt-BR"))["ok"]
    for move in MOVES[:3]:
        assert english.handle(move)["ok"] and portuguese.handle(move)["ok"]
    refused_en = english.handle(MOVES[3])["error"]["message"]
    refused_pt = portuguese.handle(MOVES[3])["error"]["message"]
    assert refused_en == "You hold red, so you must follow red."
    assert refused_pt.startswith("Você tem vermelho")
    assert _("It is not your turn.") == "It is not your turn."  # nothing leaked out


def test_an_unknown_language_is_a_bad_request() -> None:
    reply = StdioServer().handle(dict(NEW, lang="xx-YY"))
    assert reply["error"]["code"] == "bad-request"


@pytest.mark.parametrize("tag", ["pt-BR", "pt_BR", "pt", "PT-br"])
def test_portuguese_tags_name_one_catalog(tag: str) -> None:
    assert translator(tag) is translator(PORTUGUESE)
    assert translator(tag).gettext("It is not your turn.") == "Não é a sua vez."


def test_every_rage_trick_describe_line_is_portuguese_in_a_whole_game() -> None:
    """A full bot game described in Portuguese: no line is left in English."""
    import random

    from engine.core.play import make_bots, play_out

    session = Session.new("rage-trick", 4, 11, {"preset": "us", "schedule": [3, 2]})
    play_out(session, make_bots(session, ["heuristic"] * 4), random.Random(1))
    assert session.is_over()
    english_words = {"plays", "takes", "bids", "trick", "Round", "trump", "deals", "scored"}
    with using("pt-BR"):
        lines = [
            session.ruleset.describe(event, 0, ["Ana", "Bia", "Caio", "Duda"])
            for item in session.entries
            for event in item["events"]
        ]
    assert lines and all(line is not None for line in lines if line)
    for line in filter(None, lines):
        assert not english_words & set(line.replace(".", " ").replace(":", " ").split()), line


def test_pseudo_leaves_placeholders_intact() -> None:
    assert pseudo("{name} bids {tricks}.") == "⟦{name} bíds {tricks}.⟧"


def _binds_underscore(tree: ast.AST) -> list[int]:
    """Functions that both bind `_` (a throwaway) and call `_(...)` (the translator)."""
    lines = []
    for func in ast.walk(tree):
        if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            continue
        names = [n for n in ast.walk(func) if isinstance(n, ast.Name) and n.id == "_"]
        a = func.args
        params = [*a.posonlyargs, *a.args, *a.kwonlyargs, *(x for x in (a.vararg, a.kwarg) if x)]
        binds = any(isinstance(n.ctx, ast.Store) for n in names) or any(
            p.arg == "_"
            for p in params  # `**_: Any`: a parameter named _ shadows it too
        )
        calls = any(
            isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "_"
            for n in ast.walk(func)
        )
        if binds and calls:
            lines.append(func.lineno)
    return lines


def test_no_module_that_translates_with_underscore_also_binds_it() -> None:
    """`for _ in ...` in a module that imports `_` from engine.i18n shadows the translator."""
    offenders = []
    for path in sorted((ROOT / "engine").rglob("*.py")) + sorted((ROOT / "desktop").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imports_it = any(
            isinstance(node, ast.ImportFrom)
            and node.module == "engine.i18n"
            and any(alias.name == "_" for alias in node.names)
            for node in ast.walk(tree)
        )
        if imports_it and (lines := _binds_underscore(tree)):
            offenders.append(f"{path.relative_to(ROOT)}:{lines}")
    assert offenders == []


def test_the_catalogs_hold_every_marked_string_and_their_mo_files_are_fresh() -> None:
    """Every `_()`/`N_()` string of engine/ and desktop/ is translated, and the committed .mo
    is what the .po compiles to (run `python -m engine.i18n.catalogs` after editing)."""
    pytest.importorskip("babel")
    from engine.i18n.catalogs import check

    assert check() == []


def test_ragers_refusals_and_log_lines_in_portuguese() -> None:
    server = StdioServer()
    assert server.handle({"op": "new", "game": "ragers", "seats": 2, "seed": 5, "lang": "pt-BR"})[
        "ok"
    ]
    legal = server.handle({"op": "legal", "seat": 0})["commands"]
    wrong = "place" if all(c["type"] != "place" for c in legal) else "keep"
    refusal = server.handle({"op": "apply", "seat": 0, "command": {"type": wrong, "card": "x"}})
    assert refusal["error"]["message"].startswith("Agora "), refusal
    lines = server.handle({"op": "describe", "seat": 0})["lines"]
    assert "Os baralhos são embaralhados." in lines
    assert any(line.startswith("Dia 1: ") for line in lines), lines


@pytest.mark.parametrize(
    "package, title",
    [
        ("engine.games.rage_trick", "# RAGE — o jogo de vazas"),
        ("engine.games.ragers", "# Ragers: Campeões da Arena"),
        ("engine.games.rage_lv", "# Rage (regras do relançamento)"),
        ("engine.games.rage_classic", "# Rage (regras originais, 1995)"),
    ],
)
def test_the_portuguese_rules_text_is_chosen_in_portuguese_and_keeps_step_with_the_english(
    package: str, title: str
):
    from desktop.games.registration import package_text

    english = package_text(package)
    with using("pt-BR"):
        portuguese = package_text(package)
    with using("pseudo"):
        assert package_text(package) == english
    assert portuguese.startswith(title)

    def outline(text: str) -> list[str]:
        return [line.split(" ")[0] for line in text.splitlines() if line.startswith("#")]

    # Same headings, same levels, same order: a section added in English shows up here.
    assert outline(portuguese) == outline(english)
    assert portuguese.count("\n- ") == english.count("\n- ")


def test_a_hint_thought_on_a_bot_thread_speaks_the_callers_language():
    """TableAssist asks for hints on a BotCall thread; the reason must be in the table's
    language, not the thread's default."""
    import time

    from engine.ai.thinking import BotCall

    class Speaker:
        def choose(self, view, legal, rng):
            return {"type": "say", "text": _("It is not your turn.")}

    with using("pt-BR"):
        call = BotCall.start(Speaker(), {}, [], 1)
    deadline = time.monotonic() + 60
    while not call.done() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert call.result()["text"] == "Não é a sua vez."


@pytest.mark.parametrize("game", [g for g in available() if has_course(g)])
def test_a_course_in_portuguese_has_every_text_and_the_same_moves(game: str) -> None:
    """course.pt_BR.toml gives words only: every lesson and step has its Portuguese text, the
    moves are the English file's, and the course still plays as written."""
    import tomllib

    from engine.i18n import using
    from engine.lessons.check import check_course
    from engine.lessons.course import _course_file, load_course

    english = load_course(game)
    raw = tomllib.loads(_course_file(game, "course.pt_BR.toml").read_text(encoding="utf-8"))
    with using("pt-BR"):
        portuguese = load_course(game)
        assert check_course(portuguese) == []
    assert portuguese.title != english.title
    for en, pt in zip(english.lessons, portuguese.lessons, strict=True):
        assert len(raw["lesson"][en.id].get("step", [])) == len(en.steps)
        assert pt.title != en.title and pt.intro != en.intro
        assert [s.expect for s in pt.steps] == [s.expect for s in en.steps]
        for a, b in zip(en.steps, pt.steps, strict=True):
            assert (a.say != b.say) and (not a.done or a.done != b.done)


@pytest.mark.parametrize("game", ["rage-lv", "rage-classic"])
def test_the_ccg_hints_speak_portuguese(game: str) -> None:
    """Every command a CCG seat can make in a bot game gets a hint line in Portuguese: no
    English reason is left outside the catalogs."""
    import importlib

    hints = importlib.import_module(f"engine.games.{game.replace('-', '_')}.hints")
    seen: set[str] = set()
    for view, command in moments(game, 3, 400, per=6):
        with using("pt-BR"):
            line = hints.reason(view, command, None)
        with using("en"):
            english = hints.reason(view, command, None)
        if command["type"] not in seen:
            assert line != english, (command, line)
            seen.add(command["type"])
    assert len(seen) >= 4

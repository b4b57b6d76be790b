"""No English literal reaches the player around the catalog: every string or f-string written
straight into a call that shows text (a toast, a callout, a refusal, a rendered label, a
button's text=...) goes through `_()` (or `N_()` and `_()` where it is shown).

A scan of desktop/'s source, so it also covers moments no screen test reaches (a Chancer's
copy, a drop off the table). Texts built in variables are out of its reach: the screen tests
in the pseudo language (test_i18n_screens) catch those where they are drawn."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import desktop

#: calls whose arguments are shown to the player as they are
SINKS = {
    "toast",
    "callout",
    "refuse",
    "_marked",
    "say",
    "render_text",
    "render_ink_fit",
    "render_display",
    "display_text",
    "fitted_text",
    "text",
    "draw_keys",
    "_label",
}
#: keyword arguments shown as they are, whatever the call
SHOWN = {"text", "title", "label", "words", "note"}
#: names shown as they are in every language: the program's and the games' own
NAMES = {"Rage Table", "RAGE", "Rage", "Ragers", "UMBRA"}
WORD = re.compile(r"[A-Za-z]{3,}")


def _literal(node: ast.expr) -> str | None:
    """The written words of a str constant or f-string (its {fields} left out)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return " ".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
    return None


def english_literals(source: str) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        shown = list(node.args) if name in SINKS else []
        shown += [k.value for k in node.keywords if k.arg in SHOWN]
        for arg in shown:
            words = _literal(arg)
            if words is None or words in NAMES or not WORD.search(words):
                continue
            if re.fullmatch(r"[a-z0-9_\-.:#/ ]+", words):
                continue  # an id or a key ("row-label", "hid:chosen:"), not a sentence
            found.append((node.lineno, words))
    return found


def test_the_scan_finds_what_it_looks_for() -> None:
    source = (
        'self.stage.callout(f"Cheater! The {name} is negated", x, y)\n'
        'self._marked(e, "Stopper: next card x2 and safe", 1.1)\n'
        'Button(rect=r, text="Back")\n'
        'self.stage.callout(_("No card to place for it"), x, y)\n'
        'node.text("row-label")\n'
        'theme.display_text("Rage Table", 72, ink)\n'
    )
    assert english_literals(source) == [
        (1, "Cheater! The   is negated"),
        (2, "Stopper: next card x2 and safe"),
        (3, "Back"),
    ]


def test_no_english_literal_is_shown_outside_the_catalog() -> None:
    root = Path(desktop.__file__).parent
    bad = [
        f"{path.relative_to(root.parent)}:{line}: {words!r}"
        for path in sorted(root.rglob("*.py"))
        for line, words in english_literals(path.read_text(encoding="utf-8"))
    ]
    assert not bad, "\n".join(bad)

"""Portuguese says "alpha" for the combat leader everywhere, as the 1995 Portuguese rulebook
does (seed 003) and as the table's bar and log do (issue 30, found playing a 2-seat 1995 game
by mouse in pt_BR: the bar said "Escolher Keeper Ashgrove como alpha" while the Hint beside
it said "Faça de Keeper Ashgrove seu alfa", so a newcomer read two words for one thing)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from engine.core.session import Session
from engine.games.rage_classic.hints import reason
from engine.i18n import using
from engine.i18n.catalogs import po_files, read_po

NAMES = ["Ann", "Bob"]
QUIET = ("pass", "done", "ok", "allow", "ready", "decline", "no-claim")


def alpha_moment() -> tuple[Any, dict[str, Any], list[str]]:
    """A 2-seat game played quietly to Ann's choice of alpha: her view, one choice, names."""
    packs = ["silver-wake", "thornwood-kin"]
    session = Session.new("rage-classic", 2, 3, {"packs": packs}, names=NAMES)
    for _ in range(300):
        seat = min(session.to_act())
        legal = session.legal(seat)
        alphas = [c for c in legal if c["type"] == "alpha"]
        if seat == 0 and alphas:
            return session.view(0), alphas[0], NAMES
        quiet = [c for c in legal if c["type"] in QUIET]
        session.apply(seat, (quiet or legal)[0])
    raise AssertionError("Ann never chose an alpha")


def test_every_portuguese_alpha_is_spelt_alpha() -> None:
    (pt,) = [p for p in po_files() if p.parents[1].name == "pt_BR"]
    odd = [
        (m.id, m.string)
        for m in read_po(pt)
        if m.id and "alpha" in str(m.id).lower() and re.search(r"\balfas?\b", str(m.string))
    ]
    assert not odd, odd


def test_the_alpha_hint_says_alpha_in_portuguese() -> None:
    view, command, names = alpha_moment()
    with using("pt_BR"):
        said = reason(view, command, None, names)
    assert "alpha" in said and "alfa" not in said, said


def test_the_portuguese_glossary_says_alpha() -> None:
    """The 1995 table's word tips (hover or Tab) say it as the bar does."""
    root = Path(__file__).resolve().parents[2]
    text = (root / "desktop/screens/rage_classic/glossary.pt_BR.toml").read_text("utf-8")
    assert not re.findall(r"\balfas?\b", text)

"""One word for one thing in the 1995 edition's Portuguese (issue 30, pl35 #7): a combat round
was "round" at the table, the bar and the log while the glossary said "rodadas"; the Moot Phase
was "Fase: Assembleia" in the header, "Fase de Assembleias" in the log and the Juntas panel said
"Juntas"; New game said "chame Assembleias" where the Givors rule said "convoca uma Junta"; a
card read "o Personagem gaia … (cada um deles, em caso de empate) (depois das ações dos
alphas)". Read from what the rules, the log, the cards and the New game screen say."""

from __future__ import annotations

import re
from pathlib import Path

from desktop.screens.rage_classic import registration
from engine.games.rage_classic import views
from engine.games.rage_classic.cards import POOL
from engine.i18n import _, using

ROOT = Path(__file__).resolve().parents[2]
TEXTS = [
    "engine/games/rage_classic/rules_text.pt_BR.md",
    "engine/games/rage_classic/course.pt_BR.toml",
    "desktop/screens/rage_classic/glossary.pt_BR.toml",
]
ROUND = re.compile(r"(?<!\{)\b[Rr]ounds?\b(?!\})")


def test_the_portuguese_1995_texts_say_rodada_and_fase_das_juntas() -> None:
    for rel in TEXTS:
        text = (ROOT / rel).read_text(encoding="utf-8")
        values = "\n".join(line.split("=", 1)[-1] for line in text.splitlines())
        assert not ROUND.search(values), (rel, ROUND.findall(values))
        assert "Fase de Assembleias" not in text and "Fase Assembleia" not in text, rel


def test_the_portuguese_log_and_table_say_rodada() -> None:
    with using("pt-BR"):
        end = views.combat_end_why("no-cards")
        phase = _(views.PHASE_NAMES["moot"])
        about = _(registration.REGISTRATION.new_game.about)
    assert end == "nenhuma carta de combate foi jogada na última rodada", end
    assert phase == "Fase das Juntas", phase
    assert "Assembleias" not in about and "Juntas" in about, about


def test_a_hunting_card_reads_as_one_sentence_in_portuguese() -> None:
    card = next(c for c in POOL.shipped().values() if "attacks the Gaia Character" in POOL.text(c))
    with using("pt-BR"):
        said = POOL.shown_effect(card)
    assert ") (" not in said and "Personagem gaia" not in said, said
    assert "Personagem de Gaia" in said, said

"""Every state the 1995 engine gives a combat play has words under the card in the combat view,
in English and Portuguese (issue 30: played in Portuguese at 1920x1080, "Blinding Spray
blocked" was drawn in English beside "Hamstring acertou")."""

from __future__ import annotations

import re
from pathlib import Path

from desktop.screens.rage_classic.stage import STATUS_WORDS
from engine.games import rage_classic
from engine.i18n import _, using

EMITTED = re.compile(r'emit\("status", [^)]*status="([a-z-]+)"')


def test_every_combat_play_status_has_words_in_both_languages() -> None:
    folder = Path(rage_classic.__file__).parent
    emitted = {m for f in folder.glob("*.py") for m in EMITTED.findall(f.read_text("utf-8"))}
    assert {"blocked", "landed"} <= emitted  # the pattern still finds them
    assert emitted <= STATUS_WORDS.keys(), emitted - STATUS_WORDS.keys()
    with using("pt-BR"):
        said = {key: _(STATUS_WORDS[key]) for key in emitted}
    assert all(said[key] != STATUS_WORDS[key] for key in emitted), said

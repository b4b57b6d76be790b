"""Another player's card text says whose "you" it is (issue 30: "Esperando para resolver"
showed "Ada: Spirit Speech … Você compra 2 cartas de seita." and Ada's Council of Claws in the
Juntas panel "…Você compra 2 cartas de seita", read as the player's own draw)."""

from __future__ import annotations

import pytest

from tests.desktop.classic_pcl_support import pcl_table

#: Ada's Spirit Speech waits to resolve; the Moot Phase's vote on Ada's Council of Claws
SPIRIT_SPEECH, COUNCIL = 195, 101
HERE = {"en": "“You” here is Ada:", "pt_BR": "“Você” aqui é Ada:"}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("commands", [SPIRIT_SPEECH, COUNCIL])
def test_an_opponents_card_text_names_its_you(display, language, commands) -> None:
    with pcl_table(language, commands, (1920, 1080)) as (_app, table, _said):
        drawn = " ".join(t for t, _r in table.labels)
        assert HERE[language] in drawn, drawn

"""A Sept card's list of moves says what the card is and where it goes (issue 30, played by
mouse in Portuguese at 1280x720): Static Wraith's said only "Fúria Sustentada: 1.", Pallid
Drone's nothing at all ("1. Jogar Pallid Drone / 2. Cancelar"), and the Rite's did not say
that its performer must stay out of fights for its turns (only the Hint did). Judged on the
words drawn, over the app's loop, in both languages."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table, until_my_main_turn
from tests.desktop.test_ccg_table import hand_node
from tests.desktop.test_table_support import click, frames, frames_until

CASES = {
    ("pallid-drone", "en"): "A Wyrm Enemy: prey worth 2 Renown in the Hunting Grounds "
    "(Physical World); it moves the Umbra marker 1 up.",
    ("pallid-drone", "pt_BR"): "Um Inimigo da Wyrm: presa de 2 de Renome nas Zonas de Caça "
    "(Mundo Físico); sobe o marcador da Umbra em 1.",
    ("static-wraith", "en"): "A Wyrm Enemy: prey worth 2 Renown in the Hunting Grounds (Umbra); "
    "it moves the Umbra marker 1 up. Sustained Rage 1: it can always play Combat cards of Rage 1 "
    "or less.",
    ("static-wraith", "pt_BR"): "Um Inimigo da Wyrm: presa de 2 de Renome nas Zonas de Caça "
    "(Umbra); sobe o marcador da Umbra em 1. Fúria Sustentada 1: sempre pode jogar cartas de "
    "combate de Fúria 1 ou menos.",
    ("rite-of-embers", "en"): "A Rite: one of your shapeshifters performs it for 2 turns out of "
    "fights and the Hunting Grounds. Then: While in play, each character in your pack gets +1 "
    "Health.",
    ("rite-of-embers", "pt_BR"): "Um Rito: um dos seus metamorfos o realiza por 2 turnos fora de "
    "combates e das Zonas de Caça. Depois: Enquanto estiver em jogo, cada personagem da sua "
    "matilha recebe +1 de Saúde.",
}


@pytest.mark.parametrize(("card", "language"), list(CASES), ids=lambda v: str(v))
def test_a_card_list_says_what_the_card_is_and_where_it_goes(display, card, language) -> None:
    # Ann's pack holds the card; a seed where Bob's first play asks Ann nothing
    rite = card == "rite-of-embers"
    packs = ["ashen-wind", "stone-choir"] if rite else ["stone-choir", "ashen-wind"]
    options = {"packs": packs, "deal": {"0": {"sept": [card]}}}
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                session = Session.new("rage-lv", 2, 7 if rite else 1, options, names=["Ann", "Bob"])
                table = open_table(app, session, [person("Ann"), bot("Bob")])
            until_my_main_turn(app, table)
            table.paused = True
            frames(app, 20)
            click(app, hand_node(table, card).to_world())
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 5)
            drawn = " ".join(m.text.strip() for _, m in trace_frame(app).texts())
        finally:
            app.close()
    assert CASES[card, language] in drawn, drawn

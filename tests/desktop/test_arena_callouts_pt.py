"""The Arena's callouts (a Chancer's copy, a Cheater's negation, a Stopper's guard, a
Deadeye's extra card, a hand kept, no card to place) are drawn in the table's language: whole sentences from the catalog,
judged on the banners actually drawn on a Portuguese table."""

from __future__ import annotations

from desktop.game.controllers import bot
from desktop.ui.settings_protocol import MemorySettings
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_arena_support import open_table, stacked
from tests.desktop.test_table_support import frames

FRAME = 1 / 60
# Column by column: Chancer ~ Basher (copy), Stopper ~ Slasher (guard), Prodder ~ Slasher,
# Basher ~ Cheater (negate), Deadeye ~ Prodder (an extra card).
ACC = ["chancer", "stopper", "prodder", "basher", "deadeye", "slasher", "basher", "prodder"]
DFN = ["basher", "slasher", "slasher", "cheater", "prodder", "basher", "prodder", "slasher"]


def test_the_arena_says_its_callouts_in_portuguese(display) -> None:
    from desktop.app import App
    from desktop.wiring import app_registry

    shown: dict[int, set[str]] = {}
    with tracing():
        settings = MemorySettings(
            window_size=(1920, 1080), animation_speed=2.0, hints=False, sound=False
        )
        settings.language = "pt-BR"
        app = App(settings, app_registry(), start=None)
        session = stacked(ACC, DFN, names=["Ann", "Bob"])
        with using(app.translations):  # as when the menu opens it, inside a frame
            table = open_table(
                app, session, [bot("Ann"), bot("Bob")], scripts={0: list(ACC), 1: list(DFN)}
            )
        for _ in range(3000):
            frames(app, 1)
            for node in table.stage.fx.children:
                if node.name == "callout" and id(node) not in shown and node.opacity > 0.9:
                    shown[id(node)] = {m.text for _, m in trace_frame(app).texts()}
            if table.model.phase == "resolve" or table.presenter.blocked:
                break
        app.close()
    texts = set().union(*shown.values())
    expected = {
        "O Chancer copia Basher!",
        "Cheater! A carta Basher é anulada",
        "Stopper: próxima carta x2 e protegida",
        "Deadeye: uma carta extra, virada para baixo",
        "Os Acusadores ficam com a mão",
        "Nenhuma carta para colocar ali",
    }
    assert expected <= texts, "\n".join(sorted(t for t in texts if len(t) > 5))

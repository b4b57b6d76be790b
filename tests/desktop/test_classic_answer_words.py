"""The 1995 lesson 3 in Portuguese in a real window: after a combat round the list asked
"Continuar lutando ou retirar-se?" with the rows "Fight on" and "Withdraw" in English, and the
bar said "Fight on: click the glowing card, or press A" where no card glows for an answer.
Now the rows are the engine's words for the answers, translated, and the bar says to pick it in
the list."""

from __future__ import annotations

from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_learn import home, make_app  # noqa: F401
from tests.desktop.test_table_support import frames


def test_fight_on_or_withdraw_is_asked_in_portuguese(display, home) -> None:  # noqa: F811
    app = make_app()
    app.settings.language = "pt-BR"
    app.apply_settings()
    with tracing():
        lesson_at(app, "rage-classic", "bluff", lambda t, s: s.expect.get("kind") == "withdraw")
        frames(app, 5)
        drawn = {m.text for _, m in trace_frame(app).texts()}
        # the list's rows, and the bar naming the hinted one (engine.games.rage_classic.vocab)
        assert {"1. Lutar mais uma rodada", "2. Retirar-se (o combate termina)"} <= drawn, drawn
        assert any(t.endswith(": escolha na lista, ou aperte A.") for t in drawn), drawn
    app.close()

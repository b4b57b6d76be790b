"""Brazilian Portuguese counts zero in the plural ("0 vencidos", "0 cartas"): the catalog's
plural rule said (n > 1), the French one, and the Stats screen read "0 vencido (0%)" (issue 30)."""

from __future__ import annotations

from engine.i18n import ngettext, using


def test_zero_takes_the_plural_in_portuguese() -> None:
    with using("pt-BR"):
        zero = ngettext("{won} won ({rate}%)", "{won} won ({rate}%)", 0).format(won=0, rate=0)
        one = ngettext("{won} won ({rate}%)", "{won} won ({rate}%)", 1).format(won=1, rate=50)
    assert zero == "0 vencidos (0%)"
    assert one == "1 vencido (50%)"

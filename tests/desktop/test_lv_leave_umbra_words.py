"""rage-lv alpha dialog (issue 30, a play in a real window): "Bring Cinder Howl back from the
Umbra (free)" stood beside "Cinder Howl, as is, back out of the Umbra · Renown 4", and a
newcomer could not tell the free return of a pack member (no alpha pick) from the alpha
crossing back. The free row says it is not the alpha."""

from __future__ import annotations

from desktop.screens.rage_lv import narrate
from engine.i18n import using

NAMES = ["Ann", "Bob"]


def test_the_free_return_says_it_is_not_the_alpha_pick():
    cmd = {"type": "leave-umbra", "char": "0.cinder-howl"}
    assert narrate.describe_command(cmd, NAMES) == (
        "Bring Cinder Howl back from the Umbra, not as your alpha (free)"
    )
    with using("pt-BR"):
        line = narrate.describe_command(cmd, NAMES)
    assert "alpha" in line and "grátis" in line, line

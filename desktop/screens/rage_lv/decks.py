"""The Rage CCG in the shared deck builder: its deck rules (the engine's), its faces, and the
player's saved packs offered per seat in New game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.games.registration import CardGroup, DeckRules, PackHead, PackMembers, SetupField
from desktop.screens.rage_lv import EDITION
from engine.i18n import N_, _


def deck_rules() -> DeckRules:
    """The engine's deck-building rules, as the deck builder reads them (imports the engine)."""
    from desktop.screens.rage_lv.faces import CcgFaces
    from engine.games.rage_lv import data, decks

    copies = {"sept": decks.MAX_SEPT_COPIES, "combat": decks.MAX_COMBAT_COPIES}

    def cost(card: Any) -> tuple[int, str]:
        """What a card costs to bring in: a Garou's Renown, a Gift's Gnosis, an action's Rage."""
        if card.type == "garou" and card.breed_side is not None:
            return card.breed_side.renown, "Renown"
        if card.type in data.ATTACH_TYPES:
            return card.gnosis_cost, "Gnosis"
        if card.type in data.ACTION_TYPES:
            return card.rage_cost, "Rage"
        if card.type in ("ally", "enemy", "victim", "battlefield"):
            return card.renown, "Renown"
        return 0, ""

    def summary(
        pack: Any, settings: Mapping[str, Any], pool: Mapping[str, Any], problems: list[str]
    ) -> dict[str, tuple[str, bool]]:
        tribe = pool.get(pack.tribe)
        renown = sum(
            decks.garou_cost(tribe, pool[g])
            for g in pack.garou
            if tribe is not None and g in pool and pool[g].type == "garou"
        )
        sept = sum(n for _card, n in pack.sept)
        combat = sum(n for _card, n in pack.combat)
        new = sum(n for c, n in pack.combat if c in pool and pool[c].moon == "new")
        full = sum(n for c, n in pack.combat if c in pool and pool[c].moon == "full")
        moons = (
            _("moons even")
            if new == full
            else _("{new} new {full} full").format(new=new, full=full)
        )
        return {
            "members": (
                _("{n}/{level} Renown").format(n=renown, level=settings["renown_level"]),
                any("Renown" in p or "Garou" in p for p in problems),
            ),
            "sept": (
                _("{n}/{need}+ cards").format(n=sept, need=decks.MIN_SEPT),
                any("Sept" in p for p in problems),
            ),
            "combat": (
                _("{n}/{need}+ · {moons}").format(n=combat, need=decks.MIN_COMBAT, moons=moons),
                any("Combat" in p for p in problems),
            ),
        }

    return EDITION.builder_rules(
        decks.Pack,
        data,
        check=lambda pack, settings, pool: decks.check_pack(pack, settings["renown_level"], pool),
        head=PackHead("tribe", N_("Tribe"), card_type="tribe"),
        members=PackMembers("garou", N_("Starting Garou"), "garou", N_("Garou")),
        group=CardGroup(
            N_("Tribe"),
            of=lambda card: card.name if card.type == "tribe" else card.tribe,
            choices=lambda cards: [(c.name, c.name) for c in cards if c.type == "tribe"],
        ),
        copies=lambda card, settings: copies.get(card.deck, 1),
        cost=cost,
        summary=summary,
        faces=CcgFaces.for_app,
        settings=(
            SetupField("renown_level", N_("Renown"), ((15, "15"), (20, "20"), (25, "25")), 20),
        ),
        loosest={"renown_level": 25},
        blames=lambda problem, card: card.name in problem or "same Garou" in problem,
        type_labels={"garou": N_("Garou"), "tribe": N_("Tribe"), "past-life": N_("Past Life")},
        tint=lambda card: (
            ((150, 170, 240) if card.moon == "full" else (170, 120, 220))
            if card.deck == "combat"
            else None
        ),
        new_pack_hint=N_("A new pack: pick a Tribe, starting Garou, then the two decks."),
    )

"""The original Rage in the shared deck builder: its deck rules (the engine's `check_pack`,
seed 001 chapters 0, 3 and 4: an allegiance, Characters within the Renown level and no more
than half of it Rogue, Rivals apart, Sept and Combat deck sizes by rulebook, Givors' club
copy limits), its faces, and the player's saved packs offered per seat in New game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.games.registration import CardGroup, DeckRules, PackHead, PackMembers, SetupField
from desktop.screens.rage_classic import EDITION
from engine.i18n import N_, _

ALLEGIANCES = (("gaia", N_("Gaia")), ("wyrm", N_("Wyrm")), ("rogue", N_("Rogue")))

#: the deck settings the builder checks under, and New game's same options
RENOWN = SetupField(
    "renown_level", N_("Renown"), ((20, N_("Renown 20")), (25, N_("Renown 25"))), 20
)
RULEBOOK = SetupField(
    "rulebook", N_("Rules"), (("package", N_("Rules v0.2")), ("1995", N_("1995 rules"))), "package"
)
CLUB = SetupField(
    "club_rules", N_("Club"), (("", N_("Club: none")), ("givors", N_("Club: Givors"))), ""
)


def cost(card: Any) -> tuple[int, str]:
    """What a card costs to bring in: a creature's or a Junta's Renown, a Gift's Gnosis, a
    Combat Action's Rage."""
    if card.type in ("character", "ally", "enemy", "victim", "battlefield", "rite"):
        return card.renown, "Renown"
    if card.type in ("moot", "board-meeting"):
        return card.renown, "Renown"
    if card.type == "gift" and card.gnosis >= 0:
        return card.gnosis, "Gnosis"
    if card.type == "combat-action" and card.rage >= 0:
        return card.rage, "Rage"
    return 0, ""


def copies(card: Any, settings: Mapping[str, Any]) -> int:
    """Most copies of a deck card: its own limit, Givors' 2 Sept / 1 Combat; 0: no limit."""
    from engine.games.rage_classic import decks

    if settings.get("club_rules") == "givors":
        club = decks.GIVORS_COMBAT_COPIES if card.deck == "combat" else decks.GIVORS_SEPT_COPIES
        return max(club, card.copies)
    return card.copies


def blames(problem: str, card: Any) -> bool:
    """A rule this card breaks by itself: it names the card, or it is a second copy of a
    Character (the engine's "a Character is Restricted" names none)."""
    return card.name in problem or (card.type == "character" and "Restricted" in problem)


def summary(
    pack: Any, settings: Mapping[str, Any], pool: Mapping[str, Any], problems: list[str]
) -> dict[str, tuple[str, bool]]:
    from engine.games.rage_classic import decks

    chars = [pool[c] for c in pack.characters if c in pool]
    renown = sum(c.renown for c in chars)
    rogue = sum(c.renown for c in chars if c.allegiance == "rogue")
    need = decks.MIN_SEPT.get(settings.get("rulebook", "package"), 30)
    sept = sum(n for _card, n in pack.sept)
    combat = sum(n for _card, n in pack.combat)
    members = _("{n}/{level} Renown").format(n=renown, level=settings["renown_level"]) + (
        _(" · {n} Rogue").format(n=rogue) if rogue else ""
    )
    about_members = ("Character", "Renown", "Rogue", "Rivals", "serve", "versions")
    return {
        "members": (members, any(w in p for p in problems for w in about_members)),
        "sept": (
            _("{n}/{need}+ cards").format(n=sept, need=need),
            any("Sept" in p for p in problems),
        ),
        "combat": (
            _("{n}/{need}+ cards").format(n=combat, need=decks.MIN_COMBAT),
            any("Combat" in p for p in problems),
        ),
    }


def check(pack: Any, settings: Mapping[str, Any], pool: Mapping[str, Any] | None) -> list[str]:
    from engine.games.rage_classic import decks

    return decks.check_pack(
        pack,
        settings["renown_level"],
        rulebook=settings.get("rulebook", "package"),
        club_rules=settings.get("club_rules", ""),
        pool=pool,
    )


def deck_rules() -> DeckRules:
    """The engine's deck-building rules, as the deck builder reads them (imports the engine)."""
    from desktop.screens.rage_classic.faces import ClassicFaces
    from engine.games.rage_classic import cards, decks

    return EDITION.builder_rules(
        decks.Pack,
        cards,
        check=check,
        head=PackHead(
            "allegiance", N_("Allegiance"), choices=(("gaia", N_("Gaia")), ("wyrm", N_("Wyrm")))
        ),
        members=PackMembers("characters", N_("Characters"), "character", N_("Characters")),
        group=CardGroup(
            N_("Allegiance"),
            of=lambda card: card.allegiance,
            choices=lambda found: [
                (a, label) for a, label in ALLEGIANCES if any(c.allegiance == a for c in found)
            ],
        ),
        copies=copies,
        cost=cost,
        summary=summary,
        faces=ClassicFaces.for_app,
        settings=(RENOWN, RULEBOOK, CLUB),
        loosest={"renown_level": 25, "rulebook": "1995"},
        blames=blames,
        type_labels=dict(cards.TYPE_LABELS),
        new_pack_hint=N_(
            "A new pack: choose Gaia or Wyrm (top right), add its Characters, "
            "then the Sept and Combat decks."
        ),
    )

"""What the deck builder knows, without pygame: the collection and its filters, and the pack
being built (`Draft`) with its deck rules checked by the engine's own rules, which the game's
registration hands over as a `DeckRules`.

A card that would itself break a rule (a fourth copy of a Sept card, a second copy of a
Garou, a Garou from a Tribe that is neither yours nor a cohort) is refused with the engine's
sentence; rules that depend on the whole pack (deck sizes, moon balance, the Renown of the
starting Garou) are shown live and never block an edit, since a pack is built a card at a time.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.games.registration import DeckRules, UserCards
from engine.i18n import N_, _

Card = Any  # the engine's card object of the game being built for
ANY = ""
NO_TRIBE = "-"

TYPE_LABELS = {
    "tribe": N_("Tribe"),
    "garou": N_("Garou"),
    "sept": N_("Sept (all)"),
    "combat": N_("Combat (all)"),
    "combat-event": N_("Combat event"),
    "past-life": N_("Past Life"),
    "ally": N_("Ally"),
    "enemy": N_("Enemy"),
    "victim": N_("Victim"),
    "gift": N_("Gift"),
    "rite": N_("Rite"),
    "equipment": N_("Equipment"),
    "totem": N_("Totem"),
    "event": N_("Event"),
    "moot": N_("Moot"),
    "battlefield": N_("Battlefield"),
    "attack": N_("Attack"),
    "defense": N_("Defense"),
    "flex": N_("Flex"),
    "counterattack": N_("Counterattack"),
}
COST_CHOICES: list[tuple[Any, str]] = [
    (ANY, N_("Any cost")),
    (0, "0"),
    (1, "1"),
    (2, "2"),
    (3, "3"),
    (4, N_("4 or more")),
]


def type_label(kind: str) -> str:
    return _(TYPE_LABELS.get(kind, kind.replace("-", " ").capitalize()))


def groups(rules: DeckRules) -> dict[str, tuple[str, ...]]:
    """The type filter's groups: every Sept type, every Combat type."""
    return {"sept": rules.sept_types, "combat": rules.combat_types}


def card_cost(card: Card, rules: DeckRules) -> int:
    """What a card costs to bring in: a Garou's Renown, a Gift's Gnosis, an action's Rage…"""
    if card.type == "garou" and card.breed_side is not None:
        return card.breed_side.renown
    if card.type in rules.attach_types:
        return card.gnosis_cost
    if card.type in rules.action_types:
        return card.rage_cost
    if card.type in ("ally", "enemy", "victim", "battlefield"):
        return card.renown
    return 0


def cost_label(card: Card, rules: DeckRules) -> str:
    if card.type == "garou":
        return _("Renown")
    if card.type in rules.attach_types:
        return _("Gnosis")
    if card.type in rules.action_types:
        return _("Rage")
    if card.type in ("ally", "enemy", "victim", "battlefield"):
        return _("Renown")
    return ""


@dataclass
class Filters:
    kind: str = ANY  # a card type or a group of GROUPS
    tribe: str = ANY  # a Tribe's name, NO_TRIBE, or ANY
    keyword: str = ANY
    cost: Any = ANY  # an int; 4 means 4 or more
    text: str = ""

    def matches(self, card: Card, rules: DeckRules) -> bool:
        if self.kind and card.type not in groups(rules).get(self.kind, (self.kind,)):
            return False
        if self.tribe == NO_TRIBE and card.tribe:
            return False
        if self.tribe not in (ANY, NO_TRIBE) and self.tribe not in (card.tribe, card.name):
            return False
        if self.keyword and self.keyword not in card.keywords:
            return False
        if self.cost != ANY:
            cost = card_cost(card, rules)
            if cost != self.cost and not (self.cost == 4 and cost >= 4):
                return False
        if self.text.strip():
            hay = " ".join(
                (card.name, card.type, card.tribe, " ".join(card.keywords), card.text, card.id)
            ).lower()
            return all(word in hay for word in self.text.lower().split())
        return True


_ORDER = {"tribe": 0, "garou": 1}


def sort_key(card: Card) -> tuple:
    deck = 2 if card.deck == "sept" else 3 if card.deck == "combat" else _ORDER.get(card.type, 4)
    return (deck, card.type, card.name)


@dataclass
class Collection:
    """Every card the builder offers, in a stable, readable order: the engine's pool plus the
    player's own cards from their card-set folder `directory` (good files only; `problems`
    says what is wrong with the others, file, card and field). Pass `pool` to offer exactly
    those cards.
    """

    rules: DeckRules
    pool: dict[str, Card] = field(default_factory=dict)
    loader: UserCards | None = None  # how the game loads the player's own cards
    directory: Path | None = None  # the player's card-set folder for this game
    user: frozenset[str] = frozenset()  # ids of the player's own cards ("yours")
    problems: list[str] = field(default_factory=list)
    raw: dict[str, dict[str, Any]] = field(default_factory=dict)  # user id -> JSON object

    def __post_init__(self) -> None:
        if not self.pool:
            self.pool = dict(self.rules.cards())
            self._add_user_cards()
        self.ordered = sorted(self.pool.values(), key=sort_key)

    def _add_user_cards(self) -> None:
        if self.loader is None or self.directory is None:
            return
        try:
            from desktop.cardsets import load_user_sets

            report = load_user_sets(self.loader, self.directory)
        except Exception as exc:  # pragma: no cover - load_user_sets never raises
            self.problems = [_("Your card sets could not be read: {exc}").format(exc=exc)]
            return
        self.problems = list(report.problems)
        self.raw = dict(report.raw)
        for cid, card in report.cards.items():
            self.pool.setdefault(cid, card)
        self.user = frozenset(report.cards)

    def is_yours(self, card_id: str) -> bool:
        return card_id in self.user

    def user_cards(self) -> dict[str, Card]:
        return {cid: self.pool[cid] for cid in self.user}

    def filter(self, filters: Filters) -> list[str]:
        return [c.id for c in self.ordered if filters.matches(c, self.rules)]

    def type_choices(self) -> list[tuple[str, str]]:
        present = {c.type for c in self.ordered}
        kinds = ["tribe", "garou", "sept", *[t for t in self.rules.sept_types if t in present]]
        kinds += ["combat", *[t for t in self.rules.combat_types if t in present]]
        return [(ANY, _("Any type"))] + [(k, type_label(k)) for k in kinds]

    def tribe_choices(self) -> list[tuple[str, str]]:
        tribes = sorted(c.name for c in self.ordered if c.type == "tribe")
        return [(ANY, _("Any tribe")), *[(t, t) for t in tribes], (NO_TRIBE, _("No tribe"))]

    def keyword_choices(self) -> list[tuple[str, str]]:
        words = sorted({k for c in self.ordered for k in c.keywords}, key=str.lower)
        return [(ANY, _("Any keyword")), *[(k, k) for k in words]]

    def first_tribe(self) -> str:
        return next(c.id for c in self.ordered if c.type == "tribe")


def strip_name(message: str, name: str) -> str:
    """The engine's sentence without the leading "<pack name>: ", as a sentence."""
    prefix = f"{name}: "
    text = message[len(prefix) :] if message.startswith(prefix) else message
    return text[:1].upper() + text[1:]


@dataclass
class Draft:
    """The pack on the bench: a Tribe, starting Garou, and the two decks with counts."""

    name: str
    tribe: str
    rules: DeckRules = field(repr=False, compare=False)
    garou: list[str] = field(default_factory=list)
    sept: dict[str, int] = field(default_factory=dict)
    combat: dict[str, int] = field(default_factory=dict)
    pack_id: str = ""  # the id (and file stem) once saved; "" for a new pack
    dirty: bool = False
    # The cards the rules check against (a Collection's pool, with the player's own cards);
    # None: the engine's shipped pool.
    pool: Mapping[str, Card] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def from_pack(
        cls,
        pack: Any,
        *,
        rules: DeckRules,
        pack_id: str = "",
        pool: Mapping[str, Card] | None = None,
    ) -> Draft:
        return cls(
            name=pack.name,
            tribe=pack.tribe,
            rules=rules,
            garou=list(pack.garou),
            sept=dict(pack.sept),
            combat=dict(pack.combat),
            pack_id=pack_id,
            pool=pool,
        )

    def pack(self) -> Any:
        return self.rules.make_pack(
            id=self.pack_id or "new-pack",
            name=self.name.strip() or "Unnamed pack",
            tribe=self.tribe,
            garou=tuple(self.garou),
            sept=tuple(self.sept.items()),
            combat=tuple(self.combat.items()),
        )

    def to_json(self) -> dict[str, Any]:
        return self.rules.to_json(self.pack())

    # -- counting -----------------------------------------------------------------------------
    def count(self, card_id: str) -> int:
        if card_id == self.tribe:
            return 1
        if card_id in self.garou:
            return 1
        return self.sept.get(card_id, 0) + self.combat.get(card_id, 0)

    @property
    def sept_total(self) -> int:
        return sum(self.sept.values())

    @property
    def combat_total(self) -> int:
        return sum(self.combat.values())

    def moons(self, pool: dict[str, Card]) -> tuple[int, int]:
        new = sum(n for c, n in self.combat.items() if c in pool and pool[c].moon == "new")
        full = sum(n for c, n in self.combat.items() if c in pool and pool[c].moon == "full")
        return new, full

    # -- editing ------------------------------------------------------------------------------
    def _candidate(self, card: Card) -> Draft:
        twin = Draft(
            self.name,
            self.tribe,
            self.rules,
            list(self.garou),
            dict(self.sept),
            dict(self.combat),
        )
        twin.pack_id, twin.pool = self.pack_id, self.pool
        if card.type == "tribe":
            twin.tribe = card.id
        elif card.type == "garou":
            twin.garou.append(card.id)
        elif card.deck == "sept":
            twin.sept[card.id] = twin.sept.get(card.id, 0) + 1
        elif card.deck == "combat":
            twin.combat[card.id] = twin.combat.get(card.id, 0) + 1
        return twin

    def refusal(self, card: Card, level: int | None = None) -> str:
        """Why `card` may not go in, in the engine's words; "" when it may."""
        if card.type == "tribe":
            return ""
        level = self.rules.default_level if level is None else level
        twin = self._candidate(card)
        name = twin.pack().name
        check = self.rules.check
        before = set(check(self.pack(), level, self.pool))
        for problem in check(twin.pack(), level, self.pool):
            # A rule this very card breaks (copies, duplicate Garou, a foreign Tribe's Garou);
            # the whole-pack rules (sizes, moons, Renown) only show in the live check.
            if problem not in before and (card.name in problem or "same Garou" in problem):
                return strip_name(problem, name)
        return ""

    def add(self, card: Card, level: int | None = None) -> str:
        """Put one copy of `card` in (a Tribe card replaces the Tribe); the refusal or ""."""
        reason = self.refusal(card, level)
        if reason:
            return reason
        if card.type == "tribe" and card.id == self.tribe:
            return ""
        twin = self._candidate(card)
        self.tribe, self.garou, self.sept, self.combat = (
            twin.tribe,
            twin.garou,
            twin.sept,
            twin.combat,
        )
        self.dirty = True
        return ""

    def remove(self, card_id: str) -> bool:
        """Take one copy out; the Tribe stays (a pack always has one: pick another instead)."""
        if card_id in self.garou:
            self.garou.remove(card_id)
        elif card_id in self.sept or card_id in self.combat:
            deck = self.sept if card_id in self.sept else self.combat
            deck[card_id] -= 1
            if deck[card_id] <= 0:
                del deck[card_id]
        else:
            return False
        self.dirty = True
        return True

    def problems(self, level: int | None = None) -> list[str]:
        level = self.rules.default_level if level is None else level
        pack = self.pack()
        return [strip_name(p, pack.name) for p in self.rules.check(pack, level, self.pool)]

    def entries(self) -> list[tuple[str, str, int]]:
        """(section, card id, count) in the order the pack panel lists them."""
        out = [("tribe", self.tribe, 1)]
        out += [("garou", cid, 1) for cid in self.garou]
        out += [("sept", cid, n) for cid, n in self.sept.items()]
        out += [("combat", cid, n) for cid, n in self.combat.items()]
        return out

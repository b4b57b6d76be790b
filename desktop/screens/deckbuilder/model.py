"""What the deck builder knows, without pygame: the collection and its filters, and the pack
being built (`Draft`) with its deck rules checked by the engine's own rules, which the game's
registration hands over as a `DeckRules` (its head, starting creatures, settings and words).

A card that would itself break a rule (a fourth copy of a Sept card, a second copy of a
starting creature, one that cannot serve the pack's head) is refused with the engine's
sentence; rules that depend on the whole pack (deck sizes, the Renown of the starting
creatures) are shown live and never block an edit, since a pack is built a card at a time.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.games.registration import DeckRules, UserCards
from engine.ccg.sentences import shown_data
from engine.i18n import N_, _

Card = Any  # the engine's card object of the game being built for
Settings = Mapping[str, Any]
ANY = ""
NONE = "-"
NO_TRIBE = NONE  # the name rage-lv's tests knew it by

# The words of the builder's type filter; a game's own labels (DeckRules.type_labels) are
# looked up in the catalogs too, so the common ones are marked here for extraction.
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
GROUP_LABELS = {"sept": TYPE_LABELS["sept"], "combat": TYPE_LABELS["combat"]}
COST_CHOICES: list[tuple[Any, str]] = [
    (ANY, N_("Any cost")),
    (0, "0"),
    (1, "1"),
    (2, "2"),
    (3, "3"),
    (4, N_("4 or more")),
]


def type_label(kind: str, rules: DeckRules | None = None) -> str:
    if kind in GROUP_LABELS:
        return _(GROUP_LABELS[kind])
    if rules is not None and kind in rules.type_labels:
        return _(rules.type_labels[kind])
    return _(TYPE_LABELS.get(kind, kind.replace("-", " ").capitalize()))


def groups(rules: DeckRules) -> dict[str, tuple[str, ...]]:
    """The type filter's groups: every Sept type, every Combat type."""
    return {"sept": rules.sept_types, "combat": rules.combat_types}


def card_cost(card: Card, rules: DeckRules) -> int:
    """What a card costs to bring in (a Garou's Renown, a Gift's Gnosis...), in the game's terms."""
    return rules.cost(card)[0]


def cost_label(card: Card, rules: DeckRules) -> str:
    label = rules.cost(card)[1]
    return _(label) if label else ""


@dataclass
class Filters:
    kind: str = ANY  # a card type or a group of GROUPS
    group: str = ANY  # a group of the game's CardGroup (a Tribe, an allegiance), NONE, or ANY
    keyword: str = ANY
    cost: Any = ANY  # an int; 4 means 4 or more
    text: str = ""

    def matches(self, card: Card, rules: DeckRules) -> bool:
        if self.kind and card.type not in groups(rules).get(self.kind, (self.kind,)):
            return False
        if self.group == NONE and rules.group.of(card):
            return False
        if self.group not in (ANY, NONE) and self.group != rules.group.of(card):
            return False
        if self.keyword and self.keyword not in card.keywords:
            return False
        if self.cost != ANY:
            cost = card_cost(card, rules)
            if cost != self.cost and not (self.cost == 4 and cost >= 4):
                return False
        if self.text.strip():
            hay = folded(
                " ".join(
                    (
                        card.name,
                        card.type,
                        rules.group.of(card),
                        " ".join(card.keywords),
                        " ".join(shown_data(k) for k in card.keywords),  # as the filter says it
                        type_label(card.type, rules),
                        card.text,
                        rules.shown_text(card.text),
                        card.id,
                    )
                )
            )
            return all(word in hay for word in folded(self.text).split())
        return True


def folded(text: str) -> str:
    """`text` for a search: case and accents left out, so "hominideo" finds "Hominídeo"."""
    split = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in split if not unicodedata.combining(ch))


def sort_key(card: Card, rules: DeckRules) -> tuple:
    """The head's cards first, then the starting creatures, the Sept deck, the Combat deck."""
    if card.deck == "sept":
        deck = 2
    elif card.deck == "combat":
        deck = 3
    elif rules.head.card_type and card.type == rules.head.card_type:
        deck = 0
    elif card.type == rules.members.card_type:
        deck = 1
    else:
        deck = 4
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
    #: what the player's good files name that no card is or has (they load; it may be meant)
    warnings: list[str] = field(default_factory=list)
    raw: dict[str, dict[str, Any]] = field(default_factory=dict)  # user id -> JSON object

    def __post_init__(self) -> None:
        if not self.pool:
            self.pool = dict(self.rules.cards())
            self._add_user_cards()
        self.ordered = sorted(self.pool.values(), key=lambda c: sort_key(c, self.rules))

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
        self.warnings = list(report.warnings)
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
        rules = self.rules
        present = {c.type for c in self.ordered}
        kinds = [k for k in (rules.head.card_type, rules.members.card_type) if k]
        kinds += ["sept", *[t for t in rules.sept_types if t in present]]
        kinds += ["combat", *[t for t in rules.combat_types if t in present]]
        return [(ANY, _("Any type"))] + [(k, type_label(k, rules)) for k in kinds]

    def group_choices(self) -> list[tuple[str, str]]:
        word = _(self.rules.group.label).lower()
        found = self.rules.group.choices(self.ordered)
        return [
            (ANY, _("Any {group}").format(group=word)),
            *((value, _(text)) for value, text in found),
            (NONE, _("No {group}").format(group=word)),
        ]

    def keyword_choices(self) -> list[tuple[str, str]]:
        """The keyword filter's choices: each keyword as printed (the value), said in the
        player's language as the faces say it (the label), in the order of the labels."""
        shown = {k: shown_data(k) for c in self.ordered for k in c.keywords}
        words = sorted(shown.items(), key=lambda item: folded(item[1]))
        return [(ANY, _("Any keyword")), *words]

    def first_head(self) -> str:
        """A new pack's head: the first head card, or the first of the head's choices."""
        head = self.rules.head
        if head.card_type:
            return next(c.id for c in self.ordered if c.type == head.card_type)
        return head.choices[0][0]


def game_collection(
    rules: DeckRules,
    loader: UserCards | None,
    directory: Path | None = None,
    pool: dict[str, Card] | None = None,
) -> Collection:
    """A game's collection: its shipped cards and the player's own from `directory` (default
    their card-set folder for the game), or exactly `pool`."""
    from desktop.cardsets import cardsets_dir

    folder = cardsets_dir(rules.game) if directory is None else directory
    return Collection(rules, pool=pool or {}, loader=loader, directory=folder)


def strip_name(message: str, name: str) -> str:
    """The engine's sentence without the leading "<pack name>: ", as a sentence."""
    prefix = f"{name}: "
    text = message[len(prefix) :] if message.startswith(prefix) else message
    return text[:1].upper() + text[1:]


@dataclass
class Draft:
    """The pack on the bench: its head (a Tribe card, an allegiance), its starting creatures
    and the two decks with counts."""

    name: str
    head: str
    rules: DeckRules = field(repr=False, compare=False)
    members: list[str] = field(default_factory=list)
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
            head=getattr(pack, rules.head.attr),
            rules=rules,
            members=list(getattr(pack, rules.members.attr)),
            sept=dict(pack.sept),
            combat=dict(pack.combat),
            pack_id=pack_id,
            pool=pool,
        )

    def pack(self) -> Any:
        rules = self.rules
        return rules.make_pack(
            id=self.pack_id or "new-pack",
            name=self.name.strip() or "Unnamed pack",
            **{rules.head.attr: self.head, rules.members.attr: tuple(self.members)},
            sept=tuple(self.sept.items()),
            combat=tuple(self.combat.items()),
        )

    def to_json(self) -> dict[str, Any]:
        return self.rules.to_json(self.pack())

    def settings(self, settings: Settings | None = None) -> dict[str, Any]:
        return self.rules.defaults(**(settings or {}))

    # -- counting -----------------------------------------------------------------------------
    def count(self, card_id: str) -> int:
        if self.rules.head.card_type and card_id == self.head:
            return 1
        if card_id in self.members:
            return 1
        return self.sept.get(card_id, 0) + self.combat.get(card_id, 0)

    @property
    def sept_total(self) -> int:
        return sum(self.sept.values())

    @property
    def combat_total(self) -> int:
        return sum(self.combat.values())

    def is_head(self, card: Card) -> bool:
        return bool(self.rules.head.card_type) and card.type == self.rules.head.card_type

    # -- editing ------------------------------------------------------------------------------
    def _candidate(self, card: Card) -> Draft:
        twin = Draft(
            self.name,
            self.head,
            self.rules,
            list(self.members),
            dict(self.sept),
            dict(self.combat),
        )
        twin.pack_id, twin.pool = self.pack_id, self.pool
        if self.is_head(card):
            twin.head = card.id
        elif card.type == self.rules.members.card_type:
            twin.members.append(card.id)
        elif card.deck == "sept":
            twin.sept[card.id] = twin.sept.get(card.id, 0) + 1
        elif card.deck == "combat":
            twin.combat[card.id] = twin.combat.get(card.id, 0) + 1
        return twin

    def refusal(self, card: Card, settings: Settings | None = None) -> str:
        """Why `card` may not go in, in the engine's words; "" when it may."""
        if self.is_head(card):
            return ""
        chosen = self.settings(settings)
        twin = self._candidate(card)
        name = twin.pack().name
        check = self.rules.check
        before = set(check(self.pack(), chosen, self.pool))
        for problem in check(twin.pack(), chosen, self.pool):
            # A rule this very card breaks (copies, a duplicate, a head it cannot serve); the
            # whole-pack rules (sizes, Renown) only show in the live check.
            if problem not in before and self.rules.blames(problem, card):
                return strip_name(problem, name)
        return ""

    def add(self, card: Card, settings: Settings | None = None) -> str:
        """Put one copy of `card` in (a head card replaces the head); the refusal or ""."""
        reason = self.refusal(card, settings)
        if reason:
            return reason
        if self.is_head(card) and card.id == self.head:
            return ""
        twin = self._candidate(card)
        self.head, self.members, self.sept, self.combat = (
            twin.head,
            twin.members,
            twin.sept,
            twin.combat,
        )
        self.dirty = True
        return ""

    def set_head(self, head: str) -> None:
        """Choose the head (an allegiance) beside the pack's name."""
        if head != self.head:
            self.head = head
            self.dirty = True

    def remove(self, card_id: str) -> bool:
        """Take one copy out; the head stays (a pack always has one: pick another instead)."""
        if card_id in self.members:
            self.members.remove(card_id)
        elif card_id in self.sept or card_id in self.combat:
            deck = self.sept if card_id in self.sept else self.combat
            deck[card_id] -= 1
            if deck[card_id] <= 0:
                del deck[card_id]
        else:
            return False
        self.dirty = True
        return True

    def problems(self, settings: Settings | None = None) -> list[str]:
        pack = self.pack()
        found = self.rules.check(pack, self.settings(settings), self.pool)
        return [strip_name(p, pack.name) for p in found]

    def entries(self) -> list[tuple[str, str, int]]:
        """(section, card id, count) in the order the pack panel lists them."""
        out = [("head", self.head, 1)] if self.rules.head.card_type else []
        out += [("members", cid, 1) for cid in self.members]
        out += [("sept", cid, n) for cid, n in self.sept.items()]
        out += [("combat", cid, n) for cid, n in self.combat.items()]
        return out

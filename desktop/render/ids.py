"""Card ids the renderer understands, parsed into small records, and full deck lists.

The engine owns the real card data; these parsers only read what a face needs from the
stable id strings (``red-7``, ``wild-1``, ``QH``, ``acc-basher-3``, ``patron-solennos``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .palette import RAGE_COLORS, STANDARD_SUITS

RAGE_ACTIONS: dict[str, int] = {"wild": 2, "bonus": 2, "mad": 2, "change": 4, "out": 4}
RAGE_VALUES = range(16)

STANDARD_RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")

RAGERS_SIDES: tuple[str, ...] = ("acc", "def")
RAGERS_ATTACKS: tuple[str, ...] = ("basher", "slasher", "prodder")
RAGERS_SPECIALS: tuple[str, ...] = ("chancer", "cheater", "deadeye", "stopper", "veteran")
RAGERS_KINDS: tuple[str, ...] = RAGERS_ATTACKS + RAGERS_SPECIALS
RAGERS_COPIES: dict[str, int] = {
    **dict.fromkeys(RAGERS_ATTACKS, 4),
    **dict.fromkeys(RAGERS_SPECIALS, 2),
}
RAGERS_PATRONS: tuple[str, ...] = ("gharan-zul", "greybeard", "solennos", "arianna", "nameless")
RAGERS_CHEERS = 6


class UnknownCard(ValueError):
    """A card id this renderer cannot draw."""


@dataclass(frozen=True)
class RageNumber:
    color: str
    value: int


@dataclass(frozen=True)
class RageAction:
    action: str
    copy: int


@dataclass(frozen=True)
class StandardCard:
    rank: str  # 2..9, T, J, Q, K, A
    suit: str  # C D H S


@dataclass(frozen=True)
class RagersCombat:
    side: str
    kind: str
    copy: int

    @property
    def is_attack(self) -> bool:
        return self.kind in RAGERS_ATTACKS


@dataclass(frozen=True)
class RagersPatron:
    name: str


@dataclass(frozen=True)
class RagersCheers:
    number: int


def _int(text: str, card_id: str) -> int:
    if not text.isdigit():
        raise UnknownCard(card_id)
    return int(text)


def parse_standard(card_id: str) -> StandardCard | None:
    """``QH`` style ids (also ``10H``); None if ``card_id`` is not one."""
    cid = card_id.upper()
    if len(cid) in (2, 3) and cid[-1] in STANDARD_SUITS:
        rank = "T" if cid[:-1] == "10" else cid[:-1]
        if rank in STANDARD_RANKS:
            return StandardCard(rank, cid[-1])
    return None


def parse_rage(card_id: str) -> RageNumber | RageAction | StandardCard:
    std = parse_standard(card_id)
    if std is not None:
        return std
    head, _, tail = card_id.lower().rpartition("-")
    if head in RAGE_COLORS:
        value = _int(tail, card_id)
        if value in RAGE_VALUES:
            return RageNumber(head, value)
    if head in RAGE_ACTIONS:
        return RageAction(head, _int(tail, card_id))
    raise UnknownCard(card_id)


def parse_ragers(card_id: str) -> RagersCombat | RagersPatron | RagersCheers:
    cid = card_id.lower()
    if cid.startswith("patron-"):
        name = cid.removeprefix("patron-")
        if name in RAGERS_PATRONS:
            return RagersPatron(name)
    elif cid.startswith("cheers-"):
        return RagersCheers(_int(cid.removeprefix("cheers-"), card_id))
    else:
        parts = cid.split("-")
        if len(parts) == 3 and parts[0] in RAGERS_SIDES and parts[1] in RAGERS_KINDS:
            return RagersCombat(parts[0], parts[1], _int(parts[2], card_id))
    raise UnknownCard(card_id)


def rage_deck() -> list[str]:
    """The 110-card US RAGE deck: 6 colours x 0..15, then the 14 action cards."""
    numbers = [f"{c}-{v}" for c in RAGE_COLORS for v in RAGE_VALUES]
    actions = [f"{a}-{i}" for a, n in RAGE_ACTIONS.items() for i in range(1, n + 1)]
    return numbers + actions


def standard_deck() -> list[str]:
    return [f"{r}{s}" for s in STANDARD_SUITS for r in STANDARD_RANKS]


def ragers_combat_deck(side: str) -> list[str]:
    return [f"{side}-{k}-{i}" for k in RAGERS_KINDS for i in range(1, RAGERS_COPIES[k] + 1)]


def ragers_deck() -> list[str]:
    """All 55 Ragers cards: 2 x 22 combat cards, 5 patrons, 6 cheers."""
    return (
        ragers_combat_deck("acc")
        + ragers_combat_deck("def")
        + [f"patron-{p}" for p in RAGERS_PATRONS]
        + [f"cheers-{i}" for i in range(1, RAGERS_CHEERS + 1)]
    )

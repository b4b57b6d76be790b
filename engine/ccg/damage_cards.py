"""One damage card at a time: the card language for games whose damage is a pile of cards under
a creature (the original Rage: seed 001 chapter 5, "Damage and Death", "Healing Damage").

- which card a heal removes: `"pick"` ("lowest", "highest", or "choose": its player picks
  them) and `"max"` (only a card of at most that much damage);
- `soak` (a grant): the first damage card to land on the creature in each combat does no
  damage (Armor that takes one blow);
- `aggravate` (a Damage Effect): the card's own damage is aggravated if a condition holds;
- the moment `killed`: what a Combat Action does if its damage killed the creature it hit;
- the duration `next-blow`: until the creature's next damage card lands (a bonus on its next
  blow).

The game supplies the damage cards (`DamageCards`) and calls `soaks`, `aggravates` and
`killed` where its damage cards land; everything a card says about them is written here once.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from engine.ccg import conditions
from engine.ccg.kinds import Kind, Param, Phrase, amount_of, amount_text
from engine.ccg.model import Effect, Use
from engine.ccg.table import Table
from engine.ccg.words import Vocabulary
from engine.i18n import N_

PICKS = ("lowest", "highest", "choose")
#: the moment a Combat Action's effects run when its damage killed the creature it hit
KILLED = "killed"
KILLED_TEXT = "If this card's damage kills: "
#: the duration that ends when the creature's next damage card lands
NEXT_BLOW = "next-blow"
DURATIONS = {NEXT_BLOW: " until its next damage card lands"}
GRANTS = {
    "soak": "soaks the first damage card to land on it in each combat (it does no damage)",
    # which card regeneration returns (the rules: one of the lowest, its player's pick of ties)
    "regenerate-highest": "regenerates its highest damage card first",
    "regenerate-any": "regenerates the damage card its player chooses",
    "regenerate-max": "regenerates only damage cards of at most {amount} damage",
}

#: The sentence shapes the worked examples of docs/cards.md say, for the translators (a card's
#: sentences reach the catalog only from shipped cards: engine/ccg/sentences.py).
SENTENCES = (
    N_("Play in combat: Heal the lowest damage card on this creature (aggravated ones too)."),
    N_(
        "Play in combat: Heal a damage card of your choice on target character (aggravated ones"
        " too)."
    ),
    N_(
        "Play in combat: Heal {n} damage cards of at most {n} damage on this creature, the lowest"
        " first (aggravated ones too)."
    ),
    N_(
        "While in play, this creature soaks the first damage card to land on it in each combat"
        " (it does no damage)."
    ),
    N_(
        "While in play, this creature soaks the first damage card to land on it in each combat"
        " (it does no damage) if it is in Crinos form."
    ),
    N_("Damage Effect: This card's damage is aggravated if the opposing combatant is Wyrm."),
    N_("Damage Effect: This card's damage is aggravated if this creature is in Crinos form."),
    N_(
        "If this card's damage kills: Heal the lowest damage card on this creature (aggravated"
        " ones too)."
    ),
    N_("If this card's damage kills: You draw {n} Sept card."),
    N_(
        "Play in combat: This creature gets +{n} damage to its Combat Actions until its next"
        " damage card lands."
    ),
    N_(
        "Damage Effect: This creature gets +{n} damage to its Combat Actions until its next"
        " damage card lands."
    ),
    N_("While in play, this creature regenerates its highest damage card first."),
    N_("While in play, this creature regenerates the damage card its player chooses."),
    N_("While in play, this creature regenerates only damage cards of at most {n} damage."),
)


@dataclass(frozen=True)
class DamageCard:
    card: str  # the card that marks the damage
    amount: int
    aggravated: bool = False


@runtime_checkable
class DamageCards(Protocol):
    """What a game with damage cards tells the kinds here."""

    def damage_cards(self, iid: str) -> list[DamageCard]: ...

    def heal_card(self, iid: str, card: str, amount: int) -> None:
        """Remove the damage card `card` (unmarked damage: card "", of `amount`)."""


# -- which card a heal removes -----------------------------------------------------------------
def healable(cards: list[DamageCard], step: Effect) -> list[DamageCard]:
    """The damage cards this heal may remove (at most `max` damage each, if it says so)."""
    most = step.param("max")
    return [d for d in cards if most is None or d.amount <= most]


def next_to_heal(cards: list[DamageCard], pick: str) -> DamageCard:
    """The card a heal removes first: the highest unless it says the lowest (a player's own
    choice, when nobody is asked, takes the highest: the kindest)."""
    if pick == "lowest":
        return min(cards, key=lambda d: d.amount)
    return max(cards, key=lambda d: d.amount)


def _heal_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    n = amount_text(step)
    pick = step.param("pick") or ""
    most = step.param("max")
    of = f" of at most {most} damage" if most is not None else ""
    if n == "1" and pick in ("lowest", "highest"):
        head = f"Heal the {pick} damage card{of}"
    elif n == "1" and pick == "choose":
        head = f"Heal a damage card{of} of your choice"
    else:
        head = f"Heal {n} damage card{'' if n == '1' else 's'}{of}"
    order = f", the {pick} first" if pick in ("lowest", "highest") and n != "1" else ""
    if pick == "choose" and n != "1":
        order = ", which you choose"
    return f"{head} on {who.text}{order} (aggravated ones too)."


def _heal_run(table: Table, use: Use, step: Effect, found: list[Any]) -> None:
    assert isinstance(table, DamageCards), type(table)  # the game's Table and its DamageCards
    n = amount_of(table, use, step)
    for iid in found:
        for _ in range(n):
            pool = healable(table.damage_cards(iid), step)
            if not pool:
                break
            first = next_to_heal(pool, step.param("pick") or "highest")
            table.heal_card(iid, first.card, first.amount)


def _heal_useful(table: DamageCards, use: Use, step: Effect, iid: Any) -> bool:
    return isinstance(iid, str) and bool(healable(table.damage_cards(iid), step))


def option(d: DamageCard) -> str:
    """A damage card as a prompt names it: its card, or "=N" for N damage no card marks."""
    return d.card or f"={d.amount}"


def _heal_ask(table: Table, use: Use, step: Effect, iid: Any) -> list[Any]:
    """What a player picks from ("choose"): a damage card, or as many as the heal removes
    (each option a list of them); none when the heal removes them all anyway."""
    if step.param("pick") != "choose":
        return []
    assert isinstance(table, DamageCards), type(table)
    pool = list(dict.fromkeys(option(d) for d in healable(table.damage_cards(iid), step)))
    n = amount_of(table, use, step)
    if n <= 1:
        return pool if n == 1 else []
    return [list(c) for c in itertools.combinations(pool, n)] if len(pool) > n else []


def _heal_answer(table: DamageCards, use: Use, step: Effect, iid: Any, picked: Any) -> None:
    for choice in picked if isinstance(picked, list) else [picked]:
        for d in healable(table.damage_cards(iid), step):
            if option(d) == choice:
                table.heal_card(iid, d.card, d.amount)
                break


HEAL = Kind(
    "heal",
    {
        "amount": Param("amount", True, 0, 12),
        "pick": Param("word", choices=PICKS),
        "max": Param("int", lo=1, hi=20),
    },
    "character",
    "self",
    ("damage_cards", "heal_card"),
    _heal_text,
    _heal_run,
    _heal_useful,
    why=N_("{target} has no damage card this heal may remove"),
    ask=_heal_ask,
    answer=_heal_answer,
)


def regeneration_choices(cards: list[DamageCard], how: str, most: int | None) -> list[str]:
    """The damage cards regeneration may return next, as prompt options (`option`): never an
    aggravated one, none above `most`; of the lowest ("lowest", the rules), of the highest
    ("highest") or any ("choose"). More than one: its player picks."""
    pool = [d for d in cards if not d.aggravated and (most is None or d.amount <= most)]
    if pool and how != "choose":
        pick = min if how == "lowest" else max
        best = pick(d.amount for d in pool)
        pool = [d for d in pool if d.amount == best]
    return list(dict.fromkeys(option(d) for d in pool))


def picked(cards: list[DamageCard], choice: str) -> DamageCard | None:
    """The damage card a prompt option (`option`) names."""
    return next((d for d in cards if option(d) == choice and not d.aggravated), None)


# -- a card's own damage, aggravated on a condition ----------------------------------------------
def _aggravate_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return "This card's damage is aggravated."


def _aggravate_run(table: Table, use: Use, step: Effect, found: list[Any]) -> None:
    """Nothing more to do once the card has landed: its damage was marked aggravated as it
    landed (`aggravates`)."""


AGGRAVATE = Kind("aggravate", {}, "none", "me", (), _aggravate_text, _aggravate_run)


def aggravates(table: Table, card: str, user: str, target: str, seat: int | None) -> bool:
    """Whether a damage card landing from `user` on `target` is aggravated by an `aggravate`
    Damage Effect of its own (its condition asked as the card lands: the table's opposing
    creature is `target` then)."""
    for index, effect in enumerate(table.card(card).effects):
        if effect.do != AGGRAVATE.name:
            continue
        use = Use(card, index, effect, seat, user, chosen=target, trigger={"subject": target})
        use.current = user
        if conditions.holds(table, effect.condition, user, use):
            return True
    return False


# -- armor that soaks one damage card --------------------------------------------------------------
def soaks(table: Table, grants: list[dict[str, Any]]) -> str | None:
    """The card whose `soak` (one of `grants`, the target's) takes this damage card, spending
    it for the combat; None if every one is spent."""
    now = table.epoch("combat")
    for grant in grants:
        key = f"soak:{grant.get('source')}"
        if now not in table.memory.uses(key):
            table.emit("limit-used", key=key, epoch=now)
            return str(grant.get("source"))
    return None


# -- loader checks ---------------------------------------------------------------------------------
Bad = Callable[[str, str], Exception]


def check_effect(bad: Bad, raw: dict[str, Any], at: str, effect: Effect) -> None:
    """What the loader refuses of these constructs, naming the field."""
    if effect.do == AGGRAVATE.name:
        if effect.when != "damage":
            raise bad(f"{at}.when", 'an "aggravate" is a Damage Effect: "when": "damage"')
        if effect.condition is None:
            raise bad(
                f"{at}.if",
                'an "aggravate" without a condition is the keyword "Aggravated": write that',
            )
    elif any(step.do == AGGRAVATE.name for step in effect.steps):
        raise bad(f"{at}.then", 'an "aggravate" is a Damage Effect of its own, never a later step')
    for n, step in enumerate(effect.steps):
        if step.until == NEXT_BLOW and step.do not in ("modify", "grant", "prohibit"):
            where = at if n == 0 else f"{at}.then[{n - 1}]"
            raise bad(f"{where}.until", '"next-blow" lasts on a modify, a grant or a prohibit')

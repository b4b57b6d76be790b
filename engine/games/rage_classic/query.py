"""Questions about a state: what a creature is, its stats now, where it is, what it may do.

Everything here is pure reading. Stat changes from cards (static effects, lasting effects) come
from the shared effect layer through `effects.bonus`, `effects.granted` and
`effects.prohibited`.
"""

from __future__ import annotations

from engine.games.rage_classic import effects, keywords
from engine.games.rage_classic.cards import Card
from engine.games.rage_classic.state import GUARDIAN, ClassicState, Creature, card_of


def words(state: ClassicState, iid: str) -> set[str]:
    """Everything a creature or card "is": its keywords with what they imply, its type, its
    allegiance (Enemies are Wyrm, Victims Gaia; pack members take their pack's allegiance)."""
    remembered = effects.memo(state)
    key = ("base-words" if effects.building(state) else "words", iid)
    found = remembered.get(key)
    if found is None:
        found = remembered[key] = frozenset(_words(state, iid))
    return set(found)


def _words(state: ClassicState, iid: str) -> set[str]:
    c = card_of(iid)
    ch = state.creatures.get(iid)
    if ch is None:
        found = set(c.keywords)
        if iid in state.things:
            extra = state.things[iid].extra.get("keywords")
            if extra:
                found |= set(extra)
        return found | {c.name}
    base = set(c.keywords)
    if iid.startswith(GUARDIAN):
        thing = state.things.get(iid[len(GUARDIAN) :])
        base = set(thing.extra.get("keywords", [])) if thing else set()
    out = keywords.expand(base | set(ch.words), ch.kind)
    for thing in state.attached_to(iid):
        # A creature carrying a Weapon, Firearm or Klaive meets a requirement for one.
        out |= set(card_of(thing.iid).keywords) & CARRIED
    for item in effects.granted(state, iid, "keyword"):
        if item.get("keyword"):
            out.add(item["keyword"])
    out.discard("Gaia")
    out.discard("Wyrm")
    out.add(allegiance(state, ch))
    out.add(
        {"character": "Character", "ally": "Ally", "enemy": "Enemy", "victim": "Victim"}[ch.kind]
    )
    if ch.kind in ("enemy", "victim"):
        out.add("Prey")
    return out


CARRIED = {"Weapon", "Firearm", "Klaive", "Armor"}


def allegiance(state: ClassicState, ch: Creature) -> str:
    """Seed 001, "Allegiance": Gaia or Wyrm; a pack member has its pack's allegiance."""
    if ch.pack is not None:
        return "Gaia" if state.players[ch.pack].allegiance == "gaia" else "Wyrm"
    if ch.kind == "enemy":
        return "Wyrm"
    if ch.kind == "victim":
        return "Gaia"
    c = card_of(ch.iid)
    return "Wyrm" if c.allegiance == "wyrm" else "Gaia"


def can(state: ClassicState, iid: str, ability: str) -> bool:
    """f(renzy), r(egenerate), s(tep sideways), by creature class and the card."""
    ch = state.creatures[iid]
    c = card_of(iid)
    found = keywords.abilities(words(state, iid), ch.kind)
    if ability == "r" and c.regenerates:
        return True
    if ability in ("f", "s", "r") and effects.has_grant(state, iid, _ABILITY_GRANT[ability]):
        return True
    return ability in found


_ABILITY_GRANT = {"f": "frenzy", "r": "regenerate", "s": "step-sideways"}


def form(state: ClassicState, iid: str) -> str:
    """homid / lupus / crinos: the form a creature is in now."""
    ch = state.creatures[iid]
    c = card_of(iid)
    if ch.kind == "character":
        if ch.crinos or "Metis" in c.keywords:
            return "crinos"
        breed = next((b for b in c.keywords if b in keywords.BREEDS), "Homid")
        if c.crinos is None and not (set(c.keywords) & set(keywords.BREEDS)):
            return keywords.natural_form(words(state, iid))
        return keywords.BREEDS[breed]
    return keywords.natural_form(words(state, iid))


def side(state: ClassicState, iid: str) -> tuple[int, int, int]:
    ch = state.creatures[iid]
    if iid.startswith(GUARDIAN):
        thing = state.things[iid[len(GUARDIAN) :]]
        n = thing.extra.get("stats", card_of(iid).renown)
        return n, n, n
    s = card_of(iid).side(ch.crinos)
    return s.rage, s.gnosis, s.health


def stat(state: ClassicState, iid: str, name: str) -> int:
    """A creature's stat now: its side's printed value, then card effects. Rage and Gnosis never
    drop below zero (seed 001, "Modifications to Statistics")."""
    remembered = effects.memo(state)
    key = ("base-stat" if effects.building(state) else "stat", iid, name)
    found = remembered.get(key)
    if found is None:
        found = remembered[key] = _stat(state, iid, name)
    return found


def _stat(state: ClassicState, iid: str, name: str) -> int:
    ch = state.creatures[iid]
    if name == "renown":
        base = card_of(iid).renown
    elif name in ("rage", "gnosis", "health"):
        rage, gnosis, health = side(state, iid)
        base = {"rage": rage, "gnosis": gnosis, "health": health}[name]
    else:
        base = 0
    value = base + effects.bonus(state, iid, name)
    if name == "rage" and ch.frenzy == "full":
        value = max(value, 0)
    if name in ("rage", "gnosis", "renown"):
        return max(value, 0)
    return value


def combat_rage(state: ClassicState, iid: str) -> int:
    """The Rage a creature may play Combat Actions at: its Rage, or what a Firearm allows
    ("may play Rage X cards" never adds to Rage; seed 001)."""
    rage = stat(state, iid, "rage")
    fixed = effects.granted(state, iid, "act-at-rage")
    if fixed:
        return min(int(item.get("amount", 0)) for item in fixed)
    allowed = [int(item.get("amount", 0)) for item in effects.granted(state, iid, "play-rage")]
    return max([rage, *allowed])


def health(state: ClassicState, iid: str) -> int:
    return stat(state, iid, "health")


def in_combat(state: ClassicState, iid: str) -> bool:
    combat = state.combat
    return combat is not None and (iid in combat.sides[0] or iid in combat.sides[1])


def side_in_combat(state: ClassicState, iid: str) -> int | None:
    combat = state.combat
    if combat is None:
        return None
    for index in (0, 1):
        if iid in combat.sides[index]:
            return index
    return None


def opponents(state: ClassicState, iid: str) -> list[str]:
    side_index = side_in_combat(state, iid)
    if side_index is None or state.combat is None:
        return []
    return list(state.combat.sides[1 - side_index])


def worlds(state: ClassicState, iid: str) -> set[str]:
    ch = state.creatures.get(iid)
    if ch is None:
        thing = state.things.get(iid)
        w = thing.world if thing else "both"
    else:
        w = ch.world
    if w == "both":
        return {"physical", "umbra"}
    return {w}


def interact(state: ClassicState, a: str, b: str) -> bool:
    """Seed 001, "Interlude": only creatures on the same side of the Gauntlet interact (Spirits
    are on both sides), unless a card lets one cross."""
    if worlds(state, a) & worlds(state, b):
        return True
    return effects.has_grant(state, a, "cross-gauntlet")


def at_home(state: ClassicState, iid: str) -> bool:
    """In its Pack Home Ground: a pack member not away in the Hunting Grounds, stepping in or on
    a Battlefield (those cannot use pack resources or totems)."""
    ch = state.creatures.get(iid)
    if ch is None or ch.pack is None or ch.hunting or ch.out:
        return False
    combat = state.combat
    return not (combat is not None and iid in combat.away)


def alive(state: ClassicState, iid: str) -> bool:
    ch = state.creatures.get(iid)
    return ch is not None and not ch.dead


def in_play(state: ClassicState, iid: str) -> bool:
    ch = state.creatures.get(iid)
    return ch is not None and not ch.out


def meets(state: ClassicState, iid: str, c: Card) -> bool:
    """The FOO rule: a creature meets a requirement line if it has one of its keywords (a card
    without requirements needs nothing). Object requirements go to the effect layer."""
    if c.requirement is not None:
        return effects.holds(state, c.requirement, iid)
    if not c.requires:
        return True
    have = words(state, iid)
    return any(word in have for word in c.requires)


def meets_gift(state: ClassicState, iid: str, c: Card) -> str | None:
    """Which requirement the creature uses to play a Gift (None: it cannot). A Wyrm creature
    cannot use Auspice or Breed requirements, a Gaia creature cannot use Aspect or Caste ones
    (seed 001, "Spiritual Roles", "Breed"), unless a card lets it."""
    ch = state.creatures[iid]
    have = words(state, iid)
    # "can use Children of Gaia Gifts" (Priest), "can use Auspice Gifts" (Dreamspeaker Mage):
    # a keyword, or a category (Auspice, Breed, Aspect, Caste) of requirements
    also = {str(g.get("keyword", "")) for g in effects.granted(state, iid, "gifts-of")}
    wyrm = allegiance(state, ch) == "Wyrm"
    for word in c.requires or ("",):
        category = keywords.gift_category(word)
        if word and word not in have and word not in also and category.title() not in also:
            continue
        if (
            wyrm
            and category in ("auspice", "breed")
            and not effects.has_grant(state, iid, "any-gifts")
        ):
            continue
        if (
            not wyrm
            and category in ("aspect", "caste")
            and not effects.has_grant(state, iid, "any-gifts")
        ):
            continue
        if effects.blocked_category(state, category):
            continue
        return word or "any"
    return None


def victory_value(state: ClassicState, killer_seat: int | None, dead: str) -> int:
    """What a kill is worth to the killer's pack: printed Renown, but Enemies are worth nothing
    to Wyrm packs and Victims nothing to Gaia packs (seed 001, "Prey")."""
    if killer_seat is None or effects.prohibited(state, dead, "be-scored"):
        return 0  # Bane Arrow: "If the Enemy is killed during this round, it is worth no VP"
    ch = state.creatures[dead]
    wyrm_pack = state.players[killer_seat].allegiance == "wyrm"
    if ch.kind == "enemy" and wyrm_pack or ch.kind == "victim" and not wyrm_pack:
        return 0
    return card_of(dead).renown


def hand_size(state: ClassicState, seat: int, deck: str) -> int:
    """Default 5 each (seed 001, "Hand Sizes"), changed by card effects."""
    name = "sept-size" if deck == "sept" else "combat-size"
    return max(0, 5 + effects.player_bonus(state, seat, name))


def junta_kind(state: ClassicState, seat: int) -> str:
    return "moot" if state.players[seat].allegiance == "gaia" else "board-meeting"


def votes(state: ClassicState, iid: str) -> int:
    """Votes equal Renown (doubling applies to base Renown; seed 001, "Vote modifiers")."""
    return stat(state, iid, "renown") + effects.bonus(state, iid, "votes")

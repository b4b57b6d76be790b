"""Reading an original Rage state: what a creature is, its stats now, where it is, what it may
do, and the shared card layer's read-only Table over it (`ClassicView`).

Everything here is pure reading. Stat changes from cards (static and lasting effects of any
card in play) come from the shared layer's index (`engine.ccg.statics`), built once per state
version in a cache on the state that is never compared, copied or pickled; while it is being
built, answers leave card effects out (auras are asked with base values, so no aura depends on
another).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.ccg import conditions, sneak, tracking
from engine.ccg.damage_cards import DamageCard
from engine.ccg.model import Condition, Effect
from engine.ccg.statics import Statics
from engine.ccg.table import StateTable
from engine.games.rage_classic import keywords
from engine.games.rage_classic.cards import Card
from engine.games.rage_classic.state import GUARDIAN, ClassicState, Creature, card_of, seat_of_iid
from engine.games.rage_classic.vocab import TYPE_LABELS, VOCAB


# -- card effects, indexed once per state version --------------------------------------------
class _Cache:
    """What card effects say about one state version; rebuilt after every event."""

    __slots__ = ("version", "statics", "building", "memo", "memo_version")

    def __init__(self) -> None:
        self.version = -1
        self.statics: Statics | None = None
        self.building = False
        self.memo: dict[Any, Any] = {}
        self.memo_version = -1


def memo(state: ClassicState) -> dict[Any, Any]:
    """Answers worked out for this state version. While statics are being built, answers
    leave card effects out: they are remembered apart (keys marked "base")."""
    cache = _cache(state)
    if cache.memo_version != state.version:
        cache.memo = {}
        cache.memo_version = state.version
    return cache.memo


def building(state: ClassicState) -> bool:
    return _cache(state).building


def _cache(state: ClassicState) -> _Cache:
    found = state.__dict__.get("_effects_cache")
    if found is None:
        found = _Cache()
        state.__dict__["_effects_cache"] = found
    return found


def view(state: ClassicState, rng: Any = None) -> ClassicView:
    return ClassicView(state, rng)


def statics(state: ClassicState) -> Statics | None:
    """The static index of this state (None while it is being built: auras are asked with
    base values, so nothing an aura reads depends on another aura)."""
    cache = _cache(state)
    if cache.building:
        return None
    if cache.version != state.version or cache.statics is None:
        cache.building = True
        try:
            cache.statics = Statics(view(state))
        finally:
            cache.building = False
        cache.version = state.version
        if cache.statics.pending:
            # Auras reading current stats ask them now (engine.ccg.auras); what was worked out
            # meanwhile left those auras out, so it is forgotten.
            cache.statics.settle()
            memo(state).clear()
    return cache.statics


def bonus(state: ClassicState, who: Any, stat: str) -> int:
    st = statics(state)
    if st is None:
        return 0
    return st.static(who, stat) + st.lasting(who, stat)


def player_bonus(state: ClassicState, seat: int, stat: str) -> int:
    return bonus(state, seat, stat)


def granted(state: ClassicState, who: Any, what: str) -> list[dict[str, Any]]:
    st = statics(state)
    return [] if st is None else list(st.grants(who, what))


def has_grant(state: ClassicState, who: Any, what: str) -> bool:
    st = statics(state)
    return st is not None and st.has(who, what)


def vote_caster(state: ClassicState, iid: str) -> int | None:
    """The player who casts this creature's votes: its pack's, unless a card gives that pack's
    votes to its own player (grant `pack-votes` on the pack's player: "votes for a whole
    pack"). Two players who both hold a pack's votes cancel each other, and the pack votes as
    it chooses (seed 001's ruling on Praise the Malformed)."""
    pack = state.creatures[iid].pack
    if pack is None:
        return None
    told = {
        seat_of_iid(g["source"])
        for g in granted(state, pack, "pack-votes")
        if isinstance(g.get("source"), str)
    }
    return told.pop() if len(told) == 1 else pack


def prohibited(state: ClassicState, who: Any, what: str, against: str | None = None) -> bool:
    st = statics(state)
    return st is not None and st.prohibited(who, what, against)


def can_play_combat(state: ClassicState, iid: str) -> bool:
    """Not stymied: the creature may play Combat Actions this round. A ban on all actions
    covers them unless it names them as an exception ("no actions other than play Combat
    Actions", Mangle); "may still defend itself" lifts the ban."""
    return not prohibited(state, iid, "combat-action") or has_grant(state, iid, "defend-self")


def player_has(state: ClassicState, seat: int, what: str) -> bool:
    return has_grant(state, seat, what)


def holds(state: ClassicState, condition: Any, iid: str) -> bool:
    return conditions.holds(view(state), condition, iid, None)


def blocked_category(state: ClassicState, category: str) -> bool:
    """A Gift requirement category no one may use now (a card prohibiting it for everyone)."""
    return prohibited(state, "everyone", f"{category}-gifts")


def words(state: ClassicState, iid: str) -> set[str]:
    """Everything a creature or card "is": its keywords with what they imply, its type, its
    allegiance (Enemies are Wyrm, Victims Gaia; pack members take their pack's allegiance)."""
    remembered = memo(state)
    key = ("base-words" if building(state) else "words", iid)
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
    for item in granted(state, iid, "keyword"):
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
    if ability in ("f", "s", "r") and has_grant(state, iid, _ABILITY_GRANT[ability]):
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
    remembered = memo(state)
    key = ("base-stat" if building(state) else "stat", iid, name)
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
    value = base + bonus(state, iid, name)
    if name == "rage" and ch.frenzy == "full":
        value = max(value, 0)
    if name in ("rage", "gnosis", "renown"):
        return max(value, 0)
    return value


def combat_rage(state: ClassicState, iid: str) -> int:
    """The Rage a creature may play Combat Actions at: its Rage, or what a Firearm allows
    ("may play Rage X cards" never adds to Rage; seed 001)."""
    rage = stat(state, iid, "rage")
    fixed = granted(state, iid, "act-at-rage")
    if fixed:
        return min(int(item.get("amount", 0)) for item in fixed)
    allowed = [int(item.get("amount", 0)) for item in granted(state, iid, "play-rage")]
    return max([rage, *allowed])


def health(state: ClassicState, iid: str) -> int:
    return stat(state, iid, "health")


def in_combat(state: ClassicState, iid: str) -> bool:
    combat = state.combat
    return combat is not None and (iid in combat.sides[0] or iid in combat.sides[1])


def controller(state: ClassicState, iid: str) -> int | None:
    """The player who plays cards for a creature in combat (prey: this round's prey player)."""
    ch = state.creatures.get(iid)
    if ch is None:
        return None
    if ch.pack is not None:
        return ch.pack
    combat = state.combat
    return combat.prey_seat if combat is not None else None


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
    return has_grant(state, a, "cross-gauntlet")


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
        return holds(state, c.requirement, iid)
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
    also = {str(g.get("keyword", "")) for g in granted(state, iid, "gifts-of")}
    wyrm = allegiance(state, ch) == "Wyrm"
    for word in c.requires or ("",):
        category = keywords.gift_category(word)
        if word and word not in have and word not in also and category.title() not in also:
            continue
        if wyrm and category in ("auspice", "breed") and not has_grant(state, iid, "any-gifts"):
            continue
        if not wyrm and category in ("aspect", "caste") and not has_grant(state, iid, "any-gifts"):
            continue
        if blocked_category(state, category):
            continue
        return word or "any"
    return None


def victory_value(state: ClassicState, killer_seat: int | None, dead: str) -> int:
    """What a kill is worth to the killer's pack: printed Renown, but Enemies are worth nothing
    to Wyrm packs and Victims nothing to Gaia packs (seed 001, "Prey")."""
    if killer_seat is None or prohibited(state, dead, "be-scored"):
        return 0  # Bane Arrow: "If the Enemy is killed during this round, it is worth no VP"
    ch = state.creatures[dead]
    wyrm_pack = state.players[killer_seat].allegiance == "wyrm"
    if ch.kind == "enemy" and wyrm_pack or ch.kind == "victim" and not wyrm_pack:
        return 0
    return card_of(dead).renown


def hand_size(state: ClassicState, seat: int, deck: str) -> int:
    """Default 5 each (seed 001, "Hand Sizes"), changed by card effects."""
    name = "sept-size" if deck == "sept" else "combat-size"
    return max(0, 5 + player_bonus(state, seat, name))


def votes(state: ClassicState, iid: str) -> int:
    """Votes equal Renown (doubling applies to base Renown; seed 001, "Vote modifiers")."""
    return stat(state, iid, "renown") + bonus(state, iid, "votes")


def voted_winning(state: ClassicState, iid: str) -> bool:
    """Seed 001, Rite of Wisdom: the creature voted in at least one Junta this turn and was on
    the winning side (yes when it passed, no when it failed) of every Junta it voted in;
    abstaining is on neither side."""
    mine = [j for j in state.juntas if j.turn == state.turn and j.passed is not None]
    mine = [j for j in mine if iid in j.votes]
    return bool(mine) and all(j.votes[iid] == ("yes" if j.passed else "no") for j in mine)


def can_frenzy_state(state: ClassicState, iid: str, kind: str) -> bool:
    """Seed 001, "Frenzy": only creatures whose class frenzies (Kitsune: Fox Frenzies only),
    one Frenzy at a time, never Allies or prey unless a card says so."""
    ch = state.creatures.get(iid)
    if ch is None or ch.frenzy or prohibited(state, iid, "frenzy"):
        return False  # a creature is affected by one Frenzy at a time
    found = words(state, iid)
    if kind == "fox":
        return "Kitsune" in found or can(state, iid, "f")
    if "Kitsune" in found and not has_grant(state, iid, "frenzy"):
        return False
    return can(state, iid, "f")


# -- the shared card layer's view of a state ----------------------------------------------------
PHASE_INDEX = {"redraw": 1, "regeneration": 2, "resource": 3, "umbra": 4, "moot": 5, "combat": 6}


_NO_PERSONAL_TOTEM = Condition("not", parts=(Condition("has", "Personal Totem"),))


def _pack_totem_effects(c: Card) -> tuple[Effect, ...]:
    """A Pack Totem's abilities never reach a Character with a Personal Totem (seed 001,
    "Events": it "may not benefit from Pack Totems")."""
    out = []
    for e in c.effects:
        both = _NO_PERSONAL_TOTEM
        if e.condition is not None:
            both = Condition("all", parts=(e.condition, _NO_PERSONAL_TOTEM))
        out.append(tracking.replaced(e, condition=both))
    return tuple(out)


class ClassicView(StateTable):
    """Reading an original Rage state for the shared card layer."""

    vocab = VOCAB
    state: ClassicState

    # -- what is in play ----------------------------------------------------------------------
    def card(self, iid: str) -> Card:
        return card_of(iid)

    def in_play(self) -> Iterable[str]:
        """Creatures and cards in play whose abilities work: nothing out of play, and nothing
        attached to a creature out of play (seed 001, "Out of Play")."""
        state = self.state
        found = [iid for iid, ch in state.creatures.items() if not ch.out]
        for iid, t in state.things.items():
            if t.host is not None and t.host in state.creatures and state.creatures[t.host].out:
                continue
            found.append(iid)
        return found

    def characters(self) -> Iterable[str]:
        return [iid for iid, ch in self.state.creatures.items() if not ch.out]

    def is_character(self, iid: str) -> bool:
        return iid in self.state.creatures

    def live(self, iid: str) -> Iterable[tuple[int, Effect]]:
        c = card_of(iid)
        if c.type in ("moot", "board-meeting"):
            return []
        if "Pack Totem" in c.keywords:
            return list(enumerate(_pack_totem_effects(c)))
        return list(enumerate(c.effects))

    def performer(self, iid: str) -> str | None:
        # the creature may have just died: a "when the character who played it dies" trigger
        # still knows who it was
        thing = self.state.things.get(iid)
        return thing.by if thing is not None else None

    def host_of(self, iid: str) -> str | None:
        host = super().host_of(iid)
        return host if host in self.state.creatures else None  # its host may have left play

    def holder(self, iid: str, effect: Effect) -> int | None:
        return self.owner(iid)

    def owner(self, iid: str) -> int | None:
        state = self.state
        ch = state.creatures.get(iid)
        if ch is not None:
            return ch.pack
        thing = state.things.get(iid)
        if thing is not None:
            if thing.host is not None and thing.host in state.creatures:
                return state.creatures[thing.host].pack
            return thing.pack if thing.pack is not None else thing.owner
        if state.pending is not None and state.pending.card == iid:
            return state.pending.seat
        return None

    def seat_of(self, iid: str) -> int | None:
        if iid not in self.state.creatures:
            return self.owner(iid)
        return controller(self.state, iid)

    # -- what it is ------------------------------------------------------------------------------
    def words(self, iid: str) -> set[str]:
        c = card_of(iid)
        found = words(self.state, iid)
        found.add(TYPE_LABELS.get(c.type, c.type))
        return found

    def facet(self, iid: str, name: str) -> Any:
        state = self.state
        if iid not in state.creatures:
            return None
        if name == "form":
            return form(state, iid)
        if name == "allegiance":
            return allegiance(state, state.creatures[iid]).lower()
        return None

    def voted(self, iid: str, how: str) -> bool:
        return how == "winning" and voted_winning(self.state, iid)

    def places(self, iid: str) -> set[str]:
        state = self.state
        ch = state.creatures.get(iid)
        if ch is None:
            thing = state.things.get(iid)
            if thing is not None and thing.host in state.creatures:
                return self.places(thing.host)
            return {"physical", "umbra"}
        found = set(worlds(state, iid))
        if ch.pack is None or ch.hunting:
            found.add("hunting")
        if at_home(state, iid):
            found.add("home")
        if in_combat(state, iid):
            found.add("combat")
        if ch.out:
            found.add("out")
        if iid in state.alphas:
            found.add("alpha")
        if ch.frenzy:
            found.add("frenzied")
        return found

    def stat(self, iid: str, name: str) -> int:
        if iid not in self.state.creatures:
            return int(getattr(card_of(iid), name, 0) or 0)
        return stat(self.state, iid, name)

    def base_stat(self, iid: str, name: str) -> int:
        if iid not in self.state.creatures:
            return int(getattr(card_of(iid), name, 0) or 0)
        if name == "renown":
            return card_of(iid).renown
        rage, gnosis, health = side(self.state, iid)
        return {"rage": rage, "gnosis": gnosis, "health": health}.get(name, 0)

    def number(self, card_id: str, name: str) -> int:
        return max(0, int(getattr(card_of(card_id), name, 0) or 0))

    def wounds(self, iid: str) -> int:
        ch = self.state.creatures.get(iid)
        return ch.wounds if ch is not None else 0

    def damage_cards(self, iid: str) -> list[DamageCard]:
        ch = self.state.creatures.get(iid)
        if ch is None:
            return []
        return [DamageCard(d.card, d.amount, d.aggravated) for d in ch.damage]

    def player_stat(self, seat: int, name: str) -> int:
        state = self.state
        if name == "vp":
            return state.victory_points(seat)
        if name == "sept-size":
            return hand_size(state, seat, "sept")
        if name == "combat-size":
            return hand_size(state, seat, "combat")
        if name == "gauntlet":
            return player_bonus(state, seat, "gauntlet")
        return 0

    #: while a Combat Action resolves: (its user, the creature it landed on)
    focus: tuple[str, str] | None = None
    #: while an ability used as a Combat Action resolves: (its target, its speed), whose
    #: blocks soak the damage it deals
    guard: tuple[str, int] | None = None
    #: while a card played from the hand or a passed Junta resolves: that card, which the
    #: log line of a discard it forces names (issue 30: "Player 1 discards Mother's Balm."
    #: gave no cause)
    source: str | None = None

    def opponent(self, iid: str) -> str | None:
        """The opposing creature: the one a resolving Combat Action landed on, else the first
        creature on the other side of the combat."""
        if self.focus is not None and self.focus[0] == iid:
            return self.focus[1]
        foes = [f for f in opponents(self.state, iid) if f in self.state.creatures]
        return foes[0] if foes else None

    def opponents(self, iid: str) -> list[str]:
        return [f for f in opponents(self.state, iid) if f in self.state.creatures]

    def built_in(self, iid: str) -> tuple[str, ...]:
        return card_of(iid).built_in if iid in self.state.creatures else ()

    def attacker(self, iid: str) -> str | None:
        combat = self.state.combat
        if combat is None or combat.target != iid or combat.attacker not in self.state.creatures:
            return None
        return combat.attacker

    def epoch(self, per: str) -> int:
        state = self.state
        if per == "turn":
            return state.turn
        if per == "phase":
            return state.turn * 10 + PHASE_INDEX.get(state.phase, 0)
        combat_no = state.combats
        if per == "combat":
            return combat_no
        if per == "round":
            round_no = state.combat.round if state.combat is not None else 0
            return combat_no * 100 + round_no
        return 0

    # -- predicates ----------------------------------------------------------------------------
    def can_flip(self, iid: str, to: str) -> bool:
        state = self.state
        ch = state.creatures.get(iid)
        if ch is None or not card_of(iid).two_sided or prohibited(state, iid, "flip"):
            return False
        return ch.crinos != (to == "crinos")

    def can_move(self, iid: str, to: str) -> bool:
        state = self.state
        ch = state.creatures.get(iid)
        if ch is None:
            return iid in state.things and to in ("discard", "removed", "hand", "victory")
        if to == "umbra":
            return ch.world != "umbra"
        if to == "physical":
            return ch.world != "physical"
        if to == "hunting":
            return ch.pack is not None and not ch.hunting
        if to == "home":
            return ch.hunting or ch.out
        if to == "escape":
            return in_combat(state, iid)
        if to == "out":
            return not ch.out
        return True

    def can_fight(self, hunter: str | None, prey: str, seat: int | None) -> bool:
        state = self.state
        if hunter is None or hunter not in state.creatures or prey not in state.creatures:
            return False
        if hunter == prey or state.combat is not None:
            return False
        a, b = state.creatures[hunter], state.creatures[prey]
        if a.pack is not None and a.pack == b.pack:
            return False
        if a.pack is None and b.pack is None:
            return False  # prey never attacks prey
        if sneak.forbidden(lambda who, what: prohibited(state, who, what), hunter, prey):
            return False
        return interact(state, hunter, prey) and not prey.startswith(GUARDIAN)

    def can_hunt(self, attacker: str | None, target: str) -> bool:
        """Seed 001: prey attack only valid targets; an Enemy never a Wyrm creature, a Victim
        never a Gaia one (an adopted one never its own pack)."""
        state = self.state
        if attacker is None or attacker not in state.creatures or target not in state.creatures:
            return False
        a, t = state.creatures[attacker], state.creatures[target]
        if t.pack is None or t.out or a.out or a.pack is not None and a.pack == t.pack:
            return False
        side = allegiance(state, t)
        if a.kind == "enemy" and side == "Wyrm" or a.kind == "victim" and side == "Gaia":
            return False
        return interact(state, attacker, target)

    def can_join(self, iid: str) -> bool:
        """Whether a creature may be brought into a combat by a pack action (Klailtal
        Stargazer's weakness: "cannot participate in any pack actions")."""
        return iid in self.state.creatures and not prohibited(self.state, iid, "pack-action")

    def shielded(self, source: str, iid: Any) -> bool:
        """Seed 001, Heart of Midnight and Toga of Dionysius: "The user cannot be affected by
        any Gifts played by anyone": a Gift's effects pass over a creature prohibited from
        `gift-target`, as if the Gift's text box were empty for it."""
        return (
            isinstance(iid, str)
            and iid in self.state.creatures
            and card_of(source).type == "gift"
            and prohibited(self.state, iid, "gift-target")
        )

    def can_frenzy(self, iid: str, kind: str) -> bool:
        return can_frenzy_state(self.state, iid, kind)

    def can_pay(self, iid: str | None, seat: int | None, cost: str, amount: int) -> bool:
        if iid is None or iid not in self.state.creatures:
            return False
        return stat(self.state, iid, cost) >= amount

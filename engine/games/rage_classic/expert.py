"""The `expert` bot for the original Rage: flat search over the worlds its own view allows.

`view["books"]` (`views.bookkeeping`) is the whole state as the seat may know it: every hidden
card left out as `redact` leaves it out of the events. `sample_world` decodes it back into a
`ClassicState` and deals the hidden cards at random from what the view leaves unaccounted
for: each pack's card list (public: the pack is named at the table) minus every card
instance the view places somewhere. What cannot be known and is not a card of a known pack
(a face-down Victory card, another seat's face-down Closed Play target) is dealt as a Null
card or left open; a world where that matters fails to apply a command and is skipped. The
true state is never read.

The search is rage-lv's (`rage_lv.expert`): the heuristic's shortlist, the same sampled
worlds for every candidate, `heuristic` rollouts for every seat to the end of the turn, and a
score of VP against the leader, the pack's fighting strength and cards in hand.
"""

from __future__ import annotations

import dataclasses
import random
import typing
from typing import Any

from engine.ai.search import SearchSettings
from engine.ai.shortlist import ShortlistExpert, TurnModel, shortlist_expert
from engine.ccg.worlds import deal_out, memory, unplaced
from engine.core.ruleset import Command
from engine.games.rage_classic import query
from engine.games.rage_classic import state as state_module
from engine.games.rage_classic.cards import load_extra
from engine.games.rage_classic.decks import seat_pack
from engine.games.rage_classic.flow import has_phase
from engine.games.rage_classic.risks import (
    blows_shown,
    bluff_lands,
    bluffed_foes,
    face_down_risk,
    follow_ups,
    illegal_face_down,
    killing_blow,
    real_actions,
    toughness,
    unanswered,
)
from engine.games.rage_classic.rules import RULESET, RageClassic
from engine.games.rage_classic.state import COPY, GUARDIAN, NULL, ClassicState
from engine.games.rage_classic.views import cards_held, prey_and_foe, prey_foes
from engine.games.rage_classic.winning import in_the_running, leaders

View = dict[str, Any]

_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls, vars(state_module))
    return _HINTS[cls]


def _decode(hint: Any, value: Any) -> Any:
    """Plain data back into the state's dataclasses, by the fields' type hints."""
    if value is None:
        return None
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _decode_dc(hint, value)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is list and args and isinstance(value, list):  # (a count stays a count)
        return [_decode(args[0], v) for v in value]
    if origin is dict and len(args) == 2 and isinstance(value, dict):
        return {k: _decode(args[1], v) for k, v in value.items()}
    if args and type(None) in args:  # X | None
        inner = [a for a in args if a is not type(None)]
        return _decode(inner[0], value) if len(inner) == 1 else value
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, list):
        return list(value)
    return value


def _decode_dc(cls: type, data: dict[str, Any]) -> Any:
    hints = _hints(cls)
    kwargs = {
        f.name: _decode(hints.get(f.name, Any), data[f.name])
        for f in dataclasses.fields(cls)
        if f.name in data and f.init
    }
    return cls(**kwargs)


def _bare(iid: str) -> str:
    for prefix in (GUARDIAN, COPY):
        if iid.startswith(prefix):
            return iid[len(prefix) :]
    return iid


def _placed(books: dict[str, Any]) -> set[str]:
    """Every card instance the books place somewhere (hands, piles, play, combat, damage)."""
    out: set[str] = set(books["removed"])
    for p in books["players"]:
        for zone in ("hand", "combat_hand", "sept_discard", "combat_discard", "victory"):
            if isinstance(p[zone], list):
                out.update(p[zone])
        if isinstance(p["staged"], list):
            out.update(e["card"] for e in p["staged"])
    for iid, ch in books["creatures"].items():
        out.add(iid)
        out.update(d["card"] for d in ch["damage"])
        if isinstance(ch["frenzy_cards"], list):
            out.update(ch["frenzy_cards"])
    out.update(books["things"])
    if books["combat"] is not None:
        out.update(p["card"] for p in books["combat"]["plays"] if p["card"])
    if books["pending"] is not None:
        out.add(books["pending"]["card"])
    out.update(j["iid"] for j in books["juntas"])
    return {_bare(iid) for iid in out if isinstance(iid, str)}


def sample_world(view: View, rng: random.Random) -> ClassicState:
    """A full state that agrees with everything `view` shows; hidden cards dealt at random.

    Raises ValueError where the view's counts cannot be met."""
    books = view["books"]
    data = dict(books)
    players = data.pop("players")
    ccg = data.pop("ccg")
    options = dict(data.pop("options"))
    if view.get("cards"):
        options["cards"] = view["cards"]
    hints = _hints(ClassicState)
    fields = {f.name for f in dataclasses.fields(ClassicState)}
    state = ClassicState(
        options=options,
        seats=data.pop("seats"),
        **{k: _decode(hints[k], v) for k, v in data.items() if k in fields},
    )
    state.own_cards = load_extra(options.get("cards"), "your cards")
    state.ccg = memory(ccg)
    seen = _placed(books)
    septs, combats = unplaced(state.seats, lambda s: seat_pack(options, s), seen)
    for sept, combat in zip(septs, combats, strict=True):
        rng.shuffle(sept)
        rng.shuffle(combat)
    for seat, raw in enumerate(players):
        sept, combat = septs[seat], combats[seat]
        counted = {}
        for zone in ("hand", "combat_hand", "staged", "sept_deck", "combat_deck", "victory_down"):
            if isinstance(raw[zone], int):
                counted[zone] = raw[zone]
        plain = {k: v for k, v in raw.items() if k not in counted}
        player = _decode_dc(state_module.Player, plain)
        if "hand" in counted:
            player.hand = deal_out(sept, counted["hand"])
            player.combat_hand = deal_out(combat, counted["combat_hand"])
        player.sept_deck = deal_out(sept, counted["sept_deck"])
        player.combat_deck = deal_out(combat, counted["combat_deck"])
        if "staged" in counted:  # another seat's Closed Play: what the counts leave over
            staged = deal_out(sept, counted["staged"], NULL)
            player.staged = [{"card": card, "by": None} for card in staged]
        player.victory_down = [NULL] * counted["victory_down"]
        state.players.append(player)
    for ch in state.creatures.values():
        if isinstance(ch.frenzy_cards, int):  # another seat's frenzy draws: in its hand
            hand = state.players[ch.pack if ch.pack is not None else ch.owner].hand
            ch.frenzy_cards = [*hand[: ch.frenzy_cards], *[NULL] * (ch.frenzy_cards - len(hand))]
    if state.combat is not None:
        for play in state.combat.plays:
            if play.card is None:  # another seat's face-down card
                pool = combats[play.seat]
                play.card = pool.pop() if pool else NULL
                play.bluff = play.decoy = False
    return state


class ClassicModel(TurnModel[RageClassic]):
    """The rage-classic `WorldModel`: view-only worlds, heuristic rollouts to the turn's end."""

    horizon = 120

    def world_from(self, view: View, rng: random.Random) -> ClassicState:
        return sample_world(view, rng)

    def standing(self, world: ClassicState, seat: int) -> float:
        """VP against the best other seat, plus the pack's fighting strength and cards in
        hand. A seat at the VP goal wins when the Combat Phase ends, so a rollout that leaves
        a rival there is all but lost, not 2 VP behind (Hint said "Pass" as Chloé, at 9 of 10,
        sent Director Vane after a 2-VP prey, and she won)."""
        if world.players[seat].out:
            return -self.win_value
        scores = {s: world.victory_points(s) for s in in_the_running(world)}
        top = leaders(scores, world.renown_level)
        if top and seat not in top:
            return -NEAR * self.win_value
        if top == [seat]:
            return NEAR * self.win_value
        worth = []
        for s in range(world.seats):
            strength = 0.0
            for ch in world.pack_of(s):
                if ch.dead or ch.out:
                    continue
                try:
                    left = query.health(world, ch.iid) - ch.wounds
                    strength += left + 2 * query.combat_rage(world, ch.iid)
                except Exception:
                    continue
            player = world.players[s]
            worth.append(world.victory_points(s) + 0.1 * strength + 0.2 * len(player.hand))
        others = [worth[s] for s in range(world.seats) if s != seat]
        return worth[seat] - max(others, default=0.0)


#: how sure a win is once a seat alone stands at the VP goal (it is counted when the Combat
#: Phase ends; a card may still take VP away before then)
NEAR = 0.9

HARD = SearchSettings(rollouts=32, min_worlds=3, max_cpu_seconds=0.4, max_seconds=2.0)


#: what `offence_after` answers where it cannot tell: nothing is ruled out
UNSURE: Command = {"type": "announce"}


def _after_oks(
    model: ClassicModel, view: View, seat: int, rng: random.Random
) -> tuple[View, list[Command]] | None:
    """The seat's view and its legal commands once it has announced an Offensive Effect and
    every other player has said OK, in a world sampled from its view (its own hand and the
    table are what the view shows, so any such world lists the same Offensive Effects); None
    where no world can be built."""
    try:
        world = model.sample(view, [], rng)
    except (ValueError, KeyError, IndexError, TypeError):
        return None
    if not model.apply(world, seat, {"type": "announce"}, rng):
        return None
    with model.ruleset.scope(world):
        for _round in range(world.seats):
            waiting = sorted(model.due_in(world) - {seat})
            if not waiting:
                break
            for other in waiting:
                model.step(world, other, {"type": "ok"}, rng)
        legal = model.legal_in(world, seat)
        if not any(c["type"] == "decline" for c in legal):
            return None
        return model.seat_view(world, seat, model.due_in(world)), legal


def once_made(view: View, command: Command) -> View | None:
    """The seat's view once it has made `command`, in a world sampled from its view: the
    numbers a move itself changes (a creature that steps in leaves its Pack Home Ground, and
    the Health a Territory gives it there: Hint said "Little Ember (Rage 4, Health 7 left)"
    and the fight showed Health 6/6, pl36a). None where no world can be built."""
    model, rng, seat = ClassicModel(RULESET), random.Random(0), view["seat"]
    try:
        world = model.sample(view, [], rng)
    except (ValueError, KeyError, IndexError, TypeError):
        return None
    if not model.apply(world, seat, command, rng):
        return None
    with model.cards_of(view), model.ruleset.scope(world):
        return model.seat_view(world, seat, model.due_in(world))


def offences_open(view: View, seat: int) -> list[Command]:
    """The Offensive Effects the seat could play once it announces one and everyone says OK:
    the card an announcement leads to (the list's row named none, issue 30); [] where none or
    no world can be built."""
    after = _after_oks(ClassicModel(RULESET), view, seat, random.Random(0))
    return [c for c in after[1] if c["type"] != "decline"] if after is not None else []


def offence_after(model: ClassicModel, view: View, seat: int, rng: random.Random) -> Command | None:
    """What the seat would play once it has announced an Offensive Effect and everyone has
    said OK (the heuristic's choice over what it may then play), None where it would decline.
    `UNSURE` where no world can be built."""
    after = _after_oks(model, view, seat, rng)
    if after is None:
        return UNSURE
    seen, legal = after
    scores = model.heuristic(seat).judge(seen, legal)
    declining = max(v for v, c in zip(scores, legal, strict=True) if c["type"] == "decline")
    plays = [
        (v, i) for i, (v, c) in enumerate(zip(scores, legal, strict=True)) if c["type"] != "decline"
    ]
    best = max(plays, default=None)
    return legal[best[1]] if best is not None and best[0] > declining else None


def plays_offence(model: ClassicModel, view: View, seat: int, rng: random.Random) -> bool:
    """Whether, once it has announced an Offensive Effect and everyone has said OK, the seat
    would play one rather than decline (True where no world can be built: nothing is ruled
    out)."""
    return offence_after(model, view, seat, rng) is not None


def _fight(c: dict[str, Any]) -> tuple[int, int]:
    """A creature's Rage in combat and the Health it has left, as its card shows them."""
    rage = c.get("combat_rage", c.get("rage"))
    return int(rage or 0), max(0, int(c.get("health") or 0) - int(c.get("wounds") or 0))


def outmatched(view: View, command: Command) -> bool:
    """Whether a step-in puts a creature against an attacker stronger in both Rage and the
    Health it has left (issue 30: Little Ember, Rage 2, stepped in against Vesk Hollowjaw,
    Rage 7, on Hint's word, and died, scoring Bruno 4 VP)."""
    if command.get("type") != "step-in":
        return False
    creatures = {c["iid"]: c for c in view.get("creatures", [])}
    combat = view.get("combat") or {}
    # every attacker, not only the first: a second one fights the step-in too (issue 30)
    gang = prey_foes(combat, view.get("creatures", [])) or [combat.get("attacker")]
    attackers = [creatures[i] for i in gang if i in creatures]
    mine = creatures.get(command.get("creature") or "")
    if not attackers or mine is None:
        return False
    rage, left = _fight(mine)
    return any(_fight(a)[0] > rage and _fight(a)[1] > left for a in attackers)


def _effects_of(command: Command) -> list[Any]:
    """Every effect of a card played from the hand ([] for another command, or a card no one
    may read)."""
    if command.get("type") != "play" or not isinstance(command.get("card"), str):
        return []
    try:
        card = state_module.card_of(command["card"])
    except (KeyError, IndexError, ValueError):
        return []
    return list(card.effects)


def idle_here(view: View, command: Command) -> bool:
    """Whether a card brought into play is a Caern with no ability of its own in a game with
    no Umbra Phase: stepping sideways at that phase's start is all it does (Hint said "Put
    Greenfall Caern into play: at the start of each Umbra Phase…" in a 1995-rulebook game)."""
    if command.get("type") not in ("stage", "play") or has_phase(view.get("rulebook"), "umbra"):
        return False
    try:
        card = state_module.card_of(str(command.get("card")))
    except (KeyError, IndexError, ValueError):
        return False
    return card.type == "caern" and not card.effects


def _played(command: Command) -> list[Any]:
    """The effects a card played from the hand runs as it resolves."""
    return [e for e in _effects_of(command) if e.when.startswith("play")]


def reaches_nothing(view: View, command: Command) -> bool:
    """Whether a card played in combat now has nothing to work on, as the view shows: one
    aimed at "the opposing creature" by a creature not in the fight, or a guard over
    packmates (Shield-Brother) by one with none beside it (Hint advised Shield-Brother for
    Keeper Ashgrove fighting alone, over Second Wind)."""
    first = next(iter(_played(command)), None)
    if first is None or first.when != "play-combat":
        return False
    by = command.get("by")
    sides = (view.get("combat") or {}).get("sides") or []
    side = next((s for s in sides if by in s), None)
    if first.selector.mode == "opponent":
        return side is None
    if first.do == "grant" and first.param("what") == "guard":
        return side is None or len(side) < 2
    return False


def sees_nothing(view: View, command: Command) -> bool:
    """Whether a card played or an ability used only looks at a player's hand, and that hand
    is empty (a bot used Whisper-of-Feathers on a Sept hand before anyone had drawn, pl36a)."""
    if command.get("type") == "use":
        try:
            effects = [state_module.card_of(command["card"]).effects[command["index"]]]
        except (KeyError, IndexError, ValueError, TypeError):
            return False
    else:
        effects = _played(command)
    if not effects or any(e.do != "look" for e in effects):
        return False
    return all(cards_held(view, command.get("target"), e.deck) == 0 for e in effects)


def heals_nothing(view: View, command: Command) -> bool:
    """Whether a card played only heals, and the creature it heals has no damage (Hint said
    "Play Second Wind: heal 1 damage card on this creature" with Little Ember at 6 of 6)."""
    effects = _played(command)
    if not effects or any(e.do != "heal" for e in effects):
        return False
    creatures = {c["iid"]: c for c in view.get("creatures", [])}
    healed = []
    for e in effects:
        mode = e.selector.mode
        if mode == "self":
            healed.append(command.get("by"))
        elif mode == "choose" and isinstance(command.get("target"), str):
            healed.append(command["target"])
        else:
            return False  # a heal of a group or of a creature chosen later: not judged here
    return all(not (creatures.get(iid) or {}).get("wounds", 1) for iid in healed)


def heals_a_rival(view: View, command: Command) -> bool:
    """Whether a card played only heals a creature that is not the seat's: another pack's, or
    a prey it does not play for now (Hint said "Play Mother's Balm on your rival's Ysolde
    Amberclaw", then healed the Tar-Pit Bane the person's alpha went on to attack, me40)."""
    effects = _played(command)
    target = command.get("target")
    if not effects or any(e.do != "heal" for e in effects) or not isinstance(target, str):
        return False
    creature = next((c for c in view.get("creatures", []) if c["iid"] == target), None)
    if creature is None or creature.get("pack") == view["seat"]:
        return False
    combat = view.get("combat") or {}
    fighting = any(target in side for side in combat.get("sides") or [])
    playing_for = creature.get("pack") is None and combat.get("prey_seat") == view["seat"]
    return not (fighting and playing_for)


def does_nothing(view: View, command: Command) -> bool:
    """Whether a move costs a card for nothing the view can see (`reaches_nothing`,
    `idle_here`, `sees_nothing`, `heals_nothing`, `heals_a_rival`, `helps_none_of_mine`):
    never searched, and the table lights no card for it."""
    judges = (
        reaches_nothing,
        idle_here,
        sees_nothing,
        heals_nothing,
        heals_a_rival,
        helps_none_of_mine,
    )
    return any(judge(view, command) for judge in judges)


def passes_up_a_sure_hit(view: View, command: Command, legal: list[Command]) -> bool:
    """Whether a Null card goes to a fighter whose foes may play no Combat Actions now (so any
    card of it lands, even a bluff: `risks.unanswered`) while it could be given a damage card
    (Hint said "Play a Null card: keep them guessing" the round after Howl of Rebuke)."""
    fighter = command.get("creature")
    if command.get("type") != "assign" or command.get("card") != NULL:
        return False
    if not isinstance(fighter, str) or not unanswered(view, fighter):
        return False
    return any(
        c.get("type") == "assign"
        and c.get("creature") == fighter
        and c.get("card") != NULL
        and illegal_face_down(view, c) is None
        and state_module.card_of(c["card"]).damage > 0
        for c in legal
    )


def feints_for_nothing(view: View, command: Command) -> bool:
    """Whether a feint is placed for a fighter with no other Combat Action in the seat's hand
    to play for real after the reveal: a feint's only use is the card after it, and Hint
    then said "Ready: nothing you could do now is worth a card" (issue 30)."""
    iid = command.get("card")
    if command.get("type") != "assign" or not isinstance(iid, str) or iid == NULL:
        return False
    if command.get("alt") or "ability" in command or not state_module.card_of(iid).feint:
        return False
    return not follow_ups(view, command)


#: the Health left at or under which a fighter may die of one blow (the heuristic's "danger")
DANGER = 3


def passes_up_a_kill(view: View, command: Command, legal: list[Command]) -> bool:
    """Whether a Null card, a bluff that does not land or a blow that kills no one goes to a
    fighter that could be given a Combat Action, played for real, that kills a foe outright
    if it lands (Hint said "Play Mauling Onslaught as a bluff" while Silver-Scarred Bite
    would finish Ferro the Outcast, at Health 1, "Play a Null card: keep them guessing"
    beside a Blinding Spray that killed, and a 1-damage Quick Jab beside a Stunning Blow
    that killed, and "Play Sidestep" for Vesk Hollowjaw, at Health 4, beside a Raking Claws
    that killed: issue 30); a feint too, which spends a card to play the kill one step
    later. A defence for a fighter a blow may kill (3 damage or less kills it,
    as the heuristic judges danger), or a card of other use, is left to the search."""
    fighter, iid = command.get("creature"), command.get("card")
    if command.get("type") != "assign" or not isinstance(fighter, str) or not isinstance(iid, str):
        return False
    if iid != NULL and face_down_risk(view, command) is None:
        if command.get("alt") or "ability" in command:
            return False
        card = state_module.card_of(iid)
        creatures: list[dict[str, Any]] = view.get("creatures", [])
        me = next((c for c in creatures if c.get("iid") == fighter), {})
        guard = card.dodge or card.block or card.reversal
        if card.type != "combat-action" or killing_blow(view, command):
            return False
        if not (card.damage or card.feint or (guard and me and toughness(me) > DANGER)):
            return False
    elif iid != NULL and bluff_lands(view, command):
        return False
    return any(c.get("creature") == fighter and killing_blow(view, c) for c in legal)


def helps_none_of_mine(view: View, command: Command) -> bool:
    """Whether a lasting card played only raises a stat of each creature with a keyword, and
    no creature of the seat's has it (Hint said "Play Harvest Moon: each Ahroun character gets
    +1 Gnosis" to a pack with no Ahroun, then "Pass" on the next ask: the search's noise)."""
    effects = _effects_of(command)
    if not effects:
        return False
    for e in effects:
        where = e.selector.where
        if e.when != "static" or e.do != "modify" or e.amount <= 0 or e.selector.mode != "each":
            return False
        if where is None or where.kind != "keyword":
            return False
    me = view["seat"]
    mine = [
        c
        for c in view.get("creatures", [])
        if c.get("pack") == me and not c.get("dead") and not c.get("out")
    ]
    wanted = {str(e.selector.where.arg) for e in effects if e.selector.where is not None}
    return not any(wanted & set(c.get("keywords") or ()) for c in mine)


#: what a card that only moves its creature between the worlds does
MOVES = frozenset({"move", "step-sideways", "choose"})


def only_moves(command: Command) -> bool:
    """Whether a card played does nothing but move a creature between the worlds (Slip the
    Veil)."""
    effects = _played(command)
    return bool(effects) and all(e.do in MOVES for e in effects)


def fighting_for(view: View) -> list[str]:
    """The creatures this seat plays Combat cards for in a round's play-card step (its own,
    and the prey it plays for) that have no card yet."""
    combat = view.get("combat") or {}
    if combat.get("step") != "play":
        return []
    me = view["seat"]
    packs = {c["iid"]: c.get("pack") for c in view["creatures"]}
    played = {p.get("creature") for p in combat.get("plays") or [] if p.get("seat") == me}
    return [
        iid
        for side in combat.get("sides") or []
        for iid in side
        if iid not in played
        and (packs.get(iid) == me or (packs.get(iid) is None and combat.get("prey_seat") == me))
    ]


def prey_goes_to(view: View) -> list[int]:
    """The seats the view's seat would lose the prey to if it wanted to play for it this
    round: others who want to and have not played for it yet in this combat, where this seat
    has (seed 001, "Prey": another player may play during the next round; combat.prey_player).
    Empty: claiming can still win it."""
    combat = (view.get("books") or {}).get("combat") or {}
    played = combat.get("prey_players") or []
    if view["seat"] not in played:
        return []
    claims = combat.get("claims") or {}
    return sorted(int(s) for s, w in claims.items() if w and int(s) not in played)


def only_bluffs_for_prey(view: View) -> bool:
    """Whether every Combat Action in the seat's hand would be a bluff (or illegal) for the
    prey in this fight (Hint said "your Combat cards can hurt Director Vane" for Protest
    Organizer, Rage 0, and once chosen, "Play Curl and Cover as a bluff")."""
    prey, _foe = prey_and_foe(view.get("combat") or {}, view.get("creatures") or [])
    return prey is not None and real_actions(view, prey) == 0


@dataclasses.dataclass
class ClassicExpert(ShortlistExpert):
    """The shortlist search, with the Offensive Effect kept consistent (issue 30): Hint said
    "announce", then after every OK "decline", so a newcomer announced and threw the play
    away. It announces only where it would then play, and once it may play, declines only
    where no Offensive Effect scores above declining. A vote takes the heuristic's side."""

    def analyse(self, view: View, legal: list[Command], rng: random.Random) -> Any:
        legal = self._keeps(view, legal)
        # A face-down card its player can tell is illegal is discarded as if none were played:
        # a Null card does that and keeps the card (Hint advised False Opening "as a bluff"
        # where the list said it cannot be bluffed)
        lawful = [c for c in legal if illegal_face_down(view, c) is None]
        legal = self._worth_it(view, lawful or legal)
        kinds = {c["type"] for c in legal}
        model = self.model
        if (view.get("combat") or {}).get("step") == "feint" and "ready" in kinds:
            legal = self._feint_follows(view, legal)
        if "announce" in kinds and isinstance(model, ClassicModel):
            ahead = random.Random(rng.getrandbits(62))
            if not plays_offence(model, view, self.seat, ahead):
                legal = [c for c in legal if c["type"] != "announce"]
        elif "claim" in kinds and (prey_goes_to(view) or only_bluffs_for_prey(view)):
            # another who has not played for the prey yet goes first: wanting it does nothing;
            # or none of this seat's Combat cards works for real for the prey
            legal = [c for c in legal if c["type"] != "claim"]
        elif kinds == {"vote"}:
            # Only the side the heuristic prefers (for your own Junta, against a rival's or
            # one aimed at you): the search's noise flipped yes and no between two asks.
            scores = self.fallback.judge(view, legal)
            legal = [c for c, v in zip(legal, scores, strict=True) if v == max(scores)]
        elif "discard" in kinds and "done" in kinds:
            # A redraw: the rollouts to the turn's end barely see a card given up (Hint had
            # the only healing card discarded, its Keeper wounded). Discard only what the
            # heuristic would rather lose than keep.
            scores = self.fallback.judge(view, legal)
            done = max(v for v, c in zip(scores, legal, strict=True) if c["type"] == "done")
            legal = [
                c for c, v in zip(legal, scores, strict=True) if c["type"] != "discard" or v > done
            ]
        elif kinds == {"stage", "done"}:
            # The Resource Phase: Done ends the placing for the turn, and the rollouts to the
            # turn's end barely see a card placed (one each: noise chose Done over an Ally, so
            # Hint never taught placing). Place while the heuristic finds a card worth it.
            scores = self.fallback.judge(view, legal)
            done = max(v for v, c in zip(scores, legal, strict=True) if c["type"] == "done")
            if any(v > max(done, 0.0) for v in scores):
                legal = [c for c in legal if c["type"] != "done"]
        elif "decline" in kinds and len(legal) > 1:
            scores = self.fallback.judge(view, legal)
            declining = max(v for v, c in zip(scores, legal, strict=True) if c["type"] == "decline")
            if any(v > declining for v in scores):
                legal = [c for c in legal if c["type"] != "decline"]
        return super().analyse(view, legal, rng)

    def _worth_it(self, view: View, legal: list[Command]) -> list[Command]:
        """Without the plays that cost a card or a creature for nothing the view can see: one
        with nothing to work on, a Caern in a game with no Umbra Phase, a look at an empty
        hand, a heal of an unhurt creature, a lasting bonus for a keyword none of the seat's
        creatures has, a step-in against a stronger attacker, and a card that only moves a
        creature between the worlds where the heuristic finds that worse than doing
        nothing (the rollouts' noise had Hint play Slip the Veil into the Umbra and, next,
        straight back out: two cards to end where it began)."""
        kept = [
            c
            for c in legal
            if not does_nothing(view, c)
            and not passes_up_a_sure_hit(view, c, legal)
            and not passes_up_a_kill(view, c, legal)
            and not feints_for_nothing(view, c)
            and not outmatched(view, c)
            and not self._empty_handed(view, c)
            and not self._holds_back(view, c)
            and not self._nulls_the_prey(view, c)
        ]
        if any(only_moves(c) for c in kept):
            scores = self.fallback.judge(view, kept)
            quiet = [v for v, c in zip(scores, kept, strict=True) if c["type"] in QUIET]
            floor = max(quiet) if quiet else None
            kept = [
                c
                for c, v in zip(kept, scores, strict=True)
                if not only_moves(c) or floor is None or v > floor
            ]
        return kept or legal

    def _feint_follows(self, view: View, legal: list[Command]) -> list[Command]:
        """After a feint, Ready only where the heuristic finds no card played for real worth
        more: the feint was spent for the card after it, and the search's noise said "Ready:
        nothing you could do now is worth a card" beside a Sidestep the heuristic would play
        (issue 30)."""
        scores = self.fallback.judge(view, legal)
        ready = max(v for v, c in zip(scores, legal, strict=True) if c["type"] == "ready")
        worth = [
            c
            for c, v in zip(legal, scores, strict=True)
            if c["type"] == "assign" and v > ready and self._follows(view, c)
        ]
        return worth or [c for c in legal if c["type"] != "assign"]

    def _follows(self, view: View, command: Command) -> bool:
        """Whether a card after a feint does something now, the round's other cards shown: a
        bluff only where a foe bluffed too, a defence only where a blow is aimed at its
        fighter (Hint said "Play Silver-Scarred Bite as a bluff" against a real Sidestep)."""
        if face_down_risk(view, command) is not None:
            legal = illegal_face_down(view, command) is None
            return legal and bool(bluffed_foes(view, command["creature"]))
        card = state_module.card_of(command["card"])
        if card.damage or not (card.dodge or card.block or card.reversal):
            return True
        return bool(blows_shown(view, command["creature"]))

    def _holds_back(self, view: View, command: Command) -> bool:
        """Ready with no card for a fighter that could play a Combat Action for real: it
        counts as bluffing, so a bluff aimed at it works (Hint said "none of your Combat cards
        is worth spending" and Little Ember, holding blows, died)."""
        if command.get("type") != "ready":
            return False
        return any(real_actions(view, f) > 0 for f in fighting_for(view))

    def _nulls_the_prey(self, view: View, command: Command) -> bool:
        """A Null card for the prey this seat plays for, where a Combat Action of its hand
        works for it for real: playing for the prey was advised because its cards can hurt
        the hunter, and at the next ask Hint said "Play a Null card: keep them guessing"
        (pl34a 2e)."""
        if command.get("type") != "assign" or command.get("card") != NULL:
            return False
        fighter = command.get("creature")
        combat = view.get("combat") or {}
        packs = {c["iid"]: c.get("pack") for c in view["creatures"]}
        if not isinstance(fighter, str) or fighter not in packs or packs[fighter] is not None:
            return False
        return combat.get("prey_seat") == view["seat"] and real_actions(view, fighter) > 0

    def _empty_handed(self, view: View, command: Command) -> bool:
        """Fighting another round with no Combat Action the attacker can play for real: it
        can only bluff, and a bluff aimed at it works (Keeper Ashgrove took 3 aggravated
        damage so, on Hint's "Fight another round")."""
        if command.get("type") != "choose" or command.get("option") != "fight-on":
            return False
        sides = (view.get("combat") or {}).get("sides") or []
        return bool(sides and sides[0]) and real_actions(view, sides[0][0]) == 0

    def _keeps(self, view: View, legal: list[Command]) -> list[Command]:
        """A card of its own in play discarded, or its Equipment moved to another creature,
        only where the heuristic would: the rollouts could not tell a Quest kept from one
        thrown away (no Enemy in sight yet), and their noise had Hint discard the Quest it had
        just had the person play, and give Oak-Ward Klaive to Keeper Ashgrove and, at the next
        ask, move it to Little Ember, an action more (pl34a 2a)."""
        undo = ("scrap", "trade")
        if not any(c["type"] in undo for c in legal) or all(c["type"] in undo for c in legal):
            return legal
        scores = self.fallback.judge(view, legal)
        kept = max(v for v, c in zip(scores, legal, strict=True) if c["type"] not in undo)
        return [c for c, v in zip(legal, scores, strict=True) if c["type"] not in undo or v > kept]


#: the commands that do nothing, which the search may always weigh
QUIET = ("pass", "ok", "done", "ready")


def make_expert(seat: int, **kwargs: Any) -> ShortlistExpert:
    """The heuristic's best four commands (and a quiet one, where it may) searched."""
    settings = kwargs.get("settings") or HARD
    quiet = QUIET
    found = shortlist_expert(ClassicModel(RULESET), seat, settings, quiet=quiet)
    return ClassicExpert(**{f.name: getattr(found, f.name) for f in dataclasses.fields(found)})

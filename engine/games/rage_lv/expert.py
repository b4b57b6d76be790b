"""The `expert` bot for Rage (relaunch): flat search over the worlds its own view allows.

What a seat cannot see: the order of every deck (its own too), the others' Sept and Combat
hands, and the others' face-down combat picks. `sample_world` rebuilds a full `LvState` from
the seat's view (the public bookkeeping is in `view["books"]`, see `views.bookkeeping`) and
deals the hidden cards at random from what the view leaves unaccounted for: each pack's card
list (public: the pack is named at the table) minus every card instance the view shows
anywhere (hands it holds, discards, Victory Piles, cards in play, removed cards, revealed
picks). The true state is never read.

The search (`engine.ai.search.analyse`, sequential halving with common random numbers) tries
the heuristic's best few commands (others are rarely better and cost rollouts), each in the
same sampled worlds, plays on with the `heuristic` bot for every seat to the end of the turn,
and scores the world with `value`: Renown against the leader, the packs' fighting strength,
cards in hand. So the expert is the heuristic plus a turn of lookahead.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engine.ai.search import SearchSettings
from engine.ai.shortlist import ShortlistExpert, TurnModel, shortlist_expert
from engine.ccg import reactions
from engine.ccg.views import pick, plain
from engine.ccg.worlds import deal_out, memory, unplaced
from engine.core.ruleset import Command
from engine.games.rage_lv import stats, umbra
from engine.games.rage_lv.combat import (
    PICKS,
    WINDOW_TIMING,
    card_block,
    card_damage,
    combatant,
    free_rage,
    pick_legal,
    picking_side,
    window_legal,
)
from engine.games.rage_lv.data import load_extra
from engine.games.rage_lv.decks import seat_pack
from engine.games.rage_lv.plays import battlefield_in_umbra
from engine.games.rage_lv.rules import RULESET, RageLV
from engine.games.rage_lv.state import (
    GUARDIAN,
    Char,
    Combat,
    LvState,
    Moot,
    Player,
    Thing,
    card_of,
)
from engine.games.rage_lv.views import (
    CHAR_BOOKS,
    CHAR_FIELDS,
    COMBAT_BOOKS,
    COMBAT_FIELDS,
    PLAYER_BOOKS,
    PLAYER_FIELDS,
    STATE_BOOKS,
    STATE_FIELDS,
    THING_BOOKS,
    THING_FIELDS,
)
from engine.games.rage_lv.voting import kept_for, vote_stakes_in

View = dict[str, Any]


def _placed(view: View) -> set[str]:
    """Every card instance the view shows somewhere: hands it holds, discards, Victory Piles,
    characters and other cards in play, removed cards, revealed combat picks. (Not every
    string in the view: a lasting effect still names a Combat card shuffled back since.)"""
    out: set[str] = set(view["removed"])
    for pv in view["players"]:
        for zone in ("hand", "combat_hand", "sept_discard", "combat_discard", "victory"):
            out.update(pv[zone] or ())
    out.update(c["iid"] for c in view["chars"])
    out.update(t["iid"] for t in view["things"])
    out.update(m["iid"] for m in view["moots"])
    if view["combat"] is not None:
        out.update(play[1] for play in view["combat"]["chain"] if play[1])
    return {iid[len(GUARDIAN) :] if iid.startswith(GUARDIAN) else iid for iid in out}


def hidden_cards(view: View) -> tuple[list[list[str]], list[list[str]]]:
    """Per seat, the Sept and the Combat card instances the view does not show anywhere."""
    options = view["books"]["options"]
    return unplaced(len(view["players"]), lambda s: seat_pack(options, s), _placed(view))


def sample_world(view: View, rng: random.Random) -> LvState:
    """A full state that agrees with everything `view` shows; hidden cards dealt at random.

    Raises ValueError where the view's counts cannot be met (a stacked deal that left cards
    out, say); the bot then plays as the heuristic."""
    books = view["books"]
    me = view["seat"]
    options = dict(books["options"])
    if view.get("cards"):
        options["cards"] = view["cards"]
    state = LvState(options=options, seats=len(view["players"]))
    state.own_cards = load_extra(options.get("cards"), "your cards")
    for key, value in {**pick(view, STATE_FIELDS), **pick(books, STATE_BOOKS)}.items():
        setattr(state, key, value)
    state.first = plain(view["act_first"])
    state.prompts = plain(books["prompts"])
    state.ccg = memory(books)
    for pv, kept in zip(view["players"], books["players"], strict=True):
        state.players.append(
            Player(**pick(pv, PLAYER_FIELDS), **dict(zip(PLAYER_BOOKS, kept, strict=True)))
        )
    for cv in view["chars"]:
        kept = books["chars"][cv["iid"]]
        state.chars[cv["iid"]] = Char(
            **pick(cv, CHAR_FIELDS), **dict(zip(CHAR_BOOKS, kept, strict=True))
        )
    for tv in view["things"]:
        kept = books["things"][tv["iid"]]
        state.things[tv["iid"]] = Thing(
            **pick(tv, THING_FIELDS), **dict(zip(THING_BOOKS, kept, strict=True))
        )
    state.moots = [
        Moot(m["iid"], m["caller"], m["seat"], m["target"], m["for"], m["against"])
        for m in view["moots"]
    ]

    septs, combats = hidden_cards(view)
    for pool in (*septs, *combats):
        rng.shuffle(pool)
    for seat, (player, pv) in enumerate(zip(state.players, view["players"], strict=True)):
        sept, combat = septs[seat], combats[seat]
        if seat == me:
            player.hand = list(pv["hand"])
            player.combat_hand = list(pv["combat_hand"])
        else:
            player.hand = deal_out(sept, pv["hand_count"])
            player.combat_hand = deal_out(combat, pv["combat_hand_count"])
        player.sept_deck = deal_out(sept, pv["sept_deck"])
        player.combat_deck = deal_out(combat, pv["combat_deck"])
        # What the counts leave over (cards the view never placed) goes nowhere: a world
        # short of a card is still consistent with the view for every count it shows.

    cv, cb = view["combat"], books["combat"]
    if cv is not None:
        chain = []
        for play in cb["chain"]:
            play = list(play)
            if play[1] is None:
                pool = combats[cv["seats"][play[0]]]  # what the hand and deck left over
                if not pool:
                    raise ValueError("a face-down pick with no card left to be it")
                play[1] = pool.pop()
            chain.append(play)
        state.combat = Combat(**pick(cv, COMBAT_FIELDS), **pick(cb, COMBAT_BOOKS), chain=chain)
    return state


def _might(ch: Char, shown: dict[str, int]) -> float:
    return shown["rage"] + shown["health"] - ch.wounds


class LvModel(TurnModel[RageLV]):
    """The rage-lv `WorldModel`: view-only worlds, heuristic rollouts to the end of the turn."""

    def world_from(self, view: View, rng: random.Random) -> LvState:
        return sample_world(view, rng)

    def standing(self, world: LvState, seat: int) -> float:
        """Renown against the best other seat, plus the packs' strength and cards in hand."""
        board = stats.board_of(world)
        strength = [0.0] * world.seats
        for ch in world.chars.values():
            if ch.pack and not world.players[ch.owner].removed:
                shown = board.side_stats(ch)
                strength[ch.owner] += _might(ch, shown) + 0.5 * shown["renown"]
        worth = [
            world.renown(s) * 1.0 + strength[s] * 0.15 + len(world.players[s].hand) * 0.2
            for s in range(world.seats)
        ]
        if world.players[seat].removed:
            return -self.win_value
        others = [worth[s] for s in range(world.seats) if s != seat]
        return worth[seat] - max(others, default=0.0)


#: Hard: heuristic rollouts to the end of the turn are slow (tens of ms), so few of them. 0.8 s
#: of CPU won 15 of 19 bench games from the weaker seat where 0.4 s won 12 of the same 19.
HARD = SearchSettings(rollouts=64, min_worlds=3, max_cpu_seconds=0.8, max_seconds=2.0)


def passing_defers(view: View) -> bool:
    """In the Main Phase a pass only puts a play off: the phase ends once every seat has
    passed in a row, so in the rollouts the others play on and the seat plays the same card
    next time round. Pass and play then tie to the end of the turn, and noise made Pass the
    hint at 68 of 240 Main Phase moments with a card the heuristic would play (seeds 1-30).
    In a vote, noise flipped the hint between voting for its own Moot and passing at each
    ask: the side the heuristic wants is taken, and passing only where it wants none.

    Kept on measure (issue 30): following Hint with Pass searched in the Main Phase or not
    scored alike (bench/bench_hint_follow.py, 13 paired seeds: seat 0's margin +0.4 Renown a
    game for searching it, sign test p = 0.58; 9 and 8 wins, where the heuristic won 5)."""
    return view.get("phase") == "main" or (view.get("phase") == "vote" and not view.get("combat"))


#: how much Renown better than the best attack (over the rest of the turn) passing must look
#: at an attack step to be chosen
ATTACK_EDGE = 1.0


def passing_edge(view: View) -> float:
    """At an attack step, Pass must beat the best attack by `ATTACK_EDGE` to be chosen.

    The seat with the initiative who passes ends the round unplayed (seed 000, "Player with
    Initiative Picks a Card"), so unlike the Main Phase a pass is not free; but in the
    rollouts the combat goes on, the initiative comes back a round later and the seat plays
    the same attack then, so pass and attack often tie to the end of the turn and noise made
    Pass the hint. At 24 attack steps of 2-seat heuristic games (seeds 1-8, the first 3
    each), passing and the heuristic's attack played out in the same 60 worlds came within
    0.5 Renown of each other at 11, passing was better by 1 or more at 2, the attack at 8;
    Hint (24 rollouts, rollout seeds 0-3) said Pass 17 times in 96 before this edge, 2 with
    it (4 seats, seeds 1-6: 6 in 72, then 0). Where passing is clearly better (a foe with Rage
    for one block: let it spend its Rage attacking first) it is still the hint.

    The same edge in a Combat Event window for a seat that fights: the rollouts play the
    combat out, and a card the heuristic rates above passing came out within noise of it.
    With Ember-Tooth's Rage cut to 1 by two Challenge Howls, its own Challenge Howl on the
    hunter (Rage 5) searched better than Pass 3 times in 3 untimed, by 0.3 to 0.7 Renown,
    yet Hard's clock made Pass the hint 3 times in 12 ("nothing you could do now is worth a
    card or a risk", issue 30)."""
    combat = view.get("combat") or {}
    if combat.get("step") == "attack" or renown_at_stake(view) > 0:
        return ATTACK_EDGE
    if combat.get("step") in WINDOW_TIMING and view.get("seat") in combat.get("seats", ()):
        return ATTACK_EDGE
    return 0.0


def renown_at_stake(view: View) -> int:
    """At a step where the seat answers an attack (defend, react), the Renown its combatant
    (its Garou, or the prey it fights for) gives the attacker's player if the blow kills it;
    0 elsewhere. Unblocked, a blow can hand a rival that Renown now, yet in the rollouts the
    hunter often kills the prey a round later anyway, so block and pass tied to the end of the
    turn and noise made Pass the hint: "nothing you could do now is worth a card or a risk"
    while Granite Voice's face-down Claw Rake killed the Pallid Drone its player fought for,
    and Ada scored 2 Renown (issue 30). The same moment of seed 1 (108 commands in) searched
    Pass 0.5 Renown over Roll Away's 3 block; a pass there must now be `ATTACK_EDGE` clear."""
    combat = view.get("combat") or {}
    seat = view.get("seat")
    if combat.get("step") not in ("defend", "react") or seat not in combat.get("seats", ()):
        return 0
    side = combat["seats"].index(seat)
    if combat["seats"][1 - side] is None:  # a guardian's blow scores no one
        return 0
    mine = (combat["hunter"], combat["prey"])[side]
    ch: dict[str, Any] = next((c for c in view["chars"] if c["iid"] == mine), {})
    if not ch or card_of(mine).type == "victim":
        return 0
    worth: int = ch.get("renown", 0)
    return worth


def blow_can_kill(view: View) -> bool:
    """Whether the blow the seat answers now (the foe's last play in the round's chain) can
    kill the seat's combatant: that card where it is face up, else the most any Combat card
    still hidden from the seat could deal (its Rage cost within the attacker's Rage or
    Sustained Rage), the attacker's Damage bonuses counted. True where the view cannot say.
    "If the blow kills Cinder Howl, Chloé scores 4 Renown" was said of Cinder Howl at 7
    Health, against a Soot Runner with 3 Rage (pl40a #4)."""
    combat = view.get("combat") or {}
    seat, chain = view.get("seat"), combat.get("chain") or []
    if seat not in combat.get("seats", ()) or not chain or not isinstance(view.get("books"), dict):
        return True
    side = combat["seats"].index(seat)
    foe, shown = chain[-1][0], chain[-1][1]
    foe_seat = combat["seats"][1 - side]
    if foe == side or foe_seat is None:
        return True
    try:
        world = sample_world(view, random.Random(0))
        mine = world.chars[combatant(world.fighting(), side)]
        hunter = world.chars[combatant(world.fighting(), foe)]
        rage = max(stats.stat(world, hunter, "rage"), free_rage(world, hunter.iid))
        cards = [card_of(shown)] if shown else [card_of(i) for i in hidden_cards(view)[1][foe_seat]]
        most = max(
            (card_damage(world, foe, c, len(chain) == 1) for c in cards if c.rage_cost <= rage),
            default=0,
        )
        return most >= stats.stat(world, mine, "health") - mine.wounds
    except (KeyError, IndexError, TypeError, ValueError):
        return True


def off_the_fight(view: View, command: Command, seat: int) -> bool:
    """What a seat outside the combat is never advised (a few noisy rollouts made it the
    hint): a change that helps the hunter of an Enemy, Victim or guardian win its Renown for
    a rival (seen in a real window: -1 Rage on the Enemy another seat's alpha hunted).
    Against a rival's Garou, which side to help is the search's to weigh. (A Combat Event
    with nothing to act on from outside, Spirit Rebuke, is the rules' to refuse:
    `combat.reaches_from_outside`.)"""
    combat = view.get("combat")
    kind = command["type"]
    if combat is None or seat in combat["seats"] or kind not in ("combat-event", "ability"):
        return False
    card = card_of(command["card"])
    if kind == "ability":
        index = command.get("index", -1)
        effects = [card.effects[index]] if 0 <= index < len(card.effects) else []
    else:
        effects = [e for e in card.effects if e.when == WINDOW_TIMING.get(combat["step"])]
    prey: dict[str, Any] = next((c for c in view["chars"] if c["iid"] == combat["prey"]), {})
    if prey.get("owner") is not None:
        return False
    target = command.get("target")
    return any(
        e.do == "modify" and e.selector.chosen and (target == combat["hunter"]) == (e.amount > 0)
        for e in effects
        if target in (combat["hunter"], combat["prey"])
    )


def wasted_vote(view: View, command: Command) -> bool:
    """A vote that cannot change the result on its side (`Stakes.changes`): it only spends
    the Garou's one vote of the turn, which the next Moot may need. The hint advised voting
    for the player's own Moot, already 6 to 0 with the rival passed, and against a Moot at 13
    to 13, a tie that fails, with no vote to come (issue 30)."""
    if command["type"] != "vote" or not isinstance(view.get("books"), dict):
        return False
    try:
        world = sample_world(view, random.Random(0))  # votes need no hidden card
        count = vote_stakes_in(world, view["seat"], command["char"])
    except (KeyError, IndexError, TypeError, ValueError):
        return False
    return count is not None and not count.changes(command["side"] == "for")


def vote_kept(view: View, command: Command) -> bool:
    """A vote against the Moot voted on now where a later Moot of this turn can cost the seat
    more (`voting.kept_for`): a Garou votes on one Moot a turn, so the vote is kept for it."""
    if command["type"] != "vote" or command["side"] != "against":
        return False
    if not isinstance(view.get("books"), dict):
        return False
    try:
        return kept_for(sample_world(view, random.Random(0)), view["seat"]) is not None
    except (KeyError, IndexError, TypeError, ValueError):
        return False


def cancels_nothing(view: View, command: Command, seat: int) -> bool:
    """A Combat Event that only cancels combat bonuses (Spirit Rebuke) played where the
    fighter it cancels has none: the card is spent for nothing. It was the hint, and the log
    then showed only "Revealed: Spirit Rebuke" and its discard (issue 30)."""
    combat = view.get("combat")
    if command["type"] != "combat-event" or combat is None or seat not in combat["seats"]:
        return False
    timing = WINDOW_TIMING.get(combat["step"])
    effects = [e for e in card_of(command["card"]).effects if e.when == timing]
    if not effects or any(e.do != "cancel" or e.selector.what != "character" for e in effects):
        return False
    foe = (combat["hunter"], combat["prey"])[1 - combat["seats"].index(seat)]
    chars = {c["iid"]: c for c in view["chars"]}
    aimed = [command.get("target") or foe]
    return not any(
        amount > 0 and until == "combat"
        for iid in aimed
        for _key, amount, until in chars.get(iid, {}).get("mods", ())
    )


def given_back(view: View, command: Command, seat: int) -> bool:
    """A Combat Event whose only effect takes Rage from its target where another player may
    give it straight back in the same window with an ability of a card in play (Totem of the
    Night Heron's +1 Rage): the card is spent for nothing. "Play Challenge Howl on Pale
    Lantern" was the hint twice, the log each time "Pale Lantern -1 Rage (Challenge Howl).
    Pale Lantern +1 Rage (Totem of the Night Heron)" (issue 30, vlv6 #3)."""
    combat = view.get("combat")
    target = command.get("target")
    if command["type"] != "combat-event" or combat is None or not isinstance(target, str):
        return False
    timing = WINDOW_TIMING.get(combat["step"])
    effects = [e for e in card_of(command["card"]).effects if e.when == timing]
    if not effects or any(e.do != "modify" or e.stat != "rage" or e.amount >= 0 for e in effects):
        return False
    taken = -sum(e.amount for e in effects)
    # who wants the Rage back: the target's player, or the seat fighting for it as prey
    ch: dict[str, Any] = next((c for c in view["chars"] if c["iid"] == target), {})
    fighters = dict(zip((combat["hunter"], combat["prey"]), combat["seats"], strict=False))
    side = ch.get("owner") if ch.get("owner") is not None else fighters.get(target)
    if side is None or side == seat:
        return False
    try:
        world = sample_world(view, random.Random(0))  # abilities in play are public
        answers = window_legal(world, side)
    except (KeyError, IndexError, TypeError, ValueError):
        return False
    for c in answers:
        if c["type"] != "ability" or c.get("target") != target or c.get("index", -1) < 0:
            continue
        effect = card_of(c["card"]).effects[c["index"]]
        if effect.do == "modify" and effect.stat == "rage" and effect.amount >= taken:
            return True
    return False


def moves_nothing(view: View, command: Command) -> bool:
    """A card played whose only effect moves the Umbra marker and leaves the chart at the
    level it is (or cannot move it): the card and, for a Moot, the turn's votes are spent for
    nothing. "Call the Moot Call to the Hunt … The Umbra stays at level 2." was the top hint
    twice in a game, the last time on its last turn with no Renown (issue 30)."""
    points = view.get("umbra")
    if command["type"] != "play" or not isinstance(points, int):
        return False
    effects = card_of(command["card"]).effects
    if not effects or any(e.do != "umbra" or e.then for e in effects):
        return False
    moved = umbra.clamp(points + sum(e.amount for e in effects))
    return umbra.level(moved) == umbra.level(points)


def _turn_and_limit(view: View) -> tuple[int, int] | None:
    """The turn on now and the turn limit, where the view carries both."""
    books = view.get("books")
    options = books.get("options") if isinstance(books, dict) else None
    limit = options.get("turn_limit") if isinstance(options, dict) else None
    turn = view.get("turn")
    if not isinstance(limit, int) or not isinstance(turn, int):
        return None
    return turn, limit


def last_turn(view: View) -> bool:
    """Whether the turn on now is the last before the turn limit ends the game."""
    found = _turn_and_limit(view)
    return found is not None and found[0] >= found[1]


@dataclass(frozen=True)
class Figures:
    """A Combat card's Damage and Block as the round will count them, its fighter's bonuses
    in, and what adds to each, card by card (source None: no card names it)."""

    damage: int
    block: int
    damage_from: tuple[tuple[str | None, int], ...] = ()
    block_from: tuple[tuple[str | None, int], ...] = ()


def figures_in(world: LvState, seat: int, card: str) -> Figures | None:
    """`card`'s `Figures` picked now by `seat` in `world` (None where it does not pick)."""
    combat = world.combat
    if combat is None or combat.step not in PICKS:
        return None
    side = picking_side(combat)
    if combat.seats[side] != seat:
        return None
    c = card_of(card)
    attacking = combat.step == "attack"
    damage = card_damage(world, side, c, attacking)
    block = 0 if attacking or not combat.chain else card_block(world, side, c, combat.chain[-1][0])
    ch = world.chars[combatant(combat, side)]
    damage_from = damage and not c.damage_x and damage != c.damage
    return Figures(
        damage,
        block,
        tuple(stats.bonus_sources(world, ch, "damage")) if damage_from else (),
        tuple(stats.bonus_sources(world, ch, "block")) if block and block != c.block else (),
    )


def figures(view: View, card: str) -> Figures | None:
    """`card`'s `Figures` picked now by the view's seat (the Hint says them: "Pounce: 3
    damage" was said where the round counted 5 with Obsidian Knuckles' and Cinder Howl's +1,
    issue 30). None where the view cannot be rebuilt."""
    try:
        world = sample_world(view, random.Random(0))  # the seat's own fighter is in sight
        return figures_in(world, view["seat"], card)
    except (KeyError, IndexError, TypeError, ValueError):
        return None


def weaker_blow(view: View, command: Command, seat: int) -> bool:
    """An attack card that leaves the foe alive where another the seat may play now kills it
    (unblocked), each with its fighter's Damage bonuses: "Play Scorch: 2 damage for 1 Rage"
    against a Pallid Drone with 3 Health left, with Pounce's 3 in hand, wounded nothing
    (pl34b #9)."""
    combat = view.get("combat")
    if command["type"] != "combat-card" or combat is None or combat.get("step") != "attack":
        return False
    if seat not in combat["seats"]:
        return False
    foe_iid = (combat["hunter"], combat["prey"])[1 - combat["seats"].index(seat)]
    foe: dict[str, Any] = next((c for c in view["chars"] if c["iid"] == foe_iid), {})
    if not foe:
        return False
    left = foe["health"] - foe["wounds"]
    try:
        world = sample_world(view, random.Random(0))  # the seat's own hand and Rage are known
        legal = pick_legal(world, seat)
        mine = figures_in(world, seat, command["card"])
        others = [figures_in(world, seat, c["card"]) for c in legal if c["type"] == "combat-card"]
    except (KeyError, IndexError, TypeError, ValueError):
        return False
    if mine is None or mine.damage >= left:
        return False
    return any(f is not None and f.damage >= left for f in others)


def rite_too_late(view: View, command: Command) -> bool:
    """A Rite performed where it cannot complete before the last turn of the game: one
    performed on turn T turns a quarter at each Start of Turn and works from turn T +
    duration, and no turn starts past the limit. "Have Soot Runner perform Rite of Banked
    Embers: it completes in 2 turns" was the hint on turn 3 of 3 (issue 30, vlv6 #3). One that
    completes on the last turn buys a single turn of its effect for the Gnosis and every turn
    its performer sits out of the hunt before then: on turn 1 of 3 it was the first hint of a
    newcomer's game, whose Cinder Howl then fought and died and the Rite was discarded (pl36b
    #2); the end-of-turn rollouts cannot see a reward two turns off, so they cannot weigh it."""
    if command["type"] != "play" or not command.get("on"):
        return False
    card = card_of(command["card"])
    found = _turn_and_limit(view)
    if card.type != "rite" or found is None:
        return False
    turn, limit = found
    return turn + card.duration >= limit


def used_too_late(view: View, command: Command) -> bool:
    """A card played on the game's last turn whose every use is a Main Phase action: one is
    used only from the next turn's Main Phase (seed 000), which does not come. On the last
    turn the hint must give no reason of a turn to come (pl40a #3)."""
    if command["type"] != "play" or not last_turn(view):
        return False
    effects = card_of(command["card"]).effects
    return bool(effects) and all(e.when == "main" for e in effects)


def garou_in_play(view: View, seat: int) -> tuple[int, int]:
    """The Garou in play: the seat's, and its rivals' (prey is no one's)."""
    garou = [c for c in view["chars"] if card_of(c["iid"]).type == "garou"]
    mine = sum(1 for c in garou if c.get("owner") == seat)
    return mine, sum(1 for c in garou if c.get("owner") not in (None, seat))


def feeds_rivals(view: View, command: Command, seat: int) -> bool:
    """A Battlefield played whose Neutral text reaches every Garou in play while the rivals'
    Garou outnumber the seat's, and a rival already controls a copy: its gain is mostly
    theirs, and the rival that beat the copy's guardian is the likeliest to beat this one's
    and take its Controller: text too. The Dry Wash's heal was the hint with 18 rival Garou
    in play to the player's 6, a rival holding the other copy (pl40a 094)."""
    if command["type"] != "play" or command.get("on"):
        return False
    card = card_of(command["card"])
    if card.type != "battlefield" or not any(
        e.scope == "neutral" and e.selector.name == "all-garou" for e in card.effects
    ):
        return False
    held = any(
        card_of(t["iid"]).id == card.id and t.get("controller") not in (None, seat)
        for t in view["things"]
    )
    mine, theirs = garou_in_play(view, seat)
    return held and theirs > mine


def dead_card(view: View, iid: str) -> bool:
    """A Sept card in hand that can do nothing more this game: a Rite that cannot complete
    before the game ends, or, on the last turn once the Moots are voted (alphas, hunts), a
    card that does not answer an event (`reactions.MOMENTS`): the only Sept cards a hand
    still plays then (a Combat Event window takes Combat cards)."""
    found = _turn_and_limit(view)
    if found is None:
        return False
    card = card_of(iid)
    turn, limit = found
    if card.type == "rite":
        return turn + card.duration > limit
    if turn < limit or view.get("phase") not in ("alpha-pick", "alpha", "nominate", "end"):
        return False
    return not any(e.when in reactions.MOMENTS for e in card.effects)


def crinos_for_the_deck(view: View, command: Command) -> bool:
    """Crinos paid with the Sept deck's top card while the hand holds a card that can do
    nothing more this game (`dead_card`): "discard the top Sept card (your hand stays whole)"
    was the hint twice over Ember Vigil and Rite of Banked Embers, cards of no more use, on the
    last turn (pl40a #3); the rollouts count a card in hand, so they kept the dead one."""
    if command["type"] == "pick":
        paid = command.get("crinos")
    elif command["type"] == "choose" and command.get("kind") == "crinos":
        paid = command.get("option")
    else:
        return False
    players = view.get("players") or ()
    seat = view.get("seat")
    if paid != "deck" or not isinstance(seat, int) or seat >= len(players):
        return False
    hand = players[seat].get("hand") or ()
    return any(isinstance(iid, str) and dead_card(view, iid) for iid in hand)


def _hunted(view: View, seat: int, alpha: str, in_umbra: bool, challenges: bool) -> int | None:
    """The most Renown an alpha on one side of the Hunting Grounds could fight for there (its
    prey; with `challenges`, other packs' characters it could challenge too); None where a
    Battlefield it does not control lies on that side (worth more than Renown says)."""
    best = -1
    for ch in view["chars"]:
        if ch["iid"] == alpha or ch["umbra"] != in_umbra or ch["iid"].startswith(GUARDIAN):
            continue
        rival = ch["pack"] and ch["owner"] != seat and ch["where"] == "staging"
        if (ch["where"] == "hunting" and not (ch["pack"] and ch["owner"] == seat)) or (
            challenges and rival
        ):
            best = max(best, ch["renown"])
    for thing in view["things"]:
        if (
            card_of(thing["iid"]).type == "battlefield"
            and battlefield_in_umbra(thing["iid"]) == in_umbra
            and thing.get("controller") != seat
        ):
            return None
    return best


def crosses_for_nothing(view: View, command: Command, seat: int) -> bool:
    """An alpha sent across the Umbra's border (a shift, or an alpha picked to cross) where
    nothing on the other side is worth more Renown than the prey its side already offers
    (a challenge counts only over there: it may be refused). The crossing costs Sept cards
    off the deck's top, which the search's `standing` does not count, so the rollouts' noise
    chose it: a newcomer's alpha was hinted into the Umbra, straight back out (4 Sept cards),
    then to a Static Wraith like the one beside it in the Umbra (pl34b #2)."""
    if command["type"] == "shift":
        alphas, at = view.get("alphas") or [], view.get("alpha_at")
        alpha = alphas[at] if isinstance(at, int) and 0 <= at < len(alphas) else None
    elif command.get("cross"):
        alpha = command.get("char")
    else:
        return False
    char = next((c for c in view["chars"] if c["iid"] == alpha), None)
    if char is None:
        return False
    here = _hunted(view, seat, char["iid"], char["umbra"], challenges=False)
    there = _hunted(view, seat, char["iid"], not char["umbra"], challenges=True)
    return here is not None and there is not None and there <= here


def crinos_rage(view: View, iid: str) -> tuple[int, int]:
    """A Breed-form character's Rage now, and what it would be in Crinos (its bonuses and
    lasting changes kept)."""
    card = card_of(iid)
    char: dict[str, Any] = next((c for c in view["chars"] if c["iid"] == iid), {})
    rage: int = char.get("rage", 0)
    return rage, rage + card.side(True).rage - card.side(False).rage


def stays_outmatched(view: View, command: Command, seat: int) -> bool:
    """Staying in Breed form where the foe has more Rage than the seat's combatant and
    Crinos would give it more. Rage pays for every Combat card; Crinos' Health is no reason
    to shift, since a blow that would kill a Breed-form Garou shifts it for free (seed 000,
    "Combat Basics", "Apply Any Damage"). Ember-Tooth (Rage 3, Crinos 5) hunted by a Crinos Soot Runner (Rage
    5) was advised to stay at Hard's clock 3 times in 12, where shifting searched better
    untimed 3 times in 3 (issue 30); its Rage was then cut to 1 and it could play nothing
    above a Rage cost of 1."""
    combat = view.get("combat")
    if command["type"] != "choose" or command.get("kind") != "crinos" or not combat:
        return False
    if command.get("option") != "stay" or seat not in combat["seats"]:
        return False
    side = combat["seats"].index(seat)
    fighters = (combat["hunter"], combat["prey"])
    rage, crinos = crinos_rage(view, fighters[side])
    theirs: int = next(
        (c.get("rage", 0) for c in view["chars"] if c["iid"] == fighters[1 - side]), 0
    )
    return crinos > rage and theirs > rage


def alpha_blow_for_nothing(view: View, command: Command, seat: int) -> bool:
    """A card played whose only use is an Alpha action that damages (Ember Vigil: "Alpha:
    Cause 1 damage to target character") where that damage kills nothing in play: the use
    costs the alpha's hunt, worth more than a wound that heals, and the card leaves play at
    the end of the turn. It was the hint on turn 1, never used, then discarded (pl36b #2).
    Where the damage would kill, its use is searched (`kills_outright`)."""
    if command["type"] != "play":
        return False
    effects = card_of(command["card"]).effects
    if not effects or any(e.when != "alpha" or e.do != "damage" for e in effects):
        return False
    reach = max(e.amount for e in effects)
    return not any(
        c["owner"] != seat and c["health"] - c["wounds"] <= reach
        for c in view["chars"]
        if not c["iid"].startswith(GUARDIAN)
    )


def fighting_might(view: View, char: dict[str, Any], shifts: bool) -> int:
    """Rage plus Health left, in Crinos where `shifts` (a Breed-form Garou paying for it)."""
    rage, health = char.get("rage", 0), char.get("health", 0)
    if shifts:
        card = card_of(char["iid"])
        rage = crinos_rage(view, char["iid"])[1]
        health += card.side(True).health - card.side(False).health
    return int(rage + health - char.get("wounds", 0))


def crinos_left_idle(view: View, command: Command, seat: int) -> bool:
    """An alpha picked (or shifted to Crinos for a card) where a Garou of the pack already in
    Crinos, ready on the same side of the Umbra and performing no Rite, fights at least as
    well for nothing: its Crinos lapses unused. Ember-Tooth, put in Crinos by Call the Beast,
    stood at Rage 5, Health 6 while the hint said "Make Soot Runner your alpha: it is your
    best fighter now" and paid a Sept card for Soot Runner's Crinos (pl36b #2); the cards the
    shift costs are not in `standing`, so the rollouts tied. A shift is weighed by what the
    picked Garou is without the card it costs: Call the Beast put Soot Runner in Crinos
    (Rage 5, Health 5), then the hint paid a second card for Cinder Howl's Crinos (Rage 6,
    Health 7; Rage 4, Health 4 as it was), and Soot Runner's Crinos lapsed (pl40a #3)."""
    if command["type"] != "pick" or command.get("cross"):
        return False
    chars = {c["iid"]: c for c in view["chars"]}
    picked = chars.get(command.get("char"))
    if picked is None or picked.get("crinos"):
        return False
    mine = fighting_might(view, picked, False)
    for other in chars.values():
        if (
            other["owner"] == seat
            and other.get("crinos")
            and other["where"] == "staging"
            and not other.get("regen")
            and other["umbra"] == picked["umbra"]
            and not any(card_of(a).type == "rite" for a in other.get("attached") or ())
            and fighting_might(view, other, False) >= mine
        ):
            return True
    return False


def unwise(view: View, command: Command, seat: int) -> bool:
    """What the expert never advises: a wasted vote (`wasted_vote`) or one a later Moot
    needs more (`vote_kept`), a card that cancels nothing or moves nothing (`moves_nothing`),
    a blow that does not kill where another would (`weaker_blow`), Rage taken that another
    player gives straight back (`given_back`), a Rite too late to complete (`rite_too_late`)
    or a Main action too late to use (`used_too_late`), Crinos paid with the deck's top
    card over a card of no more use (`crinos_for_the_deck`), a change off the fight
    (`off_the_fight`), a crossing of the Umbra's border to nothing better
    (`crosses_for_nothing`), Breed form kept against a foe with more Rage
    (`stays_outmatched`), a Garou already in Crinos left out of the hunt for a weaker alpha
    (`crinos_left_idle`), an Alpha action's card whose damage kills nothing
    (`alpha_blow_for_nothing`), or a Battlefield whose gain goes mostly to rivals
    (`feeds_rivals`)."""
    return (
        wasted_vote(view, command)
        or vote_kept(view, command)
        or cancels_nothing(view, command, seat)
        or moves_nothing(view, command)
        or weaker_blow(view, command, seat)
        or rite_too_late(view, command)
        or used_too_late(view, command)
        or crinos_for_the_deck(view, command)
        or given_back(view, command, seat)
        or off_the_fight(view, command, seat)
        or crosses_for_nothing(view, command, seat)
        or stays_outmatched(view, command, seat)
        or crinos_left_idle(view, command, seat)
        or alpha_blow_for_nothing(view, command, seat)
        or feeds_rivals(view, command, seat)
    )


def kills_outright(view: View, command: Command, seat: int) -> bool:
    """An action or ability whose damage kills a character of another seat's, or prey, for
    sure (Ember Vigil's Alpha: 1 damage on a Pallid Drone with 1 Health left): a sure kill,
    which the heuristic ranks under every attack, so it was never searched and never the hint
    (issue 30). It is searched whatever its rank."""
    if command["type"] not in ("action", "ability") or command.get("index", -1) < 0:
        return False
    chars = {c["iid"]: c for c in view["chars"]}
    target = chars.get(command.get("target"))
    if target is None or target.get("owner") == seat:
        return False
    effect = card_of(command["card"]).effects[command["index"]]
    left = target["health"] - target["wounds"]
    return any(e.do == "damage" and e.selector.chosen and e.amount >= left for e in effect.steps)


def heals_the_hurt(view: View, command: Command, seat: int) -> bool:
    """A Combat Event that heals the seat's own wounded fighter in this window (Second Wind:
    "heal 1" on a Pallid Drone at 2 of 3 Health): the heuristic ranks it under passing, so it
    was never searched, and "Pass: nothing you could do now is worth a card or a risk" was the
    hint before the Drone died to the next blow (pl36b #2). It is searched whatever its rank;
    a pass still wins where it searches `ATTACK_EDGE` clear. Only while blows are still to
    come (Pre- and Mid-Combat): after the fight a heal saves no one, and that edge would make
    it the hint over a pass that keeps the card."""
    combat = view.get("combat")
    if command["type"] != "combat-event" or combat is None or seat not in combat["seats"]:
        return False
    if combat["step"] not in ("pre", "mid"):
        return False
    mine = (combat["hunter"], combat["prey"])[combat["seats"].index(seat)]
    char = next((c for c in view["chars"] if c["iid"] == mine), None)
    if char is None or char["wounds"] <= 0:
        return False
    timing = WINDOW_TIMING.get(combat["step"])
    return any(
        e.when == timing and e.do == "heal" and e.selector.mode == "self"
        for e in card_of(command["card"]).effects
    )


def searched_anyway(view: View, command: Command, seat: int) -> bool:
    """What the search weighs whatever the heuristic's rank: a sure kill (`kills_outright`),
    healing one's own wounded fighter (`heals_the_hurt`)."""
    return kills_outright(view, command, seat) or heals_the_hurt(view, command, seat)


def make_expert(seat: int, **kwargs: Any) -> ShortlistExpert:
    """The heuristic's best four commands (and passing, where it may) searched."""
    settings = kwargs.get("settings") or HARD
    # Only moves the heuristic rates at least as well as passing: a Rage -1 on its own alpha
    # was the hint 31 times in 413 pre-combat moments of heuristic games (noisy rollouts).
    return shortlist_expert(
        LvModel(RULESET),
        seat,
        settings,
        quiet=("pass", "combat-pass"),
        above_quiet=True,
        defers=passing_defers,
        veto=unwise,
        quiet_edge=passing_edge,
        always=searched_anyway,
    )

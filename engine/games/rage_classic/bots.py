"""Bots for the original Rage: `random` and a `heuristic` that reads only its own seat's view.

The heuristic scores each legal command with readable rules of thumb: field what scores for its
allegiance; lead each Combat Phase with the creature that could score the most (one holding a
blow it can strike for real); hunt, or bind as Spirits, what it expects to kill, prey before
another pack's Characters, and fight rather than pass while any fight may score; keep only
Combat Actions the pack can play for real and one defence; strike rather than defend unless
the next blow could kill, land a finishing blow first and aim it where it kills; flee a fight
(Fade Away, a Fox Frenzy) only to save a dying creature, and withdraw by what kills, not what
flips; vote for its own Juntas and against the others'; and pass or allow otherwise. Card
definitions are public, so it looks them up; everything else comes from its view (never the
state). One decision scores at most a few hundred commands.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.ccg.bots import ScoringBot, bots
from engine.games.rage_classic.cards import POOL
from engine.games.rage_classic.flow import has_phase
from engine.games.rage_classic.risks import foes_of, toughness
from engine.games.rage_classic.state import NULL, card_of
from engine.games.rage_classic.views import cards_held

Command = dict[str, Any]

QUIET = {"pass": 0.0, "ok": 0.2, "allow": 0.0, "done": 0.0, "ready": 0.0}


_OTHER_WORLD = {"physical": "umbra", "umbra": "physical"}


def _creatures(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {c["iid"]: c for c in view["creatures"]}


def _left(ch: dict[str, Any]) -> int:
    """Damage it can still take."""
    return ch["health"] - ch["wounds"]


def _might(ch: dict[str, Any]) -> int:
    return ch["combat_rage"] * 2 + _left(ch)


def _defence(c: Any) -> float:
    """How well a Combat Action without damage saves its user from a blow."""
    if _escapes(c):
        return 0.5
    return 3.0 if c.dodge else 2.5 if c.reversal else c.block * 0.5 if c.block else 1.0


def _escapes_after(effect: Any) -> bool:
    return any(step.do == "move" and step.param("to") == "escape" for step in effect.steps)


def _escapes(c: Any) -> bool:
    """A card that takes its user out of the fight (Fade Away, a Fox Frenzy such as Fox
    Flight): a hunter that plays it ends its own hunt empty-handed."""
    return any(
        _escapes_after(e) or e.do == "frenzy" and e.param("type") == "fox" for e in c.effects
    )


@dataclass
class HeuristicBot(ScoringBot):
    pool = POOL

    def read(self, view: dict[str, Any]) -> None:
        self._view = view
        self._chars = _creatures(view)
        me = view["players"][self.seat]
        self._side = "Gaia" if me["allegiance"] == "gaia" else "Wyrm"

    # -- helpers ------------------------------------------------------------------------------------
    def _char(self, iid: object) -> dict[str, Any] | None:
        """The creature a command names (None when it names none)."""
        return self._chars.get(iid) if isinstance(iid, str) else None

    def mine(self, iid: Any) -> bool:
        ch = self._char(iid)
        return ch is not None and ch["pack"] == self.seat

    def worth(self, iid: str) -> int:
        """VP a kill brings my pack (Enemies nothing to Wyrm, Victims nothing to Gaia)."""
        ch = self._chars.get(iid)
        if ch is None:
            return 0
        if ch["kind"] == "enemy" and self._side == "Wyrm":
            return 0
        if ch["kind"] == "victim" and self._side == "Gaia":
            return 0
        if ch["pack"] == self.seat:
            return 0
        return card_of(iid).renown

    def score(self, view: dict[str, Any], cmd: Command) -> float:
        kind = cmd["type"]
        if kind in QUIET:
            return QUIET[kind]
        handler = getattr(self, "_" + kind.replace("-", "_"), None)
        return handler(cmd) if handler else 0.0

    # -- Closed Play -------------------------------------------------------------------------------
    def _idle(self, c: Any) -> bool:
        """A Caern with no ability of its own in a game with no Umbra Phase: it does nothing."""
        return (
            c.type == "caern"
            and not c.effects
            and not has_phase(self._view.get("rulebook"), "umbra")
        )

    def _discard(self, cmd: Command) -> float:
        c = card_of(cmd["card"])
        if self._idle(c):
            return 1.0
        if c.type == "combat-action":
            # a Combat Action nobody in the pack can play for real now (form, requirement,
            # Gnosis or Rage) only bluffs; kept, the hand never lands a blow (bot games
            # crawled to the turn limit holding Crinos-only and Rage 7+ cards): make room
            mine = [ch for ch in self._chars.values() if self.mine(ch["iid"])]
            if not any(self._for_real(ch, c) for ch in mine):
                return 1.0
            if c.damage:
                return -1.0
            # one defence weathers a blow; more only crowd out the blows a hunt needs (a fight
            # of one card a round ran out of blows and ended with the prey alive)
            player = self._view["players"][self.seat]
            staged = {e["card"] for e in player["staged"]}
            defences = [
                i
                for i in player["combat_hand"]
                if i not in staged
                and not card_of(i).damage
                and any(self._for_real(ch, card_of(i)) for ch in mine)
            ]
            best = max(defences, key=lambda i: (_defence(card_of(i)), i))
            return -1.0 if cmd["card"] == best else 0.8
        if c.type in ("moot", "board-meeting") and len(self._view["players"]) < 3:
            return 0.5
        return -1.0

    def _stage(self, cmd: Command) -> float:
        c = card_of(cmd["card"])
        if self._idle(c):
            return -1.0
        if c.type == "enemy":
            return 3.0 if self._side == "Gaia" else -3.0
        if c.type == "victim":
            return 3.0 if self._side == "Wyrm" else -3.0
        if c.type in ("ally", "caern", "territory", "realm"):
            return 2.5
        if c.type == "equipment":
            host = self._char(cmd.get("by"))
            return 2.0 + (host["renown"] * 0.1 if host else 0.0)
        if c.type == "battlefield":
            return -0.5
        return 0.5

    def _step(self, cmd: Command) -> float:
        """Cross the Gauntlet only towards something worth fighting: a pack left on the wrong
        side of it never fights again (bot games stalled to the turn limit that way). Prey is
        what an alpha can always attack, so it decides first; another pack's creatures only
        when no prey is in reach on either side (they can refuse a challenge)."""
        ch = self._chars.get(cmd["creature"])
        if ch is None or ch["world"] == "both":
            return -1.0
        across = {**ch, "world": _OTHER_WORLD[ch["world"]]}
        prey = [c for c in self._chars.values() if c["pack"] is None]
        for pool in (prey, list(self._chars.values())):
            here = any(self._reach(ch, other) for other in pool)
            there = any(self._reach(across, other) for other in pool)
            if here or there:
                return 1.5 if there and not here else -1.0
        return -1.0

    def _call(self, cmd: Command) -> float:
        target = cmd.get("target")
        if isinstance(target, str) and self.mine(target):
            return -2.0
        return 2.0

    def _vote(self, cmd: Command) -> float:
        view = self._view
        juntas = view["juntas"]
        at = view["junta_at"]
        if at >= len(juntas):
            return 0.0
        junta = juntas[at]
        mine = junta["seat"] == self.seat
        target = junta["target"]
        hurts = target == self.seat or self.mine(target)
        want = "no" if hurts else "yes" if mine else "no"
        return 2.0 if cmd["side"] == want else -1.0

    def _alpha(self, cmd: Command) -> float:
        """Lead with the creature that could score the most this Combat Phase: what it could
        hunt or bind and how surely its best blow in hand kills that. One with no damaging
        Combat Action it can play for real only places Null cards and defences, and its
        fights end with nothing killed (bot games crawled to the turn limit that way: a breed-
        form Pumonca holding Kailindo and Crinos-only cards while a packmate could play them,
        a Director stranded in the Umbra with Victims only in the physical world)."""
        ch = self._chars[cmd["creature"]]
        score = self._prospects(ch) * 2.0 + _might(ch) * 0.1 + ch["renown"] * 0.05
        if not any(self._reach(ch, other) for other in self._chars.values()):
            score -= 100.0  # nothing on its side of the Gauntlet to fight: a wasted alpha
        if self._strike(ch) == 0 and self._any_strike():
            score -= 30.0
        return score

    def _prospects(self, ch: dict[str, Any]) -> float:
        """The most VP `ch` could expect from one alpha action: prey it reaches (a sure
        fight), Spirits it could bind, or another pack's creature (only if that one is an alpha
        too, or accepts a challenge: worth much less)."""
        best = 0.0
        for other in self._chars.values():
            if other["pack"] == self.seat:
                continue
            value = self._gain(ch, other)
            if other["pack"] is not None:
                value *= 0.5
            best = max(best, value)
        return best

    def _gain(self, ch: dict[str, Any], other: dict[str, Any], bind: bool | None = None) -> float:
        """VP `ch` may expect from fighting `other`: its worth (half, round up, for a Spirit
        bound) times how surely `ch` kills it."""
        worth = self.worth(other["iid"]) if self._reach(ch, other) else 0
        if worth:
            worth += self._kill_bonus(ch, other)
        bound = self._bindable(ch, other)
        if bind is None:
            bind = bound and (card_of(other["iid"]).renown + 1) // 2 > worth
        if bind:
            if not bound:
                return 0.0
            worth = (card_of(other["iid"]).renown + 1) // 2
        return worth * self._chance(ch, other)

    def _kill_bonus(self, ch: dict[str, Any], other: dict[str, Any]) -> int:
        """VP a card on `ch` scores when it kills `other` (Claim the Meek, Quarterly Targets:
        a Victim's kill scores 2 or 1 more for the Quest's bearer)."""
        bonus = 0
        for iid in ch["attached"]:
            for e in card_of(iid).effects:
                if e.when != "kill" or e.do != "score":
                    continue
                cond = e.condition
                if cond is None:
                    bonus += e.amount
                elif cond.kind == "subject" and cond.arg == "other" and cond.parts:
                    part = cond.parts[0]
                    if part.kind == "type" and other["kind"] in part.arg:
                        bonus += e.amount
        return bonus

    def _chance(self, ch: dict[str, Any], other: dict[str, Any]) -> float:
        """A rough chance that `ch` kills `other` before the fight ends: the fewer of its blows
        in hand it takes (best first; one card a round, no draws), the likelier; a hand whose
        blows together fall short needs luck; a mightier foe lowers it. Another pack's creature
        is played by a player with a whole Combat hand (defences, escapes, packmates brought
        in): in bot games such fights killed a few times in a hundred, prey about every other
        time."""
        blows = self._blows(ch)
        if not blows:
            return 0.0  # nothing to kill with
        tough, dealt, need = toughness(other), 0, 0
        for damage in blows:
            if dealt >= tough:
                break
            dealt, need = dealt + damage, need + 1
        if dealt < tough:
            # the hand runs out first: the rest takes luck (a flip to Crinos, a card drawn)
            need += -(-(tough - dealt) // blows[0]) + 1
        edge = _might(ch) - _might(other)
        chance = max(0.05, min(1.0, 1.15 - 0.2 * need + 0.03 * edge))
        return chance * 0.4 if other["pack"] is not None else chance

    def _bindable(self, ch: dict[str, Any], other: dict[str, Any]) -> bool:
        """A Spirit in the Hunting Grounds `ch` could attack to bind from where it stands
        (seed 001, "Attacking to bind": worth half its Renown while it serves the pack, to
        either allegiance: the Wyrm's only VP from an Enemy Spirit)."""
        if other["pack"] is not None or ch["world"] not in ("umbra", "both"):
            return False
        words = set(other["keywords"])
        return "Spirit" in words and "Cannot be bound" not in words

    def _blows(self, ch: dict[str, Any]) -> list[int]:
        """The damage of each Combat Action in my hand `ch` can play for real now, most first."""
        hand = [card_of(i) for i in self._view["players"][self.seat]["combat_hand"] or []]
        return sorted((c.damage for c in hand if c.damage and self._for_real(ch, c)), reverse=True)

    def _strike(self, ch: dict[str, Any]) -> int:
        """The most damage a Combat Action in my hand deals played for real by `ch` now."""
        return max(self._blows(ch), default=0)

    def _any_strike(self) -> bool:
        """Whether some creature of my pack could strike for real with my Combat hand."""
        return any(self._strike(ch) for ch in self._chars.values() if self.mine(ch["iid"]))

    def _for_real(self, ch: dict[str, Any], c: Any) -> bool:
        """A Combat Action `ch` may play, at its Rage, without bluffing."""
        return (
            c.type == "combat-action"
            and self._unusable(ch, c) is None
            and c.rage <= ch["combat_rage"]
        )

    def _reach(self, ch: dict[str, Any], other: dict[str, Any]) -> bool:
        """Whether `ch` could fight `other` for VP: another pack's creature or prey with a VP
        value, or a Spirit it could bind, on the same side of the Gauntlet (Spirits are on
        both)."""
        if other["pack"] == self.seat or other["iid"] == ch["iid"]:
            return False
        if not self.worth(other["iid"]) and not self._bindable(ch, other):
            return False
        worlds = {ch["world"], other["world"]}
        return len(worlds) == 1 or "both" in worlds

    # -- Open Play -------------------------------------------------------------------------------------
    def _play(self, cmd: Command) -> float:
        c = card_of(cmd["card"])
        target = cmd.get("target")
        by = self._char(cmd.get("by"))
        t = c.type
        if t in ("enemy", "victim", "ally", "caern", "territory", "realm", "equipment"):
            return self._stage(cmd) - 0.5
        if t == "battlefield":
            return -1.0
        effects = [e for e in c.effects]
        first = next((e for e in effects if e.when.startswith("play")), None)
        if first is None:
            # totems, lunar phases, past lives, quests: lasting help for the pack
            if "Lunar Phase" in c.keywords:
                return 1.0
            return 2.0 + (by["renown"] * 0.1 if by else 0.0)
        return self._effect_value(first, target, by)

    def _effect_value(self, effect: Any, target: Any, by: dict[str, Any] | None) -> float:
        do = effect.do
        ch = self._char(target)
        in_fight = self._view["combat"] is not None
        if do == "heal":
            return 3.0 if ch and self.mine(target) and ch["wounds"] else -2.0
        if do == "damage":
            if ch is None:
                return 1.5 if in_fight else -1.0
            return (3.0 + self.worth(target)) if not self.mine(target) else -5.0
        if do == "modify":
            amount = effect.amount
            if effect.until in ("combat", "round") and not in_fight:
                return -1.0
            if ch is not None:
                good = amount > 0
                return 2.0 if good == self.mine(target) else -2.0
            if effect.selector.mode == "opponent":
                return 2.0 if amount < 0 and in_fight else -1.0
            return 1.0 if amount > 0 else 0.0
        if do == "cancel":
            return 1.0
        if do in ("draw", "search", "score"):
            return 2.5
        if do == "discard":
            return 1.5 if target != self.seat else -3.0
        if do == "frenzy":
            if by is None or self._foes(by) == []:
                return -2.0  # no fight to frenzy in
            if effect.param("type") == "fox" or _escapes_after(effect):
                # a Fox Frenzy flees the fight: only to save a defender about to die (the
                # heuristic fled its own hunts with Fox Flight and killed nothing); an
                # attacker may withdraw after any round for nothing
                return 3.0 if not self._attacking(by) and toughness(by) <= 3 else -2.0
            return 1.0 if _left(by) > 4 else -2.0
        if do == "join-combat":
            return 2.5
        if do == "prohibit":
            return 2.0 if in_fight else -1.0
        if do == "grant":
            return 1.5 if in_fight else 0.5
        if do in ("move", "choose", "step-sideways"):
            return -1.0
        if do == "fight":
            if ch is None or by is None:
                return -1.0
            return self.worth(target) * 1.5 + _might(by) - _might(ch) - 3.0
        if do == "look":
            # an empty hand shows nothing (a bot looked at a Sept hand before any was drawn)
            return -1.0 if cards_held(self._view, target, effect.deck) == 0 else 0.3
        return 0.0

    def _use(self, cmd: Command) -> float:
        try:
            effect = card_of(cmd["card"]).effects[cmd["index"]]
        except (IndexError, KeyError):
            return 0.0
        return self._effect_value(effect, cmd.get("target"), self._chars.get(cmd["card"])) - 0.2

    def _announce(self, cmd: Command) -> float:
        return 1.0

    def _decline(self, cmd: Command) -> float:
        return 0.0

    def _trade(self, cmd: Command) -> float:
        return -1.0

    def _scrap(self, cmd: Command) -> float:
        return -3.0

    def _cancel(self, cmd: Command) -> float:
        pending = self._view["pending"]
        if pending is None or pending["seat"] == self.seat:
            return -5.0
        return 2.0

    # -- the Combat Phase ---------------------------------------------------------------------------------
    def _my_alpha(self) -> dict[str, Any] | None:
        view = self._view
        if view["alpha_at"] < len(view["alphas"]):
            return self._chars.get(view["alphas"][view["alpha_at"]])
        return None

    def _attack(self, cmd: Command) -> float:
        """Hunt what it can beat: expected VP (worth times the chance to kill), so prey two
        blows can finish comes before a Character that flips to Crinos and outlasts the fight
        (bot alphas threw themselves at other alphas turn after turn, killing almost none).
        Yet any fight that may score beats a pass, which never does (a 2-seat bot game sat
        at 18 of 20 VP for 15 turns, passing, with only another pack's Characters to fight);
        the attacker may withdraw once it goes badly."""
        me = self._my_alpha()
        target = self._chars[cmd["target"]]
        if me is None:
            return 0.0
        if not self.worth(cmd["target"]):
            edge = _might(me) - _might(target)
            return -2.0 if target["pack"] is None else edge * 0.2 - 1.0
        return self._gain(me, target, bind=False) * 3.0 - 0.1

    def _bind(self, cmd: Command) -> float:
        me = self._my_alpha()
        target = self._chars[cmd["target"]]
        if me is None:
            return 0.0
        gain = self._gain(me, target, bind=True)
        # a bound Spirit also joins the pack: a little more than its VP alone
        return gain * 3.0 - 0.5 + (0.5 if gain else -1.5)

    def _challenge(self, cmd: Command) -> float:
        """A challenge can be refused, and then the action is spent: worth much less than a
        hunt of the same value, but more than a pass (see `_attack`)."""
        me = self._my_alpha()
        target = self._chars[cmd["target"]]
        if me is None:
            return -1.0
        return self._gain(me, target, bind=False) * 1.2 - 0.1

    def _raid(self, cmd: Command) -> float:
        return 0.5

    def _engage(self, cmd: Command) -> float:
        me = self._my_alpha()
        c = card_of(cmd["target"])
        if me is None:
            return -1.0
        return c.renown * 0.5 + (_might(me) - c.renown * 3) * 0.3

    def _step_in(self, cmd: Command) -> float:
        return -0.5

    def _claim(self, cmd: Command) -> float:
        return 1.0

    def _no_claim(self, cmd: Command) -> float:
        return 0.0

    def _assign(self, cmd: Command) -> float:
        combat = self._view["combat"]
        creature = self._chars.get(cmd["creature"])
        if combat is None or creature is None:
            return 0.0
        if cmd["card"] == NULL or cmd.get("decoy"):
            return 0.3  # a Null card, or a card placed only to be taken back (Alternatives)
        c = card_of(cmd["card"])
        if "ability" in cmd:  # an ability of a card in play used as its Combat Action
            effect = c.effects[cmd["ability"]]
            return self._effect_value(effect, None, creature) + 0.5
        # A card no packmate can ever play, or any Combat Action when this creature has no
        # real one to play, is only a bluff or an illegal card, which count as a Null card
        # does; placing it instead of one cycles the Combat hand (bot games crawled to turns
        # 24-30 holding such hands and placing Null cards round after round)
        cycle = c.type == "combat-action" and (self._dead(c) or not self._real_play(creature))
        if c.type != "combat-action" or self._unusable(creature, c):
            return 0.35 if cycle else -3.0
        rage = creature["combat_rage"]
        bluff = c.rage > rage
        if bluff and cycle:
            return 0.4 + c.damage * 0.01
        # Blows win fights: defences only hold a fight where it is, so they count for much
        # only while the creature could die of the next blow, and a blow that kills counts
        # most of all. An escape ends the fight with nothing killed: only to save a life.
        danger = toughness(creature) <= 3
        foes = self._foes(creature)
        kill = bool(c.damage) and any(toughness(f) <= c.damage for f in foes)
        value = c.damage * 1.2 + (3.0 if kill else 0.0)
        if c.dodge:
            value += 2.0 if danger else 0.6
        value += c.block * (0.4 if danger else 0.1)
        if c.reversal:
            value += 1.5 if danger else 0.8
        if c.feint:
            value = 1.0
        if _escapes(c):
            value = 2.5 if danger else -1.0
        if bluff:
            return value * 0.15 - 0.5
        return value + 1.0

    def _attacking(self, creature: dict[str, Any]) -> bool:
        """Whether `creature` is on the attacking side of a fight my pack started."""
        combat = self._view["combat"]
        return (
            combat is not None
            and combat["seats"][0] == self.seat
            and creature["iid"] in combat["sides"][0]
        )

    def _foes(self, creature: dict[str, Any]) -> list[dict[str, Any]]:
        """The creatures on the other side of the fight from `creature`."""
        return foes_of(self._view, creature["iid"])

    def _real_play(self, creature: dict[str, Any]) -> bool:
        """Whether my Combat hand holds a Combat Action this creature can play for real now."""
        hand = [card_of(i) for i in self._view["players"][self.seat]["combat_hand"] or []]
        return any(self._for_real(creature, c) for c in hand)

    def _dead(self, c: Any) -> bool:
        """A Combat Action no creature of my pack can play for real, even in Crinos form:
        only ever a bluff or an illegal card (a Combat Event is never dead)."""
        if c.type != "combat-action":
            return False
        mine = [ch for ch in self._chars.values() if self.mine(ch["iid"])]
        for ch in mine:
            crinos = getattr(card_of(ch["iid"]), "crinos", None)
            why = self._unusable(ch, c)
            if why == "form" and crinos is None:
                continue  # it never changes form
            if why in (None, "form") and c.rage <= self._top_rage(ch, crinos):
                return False
        return True

    @staticmethod
    def _top_rage(ch: dict[str, Any], crinos: Any) -> int:
        """The highest Rage the creature can play at: in Crinos form if it has that side."""
        return max(ch["combat_rage"], crinos.rage if crinos is not None else 0)

    def _unusable(self, creature: dict[str, Any], c: Any) -> str | None:
        """Why the creature could not play this Combat Action whatever its Rage (None: it
        could)."""
        if c.requires and not set(c.requires) & set(creature["keywords"]):
            return "requirement"
        for need, form in (
            ("Crinos Only", "crinos"),
            ("Homid Only", "homid"),
            ("Lupus Only", "lupus"),
        ):
            if need in c.keywords and creature["form"] != form:
                return "form"
        if c.gnosis >= 0 and creature["gnosis"] < c.gnosis:
            return "gnosis"
        return None

    def _instinct(self, cmd: Command) -> float:
        return 2.0

    def _aim(self, cmd: Command) -> float:
        """At the foe this card kills (a finishing blow), else the one nearest death."""
        target = self._chars.get(cmd["target"])
        if target is None:
            return 0.0
        plays = (self._view["combat"] or {}).get("plays", [])
        card = next((p["card"] for p in plays if p["index"] == cmd["index"]), None)
        damage = card_of(card).damage if isinstance(card, str) and card != "hidden" else 0
        kill = 5.0 if damage and toughness(target) <= damage else 0.0
        return 10.0 - toughness(target) + kill + self.worth(cmd["target"]) * 0.2

    def _choose(self, cmd: Command) -> float:
        kind, option = cmd["kind"], cmd["option"]
        combat = self._view["combat"]
        if kind == "challenge":
            target = (
                self._chars.get(self._view["prompt"].get("target"))
                if self._view["prompt"]
                else None
            )
            challenger = (
                self._chars.get(self._view["prompt"].get("challenger"))
                if self._view["prompt"]
                else None
            )
            if target and challenger and _might(target) > _might(challenger) + 4:
                return 1.0 if option == "accept" else 0.0
            return 1.0 if option == "refuse" else 0.0
        if kind == "defend":
            return 1.0 if option == "defend" else 0.0
        if kind == "withdraw":
            if combat is None:
                return 0.0
            mine = [self._chars[i] for i in combat["sides"][0] if i in self._chars]
            theirs = [self._chars[i] for i in combat["sides"][1] if i in self._chars]
            # by what kills, not what flips: a breed-form Character with 2 Health left turns
            # to Crinos and fights on (it withdrew from hunts it was winning); stay while a
            # blow in hand can finish a foe
            hurt = any(toughness(c) <= 3 for c in mine)
            strike = max((self._strike(c) for c in mine), default=0)
            winning = any(toughness(c) <= max(strike, 1) for c in theirs)
            want = "withdraw" if hurt and not winning else "fight-on"
            return 1.0 if option == want else 0.0
        if kind == "discard-down":
            c = card_of(option)
            dead = 10.0 if self._dead(c) else 0.0  # keep what the pack can play for real
            return -(c.damage + c.block) + (3.0 if c.type == "combat-event" else 0.0) + dead
        if kind == "bring":
            return 1.0 if option != "go" else 0.5
        if kind in ("bf-defend", "bf-player"):
            return 1.0 if option == "decline" else 0.0
        if kind == "buy":
            return 1.0 if option == "done" else 0.0
        if kind == "ccg":
            if isinstance(option, str) and option in self._chars:
                return 1.0 if not self.mine(option) else 0.5
            if isinstance(option, int) and option in range(len(self._view["players"])):
                return 1.0 if option != self.seat else 0.0
            return 0.0
        return 0.0


BOTS = bots(HeuristicBot)

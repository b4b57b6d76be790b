"""Bots for the original Rage: `random` and a `heuristic` that reads only its own seat's view.

The heuristic scores each legal command with readable rules of thumb: field what scores for its
allegiance, hunt what it can beat, keep its own pack alive, vote for its own Juntas and against
the others', play its strongest legal Combat Action and aim it where it kills, and pass or
allow otherwise. Card definitions are public, so it looks them up; everything else comes from
its view (never the state). One decision scores at most a few hundred commands.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engine.ai.base import RandomBot
from engine.games.rage_classic.cards import extra_cards, extra_table
from engine.games.rage_classic.state import NULL, card_of

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


@dataclass
class HeuristicBot:
    seat: int
    name: str = "heuristic"

    def choose(self, view: dict[str, Any], legal: list[Command], rng: random.Random) -> Command:
        with extra_cards(extra_table(view.get("cards"))):
            self._view = view
            self._chars = _creatures(view)
            me = view["players"][self.seat]
            self._side = "Gaia" if me["allegiance"] == "gaia" else "Wyrm"
            scored = [(self.score(cmd) + rng.random() * 0.01, i) for i, cmd in enumerate(legal)]
        return legal[max(scored)[1]]

    # -- helpers ------------------------------------------------------------------------------------
    def mine(self, iid: Any) -> bool:
        ch = self._chars.get(iid) if isinstance(iid, str) else None
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

    def score(self, cmd: Command) -> float:
        kind = cmd["type"]
        if kind in QUIET:
            return QUIET[kind]
        handler = getattr(self, "_" + kind.replace("-", "_"), None)
        return handler(cmd) if handler else 0.0

    # -- Closed Play -------------------------------------------------------------------------------
    def _discard(self, cmd: Command) -> float:
        c = card_of(cmd["card"])
        if c.type == "combat-action":
            mine = [ch for ch in self._chars.values() if self.mine(ch["iid"])]
            best = max((ch["combat_rage"] for ch in mine), default=0)
            # a hand of cards nobody in the pack can play never lands a blow (bot games
            # crawled to the turn limit that way): make room for new ones
            usable = any(self._unusable(ch, c) is None for ch in mine)
            return 1.0 if c.rage > best + 3 or not usable else -1.0
        if c.type in ("moot", "board-meeting") and len(self._view["players"]) < 3:
            return 0.5
        return -1.0

    def _stage(self, cmd: Command) -> float:
        c = card_of(cmd["card"])
        if c.type == "enemy":
            return 3.0 if self._side == "Gaia" else -3.0
        if c.type == "victim":
            return 3.0 if self._side == "Wyrm" else -3.0
        if c.type in ("ally", "caern", "territory", "realm"):
            return 2.5
        if c.type == "equipment":
            host = self._chars.get(cmd.get("by"))
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
        ch = self._chars[cmd["creature"]]
        score = _might(ch) + ch["renown"] * 0.3
        if not any(self._reach(ch, other) for other in self._chars.values()):
            score -= 100.0  # nothing on its side of the Gauntlet to fight: a wasted alpha
        if not self._can_strike(ch):
            # an alpha whose every Combat Action in hand is a bluff or illegal for it plays
            # Null cards and ends its fights "no cards played" (a 3-seat bot game crawled to
            # turn 28 that way: a breed-form Pumonca with Kailindo, Iksakku and Crinos-only cards
            # while a Kailindo packmate could have played them)
            score -= 30.0
        return score

    def _can_strike(self, ch: dict[str, Any]) -> bool:
        """Whether a Combat Action in my hand is legal for the creature at its Rage (or my
        hand holds no Combat Action at all, so no alpha is better than another)."""
        hand = [card_of(i) for i in self._view["players"][self.seat]["combat_hand"] or []]
        actions = [c for c in hand if c.type == "combat-action"]
        return not actions or any(
            self._unusable(ch, c) is None and c.rage <= ch["combat_rage"] for c in actions
        )

    def _reach(self, ch: dict[str, Any], other: dict[str, Any]) -> bool:
        """Whether `ch` could fight `other`: another pack's creature or prey with a VP value,
        on the same side of the Gauntlet (Spirits are on both)."""
        if other["pack"] == self.seat or not self.worth(other["iid"]):
            return False
        worlds = {ch["world"], other["world"]}
        return len(worlds) == 1 or "both" in worlds

    # -- Open Play -------------------------------------------------------------------------------------
    def _play(self, cmd: Command) -> float:
        c = card_of(cmd["card"])
        target = cmd.get("target")
        by = self._chars.get(cmd.get("by"))
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
        ch = self._chars.get(target) if isinstance(target, str) else None
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
        if do in ("frenzy",):
            return 1.0 if in_fight and by and _left(by) > 4 else -2.0
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
            return 0.3
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
        me = self._my_alpha()
        target = self._chars[cmd["target"]]
        if me is None:
            return 0.0
        edge = _might(me) - _might(target)
        value = self.worth(cmd["target"])
        if value == 0:
            return -2.0 if target["pack"] is None else edge * 0.2 - 1.0
        return value * 1.5 + edge * 0.5 - 1.0

    def _bind(self, cmd: Command) -> float:
        return self._attack(cmd) - 0.5

    def _challenge(self, cmd: Command) -> float:
        me = self._my_alpha()
        target = self._chars[cmd["target"]]
        if me is None:
            return -1.0
        return target["renown"] + (_might(me) - _might(target)) * 0.5 - 4.0

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
        value = (
            c.damage * 1.2
            + (2.0 if c.dodge else 0.0)
            + c.block * 0.4
            + (1.5 if c.reversal else 0.0)
        )
        if c.feint:
            value = 1.0
        if bluff:
            return value * 0.15 - 0.5
        return value + 1.0

    def _real_play(self, creature: dict[str, Any]) -> bool:
        """Whether my Combat hand holds a Combat Action this creature can play for real now."""
        hand = [card_of(i) for i in self._view["players"][self.seat]["combat_hand"] or []]
        return any(
            c.type == "combat-action"
            and self._unusable(creature, c) is None
            and c.rage <= creature["combat_rage"]
            for c in hand
        )

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
        target = self._chars.get(cmd["target"])
        if target is None:
            return 0.0
        return 10.0 - _left(target) + self.worth(cmd["target"]) * 0.2

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
            hurt = any(_left(c) <= 3 for c in mine)
            winning = any(_left(c) <= 3 for c in theirs)
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


BOTS: dict[str, Any] = {
    "random": lambda seat, seed=0: RandomBot(seat=seat),
    "heuristic": lambda seat, seed=0: HeuristicBot(seat=seat),
}

"""Why a command is refused in the original Rage, in a sentence a newcomer understands.

`decide` accepts only commands that `legal` lists; for anything else the kernel's `Refusals`
(`engine.ccg.refusals`) asks here for the most specific reason that holds: the game is over,
whose turn it is (and what the table waits for), a question to answer first, then the
command's own reason for the stage the game is in: an Open Play window, a card waiting for
answers, a Closed Play step, the vote on a Junta, the alphas, a combat round. Each sentence
names the rule (seed 001, the rules package; seed 003, the 1995 book) and what stops it.

Only what the asking seat may know goes into a sentence: its own cards and cards in play,
never another player's hand or a deck. Nothing here changes the state.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from engine.ccg import interpreter, refusals
from engine.ccg.conditions import requirement_text
from engine.ccg.model import Use
from engine.ccg.refusals import Refusals, incomplete, joined, over, refuse, type_label
from engine.ccg.sentences import said_word
from engine.core.errors import Illegal
from engine.games.rage_classic import combat, effects, plays, prompts, query, windows
from engine.games.rage_classic.cards import (
    CREATURE_TYPES,
    POOL,
    PREY_TYPES,
    RESOURCE_TYPES,
    Card,
)
from engine.games.rage_classic.effects import ABILITY_MOMENTS
from engine.games.rage_classic.flow import FLOW, READS, commit_seats
from engine.games.rage_classic.state import GUARDIAN, NULL, ClassicState, card_of
from engine.games.rage_classic.views import PHASE_NAMES, name_of
from engine.games.rage_classic.vocab import JUNTA_TYPES, VOCAB, WINDOWS
from engine.i18n import N_, _

Command = dict[str, Any]

# -- words ------------------------------------------------------------------------------------
#: a card type with its article, as "{card} is {kind}" says it: the kernel's and rage-classic's own
TYPE_LABELS = {
    **refusals.TYPE_LABELS,
    "character": N_("a Character"),
    "caern": N_("a Caern"),
    "territory": N_("a Territory"),
    "realm": N_("a Realm"),
    "action": N_("an Action"),
    "quest": N_("a Quest"),
    "board-meeting": N_("a Board Meeting"),
    "combat-action": N_("a Combat Action"),
}
#: the moment an Open Play window belongs to, as "this is {moment}" says it
WINDOW_MOMENTS = {
    "moot-begin": N_("the Open Play at the beginning of the Moot Phase"),
    "pre": N_("a combat's Pre-combat step"),
    "begin": N_("the Open Play at the beginning of a combat"),
    "revealed": N_("the Open Play after the Combat cards are revealed"),
    "between": N_("the Open Play between combat rounds"),
    "round-over": N_("the Open Play after a round's Combat Actions resolve"),
}
COMBAT_MOMENTS = {
    "claim": N_("the start of a combat round, when players claim the prey"),
    "play": N_("a combat round's play-card step"),
    "feint": N_("the feinting step after the reveal"),
    "target": N_("a combat round's targeting step"),
}
STEP_MOMENTS = {
    "moot:vote": N_("the vote on a Junta"),
    "combat:alphas": N_("the choice of alphas"),
    "combat:actions": N_("the alphas' actions"),
}
#: when each kind of command is made, as a rule (a refusal in the wrong stage says it)
WHEN = {
    "discard": N_(
        "Cards are discarded to redraw in the Closed Play of the Redraw Phase (Sept cards) and of the Combat Phase (Combat cards)"
    ),
    "stage": N_(
        "Creatures and resources are placed face down in the Closed Play at the start of the Resource Phase"
    ),
    "step": N_(
        "Characters step sideways through their Caern in the Closed Play at the start of the Umbra Phase"
    ),
    "call": N_("Juntas are called face down at the start of the Moot Phase"),
    "done": N_("Done ends your face-down choices in a Closed Play; in Open Play you pass"),
    "vote": N_("Creatures vote on a Junta in the Moot Phase, once the Juntas are called"),
    "alpha": N_("Alphas are chosen in the Combat Phase, after its Open Play"),
    "attack": N_(
        "Attacks, challenges, raids and Battlefields are alpha actions: they come in the Combat Phase, each on its alpha's turn"
    ),
    "pass": N_("Passing is for Open Play and for an alpha's action"),
    "announce": N_("Offensive Effects are announced and answered in Open Play"),
    "play": N_("Sept cards are played in Open Play"),
    "use": N_("Abilities of cards in play are used in Open Play"),
    "scrap": N_("Your own cards in play are discarded in Open Play"),
    "trade": N_("Equipment is traded in the Resource Phase's Open Play"),
    "step-in": N_("An alpha steps in for prey in a combat's Pre-combat step"),
    "allow": N_("Cards are allowed or cancelled only while one waits on the table for answers"),
    "choose": N_("Answers are given only to a question put to you"),
    "claim": N_("Players claim the prey at the start of a combat round"),
    "assign": N_("Combat cards are placed face down in a combat round's play-card step"),
    "instinct": N_(
        "Instinctive cards are played face up after the reveal, by a creature that may not play Combat Actions"
    ),
    "aim": N_("Combat cards are aimed in a combat round's targeting step"),
}
SAME_WHEN = {
    "bind": "attack",
    "challenge": "attack",
    "raid": "attack",
    "engage": "attack",
    "ok": "announce",
    "decline": "announce",
    "cancel": "allow",
    "no-claim": "claim",
    "ready": "assign",
}
#: the question a prompt asks, as "answer: {question}" says it
QUESTIONS = {
    "challenge": N_("will {target} accept the challenge of {challenger}?"),
    "defend": N_("will {defender} defend the Territory {territory}?"),
    "withdraw": N_("does the attacker fight on or withdraw?"),
    "bring": N_("which packmates go along into the battle?"),
    "bf-defend": N_("does {alpha} defend the Battlefield?"),
    "bf-player": N_("will you be the Battlefield's Defending Player?"),
    "buy": N_("which keywords do you buy for the Battlefield's defenders?"),
    "discard-down": N_("which card do you discard down to your hand size?"),
    "regenerate": N_("which damage card does {creature} regenerate?"),
    "ccg": N_("what do you choose for {card}?"),
    "answer": N_("do you play a card in answer to what just happened?"),
}
#: the reasons `plays.playable_now` gives -> the sentence a refusal says ({card}, {kind}, {now})
PLAYABLE = {
    "it is Restricted and you have played one already this game": N_(
        "{card} is Restricted: a player plays only one copy in a game, and you have played yours."
    ),
    "it is Unique and a copy is already in play": N_(
        "{card} is Unique and a copy is already in play; only one can be in play at a time."
    ),
    "it is not played this way": N_("{card} is {kind}: it is not played in Open Play."),
    "it is played only in answer to what it names, when that happens": N_(
        "{card} is played only in answer to what it names (a kill, a refused challenge, a card"
        " another player plays), when you are asked."
    ),
    "it is played as or in place of a Combat Action, in a combat round's play-card step": N_(
        "{card} is played as or in place of a Combat Action, placed face down in a combat round's play-card step; this is {now}."
    ),
    "a creature's status cannot change in the middle of a combat": N_(
        "{card} changes who controls a creature, and a creature's status cannot change in the middle of a combat."
    ),
    "creatures and resources are played in the Resource Phase": N_(
        "{card} is {kind}: creatures and resources are played in the Resource Phase (face down at its start, or in its Open Play); this is {now}."
    ),
    "a pack may have only one Caern in play": N_(
        "Your pack already has a Caern in play; a pack may have only one."
    ),
    "a pack may have only one Realm in play": N_(
        "Your pack already has a Realm in play; a pack may have only one."
    ),
    "Combat Events are played in combat": N_(
        "{card} is a Combat Event: Combat Events are played in a combat, before its first round or between rounds; this is {now}."
    ),
    "this Combat Event is played before the first round or between rounds": N_(
        "{card} is played before the first round or between rounds, not in the Pre-combat step."
    ),
    "this Combat Event changes who fights, in the Pre-combat step": N_(
        "{card} changes who fights: it is played in the Pre-combat step; this is {now}."
    ),
    "it is played before the first round of combat": N_(
        "{card} is played before the first round of a combat; this is {now}."
    ),
    "a Lunar Phase is played at the beginning of the turn (Redraw Phase)": N_(
        "{card} is a Lunar Phase: it is played at the beginning of the turn, in the Redraw Phase; this is {now}."
    ),
    "this is not a Pre-combat card": N_(
        "In the Pre-combat step only Pre-combat cards are played, and {card} is not one."
    ),
    "only cards played after the round's Combat Actions resolve are played now": N_(
        "After a round's Combat Actions resolve only cards that say so are played, and {card} does not."
    ),
    "it is played after a round's Combat Actions resolve": N_(
        "{card} is played after a round's Combat Actions resolve; this is {now}."
    ),
    "it is used in combat": N_("{card} is used in a combat; this is {now}."),
    "it is played at the beginning of the turn": N_(
        "{card} is played at the beginning of the turn, in the Redraw Phase; this is {now}."
    ),
    "it is played at the beginning of the Moot Phase": N_(
        "{card} is played at the beginning of the Moot Phase, before Juntas are called; this is {now}."
    ),
    "it is played in the Resource Phase": N_(
        "{card} is played in the Resource Phase; this is {now}."
    ),
    "Rites cannot be used in the middle of a combat": N_(
        "{card} is a Rite, and Rites cannot be performed in the middle of a combat."
    ),
}
RESTRICTED = "it is Restricted and you have played one already this game"
END_REASONS = {
    "renown": N_(
        "The game is over: a pack reached the Renown level. Start a new game to play again."
    ),
    "last-pack": N_("The game is over: only one pack is left. Start a new game to play again."),
    "turn-limit": N_(
        "The game is over: the turn limit was reached. Start a new game to play again."
    ),
}


def _name(iid: Any) -> str:
    return name_of(iid, N_("that card"), N_("that card"))


def _kind(c: Card) -> str:
    return type_label(TYPE_LABELS, c.type)


#: a Junta card offered by a command other than a call, by that command: (code, why)
JUNTA_NOT = {
    "play": (
        "wrong-phase",
        N_(
            "{card} is {kind}: Juntas are called face down at the start of the Moot Phase, not played in Open Play; this is {now}."
        ),
    ),
    "stage": (
        "not-a-resource",
        N_(
            "{card} is {kind}: Juntas are called face down at the start of the Moot Phase, not placed with the resources."
        ),
    ),
}


def _junta(state: ClassicState, c: Card, command: str) -> Illegal:
    code, why = JUNTA_NOT[command]
    return refuse(code, why, card=c.name, kind=_kind(c), now=_now(state))


def _now(state: ClassicState) -> str:
    """The moment the game is at, as "this is {now}" says it."""
    waits = "question" if state.prompts else "pending" if state.pending is not None else ""
    window = state.window.moment if state.window is not None else None
    fight = state.combat.step if state.combat is not None else None
    return moment_words(state.phase, state.step, waits, window, fight)


def moment_words(phase: str, step: str, waits: str, window: str | None, fight: str | None) -> str:
    """The moment a game is at, as "this is {now}" says it, from what a state and a seat's
    view both show (a Hint says it too): the phase and step, what the table waits on ("question":
    an open question, "pending": a card waiting for answers), the Open Play window's moment
    and the combat's step."""
    if waits == "question":
        return _("a question one player must answer")
    if waits == "pending":
        return _("a card waiting for the other players to allow or cancel it")
    named = PHASE_NAMES.get(phase)
    said = _(named) if named else phase
    if window is not None:
        if window in WINDOW_MOMENTS:
            return _(WINDOW_MOMENTS[window])
        return _("the {phase}'s Open Play").format(phase=said)
    if fight in COMBAT_MOMENTS:
        return _(COMBAT_MOMENTS[fight])
    if step.endswith(":commit"):
        return _("the {phase}'s Closed Play (face-down choices)").format(phase=said)
    if step in STEP_MOMENTS:
        return _(STEP_MOMENTS[step])
    return _("the {phase}").format(phase=said)


def _stage(state: ClassicState) -> str:
    """The stage the flow is in (as `FLOW.waiting` finds it)."""
    if state.prompts:
        return "prompt"
    if state.pending is not None:
        return "pending"
    if state.window is not None:
        return "window"
    if state.combat is not None:
        return "combat"
    return state.step


def _wrong_stage(state: ClassicState, kind: str) -> Illegal:
    rule = WHEN.get(SAME_WHEN.get(kind, kind))
    if rule is None:
        return Illegal("bad-command", _("That is not a command of this game."))
    return Illegal("wrong-phase", _("{rule}; this is {now}.").format(rule=_(rule), now=_now(state)))


def requires_words(c: Card) -> str:
    if c.requirement is not None:
        return requirement_text(c.requirement, VOCAB)
    keywords = POOL.text_keywords()  # said as the card's face says them
    return joined([said_word(w, keywords) for w in c.requires], "or")


def _mine(state: ClassicState, seat: int, iid: Any) -> bool:
    ch = state.creatures.get(iid) if isinstance(iid, str) else None
    return ch is not None and ch.pack == seat


def _question(state: ClassicState, prompt: dict[str, Any]) -> str:
    kind = prompt.get("kind", "")
    template = QUESTIONS.get(kind)
    if template is None:
        return _("the question put to you")
    values = {
        key: _name(prompt.get(key))
        for key in ("target", "challenger", "defender", "territory", "alpha", "creature", "card")
    }
    return _(template).format(**values)


# -- 1. before the command's own reason ---------------------------------------------------------
def _out(state: ClassicState, seat: int, command: Command) -> Illegal | None:
    if not 0 <= seat < len(state.players) or not state.players[seat].out:
        return None
    return Illegal(
        "out",
        _("Your pack is out of the game: it has no Character left in play, so it takes no part."),
    )


#: why a seat may not act now, by what `_waiting` finds keeps it ({question}: the one asked;
#: {card}: the card waiting for answers; {tier}: the Renown voting; {alpha}: the alpha acting)
NOT_YOUR_TURN = {
    "question": N_("It is not your turn: another player must first answer a question."),
    "asked": N_("It is not your turn: another player must first answer: {question}"),
    "pending": N_(
        "It is not your turn: {card} waits on the table while the other players allow or cancel it, one at a time."
    ),
    "announced": N_(
        "You announced an Offensive Effect: wait until every other player says OK, then play it."
    ),
    "said-ok": N_(
        "You have said OK; the announced Offensive Effect is played before anything else."
    ),
    "offense": N_(
        "It is not your turn: the player who announced an Offensive Effect plays it now."
    ),
    "turns": N_(
        "In the Pre-combat step players act one at a time, in turn, and another player has priority."
    ),
    "passed": N_(
        "You have passed; Open Play ends once every player has passed since the last card was played."
    ),
    "no-part": N_("You take no part in this Open Play."),
    "ready": N_("You have made your choice for this step; the other players are still choosing."),
    "claim": N_(
        "Only players with Combat cards and no creature on the other side of the prey may play for it."
    ),
    **dict.fromkeys(
        ("play", "feint"),
        N_(
            "You have no creature in this combat: the players whose creatures fight place Combat cards now."
        ),
    ),
    "target": N_("The sides take turns aiming their Combat cards, and the other side aims next."),
    "committed": N_("You are done with this Closed Play; the other players are still choosing."),
    "umbra:commit": N_(
        "None of your Characters can step sideways now (it takes your Caern and Gnosis at least its Gauntlet); the others choose without you."
    ),
    "moot:commit": N_(
        "You cannot call a Junta this turn: it takes two packs of your allegiance and a Character of yours outside the Umbra."
    ),
    "redraw:commit": N_("A card makes you skip this Redraw Phase."),
    "moot:vote": N_(
        "Creatures vote by Renown, highest first: those of Renown {tier} vote now, and none of them is yours."
    ),
    "alpha-chosen": N_("You have chosen your alpha; the other players are still choosing."),
    "combat:alphas": N_("None of your creatures can be an alpha this turn."),
    "combat:actions": N_("It is {alpha}'s action: alphas act one at a time, highest Renown first."),
}
#: the prompts whose question is not said to the other players
UNSAID = ("ccg", "discard-down", "buy", "bring", "regenerate")


def _waiting(state: ClassicState, seat: int) -> tuple[str, dict[str, Any]]:
    """What keeps `seat` from acting, as a key of NOT_YOUR_TURN, and what its sentence names."""
    stage = _stage(state)
    if stage == "prompt":
        prompt = state.prompts[0]
        if prompt.get("kind") in UNSAID:
            return "question", {}
        return "asked", {"question": _question(state, prompt)}
    if stage == "pending":
        return stage, {"card": _name(state.pending.card if state.pending else None)}
    window = state.window
    if window is not None and window.offense:
        mine, said_ok = window.offense[0] == seat, seat in window.oks
        return "announced" if mine else "said-ok" if said_ok else "offense", {}
    if window is not None:
        kept = [("turns", window.kind == "turns"), ("passed", seat in window.passed)]
        kept.append(("no-part", seat not in window.seats))
        return next((key for key, holds in kept if holds), ""), {}
    if stage == "combat":
        fight = state.fighting()
        return "ready" if seat in fight.ready else fight.step, {}
    if stage.endswith(":commit"):
        if seat in state.committed:
            return "committed", {}
        return stage if seat not in commit_seats(state) else "", {}
    if stage == "combat:alphas" and (seat in state.committed or str(seat) in state.alpha_picks):
        return "alpha-chosen", {}
    if stage == "combat:actions":
        acting = READS.current_alpha(state)
        return (stage, {"alpha": _name(acting)}) if acting is not None else ("", {})
    return stage, {"tier": state.tier}


def _turn(state: ClassicState, seat: int, command: Command) -> Illegal | None:
    if seat in FLOW.to_act(state):
        return None
    key, values = _waiting(state, seat)
    sentence = NOT_YOUR_TURN.get(key, N_("It is not your turn to act."))
    return refuse("not-your-turn", sentence, **values)


# -- 2. a question first ----------------------------------------------------------------------
def _prompt(state: ClassicState, seat: int, command: Command) -> Illegal:
    prompt = state.prompts[0]
    question = _question(state, prompt)
    if command.get("type") != "choose" or command.get("kind") != prompt.get("kind"):
        return Illegal(
            "answer-first",
            _("First answer the question in front of you: {question}").format(question=question),
        )
    offered = prompts.options(state, prompt)
    names = [_option(o) for o in offered[:6]]
    more = len(offered) > 6
    listed = joined(names, "or") + ("…" if more else "")
    return Illegal(
        "bad-answer",
        _("That is not an answer to the question ({question}): choose {options}.").format(
            question=question, options=listed
        ),
    )


OPTION_WORDS = {
    "accept": N_("accept"),
    "refuse": N_("refuse"),
    "defend": N_("defend"),
    "cede": N_("cede"),
    "fight-on": N_("fight on"),
    "withdraw": N_("withdraw"),
    "decline": N_("decline"),
    "go": N_("go"),
    "done": N_("done"),
}


def _option(option: Any) -> str:
    if isinstance(option, str):
        if option in OPTION_WORDS:
            return _(OPTION_WORDS[option])
        if "." in option:
            return _name(option)
        return option
    if isinstance(option, list):
        return "+".join(_option(o) for o in option) or _("nobody")
    return str(option)


# -- 3. a card waiting for answers ------------------------------------------------------------
def _pending(state: ClassicState, seat: int, command: Command) -> Illegal:
    pending = state.pending
    assert pending is not None
    what = _name(pending.card)
    if pending.index >= 0:
        what = _("{card}'s ability").format(card=what)
    kind = command.get("type")
    if kind != "cancel":
        return Illegal(
            "answer-first",
            _(
                "{what} waits on the table: first allow it, or cancel it with a card that cancels it."
            ).format(what=what),
        )
    iid = command.get("card")
    player = state.players[seat]
    mine_in_play = isinstance(iid, str) and (
        (iid in state.things and state.things[iid].owner == seat)
        or (iid in state.creatures and state.creatures[iid].pack == seat)
    )
    if iid not in player.hand and not mine_in_play:
        return Illegal(
            "not-in-hand",
            _("You cancel with a card from your own hand or one of your own cards in play."),
        )
    c = card_of(str(iid))
    if effects.cancels(c, pending.card, state, pending.by) is None:
        return Illegal(
            "cannot-cancel",
            _("{card} cannot cancel {what}: its text does not cancel that.").format(
                card=c.name, what=what
            ),
        )
    if iid in player.hand:
        if c.restricted and c.id in player.restricted:
            return Illegal("restricted", _(PLAYABLE[RESTRICTED]).format(card=c.name))
        by = command.get("by")
        who = plays.performers(state, seat, c, "any")
        if not who:
            return _no_performer(state, seat, c)
        if by not in who:
            return _not_by(state, seat, c, by)
    else:
        index = effects.cancels(c, pending.card, state, pending.by)
        assert index is not None
        tv = query.view(state)
        use = Use(str(iid), index, c.effects[index], seat, tv.bearer(str(iid)))
        why = interpreter.usable(tv, use)
        if why:
            return refuse(
                "cannot-use", N_("{card}'s ability cannot be used: {why}."), card=c.name, why=why
            )
    return Illegal(
        "cannot-cancel",
        _("{card} cancels {what} as its text says: name the card, and who plays it.").format(
            card=c.name, what=what
        ),
    )


# -- 4. Open Play -----------------------------------------------------------------------------
WINDOW_KINDS = ("pass", "announce", "ok", "decline", "play", "use", "scrap", "trade", "step-in")


def _window(state: ClassicState, seat: int, command: Command) -> Illegal:
    window = state.window
    assert window is not None
    kind = command.get("type")
    if kind not in WINDOW_KINDS:
        return _wrong_stage(state, str(kind))
    offense = window.offense
    head = offense[0] if offense else None
    others = windows.others(state, head) if head is not None else []
    go = head == seat and (window.go or all(s in window.oks for s in others))
    may_offend = go
    if go and kind not in ("play", "use", "decline"):
        return Illegal(
            "offense-first",
            _("Everyone said OK to the Offensive Effect you announced: play it now, or decline."),
        )
    if kind == "pass":
        if offense:
            return Illegal(
                "answer-first",
                _(
                    "An Offensive Effect was announced: answer OK (you may first play cards that affect only your own pack)."
                ),
            )
        return Illegal("illegal-pass", _("Passing is not open to you here."))
    if kind == "ok":
        return Illegal(
            "nothing-announced",
            _("Nobody has announced an Offensive Effect: there is nothing to answer OK to."),
        )
    if kind == "decline":
        return Illegal(
            "nothing-announced",
            _("Only a player who announced an Offensive Effect may decline to play it."),
        )
    if kind == "announce":
        if seat in offense:
            return Illegal(
                "announced",
                _("You have already announced an Offensive Effect; it waits its turn."),
            )
        if seat in window.barred:
            return Illegal(
                "barred",
                _(
                    "You declined your last announcement; you may announce again once someone plays a card."
                ),
            )
        return Illegal(
            "no-offense",
            _(
                "You have no Offensive Effect to play now (a card that affects another pack or the Hunting Grounds), so there is nothing to announce."
            ),
        )
    moment = window.moment
    if kind == "play":
        return _play(state, seat, command, moment, may_offend, bool(offense) and not go)
    if kind == "use":
        return _use(state, seat, command, moment, may_offend)
    if kind == "scrap":
        return _scrap(state, seat, command, moment)
    if kind == "trade":
        return _trade(state, seat, command, moment)
    return _step_in(state, seat, command, moment)


def _offensive_sentence(c_name: str, go: bool, answering: bool, unique: bool = False) -> Illegal:
    if go:
        return Illegal(
            "offense-first",
            _(
                "Play the Offensive Effect you announced now, or decline; {card} is not one and waits."
            ).format(card=c_name),
        )
    if answering:
        return Illegal(
            "offensive",
            _(
                "{card} would be an Offensive Effect, and another one was announced: answer OK first, then announce yours."
            ).format(card=c_name),
        )
    # seed 001: a Unique card brought into play is one too, a card for one's own creature
    # included (its sentence said "it reaches another pack" of Ghost of King Ashbrand, pl35)
    why = (
        _("a Unique card brought into play counts as one")
        if unique
        else _("it reaches another pack or the Hunting Grounds")
    )
    return Illegal(
        "offensive",
        _(
            "{card} would be an Offensive Effect ({why}): announce it first (OK?) and play it once every other player says OK."
        ).format(card=c_name, why=why),
    )


def _play(
    state: ClassicState,
    seat: int,
    command: Command,
    moment: str,
    go: bool,
    answering: bool,
) -> Illegal:
    player = state.players[seat]
    iid = command.get("card")
    events = [i for i in player.combat_hand if card_of(i).type == "combat-event"]
    if iid not in player.hand and iid not in events:
        if iid in player.combat_hand:
            return Illegal(
                "not-in-hand",
                _(
                    "{card} is a Combat Action: it is placed face down in a combat round, not played in Open Play."
                ).format(card=_name(iid)),
            )
        return Illegal("not-in-hand", _("You can only play a card from your own hand."))
    c = card_of(str(iid))
    if c.type in JUNTA_TYPES:
        return _junta(state, c, "play")
    why = plays.playable_now(state, seat, c, moment)
    if why is not None:
        template = PLAYABLE.get(why, N_("{card} cannot be played in {now}."))
        return Illegal(
            "wrong-phase" if "{now}" in template else "cannot-play",
            _(template).format(card=c.name, kind=_kind(c), now=_now(state)),
        )
    limit = effects.play_limit(state, seat, c, str(iid))
    if limit is not None:
        return refuse(
            "limit", N_("{card} cannot be played again yet: {why}."), card=c.name, why=limit
        )
    by = command.get("by")
    refused = _performer(state, seat, c, moment, by)
    if refused is not None:
        return refused
    target = command.get("target")
    aims = plays.targets(state, seat, c, by, str(iid))
    if target not in aims:
        return _bad_target(state, seat, c, str(iid), by, target, aims)
    offensive = plays.is_offensive(state, seat, c, by, target)
    if offensive and not go:
        return _offensive_sentence(c.name, False, answering, c.unique)
    if go and not offensive:
        return _offensive_sentence(c.name, True, answering)
    return refuse(
        "cannot-play", N_("{card} cannot be played by that creature on that target."), card=c.name
    )


#: why nobody of the pack may play a card of each type ({card}; {needs}: its requirement, said
#: in brackets; {gnosis}, {renown}: the card's)
NO_PERFORMER = {
    "ally": N_(
        "{card} is recruited by one of your Characters in the physical world{needs}; none of yours can now."
    ),
    "caern": N_("{card} is brought into play by one of your Characters{needs}; none can."),
    "territory": N_("{card} is brought into play by one of your Characters{needs}; none can."),
    "realm": N_(
        "A Realm is played by one of your Characters in the Umbra (a Gaia one, or one that meets its requirements); none is there."
    ),
    "equipment": N_(
        "None of your Characters or Allies can carry {card}{needs}: it needs a bearer that meets it and has room for it."
    ),
    "action": N_("{card} is performed by one of your Characters{needs}; none can."),
    "gift": N_(
        "None of your creatures can use {card}: it takes Gnosis {gnosis}{needs}, and a creature not in frenzy."
    ),
    "rite": N_(
        "{card} is performed by a Garou, Fera or Cultist of Renown {renown} or more{needs}; none of yours can."
    ),
    "past-life": N_(
        "A Past Life goes on one of your Garou{needs} that has none yet; none of yours can take it."
    ),
    "quest": N_(
        "A Quest goes on one of your creatures{needs} that has none yet; none can take it."
    ),
    "event": N_("{card} is played by one of your creatures{needs}; none can."),
    "combat-event": N_(
        "{card} is played by one of your creatures in this combat{needs}; none is in it."
    ),
}


def _performer(state: ClassicState, seat: int, c: Card, moment: str, by: Any) -> Illegal | None:
    """Why `by` may not play `c` at `moment` (None: it may)."""
    who = plays.performers(state, seat, c, moment)
    if not who:
        return _no_performer(state, seat, c)
    if by in who:
        return None
    if who == [None]:
        return Illegal(
            "no-performer",
            _("{card} is played by no creature: leave out who plays it.").format(card=c.name),
        )
    return _not_by(state, seat, c, by)


def _no_performer(state: ClassicState, seat: int, c: Card) -> Illegal:
    """Nobody of the pack may play the card: the rule of its type that none of them meets."""
    t = c.type
    req = requires_words(c)
    needs = _(" (it requires {requirement})").format(requirement=req) if req else ""
    sentence = NO_PERFORMER.get(t, N_("{card} is not played in Open Play."))
    totem = plays.is_totem(c) if t == "event" else None
    if t == "rite" and state.combat is not None:
        sentence = N_("{card} is a Rite, and Rites cannot be performed in the middle of a combat.")
    elif t == "combat-event" and state.combat is None:
        sentence = N_("{card} is a Combat Event: Combat Events are played in a combat.")
    elif totem == "pack" and plays.pack_has(state, seat, "event", "Pack Totem"):
        sentence = N_("Your pack already has a Pack Totem in play; a pack has only one.")
    elif totem == "pack":
        sentence = N_(
            "A Pack Totem is played by one of your Characters at home in your Pack Home Ground{needs}; none is."
        )
    elif totem == "personal":
        sentence = N_(
            "A Personal Totem goes on one of your Characters{needs} that has none yet; none can take it."
        )
    return Illegal(
        "no-performer",
        _(sentence).format(card=c.name, needs=needs, gnosis=c.gnosis, renown=c.renown),
    )


def _not_by(state: ClassicState, seat: int, c: Card, by: Any) -> Illegal:
    """The card may be played, but not by the creature named."""
    if by is None:
        return refuse("no-performer", N_("Name which of your creatures plays {card}."), card=c.name)
    if not _mine(state, seat, by):
        return refuse(
            "not-your-creature",
            N_("{card} is played by one of your own creatures: name one of your pack."),
            card=c.name,
        )
    ch = state.creatures[str(by)]
    who = _name(ch.iid)

    said = partial(refuse, card=c.name, who=who)

    if ch.out:
        return said("out-of-play", N_("{who} is out of play and cannot act."))
    if ch.dead:
        return said("dead", N_("{who} is dead and cannot act."))
    kinds = ("character", "ally") if c.type in ("equipment", "gift", "quest") else ("character",)
    if ch.kind not in kinds and c.type not in ("event", "combat-event"):
        allowed = _("a Character or an Ally") if "ally" in kinds else _("a Character")
        return said(
            "wrong-performer",
            N_("{card} is played by {allowed}, and {who} is {kind}."),
            allowed=allowed,
            kind=_(TYPE_LABELS.get(ch.kind, ch.kind)),
        )
    if c.type == "equipment":
        why = _equipment(state, ch.iid, c)
        if why is not None:
            return why
    if c.type == "gift":
        if ch.frenzy and ch.frenzy != "fox":
            return said("frenzy", N_("{who} is in frenzy, and a frenzied creature plays no Gifts."))
        if query.stat(state, ch.iid, "gnosis") < c.gnosis:
            return said(
                "gnosis",
                N_("{card} takes Gnosis {need} and {who} has {have}."),
                need=c.gnosis,
                have=query.stat(state, ch.iid, "gnosis"),
            )
        if query.meets_gift(state, ch.iid, c) is None:
            return said(
                "requirement",
                N_("{card} requires {requirement}, and {who} cannot use that requirement."),
                requirement=requires_words(c),
            )
    elif (c.requires or c.requirement is not None) and not query.meets(state, ch.iid, c):
        return said(
            "requirement",
            N_("{card} requires {requirement}, and {who} does not meet that."),
            requirement=requires_words(c),
        )
    if c.type == "ally" and "physical" not in query.worlds(state, ch.iid):
        return said(
            "other-world",
            N_("{who} is in the Umbra and recruits only Spirit Allies; {card} is not one."),
        )
    if c.type == "realm" and ch.world not in ("umbra", "both"):
        return said(
            "other-world", N_("A Realm is played by a Character in the Umbra, and {who} is not.")
        )
    if c.type == "rite" and query.stat(state, ch.iid, "renown") < c.renown:
        return said(
            "renown",
            N_("{card} takes Renown {need} and {who} has {have}."),
            need=c.renown,
            have=query.stat(state, ch.iid, "renown"),
        )
    if c.type == "event" and plays.is_totem(c) == "pack" and not query.at_home(state, ch.iid):
        return said(
            "not-home", N_("A Pack Totem is played by a Character at home, and {who} is away.")
        )
    if c.type == "combat-event" and not query.in_combat(state, ch.iid):
        return said(
            "not-in-combat",
            N_("{card} is played by a creature in the combat, and {who} is not in it."),
        )
    for what in ("recruit", "resource", "equip", "action-card", "gift", "rite"):
        if query.prohibited(state, ch.iid, what) or query.prohibited(state, ch.iid, "actions"):
            return said("prohibited", N_("{who} cannot play {card}: a card in play forbids it."))
    if c.type in ("past-life", "quest") or plays.is_totem(c) == "personal":
        return said("taken", N_("{who} already carries a card of that kind; it carries only one."))
    return said("wrong-performer", N_("{who} cannot play {card}."))


def _equipment(state: ClassicState, host: str, c: Card) -> Illegal | None:
    """`plays.equipment_fits` in words: why this creature cannot carry this Equipment."""
    ch = state.creatures[host]
    who = _name(host)

    said = partial(refuse, "equipment", card=c.name, who=who)

    if ch.kind in PREY_TYPES or host.startswith(GUARDIAN):
        return said(N_("Equipment is never played on or traded to prey, and {who} is prey."))
    if not query.meets(state, host, c):
        return said(
            N_("{card} requires {requirement}, and {who} does not meet that."),
            requirement=requires_words(c),
        )
    fetish, bane = "Fetish" in c.keywords, "Bane Fetish" in c.keywords
    side = query.allegiance(state, ch)
    if fetish and not bane and side != "Gaia" and not query.has_grant(state, host, "fetishes"):
        return said(
            N_("{card} is a Fetish: only Gaia creatures play Fetishes, and {who} is not one.")
        )
    if bane and not fetish and side != "Wyrm":
        return said(
            N_("{card} is a Bane Fetish: only Wyrm creatures play them, and {who} is not one.")
        )
    low = (fetish or bane) and c.gnosis > query.stat(state, host, "gnosis")
    if low and not query.has_grant(state, host, "any-fetish"):
        return said(
            N_("{card} needs Gnosis {need} and {who} has {have}."),
            need=c.gnosis,
            have=query.stat(state, host, "gnosis"),
        )
    if c.id in plays.attached_ids(state, host):
        return said(
            N_("{who} already carries {card}; a creature never carries two copies of a card.")
        )
    one_weapon = state.reading != "1995"
    for kind in ("Armor", "Weapon"):
        limited = kind in c.keywords and (kind == "Armor" or one_weapon)
        if limited and any(kind in card_of(t.iid).keywords for t in state.attached_to(host)):
            sentence = (
                N_("{who} already has an Armor; a creature has only one at a time.")
                if kind == "Armor"
                else N_("{who} already has a Weapon; a creature has only one at a time.")
            )
            return said(sentence)
    return None


def _bad_target(
    state: ClassicState,
    seat: int,
    c: Card,
    iid: str,
    by: Any,
    target: Any,
    aims: list[Any],
) -> Illegal:
    said = partial(refuse, "bad-target", card=c.name)

    if aims == [None]:
        return said(N_("{card} names no target: play it without one."))
    if not aims:
        return said(N_("{card} has no target it could affect now."))
    if target is None:
        return said(N_("{card} needs a target: choose one."))
    name = _name(target) if isinstance(target, str) else _("that player")
    if isinstance(target, str) and target in state.creatures:
        if c.type == "gift" and c.id in plays.attached_ids(state, target):
            return said(
                N_(
                    "{target} is already under {card}; a creature is never the target of a Gift while it is under another copy."
                ),
                target=name,
            )
        crosses = isinstance(by, str) and c.type != "event" and by in state.creatures
        if crosses and not query.interact(state, str(by), target):
            return said(
                N_(
                    "{who} and {target} are on different sides of the Gauntlet: only Events cross it."
                ),
                who=_name(by),
                target=name,
            )
        found = effects.first_play(c)
        if found is not None:
            index, effect = found
            use = Use(iid, index, effect, seat, by if isinstance(by, str) else None)
            why = interpreter.why_not(query.view(state), use, effect, target, name)
            if why:
                return said(N_("{card} cannot target {target}: {why}."), target=name, why=why)
    return said(
        N_("{card} cannot target {target}: choose {choices}."), target=name, choices=_aims(aims)
    )


def _aims(aims: list[Any]) -> str:
    """The first targets a card or ability may take, as "A, B or C"."""
    return joined([_option(a) if isinstance(a, str) else _("a player") for a in aims[:5]], "or")


#: why an ability refuses a target it may name, the first case that holds
#: (`refusals.target_refused`)
ABILITY_TARGET = {
    "none": N_("{card}'s ability names no target: use it without one."),
    "nothing": N_("{card}'s ability would do nothing to any target now."),
    "why": N_("{card}'s ability cannot target {target}: {why}."),
    "other": N_("{card}'s ability cannot target that: choose {choices}."),
}


def _use(state: ClassicState, seat: int, command: Command, moment: str, go: bool) -> Illegal:
    iid = command.get("card")
    tv = query.view(state)
    if not isinstance(iid, str) or (iid not in state.creatures and iid not in state.things):
        return Illegal("cannot-use", _("Use an ability of one of your own cards in play."))
    name = _name(iid)
    if tv.owner(iid) != seat:
        return Illegal(
            "not-yours",
            _("{card} is not one of your cards in play: you use only your own.").format(card=name),
        )
    index = command.get("index")
    live = dict(tv.live(iid))
    if not isinstance(index, int) or index not in live:
        return Illegal("cannot-use", _("{card} has no such ability.").format(card=name))
    effect = live[index]
    if effect.when not in WINDOWS:
        return Illegal(
            "not-an-ability",
            _(
                "{card}'s text works by itself when its moment comes; it is not an ability you use."
            ).format(card=name),
        )
    if moment not in ABILITY_MOMENTS[effect.when]:
        return Illegal(
            "wrong-window",
            _("{card}'s ability is used at another moment; this is {now}.").format(
                card=name, now=_now(state)
            ),
        )
    bearer = tv.bearer(iid)
    if effect.when == "in-combat" and (bearer is None or not query.in_combat(state, bearer)):
        return Illegal(
            "not-in-combat",
            _(
                "{card}'s ability is used by a creature in the combat, and its bearer is not in it."
            ).format(card=name),
        )
    use = Use(iid, index, effect, seat, bearer)
    why = interpreter.usable(tv, use)
    if why:
        return Illegal(
            "cannot-use", _("{card}'s ability cannot be used: {why}.").format(card=name, why=why)
        )
    choices = interpreter.choices(tv, use)
    target = command.get("target")
    if target not in choices:

        def why_not() -> str | None:
            if not isinstance(target, str) or target not in state.creatures:
                return ""
            return interpreter.why_not(tv, use, effect, target, _name(target))

        values = {"card": name, "target": _name(target), "choices": _aims(choices)}
        return refusals.target_refused(
            "bad-target", ABILITY_TARGET, choices, target, why_not, **values
        )
    return _offensive_sentence(name, go, False)


def _scrap(state: ClassicState, seat: int, command: Command, moment: str) -> Illegal:
    iid = command.get("card")
    thing = state.things.get(iid) if isinstance(iid, str) else None
    if thing is None:
        return Illegal(
            "cannot-discard", _("Only your own cards in play (not creatures) can be discarded so.")
        )
    c = card_of(thing.iid)
    if thing.owner != seat and thing.pack != seat:
        return refuse(
            "not-yours", N_("{card} is not yours: you discard only your own cards."), card=c.name
        )
    if c.type in RESOURCE_TYPES:
        return Illegal(
            "wrong-phase",
            _(
                "{card} is a resource: resources are discarded by their player in the Resource Phase's Open Play; this is {now}."
            ).format(card=c.name, now=_now(state)),
        )
    return Illegal(
        "cannot-discard",
        _(
            "{card} stays in play: only Quests, Totems and (in the Resource Phase) resources are discarded by their player."
        ).format(card=c.name),
    )


def _trade(state: ClassicState, seat: int, command: Command, moment: str) -> Illegal:
    if moment != "resource":
        return _wrong_stage(state, "trade")
    iid = command.get("card")
    thing = state.things.get(iid) if isinstance(iid, str) else None
    if thing is None or card_of(thing.iid).type != "equipment" or thing.pack != seat:
        return Illegal("cannot-trade", _("Only Equipment your pack carries can be traded."))
    c = card_of(thing.iid)
    if thing.traded == state.turn:
        return refuse(
            "traded",
            N_("{card} has been traded this phase already; each item is traded once a phase."),
            card=c.name,
        )
    to = command.get("to")
    if not _mine(state, seat, to):
        return Illegal(
            "not-your-creature", _("Equipment is traded to a creature of your own pack.")
        )
    if to == thing.host:
        return Illegal(
            "cannot-trade", _("{who} carries {card} already.").format(who=_name(to), card=c.name)
        )
    why = _equipment(state, str(to), c)
    if why is not None:
        return why
    return _not_by(state, seat, c, to)


def _step_in(state: ClassicState, seat: int, command: Command, moment: str) -> Illegal:
    fight = state.combat
    if moment != "pre" or fight is None:
        return _wrong_stage(state, "step-in")
    if fight.kind not in ("attack", "bind") or fight.target not in state.creatures:
        return Illegal("no-prey", _("Only an attack on prey can be stepped into."))
    prey = state.creatures[fight.target]
    if prey.pack is not None:
        return Illegal("no-prey", _("Only an attack on prey can be stepped into."))
    need = {"victim": "gaia", "enemy": "wyrm"}.get(card_of(fight.target).type)
    if need is not None and state.players[seat].allegiance != need:
        sentence = (
            N_("Only a Gaia alpha steps in for a Victim.")
            if need == "gaia"
            else N_("Only a Wyrm alpha steps in for an Enemy.")
        )
        return Illegal("step-in", _(sentence))
    if seat == fight.seats[0]:
        return Illegal("step-in", _("You attack this prey: you cannot step in to defend it."))
    iid = command.get("creature")
    if iid not in state.alphas or not _mine(state, seat, iid):
        return Illegal("step-in", _("Only your alpha can step in for prey."))
    return Illegal(
        "step-in",
        _(
            "{who} cannot step in now: it must be free, out of the combat, able to reach the attackers, and of higher Renown than any alpha already stepped in."
        ).format(who=_name(iid)),
    )


# -- 5. a combat round --------------------------------------------------------------------------
def _combat(state: ClassicState, seat: int, command: Command) -> Illegal:
    fight = state.fighting()
    kind = command.get("type")
    step = fight.step
    if step == "claim":
        return _wrong_stage(state, str(kind))
    if step in ("play", "feint"):
        if kind == "ready":
            return Illegal(
                "must-play",
                _(
                    "A creature in full frenzy must play a Combat Action it can play: place one before you are ready."
                ),
            )
        if kind == "assign":
            return _assign(state, seat, command, step == "feint")
        if kind == "instinct" and step == "feint":
            return _instinct(state, seat, command)
        return _wrong_stage(state, str(kind))
    if step == "target":
        if kind == "aim":
            return _aim(state, seat, command)
        return _wrong_stage(state, str(kind))
    return _wrong_stage(state, str(kind))


def _assign(state: ClassicState, seat: int, command: Command, feint: bool) -> Illegal:
    fight = state.fighting()
    iid = command.get("creature")
    mine = [i for i in combat.fighters(state) if combat.controller(state, i) == seat]
    if iid not in mine:
        return refuse(
            "not-your-fighter",
            N_("Place Combat cards on your own creatures in this combat: {names}."),
            names=joined([_name(i) for i in mine], "or"),
        )
    who = _name(iid)
    ch = state.creatures[str(iid)]
    card = command.get("card")

    said = partial(refuse, who=who, card=_name(card))

    if feint:
        if not combat.feint_allowed(state, str(iid)):
            return said(
                "no-feint",
                N_(
                    "Only a creature whose revealed card is a Feint places a second card, and {who}'s is not."
                ),
            )
        return said("feinted", N_("{who} has placed its Feint's second card already."))
    forced = query.granted(state, str(iid), "random-play")
    if forced:
        return said(
            "random-play",
            N_(
                "{who} plays at random this round ({source}): its card is dealt from your hand at the end of the step."
            ),
            source=joined([_name(g.get("source")) for g in forced], "and"),
        )
    if ch.dead and ch.frenzy != "full":
        return said("dead", N_("{who} is dead and plays no more cards."))
    placed = [p for p in fight.plays if p.creature == iid and not p.status]
    if card == NULL:
        if not state.options.get("null_cards", True):
            return said("no-null", N_("This game is played without Null cards."))
        if placed:
            return said(
                "placed", N_("{who} has a card placed already; a Null card is instead of one.")
            )
        return said(
            "must-play",
            N_(
                "{who} is in full frenzy and must play a Combat Action it can play, not a Null card."
            ),
        )
    player = state.players[seat]
    if "alt" in command or "ability" in command:
        if not query.can_play_combat(state, str(iid)):
            return said("stymied", N_("{who} may not play Combat Actions this round."))
        if query.granted(state, str(iid), "only-rage"):
            return said(
                "only-rage",
                N_("{who} may play only Combat Actions of limited Rage: nothing in place of one."),
            )
        if "ability" in command:
            return said(
                "ability-action",
                N_(
                    "That ability cannot stand for {who}'s Combat Action now (its cost or limit stops it)."
                ),
            )
        if card not in player.hand:
            return said("not-in-hand", N_("You can only play a card from your own Sept hand."))
        c = card_of(str(card))
        why = combat.alternate_reason(state, seat, str(iid), c, str(card))
        if why is None:
            return said("placed", N_("{who} already has its Combat Action placed this round."))
        if not c.combat_action:
            return said(
                "not-alternate",
                N_("{card} is not played as or in place of a Combat Action."),
            )
        if c.restricted and c.id in player.restricted:
            return Illegal("restricted", _(PLAYABLE[RESTRICTED]).format(card=c.name))
        return _not_by(state, seat, c, iid)
    if card not in player.combat_hand:
        return said("not-in-hand", N_("You can only place a card from your own Combat hand."))
    if any(p.card == card for p in fight.plays):
        return said("placed", N_("{card} is placed already this round."))
    if state.reading == "1995" and not combat.frenzy_card_ok(state, str(card), str(iid)):
        return said(
            "frenzy-card",
            N_("{card} was drawn for another creature's frenzy: only that creature uses it."),
        )
    if command.get("decoy"):
        if state.options.get("null_cards", True):
            return said("decoy", N_("Decoys are placed only in a game played without Null cards."))
        return said("decoy", N_("{who} has a decoy placed already; one a round."))
    return said(
        "placed",
        N_("{who} already has its Combat Action placed this round ({n} a round)."),
        n=combat.max_cards(state, str(iid)),
    )


def _instinct(state: ClassicState, seat: int, command: Command) -> Illegal:
    iid = command.get("creature")
    card = command.get("card")
    if not _mine(state, seat, iid) or iid not in combat.fighters(state):
        return Illegal("not-your-fighter", _("Name one of your own creatures in this combat."))
    if query.can_play_combat(state, str(iid)):
        return Illegal(
            "instinct",
            _(
                "{who} may play Combat Actions: Instinctive cards face up are for a creature that may not."
            ).format(who=_name(iid)),
        )
    if card not in state.players[seat].combat_hand:
        return Illegal("not-in-hand", _("You can only place a card from your own Combat hand."))
    if "Instinctive" not in card_of(str(card)).keywords:
        return Illegal("instinct", _("{card} is not Instinctive.").format(card=_name(card)))
    return Illegal(
        "instinct", _("{who} has played its Instinctive card this round.").format(who=_name(iid))
    )


def _aim(state: ClassicState, seat: int, command: Command) -> Illegal:
    fight = state.fighting()
    index = command.get("index")
    if not isinstance(index, int) or not 0 <= index < len(fight.plays):
        return Illegal("aim", _("Name one of the Combat cards you placed to aim it."))
    play = fight.plays[index]
    if play.seat != seat:
        return Illegal("aim", _("You aim only the Combat cards you placed."))
    if play.target is not None or play.status:
        return Illegal("aim", _("That card is aimed already."))
    side = combat.aim_side(state)
    if side is not None and play.side != side:
        return Illegal(
            "aim", _("The sides take turns aiming: the other side aims its next card first.")
        )
    found = combat.valid_targets(state, play)
    if index not in combat.unaimed(state, play.side)[:1] and play.side == side:
        return Illegal("aim", _("Aim your cards in the order they were placed."))
    return Illegal(
        "aim",
        _(
            "{who}'s card is aimed at a creature on the other side of the combat, on the same side of the Gauntlet: {names}."
        ).format(who=_name(play.creature), names=joined([_name(t) for t in found], "or")),
    )


# -- 6. Closed Play, votes, alphas --------------------------------------------------------------
COMMIT_KINDS = {
    "redraw:commit": "discard",
    "combat:commit": "discard",
    "resource:commit": "stage",
    "umbra:commit": "step",
    "moot:commit": "call",
}


def _commit(state: ClassicState, seat: int, command: Command) -> Illegal:
    kind = command.get("type")
    step = state.step
    if kind != COMMIT_KINDS[step]:
        return _wrong_stage(state, str(kind))
    player = state.players[seat]
    staged = {e["card"] for e in player.staged}
    if kind == "discard":
        hand = player.hand if step == "redraw:commit" else player.combat_hand
        card = command.get("card")
        if card in staged:
            return refuse("staged", N_("{card} is set aside to discard already."), card=_name(card))
        if card not in hand:
            sentence = (
                N_("In the Redraw Phase you discard Sept cards from your own hand.")
                if step == "redraw:commit"
                else N_("In the Combat Phase's redraw you discard Combat cards from your own hand.")
            )
            return Illegal("not-in-hand", _(sentence))
        return Illegal("discard", _("Discard each card once."))
    if kind == "stage":
        return _stage_card(state, seat, command)
    if kind == "step":
        return _step(state, seat, command)
    return _call(state, seat, command)


def _stage_card(state: ClassicState, seat: int, command: Command) -> Illegal:
    player = state.players[seat]
    iid = command.get("card")
    entries = player.staged
    if any(e["card"] == iid for e in entries):
        return Illegal("staged", _("{card} is placed face down already.").format(card=_name(iid)))
    if iid not in player.hand:
        return Illegal("not-in-hand", _("You can only place a card from your own hand."))
    c = card_of(str(iid))
    if c.type in JUNTA_TYPES:
        return _junta(state, c, "stage")
    if not (c.type in RESOURCE_TYPES or c.type in CREATURE_TYPES or c.type == "battlefield"):
        return Illegal(
            "not-a-resource",
            _(
                "{card} is {kind}: only creatures, resources and Battlefields are placed face down in the Resource Phase; play it in Open Play."
            ).format(card=c.name, kind=_kind(c)),
        )
    why = plays.playable_now(state, seat, c, "resource")
    if why is not None:
        template = PLAYABLE.get(why, N_("{card} cannot be played in {now}."))
        return Illegal(
            "cannot-play", _(template).format(card=c.name, kind=_kind(c), now=_now(state))
        )
    for e in entries:
        other = card_of(e["card"])
        if c.type in ("caern", "realm") and other.type == c.type:
            sentence = (
                N_("You have placed a Caern face down already; a pack has only one.")
                if c.type == "caern"
                else N_("You have placed a Realm face down already; a pack has only one.")
            )
            return Illegal("one-only", _(sentence))
        if (c.unique or c.restricted) and other.id == c.id:
            return refuse(
                "one-only",
                N_("A copy of {card} is placed face down already; only one can come into play."),
                card=c.name,
            )
    by = command.get("by")
    refused = _performer(state, seat, c, "resource", by)
    if refused is not None:
        return refused
    return Illegal(
        "one-only",
        _(
            "{who} gets another Equipment of that kind face down already; a creature carries one Armor (and one Weapon) and never two copies of a card."
        ).format(who=_name(by)),
    )


def _step(state: ClassicState, seat: int, command: Command) -> Illegal:
    gauntlet = READS.caern_gauntlet(state, seat)
    if gauntlet is None:
        return Illegal(
            "no-caern",
            _("Stepping sideways takes a Caern of your pack in play, and you have none."),
        )
    iid = command.get("creature")
    ch = state.creatures.get(iid) if isinstance(iid, str) else None
    if ch is None or ch.pack != seat or ch.kind != "character":
        return Illegal("step", _("Only Characters of your own pack step sideways."))
    who = _name(ch.iid)

    said = partial(refuse, "step", who=who)

    if ch.out:
        return said(N_("{who} is out of play."))
    if ch.world == "both":
        return said(N_("{who} is a Spirit: it is in both worlds already."))
    if not query.at_home(state, ch.iid):
        return said(N_("{who} is away from your Pack Home Ground, where your Caern is."))
    if ch.iid in state.stepped:
        return said(N_("{who} has used a Caern this Umbra Phase already."))
    if ch.iid in {e["card"] for e in state.players[seat].staged}:
        return said(N_("{who} is set to step sideways already."))
    gnosis = query.stat(state, ch.iid, "gnosis")
    if gnosis < gauntlet:
        return said(
            N_(
                "{who} has Gnosis {gnosis} and your Caern's Gauntlet is {gauntlet}: stepping sideways takes Gnosis at least the Gauntlet."
            ),
            gnosis=gnosis,
            gauntlet=gauntlet,
        )
    return said(N_("{who} cannot step sideways: a card in play forbids it."))


def _call(state: ClassicState, seat: int, command: Command) -> Illegal:
    player = state.players[seat]
    iid = command.get("card")
    if any(e["card"] == iid for e in player.staged):
        return Illegal("staged", _("{card} is called already.").format(card=_name(iid)))
    if iid not in player.hand:
        return Illegal("not-in-hand", _("You can only call a Junta from your own hand."))
    c = card_of(str(iid))
    if c.type not in JUNTA_TYPES:
        return Illegal(
            "not-a-junta",
            _("{card} is {kind}, not a Junta: only Moots and Board Meetings are called.").format(
                card=c.name, kind=_kind(c)
            ),
        )
    if c.unique and any(card_of(e["card"]).id == c.id for e in player.staged):
        return Illegal("staged", _("{card} is called already.").format(card=c.name))
    if c.restricted and c.id in player.restricted:
        return Illegal("restricted", _(PLAYABLE[RESTRICTED]).format(card=c.name))
    if not READS.may_call_kind(state, seat, c.type):
        sentence = (
            N_("Moots are called by Gaia packs; yours is a Wyrm pack, which calls Board Meetings.")
            if c.type == "moot"
            else N_(
                "Board Meetings are called by Wyrm packs; yours is a Gaia pack, which calls Moots."
            )
        )
        return Illegal("allegiance", _(sentence))
    side = READS.junta_side(str(iid))
    if len([p for p in state.players if not p.out and p.allegiance == side]) < 2:
        return refuse(
            "two-packs",
            N_("{card} needs at least two packs of its allegiance in the game to vote on it."),
            card=c.name,
        )
    who = READS.callers(state, seat, str(iid))
    by = command.get("by")
    if by not in who:
        if not _mine(state, seat, by) or state.creatures[str(by)].kind != "character":
            return Illegal("caller", _("A Junta is called by one of your own Characters."))
        name = _name(by)
        ch = state.creatures[str(by)]
        if ch.world == "umbra":
            return Illegal(
                "caller",
                _("{who} is in the Umbra: creatures only there call no Juntas.").format(who=name),
            )
        renown = query.stat(state, str(by), "renown")
        if renown < c.renown:
            return Illegal(
                "caller",
                _(
                    "{card} is called by a Character of Renown {need} or more, and {who} has {have}."
                ).format(card=c.name, need=c.renown, who=name, have=renown),
            )
        if not query.meets(state, str(by), c):
            return Illegal(
                "requirement",
                _("{card} requires {requirement}, and {who} does not meet that.").format(
                    card=c.name, requirement=requires_words(c), who=name
                ),
            )
        return Illegal(
            "caller", _("{who} cannot call a Junta: a card in play forbids it.").format(who=name)
        )
    target = command.get("target")
    if isinstance(target, str) and not READS.junta_target_ok(state, str(iid), target):
        return Illegal(
            "bad-target",
            _(
                "{card} cannot target {target}: a Junta never targets creatures only in the Umbra, nor the other allegiance's packs."
            ).format(card=c.name, target=_name(target)),
        )
    aims = effects.junta_choices(state, seat, c, str(by))
    return _bad_target(state, seat, c, str(iid), by, target, aims)


def _vote(state: ClassicState, seat: int, command: Command) -> Illegal:
    if state.step != "moot:vote":
        return _wrong_stage(state, "vote")
    if command.get("side") not in READS.vote_sides:
        return Illegal("bad-command", _("Vote yes, no or abstain."))
    iid = command.get("creature")
    if not _mine(state, seat, iid):
        return Illegal("vote", _("Only the creatures of your own pack vote for you."))
    who = _name(iid)
    junta = state.juntas[state.junta_at]
    if iid in junta.votes or iid in state.tier_votes:
        return Illegal("voted", _("{who} has voted on this Junta already.").format(who=who))
    if iid not in READS.voters(state, junta):
        ch = state.creatures[str(iid)]
        if ch.world == "umbra":
            sentence = N_("{who} is in the Umbra: creatures only there do not vote.")
        elif ch.no_vote_turn == state.turn:
            sentence = N_(
                "{who} called a vote this turn, and under the club rules it votes no more this turn."
            )
        elif ch.kind != "character":
            sentence = N_("{who} is not a Character: only Characters vote.")
        elif state.players[seat].allegiance != READS.junta_side(junta.iid):
            sentence = N_(
                "{who} is of the other allegiance: Moots are voted by Gaia, Board Meetings by Wyrm."
            )
        else:
            sentence = N_("{who} cannot vote: a card in play forbids it.")
        return Illegal("vote", _(sentence).format(who=who))
    renown = query.stat(state, str(iid), "renown")
    return Illegal(
        "vote",
        _(
            "Creatures vote by Renown, highest first: those of Renown {tier} vote now, and {who} has Renown {renown}."
        ).format(tier=state.tier, who=who, renown=renown),
    )


def _alpha(state: ClassicState, seat: int, command: Command) -> Illegal:
    if state.step != "combat:alphas":
        return _wrong_stage(state, "alpha")
    iid = command.get("creature")
    if not _mine(state, seat, iid):
        return Illegal("alpha", _("Choose your alpha from your own pack."))
    ch = state.creatures[str(iid)]
    who = _name(iid)
    if ch.out or ch.dead:
        sentence = N_("{who} is out of play.")
    elif ch.hunting:
        sentence = N_(
            "{who} is away in the Hunting Grounds; an alpha is chosen from those at home."
        )
    elif ch.kind not in ("character", "ally"):
        sentence = N_("Only a Character or an Ally can be an alpha.")
    elif query.player_has(state, seat, "characters-only-alpha") and ch.kind != "character":
        sentence = N_("A card in play lets only Characters be alphas, and {who} is an Ally.")
    elif state.reading == "1995" and ch.world == "umbra":
        sentence = N_(
            "{who} is in the Umbra, and in the 1995 rules a creature there cannot be the alpha."
        )
    else:
        sentence = N_("{who} cannot be an alpha: a card in play forbids it.")
    return Illegal("alpha", _(sentence).format(who=who))


ACTION_KINDS = ("attack", "bind", "challenge", "raid", "engage", "pass")


def _action(state: ClassicState, seat: int, command: Command) -> Illegal:
    kind = command.get("type")
    if state.step != "combat:actions" or kind not in ACTION_KINDS:
        return _wrong_stage(state, str(kind))
    me_iid = READS.current_alpha(state)
    if me_iid is None:
        return Illegal("no-alpha", _("No alpha is acting."))
    me = _name(me_iid)
    target = command.get("target")
    if kind == "pass":
        return Illegal("bad-command", _("{me} may pass its action; say just pass.").format(me=me))
    if kind == "raid":
        thing = state.things.get(target) if isinstance(target, str) else None
        if thing is None or card_of(thing.iid).type != "territory":
            return Illegal("alpha-target", _("Only a Territory in play can be raided."))
        if thing.pack == seat:
            return refuse("alpha-target", N_("{card} is your own Territory."), card=_name(target))
        return Illegal("alpha-target", _("{card} belongs to no pack.").format(card=_name(target)))
    if kind == "engage":
        thing = state.things.get(target) if isinstance(target, str) else None
        if thing is None or card_of(thing.iid).type != "battlefield" or thing.zone != "hunting":
            return Illegal(
                "alpha-target", _("Only a Battlefield in the Hunting Grounds can be engaged.")
            )
        options = combat.battle_options(state, me_iid, thing.iid)
        if not options:
            return Illegal(
                "alpha-target",
                _("{me} does not meet any of the ways {card} may be entered.").format(
                    me=me, card=_name(target)
                ),
            )
        return Illegal(
            "alpha-target",
            _("Choose one of the ways {card} may be entered: {options}.").format(
                card=_name(target), options=joined([str(o) for o in options], "or")
            ),
        )
    other = state.creatures.get(target) if isinstance(target, str) else None
    if other is None:
        return refuse("alpha-target", N_("Name a creature in play for {me}'s action."), me=me)
    them = _name(target)
    ctarget = str(target)

    def said(text: str, code: str = "alpha-target") -> Illegal:
        return refuse(code, text, me=me, them=them)

    if ctarget == me_iid:
        return said(N_("{me} cannot act against itself."))
    if ctarget.startswith(GUARDIAN):
        return said(N_("A Battlefield's defenders are fought by engaging its Battlefield."))
    if other.pack == seat:
        return said(N_("{them} is in your own pack."))
    if other.out:
        return said(N_("{them} is out of play."))
    if not query.interact(state, me_iid, ctarget):
        return said(
            N_(
                "{me} and {them} are on different sides of the Gauntlet: creatures meet only on the same side."
            ),
            "other-world",
        )
    if READS.loyal(state, me_iid, ctarget):
        return said(N_("{me} is loyal to {them} and never attacks or challenges it."))
    if query.in_combat(state, ctarget):
        return said(N_("{them} is in a combat already."))
    if kind in ("attack", "bind"):
        is_alpha = ctarget in state.alphas and other.pack is not None and not other.hunting
        in_grounds = other.pack is None or other.hunting
        if not is_alpha and not in_grounds:
            return said(
                N_(
                    "{them} is at home and is not an alpha: challenge it; attacks are for other alphas and the Hunting Grounds."
                )
            )
        if query.prohibited(state, ctarget, "be-attacked") or query.prohibited(
            state, me_iid, "attack", against=ctarget
        ):
            return said(N_("{me} cannot attack {them}: a card in play forbids it."), "prohibited")
        found = READS.attack_targets(state, me_iid)
        if ctarget not in found and found:
            names = joined([_name(t) for t in found], "or")
            return Illegal(
                "must-attack",
                _(
                    "{me} must attack {names} when it can: a rival (or a card) comes before any other target."
                ).format(me=me, names=names),
            )
        if kind == "bind":
            if other.pack is not None or "Spirit" not in query.words(state, ctarget):
                return said(N_("Only a Spirit in the Hunting Grounds is attacked to bind it."))
            if state.creatures[me_iid].world not in ("umbra", "both"):
                return said(N_("{me} binds Spirits only from the Umbra, and it is not there."))
            return said(N_("{them} cannot be bound."))
        return said(N_("{me} cannot attack {them}."))
    # challenge
    if other.pack is None or other.hunting:
        return said(
            N_(
                "{them} is in the Hunting Grounds: attack it; challenges are for other packs' creatures at home."
            )
        )
    if ctarget in state.alphas:
        return said(
            N_("{them} is an alpha: attack it; challenges are for creatures that are not alphas.")
        )
    if query.prohibited(state, ctarget, "be-challenged"):
        return said(N_("{them} cannot be challenged: a card in play forbids it."), "prohibited")
    return said(N_("{me} cannot challenge {them}."))


# -- the dispatch --------------------------------------------------------------------------------
#: the stages whose own reasons judge every command made there
STAGE_REASONS: dict[str, Callable[[ClassicState, int, Command], Illegal]] = {
    "pending": _pending,
    "window": _window,
    "combat": _combat,
    **dict.fromkeys(COMMIT_KINDS, _commit),
    "combat:actions": _action,
}
#: the stages that take one kind of command: that kind and its reasons
STAGE_ONE_KIND: dict[str, tuple[str, Callable[[ClassicState, int, Command], Illegal]]] = {
    "moot:vote": ("vote", _vote),
    "combat:alphas": ("alpha", _alpha),
}


def _combat_card_played(state: ClassicState, seat: int, command: Command, stage: str) -> bool:
    """A Combat card (not an Event) of the seat's Combat hand asked to be played outside an
    Open Play: its rule is the Combat cards', not the Sept cards' ("Sept cards are played in
    Open Play" was said of Brace and Hold in a combat and of Curl and Cover in a vote)."""
    iid = command.get("card")
    if command.get("type") != "play" or stage in ("window", "pending"):
        return False
    if not isinstance(iid, str) or iid not in state.players[seat].combat_hand:
        return False
    return card_of(iid).type != "combat-event"


def _by_stage(state: ClassicState, seat: int, command: Command) -> Illegal:
    """A command's own reason, for the stage the game is in."""
    stage = _stage(state)
    kind = str(command.get("type"))
    if _combat_card_played(state, seat, command, stage):
        step = state.fighting().step if state.combat is not None else None
        if step in ("play", "feint"):  # in its step: on which of the seat's fighters
            return _assign(state, seat, {"type": "assign", **command}, step == "feint")
        return _wrong_stage(state, "assign")
    judge = STAGE_REASONS.get(stage)
    if judge is not None:
        return judge(state, seat, command)
    only = STAGE_ONE_KIND.get(stage)
    if only is not None and kind == only[0]:
        return only[1](state, seat, command)
    return _wrong_stage(state, kind)


def _shape(state: ClassicState, seat: int, command: Command) -> Illegal | None:
    return incomplete(command, FLOW.legal(state, seat))


def _question_first(state: ClassicState, seat: int, command: Command) -> Illegal | None:
    return _prompt(state, seat, command) if state.prompts else None


REFUSALS = Refusals(
    first=(
        over(END_REASONS, N_("The game is over; start a new game to play again.")),
        _out,
        _turn,
        _shape,
        _question_first,
    ),
    kinds={},
    unknown=_by_stage,
)


def explain(state: ClassicState, seat: int, command: Command) -> Illegal:
    """Why `command` is refused for `seat` (it is not among the legal ones)."""
    return REFUSALS.explain(state, seat, command)

"""What one voter's votes can do to the Moot or Junta voted on now, and the hint's words when
they cannot change the result (issue 30: a hint said a side was "better for you" where the
vote changed nothing). Both editions count the same way: more for than against passes, a tie
fails; each edition finds the numbers in its own view (its `vote_stakes`)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import N_, _


@dataclass(frozen=True)
class Stakes:
    """The vote on now, as the voter's seat can count it."""

    #: the votes for and against already counted or known
    yes: int
    no: int
    #: the votes of the one about to vote
    mine: int
    #: the most votes the others can still add, either way (cast unseen, or still to come)
    unknown: int
    #: the votes the voter's other characters can still add, on the side the voter wants: a
    #: hint counted them as a rival's, and advised a vote on a Moot already won (issue 30)
    own: int = 0
    #: the votes still to come from a player who votes only for it (its caller), and only
    #: against it (the player it aims at): counted as the voter's "unknown", either way, they
    #: made a vote against at 17 to 11 look able to turn it with only the caller's votes left
    #: to come (issue 30). A vote not cast yet is neither: the player may keep it.
    for_only: int = 0
    against_only: int = 0

    def changes(self, for_it: bool) -> bool:
        """Whether a vote for (`for_it`) or against can change the result, some way the votes
        still unknown fall (with the voter's other votes on its side). Asked of the side
        advised: a vote against at 13 to 13, a tie that fails, with no vote to come, changes
        nothing, though a vote for would (issue 30)."""
        lead = self.yes - self.no
        if self.mine <= 0:
            return False
        most = lead + self.unknown + self.for_only  # the others' votes, cast or kept
        least = lead - self.unknown - self.against_only
        if for_it:  # some lead it meets, at most 0 (failing) and above minus its votes
            return least <= 0 and most + self.own > -self.mine
        return most > 0 and least - self.own <= self.mine

    @property
    def decides(self) -> bool:
        """Whether these votes can change the result, voted one way or the other."""
        return self.changes(True) or self.changes(False)

    @property
    def passes_anyway(self) -> bool:
        """Whether it passes whatever this voter votes (meaningful when not `decides`)."""
        return self.yes - self.no - self.mine - self.unknown - self.against_only > 0


#: a vote that cannot change the result says so: the side is the search's pick, not a reason
#: (keyed by: it passes anyway, some votes are still unknown)
ANYWAY = {
    (True, True): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, with at "
        "most {left} votes still unknown, it passes whatever you vote."
    ),
    (False, True): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, with at "
        "most {left} votes still unknown, it fails whatever you vote."
    ),
    (True, False): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, with no "
        "other vote to come, it passes whatever you vote."
    ),
    (False, False): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, with no "
        "other vote to come, it fails whatever you vote."
    ),
}


#: a vote that cannot change the result where a vote the other way could: "whatever you vote"
#: would be false (keyed as `ANYWAY`)
WITHOUT = {
    (True, True): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, with at "
        "most {left} votes still unknown, it passes with or without your vote."
    ),
    (False, True): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, with at "
        "most {left} votes still unknown, it fails with or without your vote."
    ),
    (True, False): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, with no "
        "other vote to come, it passes with or without your vote."
    ),
    (False, False): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, with no "
        "other vote to come, it fails with or without your vote."
    ),
}


#: a vote that cannot change the result where the only votes still to come are a player's
#: sure to vote for it (its caller) or against it (its target): "with no other vote to come"
#: would be false (keyed by: it passes as it stands, whose votes are to come)
SURE = {
    (True, "for"): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, it passes "
        "with or without your vote: the only votes still to come are {caller}'s, who called "
        "it and votes for it."
    ),
    (False, "for"): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, it fails "
        "with or without your vote: the only votes still to come are {caller}'s, who called "
        "it, and they are too few to pass it."
    ),
    (True, "against"): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, it passes "
        "with or without your vote: the only votes still to come are {target}'s, whom it "
        "harms, and they are too few to stop it."
    ),
    (False, "against"): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, it fails "
        "with or without your vote: the only votes still to come are {target}'s, whom it "
        "harms and who votes against it."
    ),
    (True, "both"): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, it passes "
        "with or without your vote: the only votes still to come are {caller}'s, who called "
        "it, and {target}'s, whom it harms."
    ),
    (False, "both"): N_(
        "{vote}: your vote cannot change the result. At {yes} for and {no} against, it fails "
        "with or without your vote: the only votes still to come are {caller}'s, who called "
        "it, and {target}'s, whom it harms."
    ),
}


def cannot_change(vote: str, count: Stakes, caller: str = "", target: str = "") -> str:
    """The hint for a vote that cannot change the result on its side (`vote`: "Vote yes on
    Council of Claws", in the active language; `caller`, `target`: the players who vote only
    for it and only against it, named where theirs are the only votes still to come)."""
    words = {"vote": vote, "yes": count.yes, "no": count.no, "left": count.unknown}
    sure = (count.for_only > 0 and bool(caller), count.against_only > 0 and bool(target))
    if count.unknown == 0 and any(sure):
        whose = "both" if all(sure) else "for" if sure[0] else "against"
        text = SURE[count.yes > count.no, whose]
        return _(text).format(**words, caller=caller, target=target)
    if count.decides:  # only the other side can: the vote's side settles nothing, as it stands
        text = WITHOUT[count.yes > count.no, count.unknown > 0]
    else:
        text = ANYWAY[count.passes_anyway, count.unknown > 0]
    return _(text).format(**words)

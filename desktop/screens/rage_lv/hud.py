"""The relaunch table's painted parts: felt and areas, the phase bar, the sidebar (Umbra chart,
scores, log), the Moot panel and the combat panel. Each is painted once per game step into a
surface that a node then blits every frame (desktop.screens.ccg_kit.paint)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

import pygame

from desktop.screens.ccg_kit.paint import (
    blit_fit,
    box,
    cut_end,
    fitted,
    last_whole,
    panel_surface,
    paragraph,
    text,
)
from desktop.screens.rage_lv import layout, narrate
from desktop.screens.rage_lv.narrate import PHASE_NAMES, PHASES, name
from desktop.screens.seat_tags import SeatTag, tag_surface
from desktop.ui.theme import cut_line, render_display, wrap
from engine.games.rage_lv.plays import needs_target
from engine.games.rage_lv.setup import DEFAULT_TURN_LIMIT
from engine.games.rage_lv.state import card_of
from engine.games.rage_lv.umbra import EFFECTS as UMBRA_EFFECTS
from engine.i18n import N_, _, ngettext

INK = (238, 232, 216)
DIM = (170, 176, 166)
GOLD = (244, 200, 104)
SCORE = (150, 230, 255)  # a turn's "why you scored / did not score" line in the log
SCORE_MARK = N_("▶ Turn")  # how that line starts (teach.TurnScore)
UMBRA_FILL = (46, 36, 92)
PHYS_FILL = (70, 52, 30)
FELT = (26, 54, 44)
COMBAT_FILL = (12, 14, 16)

LEVEL_COLORS = {
    1: (120, 200, 255),
    2: (130, 170, 220),
    3: (170, 130, 230),
    4: (200, 100, 200),
    5: (230, 70, 120),
}


# -- the felt -------------------------------------------------------------------------------------
def table_background(
    size: tuple[int, int],
    areas: dict[int, pygame.Rect],
    bottom: int,
    sides: tuple[pygame.Rect, pygame.Rect],
) -> pygame.Surface:
    """The felt: a vignette, each seat's Staging Area (mine a little lighter), the Hunting
    Grounds' two worlds with their names, the ground under my piles."""
    surf = panel_surface(size)
    w, h = size
    surf.fill(FELT)
    # A soft vignette.
    shade = pygame.Surface((w // 8, h // 8), pygame.SRCALPHA)
    cx, cy = w // 16, h // 16
    for r in range(max(cx, cy), 0, -2):
        a = int(120 * (r / max(cx, cy)) ** 2)
        pygame.draw.circle(shade, (0, 0, 0, a), (cx, cy), r + 40, 3)
    surf.blit(pygame.transform.smoothscale(shade, size), (0, 0))
    for seat, rect in areas.items():
        fill = (20, 44, 36, 200) if seat != bottom else (24, 52, 42, 220)
        surf.blit(box(rect.size, fill, (120, 150, 120, 110)), rect)
    for rect, fill, edge, ink, label in (
        (sides[0], (*UMBRA_FILL, 200), (150, 120, 255, 160), (236, 226, 255), SIDE_TITLES[0]),
        (sides[1], (*PHYS_FILL, 190), (210, 170, 110, 150), (250, 230, 196), SIDE_TITLES[1]),
    ):  # fmt: skip
        surf.blit(box(rect.size, fill, edge), rect)
        img = render_display(side_title(_(label), rect), 22, ink)
        img.set_alpha(190)
        surf.blit(img, (rect.x + 16, rect.y + 10))
    surf.blit(box(layout.PILES.size, (0, 0, 0, 70), None), layout.PILES)
    return surf


SIDE_TITLES = (N_("HUNTING GROUNDS · UMBRA"), N_("HUNTING GROUNDS · PHYSICAL WORLD"))


def side_title(label: str, side: pygame.Rect) -> str:
    """A Hunting Grounds side's title: whole, or where the side has given its room to the
    other's cards, its own word alone ("UMBRA"; in two lines the Moot panel covered the
    second)."""
    if render_display(label, 22, INK).get_width() <= side.width - 24:
        return label
    return label.split(" · ")[-1]


#: the sidebar's Renown to win, whose spot the table explains (`LvTable`)
TO_WIN = N_("to win: {renown_level}")


# -- the phase bar --------------------------------------------------------------------------------
Spots = list[tuple[str, pygame.Rect]]  # (a word drawn, where: for the glossary's tooltips)


def acting_line(view: dict[str, Any], names: Sequence[str], looker: int | None) -> str:
    """The phase bar's words on whom the table waits for (or the phase, or the game's end)."""
    acting = view.get("to_act") or []
    # the person here is "You" in a combat too ("Combat: Player 1 to act" read as another's)
    # one verb for several ("Você, Ada, Bruno age" in Portuguese, pl44b)
    who = ngettext("{who} to act", "{who} to act", len(acting)).format(
        who=", ".join(_("You") if s == looker else names[s] for s in acting)
    )
    if view.get("over"):
        return _("Game over")
    if view.get("fight_over") is not None:  # its end held a beat: nobody acts in it (pl40a #8)
        return _("Combat over")
    if view.get("combat"):
        return _("Combat: ") + who if acting else _("Combat")
    if acting:
        return who
    return _(PHASE_NAMES.get(view["phase"], view["phase"]))


def turn_limit(view: dict[str, Any]) -> int | None:
    """The game's last turn when New game chose a short one (None for the standard limit)."""
    limit = view.get("books", {}).get("options", {}).get("turn_limit")
    return limit if isinstance(limit, int) and limit < DEFAULT_TURN_LIMIT else None


def phase_bar(
    view: dict[str, Any], names: Sequence[str], looker: int | None, spots: Spots | None = None
) -> pygame.Surface:
    r = layout.BAR
    surf = panel_surface(r.size)
    surf.fill((8, 16, 14))
    pygame.draw.line(surf, (150, 124, 70), (0, r.height - 2), (r.width, r.height - 2), 2)
    x = 14
    limit = turn_limit(view)
    if limit is None:
        words = _("TURN {turn}").format(turn=view["turn"])
    else:  # a short game chosen in New game: how many turns are left shows
        words = _("TURN {turn} OF {limit}").format(turn=view["turn"], limit=limit)
    turn = render_display(words, 26, GOLD)
    surf.blit(turn, (x, (r.height - turn.get_height()) // 2))
    x += turn.get_width() + 18
    phase = view["phase"]
    current = {"nominate": "alpha"}.get(phase, phase)
    for key, label in PHASES:
        on = key == current
        img = text(_(label), 20, (20, 18, 14) if on else DIM, bold=on)
        w = img.get_width() + 20
        rect = pygame.Rect(x, 11, w, 32)
        if on:
            pygame.draw.rect(surf, GOLD, rect, 0, 12)
        else:
            pygame.draw.rect(surf, (60, 80, 70), rect, 1, 12)
        surf.blit(img, img.get_rect(center=rect.center))
        if spots is not None:
            spots.append((_(label), rect.move(r.topleft)))
        x += w + 6
    x += 10
    who = acting_line(view, names, looker)
    shown, img = fitted(who, 22, INK, True, r.width - x - 220)
    where = img.get_rect(topleft=(x, (r.height - img.get_height()) // 2))
    surf.blit(img, where)
    if spots is not None and shown != who:  # cut short: a tooltip gives it whole
        spots.append((shown, where.move(r.topleft)))
    lvl = text(
        _("Renown level {renown_level}").format(renown_level=view["renown_level"]), 22, GOLD, True
    )
    at = (r.width - lvl.get_width() - 16, (r.height - lvl.get_height()) // 2)
    surf.blit(lvl, at)
    if spots is not None:
        spots.append((_("Renown level"), lvl.get_rect(topleft=at).move(r.topleft)))
    return surf


# -- a first-game tip -----------------------------------------------------------------------------
TIP_TEXT = 19
TIP_LINE = 23


def tip_lines(title: str, body: str) -> list[str]:
    return wrap(body, TIP_TEXT, layout.TIP_W - 32)


def tip_rect(title: str, body: str) -> pygame.Rect:
    """Where the tip box goes (screen coordinates): its foot on the sidebar's buttons."""
    h = 14 + 28 + len(tip_lines(title, body)) * TIP_LINE + 12 + layout.TIP_BUTTON_H + 12
    return pygame.Rect(layout.SIDEBAR.x + 12, layout.TIP_BOTTOM - h, layout.TIP_W, h)


def draw_tip(surf: pygame.Surface, title: str, body: str, origin: tuple[int, int]) -> None:
    """The tip box into the sidebar's surface (`origin`: the sidebar's top-left); its
    buttons (OK, No more tips) are widgets placed on its bottom row."""
    r = tip_rect(title, body).move(-origin[0], -origin[1])
    pygame.draw.rect(surf, (44, 38, 16), r, 0, 14)
    pygame.draw.rect(surf, GOLD, r, 2, 14)
    surf.blit(text(_("Tip: ") + title, 20, GOLD, True), (r.x + 16, r.y + 12))
    y = r.y + 14 + 28
    for ln in tip_lines(title, body):
        surf.blit(text(ln, TIP_TEXT, INK), (r.x + 16, y))
        y += TIP_LINE


# -- the sidebar ----------------------------------------------------------------------------------
SIDE_FILL = (8, 14, 13)
SIDE_EDGE = (120, 100, 60)


#: lines the sidebar's log keeps at least, where folding the Umbra effects gives it room
LOG_MIN_LINES = 6
LOG_HEAD = 40  # the log's title, above its lines
LOG_LINE = 22


def umbra_effects(level: int) -> list[str]:
    """The Umbra chart's effects at `level`, as the sidebar lists them."""
    return ["• " + _(effect) for effect in UMBRA_EFFECTS[level]]


def renown_name(seat: int, names: Sequence[str], looker: int | None) -> str:
    """A player's name as the sidebar's Renown rows give it ("Ann (you)")."""
    you = _(" (you)") if seat == looker and names[seat] != "You" else ""
    return f"{names[seat]}{you}"


def sidebar_body(
    view: dict[str, Any],
    names: Sequence[str],
    looker: int | None,
    tip: tuple[str, str] | None = None,
    spots: Spots | None = None,
    marks: dict[str, int] | None = None,
    *,
    has_log: bool = True,
) -> tuple[pygame.Surface, pygame.Rect | None]:
    """The sidebar without its log lines, and the band the log goes in (sidebar
    coordinates; None without a log)."""
    r = layout.SIDEBAR
    surf = panel_surface(r.size)
    surf.fill(SIDE_FILL)
    pygame.draw.line(surf, SIDE_EDGE, (0, 0), (0, r.height), 2)
    floor = (tip_rect(*tip).y if tip else layout.TIP_BOTTOM) - r.y - 8
    if tip:
        draw_tip(surf, tip[0], tip[1], r.topleft)
    y = 14
    title = render_display(_("UMBRA"), 28, (200, 180, 255))
    surf.blit(title, (16, y))
    if spots is not None:
        spots.append((_("UMBRA"), title.get_rect(topleft=(16, y)).move(r.topleft)))
    points, level = view["umbra"], view["umbra_level"]
    lv = text(
        _("level {level} · marker {points}").format(level=level, points=points), 20, INK, True
    )
    surf.blit(lv, (r.width - lv.get_width() - 16, y + 6))
    y += 44
    # The chart: five levels of five spots, level 5 on top.
    cell_w, cell_h = 50, 30
    for lvl in range(5, 0, -1):
        row_y = y + (5 - lvl) * (cell_h + 4)
        lab = text(str(lvl), 20, LEVEL_COLORS[lvl], True)
        surf.blit(lab, (18, row_y + 4))
        for k in range(5):
            spot = (lvl - 1) * 5 + k + 1
            rect = pygame.Rect(44 + k * (cell_w + 4), row_y, cell_w, cell_h)
            col = LEVEL_COLORS[lvl]
            on_level = lvl == level
            k_ = 0.47 if on_level else 0.2
            fill = tuple(int(8 + (v - 8) * k_) for v in col)
            pygame.draw.rect(surf, fill, rect, 0, 6)
            pygame.draw.rect(surf, col, rect, 1, 6)
            if spot == points:
                pygame.draw.rect(surf, (255, 255, 255), rect.inflate(4, 4), 3, 8)
                pygame.draw.circle(surf, (255, 240, 200), rect.center, 9)
                pygame.draw.circle(surf, (60, 30, 90), rect.center, 9, 2)
            else:
                n = text(str(spot), 17, (230, 230, 240))  # 11 px at 1280x720
                surf.blit(n, n.get_rect(center=rect.center))
    y += 5 * (cell_h + 4) + 8
    effects = [ln for e in umbra_effects(level) for ln in wrap(e, 18, r.width - 36)]
    # The log keeps LOG_MIN_LINES under the Renown scores: where the effects in full would
    # leave it less (4 packs, a tip, five effects: one line), they fold into one line whose
    # tooltip (hover, Tab) gives them whole; the line says so ("hover or Tab" said not what
    # for), in 18 px on one line of the sidebar.
    # under them: a rule, the Renown title, a row a pack, then the log's rule and title
    below = 20 + 36 + 40 * len(view["players"]) + 6 + 2 + LOG_HEAD
    folded = has_log and floor - (y + 22 * len(effects) + below) < LOG_LINE * LOG_MIN_LINES
    if folded:
        count = len(UMBRA_EFFECTS[level])
        effects = wrap(
            ngettext(
                "• Read {n} effect: point here or Tab",
                "• Read {n} effects: point here or Tab",
                count,
            ).format(n=count),
            18,
            r.width - 36,
        )
    if marks is not None:  # where the effects are, for their tooltip while folded
        marks.update(effects_top=r.y + y, effects_h=22 * len(effects), effects_folded=folded)
    for ln in effects:
        line = text(ln, 18, (214, 206, 240))
        surf.blit(line, (18, y))
        if spots is not None and not folded:  # "• Frenzy +1": its word in the glossary
            spots.append((ln, line.get_rect(topleft=(18, y)).move(r.topleft)))
        y += 22
    y += 10
    pygame.draw.line(surf, (80, 90, 84), (16, y), (r.width - 16, y), 1)
    y += 10
    head = render_display(_("RENOWN"), 24, GOLD)
    surf.blit(head, (16, y))
    if spots is not None:
        spots.append((_("RENOWN"), head.get_rect(topleft=(16, y)).move(r.topleft)))
    target = text(_(TO_WIN).format(renown_level=view["renown_level"]), 18, DIM)
    surf.blit(target, (r.width - target.get_width() - 16, y + 6))
    if spots is not None:  # why it is what it is: a tooltip (pl40a, "to win: 14" unexplained)
        at = target.get_rect(topright=(r.width - 16, y + 6)).move(r.topleft)
        spots.append((TO_WIN, at))
    y += 36
    for p in sorted(view["players"], key=lambda p: -p["renown"]):
        seat = p["seat"]
        score = text(str(p["renown"]), 22, GOLD, True)
        surf.blit(score, (r.width - score.get_width() - 18, y - 1))
        # a long name is cut with "…" clear of the score (it was clipped mid-letter, its
        # "(you)" lost); its tooltip gives it whole (the table's glossary spots)
        whole = renown_name(seat, names, looker)
        room = r.width - 36 - score.get_width() - 12
        shown, line = fitted(whole, 20, INK if not p["removed"] else DIM, True, room)
        surf.blit(line, (18, y))
        if spots is not None and shown != whole:
            spots.append((shown, line.get_rect(topleft=(18, y)).move(r.topleft)))
        bar = pygame.Rect(18, y + 26, r.width - 36, 6)
        pygame.draw.rect(surf, (40, 50, 46), bar, 0, 3)
        frac = min(1.0, p["renown"] / max(1, view["renown_level"]))
        pygame.draw.rect(surf, GOLD, (bar.x, bar.y, int(bar.width * frac), bar.height), 0, 3)
        y += 40
    y += 6
    if marks is not None:
        marks["log_top"] = r.y + y
    if not has_log:  # no log (yet, or a lesson's coach stands in its place)
        return surf, None
    pygame.draw.line(surf, (80, 90, 84), (16, y), (r.width - 16, y), 1)
    y += 2
    return surf, pygame.Rect(2, y, r.width - 2, max(0, floor - y))


def sidebar_log(log: Sequence[str], band: pygame.Rect, newer: int = 0) -> pygame.Surface:
    """The log's band of the sidebar (see `sidebar_body`): its title and its last lines; a
    log read back says how many `newer` entries follow."""
    width = layout.SIDEBAR.width
    surf = panel_surface(band.size)
    surf.fill(SIDE_FILL)
    # Sidebar coordinates less the band's place, so the lines sit where they always did.
    ox = -band.x
    surf.blit(render_display(_("LOG"), 22, DIM), (16 + ox, 8))
    y = LOG_HEAD
    room = max(0, (band.height - y) // LOG_LINE)
    if newer and room:
        # on the last line, where the newer lines would be: beside the title it ran over
        # "LOG" in Portuguese ("8 mais recentes abaixo · PgDn" over "REGISTRO", issue 30)
        room -= 1
        more = text(_("{n} newer below · PgDn").format(n=newer), 18, GOLD)
        blit_fit(surf, more, (16 + ox, y + room * LOG_LINE), width - 24)
    entries = [  # (line, from a turn's score line), an entry's lines together
        [(ln, entry.startswith(_(SCORE_MARK))) for ln in wrap(entry, 18, width - 30)]
        for entry in log[-40:]
    ]
    for ln, score in last_whole(entries, room, lambda line: (cut_end(line[0]), line[1])):
        color = GOLD if ln.startswith("—") else SCORE if score else (206, 210, 200)
        blit_fit(surf, text(ln, 18, color), (16 + ox, y), width - 24)
        y += LOG_LINE
    return surf


# -- the Moot panel -------------------------------------------------------------------------------
MOOT_HEAD = 50  # the title line
MOOT_ROW = 72  # one Moot: its name and who called it, then what it does if it passes (2 lines)
MOOT_ROWS = 2  # Moots listed (the one being voted on first); the rest are counted
VOTE_ROW = 50  # a row of vote buttons
VOTE_H = 46  # a vote button: both rows under a Moot's two lines in the panel
VOTE_LABEL_W = 300  # a row of votes starts with its side and its Moot ("For Trial by Claw:")


def listed_moots(view: dict[str, Any], voting: bool) -> int:
    """How many Moots the panel lists: while the person votes, only the one voted on, so both
    rows of vote buttons (for, against) have room under it."""
    return min(len(view.get("moots") or []), 1 if voting else MOOT_ROWS)


def moot_panel(
    view: dict[str, Any],
    names: Sequence[str],
    size: tuple[int, int],
    voting: bool = False,
    named: Callable[[Any], str] = name,
) -> pygame.Surface:
    """The Moots of the turn, in the Hunting Grounds' band (`size`), under the band's title.
    Vote buttons go under the listed Moots (see `moot_buttons_top`), while the person
    `voting` may vote, a row for each side, each row labelled with its side and Moot. A
    target is `named` with its owner where another card in play has its name."""
    moots = view.get("moots") or []
    rows = listed_moots(view, voting)
    surf = panel_surface(size)
    surf.fill((14, 22, 30))
    pygame.draw.rect(surf, GOLD, surf.get_rect(), 3)
    title = render_display(_("MOOTS"), 30, GOLD)
    surf.blit(title, (20, 10))
    phase = view["phase"]
    state = _("Moot Events may be played first") if phase == "moot-events" else _("Voting")
    later = len(moots) - max(rows, 1)
    if later > 0:
        state += _("  ·  {later} more Moot{value} after these").format(
            later=later, value="s" if later > 1 else ""
        )
    # a Tribe or a card may add votes (the Stone Choir: +1): the log names each bonus
    rule = _("Votes = a Garou's Renown + vote bonuses · the caller votes for · a tie fails")
    hint_x = 44 + title.get_width()
    st = text(state, 22, INK, True)
    if hint_x + text(rule, 18).get_width() + 40 > surf.get_width() - st.get_width():
        st = text(state, 18, INK, True)  # longer words (Portuguese): both still on one line
    surf.blit(st, (surf.get_width() - st.get_width() - 20, 16))
    room = surf.get_width() - st.get_width() - 40 - hint_x
    surf.blit(fitted(rule, 18, DIM, False, room)[1], (hint_x, 20))
    y = MOOT_HEAD
    for i, m in enumerate(moots[:rows]):
        current = i == 0 and phase == "vote"
        row = pygame.Rect(12, y, surf.get_width() - 24, MOOT_ROW - 6)
        pygame.draw.rect(surf, (40, 52, 60) if current else (26, 34, 40), row, 0, 10)
        if current:
            pygame.draw.rect(surf, GOLD, row, 2, 10)
        title = text(name(m["iid"]), 22, INK, True)
        surf.blit(title, (row.x + 14, row.y + 1))
        target = m.get("target")
        tname = names[target] if isinstance(target, int) else (named(target) if target else "")
        # an untargeted Moot says nothing of a target (a dash read as a missing name); a
        # targeted one says when its target comes: right before its vote (seed 000), so a
        # Moot Event chosen before it cannot know it
        if tname:
            called = _("called by {name} ({names}) · target {tname}")
        elif needs_target(card_of(m["iid"]), ("moot",)):
            # not yet chosen, and by whom: "target named before its vote" read as a name
            # left out (issue 30)
            called = _(
                "called by {name} ({names}) · target not chosen yet: {names} names it at the vote"
            )
        else:
            called = _("called by {name} ({names})")
        by = text(
            called.format(name=name(m["caller"]), names=names[m["seat"]], tname=tname), 18, DIM
        )
        x = row.x + 14 + max(260, title.get_width() + 24)
        total = max(1, m["for"] + m["against"])
        bar = pygame.Rect(row.right - 330, row.y + 8, 310, 14)
        blit_fit(surf, by, (x, row.y + 4), bar.x - 20 - x)
        # what passing it does, before anyone votes (seed 000: the Moot's text)
        said = narrate.moot_does(m["iid"], m["seat"], view.get("seat"), names)
        # on two lines where one does not hold it: shrunk and cut on one, it read at about
        # 10 px "…Adicione 1 de Renome à s…" (issue 30)
        does = paragraph(said, 17, bar.x - 34 - row.x, (230, 225, 200), lines=2, centred=False)
        surf.blit(does, (row.x + 14, row.y + 22))
        pygame.draw.rect(surf, (50, 50, 50), bar, 0, 6)
        fw = int(bar.width * m["for"] / total) if m["for"] + m["against"] else 0
        pygame.draw.rect(surf, (90, 190, 120), (bar.x, bar.y, fw, bar.height), 0, 6)
        if m["against"]:
            pygame.draw.rect(
                surf, (200, 80, 70), (bar.x + fw, bar.y, bar.width - fw, bar.height), 0, 6
            )
        votes = text(
            _("for {for_}  ·  against {against}").format(for_=m["for"], against=m["against"]),
            17,  # 11 px at 1280x720
            INK,
            True,
        )
        surf.blit(votes, (bar.x, bar.bottom + 3))
        y += MOOT_ROW
    if not moots:
        surf.blit(text(_("No Moot was called this turn."), 22, DIM), (24, MOOT_HEAD + 8))
    if voting and moots:
        top = moot_buttons_top(view, voting)
        for i, words in enumerate((_("For {moot}:"), _("Against {moot}:"))):
            label = fitted(words.format(moot=name(moots[0]["iid"])), 20, GOLD, True, VOTE_LABEL_W)
            surf.blit(label[1], label[1].get_rect(midleft=(14, top + i * VOTE_ROW + VOTE_H // 2)))
    return surf


def moot_buttons_top(view: dict[str, Any], voting: bool = False) -> int:
    """Where the vote buttons start inside the Moot panel."""
    return MOOT_HEAD + max(1, listed_moots(view, voting)) * MOOT_ROW


# -- the combat panel -----------------------------------------------------------------------------
COMBAT_KINDS = {
    "attack": N_("Hunt"),
    "challenge": N_("Challenge"),
    "defend": N_("Battlefield defence"),
    "guardian": N_("Battlefield guardian"),
    "effect": N_("Fight"),
}
COMBAT_STEPS = {
    "crinos": N_("Crinos shifts"),
    "pre": N_("Pre-Combat events"),
    "attack": N_("Attack"),
    "defend": N_("Response"),
    "react": N_("Reaction"),
    "mid": N_("Mid-Combat events"),
    "post": N_("Post-Combat events"),
}
# The combat panel's parts that change as the combat goes (panel coordinates): the title row,
# and each combatant's column (role, name, Rage, Health, initiative), clear of "VS" and of
# the combat log's column. Each is painted on its own, so a step repaints only what changed.
COMBAT_HEAD = pygame.Rect(20, 12, 1060, 56)
COMBAT_SIDE_W = 460
#: a column's two bands (top, bottom): role and name over the card; Rage, Health and the
#: initiative mark under it
COMBAT_WHO_Y = 76  # the line naming a combatant's role and player (and its seat tag)
COMBAT_SIDE_BANDS = {
    "name": (70, 136),
    "stats": (layout.RAGE_Y - 6, layout.INITIATIVE_Y + 34),
}


def combat_side_rect(side: int, band: str = "stats") -> pygame.Rect:
    cx = layout.COMBATANT_X[side]
    top, bottom = COMBAT_SIDE_BANDS[band]
    return pygame.Rect(cx - COMBAT_SIDE_W // 2, top, COMBAT_SIDE_W, bottom - top)


def combat_frame() -> pygame.Surface:
    """The combat panel's unchanging ground: border, "VS", the log's column and title."""
    r = layout.COMBAT
    surf = panel_surface(r.size)
    surf.fill(COMBAT_FILL)
    pygame.draw.rect(surf, (200, 80, 60), surf.get_rect(), 3)
    vs = render_display(_("VS"), 56, (200, 70, 60))
    surf.blit(vs, vs.get_rect(center=(layout.VS_X, layout.CARD_Y)))
    lx = layout.LOG_X
    pygame.draw.line(surf, (90, 60, 56), (lx - 20, 80), (lx - 20, r.height - 30), 1)
    surf.blit(render_display(_("COMBAT LOG"), 24, DIM), (lx, 76))
    return surf


def _head_parts(c: dict[str, Any]) -> tuple[pygame.Surface, pygame.Surface]:
    """The title row's two texts: the kind of combat and its round, then the step."""
    # the keys go through variables: Babel would extract a literal inside _() as a msgid
    kind, step = c["kind"], c["step"]
    kind = _(COMBAT_KINDS[kind]) if kind in COMBAT_KINDS else kind
    step = _(COMBAT_STEPS[step]) if step in COMBAT_STEPS else step
    head = render_display(
        _("{upper} · ROUND {round}").format(upper=kind.upper(), round=c["round"]),
        34,
        (255, 150, 120),
    )
    # The step after the title, in the row's width: smaller for a long title (Portuguese's
    # "GUARDIÃO DO CAMPO DE BATALHA" cut "Eventos de Meio de Combate" to "…de Comb").
    room = COMBAT_HEAD.width - 20 - head.get_width() - 12
    for size in (26, 22, 19):
        st = text(step, size, GOLD, True)
        if st.get_width() <= room:
            return head, st
    return head, fitted(step, 19, GOLD, True, room)[1]


def combat_head(c: dict[str, Any]) -> pygame.Surface:
    """The title row: the kind of combat, the round and the step (`COMBAT_HEAD`)."""
    surf = panel_surface(COMBAT_HEAD.size)
    surf.fill(COMBAT_FILL)
    ox, oy = -COMBAT_HEAD.x, -COMBAT_HEAD.y
    head, st = _head_parts(c)
    surf.blit(head, (28 + ox, 18 + oy))
    surf.blit(st, (40 + head.get_width() + ox, 24 + oy))
    return surf


def combat_head_right(c: dict[str, Any]) -> int:
    """Where the title row's text ends, in table coordinates."""
    head, st = _head_parts(c)
    return layout.COMBAT.x + 40 + head.get_width() + st.get_width()


def combat_who(
    side: int,
    c: dict[str, Any],
    ch: dict[str, Any] | None,
    names: Sequence[str],
    looker: int | None,
    tag: SeatTag | None = None,
) -> tuple[str, pygame.Rect]:
    """A combatant's line naming its role and player, and where it is drawn (the panel's
    coordinates; left of the player's seat tag where the tag fits beside it)."""
    seat = c["seats"][side]
    role = _("HUNTER") if side == 0 else _("PREY")
    player = names[seat] + (_(" (you)") if seat == looker and names[seat] != "You" else "")
    fighter = (c["hunter"], c["prey"])[side]
    if fighter in c.get("dead", ()):
        # a dead combatant leaves the view: "PREY · Bruno" then named the player who fought
        # for it as the prey (issue 30); say which card died (`combat_side` says who fought for it)
        dead = _("HUNTER · {card} killed") if side == 0 else _("PREY · {card} killed")
        who = dead.format(card=name(fighter))
    elif ch is not None and side == 1 and ch.get("owner") is None:
        # an Enemy, Victim or guardian is no player's: "PREY · Ada" over a Pallid Drone
        # "played by Player 1" read as Ada's card (issue 30)
        who = _("PREY · fought for by {who}").format(who=player)
    else:
        who = f"{role} · {player}"
    w, h = text(who, 24, INK, True).get_size()
    cx = layout.COMBATANT_X[side]
    pill = tag_surface(tag, 18) if tag is not None else None
    if pill is not None and w + 10 + pill.get_width() <= COMBAT_SIDE_W - 16:
        return who, pygame.Rect(cx - (w + 10 + pill.get_width()) // 2, COMBAT_WHO_Y, w, h)
    return who, pygame.Rect(cx - w // 2, COMBAT_WHO_Y, w, h)


def combat_side(
    c: dict[str, Any],
    ch: dict[str, Any] | None,
    side: int,
    names: Sequence[str],
    looker: int | None,
    band: str = "stats",
    tag: SeatTag | None = None,
) -> pygame.Surface:
    """One band of a combatant's column (`combat_side_rect`): role and player (with the
    player's seat tag: the combat view covers the name plates), name, Rage pool, Health and
    wounds, and the initiative mark, as far as they fall in the band."""
    rect = combat_side_rect(side, band)
    surf = panel_surface(rect.size)
    surf.fill(COMBAT_FILL)
    cx = layout.COMBATANT_X[side] - rect.x
    oy = -rect.y
    who, at = combat_who(side, c, ch, names, looker, tag)
    img = text(who, 24, (255, 190, 160) if side == 0 else (170, 210, 255), True)
    at = surf.blit(img, at.move(-rect.x, oy))
    pill = tag_surface(tag, 18) if tag is not None else None
    if pill is not None and at.w + 10 + pill.get_width() <= rect.width - 16:
        surf.blit(pill, pill.get_rect(midleft=(at.right + 10, at.centery)))
    if ch is None:
        if (c["hunter"], c["prey"])[side] in c.get("dead", ()):
            seat = c["seats"][side]
            you = _(" (you)") if seat == looker and names[seat] != "You" else ""
            # a hunter is its player's own character, not "fought for" (pl34b #12)
            whose = _("fought for by {player}") if side else _("in {player}'s pack")
            side_of = text(whose.format(player=names[seat] + you), 22, INK, True)
            surf.blit(side_of, side_of.get_rect(midtop=(cx, 106 + oy)))
        return surf
    iid = ch["iid"]
    nm = text(name(iid) + (_(" · Crinos") if ch["crinos"] else ""), 22, INK, True)
    surf.blit(nm, nm.get_rect(midtop=(cx, 106 + oy)))
    pool = max(0, ch["rage"] - c["spent"][side])
    hp = ch["health"] - ch["wounds"]
    health = _("Health {hp} / {health}  ·  wounds {wounds}").format(
        hp=hp, health=ch["health"], wounds=ch["wounds"]
    )
    pip_w = min(26, 300 // max(1, ch["rage"]))
    # the Rage pool, then Health and wounds: each a label over a row of pips, lit or spent
    for top, words, ink, total, lit, on, off in (
        (layout.RAGE_Y, _("Rage {pool} / {rage}").format(pool=pool, rage=ch["rage"]),
         (255, 120, 90), ch["rage"], pool, (230, 80, 50), (70, 40, 36)),
        (layout.HEALTH_Y, health, (140, 220, 150), ch["health"], hp, (90, 200, 110), (150, 30, 30)),
    ):  # fmt: skip
        y = top + oy
        lab = text(words, 22, ink, True)
        surf.blit(lab, lab.get_rect(midtop=(cx, y)))
        x0 = cx - pip_w * total / 2
        for k in range(total):
            pip = pygame.Rect(int(x0 + k * pip_w) + 2, y + 30, pip_w - 4, 16)
            pygame.draw.rect(surf, on if k < lit else off, pip, 0, 4)
    if c["initiative"] == side and c["step"] in ("attack", "defend", "react"):
        ini = text(_("◆ INITIATIVE"), 22, GOLD, True)
        surf.blit(ini, ini.get_rect(midtop=(cx, layout.INITIATIVE_Y + oy)))
    return surf


#: a part of the combat panel: its name, what it shows, how to paint it, where it goes
CombatPart = tuple[str, Any, Callable[[], pygame.Surface], tuple[int, int]]


def combat_parts(
    view: dict[str, Any],
    names: Sequence[str],
    looker: int | None,
    tags: Mapping[int, SeatTag] | None = None,
) -> list[CombatPart]:
    """The combat panel's changing parts over `combat_frame`: (name, what it shows, how to
    paint it, where it goes in the panel); `tags`: each seat's tag (seat_tags.py)."""
    tags = tags or {}
    c = view["combat"]
    chars = {ch["iid"]: ch for ch in view["chars"]}
    head_key = (c["kind"], c["round"], c["step"])
    parts: list[CombatPart] = [
        ("combat-head", head_key, lambda: combat_head(c), COMBAT_HEAD.topleft)
    ]
    for side, iid in enumerate((c["hunter"], c["prey"])):
        ch, seat = chars.get(iid), c["seats"][side]
        tag = tags.get(seat)
        crinos = None if ch is None else ch["crinos"]
        stats = None if ch is None else (ch["rage"], ch["health"], ch["wounds"])
        initiative = c["initiative"] == side and c["step"] in ("attack", "defend", "react")
        # what each band shows: it is painted again only when that changed
        for band, key, pill in (
            ("name", (tuple(names), looker, seat, iid, crinos, tag), tag),
            ("stats", (iid, stats, c["spent"][side], initiative), None),
        ):
            paint = partial(combat_side, c, ch, side, names, looker, band, pill)
            parts.append(
                (f"combat-{band}-{side}", key, paint, combat_side_rect(side, band).topleft)
            )
    return parts


def combat_log_band() -> pygame.Rect:
    """Where the combat log's lines go in the combat panel (panel coordinates)."""
    r = layout.COMBAT
    return pygame.Rect(layout.LOG_X, 112, r.width - layout.LOG_X - 4, r.height - 112 - 4)


#: a line of the combat log's band that tags a player out of the combat
WATCHER_ROW = 30


def combat_log(
    log: Sequence[str],
    buttons: int = 0,
    watching: Sequence[tuple[str, SeatTag]] = (),
    below: int = 0,
    above: int = 0,
) -> pygame.Surface:
    """The combat log, round by round, in its band (`combat_log_band`); `buttons` ability
    buttons will be drawn under it, and `below` pixels over them are left free (the Hint's
    box: the log's last lines stand above it), or `above` pixels at its top (the box stands
    there: the lines start under it). `watching`: the players out of the combat with a seat
    tag (link lost, a bot standing in...), each named over the log: the combat view covers
    their name plates."""
    r = layout.COMBAT
    band = combat_log_band()
    surf = panel_surface(band.size)
    surf.fill(COMBAT_FILL)
    width = r.width - layout.LOG_X - 20
    y = above
    for who, tag in watching:
        pill = tag_surface(tag, 18)
        img = text(cut_line(who, 19, width - pill.get_width() - 10, bold=True), 19, INK, True)
        surf.blit(img, (0, y + (WATCHER_ROW - img.get_height()) // 2))
        surf.blit(pill, (img.get_width() + 10, y + (WATCHER_ROW - pill.get_height()) // 2))
        y += WATCHER_ROW
    entries = [wrap(entry, 19, r.width - layout.LOG_X - 24) for entry in log[-36:]]
    room = (r.height - 130 - buttons * layout.ABILITY_ROW_H - below - y) // 23
    for ln in last_whole(entries, room, cut_end):
        color = GOLD if ln.startswith(("Round", "Combat!")) else (214, 208, 198)
        blit_fit(surf, text(ln, 19, color), (0, y), r.width - layout.LOG_X - 20)
        y += 23
    return surf

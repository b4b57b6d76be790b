"""Where things go on the 1920x1080 logical table, for 2 to 4 packs."""

from __future__ import annotations

import pygame

from desktop.screens.ccg_kit import layout as kit

W, H = 1920, 1080
BAR = pygame.Rect(0, 0, 1590, 54)  # the phase bar
SIDEBAR = pygame.Rect(1596, 0, 324, 1080)
# The large hover preview: at the foot of the sidebar, where the log was (card proportions).
SIDEBAR_PREVIEW = (280, 392)
PLAY_W = 1590
TOP = pygame.Rect(10, 60, 1570, 268)  # the opponents' Staging Areas
HUNT = pygame.Rect(10, 336, 1570, 262)  # the Hunting Grounds
# Its two sides share its width by their cards (`hunt_sides`), each keeping room for its title
SIDE_GAP = 12
SIDE_CARD = 112  # a small card and its gap
SIDE_PAD = 40
# where both sides are crowded: a card's share to show it whole (its ring's reach either
# side), and the least share a card's name shows in all but a letter or two
SIDE_WHOLE = 104
SIDE_CROWDED = 88
# what each card of a crowded side may yield for the other side's few to stand whole
SIDE_YIELD = 10
SIDE_MIN_W = 232  # its own word for a title ("PHYSICAL WORLD") and a card
SIDE_EMPTY_W = 136  # an empty Umbra side: its word ("UMBRA") over a drop target a card wide
MINE = pygame.Rect(10, 606, 1570, 262)  # my Staging Area
# The Moots of a turn take the Hunting Grounds' band, under its title, while they are voted.
MOOTS = pygame.Rect(HUNT.x, HUNT.y + 38, HUNT.width, HUNT.height - 40)
HAND_ZONE = pygame.Rect(430, 880, 990, 200)
PILES = pygame.Rect(10, 880, 410, 196)
# Menu and Rules at the foot of the sidebar; a first-game tip stands just above them, and the
# game log ends above the tip.
MENU_BUTTON = pygame.Rect(SIDEBAR.x + 12, H - 58, 144, 46)
RULES_BUTTON = pygame.Rect(SIDEBAR.right - 12 - 144, H - 58, 144, 46)
TIP_BOTTOM = MENU_BUTTON.y - 10
TIP_W = SIDEBAR.width - 24
TIP_BUTTON_H = 40
# The buttons right of the hand, 150 wide: at 120 "Sugestão (?)" printed at ~11 px at
# 1280x720 (issue 30)
PASS_BUTTON = pygame.Rect(1430, 936, 150, 56)
ACTIONS_BUTTON = pygame.Rect(1430, 1000, 150, 56)
# The combat panel covers the play area from the phase bar down to the prompt, wholly: a
# label half under its edge reads as a mistake.
COMBAT = pygame.Rect(4, 58, 1582, 812)
# In combat the prompt line sits on the panel's title row, at its right end: under the panel
# there is only the hand, whose cards' titles it would cover.
PROMPT_IN_COMBAT_Y = COMBAT.y + 40
PROMPT_IN_COMBAT_RIGHT = COMBAT.right - 24

# Inside the combat panel (its own coordinates), top to bottom: the two combatants with this
# round's plays between them ("VS" in the gap), the exchange's caption under the plays, each
# combatant's Rage and Health with "◆ INITIATIVE" under them, then the Combat hand.
COMBATANT_X = (270, 870)
PLAY_X = (460, 680)  # this round's two plays, clear of "VS" at the middle
VS_X = 570
CARD_Y = 296  # the combatants' and the plays' centre
CAPTION_TOP = 400  # under the plays (132x185 cards), between the combatants
# a side's several revealed cards stand in a column between the fighters' names and the
# caption, which then stands a little lower (a caption of 5 lines still clears the hand's)
PLAY_TOP = 142
PLAY_BOTTOM = CAPTION_TOP + 38
CAPTION_W = 360
RAGE_Y = 458  # label; its pips 30 lower
HEALTH_Y = 506
INITIATIVE_Y = 558
HAND_CAPTION_Y = 594
HAND_Y = 706  # the Combat hand's centre: its cards (185 high) start under the initiative mark
LOG_X = 1130  # the combat log's column; ability buttons go under it
ABILITY_ROWS = 3  # ability buttons shown at most (A lists every action)
ABILITY_ROW_H = 54
# The prompt line: inside my Staging Area, at its foot (clear of its border), under my
# characters' stat strips; for its room my cards stand MINE_LIFT higher than the others' (an
# attachment's top arm still clears the header) and every strip STRIP_GAP under its card.
PROMPT_TEXT = 22
PROMPT_Y = MINE.bottom - 20
PROMPT_TOP = PROMPT_Y - 18  # its box (22 pt text) reaches this high: my stat strips stop above
MINE_LIFT = 9
STRIP_GAP = 6


def hunt_sides(umbra: int, physical: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The Hunting Grounds' Umbra and physical sides for so many cards on each: the border
    moves to the emptier side (nine cards on the physical side cut their stat strips to the
    Health chip while the Umbra side stood mostly empty, issue 30). An empty Umbra side
    keeps only its word and a drop target: at 232 px ten physical cards still lost two chips."""
    room = HUNT.width - SIDE_GAP
    need_umbra, need_physical = SIDE_PAD + umbra * SIDE_CARD, SIDE_PAD + physical * SIDE_CARD
    w = round(room * need_umbra / (need_umbra + need_physical))
    if need_umbra + need_physical > room:
        # too many cards for both: every card gets one share of the band, whichever side
        # it is on, or the side with fewer keeps them whole while the other's still show
        # nearly all their width. (The side with fewer kept all it needed: eight Umbra
        # cards stood whole while eleven physical ones lay in slivers, "by", "Ad", with one
        # chip each, 4 seats, pl40a #1; squeezed alike, three Umbra cards lay over each
        # other beside thirteen physical ones, a prey over the alpha cut to "CINDER HOW",
        # pl34b #6.)
        share = (room - 2 * SIDE_PAD) / max(1, umbra + physical)
        few, many = sorted((umbra, physical))
        # the side with fewer cards still keeps them whole where the other's cards keep
        # nearly all their width
        whole, equal = SIDE_PAD + few * SIDE_WHOLE, SIDE_PAD + few * share
        keep = max(equal, min(whole, room - SIDE_PAD - many * SIDE_CROWDED))
        if whole - equal <= many * SIDE_YIELD:
            # a few whole cards for a sliver of each of many more (three Umbra cards lay
            # over each other beside twenty-one physical ones, each as narrow either way)
            keep = max(keep, whole)
        w = round(keep if umbra <= physical else room - keep)
    least = SIDE_EMPTY_W if umbra == 0 else SIDE_MIN_W
    w = min(max(w, least), room - SIDE_MIN_W)
    umbra_side = pygame.Rect(HUNT.x, HUNT.y, w, HUNT.height)
    return umbra_side, pygame.Rect(umbra_side.right + SIDE_GAP, HUNT.y, room - w, HUNT.height)


def opponent_areas(count: int) -> list[pygame.Rect]:
    """One rectangle per opponent across the top band."""
    return kit.opponent_areas(TOP, count, gap=10)

"""Hot-seat on the Arena: two people at one computer never see each other's hand, face-down
choice, Deadeye extra or unseen discard — not in any frame, not in the preview."""

from __future__ import annotations

import pygame

from desktop.game.controllers import person
from desktop.screens.pass_screen import PassScreen
from desktop.screens.ragers.table import ArenaScreen
from tests.desktop.test_arena_support import (
    DATA,
    drawn_faces,
    make_app,
    open_table,
    secrets,
    stacked,
)
from tests.desktop.test_table_support import (
    key,
)

FRAME = 1 / 60
# Deadeyes, Veterans against each other and a Cheater, so every kind of hidden card shows up.
ACC = [
    "deadeye",
    "veteran",
    "basher",
    "cheater",
    "slasher",
    "prodder",
    "stopper",
    "basher",
    "slasher",
    "prodder",
    "chancer",
    "basher",
    "veteran",
    "deadeye",
]
DFN = [
    "prodder",
    "veteran",
    "slasher",
    "basher",
    "deadeye",
    "stopper",
    "chancer",
    "basher",
    "slasher",
    "prodder",
    "cheater",
    "slasher",
    "veteran",
]


class Watcher:
    """Wraps the table's draw to record, per frame, which faces it drew and for whom."""

    def __init__(self, table: ArenaScreen) -> None:
        self.table = table
        self.frames: list[tuple[int | None, set[str]]] = []
        original = table.draw

        def draw(surface: pygame.Surface) -> None:
            original(surface)
            self.frames.append((table.looker, drawn_faces(table)))

        table.draw = draw  # type: ignore[method-assign]


# What each person places, in order (then the first legal card): a Deadeye and its extra
# card, two Veterans at once with a Cheater on top of one, and so on.
SCRIPTS = {0: ["deadeye", "basher", "veteran", "cheater"], 1: ["prodder", "veteran", "slasher"]}


def act(frame, table: ArenaScreen, scripts: dict[int, list[str]]) -> bool:
    """Whoever may look plays a legal command, with the keyboard like a person."""
    if not table.can_act():
        return False
    legal = table.legal()
    cmd = legal[0]
    script = scripts[table.looker]  # type: ignore[index]
    if script and "card" in cmd:
        match = [c for c in legal if DATA.kind_of(c["card"]) == script[0]]
        if match:
            cmd = match[0]
            script.pop(0)
    if cmd["type"] == "keep":
        # Discard once, to have an unseen discard to protect; keep afterwards.
        discards = [c for c in legal if c["type"] == "discard"]
        if table.model.day == 1 and discards:
            card = discards[-1]["card"]
            hand = [n.card for n in table.stage.hand_nodes()]
            for _ in range(len(hand)):
                if table.focus == card:
                    break
                frame([key(pygame.K_RIGHT)])
            frame([key(pygame.K_RETURN)])  # select it
            frame([key(pygame.K_d)])  # discard it
            return True
        frame([key(pygame.K_k)])
        return True
    if cmd["type"] == "pass":
        frame([key(pygame.K_p)])
        return True
    card = cmd["card"]
    hand = [n.card for n in table.stage.hand_nodes()]
    for _ in range(len(hand) + 1):
        if table.focus == card:
            break
        frame([key(pygame.K_RIGHT)])
    assert table.focus == card
    frame([key(pygame.K_RETURN)])
    return True


def test_hot_seat_never_draws_the_other_persons_secrets(display) -> None:
    app = make_app(speed=6.0)
    session = stacked(ACC, DFN, patrons=["nameless", "arianna", "greybeard"], cheers=[1, 2, 3])
    table = open_table(app, session, [person("Ann"), person("Bob")])
    watcher = Watcher(table)
    scripts = {seat: list(kinds) for seat, kinds in SCRIPTS.items()}
    seat_of = {name: seat for seat, name in enumerate(session.header.names)}
    # Who may look, as the people at the computer see it (not as the table claims): a person
    # from confirming their pass screen until the frame in which their choice is made.
    state = {"allowed": None, "checked": 0, "passes": 0}

    def frame(events: list[pygame.event.Event]) -> None:
        entries, drawn = len(session.entries), len(watcher.frames)
        app.frame(FRAME, events)
        if any(item["seat"] == state["allowed"] for item in session.entries[entries:]):
            state["allowed"] = None  # this frame already had to hide everything
        hidden = secrets(session)
        for looker, shown in watcher.frames[drawn:]:
            state["checked"] += 1
            for seat in (0, 1):
                if seat == state["allowed"]:
                    continue
                leaked = shown & hidden[seat]
                assert not leaked, f"seat {seat}'s {sorted(leaked)} drawn (table shows {looker})"

    for _ in range(9000):
        top = app.stack.top
        if isinstance(top, PassScreen):
            drawn = len(watcher.frames)
            frame([])
            # The pass screen is opaque: the table is not drawn behind it at all.
            assert len(watcher.frames) == drawn
            state["passes"] += 1
            state["allowed"] = seat_of[top.person]
            frame([key(pygame.K_RETURN)])
        elif top is table and table.panel is not None and table.panel.done:
            frame([key(pygame.K_RETURN)])
        elif top is table and act(frame, table, scripts):
            pass
        else:
            frame([])
        if session.is_over() or not isinstance(app.stack.top, (ArenaScreen, PassScreen)):
            break
    assert session.is_over()
    assert state["passes"] >= 10 and state["checked"] > 500
    # Every hidden kind of card happened in this game.
    kinds = {e["type"] for item in session.entries for e in item["events"]}
    assert {"extra", "chose", "prepared", "negate"} <= kinds
    assert any(
        e.get("on_top") for item in session.entries for e in item["events"] if e["type"] == "chose"
    )
    app.close()


def test_the_hand_turns_face_down_in_the_frame_the_choice_is_made(display) -> None:
    app = make_app(speed=1.0)
    session = stacked(ACC, DFN)
    table = open_table(app, session, [person("Ann"), person("Bob")])
    watcher = Watcher(table)
    for _ in range(600):
        if isinstance(app.stack.top, PassScreen):
            break
        app.frame(FRAME, [])
    app.frame(FRAME, [key(pygame.K_RETURN)])  # Ann confirms
    for _ in range(300):
        if table.can_act():
            break
        app.frame(FRAME, [])
    looker = table.looker
    assert looker is not None
    app.frame(FRAME, [])
    own = set(session.state.hands[looker])
    assert own <= watcher.frames[-1][1]  # her hand is face-up for her
    start = len(watcher.frames)
    app.frame(FRAME, [key(pygame.K_k)])  # she keeps her hand
    # The very frame that handled her key already draws nobody's hand.
    first_looker, first_shown = watcher.frames[start]
    assert first_looker is None
    assert not (first_shown & set(session.state.hands[0]))
    assert not (first_shown & set(session.state.hands[1]))
    assert all(
        not DATA.is_combat_card(c) or c not in session.state.hands[0] + session.state.hands[1]
        for c in first_shown
    )
    app.close()

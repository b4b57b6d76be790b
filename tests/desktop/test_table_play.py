"""Playing RAGE at the table: drag, click, keys, the bid picker and the colour picker.

Every check goes through real input events and the app's frame loop, and is judged on the
session's log (what was sent) and on the drawn scene nodes (what the player sees).
"""

from __future__ import annotations

import pygame

from desktop.screens.rage_trick.pickers import BidPicker, ColorPicker
from tests.desktop import test_table_support as support
from tests.desktop.test_table_support import (
    click,
    commands_by,
    drag,
    frames,
    hand_card,
    key,
    make_table,
    motion,
    my_turn_to,
    run_until,
)

app = support.app  # the fixture: an App at 1280x720 with a temporary home


def bid(app, table, n: int) -> None:
    run_until(app, my_turn_to(table, "bid"))
    frames(app, 2)
    assert isinstance(table.picker, BidPicker)
    frames(app, 1, [key(pygame.K_0 + n, str(n))])


def test_bid_by_number_key_then_drag_a_legal_card_onto_the_trick(app) -> None:
    table = make_table(app, dealer=3)  # seat 0 bids first and leads
    bid(app, table, 2)
    assert commands_by(table, 0) == [{"type": "bid", "tricks": 2}]
    run_until(app, my_turn_to(table, "play"))
    frames(app, 3)
    card = hand_card(table, "red-3")
    start = card.to_world()
    drag(app, start, table.stage.trick.to_world())
    assert commands_by(table, 0)[-1] == {"type": "play", "card": "red-3"}
    frames(app, 3)
    # The dropped card itself flew into the trick and shows its face there.
    played = [n for n in table.stage.trick.cards if getattr(n, "card", None) == "red-3"]
    assert played and played[0] is card and card.face_up and card.is_shown()
    assert "red-3" not in [n.card for n in table.stage.hand_nodes()]


def test_illegal_drop_springs_back_and_says_why(app) -> None:
    table = make_table(app, dealer=0)  # seat 1 (all red) bids first and leads red
    bid(app, table, 1)
    run_until(app, my_turn_to(table, "play"))
    frames(app, 5)
    assert table.model.lead == "red"
    blue = hand_card(table, "blue-4")
    # Cards that may not be played are dimmed: the drawn surface is the darkened face.
    assert blue.surface is table.faces.dimmed("blue-4")
    assert hand_card(table, "red-3").surface is table.faces.face("red-3")
    home = table.stage.hand.slot_of(blue)
    drag(app, blue.to_world(), table.stage.trick.to_world())
    reason = "You hold red, so you must follow red."
    assert table.status_note == reason
    assert all(c["type"] != "play" for c in commands_by(table, 0))
    frames(app, 40)
    assert blue.parent is table.stage.hand  # sprang back into the hand
    assert abs(blue.x - home.x) < 2 and abs(blue.y - home.y) < 2
    # The reason is what the status panel above the hand draws.
    assert table._status_key[2] == reason
    # Clicking it says the same; hovering shows it large, with the reason.
    table.status_note = ""
    click(app, blue.to_world())
    assert table.status_note == reason
    frames(app, 1, [motion(app, blue.to_world())])
    frames(app, 40)
    assert table.preview is not None and table.preview_for is blue


def test_click_to_play_and_keyboard_play(app) -> None:
    table = make_table(app, dealer=0)
    bid(app, table, 1)
    run_until(app, my_turn_to(table, "play"))
    frames(app, 3)
    # Keyboard: the arrows pick among the cards (starting on a playable one), Enter plays.
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert table.kb_card is not None and table.kb_card.card == "red-3"
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert table.kb_card.card == "red-9"
    frames(app, 1, [key(pygame.K_RETURN)])
    assert commands_by(table, 0)[-1] == {"type": "play", "card": "red-9"}
    # The next trick: seat 0 may or may not lead; wait for its turn and click a card.
    run_until(app, my_turn_to(table, "play"))
    frames(app, 3)
    legal = [c["card"] for c in table.legal() if c["type"] == "play" and "color" not in c]
    target = hand_card(table, legal[0])
    click(app, target.to_world())
    assert commands_by(table, 0)[-1] == {"type": "play", "card": legal[0]}


def test_colour_picker_for_a_wild(app) -> None:
    table = make_table(app, dealer=3)  # seat 0 leads: any card may be played
    bid(app, table, 3)
    run_until(app, my_turn_to(table, "play"))
    frames(app, 3)
    click(app, hand_card(table, "wild-1").to_world())
    picker = table.picker
    assert isinstance(picker, ColorPicker)
    green = next(b for b in picker.buttons if b.value == "green")
    assert not green.enabled and "already trump" in (green.reason or "")
    frames(app, 2)
    frames(app, 1, [key(pygame.K_4, "4")])  # green: refused, the picker stays
    assert isinstance(table.picker, ColorPicker)
    assert "already trump" in table.picker.note
    frames(app, 1, [key(pygame.K_5, "5")])  # blue
    assert commands_by(table, 0)[-1] == {"type": "play", "card": "wild-1", "color": "blue"}
    frames(app, 2)
    events = [e for item in table.session.entries for e in item["events"]]
    assert {"type": "trump_changed", "seat": 0, "by": "wild", "color": "blue"} in events
    played = [n for n in table.stage.trick.cards if getattr(n, "card", None) == "wild-1"]
    assert played and played[0].face_up


def test_escape_closes_the_colour_picker_and_keeps_the_card(app) -> None:
    table = make_table(app, dealer=3)
    bid(app, table, 3)
    run_until(app, my_turn_to(table, "play"))
    frames(app, 3)
    click(app, hand_card(table, "change-1").to_world())
    assert isinstance(table.picker, ColorPicker)
    frames(app, 1, [key(pygame.K_ESCAPE)])
    assert table.picker is None
    assert "change-1" in [n.card for n in table.stage.hand_nodes()]
    assert all(c["type"] != "play" for c in commands_by(table, 0))


def test_undo_takes_back_your_own_bid(app) -> None:
    table = make_table(app, dealer=3)
    bid(app, table, 2)
    run_until(app, my_turn_to(table, "play"))
    table.undo()  # bots agree; the engine takes back the bid and the bots' bids after it
    frames(app, 2)
    assert commands_by(table, 0) == []
    assert table.model.phase == "bid" and table.model.to_act == 0


def test_reneging_challenge_from_the_table(app) -> None:
    """Reneging mode: Bob keeps his red and plays green; Ann challenges from the table."""
    from desktop.game.controllers import person
    from desktop.screens.pass_screen import PassScreen

    table = make_table(
        app,
        [person("Ann"), person("Bob")],
        hands=[["red-3", "blue-4"], ["red-5", "green-6"]],
        trump="purple-1",
        dealer=1,
        schedule=(2,),
        options={"reneging": True},
    )

    def through_pass() -> None:
        run_until(app, lambda: isinstance(app.stack.top, PassScreen) or table.my_turn())
        if isinstance(app.stack.top, PassScreen):
            frames(app, 1, [key(pygame.K_RETURN)])
            frames(app, 2)

    through_pass()
    bid(app, table, 1)  # Ann
    through_pass()
    bid(app, table, 0)  # Bob
    through_pass()
    run_until(app, my_turn_to(table, "play"))
    frames(app, 2)
    click(app, hand_card(table, "red-3").to_world())  # Ann leads red
    through_pass()
    run_until(app, my_turn_to(table, "play"))
    frames(app, 2)
    assert table.viewer == 1
    click(app, hand_card(table, "green-6").to_world())  # Bob reneges: no refusal in this mode
    assert commands_by(table, 1)[-1] == {"type": "play", "card": "green-6"}
    through_pass()  # Ann took the trick and leads again
    run_until(app, lambda: table.challenge_btn.visible)
    assert table.viewer == 0
    click(app, table.challenge_btn.rect.center)
    assert table.dialog is not None and table.dialog.is_open
    frames(app, 1, [key(pygame.K_RETURN)])  # the first (only) play listed
    assert commands_by(table, 0)[-1] == {"type": "challenge", "seat": 1, "trick": 1}
    events = [e for item in table.session.entries for e in item["events"]]
    verdict = next(e for e in events if e["type"] == "challenge")
    assert verdict["held"] and verdict["loser"] == 1


def test_typed_one_at_a_ten_card_bid_waits_then_bids_one(app) -> None:
    """'1' could start '10': the picker waits for a second digit, then bids 1 by itself
    (it used to crash: the picker was cleared by the bid while it was still updating)."""
    table = make_table(app, dealer=3, hands=None, trump=None, schedule=(10,))
    run_until(app, my_turn_to(table, "bid"))
    frames(app, 2)
    assert isinstance(table.picker, BidPicker) and table.model.hand_size == 10
    frames(app, 1, [key(pygame.K_1, "1")])
    assert commands_by(table, 0) == []  # still waiting for a possible "0"
    frames(app, 70)  # longer than the type-ahead pause
    assert commands_by(table, 0) == [{"type": "bid", "tricks": 1}]
    assert table.picker is None


def test_a_card_hovered_before_my_turn_says_why_it_is_dimmed_once_it_is(app) -> None:
    """The preview of a card under a still pointer is built again when the card is dimmed:
    shown while the others still played, it kept the card's text without the reason, while a
    click gave it."""
    table = make_table(app, dealer=0)  # seat 1 (all red) bids first and leads red
    run_until(app, my_turn_to(table, "bid"))
    frames(app, 2)
    blue = hand_card(table, "blue-4")
    frames(app, 1, [key(pygame.K_1, "1"), motion(app, blue.to_world())])  # bid, pointer on it
    frames(app, 30)
    assert table.preview_for is blue
    run_until(app, my_turn_to(table, "play"))
    frames(app, 5)
    assert blue.surface is table.faces.dimmed("blue-4")
    assert table.preview_for is blue
    assert table.preview_why == "You hold red, so you must follow red."

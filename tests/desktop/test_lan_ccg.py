"""The two CCGs (`rage-lv`, `rage-classic`) over the LAN, on real loopback sockets.

- Two people play a whole game through the host; each connection's bytes are checked against
  the host's truth: no other seat's hand, no face-down card before its reveal, no Junta vote
  before the count (`Secrets`, as for RAGE and Ragers).
- The tables on a `RemoteRunner`: Ann hosts from the Host screen (the game, its options and
  each seat's pack, as New game offers them), Bob joins by address, both play on the game's
  own table; rage-classic's "OK?" countdown and its pause work for a person on another
  computer.
- A host bot that searches thinks off the host's loop and the client hears "thinking".
- A pack with the host's own cards reaches a client without the card files: the header
  carries their definitions, the client's table draws them.
"""

from __future__ import annotations

import json
import random
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from desktop.net import Client, TableConfig
from desktop.net.hosting import HostedTable
from desktop.net.remote_session import RemoteRunner
from desktop.net.rulesets import make_bot, resolve_ruleset
from desktop.screens.lan.table import LanTableScreen, chat_places
from desktop.screens.rage_classic.table import ClassicTable
from desktop.screens.rage_lv.table import LvTable
from desktop.store.journal import TABLE_LOG, TABLE_SIDE
from engine.core.log import parse_lines
from engine.core.session import Session
from engine.games.rage_classic.state import card_of
from tests.desktop import test_lan_play
from tests.desktop import test_lan_support as lan_kit
from tests.desktop import test_net_support as net_kit
from tests.desktop.test_lan_play import both, host_table, open_table, shot
from tests.desktop.test_net_reconnect import _Crashed, _serve, _wait_listening

MOOTS = ("moot", "board-meeting")
#: (game, options that keep a test game short)
GAMES = [("rage-lv", {"renown_level": 15, "turn_limit": 8}), ("rage-classic", {"turn_limit": 8})]


def _session(host: Any, table_id: str) -> Any:
    return host.call(lambda: host.host.tables[table_id].session)


def bot_chooser(game: str) -> Any:
    """People who play as the Normal bot would, each from its own view only."""
    ruleset = resolve_ruleset(game)
    bots: dict[int, Any] = {}
    rng = random.Random(3)

    def choose(client: Client, legal: list[dict]) -> dict:
        seat = client.state.seat
        assert seat is not None
        if seat not in bots:
            bots[seat] = make_bot(ruleset, "normal", seat)
        return bots[seat].choose(client.state.view, legal, rng)

    return choose


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[g for g, _ in GAMES])
def test_two_people_play_a_ccg_and_each_receives_only_its_share(game: str, options: dict) -> None:
    table = TableConfig(game=game, seats=2, options=options, seed=21, table_id="ccg")
    with net_kit.hosting(table) as host:
        (ann, ann_wire), (bob, bob_wire), (eve, eve_wire) = net_kit.ann_and_bob(host, "Eve")
        moves = net_kit.play(
            [ann, bob], random.Random(5), choose=bot_chooser(game), timeout=net_kit.WAIT * 6
        )
        assert eve.wait(lambda s: s.over, net_kit.WAIT)
        session = _session(host, "ccg")
        assert session.is_over() and moves > 50
        assert ann.state.result == bob.state.result == session.result()
        assert ann.state.log == session.events_for(0) and bob.state.log == session.events_for(1)
        assert ann.state.header["seed"] == -1  # the seed would reveal every shuffle
        secrets = net_kit.Secrets(session)
        # The check looks for the hands the other seat held (not vacuous) ...
        first = session.state_at(1)
        hand = set(first.players[1].hand)
        assert hand and hand <= secrets.forbidden(0, 1)
        # ... and for every face-down combat card until its reveal (a bluff's card included).
        hidden = [
            (item["n"], event["seat"], event["card"])
            for item in session.entries
            for event in item["events"]
            if event["type"] in ("assign", "combat-pick")
            and isinstance(event.get("card"), str)
            and event["card"] != "null"  # a Null card: its "null" flag is the secret
            and not event.get("face_up")
            # (a card revealed in the same entry, the last pick of a round, is no secret)
            and json.dumps(event["card"]) not in json.dumps(session.redact_entry(item, None))
        ]
        logs = [[json.dumps(item) for item in session.events_for(seat)] for seat in (0, 1)]
        # (a card the other seat saw before, played, discarded and drawn again, is known)
        hidden = [
            h for h in hidden if not any(json.dumps(h[2]) in t for t in logs[1 - h[1]][: h[0]])
        ]
        assert hidden, "no face-down combat card in the whole game: the check proved nothing"
        for n, seat, card in hidden:
            assert card in secrets.forbidden(1 - seat, n + 1)
        assert secrets.leaks(0, ann_wire, words_as_values=True) == []
        assert secrets.leaks(1, bob_wire, words_as_values=True) == []
        assert (
            secrets.leaks(None, eve_wire, words_as_values=True) == []
        )  # a spectator: the public share only
        assert secrets.secrets_seen(0) > 20 and secrets.secrets_seen(1) > 20
        for client in (ann, bob, eve):
            client.close()


class SlowBot:
    """A searching bot (as the Hard bot is): it takes a while, on whatever thread runs it."""

    thinks = True

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.threads: set[str] = set()

    def choose(self, view: dict, legal: list[dict], rng: random.Random) -> dict:
        self.threads.add(threading.current_thread().name)
        time.sleep(0.5)
        return self.inner.choose(view, legal, rng)


@pytest.mark.parametrize("game", ["rage-lv", "rage-classic"])
def test_a_searching_host_bot_thinks_off_the_loop_and_the_client_hears_it(game: str) -> None:
    config = TableConfig(game=game, seats=2, bots=["", "normal"], seed=4, table_id="think")
    with net_kit.hosting(config) as host:
        ann, _ = net_kit.person(host.port, "Ann")
        ann.join(0)
        assert ann.wait(lambda s: s.header is not None, net_kit.WAIT)
        ruleset = resolve_ruleset(game)
        slow = SlowBot(make_bot(ruleset, "normal", 1))

        def install() -> str:
            table = host.host.tables["think"]
            table.bots[1] = slow
            return threading.current_thread().name

        loop_thread = host.call(install)
        runner = RemoteRunner(ann)
        seen: list[int] = []
        rng = random.Random(1)
        deadline = time.monotonic() + net_kit.WAIT * 2
        while not seen and time.monotonic() < deadline:
            runner.poll()
            runner.pending.clear()
            thinking = runner.thinking_seat()
            if thinking is not None:
                seen.append(thinking)
                assert runner.thinking_in() == 0.0
                break
            if runner.persons_to_act() and runner.session.legal(0):
                runner.submit(0, rng.choice(runner.session.legal(0)))
            time.sleep(0.005)
        assert seen == [1]
        assert slow.threads and loop_thread not in slow.threads
        assert threading.main_thread().name not in slow.threads
        ann.close()


# -- the tables over the LAN ---------------------------------------------------------------------
#: The LAN screen tests' two people: Ann in the App (its window is judged), Bob in a Shell.
ann = test_lan_play.ann
bob = test_lan_play.bob


def seat_two_people(ann: Any, bob: Any, game: str, pack: int) -> tuple[Any, Any, Any]:
    """Ann hosts `game` from the Host screen (seat 2's pack: choice `pack`), Bob joins by
    address; both ready. Returns both LAN table screens and the hosted table."""
    host = host_table(ann, seed=17, bot_delay=0.0)
    game_index = [v for v, _ in host.game_choice.options].index(game)
    host.game_choice.select(game_index)
    ann.frame(lan_kit.FRAME, [])
    host.players.select_value(2)
    host._set_count(2)
    assert [c.visible for c in host.per_seat_choices][:2] == [True, True]
    host.per_seat_choices[1].select(pack)
    ann.frame(lan_kit.FRAME, [])
    shot(ann, f"{game}-host-form")
    options = host.options()
    assert options["packs"] == [host.per_seat_choices[0].value, host.per_seat_choices[1].value]
    lobby_a = open_table(ann, host)
    lan_kit.join_and_start(ann, bob, lobby_a, both(ann, bob))
    hosted = lobby_a.hosted
    header = hosted._call(lambda table: table.session.header)
    assert header.options["packs"] == options["packs"]
    return ann.stack.top, bob.stack.top, hosted


def sit_at(hosted: HostedTable, shell: lan_kit.Shell, name: str, **join: Any) -> LanTableScreen:
    """`name` joins `hosted` from `shell` (join: seat and ready, or spectate) and, once the
    game has started, sits at its LAN table screen there."""
    client = Client("127.0.0.1", hosted.port_in_use, name=name, timeout=net_kit.WAIT)
    client.connect()
    client.join(**join)
    assert client.wait(lambda s: s.header is not None, net_kit.WAIT)
    lan = LanTableScreen(shell, RemoteRunner(client))
    shell.push(lan)
    return lan


def person_moves(lan: LanTableScreen, rng: random.Random, prefer: Any = None) -> bool:
    """The person at this table plays a random legal command once the table shows the position
    (never an "OK?" answer: the table's countdown gives those). True if a move was sent."""
    table = lan.table
    if table.dialog is not None:
        table.dialog = None
    runner = lan.runner
    if runner.pending or table._state_id != runner.session.state_id:
        return False
    # (nor a move the table asks about first, a discard from play: its question would wait)
    legal = [
        c for c in table.legal if c["type"] not in ("ok", "allow") and table.ask_before(c) is None
    ]
    if not runner.persons_to_act() or not legal:
        return False
    preferred = [c for c in legal if prefer is not None and prefer(c)]
    return table.submit(rng.choice(preferred or legal))


@pytest.mark.parametrize(("game", "kind"), [("rage-lv", LvTable), ("rage-classic", ClassicTable)])
def test_host_screen_join_and_play_a_ccg_on_its_own_table(ann, bob, game: str, kind: type) -> None:
    lan_a, lan_b, hosted = seat_two_people(ann, bob, game, pack=2)
    assert isinstance(lan_a.table, kind) and isinstance(lan_b.table, kind)
    assert isinstance(lan_a.runner, RemoteRunner)
    assert [c.kind for c in lan_a.runner.seats] == ["person", "remote"]
    assert [c.kind for c in lan_b.runner.seats] == ["remote", "person"]
    # The Chat button stands where the table left room, not over its phase bar.
    button, drawer = chat_places(lan_a.table)
    assert lan_a.chat_button.rect == button and not drawer.colliderect(button)
    rng = random.Random(8)
    moves = [0, 0]

    def frame_a() -> None:
        ann.frame(lan_kit.FRAME, [])
        moves[0] += person_moves(lan_a, rng)

    def frame_b() -> None:
        bob.frame()
        moves[1] += person_moves(lan_b, rng)

    lan_kit.run(
        [frame_a, frame_b],
        lambda: min(moves) >= 15 or lan_a.runner.session.is_over(),
        net_kit.WAIT * 4,
    )
    assert lan_a.runner.session.is_over() or min(moves) >= 15
    # Each table shows its own seat: Bob's table never holds Ann's hand (the host's truth).
    hand_a = set(hosted._call(lambda t: t.session.view(0)["players"][0]["hand"]) or [])
    assert not hand_a & set(lan_b.runner.session.view_strings(1))
    for _ in range(3):
        ann.frame(lan_kit.FRAME, [])
        bob.frame()
    shot(ann, f"{game}-lan-ann-1280x720")
    shot(bob, f"{game}-lan-bob-1920x1080")
    # Bob's link drops a moment: Ann's chat says so, then that he is back; the game goes on.
    link_back = lan_kit.link_down(lan_b.client)
    lan_kit.run([frame_a, frame_b], lambda: lan_a.runner.seat_status(1) == "reconnecting")
    ann.frame(lan_kit.FRAME, [])
    assert any("Bob lost the connection" in ln.text for ln in lan_a.chat.lines)
    assert not lan_a.bubbles  # the table tags Bob's plate itself: no bubble over the table
    # ... and Bob's name plate on Ann's table says so, right after his name
    lan_kit.run([frame_a], lambda: plate_tag(lan_a.table, 1) == "link lost", net_kit.WAIT)
    shot(ann, f"{game}-lan-ann-reconnecting")
    link_back()
    lan_kit.run(
        [frame_a, frame_b], lambda: lan_a.runner.seat_status(1) == "connected", net_kit.WAIT
    )
    lan_kit.run([frame_a], lambda: plate_tag(lan_a.table, 1) != "link lost", net_kit.WAIT)
    lan_kit.run([frame_a, frame_b], lambda: lan_b.runner.connected, net_kit.WAIT)
    assert any(ln.text == "Bob is back." for ln in lan_a.chat.lines)
    before = lan_a.runner.session.state_id
    lan_kit.run(
        [frame_a, frame_b],
        lambda: lan_a.runner.session.state_id > before or lan_a.runner.session.is_over(),
        net_kit.WAIT,
    )
    # Chat from the table: the button (pointer), a line, Enter.
    bob.frame(lan_kit.FRAME, lan_kit.clicks(lan_b.chat_button.rect.center))
    assert lan_b.chat_open
    bob.frame(lan_kit.FRAME, [pygame.event.Event(pygame.TEXTINPUT, text="good game")])
    bob.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_RETURN)])
    lan_kit.run(both(ann, bob), lambda: [ln.text for ln in lan_a.chat.lines][-1:] == ["good game"])

    # A question the table opened for Bob meanwhile takes Escape before the chat does.
    # Escape on one question can answer it and the next question opens in the same frame,
    # so keep going until the table asks nothing; the chat must stay open meanwhile.
    def table_asks() -> bool:
        return lan_b.table.dialog is not None and lan_b.table.dialog.is_open

    # The game may have ended meanwhile: its result answers no key until it has settled.
    # Bounded by time, not frames: each answer waits for the host's reply, and under a loaded
    # machine a chain of questions outlasted 200 frames (CI, 30 Nov).
    def escape_a_question() -> None:
        settled = getattr(lan_b.table.dialog, "settled", True)
        bob.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_ESCAPE)] if settled else [])
        assert lan_b.chat_open
        ann.frame(lan_kit.FRAME, [])

    lan_kit.run([escape_a_question], lambda: not table_asks(), net_kit.WAIT)
    bob.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_ESCAPE)])
    assert not lan_b.chat_open
    ann.frame(lan_kit.FRAME, [])
    shot(ann, f"{game}-lan-ann-chat-bubble")


def plate_tag(table: Any, seat: int) -> str | None:
    """The tag drawn on `seat`'s name plate (None: no tag), from what the table drew."""
    stage = getattr(table, "stage", None)
    if stage is not None and not isinstance(table, ClassicTable):
        # rage-lv: a label node after the name ...
        tag = stage.tags.get(seat)
        combat = table.view.get("combat")
        if stage.combat.visible and combat is not None and seat in combat["seats"]:
            # ... under the combat view, which tags the player's name in its column instead
            side = combat["seats"].index(seat)
            painted = table.stage.painted.get(f"combat-name-{side}")
            shown = painted is not None and painted.key is not None and painted.key[-1]
            return shown.text if shown else None
        node = next((n for n in stage.labels.children if n.name == f"tag:{seat}"), None)
        return tag.text if node is not None and tag is not None else None
    # rage-classic: a label in the pack's header, or on the combat panel's title row while
    # the combat covers the header
    tag = table.tags.get(seat)
    drawn = {text for text, _rect in table.labels}
    return tag.text if tag is not None and tag.text in drawn else None


def test_ok_countdown_and_its_pause_for_a_person_on_another_computer(ann, bob) -> None:
    """rage-classic: an Offensive Effect asks every other seat "OK?". Bob's own table counts
    down for him; Pause (a click) stops the count however long he thinks, Resume lets it
    say OK, and the host moves on."""
    lan_a, lan_b, hosted = seat_two_people(ann, bob, "rage-classic", pack=1)
    rng = random.Random(2)
    asked: list[LanTableScreen] = []

    def frame(lan: LanTableScreen, app: Any) -> None:
        if asked:
            return
        if isinstance(app, lan_kit.Shell):
            app.frame()
        else:
            app.frame(lan_kit.FRAME, [])
        if lan.table._ok_command() is not None and lan.table.counting():
            asked.append(lan)
            return
        person_moves(lan, rng)

    lan_kit.run(
        [lambda: frame(lan_a, ann), lambda: frame(lan_b, bob)],
        lambda: bool(asked) or lan_a.runner.session.is_over(),
        net_kit.WAIT * 6,
    )
    assert asked, "no OK? window came up for a person in the whole game"
    lan = asked[0]
    app = bob if lan is lan_b else ann
    table = lan.table
    seat = lan.runner.seat
    state_id = lan.runner.session.state_id

    def tick(dt: float, events: list | None = None) -> None:
        if isinstance(app, lan_kit.Shell):
            app.frame(dt, events or [])
        else:
            app.frame(dt, events or [])

    other = lan_a if lan is lan_b else lan_b
    other_app = ann if other is lan_a else bob

    def other_frame() -> None:
        if isinstance(other_app, lan_kit.Shell):
            other_app.frame()
        else:
            other_app.frame(lan_kit.FRAME, [])

    pause_at = table.pause_button.rect.center
    tick(
        lan_kit.FRAME,
        lan_kit.clicks(pause_at)
        if isinstance(app, lan_kit.Shell)
        else lan_kit.app_clicks(app, pause_at),
    )
    assert table.ok_paused and not table.counting()
    # the other player sees the pause on this player's name plate
    lan_kit.run([other_frame], lambda: plate_tag(other.table, seat) == "OK? paused", net_kit.WAIT)
    for _ in range(12):  # 6 s of thought, longer than the count
        tick(0.5)
        other_frame()
    assert lan.runner.session.state_id == state_id
    assert seat in hosted._call(lambda t: t.session.to_act())
    assert plate_tag(other.table, seat) == "OK? paused"
    shot(app, "rage-classic-ok-paused")
    shot(other_app, "rage-classic-ok-paused-seen")
    tick(
        lan_kit.FRAME,
        lan_kit.clicks(pause_at)
        if isinstance(app, lan_kit.Shell)
        else lan_kit.app_clicks(app, pause_at),
    )
    assert not table.ok_paused and table.counting()
    lan_kit.run([other_frame], lambda: plate_tag(other.table, seat) != "OK? paused", net_kit.WAIT)
    lan_kit.run([lambda: tick(0.5)], lambda: lan.runner.session.state_id != state_id, net_kit.WAIT)
    entries = hosted._call(lambda t: t.session.entries[state_id:])
    assert any(
        e["seat"] == seat and e["command"] and e["command"]["type"] in ("ok", "allow")
        for e in entries
    )


# -- the host's own cards --------------------------------------------------------------------
CLASSIC_CARD = {
    "id": "my-fen-runner",
    "name": "Fen Runner",
    "type": "character",
    "allegiance": "gaia",
    "keywords": ["Fianna", "Lupus", "Ahroun", "Male"],
    "renown": 4,
    "rage": 4,
    "gnosis": 3,
    "health": 6,
    "flavor": "Out of the reeds before the mist lifts.",
}


def own_cards(game: str) -> tuple[list[dict], dict, str, str]:
    """(the card set, a pack using it, the card every table shows from the start, its name)."""
    if game == "rage-lv":
        from tests.engine.test_rage_lv_user_cards import USER_CARDS, user_pack

        return USER_CARDS, user_pack(), "my-ash-stalker", "Ash Stalker"
    from engine.games.rage_classic.decks import pack_to_json, packs

    pack = pack_to_json(packs()["silver-wake"])
    pack["id"], pack["name"] = "my-fen", "My Fen"
    pack["characters"] = [c if c != "little-ember" else "my-fen-runner" for c in pack["characters"]]
    return [CLASSIC_CARD], pack, "my-fen-runner", "Fen Runner"


@pytest.mark.parametrize("game", ["rage-lv", "rage-classic"])
def test_the_hosts_own_cards_reach_a_client_without_the_files(
    game: str, display, tmp_path, monkeypatch
) -> None:
    """A pack with the host's own cards: New game's `prepare` puts their definitions in the
    options, the header carries them to every seat, and Bob's table (whose card folder is
    empty) names and draws them as the host's does."""
    from desktop.cardsets import cardsets_dir
    from engine.games.rage_lv import data

    cards, pack, shown, name = own_cards(game)
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path / "ann"))
    folder = cardsets_dir(game)
    folder.mkdir(parents=True)
    (folder / "my-set.json").write_text(json.dumps({"cards": cards}), encoding="utf-8")
    bob_app = lan_kit.Shell(lan_kit.settings("Bob"))
    registration = bob_app.registry.games[game]
    assert registration.new_game.prepare is not None
    options = registration.new_game.prepare(
        {"packs": [pack, registration.new_game.per_seat.choices[1][0]]}
    )
    assert shown in {c["id"] for c in options["cards"]}
    # Bob's computer: another data folder, no card files, nothing learnt from Ann's game.
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path / "bob"))
    assert not cardsets_dir(game).exists()
    data.show_extra_cards(None)
    config = TableConfig(game=game, seats=2, bots=["normal", ""], options=options, seed=6)
    hosted = HostedTable(config, port=0, bind="127.0.0.1", advertise=False).start()
    try:
        lan = sit_at(hosted, bob_app, "Bob", seat=1, ready=True)
        bob = lan.client
        assert shown in {c["id"] for c in bob.state.header["options"]["cards"]}
        for _ in range(5):
            bob_app.frame()
        table = lan.table
        assert shown in table.faces.extra
        if game == "rage-lv":
            from tests.desktop.test_ccg_support import drawn_cards

            lan_kit.run([bob_app.frame], lambda: any(cid == shown for _, cid in drawn_cards(table)))
            face = table.faces.face(shown, (96, 134))
            placeholder = table.faces.renderer._placeholder((96, 134), shown)
            assert bytes(face.get_view("2")) != bytes(placeholder.get_view("2"))
            assert data.card(shown).name == name  # the engine names it on Bob's computer
        else:
            assert any(s.card == shown for s in table.spots)  # on Ann's Home Ground
            face = table.faces.face(shown, (96, 134))
            placeholder = table.faces.renderer._placeholder((96, 134), shown)
            assert bytes(face.get_view("2")) != bytes(placeholder.get_view("2"))
            # (its name in the log: the classic table does not show the game's own cards to
            # lookups outside engine calls, in local play as here; reported, not LAN's to fix)
            assert CLASSIC_CARD["name"] == name
        bob_app.close()
        bob.close()
    finally:
        hosted.close()
        data.show_extra_cards(None)


# -- a host that crashes ---------------------------------------------------------------------
def _serve_ccg(game: str, port: int, journal: Path) -> subprocess.Popen[str]:
    """A headless host of `game`: seat 1 for a person, seat 2 a Normal bot, three turns."""
    proc = _serve(port, journal, (game, 2, {"turn_limit": 3}), bots=1, bot="normal", seed=12)
    _wait_listening(proc)
    return proc


@pytest.mark.parametrize("game", ["rage-lv", "rage-classic"])
def test_a_ccg_host_killed_mid_game_resumes_from_its_journal(game: str, tmp_path: Path) -> None:
    """SIGKILL the host after a few of Ann's moves; a new host process on the same journal
    resumes the table, Ann's client rejoins by itself with its token, and the game finishes;
    the journal replays to the same end, and Ann saw exactly her share of it."""
    port = net_kit.free_port()
    journal = tmp_path / "journal"
    host = _serve_ccg(game, port, journal)
    restarted = None
    try:
        ann, _ = net_kit.person(port, "Ann", reconnect_for=net_kit.WAIT * 2)
        ann.join(0)
        choose = bot_chooser(game)
        killed: list[int] = []

        def crash(client: Client, moves: int) -> None:
            if moves >= 6:
                killed.append(client.state.state_id)
                host.kill()  # no goodbye, no flush beyond what the journal did
                host.wait(net_kit.WAIT)
                raise _Crashed

        with pytest.raises(_Crashed):
            net_kit.play(
                [ann], random.Random(4), after_move=crash, choose=choose, timeout=net_kit.WAIT * 2
            )
        (directory,) = [p for p in journal.iterdir() if (p / TABLE_SIDE).exists()]
        lines = (directory / TABLE_LOG).read_text().splitlines()
        assert len(lines) - 1 >= killed[0]  # every accepted entry was on disk
        restarted = _serve_ccg(game, port, journal)
        net_kit.play([ann], random.Random(5), choose=choose, timeout=net_kit.WAIT * 6)
        header, entries = parse_lines((directory / TABLE_LOG).read_text().splitlines())
        session = Session.from_log(header, entries, verify=True, ruleset=resolve_ruleset(game))
        assert session.is_over() and len(session.entries) > killed[0]
        assert ann.state.log == session.events_for(0)
        assert ann.state.result == session.result()
        ann.close()
    finally:
        net_kit.stop_processes(host, restarted)


def test_a_junta_is_voted_from_another_computer_and_the_others_votes_stay_hidden(
    display, tmp_path, monkeypatch
) -> None:
    """rage-classic, four seats, Ann on a LAN client and three host bots: a Junta's vote
    buttons come up on Ann's table, her click is her vote at the host, and until a tier is
    counted she never receives how another seat voted."""
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    # Ann's opening hand holds a Moot (a stacked deal: the host never sends "deal" options).
    deal = {"0": {"sept": ["ridge-moot", "ridge-moot"]}}
    config = TableConfig(
        game="rage-classic",
        seats=4,
        bots=["", "normal", "normal", "normal"],
        seed=1,
        options={"deal": deal},
    )
    hosted = HostedTable(config, port=0, bind="127.0.0.1", advertise=False).start()
    shell = lan_kit.Shell(lan_kit.settings("Ann"))
    try:
        lan = sit_at(hosted, shell, "Ann", seat=0, ready=True)
        ann = lan.client
        assert "deal" not in ann.state.header["options"]
        table = lan.table
        rng = random.Random(4)

        def moot(command: dict) -> bool:
            card = command.get("card")
            return isinstance(card, str) and "." in card and card_of(card).type in MOOTS

        def frame() -> None:
            shell.frame()
            if not any(c["type"] == "vote" for c in table.legal):  # the vote: by pointer
                person_moves(lan, rng, prefer=moot)  # Ann calls a Moot when she can

        lan_kit.run(
            [frame],
            lambda: bool(table.vote_buttons) or lan.runner.session.is_over(),
            net_kit.WAIT * 8,
        )
        assert table.vote_buttons, "no Junta in the whole game"
        for _ in range(3):
            shell.frame()
        shot(shell, "rage-classic-lan-junta-1920x1080")
        rect, command = table.vote_buttons[0]
        before = hosted._call(lambda t: t.session.state_id)
        shell.frame(lan_kit.FRAME, lan_kit.clicks(rect.center))
        lan_kit.run([shell.frame], lambda: lan.runner.session.state_id > before, net_kit.WAIT)
        mine = hosted._call(
            lambda t: [e["command"] for e in t.session.entries[before:] if e["seat"] == 0]
        )
        assert mine and mine[0] == command
        truth = hosted._call(lambda t: t.session.entries)
        seen = ann.snapshot().log
        votes = 0
        for item, got in zip(truth, seen, strict=False):
            for event, shown in zip(item["events"], got["events"], strict=True):
                if event["type"] == "vote" and event["seat"] != 0:
                    votes += 1
                    assert shown["side"] is None and event["side"] is not None
        assert votes > 0
        shell.close()
        ann.close()
    finally:
        hosted.close()


@pytest.mark.parametrize("game", ["rage-lv", "rage-classic"])
def test_undo_at_a_ccg_lan_table_shows_the_hosts_shorter_log(
    game: str, display, tmp_path, monkeypatch
) -> None:
    """Alone with host bots, Ann takes a move back from the table: the host cuts its log at
    once (nobody else to ask), the client resyncs, and the table shows the earlier position."""
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    config = TableConfig(game=game, seats=2, bots=["", "normal"], seed=3)
    hosted = HostedTable(config, port=0, bind="127.0.0.1", advertise=False).start()
    shell = lan_kit.Shell(lan_kit.settings("Ann"))
    try:
        lan = sit_at(hosted, shell, "Ann", seat=0, ready=True)
        ann = lan.client
        rng = random.Random(6)
        done: list[int] = []
        deadline = time.monotonic() + net_kit.WAIT * 2
        while not done and time.monotonic() < deadline and not lan.runner.session.is_over():
            shell.frame()
            if not person_moves(lan, rng):
                continue
            ours = lan.runner.session.state_id
            reach = hosted._call(lambda t, ours=ours: _reach(t.session, ours))
            if reach:
                lan.table.undo()  # as the in-game menu's "Undo my last move" does
                done.append(ours)
        assert done, "no move of Ann's could be taken back"
        host_state = hosted._call(lambda t: t.session.state_id)
        assert host_state < done[0]
        lan_kit.run([shell.frame], lambda: lan.runner.session.state_id == host_state, net_kit.WAIT)
        assert lan.runner.session.entries == hosted._call(lambda t: t.session.events_for(0))
        # The table shows the position again (as after a local undo), then play goes on.
        lan_kit.run(
            [shell.frame], lambda: lan.table._state_id == lan.runner.session.state_id, net_kit.WAIT
        )
        lan_kit.run(
            [shell.frame],
            lambda: lan.runner.session.state_id > host_state or person_moves(lan, rng),
            net_kit.WAIT,
        )
        # A move the host refuses is said once: the CCG tables toast it, the LAN screen
        # does not echo it.
        shell.toasts.toasts.clear()
        assert lan.table.submit({"type": "no-such-move"}) is False
        shell.frame()
        assert len(shell.toasts.messages) == 1
        assert not shell.toasts.messages[0].startswith("The host refused")
        # After an undo the others agreed to, the LAN screen makes the table again from the
        # runner (with its faces): the CCG tables take a game under way.
        old = lan.table
        lan._notice({"kind": "reset", "state_id": lan.runner.session.state_id})
        assert type(lan.table) is type(old) and lan.table is not old
        assert lan.table.faces is old.faces
        for _ in range(3):
            shell.frame()
        shell.close()
        ann.close()
    finally:
        hosted.close()


def _reach(session: Any, state_id: int) -> bool:
    """Ann's last move may be taken back, and nothing moved since she made it."""
    if session.state_id != state_id:
        return False
    try:
        session.undo_reach(0)
    except Exception:
        return False
    return True


@pytest.mark.parametrize(("game", "kind"), [("rage-lv", LvTable), ("rage-classic", ClassicTable)])
def test_a_spectator_watches_a_ccg_on_its_table_to_the_end(
    game: str, kind: type, display, tmp_path, monkeypatch
) -> None:
    """Eve watches two host bots: the game's own table, from the public view (hands are
    backs), to the end."""
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    config = TableConfig(
        game=game, seats=2, bots=["normal", "normal"], options={"turn_limit": 3}, seed=5
    )
    hosted = HostedTable(config, port=0, bind="127.0.0.1", advertise=False).start()
    shell = lan_kit.Shell(lan_kit.settings("Eve"))
    try:
        lan = sit_at(hosted, shell, "Eve", spectate=True)
        eve = lan.client
        assert isinstance(lan.table, kind) and lan.runner.seat is None
        lan_kit.run([shell.frame], lambda: lan.runner.session.is_over(), net_kit.WAIT * 2)
        for _ in range(5):
            shell.frame()
        hands = hosted._call(lambda t: [set(p.hand) for p in t.session.state.players])
        assert not (hands[0] | hands[1]) & set(lan.runner.session.view_strings(None))
        shell.close()
        eve.close()
    finally:
        hosted.close()


def test_a_spectator_the_host_cuts_off_comes_back_and_watches_to_the_end(
    display, tmp_path, monkeypatch
) -> None:
    """The host drops a spectator that reads too slowly (a loaded machine drawing the 1995
    table); its client comes back by itself with its token, and its table goes on to the end
    with the whole public log. The last CI run lost a spectator for good here."""
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    config = TableConfig(
        game="rage-classic",
        seats=2,
        bots=["normal", "normal"],
        options={"turn_limit": 2},
        seed=5,
        bot_delay=0.05,
    )
    hosted = HostedTable(config, port=0, bind="127.0.0.1", advertise=False).start()
    shell = lan_kit.Shell(lan_kit.settings("Eve"))
    try:
        lan = sit_at(hosted, shell, "Eve", spectate=True)
        eve = lan.client
        lan_kit.run([shell.frame], lambda: len(eve.snapshot().log) > 3)
        assert hosted.thread is not None and hosted.thread.host is not None
        host = hosted.thread.host

        def cut_eve() -> bool:
            over = host.tables[config.table_id].session.is_over()
            for conn in list(host.connections):
                if conn.member is not None and conn.member.name == "Eve":
                    conn.abort()
            return over

        assert not hosted.thread.call(cut_eve), "the game ended before the cut"
        lan_kit.run([shell.frame], lambda: lan.runner.session.is_over(), net_kit.WAIT * 2)
        public = hosted._call(lambda t: t.session.events_for(None))
        assert eve.snapshot().log == public
        assert lan.runner.seat is None
        shell.close()
        eve.close()
    finally:
        hosted.close()

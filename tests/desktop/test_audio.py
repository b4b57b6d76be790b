"""Sound effects: synthesis, the mixer's format, the Sound setting, no audio, and a table.

Most tests swap the mixer for a fake (a fixed format, Sounds that only count), so they do
not depend on whether this machine's SDL can open an audio device; one test uses the real
mixer when the dummy audio driver opens.
"""

from __future__ import annotations

import logging
from array import array
from typing import Any

import pygame
import pytest

from desktop.audio import EFFECTS, Sounds, play_sound
from desktop.audio.synth import pcm, render
from desktop.ui.settings_protocol import MemorySettings
from tests.desktop import test_table_support as support
from tests.desktop.test_table_support import frames, hand_card, make_table, my_turn_to, run_until

app = support.app  # the fixture: an App at 1280x720 with a temporary home

FORMAT = (44100, -16, 2)


class FakeSound:
    """Stands in for pygame.mixer.Sound: keeps the buffer, counts plays."""

    played: list[FakeSound]

    def __init__(self, *, buffer: bytes) -> None:
        self.buffer = bytes(buffer)
        self.volume = 1.0

    def set_volume(self, v: float) -> None:
        self.volume = v

    def play(self) -> None:
        FakeSound.played.append(self)


@pytest.fixture
def fake_mixer(monkeypatch) -> list[FakeSound]:
    FakeSound.played = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: FORMAT)
    monkeypatch.setattr(pygame.mixer, "init", lambda **kw: None)
    monkeypatch.setattr(pygame.mixer, "Sound", FakeSound)
    return FakeSound.played


def played_names(sounds: Sounds, played: list[FakeSound]) -> list[str]:
    names = {id(s): n for n, s in sounds._cache.items()}
    return [names[id(s)] for s in played]


def peak16(buffer: bytes) -> int:
    return max(abs(v) for v in array("h", buffer))


# -- synthesis ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_every_effect_is_short_loud_enough_and_in_range(name: str) -> None:
    xs = render(name, 22050)
    assert 0.02 * 22050 <= len(xs) <= 1.0 * 22050
    peak = max(abs(x) for x in xs)
    assert 0.1 < peak <= 1.0
    assert abs(xs[-1]) < 1e-6  # faded out: no click at the end
    assert render(name, 22050) == xs  # seeded: the same every time


@pytest.mark.parametrize(
    ("size", "channels", "code"),
    [(-16, 2, "h"), (-16, 1, "h"), (16, 2, "H"), (8, 1, "B"), (-8, 2, "b"), (32, 2, "f")],
)
def test_raw_buffer_matches_the_format(size: int, channels: int, code: str) -> None:
    xs = render("play", 8000)
    raw = array(code, pcm(xs, size, channels))
    assert len(raw) == len(xs) * channels
    left, right = raw[0::channels], raw[channels - 1 :: channels]
    assert left == right  # the same on every channel
    silence = {"H": 32768, "B": 128}.get(code, 0)
    assert max(abs(v - silence) for v in left) > 0.1 * {"h": 32767, "H": 32767}.get(code, 1)


def test_sounds_are_built_for_the_mixers_own_format(fake_mixer) -> None:
    sounds = Sounds(MemorySettings())
    assert sounds._cache == {}  # nothing made before the first play
    assert sounds.play("play")
    sound = sounds._cache["play"]
    n = len(render("play", FORMAT[0]))
    assert len(sound.buffer) == n * FORMAT[2] * 2  # 16-bit stereo
    assert peak16(sound.buffer) > 10000
    assert fake_mixer == [sound]
    assert 0 < sound.volume <= 1
    assert not sounds.play("no-such-effect")


def test_a_real_dummy_mixer_takes_the_buffer(monkeypatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    try:
        pygame.mixer.init()
    except pygame.error:
        pytest.skip("the dummy audio driver did not open here")
    try:
        rate, size, channels = pygame.mixer.get_init()
        sounds = Sounds(MemorySettings())
        assert sounds.play("chime")
        sound = sounds._cache["chime"]
        assert isinstance(sound, pygame.mixer.Sound)
        n = len(render("chime", rate))
        assert len(sound.get_raw()) == n * channels * abs(size) // 8
        assert sound.get_length() == pytest.approx(n / rate, abs=0.01)
    finally:
        pygame.mixer.quit()


# -- when not to play ---------------------------------------------------------------------------


def test_sound_off_plays_nothing_and_opens_nothing(fake_mixer, monkeypatch) -> None:
    settings = MemorySettings(sound=False)
    sounds = Sounds(settings)

    def no_init(**kw: Any) -> None:
        raise AssertionError("the mixer must stay closed while sound is off")

    monkeypatch.setattr(pygame.mixer, "get_init", no_init)
    for name in EFFECTS:
        assert not sounds.play(name)
    assert fake_mixer == [] and sounds._cache == {}
    # The setting is read at play time.
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: FORMAT)
    settings.sound = True
    assert sounds.play("click")
    settings.sound = False
    assert not sounds.play("thud")
    assert played_names(sounds, fake_mixer) == ["click"]


def test_a_burst_of_the_same_effect_plays_once(fake_mixer) -> None:
    sounds = Sounds(MemorySettings())
    assert [sounds.play("play") for _ in range(5)] == [True, False, False, False, False]
    assert sounds.play("sweep")
    assert played_names(sounds, fake_mixer) == ["play", "sweep"]


def test_no_audio_device_is_silent_with_one_log_line(monkeypatch, caplog) -> None:
    def fail(**kw: Any) -> None:
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    sounds = Sounds(MemorySettings())
    with caplog.at_level(logging.WARNING, logger="desktop.audio.sounds"):
        assert not sounds.play("play")
        assert not sounds.play("thud")
        assert not sounds.play("play")
    assert sounds.broken and not sounds.enabled
    assert len(caplog.records) == 1 and "no audio" in caplog.records[0].getMessage()


def test_a_mixer_that_opens_without_error_but_stays_closed(monkeypatch, caplog) -> None:
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda **kw: None)
    sounds = Sounds(MemorySettings())
    with caplog.at_level(logging.WARNING, logger="desktop.audio.sounds"):
        assert not sounds.play("play")
        assert not sounds.play("play")
    assert len(caplog.records) == 1


def test_play_sound_without_an_app_sounds_is_a_no_op() -> None:
    play_sound(object(), "play")  # stub apps have no `sounds`


# -- at the table -------------------------------------------------------------------------------


def test_the_rage_table_plays_a_card_sound_when_a_card_is_played(app, fake_mixer) -> None:
    assert app.settings.sound
    table = make_table(app, dealer=3)  # seat 0 (the person) bids first and leads
    run_until(app, my_turn_to(table, "bid"))
    frames(app, 2)
    frames(app, 1, [support.key(pygame.K_0 + 2, "2")])
    run_until(app, my_turn_to(table, "play"))
    frames(app, 3)
    before = played_names(app.sounds, fake_mixer)
    assert "play" not in before  # nobody has played a card yet
    assert "chime" in before  # bids were made
    support.click(app, hand_card(table, "red-3").to_world())
    frames(app, 3)
    assert played_names(app.sounds, fake_mixer).count("play") == 1


def test_an_illegal_drop_thuds(app, fake_mixer) -> None:
    table = make_table(app, dealer=0)  # seat 1 (all red) leads red; seat 0 must follow
    run_until(app, my_turn_to(table, "bid"))
    frames(app, 2)
    frames(app, 1, [support.key(pygame.K_0 + 1, "1")])
    run_until(app, my_turn_to(table, "play"))
    frames(app, 5)
    blue = hand_card(table, "blue-4")
    support.drag(app, blue.to_world(), table.stage.trick.to_world())
    assert table.status_note  # refused
    assert "thud" in played_names(app.sounds, fake_mixer)


def test_no_sound_at_the_table_when_sound_is_off(app, fake_mixer) -> None:
    app.settings.sound = False
    table = make_table(app, dealer=3)
    run_until(app, my_turn_to(table, "bid"))
    frames(app, 2)
    frames(app, 1, [support.key(pygame.K_0 + 2, "2")])
    run_until(app, my_turn_to(table, "play"))
    support.click(app, hand_card(table, "red-3").to_world())
    frames(app, 10)
    assert fake_mixer == []


def test_no_sound_device_prints_nothing_on_the_terminal(tmp_path) -> None:
    """Started where ALSA finds no sound card, the app prints nothing (ALSA's own lines went
    straight to stderr, a dozen of them); the mixer's silence is in the log instead."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="alsa",  # the sound system of a Linux desktop, here with no card
        RAGE_TABLE_HOME=str(tmp_path),
        ALSA_CONFIG_PATH=str(tmp_path / "no-alsa.conf"),  # no card anywhere, even on a PC
    )
    (tmp_path / "no-alsa.conf").write_text("")
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--frames", "10"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "ALSA" not in done.stderr, done.stderr
    assert done.stdout == "" and done.stderr == ""

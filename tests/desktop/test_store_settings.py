"""Settings: defaults, round trip, damaged files kept aside, bad values reset one by one."""

from __future__ import annotations

import tomllib
from pathlib import Path

from hypothesis import example, given
from hypothesis import strategies as st

from desktop.store.paths import Paths
from desktop.store.settings import Settings
from desktop.store.tomlwrite import dumps


def test_missing_file_gives_defaults_without_warning(tmp_path: Path) -> None:
    settings = Settings.load(Paths.under(tmp_path))
    assert settings == Settings()
    assert settings.window_size == (1600, 900) and settings.animation_speed == 1.0
    assert settings.warning is None


def test_round_trip(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    settings = Settings.load(paths)
    settings.window_size = (1280, 720)
    settings.fullscreen = True
    settings.animation_speed = 1.5
    settings.player_name = 'Zoë "the" Bold\\'
    settings.last_setup["rage-trick"] = {
        "seats": 4,
        "options": {"preset": "us", "rounds": [10, 9, 8]},
        "bots": ["", "heuristic", "heuristic", "random"],
    }
    settings.last_setup["ragers"] = {}
    settings.last_game = "ragers"
    settings.save()
    again = Settings.load(paths)
    assert again == settings
    assert again.warning is None


def test_broken_file_is_kept_aside_and_never_overwritten(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    broken = b"fullscreen = tru\n[[[ not toml"
    paths.settings_file.write_bytes(broken)
    settings = Settings.load(paths)
    assert settings == Settings()
    assert settings.warning and "damaged" in settings.warning
    kept = [p for p in paths.config_dir.iterdir() if p.name.startswith("settings.toml.broken-")]
    assert len(kept) == 1 and kept[0].read_bytes() == broken
    assert kept[0].name in settings.warning
    settings.save()  # the fresh defaults go to settings.toml; the broken copy stays
    assert kept[0].read_bytes() == broken
    assert Settings.load(paths).warning is None


def test_a_second_broken_file_does_not_replace_the_first_copy(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    for text in (b"\xff\xfe binary", b"= nope"):
        paths.settings_file.write_bytes(text)
        assert Settings.load(paths).warning
    kept = sorted(p.read_bytes() for p in paths.config_dir.glob("settings.toml.broken-*"))
    assert kept == sorted([b"\xff\xfe binary", b"= nope"])


def test_bad_values_fall_back_one_by_one_and_unknown_keys_survive(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text(
        'sound = "loud"\nhints = false\nwindow_size = [1, 2, 3]\nanimation_speed = 50\n'
        'future_key = "kept"\n[future_table]\nx = 1\n',
        encoding="utf-8",
    )
    settings = Settings.load(paths)
    assert settings.sound is True and settings.window_size == (1600, 900)
    assert settings.hints is False
    assert settings.animation_speed == 10.0  # clamped, not refused
    assert settings.warning and "sound" in settings.warning and "window_size" in settings.warning
    settings.save()
    data = tomllib.loads(paths.settings_file.read_text(encoding="utf-8"))
    assert data["future_key"] == "kept" and data["future_table"] == {"x": 1}


scalars = (
    st.text()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63 - 1)
    | st.floats(allow_nan=False)
)
keys = st.text(min_size=1, max_size=8)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=4),
    max_leaves=12,
)


@given(st.dictionaries(keys, values, max_size=6))
@example({"0\n": {}})  # a key ending in a newline once passed for a bare key
@example({"a b": [1, "\x7f", {"c.d": -0.0}], "t": {"u": {"v": True}, "w": 1}})
def test_toml_writer_round_trips_through_tomllib(data: dict) -> None:
    assert tomllib.loads(dumps(data)) == data


def test_a_5000_digit_number_is_damage_kept_aside_not_a_crash(tmp_path: Path) -> None:
    """Issue 29: `x = ` and 5,000 digits stopped the app from starting (ValueError from the
    integer conversion limit)."""
    paths = Paths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    hostile = ("sound = false\nx = " + "9" * 5000 + "\n").encode()
    paths.settings_file.write_bytes(hostile)
    settings = Settings.load(paths)
    assert settings == Settings()
    assert settings.warning and "settings.toml: holds a number" in settings.warning
    kept = list(paths.config_dir.glob("settings.toml.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == hostile
    assert kept[0].name in settings.warning


def test_a_settings_file_that_is_no_file_is_left_alone(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    paths.settings_file.mkdir(parents=True)  # a folder called settings.toml
    settings = Settings.load(paths)
    assert settings.protected and settings.warning
    assert paths.settings_file.is_dir()


@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode), st.data())
def test_random_and_mutated_settings_files_load_with_a_reason(
    tmp_path_factory: object, raw: bytes, data: st.DataObject
) -> None:
    good = b"sound = true\nwindow_size = [1280, 720]\n[last_setup.toy]\nseats = 2\n"
    cut = data.draw(st.integers(0, len(good)))
    text = data.draw(st.sampled_from([raw, good[:cut] + raw + good[cut:]]))
    home = Path(str(tmp_path_factory.mktemp("s")))  # type: ignore[attr-defined]
    paths = Paths.under(home)
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_bytes(text)
    settings = Settings.load(paths)
    if settings.warning:
        assert "settings" in settings.warning.lower()
    kept = list(paths.config_dir.glob("settings.toml.broken-*"))
    assert all(k.read_bytes() == text for k in kept)

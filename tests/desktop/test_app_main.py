from __future__ import annotations

import argparse

import pygame
import pytest

from desktop import __main__ as entry


def test_parser_shared_window_flags() -> None:
    args = entry.build_parser(entry.modes()).parse_args(["--size", "1280x720", "--windowed"])
    assert args.size == (1280, 720) and args.fullscreen is False and args.frames == 0
    assert entry.build_parser(entry.modes()).parse_args([]).fullscreen is None
    with pytest.raises(SystemExit):
        entry.build_parser(entry.modes()).parse_args(["--size", "huge"])


def test_first_chosen_mode_runs(monkeypatch) -> None:
    ran: list[str] = []

    def gallery_arguments(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--gallery", action="store_true")

    table = {
        "gallery": entry.Mode(
            "cards", gallery_arguments, lambda a: a.gallery, lambda a: ran.append("gallery") or 0
        ),
        "play": entry.Mode(
            "menu", lambda p: None, lambda a: True, lambda a: ran.append("play") or 0
        ),
    }
    monkeypatch.setattr(entry, "modes", lambda: table)
    assert entry.main(["--gallery"]) == 0
    assert entry.main([]) == 0
    assert ran == ["gallery", "play"]


def test_main_opens_the_menu_for_a_few_frames(display, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    monkeypatch.setattr(pygame, "quit", lambda: None)  # keep pygame up for the other tests
    assert entry.main(["--frames", "3", "--size", "1280x720", "--windowed"]) == 0
    assert pygame.display.get_surface().get_size() == (1280, 720)


def test_lang_takes_the_tag_as_people_write_it() -> None:
    """A helper started the app with `--lang pt_BR` (the catalog folder's name) and was
    refused; the usual spellings now mean the same language, anything else is still refused."""
    parser = entry.build_parser(entry.modes())
    for written, meant in (
        ("pt_BR", "pt-BR"),
        ("pt-br", "pt-BR"),
        ("pt", "pt-BR"),
        ("en_US", "en"),
    ):
        assert parser.parse_args(["--lang", written]).lang == meant
    with pytest.raises(SystemExit):
        parser.parse_args(["--lang", "klingon"])

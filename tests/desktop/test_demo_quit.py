"""A headless demo stops on a quit request (SDL's translation of SIGTERM/SIGINT), so `timeout`
and Ctrl+C end a demo or bench run instead of leaving it to run to its frame limit."""

from __future__ import annotations

import pygame

from desktop.demo_shots import Shots, run_frames
from desktop.games.registration import DemoRun


class CountingApp:
    def __init__(self) -> None:
        self.running = True
        self.frames = 0

    def frame(self, dt: float, events: list) -> None:
        self.frames += 1
        if self.frames == 3:
            pygame.event.post(pygame.event.Event(pygame.QUIT))


def test_a_quit_request_ends_the_frame_loop() -> None:
    pygame.display.init()
    try:
        pygame.event.clear()
        app = CountingApp()
        run_frames(
            app,
            Shots(None, app),
            DemoRun(frames=1000),
            check=lambda: None,
            ended=lambda: False,
            end_shot="end",
            end_shot_frame=0,
            after_end=0,
        )
        assert app.frames == 3
    finally:
        pygame.display.quit()

"""`tabletop play`'s window: the table for a game set up on the command line, each computer
seat at the level its `--seats` word chose (as the New game screen hands the table its levels),
or the title menu when there is no game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from tabletop.display import missing_display

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def open_table(
    game: Game | None,
    levels: Mapping[int, str],
    size: tuple[int, int] | None,
    fullscreen: bool,
) -> int:
    """Open the window and run it until it closes; returns the exit code. ValueError, before
    pygame opens anything, when there is no display to open a window on."""
    problem = missing_display()
    if problem is not None:
        raise ValueError(problem)
    if game is None:
        from tabletop.ui.app import run

        return run(size=size, fullscreen=fullscreen)
    return _run_table(game, levels, size, fullscreen)


def _run_table(
    game: Game, levels: Mapping[int, str], size: tuple[int, int] | None, fullscreen: bool
) -> int:
    """ui.app.run's loop, with the table given its seats' levels."""
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.live_cards import LiveCards
    from tabletop.ui.live_notice import LiveOverlay
    from tabletop.ui.scenes.table import TableScene

    app = App(size=size, fullscreen=fullscreen or None)
    app.live = LiveOverlay(LiveCards.start())
    app.push(TableScene(app, game, levels=levels))
    clock = pygame.time.Clock()
    try:
        while app.running:
            app.step(clock.tick(60) / 1000.0)
    finally:
        app.close()
    return 0

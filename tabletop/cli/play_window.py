"""`tabletop play`'s window: the table for a game set up on the command line, each computer
seat at the level its `--seats` word chose (as the New game screen hands the table its levels),
or the title menu when there is no game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.cli.display import missing_display

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def open_table(
    game: Game | None,
    size: tuple[int, int] | None,
    fullscreen: bool,
) -> int:
    """Open the window and run it until it closes; returns the exit code. ValueError, before
    pygame opens anything, when there is no display to open a window on."""
    problem = missing_display()
    if problem is not None:
        raise ValueError(problem)
    # lazy: pygame loads only once a display is known to be there
    from tabletop.ui.app import run

    return run(game=game, size=size, fullscreen=fullscreen)

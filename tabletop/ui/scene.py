"""Scenes and the host that stacks them. Each scene turns events into actions, advances its
timers in `update`, and paints in `draw`; `draw` never changes anything."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.ui.settings import Settings
    from tabletop.ui.theme import TextCache


class Host(Protocol):
    """What a scene may ask of the app that runs it."""

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def text(self) -> TextCache: ...

    @property
    def screen_kept(self) -> bool:
        """True while the screen holds exactly what the scene being drawn drew last frame
        (it may then repaint only what changed)."""

    def push(self, scene: Scene) -> None: ...

    def pop(self, scene: Scene) -> None: ...

    def replace(self, scene: Scene) -> None:
        """Close every scene and show `scene` alone."""

    def quit(self) -> None: ...

    # --- going places: a scene asks for another by its purpose, never by its class (the
    # app, above every scene, knows them: no scene imports one that imports it back) ----
    def open_title(self) -> None:
        """Close every scene and show the title menu."""

    def open_table(self, game: Game) -> None:
        """Close every scene and show `game` at its table (a puzzle's, with its goal)."""

    def open_files(self, mode: str) -> None:
        """Show the files of `mode` ("load", "scenarios") over the scenes open."""

    def update_settings(self, settings: Settings) -> str | None:
        """Apply and store new settings; an error message when they could not be saved."""

    def toggle_fullscreen(self) -> None: ...


class Scene:
    """Base scene. `opaque` False: the scene below is drawn first (a dialog over the table)."""

    opaque = True

    def __init__(self, host: Host) -> None:
        self.host = host

    def process_event(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance timers by `dt` seconds."""

    def idle(self) -> bool:
        """True while the scene would draw the same picture until an input event comes (no
        animation, timer, progress or computer under way): the app then waits for events
        instead of drawing 60 frames a second. A scene that does not say stays busy."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene. Never changes the scene or the game."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""

    def closed(self) -> None:
        """The scene left the stack (stop its workers)."""

    def hear(self, words: str) -> bool:
        """News from the window (new cards loaded): True when the scene says it in a place
        of its own; else the app shows it in a toast."""
        return False

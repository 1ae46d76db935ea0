"""The table's menu (Esc): resume, save, load, settings, the title menu, quit."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from tabletop.engine.paths import autosave_path
from tabletop.ui import theme
from tabletop.ui.scene import Host, Scene
from tabletop.ui.scenes.print_scene import PrintScene
from tabletop.ui.scenes.settings_scene import SettingsScene
from tabletop.ui.scenes.simulate_scene import SimulateScene
from tabletop.ui.widgets import Button, column, draw_panel, key_focus

if TYPE_CHECKING:
    from tabletop.ui.session import Session


class TableScene(Protocol):
    """What the pause menu asks of the table it pauses."""

    session: Session

    def save_now(self) -> None: ...

    def open_load(self) -> None: ...


class PauseMenu(Scene):
    def idle(self) -> bool:
        return True  # nothing moves here until an input event

    opaque = False

    def __init__(self, host: Host, table: TableScene) -> None:
        super().__init__(host)
        self.table = table
        self.title_button = Button("Title menu", self._title)
        self.buttons = [
            Button("Resume", self._resume, primary=True),
            Button("Save", self._save, hint="Ctrl+S", centred=True),
            Button("Load", self._load, hint="Ctrl+O", centred=True),
            Button("Print these decks…", self._print),
            Button("Simulate these decks…", self._simulate),
            Button("Settings", self._settings),
            self.title_button,
            Button("Quit", host.quit),
        ]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.resize(host.size)

    def resize(self, size: tuple[int, int]) -> None:
        area = pygame.Rect(0, 0, *size)
        for button, rect in zip(
            self.buttons, column(area, len(self.buttons), 48, 12, 360), strict=True
        ):
            button.rect = rect
        self.rect = self.buttons[0].rect.unionall([b.rect for b in self.buttons]).inflate(48, 48)

    def _resume(self) -> None:
        self.host.pop(self)

    def _save(self) -> None:
        self.host.pop(self)
        self.table.save_now()

    def _load(self) -> None:
        self.host.pop(self)
        self.table.open_load()

    def _print(self) -> None:
        self.host.pop(self)
        self.host.push(PrintScene(self.host, self.table.session.game))

    def _simulate(self) -> None:
        self.host.pop(self)
        self.host.push(SimulateScene(self.host, self.table.session.game))

    def _settings(self) -> None:
        self.host.pop(self)
        self.host.push(SettingsScene(self.host))

    def _title(self) -> None:
        """Asks first: a second press leaves (the game is autosaved, and says so)."""
        button = self.title_button
        if not button.label.startswith("Leave"):
            saved = self.table.session.autosave
            button.label = "Leave? Autosaved: Continue resumes" if saved else "Leave? Not saved"
            button.primary = True
            return
        if self.table.session.autosave:
            self.table.session.save(autosave_path())
        self.host.open_title()

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._resume()
            return
        if key_focus(self.buttons, event):
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, 140)
        draw_panel(surface, self.rect)
        for button in self.buttons:
            button.draw(surface, self.host.text)

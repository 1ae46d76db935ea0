"""The title menu: new game, continue, load, scenarios, puzzles, deck builder, settings, quit."""

from __future__ import annotations

import pygame

from tabletop.engine.paths import autosave_path
from tabletop.ui import theme
from tabletop.ui.scene import Host, Scene
from tabletop.ui.scenes.deck_builder import DeckBuilderScene
from tabletop.ui.scenes.files import FilesScene, load_autosave
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.overlays import MessageDialog
from tabletop.ui.scenes.puzzles import PuzzlesScene
from tabletop.ui.scenes.settings_scene import SettingsScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.widgets import Button, column, draw_title, key_focus

TITLE_BLOCK = 136  # the title (64 px type), its subtitle and the gap above the buttons


class TitleMenu(Scene):
    def idle(self) -> bool:
        return True  # nothing moves here until an input event

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.buttons: list[Button] = []
        self.title_y = 0
        self.resize(host.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.buttons = [
            Button("New game", self._new, primary=True),
            Button("Continue", self._continue, enabled=autosave_path().is_file()),
            Button("Load", lambda: self.host.push(FilesScene(self.host, "load"))),
            Button("Scenarios", lambda: self.host.push(FilesScene(self.host, "scenarios"))),
            Button("Puzzles", self._puzzles),
            Button("Deck builder", self._deck_builder),
            Button("Settings", self._settings),
            Button("Quit", self.host.quit),
        ]
        # the title, its subtitle and the buttons as one block in the middle of the window;
        # the buttons are 52 px high, less in a window too low for them all
        count = len(self.buttons)
        room = size[1] - TITLE_BLOCK - 16 - (count - 1) * 14
        height = max(36, min(52, room // count))
        buttons = count * height + (count - 1) * 14
        self.title_y = max(8, (size[1] - TITLE_BLOCK - buttons) // 2)
        area = pygame.Rect(0, self.title_y + TITLE_BLOCK, size[0], buttons)
        for button, rect in zip(self.buttons, column(area, count, height, 14, 380), strict=True):
            button.rect = rect
            button.size = 20

    def _new(self) -> None:
        self.host.push(NewGameScene(self.host))

    def _puzzles(self) -> None:
        self.host.push(PuzzlesScene(self.host))

    def _deck_builder(self) -> None:
        self.host.push(DeckBuilderScene(self.host))

    def _settings(self) -> None:
        self.host.push(SettingsScene(self.host))

    def _continue(self) -> None:
        game, error = load_autosave()
        if game is None:
            self.resize(self.host.size)
            self.host.push(MessageDialog(self.host, "The autosave does not load", error or ""))
            return
        self.host.replace(TableScene(self.host, game, private=True))

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.host.quit()
            return
        if key_focus(self.buttons, event):
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        draw_title(surface, "Tabletop", self.title_y, 64)
        sub = self.host.text.get("card games with the rules at the table", 20, theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(midtop=(surface.get_width() // 2, self.title_y + 80)))
        for button in self.buttons:
            button.draw(surface, self.host.text)

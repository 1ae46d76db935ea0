"""Game over: who won and why, the scores; rematch, save the replay, look at the table."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from tabletop.engine.api import new_game_like
from tabletop.engine.errors import TabletopError
from tabletop.engine.paths import saves_dir
from tabletop.ui import theme
from tabletop.ui.scene import Host, Scene
from tabletop.ui.text_boxes import TextBoxes
from tabletop.ui.widgets import Button, button_row, draw_panel

if TYPE_CHECKING:
    from tabletop.ui.table.actions import TableActions as TableScene


VERDICT_WORDS = {"win": "won", "draw": "drew", "loss": "lost"}
DIALOG = "dialog"  # the layer of its words: over the table (its hover copy too)


class GameOverScene(Scene):
    def idle(self) -> bool:
        return True  # nothing moves here until an input event

    opaque = False

    def __init__(self, host: Host, table: TableScene) -> None:
        super().__init__(host)
        self.table = table
        self.note = ""
        self.buttons = [
            Button("Rematch", self._rematch, primary=True),
            Button("Save replay", self._save),
            Button("Look at the table", self._close),
            Button("Title menu", self._title),
        ]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.texts = TextBoxes(host.text)  # the words it drew last
        self.resize(host.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.rect = pygame.Rect(0, 0, min(720, size[0] - 80), 420)
        self.rect.center = (size[0] // 2, size[1] // 2)
        button_row(self.rect, self.buttons, 16)

    def lines(self) -> list[str]:
        game = self.table.game
        result = game.result
        if result is None:
            return ["The game goes on."]
        names = game.config.names
        out = [result.headline(names.__getitem__), result.reason[:1].upper() + result.reason[1:]]
        for seat, name in enumerate(names[: result.players]):
            line = f"{name}: {VERDICT_WORDS[result.verdict(seat)]}"
            if seat < len(result.scores):
                line += f", {game.rules.score_label}: {result.scores[seat]}"
            out.append(line)
        return out

    def _rematch(self) -> None:
        config = self.table.game.config
        try:
            game = new_game_like(config, seed=config.seed + 1)
        except (TabletopError, ValueError) as exc:
            self.note = f"Could not start a rematch: {exc}"
            return
        self.host.open_table(game)

    def _save(self) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = saves_dir() / f"replay-{self.table.game.config.game_id}-{stamp}.json"
        error = self.table.session.save(path)
        self.note = error or f"Replay saved to {path}"

    def _close(self) -> None:
        self.host.pop(self)

    def _title(self) -> None:
        self.host.open_title()

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._close()
            return
        if (
            event.type == pygame.KEYDOWN
            and event.mod & pygame.KMOD_CTRL
            and event.key in (pygame.K_z, pygame.K_y)
        ):
            self._close()
            self.table.process_event(event)
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, 150)
        draw_panel(surface, self.rect)
        text = self.host.text
        self.texts.clear()
        lines = self.lines()
        size = 36  # a long headline ("Draw between ... and ...") steps down until it fits
        while size > 22 and theme.title_font(size).size(lines[0])[0] > self.rect.w - 48:
            size -= 2
        title = theme.title_font(size).render(lines[0], True, theme.ACCENT)
        where = title.get_rect(midtop=(self.rect.centerx, self.rect.y + 28))
        self.texts.place(surface, title, where, self.rect, DIALOG, "headline", px=size)
        y = self.rect.y + 90
        for line in lines[1:]:
            label = text.fit(line, 20, self.rect.w - 48, theme.TEXT)
            where = label.get_rect(midtop=(self.rect.centerx, y))
            self.texts.place(surface, label, where, self.rect, DIALOG, "result")
            y += 32
        if self.note:
            label = text.fit(self.note, 15, self.rect.w - 48, theme.TEXT_DIM)
            where = label.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 84))
            self.texts.place(surface, label, where, self.rect, DIALOG, "note")
        for button in self.buttons:
            button.draw(surface, text, self.texts, DIALOG)

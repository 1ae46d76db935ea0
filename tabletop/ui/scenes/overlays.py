"""Dialogs drawn over the table: a small choice menu, a message, the privacy screen."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from tabletop.ui import theme
from tabletop.ui.scene import Host, Scene
from tabletop.ui.text_boxes import TextBoxes
from tabletop.ui.widgets import Button, draw_lines, draw_panel, key_focus

#: a choice's row and a column's width in the menu
ROW_H = 44
COLUMN_W = 360
MENU = "menu"  # the layer of a menu's words: over the table
DIALOG = "dialog"  # the layer of a message's words


class ChoiceMenu(Scene):
    """A small menu at the mouse: the commands one drop could mean. Esc or a click outside
    cancels (`on_pick(None)`)."""

    opaque = False

    def __init__(
        self,
        host: Host,
        title: str,
        labels: Sequence[str],
        pos: tuple[int, int],
        on_pick: Callable[[int | None], None],
    ) -> None:
        super().__init__(host)
        self.title = title
        self.labels = list(labels)
        self.pos = pos
        self.on_pick = on_pick
        self.buttons: list[Button] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.texts = TextBoxes(host.text)  # the words it drew last
        self.resize(host.size)

    def resize(self, size: tuple[int, int]) -> None:
        """One button a distinct choice (the same card twice in a pile reads the same and
        plays the same), in as many columns as the window's height asks: a search of a whole
        deck must not run off the screen."""
        distinct = list(dict.fromkeys(self.labels))
        rows = max(1, min(len(distinct), (size[1] - 54) // ROW_H))
        columns = max(1, math.ceil(len(distinct) / rows))
        width = min(COLUMN_W, (size[0] - 20) // columns)
        rect = pygame.Rect(self.pos[0] + 12, self.pos[1] - 20, width * columns, 44 + ROW_H * rows)
        rect.clamp_ip(pygame.Rect(0, 0, *size))
        self.rect = rect
        self.buttons = []
        for n, label in enumerate(distinct):
            column, row = divmod(n, rows)

            def pick(i: int = self.labels.index(label)) -> None:
                self._close(i)

            self.buttons.append(
                Button(
                    label,
                    pick,
                    pygame.Rect(
                        rect.x + 10 + column * width, rect.y + 38 + ROW_H * row, width - 20, 38
                    ),
                    size=16,
                    hint=str(n + 1) if n < 9 else "",
                )
            )

    def _close(self, choice: int | None) -> None:
        self.host.pop(self)
        self.on_pick(choice)

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._close(None)
            return
        if key_focus(self.buttons, event, numbers=True):
            return
        for button in self.buttons:
            if button.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            self._close(None)

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect)
        text = self.host.text
        self.texts.clear()
        title = text.fit(self.title, 15, self.rect.w - 20, theme.TEXT_DIM, bold=True)
        self.texts.place(surface, title, (self.rect.x + 12, self.rect.y + 12), self.rect, MENU)
        for button in self.buttons:
            button.draw(surface, text, self.texts, MENU)


class MessageDialog(Scene):
    """A message (an error that stopped something) with an OK button."""

    opaque = False

    def __init__(
        self, host: Host, title: str, message: str, on_close: Callable[[], None] | None = None
    ) -> None:
        super().__init__(host)
        self.title = title
        self.message = message
        self.on_close = on_close
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.ok = Button("OK", self._close, primary=True)
        self.texts = TextBoxes(host.text)  # the words it drew last
        self.resize(host.size)

    def resize(self, size: tuple[int, int]) -> None:
        width = min(760, size[0] - 80)
        lines = sum(len(theme.wrap(p, 18, width - 48)) for p in self.message.split("\n"))
        height = min(size[1] - 80, 150 + lines * 24)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.ok.rect = pygame.Rect(0, 0, 140, 42)
        self.ok.rect.midbottom = (self.rect.centerx, self.rect.bottom - 18)

    def _close(self) -> None:
        self.host.pop(self)
        if self.on_close is not None:
            self.on_close()

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            self._close()
            return
        self.ok.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, 120)
        draw_panel(surface, self.rect)
        text = self.host.text
        self.texts.clear()
        title = text.fit(self.title, 22, self.rect.w - 48, theme.ACCENT, bold=True)
        where = (self.rect.x + 24, self.rect.y + 20)
        self.texts.place(surface, title, where, self.rect, DIALOG, "title")
        body = pygame.Rect(self.rect.x + 24, self.rect.y + 62, self.rect.w - 48, self.rect.h - 140)
        lines = self.message.split("\n")
        draw_lines(surface, text, lines, body, 18, boxes=self.texts, layer=DIALOG)
        self.ok.draw(surface, text, self.texts, DIALOG)


class PrivacyScreen(Scene):
    """Hot seat: the screen passes to another player; nothing of the table shows until they
    click (or press a key)."""

    def __init__(
        self, host: Host, name: str, on_ready: Callable[[], None], on_undo: Callable[[], None]
    ) -> None:
        super().__init__(host)
        self.name = name
        self.on_ready = on_ready
        self.on_undo = on_undo
        self.button = Button(f"I am {name}: show my table", self._ready, primary=True, size=20)
        self.undo = Button("Take back the last move", self._undo, size=16, hint="Ctrl+Z")
        self.resize(host.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.button.rect = pygame.Rect(0, 0, 420, 56)
        self.button.rect.center = (size[0] // 2, size[1] // 2 + 60)
        self.undo.rect = pygame.Rect(0, 0, 420, 42)
        self.undo.rect.midtop = (self.button.rect.centerx, self.button.rect.bottom + 16)

    def _ready(self) -> None:
        self.host.pop(self)
        self.on_ready()

    def _undo(self) -> None:
        self.host.pop(self)
        self.on_undo()

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self._ready()
            return
        ctrl = event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL
        if ctrl and event.key == pygame.K_z:
            self._undo()
            return
        if not self.button.handle(event):
            self.undo.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        width, height = surface.get_size()
        title = theme.title_font(40).render(f"Pass the screen to {self.name}", True, theme.TEXT)
        surface.blit(title, title.get_rect(center=(width // 2, height // 2 - 60)))
        hint = self.host.text.get("Your hand is hidden until you click.", 20, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(center=(width // 2, height // 2 - 8)))
        self.button.draw(surface, self.host.text)
        self.undo.draw(surface, self.host.text)

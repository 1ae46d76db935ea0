"""The live-reload notice, over every scene: a broken cardset's message (the last good cards
stay), or new cards waiting for the game in progress with "Restart with the new cards" and
"Keep playing" (the game keeps the cards it started with)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.engine.registry import get_rules
from tabletop.ui import theme
from tabletop.ui.live_cards import LiveCards
from tabletop.ui.theme import TextCache
from tabletop.ui.widgets import Button

if TYPE_CHECKING:
    from tabletop.ui.live_cards import App

WIDTH = 760
TOP = 56
LINE = 18
MAX_ERROR_LINES = 6
ERROR_FILL = (110, 36, 32)
NEWS_FILL = (32, 52, 84)
NOTE_SECONDS = 3.0


@dataclass
class Notice:
    """What the notice shows this frame and where."""

    rect: pygame.Rect
    lines: list[tuple[str, bool]]  # (words, bold)
    fill: theme.Colour
    buttons: list[Button]


def _title(game_id: str) -> str:
    try:
        return get_rules(game_id).title
    except Exception:  # noqa: BLE001 - a game that no longer loads is still named
        return game_id


def build_notice(
    live: LiveCards, size: tuple[int, int], restart: Button, keep: Button
) -> Notice | None:
    """The notice for ``live``'s state, or None when there is nothing to say."""
    width = min(WIDTH, size[0] - 40)
    lines: list[tuple[str, bool]] = []
    buttons: list[Button] = []
    fill = NEWS_FILL
    if live.errors:
        fill = ERROR_FILL
        for game_id, message in sorted(live.errors.items()):
            lines.append(
                (f"{_title(game_id)}: the cardset has an error; the last good cards stay", True)
            )
            wrapped = [w for part in message.splitlines() for w in theme.wrap(part, 15, width - 32)]
            lines += [(w, False) for w in wrapped[:MAX_ERROR_LINES]]
            if len(wrapped) > MAX_ERROR_LINES:
                lines.append((f"... and {len(wrapped) - MAX_ERROR_LINES} more lines", False))
    elif live.pending and not live.hidden:
        game_id = sorted(live.pending)[0]
        lines.append((f"{_title(game_id)}: the cards changed on disk", True))
        lines.append(("This game keeps the cards it started with.", False))
        buttons = [restart, keep]
        restart.label = "Restart with the new cards"
    if not lines:
        return None
    height = 16 + len(lines) * (LINE + 4) + (52 if buttons else 0)
    rect = pygame.Rect(0, TOP, width, height)
    rect.centerx = size[0] // 2
    x = rect.x + 16
    for button in buttons:
        button.rect = pygame.Rect(x, rect.bottom - 48, 260 if button is restart else 160, 38)
        x = button.rect.right + 12
    return Notice(rect, lines, fill, buttons)


def draw_notice(surface: pygame.Surface, text: TextCache, notice: Notice) -> None:
    pygame.draw.rect(surface, notice.fill, notice.rect, border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_LINE, notice.rect, 1, border_radius=10)
    y = notice.rect.y + 10
    for words, bold in notice.lines:
        label = text.fit(words, 16 if bold else 15, notice.rect.w - 32, theme.TEXT, bold)
        surface.blit(label, (notice.rect.x + 16, y))
        y += LINE + 4
    for button in notice.buttons:
        button.draw(surface, text)


class LiveOverlay:
    """Live reload in the app: polls the watcher each frame, shows the notice, takes its
    clicks (before the scenes do)."""

    def __init__(self, live: LiveCards) -> None:
        self.live = live
        self.restart = Button("Restart with the new cards", self._restart, primary=True)
        self.keep = Button("Keep playing", self._keep)
        self.notice: Notice | None = None
        self._app: App | None = None

    def poll(self, app: App) -> None:
        self._app = app
        self.live.poll(app)
        self.live.settle(app)
        if self.live.note:
            app.news(self.live.note, NOTE_SECONDS)
            self.live.note = ""

    def process_event(self, event: pygame.event.Event) -> bool:
        """True when the event was the notice's (a click on it)."""
        notice = self.notice
        if notice is None:
            return False
        for button in notice.buttons:
            if button.handle(event):
                return True
        return event.type == pygame.MOUSEBUTTONDOWN and notice.rect.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface, text: TextCache) -> None:
        self.notice = build_notice(self.live, surface.get_size(), self.restart, self.keep)
        if self.notice is not None:
            draw_notice(surface, text, self.notice)

    def _restart(self) -> None:
        if self._app is not None and self.live.pending:
            self.live.restart(self._app, sorted(self.live.pending)[0])
            self.notice = None

    def _keep(self) -> None:
        self.live.hidden = True
        self.notice = None

    def stop(self) -> None:
        self.live.stop()

"""The Puzzles menu: every puzzle (ui/puzzle_list.py) with its game, difficulty and solved mark,
filtered by game, scrolling with a visible cue; a puzzle opens on its table (puzzle_table.py,
docs/puzzles.md)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.engine.api import load_scenario
from tabletop.engine.errors import TabletopError
from tabletop.engine.game import Game
from tabletop.ui import theme
from tabletop.ui.puzzle_list import PuzzleEntry, list_puzzles, puzzles_dir, solved
from tabletop.ui.scene import Host, Scene
from tabletop.ui.scenes.overlays import MessageDialog
from tabletop.ui.scenes.puzzle_table import PuzzleTable
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.widgets import Button, draw_title

ROW = 58
ALL = "All games"

__all__ = ["PuzzleTable", "PuzzlesScene", "list_puzzles", "puzzles_dir", "table_for"]


class PuzzlesScene(Scene):
    """Every puzzle in a list that scrolls (the wheel, or the arrow keys), with a cue where
    more lie above or below; buttons along the top filter by game."""

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.all_entries = list_puzzles()
        self.solved = solved()
        games = sorted({e.game for e in self.all_entries if e.game != "?"})
        self.filters = [Button(name, self._filter_to(name)) for name in (ALL, *games)]
        self.chosen = ALL
        self.entries = self.all_entries
        self.scroll = 0
        self.per_page = 1
        self.rows: list[tuple[pygame.Rect, PuzzleEntry]] = []
        self.hovered: PuzzleEntry | None = None
        self.back = Button("Back", lambda: self.host.pop(self))
        self.resize(host.size)

    def idle(self) -> bool:
        return True  # nothing moves here until an input event

    def _filter_to(self, name: str) -> Callable[[], None]:
        def choose() -> None:
            self.chosen = name
            self.entries = [e for e in self.all_entries if name in (ALL, e.game)]
            self.scroll = 0
            self.resize(self.host.size)

        return choose

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.back.rect = pygame.Rect(40, height - 70, 160, 46)
        box = min(980, width - 80)
        left = (width - box) // 2
        x = left
        for button in self.filters:
            w = self.host.text.get(button.label, 15, theme.TEXT).get_width() + 28
            button.rect = pygame.Rect(x, 78, w, 34)
            button.size = 15
            button.primary = button.label == self.chosen
            x += w + 8
        top, bottom = 150, height - 100
        self.per_page = max(1, (bottom - top) // ROW)
        self.scroll = max(0, min(self.scroll, len(self.entries) - self.per_page))
        shown = self.entries[self.scroll : self.scroll + self.per_page]
        self.rows = [
            (pygame.Rect(left, top + i * ROW, box, ROW - 6), e) for i, e in enumerate(shown)
        ]

    def open(self, entry: PuzzleEntry) -> None:
        try:
            game = load_scenario(entry.path)
        except (TabletopError, ValueError, OSError) as exc:
            self.host.push(MessageDialog(self.host, "This puzzle does not load", str(exc)))
            return
        self.host.push(PuzzleTable(self.host, game))

    def _scroll_by(self, rows: int) -> None:
        self.scroll = max(0, self.scroll + rows)
        self.resize(self.host.size)

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: self.per_page}
            moves[pygame.K_PAGEUP] = -self.per_page
            if event.key == pygame.K_ESCAPE:
                self.host.pop(self)
            elif event.key in moves:
                self._scroll_by(moves[event.key])
            return
        if self.back.handle(event) or any(b.handle(event) for b in self.filters):
            return
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_by(-event.y)
        elif event.type == pygame.MOUSEMOTION:
            self.hovered = next((e for r, e in self.rows if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, entry in self.rows:
                if rect.collidepoint(event.pos):
                    self.open(entry)
                    return

    def cues(self) -> tuple[str, str]:
        """What lies above and below the rows shown ("" where nothing does)."""
        above = self.scroll
        below = len(self.entries) - self.scroll - len(self.rows)
        up = f"▲ {above} more above (wheel or ↑)" if above > 0 else ""
        down = f"▼ {below} more below (wheel or ↓)" if below > 0 else ""
        return up, down

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        draw_title(surface, "Puzzles", 36)
        text = self.host.text
        for button in self.filters:
            button.draw(surface, text)
        if not self.entries:
            label = text.get("No puzzles yet.", 20, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(center=(surface.get_width() // 2, 220)))
        for rect, entry in self.rows:
            self._draw_row(surface, rect, entry)
        up, down = self.cues()
        if self.rows and up:
            label = text.get(up, 14, theme.ACCENT, bold=True)
            surface.blit(label, label.get_rect(midbottom=(self.rows[0][0].centerx, 148)))
        if self.rows and down:
            label = text.get(down, 14, theme.ACCENT, bold=True)
            surface.blit(
                label,
                label.get_rect(midtop=(self.rows[-1][0].centerx, self.rows[-1][0].bottom + 4)),
            )
        self.back.draw(surface, text)

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, entry: PuzzleEntry) -> None:
        text = self.host.text
        fill = theme.BUTTON_HOVER if entry is self.hovered else theme.BUTTON
        pygame.draw.rect(surface, fill, rect, border_radius=8)
        done = entry.key in self.solved
        info = f"{entry.game} · {stars(entry.difficulty)}" + (" · ✓ solved" if done else "")
        tag = text.get(info, 14, (120, 210, 130) if done else theme.TEXT_DIM)
        surface.blit(tag, tag.get_rect(topright=(rect.right - 16, rect.y + 8)))
        name = text.fit(entry.title, 18, rect.w - tag.get_width() - 48, theme.TEXT, bold=True)
        surface.blit(name, (rect.x + 16, rect.y + 6))
        said = entry.description or entry.goal
        goal = text.fit(said, 14, rect.w - 32, theme.TEXT_DIM)
        surface.blit(goal, (rect.x + 16, rect.bottom - goal.get_height() - 6))


def stars(difficulty: int | None) -> str:
    """A difficulty as the menu shows it: "★★☆" (2 of 3), or "unrated"."""
    if difficulty is None:
        return "unrated"
    return "★" * difficulty + "☆" * (3 - difficulty)


def table_for(host: Host, game: Game) -> TableScene:
    """The table a game opens on: a puzzle's (its goal shown) when the game has a goal, from
    the Puzzles menu, the Scenarios list or `tabletop play --scenario` alike. Each computer
    seat plays at the level its seat word chose (`GameConfig.levels`)."""
    if game.goal is not None:
        return PuzzleTable(host, game)
    return TableScene(host, game)

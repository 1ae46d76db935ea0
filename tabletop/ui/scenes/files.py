"""Picking a file: saved games (the user's and the repo's examples) or scenarios."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from tabletop.engine.api import load_game, load_scenario
from tabletop.engine.atomic import clean_stale_temps
from tabletop.engine.errors import TabletopError
from tabletop.engine.game import Game
from tabletop.engine.paths import autosave_path, examples_dir, saves_dir, scenarios_dir
from tabletop.ui import theme
from tabletop.ui.scene import Host, Scene
from tabletop.ui.scenes.overlays import MessageDialog
from tabletop.ui.widgets import Button, draw_title

ROW = 52


@dataclass(frozen=True)
class Entry:
    path: Path
    where: str  # "your saves", "examples", ...
    modified: float


def list_files(mode: str) -> list[Entry]:
    """Saves (mode "load": *.json) or scenarios (mode "scenarios": *.yaml), newest first."""
    if mode == "scenarios":
        folders = [(scenarios_dir(), "your scenarios"), (examples_dir(), "examples")]
        suffixes: tuple[str, ...] = (".yaml", ".yml")
    else:
        folders = [(saves_dir(), "your saves"), (examples_dir(), "examples")]
        suffixes = (".json",)
    out: list[Entry] = []
    for folder, where in folders:
        if not folder.is_dir():
            continue
        if where.startswith("your"):
            clean_stale_temps(folder)  # what saves killed mid-write left behind
        found = []
        for path in folder.rglob("*"):
            if path.is_file() and path.suffix.lower() in suffixes:
                try:
                    found.append(Entry(path, where, path.stat().st_mtime))
                except OSError:
                    continue
        out += (
            sorted(found, key=lambda e: -e.modified)
            if where.startswith("your")
            else sorted(found, key=lambda e: str(e.path))
        )
    return out


def open_file(path: Path) -> Game:
    """A saved game or a scenario; raises TabletopError with the reason."""
    if path.suffix.lower() in (".yaml", ".yml"):
        return load_scenario(path)
    return load_game(path)


def load_autosave() -> tuple[Game | None, str | None]:
    """The autosaved game; a bad autosave is moved aside (never overwritten) and explained."""
    path = autosave_path()
    try:
        return load_game(path), None
    except (TabletopError, ValueError, OSError) as exc:
        aside = path.with_name(f"autosave-broken-{time.strftime('%Y%m%d-%H%M%S')}.json")
        try:
            path.rename(aside)
            kept = f"The file was kept aside as {aside}."
        except OSError:
            kept = f"The file stays at {path}."
        return None, f"{exc}\n\n{kept}"


class FilesScene(Scene):
    def idle(self) -> bool:
        return True  # nothing moves here until an input event

    def __init__(self, host: Host, mode: str) -> None:
        super().__init__(host)
        self.mode = mode
        self.entries = list_files(mode)
        self.scroll = 0
        self.rows: list[tuple[pygame.Rect, Entry]] = []
        self.hovered: Entry | None = None
        self.back = Button("Back", self._back)
        self.resize(host.size)

    @property
    def title(self) -> str:
        return "Scenarios" if self.mode == "scenarios" else "Load a game"

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.back.rect = pygame.Rect(40, height - 70, 160, 46)
        self._rows()

    def _rows(self) -> None:
        width, height = self.host.size
        top, bottom = 130, height - 90
        per_page = max(1, (bottom - top) // ROW)
        self.scroll = max(0, min(self.scroll, len(self.entries) - per_page))
        shown = self.entries[self.scroll : self.scroll + per_page]
        box = min(900, width - 80)
        left = (width - box) // 2
        self.rows = [
            (pygame.Rect(left, top + i * ROW, box, ROW - 6), e) for i, e in enumerate(shown)
        ]

    def _back(self) -> None:
        self.host.pop(self)

    def _open(self, entry: Entry) -> None:

        try:
            game = open_file(entry.path)
        except (TabletopError, ValueError, OSError) as exc:
            self.host.push(MessageDialog(self.host, "This file does not load", str(exc)))
            return
        self.host.open_table(game)

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return
        if self.back.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            self._rows()
        elif event.type == pygame.MOUSEMOTION:
            self.hovered = next((e for r, e in self.rows if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, entry in self.rows:
                if rect.collidepoint(event.pos):
                    self._open(entry)
                    return

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        draw_title(surface, self.title, 40)
        text = self.host.text
        if not self.entries:
            label = text.get("Nothing here yet.", 20, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(center=(surface.get_width() // 2, 200)))
        for rect, entry in self.rows:
            fill = theme.BUTTON_HOVER if entry is self.hovered else theme.BUTTON
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            name = text.fit(entry.path.stem, 18, rect.w - 300, theme.TEXT, bold=True)
            surface.blit(name, name.get_rect(midleft=(rect.x + 16, rect.centery)))
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.modified))
            info = text.get(f"{entry.where} · {when}", 14, theme.TEXT_DIM)
            surface.blit(info, info.get_rect(midright=(rect.right - 16, rect.centery)))
        self.back.draw(surface, text)

"""Print… from the table's menu: the decks in play as a print-and-play PDF in the user folder.

The same renderer and PDF code as `tabletop print`; the window says what it is doing while the
pages are written, then where the file is.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pygame

from tabletop.engine.game import Game
from tabletop.engine.paths import user_dir
from tabletop.engine.plural import counted
from tabletop.printing.options import PrintOptions
from tabletop.render.sources import face_source
from tabletop.ui import theme
from tabletop.ui.scene import Host, Scene
from tabletop.ui.scenes.overlays import MessageDialog
from tabletop.ui.widgets import draw_panel


def prints_dir() -> Path:
    return user_dir() / "prints"


class PrintScene(Scene):
    opaque = False

    def __init__(self, host: Host, game: Game) -> None:
        super().__init__(host)
        self.game = game
        self.decks = list(dict.fromkeys(game.config.decks))
        self.frames = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.resize(host.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.rect = pygame.Rect(0, 0, min(620, size[0] - 80), 150)
        self.rect.center = (size[0] // 2, size[1] // 2)

    def process_event(self, event: pygame.event.Event) -> None:
        return None  # busy: input waits until the file is written

    def update(self, dt: float) -> None:
        self.frames += 1
        if self.frames < 2:  # let one frame show "Printing…" first
            return
        self.host.pop(self)
        self.host.push(self._print())

    def _print(self) -> Scene:
        # lazy: reportlab (the PDF library) loads only when a sheet is printed
        from tabletop.printing.pdf import print_pdf

        rules = self.game.rules
        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        path = prints_dir() / f"{rules.id}-{'-'.join(self.decks)}-{stamp}.pdf"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            set_name, faces = face_source(rules.id, self.decks, None, False)
            options = PrintOptions(backs="duplex-long", set_name=set_name)
            report = print_pdf(faces, path, options, progress=self._pump)
        except (OSError, ValueError) as exc:
            return MessageDialog(self.host, "Print failed", f"{exc}")
        return MessageDialog(
            self.host,
            "Printed",
            f"{counted(report.cards, 'card')} of {', '.join(self.decks)} on "
            f"{counted(report.pages, 'page')}, "
            f"fronts and long-edge duplex backs:\n{path}\n"
            "Print at 100 % / actual size. More options: tabletop print --help",
        )

    def _pump(self, done: int, total: int) -> None:
        pygame.event.pump()  # keep the window answering the system while pages are written

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, 120)
        draw_panel(surface, self.rect)
        text = self.host.text
        title = text.get("Printing…", 22, theme.ACCENT, bold=True)
        surface.blit(title, (self.rect.x + 24, self.rect.y + 24))
        line = f"The decks in play ({', '.join(self.decks)}) as a PDF in {prints_dir()}"
        body = text.fit(line, 16, self.rect.w - 48, theme.TEXT)
        surface.blit(body, (self.rect.x + 24, self.rect.y + 70))

"""Print… in the table's menu (issue 5): the decks in play as a PDF in the user folder."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.ui.app import App
from tabletop.ui.scenes.overlays import MessageDialog
from tabletop.ui.scenes.pause import PauseMenu
from tests.ui.conftest import click, hotseat, key, open_table, step


def test_print_from_the_menu_writes_the_decks_in_play(app: App, home: Path) -> None:
    open_table(app, hotseat())
    key(app, pygame.K_ESCAPE)
    menu = app.scenes[-1]
    assert isinstance(menu, PauseMenu)
    button = next(b for b in menu.buttons if b.label.startswith("Print"))
    click(app, button.rect.center)
    step(app, frames=3)
    dialog = app.scenes[-1]
    assert isinstance(dialog, MessageDialog)
    assert dialog.title == "Printed", dialog.message
    pdfs = list((home / "prints").glob("tally-odds-evens-*.pdf"))
    assert len(pdfs) == 1 and pdfs[0].stat().st_size > 10_000
    assert str(pdfs[0]) in dialog.message

"""The small menu a drop or a pile click opens fits the window whatever it offers (a search of
a whole COE deck offered 40 cards and ran off the bottom of the screen), and names each
distinct choice once."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App
from tabletop.ui.scenes.overlays import ChoiceMenu

from .conftest import click, step


def test_a_long_menu_fits_the_window_and_names_each_choice_once(app: App) -> None:
    labels = [f"Take Card {n % 25}" for n in range(50)]  # 25 names, each twice
    picked: list[int | None] = []
    menu = ChoiceMenu(app, "Which one?", labels, (900, 600), picked.append)
    app.push(menu)
    step(app)
    screen = pygame.Rect(0, 0, *app.size)
    assert [b.label for b in menu.buttons] == list(dict.fromkeys(labels))
    assert all(screen.contains(b.rect) for b in menu.buttons)
    assert screen.contains(menu.rect)
    last = menu.buttons[-1]
    click(app, last.rect.center)
    assert picked == [labels.index(last.label)]

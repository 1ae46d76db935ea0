"""Keyboard play: a focus moves over what matters now (the cards that can be used or chosen;
once a card is picked, the places it may go), in reading order. Tab or the arrows move it,
Enter acts on it as a click would, Esc puts down what is picked, numbers press the buttons.
Pure logic, no drawing."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

FORWARD = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
BACKWARD = (pygame.K_LEFT, pygame.K_UP)
NUMBERS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)} | {
    getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)
}


def focus_order(places: Iterable[str], rect_of: Callable[[str], pygame.Rect | None]) -> list[str]:
    """The places that are on screen, top to bottom, left to right."""
    placed = [(rect, place) for place in places if (rect := rect_of(place)) is not None]
    placed.sort(key=lambda item: (item[0].centery // 24, item[0].x, item[1]))
    return [place for _, place in placed]


def step_focus(order: list[str], current: str | None, step: int) -> str | None:
    """The next (or previous) place after `current`; the first when nothing has focus."""
    if not order:
        return None
    if current not in order:
        return order[0] if step > 0 else order[-1]
    return order[(order.index(current) + step) % len(order)]


def direction(event: pygame.event.Event) -> int:
    """+1 forward, -1 back, 0 for any other key (Shift+Tab goes back)."""
    if event.key == pygame.K_TAB:
        return -1 if event.mod & pygame.KMOD_SHIFT else 1
    if event.key in FORWARD:
        return 1
    if event.key in BACKWARD:
        return -1
    return 0

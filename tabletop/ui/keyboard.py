"""Keyboard play: a focus moves over what matters now (the cards that can be used or chosen;
once a card is picked, the places it may go), in reading order. Tab or the arrows move it,
Enter acts on it as a click would, Esc puts down what is picked, numbers press the buttons.
Pure logic, no drawing."""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Sequence

import pygame

FORWARD = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
BACKWARD = (pygame.K_LEFT, pygame.K_UP)
NUMBERS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)} | {
    getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)
}


def focus_order(
    places: Iterable[str],
    rect_of: Callable[[str], pygame.Rect | None],
    first: Container[str] = (),
) -> list[str]:
    """The places that are on screen, top to bottom, left to right; those in `first` (the
    cards in the player's hand) before the others."""
    placed = [(rect, place) for place in places if (rect := rect_of(place)) is not None]
    placed.sort(key=lambda item: (item[1] not in first, item[0].centery // 24, item[0].x, item[1]))
    return [place for _, place in placed]


def step_focus(
    order: list[str], current: str | None, step: int, start: int | None = None
) -> str | None:
    """The next (or previous) place after `current`; when nothing has focus, the first (or
    the `start`-th, where the last card played from the hand lay)."""
    if not order:
        return None
    if current not in order:
        if step > 0 and start is not None:
            return order[min(start, len(order) - 1)]
        return order[0] if step > 0 else order[-1]
    return order[(order.index(current) + step) % len(order)]


def either(labels: Sequence[str]) -> str:
    """ "A", "A or B", "A, B or C" (and how many more)."""
    shown = list(dict.fromkeys(labels))
    more = len(shown) - 3
    if more > 0:
        shown = [*shown[:3], f"{more} more"]
    if len(shown) <= 1:
        return "".join(shown)
    return ", ".join(shown[:-1]) + " or " + shown[-1]


def direction(event: pygame.event.Event) -> int:
    """+1 forward, -1 back, 0 for any other key (Shift+Tab goes back)."""
    if event.key == pygame.K_TAB:
        return -1 if event.mod & pygame.KMOD_SHIFT else 1
    if event.key in FORWARD:
        return 1
    if event.key in BACKWARD:
        return -1
    return 0

"""Card glides: when a card's place changes, it travels there in a short ease-out tween."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

MAX_SECONDS = 0.2


@dataclass
class Tween:
    start: pygame.Rect
    end: pygame.Rect
    elapsed: float
    duration: float

    def at(self) -> pygame.Rect:
        t = min(1.0, self.elapsed / self.duration) if self.duration > 0 else 1.0
        t = 1 - (1 - t) ** 3  # ease out
        return pygame.Rect(
            round(self.start.x + (self.end.x - self.start.x) * t),
            round(self.start.y + (self.end.y - self.start.y) * t),
            round(self.start.w + (self.end.w - self.start.w) * t),
            round(self.start.h + (self.end.h - self.start.h) * t),
        )

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration


class Animator:
    """Remembers where each card was drawn and tweens it to its new place."""

    def __init__(self, seconds: float) -> None:
        self.seconds = min(MAX_SECONDS, max(0.0, seconds))
        self._targets: dict[int, pygame.Rect] = {}
        self._tweens: dict[int, Tween] = {}

    def retarget(self, targets: dict[int, pygame.Rect], *, animate: bool = True) -> None:
        """New places for the cards; those that moved start gliding (unless `animate` is off)."""
        for iid, end in targets.items():
            old = self._targets.get(iid)
            if old is None or old == end:
                continue
            if animate and self.seconds > 0:
                start = self.rect(iid, old)
                self._tweens[iid] = Tween(start, end, 0.0, self.seconds)
            else:
                self._tweens.pop(iid, None)
        for iid in [i for i in self._tweens if i not in targets]:
            del self._tweens[iid]
        self._targets = dict(targets)

    def launch(self, iid: int, start: pygame.Rect) -> None:
        """Make `iid` glide from `start` (where it was dropped) to its place."""
        end = self._targets.get(iid)
        if end is None or self.seconds <= 0:
            return
        self._tweens[iid] = Tween(start, end, 0.0, self.seconds)

    def update(self, dt: float) -> None:
        for iid in list(self._tweens):
            tween = self._tweens[iid]
            tween.elapsed += dt
            if tween.done:
                del self._tweens[iid]

    def rect(self, iid: int, target: pygame.Rect) -> pygame.Rect:
        tween = self._tweens.get(iid)
        return target if tween is None else tween.at()

    @property
    def moving(self) -> frozenset[int]:
        return frozenset(self._tweens)

    @property
    def busy(self) -> bool:
        return bool(self._tweens)

    def clear(self) -> None:
        self._tweens.clear()
        self._targets.clear()

"""The table's text ledger: every text the table draws is placed through `TextBoxes.place`,
which blits it and records its box (where its ink lies), the panel it must stay inside, the
layer it belongs to and who drew it. `problems` reads the boxes of a frame: two texts of one
layer over each other, a text over a card of its layer, a text leaving its panel, a text in a
type smaller than the readable least.

Layers: the table's own text ("table": the board, the bar, the panel) never overlaps; text in
a part drawn on top on purpose (the hover copy, the log drawer, a message, a dialog) is of that
part's layer and may cover lower layers, never text of its own layer. A card's face is one box
(its printed words are fitted inside it by the renderer); the pills drawn on a card are of the
layer "on <card>" and stay inside the card."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from tabletop.ui.theme import TextCache

READABLE_PX = 12  # the least type of the table's own text (card faces fit their own words)
TABLE = "table"


@dataclass(frozen=True)
class TextBox:
    """One drawn text (or a card's face: `card`): its ink on screen, its panel, its layer."""

    ink: pygame.Rect
    panel: pygame.Rect
    layer: str
    owner: str
    px: int | None = None  # its type size (None: not known, a card's face)
    words: str = ""
    card: bool = False
    on_card: bool = False  # drawn over a card on purpose (a pile's count): not a fault
    whole: str = ""  # the words before they were shortened with "…" (shown on hover)

    def name(self) -> str:
        return f"{self.owner} {self.words!r}" if self.words else self.owner


class TextBoxes:
    """The boxes one picture (or the frame itself) holds: cleared when it is painted again.
    `at`: where the picture's (0, 0) lies on screen (a picture copied at an offset)."""

    def __init__(self, text: TextCache, at: tuple[int, int] = (0, 0)) -> None:
        self.text = text
        self.boxes: list[TextBox] = []
        self.at = at

    def clear(self) -> None:
        self.boxes = []

    def place(
        self,
        surface: pygame.Surface,
        label: pygame.Surface,
        where: tuple[int, int] | pygame.Rect,
        panel: pygame.Rect,
        layer: str = TABLE,
        owner: str = "",
        at: tuple[int, int] | None = None,
        px: int | None = None,
        on_card: bool = False,
    ) -> pygame.Rect:
        """Blit `label` at `where` (a top left corner, or a rect whose top left it takes) and
        record it; returns the place it covers on `surface`."""
        at = self.at if at is None else at
        spot = label.get_rect(topleft=(where[0], where[1]))
        surface.blit(label, spot)
        ink = label.get_bounding_rect().move(spot.x + at[0], spot.y + at[1])
        size, words, whole = self.text.about(label)
        box = TextBox(ink, panel.move(at), layer, owner, px or size, words, on_card=on_card)
        box = replace(box, whole=whole) if whole else box
        self.boxes.append(box)
        return spot

    def card(self, rect: pygame.Rect, panel: pygame.Rect, owner: str, layer: str = TABLE) -> None:
        """A card's face, one box: no text of its layer may lie over it."""
        self.boxes.append(TextBox(pygame.Rect(rect), pygame.Rect(panel), layer, owner, card=True))


def _over(a: TextBox, b: TextBox) -> bool:
    if a.layer != b.layer or (a.card and b.card) or not a.ink.colliderect(b.ink):
        return False
    if (a.card and b.on_card) or (b.card and a.on_card):
        return False
    return a.ink.w > 0 and b.ink.w > 0


def problems(boxes: Sequence[TextBox], least_px: int = READABLE_PX) -> list[str]:
    """What is wrong with a frame's text, one line a problem (empty: nothing)."""
    out: list[str] = []
    for n, a in enumerate(boxes):
        out.extend(
            f"{a.layer}: {a.name()} at {tuple(a.ink)} over {b.name()} at {tuple(b.ink)}"
            for b in boxes[n + 1 :]
            if _over(a, b)
        )
        if a.ink.w and not a.panel.contains(a.ink):
            out.append(f"{a.layer}: {a.name()} at {tuple(a.ink)} leaves {tuple(a.panel)}")
        if not a.card and a.px is not None and a.px < least_px and not a.layer.startswith("on "):
            out.append(f"{a.layer}: {a.name()} drawn at {a.px} px (least {least_px})")
    return out


def shortened_at(boxes: Sequence[TextBox], pos: tuple[int, int]) -> TextBox | None:
    """The topmost shortened text under `pos` (its whole words go in a tip)."""
    for box in reversed(boxes):
        if box.whole and box.ink.inflate(6, 6).collidepoint(pos):
            return box
    return None

"""Right-click inspection: one card large with its counters and flags, or every card of a pile
(those the seat may not see show their back)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.engine.view import CardView, View
from tabletop.ui import theme
from tabletop.ui.cards import CardArt
from tabletop.ui.scene import Host, Scene
from tabletop.ui.text_boxes import TextBoxes
from tabletop.ui.widgets import draw_lines, draw_panel


def card_details(
    card: CardView,
    art: CardArt,
    names: Sequence[str],
    where: str,
    view: View | None = None,
) -> list[str]:
    """What Inspect says about a card: owner, place, counters and flags, what it is attached
    to and what is attached to it (with ``view``), then its printed text in full."""
    lines = []
    owner = names[card.owner] if 0 <= card.owner < len(names) else f"seat {card.owner}"
    lines.append(f"Owner: {owner}")
    lines.append(f"Where: {where}")
    if card.face_up:
        lines.append("Face up")
    else:  # a face down card whose face the viewer sees (their hand) says so
        lines.append("Face down" if card.card is None else "Face down (you see its face)")
    for name, value in card.counters:
        lines.append(f"{name}: {value}")
    if card.flags:
        lines.append("Flags: " + ", ".join(sorted(card.flags)))
    if card.attached_to is not None:
        lines.append(f"Attached to {_name(view, art, card.attached_to)}")
    guests = attached_cards(view, card.iid) if view is not None else []
    if guests:
        lines.append("Attached: " + ", ".join(_name(view, art, g.iid) for g in guests))
    if card.card is not None:
        face = art.face(card.card)
        printed = [face.type_line, " · ".join(face.keywords), face.text]
        printed += [" · ".join(f"{label} {value}" for label, value in face.stats)]
        lines.append("")
        lines += [line for line in printed if line]
    return lines


def attached_cards(view: View, iid: int) -> list[CardView]:
    """The cards attached to card ``iid``, in their zone's order."""
    return [c for c in view.cards.values() if c.attached_to == iid]


def _name(view: View | None, art: CardArt, iid: int) -> str:
    card = view.cards.get(iid) if view is not None else None
    if card is None or card.card is None:
        return "a hidden card" if card is not None else f"card #{iid}"
    return art.face(card.card).name


def inspect_card(
    host: Host, view: View, iid: int, art: CardArt, names: Sequence[str], where: str
) -> InspectScene:
    """Inspect for one card: it large beside the cards attached to it, and all it says."""
    card = view.cards[iid]
    title = art.face(card.card).name if card.card else "A hidden card"
    details = card_details(card, art, names, where, view)
    return InspectScene(host, title, [card, *attached_cards(view, iid)], art, details)


DIALOG = "dialog"  # the layer of its words and faces: over the table


class InspectScene(Scene):
    """Any click or Esc closes it; the wheel scrolls a long pile."""

    def idle(self) -> bool:
        return True  # nothing moves here until an input event

    opaque = False

    def __init__(
        self,
        host: Host,
        title: str,
        cards: Sequence[CardView],
        art: CardArt,
        details: Sequence[str] = (),
    ) -> None:
        super().__init__(host)
        self.title = title
        self.cards = list(cards)
        self.art = art
        self.details = list(details)
        self.scroll = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.texts = TextBoxes(host.text)  # the words and faces it drew last
        self.resize(host.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.rect = pygame.Rect(40, 40, size[0] - 80, size[1] - 80)

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self._last_scroll(), self.scroll - event.y))
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)) or (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN)
        ):
            self.host.pop(self)

    def _grid(self) -> tuple[tuple[int, int], int]:
        count = max(1, len(self.cards))
        inner = self.rect.inflate(-48, -110)
        if self.details:
            inner.w = inner.w // 2
        height = min(inner.h, 520)
        while True:
            width = round(height * 63 / 88)
            cols = max(1, (inner.w + 12) // (width + 12))
            rows = -(-count // cols)
            if rows * (height + 36) <= inner.h or height <= 150:
                return (width, height), cols
            height -= 10

    def _rows_shown(self) -> int:
        """How many rows of cards the panel holds."""
        (_, height), _ = self._grid()
        return max(1, (self.rect.bottom - (self.rect.y + 64) + 36) // (height + 36))

    def _last_scroll(self) -> int:
        """The scroll that shows the last row of cards at the bottom."""
        _, cols = self._grid()
        return max(0, -(-len(self.cards) // cols) - self._rows_shown())

    def shown(self) -> tuple[int, int]:
        """The cards on show: the first one's index and how many."""
        _, cols = self._grid()
        start = self.scroll * cols
        return start, min(len(self.cards) - start, self._rows_shown() * cols)

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, 170)
        draw_panel(surface, self.rect)
        text, put = self.host.text, self.texts
        put.clear()
        first, count = self.shown()
        words = "click anywhere or press Esc to close"
        if count < len(self.cards):  # say that the wheel shows the rest
            words = (
                f"cards {first + 1}-{first + count} of {len(self.cards)}, scroll for more; {words}"
            )
        hint = text.fit(words, 14, self.rect.w // 2 - 24, theme.TEXT_DIM)
        where = hint.get_rect(topright=(self.rect.right - 24, self.rect.y + 24))
        put.place(surface, hint, where, self.rect, DIALOG, "hint")
        room = self.rect.w - 72 - hint.get_width()  # the title keeps left of the hint
        title = text.fit(self.title, 22, room, theme.ACCENT, bold=True)
        put.place(surface, title, (self.rect.x + 24, self.rect.y + 18), self.rect, DIALOG, "title")
        if not self.cards:
            empty = text.get("(empty)", 18, theme.TEXT_DIM)
            put.place(surface, empty, (self.rect.x + 24, self.rect.y + 70), self.rect, DIALOG)
        (width, height), cols = self._grid()
        x0, y0 = self.rect.x + 24, self.rect.y + 64
        start = self.scroll * cols
        for n, card in enumerate(self.cards[start:]):
            x = x0 + (n % cols) * (width + 12)
            y = y0 + (n // cols) * (height + 36)
            if y + height > self.rect.bottom:
                break
            surface.blit(self.art.surface(card.card, (width, height)), (x, y))
            put.card(pygame.Rect(x, y, width, height), self.rect, f"card {n}", DIALOG)
            name = self.art.face(card.card).name if card.card is not None else "hidden card"
            label = text.fit(name, 14, width, theme.TEXT)
            put.place(surface, label, (x, y + height + 6), self.rect, DIALOG, "name")
        if self.details:
            box = pygame.Rect(self.rect.centerx + 12, y0, self.rect.w // 2 - 48, self.rect.h - 100)
            draw_lines(surface, text, self.details, box, 18, boxes=put, layer=DIALOG)

"""Small widgets drawn with the table's theme: buttons, option cyclers, number fields."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.ui import theme
from tabletop.ui.keyboard import NUMBERS, direction
from tabletop.ui.text_boxes import READABLE_PX, TABLE, TextBoxes
from tabletop.ui.theme import TextCache

Action = Callable[[], None]


class Button:
    """A clickable label. `primary` draws it as the main action of its scene."""

    def __init__(
        self,
        label: str,
        action: Action,
        rect: pygame.Rect | None = None,
        *,
        enabled: bool = True,
        primary: bool = False,
        size: int = 18,
        hint: str = "",
        centred: bool = False,
    ) -> None:
        self.label = label
        #: the label stays in the middle beside its hint (a menu of centred buttons)
        self.centred = centred
        self.action = action
        self.rect = rect if rect is not None else pygame.Rect(0, 0, 160, 40)
        self.enabled = enabled
        self.primary = primary
        self.size = size
        self.hint = hint
        self.hovered = False
        self.focused = False  # the keyboard is on it

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was this button's (a click on it, which runs the action)."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            if self.enabled:
                self.action()
            return True
        return False

    def draw(
        self,
        surface: pygame.Surface,
        text: TextCache,
        boxes: TextBoxes | None = None,
        layer: str = TABLE,
    ) -> None:
        """The button; its words go through `boxes` (of `layer`) when given."""
        ledger = boxes if boxes is not None else TextBoxes(text)

        def put(label: pygame.Surface, where: pygame.Rect) -> None:
            ledger.place(surface, label, where, self.rect, layer, f"button {self.label!r}")

        if not self.enabled:
            fill, ink = theme.BUTTON_DISABLED, theme.TEXT_DIM
        elif self.primary:
            fill = theme.BUTTON_PRIMARY_HOVER if self.hovered else theme.BUTTON_PRIMARY
            ink = theme.TEXT
        else:
            fill, ink = (theme.BUTTON_HOVER if self.hovered else theme.BUTTON), theme.TEXT
        radius = min(8, self.rect.h // 3)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_LINE, self.rect, 1, border_radius=radius)
        if self.focused:
            ring = self.rect.inflate(6, 6)
            pygame.draw.rect(surface, theme.FOCUS, ring, 2, border_radius=radius + 2)
        label = self._label(text, ink)
        if label is None:  # two lines in a smaller type rather than cut short
            lines = theme.wrap(self.label, self.size - 3, self.rect.w - 16, bold=True)
            rows = [text.fit(line, self.size - 3, self.rect.w - 16, ink, True) for line in lines]
            y = self.rect.centery - sum(r.get_height() for r in rows[:2]) // 2
            for row in rows[:2]:
                put(row, row.get_rect(midtop=(self.rect.centerx, y)))
                y += row.get_height()
            return
        if self.hint:
            hint = text.get(self.hint, max(READABLE_PX, self.size - 5), theme.TEXT_DIM)
            beside = hint.get_rect(midright=(self.rect.right - 10, self.rect.centery))
            middle = label.get_rect(center=self.rect.center)
            if self.centred and middle.right + 12 <= beside.x:
                put(hint, beside)
                put(label, middle)
                return
            if label.get_width() + hint.get_width() + 28 <= self.rect.w:
                put(hint, beside)
                put(label, label.get_rect(midleft=(self.rect.x + 12, self.rect.centery)))
                return
        put(label, label.get_rect(center=self.rect.center))

    def _label(self, text: TextCache, ink: theme.Colour) -> pygame.Surface | None:
        """The label whole, in a smaller type if need be; None when it takes two lines."""
        room = self.rect.w - 16
        for size in (self.size, self.size - 2, self.size - 3):
            label = text.get(self.label, size, ink, bold=True)
            if label.get_width() <= room:
                return label
        two = theme.wrap(self.label, self.size - 3, room, bold=True)
        if len(two) == 2 and self.rect.h >= 2 * self.size + 2:
            return None
        return text.fit(self.label, self.size - 3, room, ink, bold=True)


class Cycle(Button):
    """`Label: value`; a left click steps forward through the options, a right click back.
    With `opens` set, a left click calls it instead (a scene shows every option in a list,
    and `choose` takes the one picked)."""

    def __init__(
        self,
        label: str,
        options: Sequence[str],
        index: int = 0,
        on_change: Callable[[int], None] | None = None,
        rect: pygame.Rect | None = None,
        *,
        names: Sequence[str] | None = None,
    ) -> None:
        super().__init__(label, lambda: self.step(1), rect)
        self.title = label
        self.options = list(options)
        self.names = list(names) if names is not None else list(options)
        self.index = index if 0 <= index < len(self.options) else 0
        self.on_change = on_change
        self.opens: Callable[[Cycle], None] | None = None
        self._relabel()

    @property
    def value(self) -> str:
        return self.options[self.index]

    def _relabel(self) -> None:
        shown = self.names[self.index] if self.options else "-"
        self.label = f"{self.title}: {shown}"

    def step(self, delta: int) -> None:
        if self.options:
            self.choose((self.index + delta) % len(self.options))

    def choose(self, index: int) -> None:
        """Show option `index` (out of range: nothing changes)."""
        if not 0 <= index < len(self.options):
            return
        self.index = index
        self._relabel()
        if self.on_change is not None:
            self.on_change(self.index)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button in (1, 3)
            and self.rect.collidepoint(event.pos)
            and self.enabled
            and len(self.options) > 1
        ):
            if event.button == 1 and self.opens is not None:
                self.opens(self)
            else:
                self.step(1 if event.button == 1 else -1)
            return True
        return False


class NumberField:
    """A field for a whole number (a seed): click it, type digits, Backspace erases."""

    def __init__(
        self,
        label: str,
        value: str,
        rect: pygame.Rect | None = None,
        max_digits: int = 10,
        empty: str = "(random)",
    ) -> None:
        self.label = label
        self.value = value
        self.empty = empty  # what an empty field means, in words
        self.rect = rect if rect is not None else pygame.Rect(0, 0, 160, 40)
        self.max_digits = max_digits
        self.focused = False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                return True
            char = getattr(event, "unicode", "")
            if char.isdigit() and len(self.value) < self.max_digits:
                self.value += char
                return True
        return False

    def draw(self, surface: pygame.Surface, text: TextCache) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=6)
        edge = theme.ACCENT if self.focused else theme.PANEL_LINE
        pygame.draw.rect(surface, edge, self.rect, 2 if self.focused else 1, border_radius=6)
        shown = f"{self.label}: {self.value or self.empty}" + ("|" if self.focused else "")
        label = text.fit(shown, 18, self.rect.w - 16, theme.TEXT, bold=True)
        surface.blit(label, label.get_rect(center=self.rect.center))


def column(
    area: pygame.Rect, count: int, height: int = 44, gap: int = 10, width: int = 420
) -> list[pygame.Rect]:
    """`count` rectangles stacked in the middle of `area`."""
    total = count * height + max(0, count - 1) * gap
    top = area.centery - total // 2
    left = area.centerx - width // 2
    return [pygame.Rect(left, top + i * (height + gap), width, height) for i in range(count)]


def button_row(panel: pygame.Rect, buttons: Sequence[Button], size: int) -> None:
    """Lay `buttons` out in one row along the bottom of a dialog's `panel`."""
    gap, margin = 12, 24
    width = (panel.w - 2 * margin - (len(buttons) - 1) * gap) // max(1, len(buttons))
    for i, button in enumerate(buttons):
        button.rect = pygame.Rect(
            panel.x + margin + i * (width + gap), panel.bottom - 70, width, 46
        )
        button.size = size


def draw_title(surface: pygame.Surface, text: str, y: int, size: int = 44) -> None:
    label = theme.title_font(size).render(text, True, theme.TEXT)
    surface.blit(label, label.get_rect(midtop=(surface.get_width() // 2, y)))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, radius: int = 10) -> None:
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.PANEL_LINE, rect, 1, border_radius=radius)


def draw_lines(
    surface: pygame.Surface,
    text: TextCache,
    lines: Sequence[str],
    rect: pygame.Rect,
    size: int = 18,
    colour: theme.Colour = theme.TEXT,
    boxes: TextBoxes | None = None,
    layer: str = TABLE,
) -> int:
    """Wrapped lines inside `rect` from its top; returns the y below the last line. The
    lines go through `boxes` (of `layer`) when given."""
    ledger = boxes if boxes is not None else TextBoxes(text)
    y = rect.y
    for line in lines:
        for part in theme.wrap(line, size, rect.w):
            if y + size > rect.bottom:
                return y
            ledger.place(surface, text.get(part, size, colour), (rect.x, y), rect, layer, "lines")
            y += size + 6
    return y


def key_focus(buttons: Sequence[Button], event: pygame.event.Event, numbers: bool = False) -> bool:
    """Keyboard over a list of buttons: Tab, the arrows (Shift+Tab back) move the focus, Enter
    or Space presses the focused one, and with `numbers` 1-9 press the n-th. True when the
    key was used."""
    if event.type != pygame.KEYDOWN:
        return False
    live = [b for b in buttons if b.enabled]
    if not live:
        return False
    current = next((b for b in live if b.focused), None)
    step = direction(event)
    if step:
        at = live.index(current) if current is not None else (-1 if step > 0 else 0)
        for b in buttons:
            b.focused = False
        live[(at + step) % len(live)].focused = True
        return True
    if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and current:
        current.action()
        return True
    if numbers and event.key in NUMBERS and NUMBERS[event.key] <= len(live):
        live[NUMBERS[event.key] - 1].action()
        return True
    return False

"""The log panel: what happened, newest last, one block per decision, in the words of the game
report (`tabletop.report.build.event_items`: the rules' memos left out, a seat named, like card
events told as one line, no line said twice); a click on a line goes back to the decision that
caused it (undo to just before it; Redo steps forward again)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.report.build import event_items
from tabletop.report.items import Consequence, Heading, Prompt
from tabletop.ui import theme
from tabletop.ui.pictures import picture_for, show
from tabletop.ui.session import Session
from tabletop.ui.text_boxes import TABLE, TextBoxes
from tabletop.ui.theme import TextCache

ROW = 20
FONT = 14
GUTTER = 40


class LogPanel:
    def __init__(self, text: TextCache) -> None:
        self.text = text
        self.rect = pygame.Rect(0, 0, 0, 0)
        # (entry number, text, first row of its entry, shown dim: a prompt)
        self.rows: list[tuple[int, str, bool, bool]] = []
        self._line_starts: set[int] = set()
        #: entry number -> the decision number shown beside it (`Session.decision_numbers`)
        self.numbers: dict[int, int] = {}
        self.scroll = 0  # rows hidden below the bottom (0: newest visible)
        self.hover_entry: int | None = None
        self._key: tuple[int, int, int | None] = (-1, -1, None)
        self._picture: pygame.Surface | None = None
        self._rows_made = 0  # counts the rebuilds of `rows`
        self._picture_key: tuple[object, ...] = ()
        #: the words in the panel's picture; `layer`: the table's own, or a drawer's over it
        self.texts = TextBoxes(text)
        self.layer = TABLE

    @staticmethod
    def width(size: tuple[int, int]) -> int:
        return max(300, min(440, size[0] // 4))

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def refresh(self, session: Session) -> None:
        """Rebuild the rows when the game or the panel's width changed."""
        key = (session.version, self.rect.w, session.viewer)
        if key == self._key:
            return
        self._key = key
        self.numbers = session.decision_numbers()
        width = self.rect.w - GUTTER - 16
        rows: list[tuple[int, str, bool, bool]] = []
        starts: set[int] = set()  # the rows that begin a line of the log (not wrapped parts)
        players = session.game.config.players
        for entry in session.game.log:
            if session.game.is_gateway(entry.command):
                continue  # it only opened the choice the next entry made (and undoes with it)
            first = True
            namer = session.game.names(session.viewer, entry)  # as seen back then
            for item in event_items(entry.events, namer, players):
                if isinstance(item, (Heading, Prompt, Consequence)):
                    dim = isinstance(item, Prompt)  # what was asked next: quieter
                    starts.add(len(rows))
                    for part in theme.wrap(item.text, FONT, width):
                        rows.append((entry.number, part, first, dim))
                        first = False
        self.rows, self._line_starts = rows, starts
        self._rows_made += 1
        self.scroll = 0

    def _visible(self) -> tuple[int, int]:
        per_page = max(1, (self.rect.h - 44) // ROW)
        end = max(0, len(self.rows) - self.scroll)
        start = max(0, end - per_page)
        while 0 < start < end - 1 and start not in self._line_starts:
            start += 1  # the top row begins a line, never halfway through a wrapped one
        return start, end

    def entry_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        start, end = self._visible()
        index = start + (pos[1] - (self.rect.y + 36)) // ROW
        if pos[1] < self.rect.y + 36 or not start <= index < end:
            return None
        return self.rows[index][0]

    def handle(self, event: pygame.event.Event) -> int | None:
        """Scrolls on the wheel; returns the entry count to undo to when a line is clicked."""
        if event.type == pygame.MOUSEWHEEL:
            per_page = max(1, (self.rect.h - 44) // ROW)
            top = max(0, len(self.rows) - per_page)
            self.scroll = max(0, min(top, self.scroll + 3 * event.y))
        elif event.type == pygame.MOUSEMOTION:
            self.hover_entry = self.entry_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            number = self.entry_at(event.pos)
            if number is not None and number >= 1:
                return number - 1
        return None

    def draw(
        self, surface: pygame.Surface, repair: Sequence[pygame.Rect] | None = None
    ) -> pygame.Rect | None:
        """The panel, painted once into its own picture and then only copied until its rows,
        scroll or size change; the line under the mouse is lit over the copy (the mouse
        crossing the panel costs a few small blits, not a repaint) and its place returned.
        `repair`: the surface still shows last frame's panel except in these places, so
        only they are copied while the picture stands."""
        start, end = self._visible()
        key = (self._key, self._rows_made, start, end, self.rect.size)
        picture = self._picture
        if picture is None or key != self._picture_key or self.texts.at != self.rect.topleft:
            picture = self._picture = picture_for(picture, self.rect.size, surface)
            self.texts.clear()
            self.texts.at = self.rect.topleft
            self._paint(picture, pygame.Rect((0, 0), self.rect.size), start, end)
            self._picture_key = key
            repair = None
        show(surface, picture, self.rect, repair, self.rect.topleft)
        if self.hover_entry is not None and self.hover_entry >= 1:
            # the lit line is drawn again over its own words: the ledger holds them already
            again = TextBoxes(self.text)
            return self._paint_rows(surface, self.rect, start, end, self.hover_entry, again)
        return None

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect, start: int, end: int) -> None:
        pygame.draw.rect(surface, theme.PANEL, rect)
        edge = rect.right - 1
        pygame.draw.line(surface, theme.PANEL_LINE, (edge, rect.top), (edge, rect.bottom))
        head = self.text.get("Log: click a line to go back to it", 14, theme.TEXT_DIM, bold=True)
        self.texts.place(surface, head, (rect.x + 12, rect.y + 10), rect, self.layer, "log")
        self._paint_rows(surface, rect, start, end, None, self.texts)

    def _paint_rows(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        start: int,
        end: int,
        lit: int | None,
        ledger: TextBoxes,
    ) -> pygame.Rect | None:
        """The visible rows `start:end` (`lit` None), or only the rows of entry `lit`, lit;
        returns the place of the rows painted (None: none)."""
        y = rect.y + 36
        painted: pygame.Rect | None = None
        for index, (number, line, first, memo) in enumerate(self.rows[start:end], start):
            if lit is not None and number != lit:
                y += ROW
                continue
            if lit is not None:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, (rect.x + 4, y, rect.w - 8, ROW))
            if first or index == start:  # the top row says whose decision it belongs to
                if first and number >= 1:
                    pygame.draw.line(
                        surface, theme.PANEL_LINE, (rect.x + 8, y), (rect.right - 8, y)
                    )
                tag = "setup" if number == 0 else str(self.numbers.get(number, number))
                label = self.text.get(tag, 12, theme.TEXT_DIM)
                ledger.place(surface, label, (rect.x + 10, y + 3), rect, self.layer, "log")
            colour = theme.TEXT if number >= 1 and not memo else theme.TEXT_DIM
            label = self.text.get(line, FONT, colour)
            ledger.place(surface, label, (rect.x + GUTTER + 4, y + 1), rect, self.layer, "log")
            row = pygame.Rect(rect.x, y, rect.w, ROW)
            painted = row if painted is None else painted.union(row)
            y += ROW
        return painted

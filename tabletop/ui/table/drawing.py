"""The table's frame: the board as the banner on show tells it, the bar, the panels, the log
and the message (drawing changes nothing)."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from tabletop.ui import theme
from tabletop.ui.board import Look
from tabletop.ui.geometry import uncovered
from tabletop.ui.selection import is_choice
from tabletop.ui.table.mouse import TableMouse
from tabletop.ui.text_boxes import TextBox, TextBoxes, shortened_at
from tabletop.ui.text_tip import draw_tip

LOG_DRAWER = "log drawer"  # the layer of the log drawn over a wide table's left side
MESSAGE = "message"  # the layer of the message at the top of the table


class TableDrawing(TableMouse):
    # --- drawing -----------------------------------------------------------------------
    def look(self) -> Look:
        drag = self.drag
        if drag is not None and drag.moving:
            targets: set[str] = set(self.gestures.targets_for(drag.iid))
            if self.sandbox:
                targets |= {f"zone:{z}" for z in self.board.zones}
            return Look(frozenset(), frozenset(targets), drag.iid, drag.rect, None)
        clicks = self.gestures.clicks()
        chosen = {k for k, cs in clicks.items() if is_choice(cs)}
        playable = {int(k[5:]) for k in clicks if k.startswith("card:") and k not in chosen}
        playable |= self.gestures.sources() - {int(k[5:]) for k in chosen if k[:5] == "card:"}
        picked = self.selection.card
        if picked is not None:
            chosen = set(self.selection.targets(self.gestures))
        elif self.selection.place is not None:
            picked = self.board.card_of(self.selection.place)
        beat = self.pacer.current
        news = frozenset(beat.cards) if beat is not None else frozenset()
        hint = self.hints.shown(self.session.version)
        if hint is not None:  # the hint lights its card and its place
            news |= {hint.source} if hint.source is not None else set()
            chosen |= {hint.target} if hint.target is not None else set()
        return Look(
            frozenset(playable),
            frozenset(chosen),
            None,
            None,
            self.hover,
            picked=picked,
            news=news,
            marks=self._marks(),
            focus=self._focus_rect(self.focus) if self.focus is not None else None,
        )

    def _marks(self) -> Mapping[int, str]:
        """The rules' marks on the cards the moment is about, on the board as shown."""
        view = self.board.view
        return {} if view is None else self.game.rules.card_marks(view)

    def draw(self, surface: pygame.Surface) -> None:
        """The board, the bars and panels, the log: each copied from its picture. When the
        screen still holds last frame (the app says so, and the layout is the same), only
        the places drawn over last frame (the hovered card's copy, the lit log line, the
        message) are copied back, with whatever picture changed since."""
        look = self.look()
        covers = [self.hud.bar, self.hud.panel, *([self.log.rect] if self.log_open else [])]
        exposed = uncovered(surface.get_rect(), covers)
        frame = (surface.get_size(), tuple(map(tuple, covers)))  # (exposed follows from these)
        repair = self._drawn_over if self.host.screen_kept and frame == self._frame else None
        if self.board.draw(surface, look, self.animator, theme.FELT_DARK, exposed, repair):
            repair = None
        self.hud.draw(surface, self.session, self.sandbox, look.targets, self.pacer.current, repair)
        over = [self.log.draw(surface, repair)] if self.log_open else []
        self._message_text = TextBoxes(self.host.text)
        if self.message and self.message_left > 0:
            over.append(self._draw_message(surface))
        # the hovered card's copy over everything of the table, the message and the log too
        over.append(self.board.draw_hover(surface, look))
        over.append(self._draw_tip(surface, look))
        self._drawn_over = [rect for rect in over if rect is not None]
        self._frame = frame

    def _draw_message(self, surface: pygame.Surface) -> pygame.Rect:
        """The message at the top of the table, over the far seat's hand (backs, when the
        viewer sits at the bottom) rather than the viewer's own: wrapped, within the table's
        width, never cut."""
        area = self.board.geometry.table_rect
        text = self.host.text
        width = min(area.w - 40, 900)
        lines = theme.wrap(self.message, 18, width, bold=True)
        size = 18 if len(lines) <= 3 else 15
        lines = theme.wrap(self.message, size, width, bold=True) if size != 18 else lines
        labels = [text.get(line, size, theme.TEXT, bold=True) for line in lines]
        inner = pygame.Rect(0, 0, max(label.get_width() for label in labels), 0)
        inner.h = sum(label.get_height() for label in labels) + 2 * (len(labels) - 1)
        inner.midtop = (area.centerx, area.top + 16)
        pill = inner.inflate(28, 16)
        for tag in sorted(self.board.name_tags.values(), key=lambda r: r.y):
            if pill.inflate(8, 8).colliderect(tag):  # under a seat's name, not over it
                pill.y = tag.bottom + 8
                inner.centery = pill.centery
        fill = (120, 40, 36) if self.message_error else (36, 44, 56)
        pygame.draw.rect(surface, fill, pill, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_LINE, pill, 1, border_radius=10)
        y = inner.y
        for label in labels:
            where = label.get_rect(midtop=(inner.centerx, y))
            self._message_text.place(surface, label, where, pill, MESSAGE, "message")
            y += label.get_height() + 2
        return pill

    def _draw_tip(self, surface: pygame.Surface, look: Look) -> pygame.Rect | None:
        """A text shortened with "…" under the mouse (no card there): its whole words."""
        self._tip_text = TextBoxes(self.host.text)
        if self.mouse is None or look.hover is not None or look.dragging is not None:
            return None
        boxes = self.text_boxes()
        if self.log_open and self.log.rect.collidepoint(self.mouse):  # the log covers the rest
            boxes = self.log.texts.boxes
        box = shortened_at(boxes, self.mouse)
        if box is None:
            return None
        return draw_tip(surface, box, self.mouse, self._tip_text)

    def text_boxes(self) -> list[TextBox]:
        """Every text the last frame drew: the board's, the bar's and the panel's, the log's,
        the message's (see tabletop/ui/text_boxes.py)."""
        log = self.log.texts.boxes if self.log_open else []
        message = getattr(self, "_message_text", None)
        said = message.boxes if message is not None else []
        tip = getattr(self, "_tip_text", None)
        tipped = tip.boxes if tip is not None else []
        return [*self.board.text_boxes(), *self.hud.texts.boxes, *log, *said, *tipped]

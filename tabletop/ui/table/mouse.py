"""The mouse at the table, turned into the game's legal commands: hover, press, drag, drop,
click, double click."""

from __future__ import annotations

import pygame

from tabletop.engine.commands import Command
from tabletop.ui.selection import click, is_choice
from tabletop.ui.table.keys import TableKeys
from tabletop.ui.table.state import (
    DOUBLE_CLICK,
    DRAG_START,
    Drag,
)


class TableMouse(TableKeys):
    # --- input -------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if (
            self.pacer.current is not None
            and event.type == pygame.MOUSEBUTTONDOWN
            and self.hud.news_rect().collidepoint(event.pos)
        ):
            self.pacer.skip()
            return
        if self.drag is None and self.hud.handle(event):
            return
        if (
            self.showing_past
            and event.type == pygame.MOUSEBUTTONDOWN
            and self.drag is None
            and not (self.log_open and self.log.rect.collidepoint(event.pos))
        ):
            self.pacer.clear()  # a click on the table during the banners: to the present
            self.sync()
            return
        if self.log_open and event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEWHEEL,
            pygame.MOUSEMOTION,
        ):
            inside = event.type == pygame.MOUSEWHEEL or self.log.rect.collidepoint(event.pos)
            if inside and self.drag is None:
                entries = self.log.handle(event)
                if entries is not None:
                    self.undo_to(entries)
                if event.type != pygame.MOUSEMOTION:
                    return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._inspect(event.pos)

    def _pickable(self, iid: int) -> bool:
        card = self.board.view.cards.get(iid) if self.board.view else None
        if card is None or self.session.viewer is None or self.session.handoff is not None:
            return False
        if self.sandbox or iid in self.gestures.sources():
            return True
        return card.card is not None and card.owner == self.session.viewer

    def _press(self, pos: tuple[int, int]) -> None:
        iid = self.board.card_at(pos)
        if iid is None or not self._pickable(iid):
            self._click(pos, iid)
            return
        rect = self.board.placed[iid].rect.copy()
        self.drag = Drag(iid, pos, (pos[0] - rect.x, pos[1] - rect.y), rect)

    def _rehover(self) -> None:
        """The hover copy follows the card under the mouse: a card that moved away (to a pile,
        say) closes it, the card now under the mouse opens its own."""
        if self.drag is not None and self.drag.moving:
            return
        self.hover = self._hover_at(self.mouse) if self.mouse is not None else None

    def _hover_at(self, pos: tuple[int, int]) -> int | None:
        if self.log_open and self.log.rect.collidepoint(pos):
            return None  # under the log drawer
        iid = self.board.card_at(pos)
        view = self.board.view
        return iid if iid is not None and view and view.cards[iid].card else None

    def _motion(self, pos: tuple[int, int]) -> None:
        self.mouse = pos
        drag = self.drag
        if drag is not None:
            if (
                not drag.moving
                and max(abs(pos[0] - drag.start[0]), abs(pos[1] - drag.start[1])) >= DRAG_START
            ):
                drag.moving = True
                self.hover = None
            if drag.moving:
                drag.rect.topleft = (pos[0] - drag.offset[0], pos[1] - drag.offset[1])
            return
        hover = self._hover_at(pos)
        if hover is not None and hover != self.hover:
            self.board.prepare_hover(hover)
        self.hover = hover

    def _release(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        if drag is None:
            return
        if not drag.moving:
            self.drag = None
            self._click(pos, drag.iid)
            return
        seat = self.session.viewer if self.session.viewer is not None else 0
        hits = self.board.hits(pos, ignore=drag.iid)
        home = f"zone:{self.board.placed[drag.iid].zone}"
        outcome = self.gestures.drop(seat, drag.iid, hits, self.sandbox)
        if not outcome.commands:
            if outcome.probe is not None and outcome.target != home:
                self.say(self._refusal(outcome.probe), error=True)
            self._drop_back()
            return
        dropped = drag.rect.copy()
        self.drag = None
        self._choose(list(outcome.commands), pos, dropped)

    def _refusal(self, probe: Command) -> str:
        """Why a drop is refused; during a pending choice (every move a choice), with what the
        choice asks when the reason does not say it already."""
        reason = self.game.explain_illegal(probe)
        prompt = self.game.prompt.rstrip(".")
        commands = self.gestures.commands
        choosing = bool(commands) and all(is_choice([c]) for c in commands)
        if choosing and prompt and prompt not in reason:
            reason = f"{reason.rstrip('.')}. Now: {prompt}."
        return reason

    def _pile_commands(self, iid: int | None) -> list[Command]:
        """Commands whose cards lie in the same pile as `iid` (only its top card shows): a click
        on the pile offers them all, by name (deploy from the discard pile, say)."""
        placed = self.board.placed.get(iid) if iid is not None else None
        if placed is None or self.board.zones[placed.zone].kind != "pile":
            return []
        return [
            c
            for c in self.gestures.commands
            if c.source is not None
            and c.source in self.board.placed
            and self.board.placed[c.source].zone == placed.zone
        ]

    def _click(self, pos: tuple[int, int], iid: int | None) -> None:
        """A click picks (a card, a choice); a double click, a click on a place the picked card
        may go, or a confirming button plays."""
        double = (
            self.clock - self._last_click[0] <= DOUBLE_CLICK
            and max(abs(pos[0] - self._last_click[1][0]), abs(pos[1] - self._last_click[1][1]))
            <= DRAG_START
        )
        self._last_click = (-1.0, pos) if double else (self.clock, pos)
        in_pile = self._pile_commands(iid)
        if in_pile and {c.source for c in in_pile} != {iid}:
            self._choose(in_pile, pos)  # cards under the top one: offered by name
            return
        places = [] if iid is None else [f"card:{iid}"]
        zone = self.board.zone_at(pos)
        if zone is not None:
            places.append(f"zone:{zone}")
        seat = self.hud.seat_at(pos)
        if seat is not None:
            places.append(f"seat:{seat}")
        places += [p for p in self.board.hits(pos) if p.startswith("seat:")]
        outcome = click(self.selection, self.gestures, places, iid, double)
        if outcome.play:
            self._choose(list(outcome.play), pos)
        else:
            self._hint_pick()
        self.sync()

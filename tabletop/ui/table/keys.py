"""The keyboard at the table: shortcuts, and a focus moved over the cards and places to play
them without a mouse."""

from __future__ import annotations

import pygame

from tabletop.engine.commands import Command
from tabletop.ui.hud import command_label
from tabletop.ui.keyboard import NUMBERS, direction, either, focus_order, step_focus
from tabletop.ui.selection import click
from tabletop.ui.table.actions import TableActions


class TableKeys(TableActions):
    def _key(self, event: pygame.event.Event) -> None:
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        key = event.key
        if ctrl and key == pygame.K_z:
            self.redo() if shift else self.undo()
        elif ctrl and key == pygame.K_y:
            self.redo()
        elif ctrl and key == pygame.K_s:
            self.save_now()
        elif ctrl and key == pygame.K_o:
            self.open_load()
        elif key == pygame.K_ESCAPE:
            if self.drag is not None:
                self._drop_back()
            elif self.selection.key != (None, None) or self.focus is not None:
                self.selection.clear()
                self.focus = None
                self._hand_resume = None
                self.message_left = 0.0
                self.sync()
            else:
                self.open_menu()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None:
            self._enter()
        elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            command = self.default_command()
            if command is not None:
                self.play(command)
        elif direction(event):
            order = self.focus_order()
            start = None
            if self.focus is None and self._hand_resume is not None:
                in_hand = sum(1 for place in order if self._in_hand(place))
                start = min(self._hand_resume, in_hand - 1) if in_hand else None
            self.focus = step_focus(order, self.focus, direction(event), start)
            self._say_focus()
        elif key in NUMBERS and not ctrl:
            buttons = self.hud.action_buttons
            if NUMBERS[key] <= len(buttons):
                buttons[NUMBERS[key] - 1].action()
        elif key == pygame.K_n:
            self.pacer.skip()
        elif key == pygame.K_l:
            self.toggle_log()
        elif key == pygame.K_b:
            self.toggle_sandbox()
        elif key == pygame.K_h:
            self.ask_hint()
        elif key == pygame.K_p:
            self.choose_stops()

    # --- keyboard ------------------------------------------------------------------------
    def focus_order(self) -> list[str]:
        """What the keyboard may go to: the picked card's places, else the cards that can be
        used and the choices, in reading order."""
        if self.selection.card is not None:
            places: set[str] = self.selection.targets(self.gestures)
            places.add(f"card:{self.selection.card}")
        else:
            places = {f"card:{i}" for i in self.gestures.sources()} | set(self.gestures.clicks())
        return focus_order(places, self._focus_rect, {p for p in places if self._in_hand(p)})

    def _in_hand(self, place: str) -> bool:
        """A card in the hand of the person in front of the screen: the cards the keys go to
        first (a card already played, say Clash's activated Gold, can only be scrapped)."""
        iid = self.board.card_of(place)
        if iid is None:
            return False
        zone = self.board.zones[self.board.placed[iid].zone]
        return zone.visibility == "owner" and zone.owner == self.session.viewer

    def _focus_rect(self, place: str) -> pygame.Rect | None:
        if place.startswith("seat:") and place[5:].isdigit():
            return self.hud.seat_rects.get(int(place[5:]))
        iid = self.board.card_of(place)
        if iid is not None and not self.board.placed[iid].visible:
            return None
        return self.board.target_rect(place)

    def _enter(self) -> None:
        """Enter on the focused place: what a click there does (a second Enter confirms)."""
        place = self.focus
        assert place is not None
        pending = self.selection.pending(self.gestures)
        if pending and place in (self.selection.place, f"card:{self.selection.card}"):
            self._choose(pending, self._focus_point(place))
            return
        iid = self.board.card_of(place)
        hand = [p for p in self.focus_order() if self._in_hand(p)]
        if self.selection.card is None and place in hand:
            self._hand_resume = hand.index(place)
        outcome = click(self.selection, self.gestures, [place], iid, False)
        if outcome.play:
            self._choose(list(outcome.play), self._focus_point(place))
            return
        if self.selection.card is not None:
            order = self.focus_order()
            others = [p for p in order if p != f"card:{self.selection.card}"]
            self.focus = others[0] if others else place
        self.sync()
        self._say_focus()

    def _focus_point(self, place: str) -> tuple[int, int]:
        rect = self._focus_rect(place)
        return rect.center if rect is not None else self.board.geometry.area.center

    def _say_focus(self) -> None:
        """Say what Enter will do on the focus, before it does it."""
        if self.focus is None:
            self.say("Nothing to pick now: Space presses the highlighted button.")
            return
        self.say(self.focus_words(self.focus))

    def focus_words(self, place: str) -> str:
        """What Enter does on `place`: pick it (and what a second Enter then plays), play the
        picked card there, or confirm the pick."""
        session, selection = self.session, self.selection
        name = self._place_name(place)

        def said(commands: list[Command]) -> str:
            return either([command_label(session, c) for c in commands])

        pending = selection.pending(self.gestures)
        if pending and place in (selection.place, f"card:{selection.card}"):
            return f"Enter: {said(pending)}. Tab: another place, Esc: let go."
        if selection.card is not None:
            picked = self._place_name(f"card:{selection.card}", where=False)
            if place == f"card:{selection.card}":
                return f"{picked} is picked: Tab to a lit place, Esc: put it down."
            moves = self.gestures.moves(selection.card, place)
            menu = " (a menu asks which)" if len(moves) > 1 else ""
            return f"Enter: {said(moves)}{menu}. Tab: another place, Esc: put {picked} down."
        iid = self.board.card_of(place)
        uses = self.gestures.clicks().get(place, [])
        if iid is not None and iid in self.gestures.sources():
            uses = [c for c in self.gestures.commands if c.source == iid]
        if not uses:
            return f"{name}: Enter picks it, Tab moves on, Esc lets go."
        then = "Enter again" if len(uses) == 1 else "then Enter on a place"
        return f"{name}: Enter picks it; {then}: {said(uses)}. Tab: next, Esc: let go."

    def _place_name(self, place: str, where: bool = True) -> str:
        """A place in words: a card by name and where it lies ("Gold (Activated)"), a zone."""
        namer = self.game.names(self.session.viewer)
        iid = self.board.card_of(place)
        view = self.board.view
        card = view.cards.get(iid) if view is not None and iid is not None else None
        if card is not None and iid is not None:
            name = self.art.face(card.card).name if card.card is not None else "A hidden card"
            if not where:
                return name
            if self._in_hand(place):
                return f"{name} (your hand)"
            return f"{name} ({namer.zone(self.board.placed[iid].zone)})"
        if place.startswith("zone:"):
            return namer.zone(place[5:])
        if place.startswith("seat:") and place[5:].isdigit():
            return namer.seat(int(place[5:]))
        return "This"

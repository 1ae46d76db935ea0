"""The table scene: the board, the prompt bar, the side panel and the log, with the mouse and
keys turned into the game's legal commands."""

from __future__ import annotations

import re
import time
from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from tabletop.ai.levels import level_of
from tabletop.ai.thinker import BotSpec, next_table
from tabletop.engine.commands import Command
from tabletop.engine.effects import is_rested
from tabletop.engine.game import Game, LogEntry
from tabletop.engine.paths import saves_dir
from tabletop.engine.view import View
from tabletop.ui import theme
from tabletop.ui.animation import Animator
from tabletop.ui.board import Board, Look
from tabletop.ui.bot import BotRunner
from tabletop.ui.cards import CardArt
from tabletop.ui.drag import Gestures
from tabletop.ui.geometry import uncovered
from tabletop.ui.hint import HINT_LEVEL, Hints
from tabletop.ui.hud import TOP_BAR, Hud, Tools, command_label
from tabletop.ui.keyboard import NUMBERS, direction, either, focus_order, step_focus
from tabletop.ui.log_panel import LogPanel
from tabletop.ui.pacing import Pacer
from tabletop.ui.scene import Host, Scene
from tabletop.ui.scenes.inspect import InspectScene, inspect_card
from tabletop.ui.scenes.overlays import ChoiceMenu, PrivacyScreen
from tabletop.ui.selection import Selection, click, is_choice
from tabletop.ui.session import Session, is_pass

DRAG_START = 6  # pixels the mouse must travel before a press becomes a drag
DOUBLE_CLICK = 0.4  # seconds between the two clicks of a double click
MESSAGE_SECONDS = 5.0


def _scale(size: tuple[int, int], left: int, table: tuple[float, float]) -> float:
    """How large the table is drawn with `left` pixels taken by the log."""
    width, height = size
    panel = Hud.panel_rect(size, left, table)
    if panel.w > panel.h:
        area = (width - left - 20, panel.y - TOP_BAR - 20)
    else:
        area = (panel.x - left - 20, height - TOP_BAR - 20)
    return min(area[0] / table[0], area[1] / table[1])


@dataclass
class Drag:
    iid: int
    start: tuple[int, int]
    offset: tuple[int, int]
    rect: pygame.Rect
    moving: bool = False


class TableScene(Scene):
    def __init__(
        self,
        host: Host,
        game: Game,
        *,
        autosave: bool = True,
        seat: int | None = None,
        private: bool = False,
        levels: Mapping[int, str] | None = None,
    ) -> None:
        """`private`: a game picked up again (Continue, Load) starts behind the privacy
        screen when several people share the screen. `levels`: each computer seat's bot
        level (ai/levels.py; a seat left out, as in a loaded game, plays at Normal)."""
        super().__init__(host)
        chosen = levels or {}
        self.levels = {
            s: level_of(chosen, s) for s in range(game.config.players) if game.is_computer(s)
        }
        table = next_table()
        spec = BotSpec("seats", table, game.config.seed, tuple(sorted(self.levels.items())))
        self.session = Session(game, autosave=autosave, bot=BotRunner(spec=spec))
        self.hints = Hints(table=table)
        if seat is not None and 0 <= seat < game.config.players:
            self.session.viewer = seat
        if private and len(self.session.humans) > 1:
            self.session.handoff = self.session.viewer  # hot seat: the privacy screen first
        self.art = CardArt(game.rules)
        self.board = Board(game, self.art, host.text)
        self.animator = Animator(host.settings.tween_seconds)
        self.hud = Hud(
            host.text,
            Tools(
                self.play_button,
                self.undo,
                self.redo,
                self.toggle_log,
                self.toggle_sandbox,
                self.open_menu,
                self.ask_hint,
            ),
        )
        self.log = LogPanel(host.text)
        self.log_open = False
        self.sandbox = False
        self.gestures = Gestures([])
        self.drag: Drag | None = None
        self.selection = Selection()
        self.clock = 0.0
        self._last_click: tuple[float, tuple[int, int]] = (-1.0, (0, 0))
        self.pacer = Pacer()
        self.focus: str | None = None  # the place the keyboard is on
        #: where in the hand the last card picked with the keys lay: the next Tab starts
        #: there, on the card that now follows it (not on a card already played)
        self._hand_resume: int | None = None
        self._seen = len(game.log)
        self.hover: int | None = None
        self.mouse: tuple[int, int] | None = None  # where the mouse was last seen
        self.message = ""
        self.message_error = False
        self.message_left = 0.0
        self._synced: tuple[object, ...] = ()
        self._laid: tuple[object, ...] = ()
        self._saved_version = 0
        self._over_shown = -1
        self.showing_past = False  # the board shows an earlier moment (a banner's)
        # what draw() left on the screen: the layout, and the places drawn over the pictures
        self._frame: tuple[object, ...] = ()
        self._drawn_over: list[pygame.Rect] = []
        self.sync()

    @property
    def game(self) -> Game:
        return self.session.game

    # --- keeping the picture in step with the game ---------------------------------------
    def log_beside(self) -> bool:
        """The open log lies beside the table when the table keeps most of its size there
        (a tall table, EoC); else it is a drawer over the table's left side (a wide table,
        3-player Empyrean), so cards and labels stay readable."""
        if not self.log_open:
            return False
        table = self.board.table
        size = (table.w, table.h)
        return _scale(self.host.size, LogPanel.width(self.host.size), size) >= 0.85 * _scale(
            self.host.size, 0, size
        )

    def panel_rect(self) -> pygame.Rect:
        """The side panel: down the right, or along the bottom under a wide table."""
        left = LogPanel.width(self.host.size) if self.log_beside() else 0
        table = self.board.table
        return Hud.panel_rect(self.host.size, left, (table.w, table.h))

    def table_area(self) -> pygame.Rect:
        width, height = self.host.size
        left = LogPanel.width(self.host.size) if self.log_beside() else 0
        panel = self.panel_rect()
        if panel.w > panel.h:  # docked under the table
            return pygame.Rect(left + 10, TOP_BAR + 10, width - left - 20, panel.y - TOP_BAR - 20)
        return pygame.Rect(left + 10, TOP_BAR + 10, panel.x - left - 20, height - TOP_BAR - 20)

    def sync(self, animate: bool = True) -> None:
        """Lay out and take the new view when the game, the viewer or the window changed."""
        session = self.session
        laid = (session.viewer, self.host.size, self.log_open)
        relaid = laid != self._laid
        if relaid:
            self._laid = laid
            area, panel = self.table_area(), self.panel_rect()
            docked = panel.w > panel.h
            # the hover copy: over the panel beside the table; under a wide table, over the
            # side of the table away from the card (and the panel under it)
            hover = area.union(panel).clip(self._below_bar()) if docked else panel.inflate(-8, -8)
            self.board.layout(area, session.viewer, hover)
            width, height = self.host.size
            bottom = panel.y if docked and not self.log_beside() else height  # over the table
            self.log.layout(
                pygame.Rect(0, TOP_BAR, LogPanel.width(self.host.size), bottom - TOP_BAR)
            )
        key = (
            session.version,
            session.viewer,
            self.host.size,
            self.log_open,
            self.sandbox,
            session.handoff,
            self._beat_key(),
            self.selection.key,
        )
        if key == self._synced:
            return
        if key[:1] != self._synced[:1] and not self._my_choice_unchanged(session):
            self.selection.clear()  # the game changed: nothing stays picked
            self.focus = None
            key = (*key[:-1], self.selection.key)
        self._pace()
        key = (*key[:-2], self._beat_key(), key[-1])
        self._synced = key
        places = self.board.set_view(self._board_view())
        self._rehover()
        self.animator.retarget(places, animate=animate and not relaid)
        self.gestures = Gestures(session.my_commands())
        self.hud.layout(
            self.host.size,
            session,
            self.sandbox,
            self.log_open,
            self.panel_rect(),
            self.selection.pending(self.gestures),
            self.board.view if self.showing_past else None,
        )
        if self.log_open:
            self.log.refresh(session)
        if session.version != self._saved_version:
            self._saved_version = session.version
            error = session.save_if_due()
            if error:
                self.say(error, error=True)

    def _my_choice_unchanged(self, session: Session) -> bool:
        """Did the game change without touching the viewer's own choice? (The other seat's
        pick in a simultaneous decision, Empyrean's draft: what the person picked and where
        the keyboard is stay as they were.)"""
        before = self.gestures.commands
        return bool(before) and session.my_commands() == before

    def _pace(self) -> None:
        """Queue the banners of the moves played since the last look (none after an undo, nor
        across a privacy screen)."""
        log = self.game.log
        seen, self._seen = self._seen, len(log)
        if self.session.handoff is not None or seen > len(log):
            self.pacer.clear()
            return
        viewer = self.session.viewer
        self.pacer.note(
            log[seen:],
            self.game.names(viewer),
            viewer,
            self._entry_words,
            self.host.settings.beat_seconds,
        )

    def _beat_key(self) -> tuple[int, int] | None:
        beat = self.pacer.current
        return None if beat is None else (beat.entry, beat.upto)

    def _board_view(self) -> View:
        """The table as the banner on show tells it (the position after its events), else
        as it is now."""
        session = self.session
        beat = self.pacer.current
        log = self.game.log
        self.showing_past = False
        if beat is None or not 1 <= beat.entry < len(log) or session.handoff is not None:
            return session.view()
        if beat.entry == len(log) - 1 and beat.upto >= len(log[-1].events):
            return session.view()
        self.showing_past = True
        return self.game.view_after(session.viewer, beat.entry, beat.upto)

    def _entry_words(self, entry: LogEntry) -> str:
        """A move that narrated nothing, in words the viewer may read."""
        command = entry.command
        assert command is not None
        who = self.game.names(self.session.viewer).seat(command.seat)
        view = self.session.view()
        hidden = command.source is not None and (
            command.source not in view.cards or view.cards[command.source].card is None
        )
        if hidden:
            return f"{who}: {self._hidden_words(command)}"
        return f"{who}: {command_label(self.session, command)}"

    def _hidden_words(self, command: Command) -> str:
        """A move of a card the viewer may not see, said without the card: the rules' words
        with its name put as "a hidden card" and any detail in brackets left out ("Set a
        hidden card aside"), else the kind of move and where it went."""
        assert command.source is not None
        words = command_label(self.session, command)
        card = self.game.state.cards.get(command.source)
        name = self.art.face(card.card).name if card is not None else ""
        if name and name in words:
            return re.sub(r"\s*\([^)]*\)", "", words.replace(name, "a hidden card"))
        kind = command.kind.replace("_", " ").replace("-", " ").replace(".", " ")
        where = ""
        if command.target_zone is not None:
            where = f" to {self.game.names(self.session.viewer).zone(command.target_zone)}"
        return f"{kind} a hidden card{where}"

    def _below_bar(self) -> pygame.Rect:
        width, height = self.host.size
        return pygame.Rect(0, TOP_BAR + 10, width, height - TOP_BAR - 20)

    def resize(self, size: tuple[int, int]) -> None:
        self.sync(animate=False)

    def closed(self) -> None:
        self.session.close()

    def say(self, text: str, error: bool = False) -> None:
        self.message, self.message_error, self.message_left = text, error, MESSAGE_SECONDS

    # --- tools -------------------------------------------------------------------------
    def play(self, command: Command, dropped: pygame.Rect | None = None) -> bool:
        error = self.session.play(command)
        if error:
            self.say(error, error=True)
            return False
        self.message_left = 0.0
        self.sync()
        if dropped is not None and command.source is not None:
            self.animator.launch(command.source, dropped)
        return True

    def play_button(self, command: Command) -> None:
        self.play(command)

    def undo(self) -> None:
        error = self.session.undo()
        self.say(error, error=True) if error else self.say("Undone.")
        self.sync()

    def redo(self) -> None:
        error = self.session.redo()
        self.say(error, error=True) if error else self.say("Redone.")
        self.sync()

    def undo_to(self, entries: int) -> None:
        """Back to just before decision `entries + 1` (a click in the log), and say where
        the table stopped: against the computer, at a decision of yours."""
        commands = {e.number: e.command for e in self.game.log}
        numbers = self.session.decision_numbers()
        error = self.session.undo_to(entries)
        if error:
            self.say(error, error=True)
        else:
            self.say(self._back_words(entries + 1, len(self.game.log), commands, numbers))
        self.sync()

    def _back_words(
        self,
        clicked: int,
        now: int,
        commands: dict[int, Command | None],
        numbers: dict[int, int],
    ) -> str:
        """`clicked`, `now`: log entries (`now` the one the table is back at, the next to
        play); `numbers` gives the decision number a player sees for each."""
        shown = now  # a gateway is told by the move chosen through it
        while self.game.is_gateway(command := commands.get(shown)):
            shown += 1
        what = f" ({command_label(self.session, command)})" if command is not None else ""
        back, asked = numbers.get(now, now), numbers.get(clicked, clicked)
        if back == asked:
            return (
                f"Back to decision {back}{what}: it and what followed are undone (Redo: forward)."
            )
        return (
            f"Back to your decision {back}{what}, the last before decision {asked}: against the "
            "computer the table goes back to a decision of yours (Redo: forward)."
        )

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.sync(animate=False)

    def toggle_sandbox(self) -> None:
        self.sandbox = not self.sandbox
        self.say(
            "Sandbox on: drag any card anywhere; right-click a card to flip, rest or count."
            if self.sandbox
            else "Sandbox off: only legal moves."
        )
        self.sync()

    def open_menu(self) -> None:
        from tabletop.ui.scenes.pause import PauseMenu

        self.host.push(PauseMenu(self.host, self))

    def save_now(self) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = saves_dir() / f"{self.game.config.game_id}-{stamp}.json"
        error = self.session.save(path)
        self.say(error, error=True) if error else self.say(f"Saved to {path}")

    def open_load(self) -> None:
        from tabletop.ui.scenes.files import FilesScene

        self.host.push(FilesScene(self.host, "load"))

    def default_command(self) -> Command | None:
        """The command of Space/Enter: what confirms the pick, else a Pass or End-phase
        button, when there is one."""
        pending = self.selection.pending(self.gestures)
        if pending:
            return pending[0]
        buttons = self.gestures.buttons()
        for command in buttons:
            if is_pass(command):
                return command
        return buttons[0] if len(buttons) == 1 else None

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

    def _drop_back(self) -> None:
        drag = self.drag
        self.drag = None
        if drag is not None and drag.moving:
            self.animator.launch(drag.iid, drag.rect)

    def _choose(
        self, commands: list[Command], pos: tuple[int, int], dropped: pygame.Rect | None = None
    ) -> None:
        if len(commands) == 1:
            self.play(commands[0], dropped)
            return
        source = commands[0].source

        def picked(index: int | None) -> None:
            if index is None:
                if dropped is not None and source is not None:
                    self.animator.launch(source, dropped)
                return
            self.play(commands[index], dropped)

        labels = [command_label(self.session, c) for c in commands]
        self.host.push(ChoiceMenu(self.host, "Which one?", labels, pos, picked))

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

    def _hint_pick(self) -> None:
        """Say what the pick waits for."""
        pending = self.selection.pending(self.gestures)
        if pending:
            what = command_label(self.session, pending[0])
            self.say(f"{what}: press Enter or the button to confirm (or double-click).")
        elif self.selection.card is not None:
            view = self.board.view
            card = view.cards.get(self.selection.card) if view else None
            name = self.art.face(card.card).name if card and card.card else "This card"
            self.say(f"{name}: click a lit place to play it there, or drag it. Esc: put it down.")

    def _inspect(self, pos: tuple[int, int]) -> None:
        view = self.board.view
        if view is None:
            return
        iid = self.board.card_at(pos)
        zone_id = self.board.placed[iid].zone if iid is not None else self.board.zone_at(pos)
        if zone_id is None:
            return
        zone = self.board.zones[zone_id]
        namer = self.game.names(self.session.viewer)
        where = namer.zone(zone_id)
        if iid is not None and zone.kind != "pile":
            if self.sandbox:
                self._sandbox_menu(iid, pos)
                return
            names = self.game.config.names
            self.host.push(inspect_card(self.host, view, iid, self.art, names, where))
            return
        cards = [view.cards[i] for i in reversed(view.zone(zone_id))]
        title = f"{where}: {len(cards)} card{'s' if len(cards) != 1 else ''} (top first)"
        self.host.push(InspectScene(self.host, title, cards, self.art))

    def _sandbox_menu(self, iid: int, pos: tuple[int, int]) -> None:
        view = self.board.view
        assert view is not None
        card = view.cards[iid]
        seat = self.session.viewer if self.session.viewer is not None else 0
        options: list[tuple[str, Command | None]] = [("Inspect", None)]
        options.append(("Flip", Command(seat, "sandbox.flip", iid)))
        options.append(("Ready" if is_rested(card) else "Rest", Command(seat, "sandbox.rest", iid)))
        names = [n for n, _ in card.counters] or ["counter"]
        for name in names:
            options.append((f"{name} +1", Command(seat, "sandbox.count", iid, None, (name, 1))))
            options.append((f"{name} -1", Command(seat, "sandbox.count", iid, None, (name, -1))))

        def picked(index: int | None) -> None:
            if index is None:
                return
            command = options[index][1]
            if command is None:
                where = self.game.names(self.session.viewer).zone(self.board.placed[iid].zone)
                names = self.game.config.names
                self.host.push(inspect_card(self.host, view, iid, self.art, names, where))
            else:
                self.play(command)

        self.host.push(ChoiceMenu(self.host, "Sandbox", [n for n, _ in options], pos, picked))

    def ask_hint(self) -> None:
        """What Hard would play for the person in front of the screen, thought out off the
        frame loop from their seat's view; lit on the board and said in words when ready."""
        session = self.session
        if not session.my_commands() or session.viewer is None:
            self.say("No hint now: it is not your decision.")
            return
        self.hints.start(self.game, session.viewer, session.version)
        self.say("Thinking of a hint…")

    # --- time --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.animator.seconds = min(0.2, self.host.settings.tween_seconds)
        self.animator.update(dt)
        if self.message_left > 0:
            self.message_left = max(0.0, self.message_left - dt)
        session = self.session
        if session.handoff is not None and self.drag is None:
            seat = session.handoff
            names = self.game.config.names
            self.host.push(PrivacyScreen(self.host, names[seat], self._take_screen, self.undo))
            return
        self.pacer.update(dt)
        hint = self.hints.poll(session.version)
        if hint is not None:
            words = hint if isinstance(hint, str) else command_label(session, hint)
            self.say(words if isinstance(hint, str) else f"Hint ({HINT_LEVEL}): {words}")
        if not self.pacer.busy:  # the computer waits until the banners are read
            error = session.step_computer(dt, self.pacer.pause(self.host.settings.computer_pause))
            if error:
                self.say(error, error=True)
            self._auto_pass()
        self.sync()
        if (
            self.game.result is not None
            and self._over_shown != session.version
            and not self.pacer.busy
        ):
            self._over_shown = session.version
            from tabletop.ui.scenes.game_over import GameOverScene

            self.host.push(GameOverScene(self.host, self))

    def _auto_pass(self) -> None:
        """Settings > Auto-pass: when ending the phase is all the player may do, end it (and
        say so). Off (the default), the game waits for the player's own click."""
        if not self.host.settings.auto_pass or self.drag is not None:
            return
        command = self.session.lone_pass()
        if command is None:
            return
        prompt = self.game.prompt
        if self.play(command):
            self.say(f"Auto-pass: {prompt}" if prompt else "Auto-pass.")

    def _take_screen(self) -> None:
        self.session.take_screen()
        self.animator.clear()
        self.sync(animate=False)

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
            focus=self._focus_rect(self.focus) if self.focus is not None else None,
        )

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
        over.append(self.board.draw_hover(surface, look))  # over the log too: asked for
        if self.message and self.message_left > 0:
            over.append(self._draw_message(surface))
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
            surface.blit(label, label.get_rect(midtop=(inner.centerx, y)))
            y += label.get_height() + 2
        return pill

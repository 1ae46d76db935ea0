"""The table scene: the board, the prompt bar, the side panel and the log, with the mouse and
keys turned into the game's legal commands. Its parts live in ui/table/, one job each: where
things go (layout), what happened (telling), what the controls do (actions), the keyboard
(keys), the mouse (mouse) and the frame (drawing); this module puts them together."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from tabletop.ai.levels import level_of
from tabletop.ai.thinker import BotSpec, next_table
from tabletop.engine.game import Game
from tabletop.ui.animation import Animator
from tabletop.ui.board import Board
from tabletop.ui.bot import BotRunner
from tabletop.ui.cards import CardArt
from tabletop.ui.drag import Gestures
from tabletop.ui.hint import HINT_LEVEL, Hints
from tabletop.ui.hud import TOP_BAR, Hud, Tools, command_label
from tabletop.ui.log_panel import LogPanel
from tabletop.ui.pacing import Pacer
from tabletop.ui.scene import Host
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.overlays import PrivacyScreen
from tabletop.ui.selection import Selection
from tabletop.ui.session import Session
from tabletop.ui.table.drawing import LOG_DRAWER, TableDrawing
from tabletop.ui.table.state import DOUBLE_CLICK, DRAG_START, MESSAGE_SECONDS, Drag
from tabletop.ui.text_boxes import TABLE

__all__ = ["DOUBLE_CLICK", "DRAG_START", "MESSAGE_SECONDS", "Drag", "TableScene"]


class TableScene(TableDrawing):
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
        level (ai/levels.py), over the level its seat word chose (`GameConfig.levels`; a seat
        with neither plays at Normal)."""
        super().__init__(host)
        self.levels = seat_levels(game, levels)
        table, seats = next_table(), tuple(sorted(self.levels.items()))
        spec = BotSpec("seats", table, game.config.seed, seats, cores=host.settings.cores)
        self.session = Session(game, autosave=autosave, bot=BotRunner(spec=spec))
        self.session.levels = dict(self.levels)
        self.hints = Hints(table=table, cores=host.settings.cores)  # Hard's cores, as the seats'
        if seat is not None and 0 <= seat < game.config.players:
            self.session.viewer = seat
        if private and len(self.session.humans) > 1:
            self.session.handoff = self.session.viewer  # hot seat: the privacy screen first
        self.art = CardArt(game.rules)
        self.board = Board(game, self.art, host.text)
        self.animator = Animator(host.settings.tween_seconds)
        tools = (self.play_button, self.undo, self.redo, self.toggle_log, self.toggle_sandbox)
        self.hud = Hud(host.text, Tools(*tools, self.open_menu, self.ask_hint))
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
            self.log.layer = TABLE if self.log_beside() else LOG_DRAWER
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

    def closed(self) -> None:
        self.session.close()

    # --- time --------------------------------------------------------------------------
    def show_game_over(self) -> None:
        """The game ended: who won and why, over the table."""
        self.host.push(GameOverScene(self.host, self))

    def idle(self) -> bool:
        session = self.session
        return not (
            self.animator.busy
            or self.pacer.busy
            or self.message_left > 0
            or self.drag is not None
            or self.hints.thinking
            or session.bot.thinking
            or session.computer_to_act() is not None
            or session.handoff is not None
            or (self.game.result is not None and self._over_shown != session.version)
        )

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
            thinking = session.computer_to_act()
            if thinking is not None and session.bot.thinking:
                self.pacer.computer_thinks(thinking, dt)
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
            self.show_game_over()


def seat_levels(game: Game, levels: Mapping[int, str] | None) -> dict[int, str]:
    """Each computer seat's level: `levels`' over the seat word's (`GameConfig.levels`), else
    Normal."""
    chosen = {**game.config.levels, **(levels or {})}
    return {s: level_of(chosen, s) for s in range(game.config.players) if game.is_computer(s)}

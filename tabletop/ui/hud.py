"""The table's frame: the prompt bar on top, and the side panel with the seats, the buttons of
the decision in hand (Pass, choices) and the tools (undo, redo, log, sandbox, menu)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.engine.commands import Command
from tabletop.engine.value_keys import split_seat
from tabletop.engine.view import View
from tabletop.ui import theme
from tabletop.ui.banner import draw_banner
from tabletop.ui.pacing import Beat
from tabletop.ui.pictures import picture_for, show
from tabletop.ui.session import Session
from tabletop.ui.text_boxes import TextBoxes
from tabletop.ui.theme import TextCache
from tabletop.ui.widgets import Button

TOP_BAR = 52
PROMPT_SMALL = 17  # the prompt's type when it takes two lines
PILL_SIZES = (18, 15)  # the shared values' type: the smaller when it shows them all
SIDE_VALUE_LINES = 3  # lines of a seat's own values in the panel down the right side
DOCK_HEIGHT = 108  # the panel laid along the bottom: its least height
MARGIN = 10


@dataclass(frozen=True)
class Tools:
    """What the side panel's buttons do (the table scene provides them)."""

    play: Callable[[Command], None]
    undo: Callable[[], None]
    redo: Callable[[], None]
    toggle_log: Callable[[], None]
    toggle_sandbox: Callable[[], None]
    menu: Callable[[], None]
    hint: Callable[[], None] | None = None  # what Hard would play for the person (key H)


def seat_kind(session: Session, seat: int) -> str:
    """Who plays a seat, as its box in the side panel says it: human, or the computer at its
    level ("computer (hard)")."""
    if not session.game.is_computer(seat):
        return "human"
    level = session.levels.get(seat)
    return f"computer ({level})" if level else "computer"


def command_label(session: Session, command: Command) -> str:
    """A button's words: the rules' description, or the command's kind made readable."""
    text = session.game.describe(command)
    if text == str(command) or not text:
        text = command.kind.replace("_", " ").replace("-", " ").replace(".", " ")
        text = text[:1].upper() + text[1:]
        if command.args:
            text += " " + " ".join(str(a) for a in command.args)
    return text


def split_values(
    session: Session, view: View | None = None
) -> tuple[list[str], dict[int, list[str]]]:
    """Labelled values: the shared ones ("Round 3") and each seat's own ("score 2"), as
    `view` has them (the moment the board shows: a banner's), else as they are now."""
    game = session.game
    values = (view if view is not None else session.view()).values
    shared: list[str] = []
    seats: dict[int, list[str]] = {}
    for key, label in session.trackers().items():
        if key not in values or values[key] is None:
            continue
        value = game.rules.format_value(key, values[key], game.config.names)
        base, seat = split_seat(key)
        if seat is not None and seat < game.config.players:
            name = game.rules.value_name(base)
            seats.setdefault(seat, []).append(f"{name}: {value}")
        else:
            shared.append(f"{label[:1].upper()}{label[1:]}: {value}")
    return shared, seats


class Hud:
    """Lays out and draws the bar and the panel; its buttons run the table's tools."""

    def __init__(self, text: TextCache, tools: Tools) -> None:
        self.text = text
        self.tools = tools
        self.size = (1280, 720)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.action_buttons: list[Button] = []
        self.tool_buttons: list[Button] = []
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.actions_top = 0
        self.actions_rect = pygame.Rect(0, 0, 0, 0)
        self.shared: list[str] = []
        self.seat_values: dict[int, list[str]] = {}
        self.value_lines: dict[int, list[str]] = {}  # the seat values as drawn, line by line
        self._picture: pygame.Surface | None = None
        self._picture_key: tuple[object, ...] = ()
        self.pending: list[Command] = []
        self.view: View | None = None
        self.texts = TextBoxes(text)  # the words in the picture of the bar and the panel

    @staticmethod
    def panel_width(size: tuple[int, int]) -> int:
        return max(250, min(340, size[0] // 6))

    @staticmethod
    def panel_rect(size: tuple[int, int], left: int, table: tuple[float, float]) -> pygame.Rect:
        """Where the panel goes: down the right side, or along the bottom under a wide table
        when that lets the table (so the cards) be drawn larger."""
        width, height = size
        tw, th = table
        room_w, room_h = width - left - 2 * MARGIN, height - TOP_BAR - 2 * MARGIN
        side = Hud.panel_width(size)
        beside = min((room_w - side) / tw, room_h / th)
        under = min(room_w / tw, (room_h - DOCK_HEIGHT) / th)
        if under <= beside * 1.05:
            return pygame.Rect(width - side, TOP_BAR, side, height - TOP_BAR)
        dock = max(DOCK_HEIGHT, min(room_h - round(th * under), height // 4))
        return pygame.Rect(left, height - dock, width - left, dock)

    def layout(
        self,
        size: tuple[int, int],
        session: Session,
        sandbox: bool,
        log_open: bool,
        panel: pygame.Rect | None = None,
        pending: list[Command] | None = None,
        view: View | None = None,
    ) -> None:
        """`pending`: what confirms the player's pick (shown first, the default of Enter).
        `view`: the moment the board shows (a banner's): the bar's and the seats' values are
        those of that moment, so the bar never runs ahead of the banner."""
        self.size = size
        self.view = view
        self.pending = list(pending or [])
        width, height = size
        pw = self.panel_width(size)
        self.bar = pygame.Rect(0, 0, width, TOP_BAR)
        self.panel = (
            panel if panel is not None else pygame.Rect(width - pw, TOP_BAR, pw, height - TOP_BAR)
        )
        if self.docked:
            self._layout_dock(session, sandbox, log_open)
        else:
            self._layout_side(session, sandbox, log_open)

    def _layout_side(self, session: Session, sandbox: bool, log_open: bool) -> None:
        """The panel on the right: the seats at the top, the tools at the bottom, the buttons
        of the decision between them."""
        inner = self.panel.inflate(-24, 0)
        y = self.panel.y + 14
        self.seat_rects = {}
        self.shared, self.seat_values = split_values(session, self.view)
        self.value_lines = {
            seat: self._pack(values, inner.w - 20, SIDE_VALUE_LINES)
            for seat, values in self.seat_values.items()
        }
        for seat in range(session.game.config.players):
            lines = 2 + len(self.value_lines.get(seat, []))
            rect = pygame.Rect(inner.x, y, inner.w, 12 + lines * 22)
            self.seat_rects[seat] = rect
            y = rect.bottom + 8
        self.actions_top = y + 8
        tools = self._tools(session, sandbox, log_open)
        bottom = self.panel.bottom - 12
        for button in reversed(tools):
            button.rect = pygame.Rect(inner.x, bottom - 38, inner.w, 38)
            bottom -= 46
        self.tool_buttons = tools
        self.action_buttons = self._side_actions(session, inner, bottom)

    def _side_actions(self, session: Session, inner: pygame.Rect, bottom: int) -> list[Button]:
        """The decision's buttons in a column under "Your move", down to `bottom`."""
        actions: list[Button] = []
        y = self.actions_top + 30
        for command in self._decision_commands(session):
            if y + 44 > bottom - 10:
                break

            def run(c: Command = command) -> None:
                self.tools.play(c)

            hint = "Space" if not actions else ""
            rect = pygame.Rect(inner.x, y, inner.w, 44)
            label = command_label(session, command)
            actions.append(Button(label, run, rect, primary=not actions, hint=hint))
            y += 52
        return actions

    def _pack(self, values: list[str], width: int, most: int) -> list[str]:
        """A seat's values in at most `most` lines of `width` px, each value whole on one line
        when it can be (two spaces apart); what does not fit in the last line is cut there."""
        lines: list[str] = []
        for item in values:
            joined = f"{lines[-1]}  {item}" if lines else item
            if lines and self.text.get(joined, 15).get_width() <= width:
                lines[-1] = joined
            elif len(lines) < most:
                lines.append(item)
            else:
                lines[-1] = joined  # no line left: the last one is cut with "…" when drawn
        return lines

    def _decision_commands(self, session: Session) -> list[Command]:
        """The buttons' commands: what confirms the pick, then those with no card and no place
        (Pass, End phase, choose an option)."""
        plain = [c for c in session.my_commands() if c.source is None and c.target is None]
        return [*self.pending, *(c for c in plain if c not in self.pending)]

    @property
    def docked(self) -> bool:
        """True when the panel lies along the bottom of the window."""
        return self.panel.w > self.panel.h

    def _tools(self, session: Session, sandbox: bool, log_open: bool) -> list[Button]:
        game = session.game
        can_undo, can_redo = game.can_undo(), game.can_redo()
        return [
            Button("Undo", self.tools.undo, enabled=can_undo, hint="Ctrl+Z", size=16),
            Button("Redo", self.tools.redo, enabled=can_redo, hint="Ctrl+Y", size=16),
            Button("Hide log" if log_open else "Log", self.tools.toggle_log, hint="L", size=16),
            Button(
                "Sandbox: on" if sandbox else "Sandbox: off",
                self.tools.toggle_sandbox,
                hint="B",
                size=16,
            ),
            Button("Menu", self.tools.menu, hint="Esc", size=16),
            *(
                [
                    Button(
                        "Hint",
                        self.tools.hint,
                        enabled=bool(session.my_commands()),
                        hint="H",
                        size=16,
                    )
                ]
                if self.tools.hint is not None
                else []
            ),
        ]

    def _layout_dock(self, session: Session, sandbox: bool, log_open: bool) -> None:
        """The panel along the bottom: the seats on the left, the tools in a block on the
        right (two rows), the buttons of the decision in columns between them."""
        panel = self.panel.inflate(-2 * MARGIN, -16)
        players = session.game.config.players
        self.shared, self.seat_values = split_values(session, self.view)
        seat_w = max(150, min(240, (panel.w * 2 // 5 - 8 * (players - 1)) // players))
        seat_h = min(panel.h, 12 + 3 * 22)
        self.value_lines = {
            seat: self._pack(values, seat_w - 20, 1) for seat, values in self.seat_values.items()
        }
        self.seat_rects = {
            seat: pygame.Rect(panel.x + seat * (seat_w + 8), panel.y, seat_w, seat_h)
            for seat in range(players)
        }
        tools = self._tools(session, sandbox, log_open)
        rows = 3 if panel.h >= 3 * 34 + 16 else 2  # a tall strip: a narrower block
        cols = 2 if rows == 3 else 3
        tool_w = max(116, min(150, panel.w // 10))
        tool_h = min(40, (panel.h - 8 * (rows - 1)) // rows)
        right = panel.right
        for n, button in enumerate(tools):
            row, col = divmod(n, cols)
            if rows == 2 and row == 1:
                col += max(0, 2 * cols - len(tools))  # a short row sits under the right end
            button.rect = pygame.Rect(
                right - (cols - col) * (tool_w + 8) + 8,
                panel.y + row * (tool_h + 8),
                tool_w,
                tool_h,
            )
            button.size = 15
        self.tool_buttons = tools
        left = panel.x + players * (seat_w + 8) + 8
        room = right - cols * (tool_w + 8) - 8 - left
        self.actions_top = panel.y
        self.actions_rect = pygame.Rect(left, panel.y, room, panel.h)
        self.action_buttons = self._dock_actions(session, self.actions_rect)

    def _dock_actions(self, session: Session, area: pygame.Rect) -> list[Button]:
        """The decision's buttons in columns across `area`, under "Your move"."""
        commands = self._decision_commands(session)
        head = 20
        rows = max(1, (area.h - head + 6) // 40)
        height = min(40, (area.h - head - 6 * (rows - 1)) // rows)
        columns = max(1, min(-(-len(commands) // rows) if commands else 1, area.w // 200))
        col_w = min(320, (area.w - 8 * (columns - 1)) // columns)
        actions: list[Button] = []
        for n, command in enumerate(commands[: rows * columns]):

            def run(c: Command = command) -> None:
                self.tools.play(c)

            col, row = divmod(n, rows)
            rect = pygame.Rect(
                area.x + col * (col_w + 8), area.y + head + row * (height + 6), col_w, height
            )
            hint = "Space" if not actions else ""
            label = command_label(session, command)
            actions.append(Button(label, run, rect, primary=not actions, hint=hint, size=16))
        return actions

    def handle(self, event: pygame.event.Event) -> bool:
        used = False
        for button in [*self.action_buttons, *self.tool_buttons]:
            used = button.handle(event) or used
            if used and event.type == pygame.MOUSEBUTTONDOWN:
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return bool(self.panel.collidepoint(event.pos) or self.bar.collidepoint(event.pos))
        return used

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for seat, rect in self.seat_rects.items():
            if rect.collidepoint(pos):
                return seat
        return None

    # --- drawing ---------------------------------------------------------------------
    def _tracker_pills(self, left: int, room: int = 320) -> list[tuple[str, pygame.Rect, int]]:
        """The shared values ("Round: 3") as pills from the bar's right end, while they leave
        `room` px from `left` (the prompt's): in a smaller type when that shows them all."""
        best: list[tuple[str, pygame.Rect, int]] = []
        for size in PILL_SIZES:
            out: list[tuple[str, pygame.Rect, int]] = []
            right = self.bar.right - 16
            for item in reversed(self.shared):
                label = self.text.get(item, size, theme.TEXT, bold=True)
                pill = label.get_rect(midright=(right, self.bar.centery)).inflate(16, 8)
                if pill.x < left + room:
                    break
                out.append((item, pill, size))
                right = pill.x - 10
            if len(out) > len(best) or not best:
                best = out
            if len(out) == len(self.shared):
                break
        return best

    def news_rect(self) -> pygame.Rect:
        """Where a banner goes: the bar left of the shared values (the prompt's place)."""
        pills = self._tracker_pills(16)
        right = min((p.x for _, p, _ in pills), default=self.bar.right - 6) - 10
        return pygame.Rect(6, self.bar.y + 3, right - 6, self.bar.h - 6)

    def draw(
        self,
        surface: pygame.Surface,
        session: Session,
        sandbox: bool,
        targets: frozenset[str],
        beat: Beat | None = None,
        repair: Sequence[pygame.Rect] | None = None,
    ) -> None:
        """`beat`: the banner on show takes the place of the phase and the prompt.

        The bar and the panel are painted once into a picture and then only copied until
        the game, the seat, the lit targets, the banner or a button's look change. `repair`:
        the surface still shows last frame's bar and panel except in these places, so only
        they are copied while the picture stands."""
        buttons = tuple(
            (b.label, tuple(b.rect), b.enabled, b.hovered, b.focused, b.primary)
            for b in [*self.action_buttons, *self.tool_buttons]
        )
        key = (
            session.version,
            session.viewer,
            sandbox,
            targets,
            None if beat is None else (beat.title, tuple(beat.lines), beat.entry, beat.upto),
            tuple(self.bar),
            tuple(self.panel),
            surface.get_size(),
            buttons,
        )
        picture = picture_for(self._picture, surface.get_size(), surface)
        if picture is not self._picture:
            self._picture = picture
            self._picture_key = ()
        if key != self._picture_key:
            self._paint(picture, session, sandbox, targets, beat)
            self._picture_key = key
            repair = None
        show(surface, picture, self.bar, repair)
        show(surface, picture, self.panel, repair)

    def _paint(
        self,
        surface: pygame.Surface,
        session: Session,
        sandbox: bool,
        targets: frozenset[str],
        beat: Beat | None,
    ) -> None:
        text = self.text
        self.texts.clear()
        pygame.draw.rect(surface, theme.PANEL, self.bar)
        pygame.draw.line(surface, theme.PANEL_LINE, self.bar.bottomleft, self.bar.bottomright)
        pygame.draw.rect(surface, theme.PANEL, self.panel)
        end = self.panel.topright if self.docked else self.panel.bottomleft
        pygame.draw.line(surface, theme.PANEL_LINE, self.panel.topleft, end)
        self._draw_seats_and_buttons(surface, session, sandbox, targets)
        if beat is not None:
            for item, pill, size in self._tracker_pills(16):
                self._draw_pill(surface, item, pill, size)
            draw_banner(surface, beat, self.news_rect(), self.texts, self.bar)
            return
        phase = session.phase_label()
        x = 16
        if phase:  # whole when it can be ("Player 2's turn: Preparation Phase")
            label = text.get(phase, 16, theme.TEXT_DIM, bold=True)
            if label.get_width() > self.bar.w * 0.3:
                label = text.fit(phase, 14, round(self.bar.w * 0.3), theme.TEXT_DIM, bold=True)
            where = label.get_rect(midleft=(x, self.bar.centery))
            self.texts.place(surface, label, where, self.bar, owner="phase")
            x += label.get_width() + 20
        right = self.bar.right - 16
        words = self._prompt_words(session)
        for item, pill, size in self._tracker_pills(x, self._room_for(words)):
            self._draw_pill(surface, item, pill, size)
            right = pill.x - 10
        prompt, px = self._sized_prompt(words, right - x - 10)
        where = prompt.get_rect(midleft=(x, self.bar.centery))
        self.texts.place(surface, prompt, where, self.bar, owner="prompt", px=px)

    def _draw_pill(self, surface: pygame.Surface, item: str, pill: pygame.Rect, size: int) -> None:
        label = self.text.get(item, size, theme.TEXT, bold=True)
        pygame.draw.rect(surface, theme.BUTTON, pill, border_radius=pill.h // 2)
        self.texts.place(surface, label, label.get_rect(center=pill.center), pill, owner="value")

    def _draw_seats_and_buttons(
        self, surface: pygame.Surface, session: Session, sandbox: bool, targets: frozenset[str]
    ) -> None:
        text = self.text
        game = session.game
        names = game.config.names
        for seat, rect in self.seat_rects.items():
            acting = seat in game.to_act and game.result is None
            fill = (40, 52, 64) if acting else (32, 36, 44)
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            edge = (
                theme.TARGET
                if f"seat:{seat}" in targets
                else (theme.ACCENT if acting else theme.PANEL_LINE)
            )
            pygame.draw.rect(surface, edge, rect, 2 if acting else 1, border_radius=8)
            who = names[seat] if seat < len(names) else f"Seat {seat + 1}"
            if seat == session.viewer:
                who += " (you)"
            y = rect.y + 8
            owner = f"seat {seat}"
            label = text.fit(who, 18, rect.w - 20, theme.TEXT, bold=True)
            self.texts.place(surface, label, (rect.x + 10, y), rect, owner=owner)
            kind = seat_kind(session, seat)
            status = f"{kind} · to act" if acting else kind
            y += 24
            colour = theme.ACCENT if acting else theme.TEXT_DIM
            label = text.fit(status, 15, rect.w - 20, colour)
            self.texts.place(surface, label, (rect.x + 10, y), rect, owner=owner)
            for line in self.value_lines.get(seat, []):
                y += 22
                label = text.fit(line, 15, rect.w - 20, theme.TEXT)
                self.texts.place(surface, label, (rect.x + 10, y), rect, owner=owner)
        head_x = self.actions_rect.x if self.docked else self.panel.x + 12
        head = ""
        if self.action_buttons:
            head = "Your move" if not sandbox else "Your move (sandbox on)"
        elif session.viewer is not None and session.computer_to_act() is not None:
            head = "The computer is thinking…"
        if head:  # within the room of the decision's buttons (shortened: whole on hover)
            room = self.actions_rect.w if self.docked else self.panel.w - 24
            label = text.fit(head, 15, room, theme.TEXT_DIM, bold=True)
            self.texts.place(surface, label, (head_x, self.actions_top), self.panel, owner="head")
        for button in [*self.action_buttons, *self.tool_buttons]:
            button.draw(surface, text, self.texts)

    @staticmethod
    def _prompt_words(session: Session) -> str:
        game = session.game
        names = game.config.names
        if game.result is not None:
            return "Game over. " + game.result.sentence(names.__getitem__)
        if not game.to_act:
            return game.prompt
        who = " and ".join(names[s] for s in game.to_act)
        if all(game.is_computer(s) for s in game.to_act):
            # the prompt speaks to the seat that acts ("pay for your card"): a computer's
            # decision is told in the third person, and its moves show as they come
            decision = game.state.decision
            kind = decision.kind.replace("_", " ") if decision is not None else "its move"
            return f"{who} (computer) is deciding: {kind}"
        return f"{who}: {game.prompt}" if game.prompt else f"{who} to act"

    def _room_for(self, words: str) -> int:
        """The width the prompt needs to be read whole in two lines (at least 320 px): the
        shared values' pills give way to it."""
        whole = self.text.get(words, PROMPT_SMALL, theme.ACCENT, bold=True).get_width()
        return max(320, whole // 2 + 60)

    def _prompt(self, words: str, width: int) -> pygame.Surface:
        return self._sized_prompt(words, width)[0]

    def _sized_prompt(self, words: str, width: int) -> tuple[pygame.Surface, int]:
        """The prompt's picture and its type size: whole in one line, else in two."""
        for size in (22, 19):  # smaller type before cutting the words short
            label = self.text.get(words, size, theme.ACCENT, bold=True)
            if label.get_width() <= width:
                return label, size
        return self._two_lines(words, max(40, width)), PROMPT_SMALL

    def _two_lines(self, words: str, width: int) -> pygame.Surface:
        """The prompt in two lines of smaller type, the second cut short only if it must be:
        the bar's instruction is the one text a player has to read whole."""
        lines = theme.wrap(words, PROMPT_SMALL, width, bold=True)
        top = self.text.fit(lines[0], PROMPT_SMALL, width, theme.ACCENT, bold=True)
        if len(lines) == 1:
            return top
        rest = " ".join(lines[1:])
        bottom = self.text.fit(rest, PROMPT_SMALL, width, theme.ACCENT, bold=True)
        step = min(top.get_height(), (TOP_BAR - 4) // 2)
        both = pygame.Surface(
            (max(top.get_width(), bottom.get_width()), step + bottom.get_height()), pygame.SRCALPHA
        )
        both.blit(top, (0, 0))
        both.blit(bottom, (0, step))
        return both

"""What the table's buttons, menus and shortcuts do: play, choose among commands, undo and
redo, the log, the sandbox, the menus, saving, hints."""

from __future__ import annotations

import time

import pygame

from tabletop.engine.commands import Command
from tabletop.engine.effects import is_rested
from tabletop.engine.paths import saves_dir
from tabletop.ui.hud import command_label
from tabletop.ui.scenes.inspect import InspectScene, inspect_card
from tabletop.ui.scenes.overlays import ChoiceMenu
from tabletop.ui.scenes.pause import PauseMenu
from tabletop.ui.session import is_pass
from tabletop.ui.stops import stop_lines, window_to_pass, with_stop
from tabletop.ui.table.state import (
    MESSAGE_SECONDS,
)
from tabletop.ui.table.telling import TableTelling


class TableActions(TableTelling):
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

    def choose_stops(self) -> None:
        """P: the game's reaction windows in a small menu, each with its stop on or off;
        picking one turns its stop over (kept in the settings)."""
        lines = stop_lines(self.host.settings, self.session)
        if not lines:
            self.say("This game never waits for a reaction: there are no stops to set.")
            return

        def picked(index: int | None) -> None:
            if index is not None:
                kind, name, on = lines[index]
                game_id = self.game.config.game_id
                self.host.update_settings(with_stop(self.host.settings, game_id, kind, not on))
                self.say(f"Stop at {name}: {'off' if on else 'on'}.")

        labels = [f"{'✓ ' if on else ''}Stop at {name}" for _, name, on in lines]
        pos = pygame.mouse.get_pos()
        self.host.push(ChoiceMenu(self.host, "Stops (P)", labels, pos, picked))

    def open_menu(self) -> None:
        self.host.push(PauseMenu(self.host, self))

    def save_now(self) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = saves_dir() / f"{self.game.config.game_id}-{stamp}.json"
        error = self.session.save(path)
        self.say(error, error=True) if error else self.say(f"Saved to {path}")

    def open_load(self) -> None:
        self.host.open_files("load")

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

    def ask_hint(self) -> None:
        """What Hard would play for the person in front of the screen, thought out off the
        frame loop from their seat's view; lit on the board and said in words when ready."""
        session = self.session
        if not session.my_commands() or session.viewer is None:
            self.say("No hint now: it is not your decision.")
            return
        self.hints.start(self.game, session.viewer, session.version)
        self.say("Thinking of a hint…")

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

    def _auto_pass(self) -> None:
        """A reaction window with no stop set is passed (ui/stops.py); Settings > Auto-pass:
        when ending the phase is all the player may do, end it (and say so). Off (the
        default), the game waits for the player's own click."""
        if self.drag is not None:
            return
        window = window_to_pass(self.session, self.host.settings)
        if window is not None:
            command, name = window
            if self.play(command):
                self.say(f"Went on from {name}: no stop set there (P sets one).")
            return
        if not self.host.settings.auto_pass:
            return
        lone = self.session.lone_pass()
        if lone is None:
            return
        prompt = self.game.prompt
        if self.play(lone):
            self.say(f"Auto-pass: {prompt}" if prompt else "Auto-pass.")

    def _take_screen(self) -> None:
        self.session.take_screen()
        self.animator.clear()
        self.sync(animate=False)

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

    def _drop_back(self) -> None:
        drag = self.drag
        self.drag = None
        if drag is not None and drag.moving:
            self.animator.launch(drag.iid, drag.rect)

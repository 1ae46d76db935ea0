"""What happened, told a move at a time: the banners of the moves played since the last look,
and the board at the moment each tells."""

from __future__ import annotations

import re

from tabletop.engine.commands import Command
from tabletop.engine.game import LogEntry
from tabletop.engine.view import View
from tabletop.ui.hud import command_label
from tabletop.ui.table.layout import TableLayout


class TableTelling(TableLayout):
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

"""The real app, as `tabletop` runs it, with a window-side reporter for the real-window tour
(tests/ui/test_real_window.py, run under Xvfb).

    python tests/ui/xwindow_app.py STATE_FILE [tabletop arguments...]

It runs `tabletop.cli.commands` (the title menu, or the table of the default game on a first
start) unchanged; after every frame it writes what is on screen to STATE_FILE (JSON, replaced
atomically, only when it changed): the scenes, their buttons and fields with their rectangles,
and at the table the game (id, decks, seats, fingerprint, the decisions made) and, for each
command the person in front of the screen may play, the mouse gesture that plays it. It only
reads: every input comes from the X server (xdotool), as a player's would.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

Json = dict[str, Any]
#: the positions a table's report keeps (its first and the latest)
HISTORY = 40


def _rect(rect: Any) -> list[int]:
    return [int(rect.x), int(rect.y), int(rect.w), int(rect.h)]


def _widgets(scene: object) -> list[Json]:
    """The scene's buttons, cycles and number fields: label (or label: value), rectangle."""
    from tabletop.ui.widgets import Button, NumberField

    found: list[Any] = []
    for value in vars(scene).values():
        if isinstance(value, Button | NumberField):
            found.append(value)
        elif isinstance(value, list | tuple):
            found += [v for v in value if isinstance(v, Button | NumberField)]
        elif isinstance(value, dict):
            found += [v for v in value.values() if isinstance(v, Button | NumberField)]
    for name in ("buttons", "filter_buttons"):
        extra = getattr(type(scene), name, None)
        if isinstance(extra, property):
            found += [v for v in getattr(scene, name) if isinstance(v, Button | NumberField)]
    out: list[Json] = []
    seen: set[int] = set()
    for widget in found:
        if id(widget) in seen:
            continue
        seen.add(id(widget))
        item: Json = {"label": widget.label, "rect": _rect(widget.rect)}
        if isinstance(widget, NumberField):
            item["value"] = widget.value
            item["focused"] = widget.focused
        else:
            item["enabled"] = widget.enabled
            item["focused"] = widget.focused
        out.append(item)
    return out


def _command(game: Any, command: Any) -> Json:
    cards = game.state.cards
    source = command.source
    return {
        "seat": command.seat,
        "kind": command.kind,
        "source": source,
        "card": cards[source].card if source is not None and source in cards else None,
        "target": command.target,
        "args": repr(command.args),
    }


def _grab_point(scene: Any, iid: int) -> tuple[int, int] | None:
    """A point where the card itself is under the mouse (attached cards peek out from under
    the card they are attached to)."""
    rect = scene.board.placed[iid].rect
    for fy in (0.5, 0.9, 0.1, 0.7, 0.3, 0.97, 0.03):
        for fx in (0.5, 0.9, 0.1, 0.7, 0.3, 0.97, 0.03):
            point = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
            if scene.board.card_at(point) == iid:
                return point
    return None


def _target_point(scene: Any, target: str) -> tuple[int, int] | None:
    if target.startswith("seat:") and target[5:].isdigit():
        rect = scene.hud.seat_rects.get(int(target[5:]))
        return None if rect is None else (int(rect.centerx), int(rect.centery))
    if target.startswith("card:") and target[5:].isdigit():
        iid = int(target[5:])
        placed = scene.board.placed.get(iid)
        if placed is not None and placed.visible:
            return _grab_point(scene, iid)
    rect = scene.board.target_rect(target)
    return None if rect is None else (int(rect.centerx), int(rect.centery))


def gesture(scene: Any, command: Any) -> Json | None:
    """The gesture a player makes for `command` (as tests/ui/test_full_game_by_mouse.py makes
    it): a drag to its place, a double click on a card used alone or on a choice, a click on a
    pile whose hidden cards are offered by name, a button. `menu`: the line to pick when the
    gesture opens the small "Which one?" menu."""
    from tabletop.ui.hud import command_label

    label = command_label(scene.session, command)
    board = scene.board
    source = command.source
    if source is not None:
        placed = board.placed.get(source)
        if placed is None:
            return None
        in_pile = scene._pile_commands(source)
        if not placed.visible or {c.source for c in in_pile} - {source}:
            center = (int(placed.rect.centerx), int(placed.rect.centery))
            return {"click": center, "menu": label}
        start = _grab_point(scene, source)
        if start is None:
            return None
        if command.target is None:
            return {"double": start, "menu": label}
        end = _target_point(scene, command.target)
        return None if end is None else {"drag": [start, end], "menu": label}
    if command.target is not None:
        point = _target_point(scene, command.target)
        return None if point is None else {"double": point, "menu": label}
    for button in scene.hud.action_buttons:
        if button.label == label:
            point = (int(button.rect.centerx), int(button.rect.centery))
            return {"click": point, "menu": label, "button": True}
    return None


def _is_table(scene: object) -> bool:
    """The table, or a table made for something (a puzzle's)."""
    return any(kind.__name__ == "TableScene" for kind in type(scene).__mro__)


def _puzzle_row(rect: Any, entry: Any, scene: Any) -> Json:
    return {
        "key": entry.key,
        "title": entry.title,
        "game": entry.game,
        "solved": entry.key in scene.solved,
        "rect": _rect(rect),
    }


def _puzzle(scene: Any, game: Any) -> Json:
    """The puzzle's goal line as the side panel shows it, its verdict, and its kept lines
    (what a player who read the solution would play)."""
    goal = game.goal
    verdict = scene.verdict
    return {
        "goal": scene.goal_line()[0],
        "verdict": None if verdict is None else verdict.state,
        "seat": goal.seat,
        "solution": [_command(game, c) for c in goal.solution],
        "wrong": [_command(game, c) for c in goal.wrong],
    }


def _beat(scene: Any) -> Json | None:
    """The banner on show: its title and lines."""
    beat = scene.pacer.current
    return None if beat is None else {"title": beat.title, "lines": list(beat.lines)}


def _default(scene: Any) -> str | None:
    """The words of what Space would play (the confirming button, Pass, End ...)."""
    from tabletop.ui.hud import command_label

    command = scene.default_command()
    return None if command is None else command_label(scene.session, command)


class Reporter:
    """Writes the state file whenever what it says changes."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.last = ""
        self.frames = 0
        self._moves_key: tuple[object, ...] = ()
        self._moves: list[Json] = []
        self._history_of = 0
        self._fingerprint_key: tuple[object, ...] = ()
        self._fingerprint = ""
        self._cards_key: tuple[object, ...] = ()
        self._cards: list[Json] = []
        self._history: list[list[Any]] = []

    def after_frame(self, app: Any) -> None:
        self.frames += 1
        state = self.state(app)
        text = json.dumps(state, sort_keys=True, default=str)
        if text == self.last:
            return
        self.last = text
        state["frame"] = self.frames
        temp = self.path.with_name(self.path.name + ".tmp")
        temp.write_text(json.dumps(state, sort_keys=True, default=str), encoding="utf-8")
        os.replace(temp, self.path)

    def state(self, app: Any) -> Json:
        scenes = list(app.scenes)
        top = scenes[-1] if scenes else None
        out: Json = {
            "pid": os.getpid(),
            "size": list(app.size),
            "scenes": [type(s).__name__ for s in scenes],
            "top": type(top).__name__ if top is not None else None,
            "widgets": _widgets(top) if top is not None else [],
            "toast": app.toast if app.toast_left > 0 else "",
        }
        table = next((s for s in reversed(scenes) if _is_table(s)), None)
        if table is not None:
            out["table"] = self.table(table, top is table)
        if top is not None:
            kind = type(top).__name__
            if kind == "NewGameScene":
                out["new_game"] = self.new_game(top)
            elif kind == "DeckBuilderScene":
                out["deck_builder"] = self.deck_builder(top)
            elif kind == "FilesScene":
                out["files"] = [{"path": str(e.path), "rect": _rect(r)} for r, e in top.rows]
            elif kind == "SimulateScene":
                out["simulate"] = {
                    "game": top.game_id,
                    "decks": top.decks,
                    "phase": top.phase,
                    "error": top.error,
                    "report": str(top.report) if top.report is not None else None,
                }
            elif kind == "ChoiceMenu":
                out["menu"] = {"title": top.title, "labels": top.labels}
            elif kind == "PuzzlesScene":
                out["puzzles"] = [_puzzle_row(rect, entry, top) for rect, entry in top.rows]
            elif kind == "PuzzleVerdict":
                out["verdict"] = top.lines()
        return out

    def new_game(self, scene: Any) -> Json:
        return {
            "game": scene.game_field.value,
            "players": scene.players_field.value,
            "seats": [f.value for f in scene.seat_fields],
            "decks": [f.value for f in scene.deck_fields],
            "error": scene.error,
        }

    def deck_builder(self, scene: Any) -> Json:
        return {
            "game": scene.game_id,
            "pool": [{"card": c, "rect": _rect(r)} for r, c in scene.pool_rects],
            "deck": [{"card": c, "rect": _rect(r)} for r, c in scene.deck_rects],
            "deck_box": _rect(scene.layout.deck),
            "counts": dict(scene.counts),
            "dragging": scene.drag is not None,
        }

    def table(self, scene: Any, on_top: bool) -> Json:
        session = scene.session
        game = session.game
        config = game.config
        viewer = session.viewer
        humans_move = (
            viewer is not None
            and viewer in game.to_act
            and session.handoff is None
            and game.result is None
        )
        settled = on_top and not scene.pacer.busy and not scene.animator.busy and humans_move
        out: Json = {
            "scene": id(scene),
            "game": config.game_id,
            "players": config.players,
            "decks": list(config.decks),
            "seats": list(config.seats),
            "seed": config.seed,
            "version": session.version,
            "fingerprint": self.fingerprint(session),
            "history": self.history(scene, game),
            "log": len(game.log),
            "commands": [_command(game, c) for c in game.commands if c.seat == viewer][-3:],
            "decisions": sum(1 for c in game.commands if c.seat == viewer),
            "others": sum(1 for c in game.commands if c.seat != viewer),
            "to_act": list(game.to_act),
            "viewer": viewer,
            "over": game.result is not None,
            "prompt": game.prompt,
            "banner": scene.pacer.busy,
            "beat": _beat(scene),
            "animating": scene.animator.busy,
            "thinking": session.bot.thinking,
            "message": scene.message if scene.message_left > 0 else "",
            "focus": scene.focus,
            "log_open": scene.log_open,
            "picked": scene.selection.card,
            "default": _default(scene) if settled else None,
            "settled": settled,
            "buttons": [
                {"label": b.label, "rect": _rect(b.rect)} for b in scene.hud.action_buttons
            ],
            "moves": self.moves(scene) if settled else [],
            "cards": self.cards(scene) if settled else [],
            "hover": scene.hover,
        }
        if scene.board.view is not None:  # the rules' marks on the cards the moment is about
            marks = game.rules.card_marks(scene.board.view)
            out["marks"] = {str(iid): word for iid, word in marks.items()}
        if type(scene).__name__ == "PuzzleTable":
            out["puzzle"] = _puzzle(scene, game)
        return out

    def fingerprint(self, session: Any) -> str:
        """The game's fingerprint, worked out again only when the table's game changed
        (every change goes through the session, which counts them)."""
        key = (id(session.game), session.version, len(session.game.log))
        if key != self._fingerprint_key:
            self._fingerprint_key = key
            self._fingerprint = str(session.game.fingerprint())
        return self._fingerprint

    def history(self, scene: Any, game: Any) -> list[list[Any]]:
        """The positions this table has shown, [commands played, fingerprint]: its first, and
        the latest few (a save made in the frame the computer moved is one of them)."""
        if self._history_of != id(scene):
            self._history_of, self._history = id(scene), []
        position = [len(game.commands), self.fingerprint(scene.session)]
        if not self._history or self._history[-1] != position:
            self._history.append(position)
            if len(self._history) > HISTORY:
                del self._history[1]
        return self._history

    def cards(self, scene: Any) -> list[Json]:
        """The face-up cards on show: where each lies, its card id and zone."""
        key = (id(scene), scene.session.version, scene.host.size, scene.log_open)
        if key != self._cards_key:
            view = scene.board.view
            found: list[Json] = []
            for iid, placed in scene.board.placed.items():
                card = view.cards.get(iid) if view is not None else None
                if placed.visible and card is not None and card.card is not None:
                    point = _grab_point(scene, iid)
                    if point is not None:
                        found.append({"iid": iid, "card": card.card, "zone": placed.zone})
                        found[-1]["attached"] = card.attached_to is not None
                        found[-1]["point"] = point
            self._cards_key, self._cards = key, found
        return self._cards

    def moves(self, scene: Any) -> list[Json]:
        """Each command on offer to the person in front of the screen, with its gesture."""
        key = (id(scene), scene.session.version, scene.selection.key, scene.host.size)
        if key != self._moves_key:
            game = scene.session.game
            viewer = scene.session.viewer
            moves: list[Json] = []
            for command in scene.session.my_commands():
                found = gesture(scene, command)
                if found is not None and command.seat == viewer:
                    moves.append({"command": _command(game, command), **found})
            self._moves_key, self._moves = key, moves
        return self._moves


def main(argv: list[str]) -> int:
    import tabletop.cli
    from tabletop.ui.app import App

    reporter = Reporter(Path(argv[0]))
    step = App.step

    def reported_step(self: App, dt: float, events: Any = None) -> None:
        step(self, dt, events)
        if self.running:
            reporter.after_frame(self)

    setattr(App, "step", reported_step)  # noqa: B010 (a method replaced at run time)
    return tabletop.cli.main(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

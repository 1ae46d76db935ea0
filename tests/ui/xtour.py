"""The real-window tour, step by step, as a player makes it: from the title menu through New
game with its defaults, a turn by mouse and one by keys, save, play on, load, the deck builder
and the simulate scene, back to the title menu. Every step is made with real X events
(tests/ui/xwindow.py) and checked against what the window then shows (tests/ui/xwindow_app.py
reports it): the move a drag meant was the move played, the save file holds the game on the
table, the game loaded is the game saved.

Used by tests/ui/test_real_window.py and tools/xvfb_tour.py.
"""

from __future__ import annotations

import contextlib
import random
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.ui.xwindow import AppWindow, Point, State, center

GAMES = ("clash", "coe", "empyrean", "eoc", "ucg")
#: at most this many decisions in one turn of the tour (a turn that needs more is passed on)
TURN_MOVES = 14
#: card moves a turn makes before it looks for the button that ends it
CARD_MOVES = 2
PASS_WORDS = ("pass", "end", "done", "next", "continue", "ready", "confirm")


#: the scenes that are a game's table (a puzzle's is one too)
TABLES = ("TableScene", "PuzzleTable")


def _widget(state: State, starts: str) -> dict[str, Any] | None:
    return next((w for w in state.get("widgets", []) if w["label"].startswith(starts)), None)


def _table(state: State) -> dict[str, Any]:
    found: dict[str, Any] = state.get("table") or {}
    return found


def same_move(done: dict[str, Any], meant: dict[str, Any]) -> bool:
    """The move played is the move meant: the same kind, place and arguments, and the same
    card (a pile offers two copies of a card by one name: either is the same move)."""
    keys = ("seat", "kind", "target", "args")
    if any(done[k] != meant[k] for k in keys):
        return False
    return bool(done["source"] == meant["source"] or done["card"] == meant["card"])


def is_pass_move(move: dict[str, Any]) -> bool:
    """A button that passes or ends something (Pass, End phase, Done ...)."""
    words = (move.get("menu") or "").lower() + " " + move["command"]["kind"].lower()
    return bool(move.get("button")) and any(word in words for word in PASS_WORDS)


def is_card_move(move: dict[str, Any]) -> bool:
    """A move made on the table (a card, a place, a seat), not with a button."""
    return not move.get("button")


@dataclass
class Tour:
    window: AppWindow
    shots: Path
    pick: random.Random = field(default_factory=lambda: random.Random(7))
    times: dict[str, float] = field(default_factory=dict)
    saved: list[Path] = field(default_factory=list)
    fine: bool = False  # screenshots as small as PNG makes them (for the docs), not fast

    # --- small steps ------------------------------------------------------------------------
    def shot(self, name: str) -> Path:
        self.window.rest_mouse()
        time.sleep(0.15)  # a frame with the mouse at rest
        return self.window.shot(self.shots / f"{name}.png", self.fine)

    def wait_top(self, scene: str, what: str = "", timeout: float = 20.0) -> State:
        return self.window.wait(lambda s: s.get("top") == scene, what or f"the {scene}", timeout)

    def press(self, state: State, label: str) -> None:
        """Click the button whose words begin with `label`."""
        widget = _widget(state, label)
        assert widget is not None, f"no button {label!r} on the {state.get('top')}"
        self.window.click(center(widget["rect"]))

    def timed(self, name: str, step: Callable[[], Any]) -> Any:
        start = time.monotonic()
        try:
            return step()
        finally:
            self.times[name] = self.times.get(name, 0.0) + time.monotonic() - start

    # --- the title menu ---------------------------------------------------------------------
    def to_title(self) -> State:
        """Back to the title menu from wherever the window is (the table: Esc, Title menu,
        and the second press that says the game was autosaved)."""
        for _ in range(6):
            state = self.window.state()
            top = state.get("top")
            if top == "TitleMenu":
                return state
            if top in TABLES:  # Esc puts down what is picked, else opens the menu
                self.window.rest_mouse()
                self.window.key("Escape")
                with contextlib.suppress(AssertionError):
                    self.window.wait(lambda s: s.get("top") not in TABLES, "Esc", 1.5)
            elif top == "PauseMenu":
                self.press(state, "Title menu")
                state = self.window.wait(
                    lambda s: s.get("top") != "PauseMenu" or bool(_widget(s, "Leave?")),
                    "the Title menu button to ask first",
                )
                if state.get("top") == "PauseMenu":
                    self.press(state, "Leave?")
                self.wait_top("TitleMenu")
            else:
                self.window.rest_mouse()
                self.window.key("Escape")
                self.window.wait(_differs("top", top), f"Esc to close the {top}")
        return self.wait_top("TitleMenu")

    def pick_game(self, state: State, scene: str, game_id: str) -> State:
        """Click the scene's Game button until it shows `game_id` (a click steps on)."""
        for _ in range(12):
            shown = state[scene]["game"]
            if shown == game_id:
                return state
            self.press(state, "Game:")
            state = self.window.wait(_differs(scene, shown, "game"), "the next game")
        raise AssertionError(f"the Game button never showed {game_id}")

    # --- the deck builder -------------------------------------------------------------------
    def deck_builder(self, game_id: str) -> State:
        """Deck builder, the game picked by clicks on its Game button, a pool card dragged
        onto the deck: the deck then holds that card."""
        state = self.to_title()
        self.press(state, "Deck builder")
        state = self.wait_top("DeckBuilderScene")
        state = self.pick_game(state, "deck_builder", game_id)
        builder = state["deck_builder"]
        assert builder["pool"], f"{game_id}: the deck builder shows no pool"
        card = builder["pool"][0]
        self.window.drag(center(card["rect"]), center(builder["deck_box"]))
        state = self.window.wait(
            lambda s: s.get("deck_builder", {}).get("counts", {}).get(card["card"]) == 1,
            f"{card['card']} dragged onto the deck",
        )
        self.shot(f"{game_id}-deck-builder")
        self.window.rest_mouse()
        self.window.key("Escape")
        return self.wait_top("TitleMenu", "Esc back to the title menu")

    # --- New game ---------------------------------------------------------------------------
    def new_game(self, game_id: str, players: int | None = None) -> State:
        """Title menu, New game, the game picked by clicks on its Game button (and with
        `players`, the Players button), everything else as offered, Start: the table of that
        game with those decks and seats."""
        state = self.to_title()
        self.press(state, "New game")
        state = self.wait_top("NewGameScene")
        state = self.pick_game(state, "new_game", game_id)
        for _ in range(4):
            shown = state["new_game"]["players"]
            if players is None or shown == str(players):
                break
            self.press(state, "Players:")
            state = self.window.wait(_differs("new_game", shown, "players"), "more players")
        offered = state["new_game"]
        assert players is None or offered["players"] == str(players), "no such player count"
        self.shot(f"{game_id}-new-game")
        old = _table(state).get("scene")
        self.press(state, "Start")
        state = self.window.wait(
            lambda s: s.get("top") == "TableScene" and _table(s).get("scene") != old,
            f"Start to open the {game_id} table",
        )
        table = _table(state)
        assert table["game"] == game_id
        assert table["players"] == int(offered["players"])
        assert table["decks"] == offered["decks"], "the table's decks are not those offered"
        kinds = ["human" if seat == "human" else "computer" for seat in offered["seats"]]
        assert table["seats"] == kinds
        assert table["decisions"] == 0
        return state

    def my_move(self, timeout: float = 40.0) -> State:
        """The table once the person in front of the screen has a decision to make (the
        computer's turn and the banners over), or the game is over."""
        return self.window.wait(
            lambda s: (
                (s.get("top") == "TableScene" and _table(s).get("settled", False))
                or _table(s).get("over", False)  # (the game-over scene over the table)
            ),
            "the person's decision at the table",
            timeout,
        )

    # --- a turn by mouse --------------------------------------------------------------------
    def mouse_turn(self, name: str) -> int:
        """Moves by mouse gestures (a drag to the place, a double click, a button, a line of
        the small menu) until the computer has moved after ours; each gesture must play
        exactly the move it meant. Returns the moves made."""
        state = self.my_move()
        others = _table(state)["others"]
        made = 0
        for _ in range(TURN_MOVES):
            table = _table(state)
            if table["over"] or (made >= CARD_MOVES and table["others"] > others):
                break
            moves = table["moves"]
            assert moves, f"no gesture for any move on offer: {table['prompt']!r}"
            cards = [m for m in moves if is_card_move(m)]
            passes = [m for m in moves if is_pass_move(m)]
            if made < CARD_MOVES and cards:
                drags = [m for m in cards if "drag" in m]
                move = self.pick.choice(drags or cards)
            else:
                move = self.pick.choice(passes or moves)
            state = self.gesture(state, move)
            made += 1
            if made == 1:
                self.shot(f"{name}-mouse")
            state = self.my_move()
        return made

    def gesture(self, state: State, move: dict[str, Any]) -> State:
        """Make `move`'s gesture (and pick its line in the menu it opens): the move played."""
        before = _table(state)["decisions"]
        window = self.window
        if "drag" in move:
            start, end = move["drag"]
            window.drag(_point(start), _point(end))
        elif "double" in move:
            window.double_click(_point(move["double"]))
        else:
            window.click(_point(move["click"]))
        state = window.wait(
            lambda s: _table(s).get("decisions", before) > before or s.get("top") == "ChoiceMenu",
            f"the gesture {_words(move)} to play",
        )
        if state.get("top") == "ChoiceMenu":
            line = _widget(state, move["menu"])
            assert line is not None, f"the menu does not offer {move['menu']!r}"
            window.click(center(line["rect"]))
            state = window.wait(
                lambda s: _table(s).get("decisions", before) > before,
                f"the menu's line {move['menu']!r} to play",
            )
        done = _table(state)["commands"][-1]
        assert same_move(done, move["command"]), f"{_words(move)} played {done}"
        return state

    def hover(self, name: str) -> int:
        """The mouse over a face-up card on show: its hover copy opens; off the cards, it
        closes. Returns the card's iid."""
        state = self.my_move()
        cards = _table(state)["cards"]
        assert cards, "no face-up card on show"
        card = self.pick.choice(cards)
        self.window.move(_point(card["point"]))
        self.window.wait(lambda s: _table(s).get("hover") == card["iid"], f"{card} hovered")
        self.window.shot(self.shots / f"{name}-hover.png", self.fine)
        self.window.rest_mouse()
        self.window.wait(lambda s: _table(s).get("hover") is None, "the hover copy to close")
        return int(card["iid"])

    # --- a turn by keys ---------------------------------------------------------------------
    def keyboard_turn(self, name: str) -> int:
        """Moves by keys alone, the mouse at rest: Tab to a card, Enter picks it, Enter plays
        it on the place the focus goes to (a menu: 1); then Space, the default button (Pass,
        End ...), until the computer has moved after ours. Returns the moves made."""
        self.window.rest_mouse()
        state = self.my_move()
        others = _table(state)["others"]
        made = 0
        for _ in range(TURN_MOVES):
            table = _table(state)
            if table["over"] or (made and table["others"] > others):
                break
            before = table["decisions"]
            cards = [m for m in table["moves"] if is_card_move(m)]
            if table["default"] is not None and (made or not cards):
                self.window.key("space")
                state = self._after_key(state, f"Space ({table['default']})")
            elif cards:
                state = self._keys_for_a_card(state)
            else:
                self.window.key("1")  # no default: the first button under "Your move"
                state = self._after_key(state, "1")
            if _table(state)["decisions"] <= before:
                raise AssertionError(f"the keys played nothing: {_table(state)['message']!r}")
            made += 1
            if made == 1:
                self.shot(f"{name}-keys")
            state = self.my_move()
        return made

    def _keys_for_a_card(self, state: State) -> State:
        before = _table(state)["decisions"]
        for _ in range(3):
            self.window.key("Tab")
            state = self.window.wait(lambda s: _table(s).get("focus") is not None, "Tab")
            for _ in range(3):  # Enter picks; Enter on a place plays (or confirms the pick)
                self.window.key("Return")
                state = self._after_key(state, "Enter", quiet=True)
                table = _table(state)
                if table["decisions"] > before:
                    return state
                if table["focus"] is None and table["picked"] is None:
                    # the computer moved in the same moment (a simultaneous draft): the
                    # table put the focus down; Tab again
                    state = self.my_move()
                    break
        return state

    def _after_key(self, state: State, key: str, quiet: bool = False) -> State:
        """The table once a key has changed it (a decision, a pick, the focus, a menu); a
        menu that opened is answered with 1, its first line. `quiet`: nothing changed
        within 3 s is no failure (the focus was put down under the key)."""
        before = _table(state)["decisions"]
        seen = _keyboard(state)
        try:
            state = self.window.wait(
                lambda s: _keyboard(s) != seen, f"{key} to do something", 3 if quiet else 10
            )
        except AssertionError:
            if not quiet:
                raise
            return self.window.state()
        if state.get("top") == "ChoiceMenu":
            self.window.key("1")
            state = self.window.wait(
                lambda s: _table(s).get("decisions", before) > before, "1 in the menu to play"
            )
        return state

    # --- save and load ----------------------------------------------------------------------
    def save(self) -> tuple[Path, State]:
        """Ctrl+S: the table says where it saved; the file is there."""
        self.window.rest_mouse()
        state = self.my_move()
        self.window.key("ctrl+s")
        state = self.window.wait(
            lambda s: _table(s).get("message", "").startswith("Saved to "), "Ctrl+S to save"
        )
        path = Path(re.sub(r"^Saved to ", "", _table(state)["message"]).strip())
        assert path.is_file(), f"the table says it saved to {path}, which is not there"
        self.saved.append(path)
        return path, state

    def load(self, path: Path) -> State:
        """Ctrl+O, a click on the save's line: the table of the game in that file."""
        self.window.rest_mouse()
        state = self.my_move()
        old = _table(state)["scene"]
        self.window.key("ctrl+o")
        state = self.wait_top("FilesScene", "Ctrl+O to list the saves")
        row = next((r for r in state["files"] if Path(r["path"]) == path), None)
        assert row is not None, f"the Load list does not show {path}"
        self.shot("load")
        self.window.click(center(row["rect"]))
        return self.window.wait(
            lambda s: s.get("top") == "TableScene" and _table(s).get("scene") != old,
            f"{path.name} to load",
        )

    # --- the simulate scene -----------------------------------------------------------------
    def simulate(self, game_id: str, games: int = 0) -> State:
        """Esc, Simulate these decks…: the scene names the table's game and decks; with
        `games`, that many games per seat order are typed in and played to the report."""
        self.window.rest_mouse()
        state = self.my_move()
        decks = list(dict.fromkeys(_table(state)["decks"]))
        self.window.key("Escape")
        state = self.wait_top("PauseMenu", "Esc to open the menu")
        self.press(state, "Simulate these decks")
        state = self.wait_top("SimulateScene")
        assert state["simulate"]["game"] == game_id
        assert state["simulate"]["decks"] == decks
        assert state["simulate"]["phase"] == "setup" and not state["simulate"]["error"]
        if games:
            field = _widget(state, "Games per seat order")
            assert field is not None
            self.window.click(center(field["rect"]))
            self.window.key(*["BackSpace"] * 6)
            self.window.type(str(games))
            self.window.wait(
                lambda s: (_widget(s, "Games per seat order") or {}).get("value") == str(games),
                f"{games} typed in the Games field",
            )
            self.window.rest_mouse()
            self.window.key("Return")
            state = self.window.wait(
                lambda s: s.get("simulate", {}).get("phase") == "done",
                "the simulation to finish",
                90,
            )
            report = state["simulate"]["report"]
            assert not state["simulate"]["error"], state["simulate"]["error"]
            assert report is not None and Path(report).is_file(), "no report.html"
        self.shot(f"{game_id}-simulate")
        self.window.rest_mouse()
        self.window.key("Escape")
        return self.wait_top("TableScene", "Esc to close the simulate scene")

    # --- a whole game's tour ----------------------------------------------------------------
    def play(
        self, game_id: str, simulate_games: int = 0, players: int | None = None
    ) -> dict[str, Any]:
        """The tour of one game; returns what it checked, for the test's last words."""
        from tabletop.engine.api import load_game

        self.timed("deck builder", lambda: self.deck_builder(game_id))
        state = self.timed("new game", lambda: self.new_game(game_id, players))
        table = _table(state)
        mouse = self.timed("mouse turn", lambda: self.mouse_turn(game_id))
        self.timed("hover", lambda: self.hover(game_id))
        before = _table(self.my_move())["history"][-1]
        path, state = self.timed("save", self.save)
        game = load_game(path)
        assert game.config.game_id == game_id
        saved = [len(game.commands), game.fingerprint()]
        # the table's position when Ctrl+S was pressed (or a later one: in a simultaneous
        # draft the computer may move in the same frame)
        history = _table(state)["history"]
        assert saved in history[history.index(before) :], "the save is not the table's game"
        keys = self.timed("keyboard turn", lambda: self.keyboard_turn(game_id))
        self.shot(f"{game_id}-table")
        assert _table(self.window.state())["history"][-1][0] > saved[0], "nothing played on"
        state = self.timed("load", lambda: self.load(path))
        assert _table(state)["history"][0] == saved, "the game loaded is not the game saved"
        self.timed("simulate", lambda: self.simulate(game_id, simulate_games))
        self.timed("title menu", self.to_title)
        return {"game": game_id, "decks": table["decks"], "mouse": mouse, "keys": keys}


def _words(move: dict[str, Any]) -> str:
    shape = next(k for k in ("drag", "double", "click") if k in move)
    point: Any = move[shape]
    return f"{shape} {point} for {move.get('menu')!r}"


def _keyboard(state: State) -> tuple[Any, ...]:
    """What a key may change at the table."""
    table = _table(state)
    return (state.get("top"), table.get("decisions"), table.get("focus"), table.get("picked"))


def _differs(key: str, old: Any, part: str = "") -> Callable[[State], bool]:
    """The window shows something else at `key` (or at `key`'s `part`) than `old`."""

    def changed(state: State) -> bool:
        value = state.get(key)
        if part:
            value = (value or {}).get(part)
        return bool(value != old)

    return changed


def _point(value: Any) -> Point:
    return int(value[0]), int(value[1])

"""Puzzles in the real window (tests/ui/test_real_window_puzzles.py): a puzzle opened from the
title menu's Puzzles list, its kept solution or kept wrong line played by mouse gestures as a
player who read it would play it, the verdict read off its panel, and the panel's buttons
clicked."""

from __future__ import annotations

from typing import Any

from tests.ui.xtour import Tour, _table, _widget, same_move
from tests.ui.xwindow import State, center

PUZZLE_TABLE = "PuzzleTable"
VERDICT = "PuzzleVerdict"
#: the most moves a kept line of a shipped puzzle has for its goal's seat
MOST_MOVES = 12


def _puzzle_settled(state: State) -> bool:
    return state.get("top") == PUZZLE_TABLE and bool(_table(state).get("settled"))


def _verdict_or_my_move(state: State) -> bool:
    return state.get("top") == VERDICT or _puzzle_settled(state)


def open_puzzle(tour: Tour, key: str) -> State:
    """The puzzle's row in the Puzzles list clicked: its table, waiting for the player's
    first move."""
    row = puzzle_row(tour, key)
    tour.window.click(center(row["rect"]))
    return tour.window.wait(_puzzle_settled, f"the puzzle {key} at its table", 30)


def puzzle_row(tour: Tour, key: str) -> dict[str, Any]:
    """Title menu, Puzzles, the list scrolled with the arrow key until `key` is on show: its
    row (title, game, solved mark, rectangle)."""
    state = tour.to_title()
    tour.press(state, "Puzzles")
    state = tour.wait_top("PuzzlesScene")
    for _ in range(40):
        row = next((r for r in state["puzzles"] if r["key"] == key), None)
        if row is not None:
            found: dict[str, Any] = row
            return found
        shown = state["puzzles"]
        tour.window.key("Down")
        state = tour.window.wait(lambda s, old=shown: s.get("puzzles") != old, "the list to move")
    raise AssertionError(f"the Puzzles list never showed {key}")


def play_kept_line(tour: Tour, state: State, line: str) -> State:
    """Play the goal seat's moves of the puzzle's kept `line` ("solution" or "wrong") by their
    gestures, the computer answering for the other seat, until the verdict panel shows. Each
    gesture must play the move it meant."""
    for _ in range(MOST_MOVES):
        if state.get("top") == VERDICT:
            return state
        table = _table(state)
        puzzle = table["puzzle"]
        mine = [c for c in puzzle[line] if c["seat"] == puzzle["seat"]]
        assert table["decisions"] < len(mine), f"the {line} is played out and no verdict came"
        meant = mine[table["decisions"]]
        move = _move_for(table["moves"], meant)
        state = tour.gesture(state, move)
        state = tour.window.wait(_verdict_or_my_move, "the verdict or the next move", 40)
    raise AssertionError(f"no verdict after {MOST_MOVES} moves of the {line}")


def _move_for(moves: list[dict[str, Any]], meant: dict[str, Any]) -> dict[str, Any]:
    found = next((m for m in moves if same_move(m["command"], meant)), None)
    assert found is not None, f"no gesture plays {meant}: {[m['command'] for m in moves]}"
    return found


def press_on_verdict(tour: Tour, state: State, label: str) -> None:
    """Click the verdict panel's button that begins with `label`."""
    button = _widget(state, label)
    assert button is not None, f"the verdict panel has no {label!r}: {state.get('widgets')}"
    tour.window.click(center(button["rect"]))

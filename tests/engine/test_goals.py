"""Issue 35, goals: what each kind of goal asks, when it is met or missed, and the one-line
errors of a goal that cannot be."""

from __future__ import annotations

from pathlib import Path

import pytest

import tabletop
from tabletop import ScenarioError
from tabletop.engine.commands import Command
from tabletop.engine.goals import FAILED, OPEN, SOLVED
from tabletop.engine.loading import load_scenario_text
from tabletop.engine.puzzle_search import Puzzle, solve

#: fixed positions for the goal checks (sandboxes: shipped puzzles change as they improve)
POSITIONS = Path(__file__).resolve().parent / "goal_positions"
FREE_KILL = (POSITIONS / "free-kill.yaml").read_text(encoding="utf-8")
STORM = (POSITIONS / "storm-finish.yaml").read_text(encoding="utf-8")
GOAL_LINE = "  deal: {cards_in: p1.graveyard, at_least: 1}\n"


def _with_goal(goal_lines: str, text: str = FREE_KILL) -> tabletop.Game:
    assert GOAL_LINE in text
    start = text.index("goal:\n")
    end = text.index(GOAL_LINE) + len(GOAL_LINE)
    game: tabletop.Game = load_scenario_text(
        text[:start] + "goal:\n" + goal_lines + text[end:], "puzzle.yaml"
    )
    return game


def _state(game: tabletop.Game) -> str:
    status = game.goal_status()
    assert status is not None
    return status.state


ATTACK_SPROUT = Command(0, "attack", 1, "card:4")
ATTACK_ELK = Command(0, "attack", 1, "card:6")
END = Command(0, "end")


def test_null_in_a_goal_means_not_given() -> None:
    game = _with_goal("  win: true\n  within:\n  seat:\n  hint:\n  deal:\n")
    assert game.goal is not None
    assert (game.goal.kind, game.goal.within, game.goal.seat, game.goal.hint) == (
        "win",
        "turn",
        0,
        True,
    )


def test_a_game_without_a_goal_has_no_status() -> None:
    game = tabletop.new_game("eoc", seed=1)
    assert game.goal is None and game.goal_status() is None


def test_deal_is_met_when_the_measure_rises_enough_and_missed_when_the_turn_passes() -> None:
    game = tabletop.load_scenario(POSITIONS / "free-kill.yaml")
    assert game.goal is not None and game.goal.kind == "deal"
    assert game.goal.words(game.config.names) == "Ann: destroy one of Ben's creatures this turn"
    worked_out = _with_goal("  deal: {cards_in: p1.graveyard, at_least: 2}\n")
    assert worked_out.goal is not None
    words = worked_out.goal.words(worked_out.config.names)
    assert words == "Ann: deal at least 2 (cards into p1.graveyard) this turn"
    game.play_all([ATTACK_SPROUT, END])
    assert _state(game) == SOLVED
    missed = tabletop.load_scenario(POSITIONS / "free-kill.yaml")
    missed.play(ATTACK_ELK)
    assert _state(missed) == OPEN
    missed.play(END)
    assert _state(missed) == FAILED


def test_keep_fails_when_the_card_leaves_its_zone() -> None:
    kept = _with_goal("  keep: lancer\n  within: turn\n")
    kept.play_all([ATTACK_SPROUT, END])
    assert _state(kept) == SOLVED  # the Lancer took 2 against DEF 3
    assert kept.goal is not None and kept.goal.zones == ("p0.c1",)
    text = FREE_KILL.replace("{card: Grove Elk, label: elk}", "{card: leviathan, label: elk}")
    lost = _with_goal("  keep: {card: lancer, in: [p0.c1]}\n", text)
    lost.play(ATTACK_ELK)  # Leviathan's counter-attack of 6 destroys the Lancer
    lost.play(next(c for c in lost.legal() if c.kind == "end"))
    assert _state(lost) == FAILED


def test_survive_is_answered_for_every_reply_of_the_other_side(tmp_path: Path) -> None:
    ben = STORM.replace("  win: true\n", "  survive: true\n  seat: 1\n  within: turn\n")
    start = ben.index("  solution:")
    ben = ben[:start] + ben[ben.index("  survive:") :]
    game: tabletop.Game = load_scenario_text(ben, "survive.yaml")
    assert game.goal is not None and (game.goal.seat, game.goal.kind) == (1, "survive")
    puzzle = Puzzle(game.rules, game.config, game.state.copy(), game.goal)
    assert solve(puzzle, depth=6) is None  # Ann can win this turn whatever Ben does
    game.play(Command(0, "end"))
    assert _state(game) == SOLVED
    game.save(tmp_path / "s.json")
    assert _state(tabletop.load_game(tmp_path / "s.json")) == SOLVED


@pytest.mark.parametrize(
    ("goal", "message"),
    [
        ("  winn: true\n", r"puzzle\.yaml, line 8: unknown goal key 'winn'"),
        ("  win: true\n  survive: true\n", r"line 8: a goal says exactly one of win, draw"),
        ("  keep: nobody\n", r"line 8: no card is labelled 'nobody' \(labels: elk, lancer"),
        ("  deal: {cards_in: p1.moon, at_least: 1}\n", r"line 8: unknown zone 'p1.moon'"),
        ("  deal: {value: damage}\n", r"line 8: goal deal is a mapping with at_least: N"),
        ("  win: true\n  within: week\n", r"line 9: goal within must be one of turn"),
        ("  win: true\n  seat: 4\n", r"line 9: goal seat must be a seat from 0 to 1"),
        ("  win: true\n  solution: [[0, fly]]\n", r"goal solution: a command is a list of 5"),
        ("  win: true\n  words: [a]\n", r"line 9: goal words must be text"),
        ("  win: true\n  seat: true\n", r"line 9: goal seat must be a seat"),
        ("  keep: {card: lancer, in: p0.c1}\n", r"line 8: goal keep in: must be a list"),
        (
            "  deal: {counter: damage, at_least: 1}\n",
            r"line 8: goal deal counts a counter on a card: give card: LABEL",
        ),
        ("  win: true\n  solution: fly\n", r"line 9: goal solution must be a list of commands"),
        ("  1: true\n", r"unknown goal key 1"),
    ],
)
def test_a_goal_that_cannot_be_is_refused_with_its_line(goal: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        _with_goal(goal)


def test_a_win_after_the_turn_passed_is_not_a_win_this_turn() -> None:
    """The goal is judged at each event: Ben loses at his own turn's draw, after Ann's turn
    ended, so "win this turn" is missed though Ann won the game."""
    game = tabletop.load_scenario(POSITIONS / "clear-the-way.yaml")
    assert game.goal is not None
    game.play_all(game.goal.wrong)
    assert game.result is not None and game.result.winners == (0,)
    status = game.goal_status()
    assert status is not None and (status.state, status.why) == (FAILED, "the time ran out")

"""Issue 42, the puzzle quality check (engine/puzzle_quality.py): a good puzzle passes with its
figures; each way of being no puzzle is named (shown on a good puzzle broken on purpose)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop.engine.loading import load_scenario_text
from tabletop.engine.puzzle_quality import puzzle_quality
from tabletop.engine.puzzle_search import Puzzle, Search

POSITIONS = Path(__file__).resolve().parent / "goal_positions"
BASE = (POSITIONS / "quality-base.yaml").read_text(encoding="utf-8")


def _problems(text: str) -> tuple[str, ...]:
    return puzzle_quality(load_scenario_text(text, "puzzle.yaml")).problems


def _line(key: str, value: str, text: str = BASE) -> str:
    return re.sub(rf"^  {key}: .*$", f"  {key}: {value}", text, count=1, flags=re.M)


def test_a_good_puzzle_passes_with_its_figures_counted_from_the_position() -> None:
    game = load_scenario_text(BASE, "puzzle.yaml")
    quality = puzzle_quality(game)
    assert quality.problems == ()
    figures = quality.figures
    assert figures is not None
    goal = game.goal
    assert goal is not None
    # the first decision is the first position: count its options and winners here, anew
    mine = [c for c in game.legal() if c.seat == goal.seat]
    puzzle = Puzzle.of(game)
    search = Search(puzzle)
    from tabletop.engine.goals import Watch

    watch = Watch.begin(goal, puzzle.state)
    winners = [
        c
        for c in mine
        if search.line_from(*puzzle.play(puzzle.state, watch, c), len(goal.solution) + 1)
        is not None
    ]
    assert (figures.options, figures.winning) == (len(mine), len(winners))
    assert figures.length == len(goal.solution) and figures.positions > 0
    assert "first options win" in figures.words()


def test_a_wrong_line_that_meets_the_goal_is_named() -> None:
    solution = re.search(r"^  solution: (.*)$", BASE, re.M)
    assert solution is not None
    assert "the wrong line does not fail" in _problems(_line("wrong", solution.group(1)))


def test_a_puzzle_without_its_lines_difficulty_or_section_is_named() -> None:
    assert any("tempting wrong line" in p for p in _problems(_line("wrong", "[]")))
    no_meta = re.sub(r"^  (difficulty|teaches): .*\n", "", BASE, flags=re.M)
    problems = _problems(no_meta)
    assert any("difficulty" in p for p in problems) and any("teaches" in p for p in problems)


def test_a_one_command_goal_and_a_first_choice_most_options_win_are_trivial() -> None:
    """coe/past-the-sentinel as it shipped: one skill meets the goal. And one creature
    destroyed where four of five first moves do it is no real choice."""
    one = (POSITIONS / "one-command.yaml").read_text(encoding="utf-8")
    assert any("fewer than 2 choices" in p for p in _problems(one))
    easy = _problems(_line("deal", "{cards_in: p1.graveyard, at_least: 1}"))
    assert any("first options win; at most half may" in p for p in easy), easy


def test_a_sandbox_is_no_puzzle() -> None:
    assert _problems(BASE + "sandbox: true\n") == ("a sandbox (sandbox: true) is no puzzle",)


def test_a_wrong_line_the_game_calls_a_win_is_named() -> None:
    """ucg/clear-the-way as it shipped: its wrong line failed the goal while Ann won."""
    text = (POSITIONS / "clear-the-way.yaml").read_text(encoding="utf-8")
    game = load_scenario_text(text, "clear-the-way.yaml")
    assert game.scenario is not None
    game.scenario.pop("sandbox")  # judge the position itself, past the sandbox refusal
    problems = puzzle_quality(game).problems
    assert any("the wrong line wins the game" in p for p in problems), problems


@pytest.mark.parametrize("difficulty", ["0", "4", "easy"])
def test_a_difficulty_outside_one_to_three_is_refused_on_its_line(difficulty: str) -> None:
    from tabletop.engine.errors import ScenarioError

    with pytest.raises(ScenarioError, match=r"puzzle\.yaml, line \d+: goal difficulty"):
        load_scenario_text(_line("difficulty", difficulty), "puzzle.yaml")


HELD_TO_A_DRAW = """\
game: empyrean
title: Hold them
description: Equal might on battlefield 3 ties the game.
names: [Ann, Ben]
decks: [samurai, samurai]
battlefields: [frozen-pass, whispering-woods, starfall-ridge]
round: 10
essence: [1, 0]
first: 0
phase: deploy
goal:
  solution: [[0, "deploy", 1, "zone:p0.bf3", []]]
  wrong: [[0, "deploy", 1, "zone:p0.bf1", []]]
  survive: true
  within: game
  difficulty: 1
  teaches: End of the Game Phase
zones:
  p0.hand: [ashigaru]
  p1.hand: [sohei]
  p0.bf1: [{card: ashigaru, face_up: true, counters: {might: 5}}]
  p1.bf1: [{card: ashigaru, face_up: true, counters: {might: 1}}]
  p0.bf2: [{card: ashigaru, face_up: true, counters: {might: 1}}]
  p1.bf2: [{card: ashigaru, face_up: true, counters: {might: 5}}]
  p0.bf3: [{card: ashigaru, face_up: true, counters: {might: 3}}]
  p1.bf3: [{card: ashigaru, face_up: true, counters: {might: 4}}]
"""


def test_a_goal_met_by_a_draw_is_named_unless_the_goal_is_a_draw() -> None:
    """Ann's Ashigaru on battlefield 3 ties it 4 to 4, and the totals 10 to 10: a draw, which
    `survive` takes but a puzzle may not rest on; a `draw` goal may."""
    game = load_scenario_text(HELD_TO_A_DRAW, "draw.yaml")
    game.play_all(game.goal.solution if game.goal else ())
    assert game.result is not None and game.result.drawn == (0, 1)
    problems = _problems(HELD_TO_A_DRAW)
    assert "the kept solution meets the goal by a draw" in problems
    as_draw = HELD_TO_A_DRAW.replace("  survive: true\n", "  draw: true\n")
    assert not any("by a draw" in p for p in _problems(as_draw))

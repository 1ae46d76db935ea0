"""One outcome type from the rules to the report (issue 41; the rulebooks' README, "Every game":
a draw is a result of its own, nobody won and nobody lost; it counts half a win for each seat
in every figure and does not meet a puzzle's `win` goal).

Each game is ended by its ways to end (constructed positions where the book's end is a rare
line: Clash's tie, Empyrean's draw), and the outcome is followed through the goals, saves, the
replay report and the end of the game's words; the simulator's scoring is in
tests/sim/test_draws.py.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

import tabletop
from tabletop.ai.random_bot import play_out
from tabletop.engine.game import Game
from tabletop.engine.goals import status_of
from tabletop.engine.outcome import Outcome
from tabletop.report.build import build_report
from tabletop.report.render import render_json
from tests.games.clash.helpers import cmd, scenario_text

CLASH_END = """
turn: 1
first: 0
values: {{attack: 5, damage.p0: {d0}, damage.p1: {d1}}}
options: {{tie: {tie}}}
zones:
  p0.camp: [Camp]
  p1.camp: [Camp]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
{goal}"""


def clash(d0: int, d1: int, tie: str = "draw", goal: str = "") -> Game:
    """Clash, Ben's last turn: his attack of 5 lands on Ann when he ends it (book, "Victory");
    Ann ends at d0 + 5 damage, Ben at d1."""
    game = scenario_text(CLASH_END.format(d0=d0, d1=d1, tie=tie, goal=goal))
    game.play(cmd(1, "end"))
    return game


def empyrean(folder: Path, *mights: list[int]) -> Game:
    """Empyrean at the end of its last round, each seat's might per battlefield as given."""
    players = len(mights)
    lines = [
        "game: empyrean",
        f"players: {players}",
        "battlefields: [frozen-pass, sanctum-of-stillness, whispering-woods"
        + (", starfall-ridge]" if players == 3 else "]"),
        f"round: {9 if players == 3 else 6}",
        f"essence: {[11] * players}",
        "phase: end",
        "zones:",
    ]
    for seat, values in enumerate(mights):
        for bf, might in enumerate(values, start=1):
            if might:
                lines.append(
                    f"  p{seat}.bf{bf}: [{{card: ashigaru, face_up: true, "
                    f"counters: {{might: {might}}}}}]"
                )
    path = folder / f"end-{'-'.join(''.join(map(str, m)) for m in mights)}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return tabletop.load_scenario(path)


def played_out(game_id: str, seed: int) -> Game:
    game = tabletop.new_game(game_id, seed=seed, seats=("computer", "computer"))
    play_out(game, seed=seed)
    return game


# name -> (the game at its end, winners, drawn); the losers are every other seat
ENDS: dict[str, tuple[Callable[[Path], Game], tuple[int, ...], tuple[int, ...]]] = {
    # Clash, "Victory": the least damage wins; equal damage is a draw (README), or the second
    # player's with the option tie: second
    "clash least damage": (lambda _: clash(50, 52), (1,), ()),
    "clash equal damage": (lambda _: clash(50, 55), (), (0, 1)),
    "clash equal damage, tie to the second": (lambda _: clash(50, 55, "second"), (1,), ()),
    # Empyrean, "End of the Game Phase": two battlefields win; a tie at two is broken by total
    # might; equal might after that is a draw (README)
    "empyrean two battlefields": (lambda tmp: empyrean(tmp, [5, 5, 1], [1, 1, 9]), (0,), ()),
    "empyrean total might": (lambda tmp: empyrean(tmp, [5, 1, 3], [1, 5, 2]), (0,), ()),
    "empyrean draw": (lambda tmp: empyrean(tmp, [5, 1, 3], [1, 5, 3]), (), (0, 1)),
    "empyrean 3 players, two draw": (
        lambda tmp: empyrean(tmp, [5, 5, 1, 1], [1, 1, 5, 5], [0, 0, 0, 0]),
        (),
        (0, 1),
    ),
    # the others end by a seat's loss (EoC's Vanquisher or deck, COE's champions or camp draw,
    # UCG's deck): seeded random games reach them
    "eoc": (lambda _: played_out("eoc", 2), (1,), ()),
    "coe": (lambda _: played_out("coe", 1), (0,), ()),
    "ucg": (lambda _: played_out("ucg", 1), (0,), ()),
    "tally tie": (lambda _: played_out("tally", 0), (), (0, 1)),
}


@pytest.mark.parametrize("name", sorted(ENDS))
def test_every_way_to_end_gives_one_outcome_that_survives_a_save(name: str, tmp_path: Path) -> None:
    make, winners, drawn = ENDS[name]
    game = make(tmp_path)
    result = game.result
    assert result is not None, name
    assert (result.winners, result.drawn) == (winners, drawn)
    players = game.state.players
    assert result.losers == tuple(s for s in range(players) if s not in winners + drawn)
    # a draw is half a win for each seat in it, and is never also a win
    for seat in range(players):
        expected = 1.0 if seat in winners else 0.5 if seat in drawn else 0.0
        assert result.points(seat) == expected
    assert result.is_draw == (not winners)
    # saves carry it, and a save loaded again reads the same
    path = tmp_path / "end.json"
    game.save(path)
    assert tabletop.load_game(path).result == result
    # the replay report says it in the same words
    names = game.config.names
    report = render_json(build_report(game))
    assert report["result"] == result.sentence(names.__getitem__)
    assert report["winners"] == [s + 1 for s in winners]
    assert report["drawn"] == [s + 1 for s in drawn]


def test_a_draw_is_named_in_the_books_words(tmp_path: Path) -> None:
    """The end of the game: 'Draw: both armies at 55 damage' (Clash), and Empyrean's tie."""
    tie = clash(50, 55)
    assert tie.result is not None
    assert tie.result.sentence(tie.config.names.__getitem__) == "Draw: both armies at 55 damage"
    three = ENDS["empyrean 3 players, two draw"][0](tmp_path)
    assert three.result is not None
    names = three.config.names
    assert three.result.headline(names.__getitem__) == f"Draw between {names[0]} and {names[1]}"
    assert "total might tied at 12" in three.result.reason
    won = clash(50, 52)
    assert won.result is not None
    assert won.result.headline(won.config.names.__getitem__) == f"{won.config.names[1]} won"


GOALS = {
    "win": "goal: {seat: 1, win: true, within: game}\n",
    "draw": "goal: {seat: 1, draw: true}\n",
    "survive": "goal: {seat: 1, survive: true, within: game}\n",
}


@pytest.mark.parametrize(
    ("goal", "d1", "expected"),
    [
        ("win", 55, "failed"),  # a tie does not win (README)
        ("draw", 55, "solved"),
        ("survive", 55, "solved"),
        ("win", 60, "failed"),  # Ben lost
        ("draw", 60, "failed"),
        ("draw", 40, "solved"),  # winning is better than holding to a draw
        ("win", 40, "solved"),
    ],
)
def test_goals_read_the_outcome(goal: str, d1: int, expected: str) -> None:
    game = clash(50, d1, goal=GOALS[goal])
    status = status_of(game)
    assert status is not None and status.state == expected, status


def test_a_draw_goal_is_open_until_the_game_ends() -> None:
    game = scenario_text(CLASH_END.format(d0=10, d1=10, tie="draw", goal=GOALS["draw"]))
    status = status_of(game)
    assert status is not None and status.state == "open"


def test_an_outcome_names_every_seat_once() -> None:
    """The type refuses a shape with a seat missing or twice, or a win beside a draw."""
    with pytest.raises(ValueError):
        Outcome((1,), (), (), "seat 0 is missing")
    with pytest.raises(ValueError):
        Outcome((0,), (), (0, 1), "seat 0 twice")
    with pytest.raises(ValueError):
        Outcome((0,), (1,), (), "a winner and a draw")
    with pytest.raises(ValueError):
        Outcome((), (), (0, 1), "nobody won or drew")
    assert Outcome.best_of([1], 3, "r").losers == (0, 2)
    assert Outcome.best_of([0, 2], 3, "r") == Outcome((), (0, 2), (1,), "r")
    again = Outcome.draw([0, 1], 2, "r", [3, 3])
    assert Outcome.from_json(again.to_json()) == again

"""Issue 47, files: what a puzzle or scenario says that cannot be is refused when it loads, in
one line naming the file and the line, not accepted (or refused only when its solution is
replayed): an unknown zone in `keep`, a `deal` goal on a value the game never keeps,
`phase: setup` and phase words the game does not start in, solution and wrong commands no
seat could give, a misspelt `values:` key, a battlefields option naming no battlefield; seat
words and counts said as the command line says them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import ScenarioError
from tabletop.engine.loading import load_scenario_text

ROOT = Path(__file__).resolve().parents[2]
PUZZLE = (ROOT / "saves" / "puzzles" / "empyrean" / "give-one-up.yaml").read_text()
CLASH = ROOT / "saves" / "scenarios" / "clash" / "second-monarch-after-an-active-one.yaml"


def _changed(old: str, new: str, text: str = PUZZLE) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


def _line(text: str, words: str) -> int:
    """The number of the first line holding `words`."""
    return next(n for n, line in enumerate(text.splitlines(), 1) if words in line)


def _refused(text: str) -> str:
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(text, "p.yaml")
    said = str(err.value)
    assert "\n" not in said and len(said) <= 300, said
    return said


LABELLED = _changed(
    "    - {card: the-family, face_up: true, counters: {might: 1}}",
    "    - {card: the-family, face_up: true, counters: {might: 1}, label: X}",
)


@pytest.mark.parametrize(
    ("text", "at", "said"),
    [
        (
            _changed("  win: true\n", "  keep: {card: X, in: [p0.nowhere]}\n", LABELLED),
            "keep:",
            "goal keep in: unknown zone 'p0.nowhere' (zones: ",
        ),
        (
            _changed("  win: true\n", "  deal: {value: nosuch, at_least: 3}\n"),
            "deal:",
            "goal deal: the game keeps no value 'nosuch'",
        ),
        (
            _changed("phase: deploy", "phase: setup"),
            "phase:",
            "no phase 'setup' to start in (phases: draft, command, deploy, reveal, end; leave "
            "phase out for the first)",
        ),
        (
            _changed("phase: deploy", "phase: nonsense"),
            "phase:",
            "no phase 'nonsense' to start in",
        ),
        (
            _changed('solution: [[0, "deploy", 1', 'solution: [[-1, "deploy", 1'),
            "solution:",
            "goal solution, command 1: seat -1 is no seat of the table (0 to 1)",
        ),
        (
            _changed('wrong: [[0, "deploy", 1', 'wrong: [[7, "deploy", 1'),
            "wrong:",
            "goal wrong, command 1: seat 7 is no seat of the table (0 to 1)",
        ),
        (
            _changed('solution: [[0, "deploy", 1,', 'solution: [[0, "deploy", ' + "1" * 150 + ","),
            "solution:",
            "a whole number over 100 digits",
        ),
        (
            _changed('solution: [[0, "deploy", 1,', 'solution: [[0, "deploy", ' + "1" * 20 + ","),
            "solution:",
            "goal solution, command 1: card 11111111111111111111 is no card number",
        ),
        (
            _changed('"zone:p0.bf3", []], [0, "deploy", 2', '"zone:../..", []], [0, "deploy", 2'),
            "solution:",
            "goal solution, command 1: unknown zone '../..' (zones: ",
        ),
        (
            _changed("round: 10\n", "round: 10\nvalues: {rownd: 3}\n"),
            "values:",
            "value 'rownd' is not one the game keeps: 'round'?",
        ),
        (
            _changed("round: 10\n", "round: 10\nbogus_key: 3\n"),
            "bogus_key",
            "unknown scenario key 'bogus_key'",
        ),
        (
            _changed("seed: 1\n", "seed: 1\noptions: {battlefields: [../../etc/passwd, a, b]}\n"),
            "options:",
            "option battlefields: no battlefield '../../etc/passwd' and 2 more in the cardset",
        ),
        (
            _changed("names: [Ann, Ben]\n", "names: [Ann, Ben]\nseats: [human, computer, human]\n"),
            "seats:",
            "give one seat for each of the 2 players, not human, computer, human",
        ),
        (
            _changed("names: [Ann, Ben]\n", "names: [Ann, Ben]\nseats: [human, computer:wise]\n"),
            "seats:",
            "seat 2: no computer level 'wise' (levels: easy, normal, hard)",
        ),
    ],
)
def test_what_cannot_be_is_refused_at_its_line(text: str, at: str, said: str) -> None:
    line = _refused(text)
    assert line.startswith(f"p.yaml, line {_line(text, at)}: "), line
    assert said in line, line


def test_a_deal_goal_may_count_a_value_the_scenario_sets() -> None:
    """A value the game was not seen keeping is still a measure when the scenario sets it."""
    text = _changed("round: 10\n", "round: 10\nvalues: {vikings.raid.p0: 0}\n")
    text = _changed("  win: true\n", "  deal: {value: vikings.raid.p0, at_least: 1}\n", text)
    game = load_scenario_text(text, "p.yaml")
    assert game.goal is not None and game.goal.kind == "deal"


def test_clash_scenarios_name_no_phase() -> None:
    text = CLASH.read_text()
    load_scenario_text(text, "c.yaml")  # as shipped: no phase
    line = _refused(text + "phase: turn\n")
    assert "no phase 'turn' to start in (Clash of Armies: Medieval scenarios name no phase" in line


def test_seat_words_are_the_command_lines(tmp_path: Path) -> None:
    """`seats: [human, computer:hard]` loads, keeps the level, and a save of it keeps it too."""
    import tabletop

    text = _changed("names: [Ann, Ben]\n", "names: [Ann, Ben]\nseats: [human, computer:hard]\n")
    game = load_scenario_text(text, "p.yaml")
    assert game.config.seats == ("human", "computer")
    assert dict(game.config.levels) == {1: "hard"}
    assert game.config.to_json()["seats"] == ["human", "computer:hard"]
    saved = tmp_path / "g.json"
    game.save(saved)
    assert dict(tabletop.load_game(saved).config.levels) == {1: "hard"}

"""Scenarios that once gave a traceback, ate the memory or were read wrong: each gets one
ScenarioError line naming the file and the line (issue 10)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import tabletop
from tabletop import ScenarioError
from tabletop.engine import yamlsource
from tabletop.engine.limits import MAX_EXPANDED_CHARS, MAX_YAML_BYTES
from tabletop.engine.loading import load_scenario_text

EMPYREAN = "game: empyrean\nseed: 1\nphase: reveal\n"
EOC = "game: eoc\nseed: 1\n"


def _refused(text: str, message: str) -> str:
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(text, "bad.yaml")
    line = str(err.value)
    assert line.startswith("bad.yaml") and "\n" not in line, line
    assert message in line, line
    return line


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (EMPYREAN + "first: .inf\n", "line 4: first must be a seat number from 0 to 1, not inf"),
        (EMPYREAN + "round: .inf\n", "line 4: round must be a whole number from 1 to 1,000"),
        (EMPYREAN + "essence: .inf\n", "line 4: essence must be a whole number from 0 to 1,000"),
        (EMPYREAN + "essence: [.nan, 2]\n", "essence must be a whole number"),
        (EOC + "turn: .inf\n", "line 3: turn must be a seat number from 0 to 1, not inf"),
        (EOC + "turn: -.inf\n", "turn must be a seat number"),
        (EMPYREAN + "first: 9\n", "first must be a seat number from 0 to 1, not 9"),
        (EMPYREAN + "players: 3\nfirst: 3\n", "first must be a seat number from 0 to 2, not 3"),
        (EMPYREAN + "first: true\n", "first must be a seat number"),
        (EMPYREAN + "round: -5\n", "round must be a whole number from 1 to 1,000, not -5"),
        (EMPYREAN + "round: 0\n", "round must be a whole number from 1"),
        (EMPYREAN + "essence: [-1, 3]\n", "essence must be a whole number from 0 to 1,000"),
        (EMPYREAN + "essence: [1, 2, 3]\n", "or a list of 2 of them (one per seat)"),
        (EMPYREAN + "battlefields: 5\n", "battlefields must be a list of battlefield ids"),
        # numbers Python will not read, text that is not Unicode, and the nesting
        ("game: empyrean\nseed: " + "9" * 4301 + "\n", "line 2: a number of 4,301 characters"),
        ("game: empyrean\nseed: " + "9" * 101 + "\n", "line 2: a whole number over 100 digits"),
        (EMPYREAN + 'names: ["\\ud800", B]\n', "line 4: "),  # libyaml, or our own check
        (
            EMPYREAN + "values: {v: " + "[" * 100 + "]" * 100 + "}\n",
            "nested too deeply (over 64 levels)",
        ),
        (EMPYREAN + "title: " + "x" * 10_001 + "\n", "line 4: a text of 10,001 characters"),
        # empty lists are not "not given"
        (EMPYREAN + "seats: []\n", "seats must be a list of seat words: human, computer or"),
        (EMPYREAN + "decks: []\n", "decks must be a list of deck ids, not []"),
        (EMPYREAN + "names: []\n", "names must be a list of names, not []"),
        (EMPYREAN + "names: [" + "x" * 101 + ", B]\n", "a name of 101 characters"),
    ],
)
def test_bad_game_keys_and_values_are_refused(text: str, message: str) -> None:
    _refused(text, message)


def test_null_game_keys_are_not_given() -> None:
    game = load_scenario_text(EMPYREAN + "first: null\nround: null\n", "ok.yaml")
    assert game.state.values["first"] == 0


def test_aliases_count_characters_not_values() -> None:
    """One 9,000-character text repeated 2,000 times would be 18 MB of text (and gigabytes
    once saved or hashed): refused while it is being read."""
    text = (
        "game: empyrean\nx-big: &big " + "a" * 9000 + "\n"
        "x-copies: [" + ", ".join(["*big"] * 2000) + "]\n"
    )
    _refused(text, f"more than {MAX_EXPANDED_CHARS:,} characters (anchors expanding too far?)")


def test_a_scenario_file_over_the_size_limit_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    with path.open("wb") as handle:
        handle.truncate(MAX_YAML_BYTES + 1)
    with pytest.raises(ScenarioError, match=f"{path}: the file is over {MAX_YAML_BYTES:,} bytes"):
        tabletop.load_scenario(path)


@pytest.mark.parametrize("loader", ["libyaml", "python"])
def test_a_lone_surrogate_never_loads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, loader: str
) -> None:
    """libyaml refuses the escape itself; the pure-Python parser builds it and we refuse it."""
    if loader == "python":
        monkeypatch.setattr(yamlsource, "_loader", lambda: yaml.SafeLoader)
    path = tmp_path / "s.yaml"
    path.write_text(EMPYREAN + 'names: ["A\\udfff", B]\n')
    expected = "line 4: text holding a lone surrogate" if loader == "python" else "line 4: "
    with pytest.raises(ScenarioError, match=f"{path}, {expected}"):
        tabletop.load_scenario(path)


@pytest.mark.parametrize(
    "nested",
    [
        "[" * 900_000 + "]" * 900_000,
        "{a: " * 300_000 + "1" + "}" * 300_000,
        "\n" + "".join("  " * i + "- \n" for i in range(1, 1_000)),
    ],
)
def test_very_deep_yaml_is_refused_at_the_limit_not_parsed_to_the_end(nested: str) -> None:
    """libyaml would crash building it, and takes minutes to parse it to its end."""
    _refused("game: tally\nx: " + nested + "\n", "lists and mappings nested too deeply (over 64")


TALLY = "game: tally\nseats: [human, human]\nzones: {p0.hand: [one, two], p1.hand: [three]}\n"


@pytest.mark.parametrize(
    ("values", "message"),
    [
        (
            "{score.p0: [1]}",
            "value 'score.p0' must be a whole number (as the game keeps it), not [1]",
        ),
        ("{score.p1: {a: 1}}", "value 'score.p1' must be a whole number"),
        ("{score.p0: true}", "value 'score.p0' must be a whole number"),
    ],
)
def test_a_value_the_game_keeps_keeps_its_kind(values: str, message: str) -> None:
    """Found by the fuzz suite: `score.p0: [1]` loaded, then the rules crashed mid-game."""
    _refused(TALLY + f"values: {values}\n", f"line 4: {message}")


def test_values_the_game_does_not_keep_are_free() -> None:
    game = load_scenario_text(TALLY + "values: {score.p0: 4, note: [1, {a: b}]}\n", "ok.yaml")
    assert game.state.values["score.p0"] == 4 and game.state.values["note"] == [1, {"a": "b"}]


def test_a_scenario_places_a_bounded_number_of_cards() -> None:
    """Found by the fuzz suite: 2,000 Essence on one EoC creature took seconds per move."""
    many = ", ".join(["{card: Spark Essence, attach: lancer}"] * 51)
    lancer = "{card: Volt Lancer, label: lancer}"
    text = f"game: eoc\nphase: attack\nzones:\n  p0.c1: [{lancer}, {many}]\n"
    _refused(text, "line 4: more than 50 cards attached to 'lancer'")
    crowd = ", ".join(["one"] * 2001)
    _refused(f"game: tally\nzones: {{p0.deck: [{crowd}]}}\n", "2,001 cards (a scenario places")

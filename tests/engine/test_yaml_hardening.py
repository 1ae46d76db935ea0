"""YAML that once hung the loader for a minute, ended in a traceback or gave a message without
a line: base-60 numbers (`1:00:00:...`), control characters, and layout files, which are now
read under the same limits as cardsets and scenarios (bad-input review items 2, 7, 17, 21)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tabletop import CardsetError, ScenarioError
from tabletop.cards.cardset import load_cardset
from tabletop.engine.errors import TabletopError
from tabletop.engine.layout import MAX_UNITS, Layout
from tabletop.engine.limits import MAX_DEPTH, MAX_YAML_BYTES
from tabletop.engine.loading import load_scenario_text
from tabletop.engine.yamlsource import MAX_NUMBER_CHARS, YamlSyntaxError, parse_yaml
from tabletop.games.tally.cards import TallyCard

TALLY_LAYOUT = (Path(__file__).parents[2] / "tabletop/games/tally/layout.yaml").read_text()
TABLE = "table: {x: 0, y: 0, w: 160, h: 110}"
#: 180 parts: 60**179 does not fit a float (about 10**318)
BIG_BASE_60_FLOAT = "1" + ":00" * 179 + ".5"


def _refused(text: str) -> str:
    with pytest.raises(YamlSyntaxError) as err:
        parse_yaml(text, "f.yaml")
    message = str(err.value)
    assert "\n" not in message, message
    return message


def test_a_long_base_60_number_is_refused_before_it_is_built(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`value: 1:00:00:...` kept `validate` and a game start busy for over a minute: PyYAML
    built the huge number (time growing with the square of its length) before the 100-digit
    check ran. It is refused by its length, without building it."""

    def never(*_: object) -> object:
        raise AssertionError("the number was built")

    monkeypatch.setitem(yaml.SafeLoader.yaml_constructors, "tag:yaml.org,2002:int", never)
    monkeypatch.setitem(yaml.SafeLoader.yaml_constructors, "tag:yaml.org,2002:float", never)
    number = "1" + ":00" * 20_000
    message = _refused(f"game: tally\nseed: {number}\n")
    assert message == (
        f"f.yaml, line 2: a number of {len(number):,} characters "
        f"(the limit is {MAX_NUMBER_CHARS:,})"
    )


@pytest.mark.parametrize(
    ("written", "value"),
    [("1:30", 90), ("-1:00:00", -3600), ("1_000", 1000), ("0x" + "f" * 80, 16**80 - 1)],
)
def test_numbers_within_the_limit_still_read(written: str, value: int) -> None:
    """The length limit refuses no number a real file writes (base 60 and hex included)."""
    assert parse_yaml(f"n: {written}\n", "f.yaml").data == {"n": value}


def test_a_number_at_the_limit_is_judged_by_its_value() -> None:
    """A number of exactly MAX_NUMBER_CHARS characters is built, then held to 100 digits."""
    number = "0" * (MAX_NUMBER_CHARS - 1) + "7"
    assert parse_yaml(f"n: {number}\n", "f.yaml").data == {"n": 7}
    assert _refused(f"n: {'1' + '0' * 100}\n") == "f.yaml, line 1: a whole number over 100 digits"


def test_a_base_60_float_past_the_largest_float_is_one_line() -> None:
    """A 600-byte `seed: 1:00:...:00.5` gave an OverflowError traceback from PyYAML's
    float constructor."""
    assert _refused(f"game: tally\nseed: {BIG_BASE_60_FLOAT}\n") == (
        "f.yaml, line 2: a number too large"
    )


def test_a_scenario_with_a_base_60_float_names_its_line() -> None:
    """`tabletop validate` on such a scenario printed a traceback."""
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(f"game: tally\nseed: {BIG_BASE_60_FLOAT}\n", "bad.yaml")
    assert str(err.value) == "bad.yaml, line 2: a number too large"


def test_a_cardset_with_a_base_60_float_names_its_line(tmp_path: Path) -> None:
    """validate, print and a game start with such a cardset printed a traceback."""
    folder = tmp_path / "tally"
    folder.mkdir()
    (folder / "cards.yaml").write_text(
        f"cards:\n  - {{id: one, name: One, kind: number, value: {BIG_BASE_60_FLOAT}}}\n"
    )
    with pytest.raises(CardsetError) as err:
        load_cardset("tally", TallyCard, root=tmp_path)
    assert f"{folder / 'cards.yaml'}, line 2: a number too large" in str(err.value)


@pytest.mark.parametrize(
    ("char", "message"),
    [
        ("\x00", "a control character (U+0000) is not allowed"),
        ("\x1b", "a control character (U+001B) is not allowed"),
        ("\x7f", "a control character (U+007F) is not allowed"),
        ("\ufffe", "the character U+FFFE is not allowed in YAML"),
    ],
)
def test_a_control_character_names_its_line(char: str, message: str) -> None:
    """A NUL gave two lines without a line number (`in "<unicode string>", position 191`).
    The text before it holds characters of several bytes, so a byte offset would not do."""
    text = f"title: Zoë → Ünïcode\nnote: fine\nname: a{char}b\n"
    assert _refused(text) == f"f.yaml, line 3: {message}"


def test_tabs_and_windows_line_ends_are_not_control_characters() -> None:
    """The check refuses only what YAML refuses: a file saved on Windows still reads."""
    assert parse_yaml('a: "x\ty"\r\nb: 2\r\n', "f.yaml").data == {"a": "x\ty", "b": 2}


def _layout(tmp_path: Path, text: str) -> str:
    path = tmp_path / "layout.yaml"
    path.write_text(text)
    with pytest.raises(TabletopError) as err:
        Layout.load(path)
    message = str(err.value)
    assert message.startswith(str(path)) and "\n" not in message, message
    return message.removeprefix(str(path))


@pytest.mark.parametrize(
    ("table", "field"),
    [
        ("{x: .nan, y: 0, w: 160, h: 110}", "table.x"),
        ("{x: 0, y: -.inf, w: 160, h: 110}", "table.y"),
        ("{x: 0, y: 0, w: .inf, h: 110}", "table.w"),
        (f"{{x: 0, y: 0, w: 160, h: {MAX_UNITS * 10}}}", "table.h"),
    ],
)
def test_a_layout_place_or_size_must_be_a_finite_number_within_the_limit(
    tmp_path: Path, table: str, field: str
) -> None:
    """`.nan` and `.inf` places and sizes were accepted (and then drawn)."""
    text = TALLY_LAYOUT.replace(TABLE, f"table: {table}")
    assert _layout(tmp_path, text).startswith(f", line 3: layout does not load: field {field}: ")


def test_a_layout_field_error_is_one_line_naming_line_and_field(tmp_path: Path) -> None:
    """Pydantic's own text, 4 to 28 lines with a URL, reached the player."""
    text = TALLY_LAYOUT.replace("kind: pile, x: 38", "kind: heap, x: 38")
    line = TALLY_LAYOUT[: TALLY_LAYOUT.index("kind: pile, x: 38")].count("\n") + 1
    assert _layout(tmp_path, text) == (
        f", line {line}: layout does not load: field zones.2.kind: "
        "Input should be 'pile', 'row', 'grid' or 'slot'"
    )


def test_a_layout_with_several_errors_counts_the_rest(tmp_path: Path) -> None:
    """One line however many fields are wrong: the first, and how many more."""
    message = _layout(tmp_path, "table: {x: 0, y: 0, w: 10, h: 10}\nsides: {}\nzones: [{id: a}]\n")
    missing = ["label", "kind", "x", "y", "w", "h"]  # a zone's fields without a default
    assert message == (
        ", line 3: layout does not load: field zones.0.label: Field required "
        f"(and {len(missing) - 1} more problems)"
    )


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (
            TALLY_LAYOUT.replace(TABLE, f"table: {{x: {BIG_BASE_60_FLOAT}, y: 0}}"),
            "a number too large",
        ),
        (
            "a: &a " + "x" * 10_000 + "\n" + "".join(f"b{i}: *a\n" for i in range(1_700)),
            "more than 16,000,000 characters",
        ),
        ("a: " + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1) + "\n", "nested too deeply"),
        ("table: {x: 0\x00}\n", "a control character (U+0000) is not allowed"),
    ],
)
def test_a_layout_is_held_to_the_yaml_limits(tmp_path: Path, text: str, problem: str) -> None:
    """Layouts were read without the value, depth or alias limits (a billion-laughs layout
    expanded in memory), and a base-60 float gave an OverflowError."""
    message = _layout(tmp_path, text)
    assert message.startswith(": layout does not load: line ") and problem in message, message


def test_a_layout_past_the_byte_limit_is_refused_unread(tmp_path: Path) -> None:
    message = _layout(tmp_path, "#" * (MAX_YAML_BYTES + 1))
    assert message == f": layout does not load: the file is over {MAX_YAML_BYTES:,} bytes " + (
        "(the limit; see docs/limits.md)"
    )


def test_a_seat_zone_may_be_placed_past_the_limit(tmp_path: Path) -> None:
    """Zones are placed from checked numbers: a seat far out on a big table still builds."""
    far = f"{{x: {MAX_UNITS}, y: 0, w: {MAX_UNITS}, h: 50, rotate: 180}}"
    text = TALLY_LAYOUT.replace("{x: 0, y: 0, w: 160, h: 50, rotate: 180}", far, 1)
    path = tmp_path / "layout.yaml"
    path.write_text(text)
    zones = Layout.load(path).zones(2)
    assert zones["p1.deck"].rect.x == 2 * MAX_UNITS - 2 - 14

"""Command-line numbers with no bound, or that were not numbers: `play --size` and the lengths
of `print`. Each is refused in one line naming the argument, before any work."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cli.commands import _size, main
from tabletop.printing.options import PrintOptions, parse_offset


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("16000x16000", "size 16000x16000 is too large (at most 7680x4320)"),
        ("7681x4320", "size 7681x4320 is too large (at most 7680x4320)"),
        ("1600x4321", "size 1600x4321 is too large (at most 7680x4320)"),
        ("1023x900", "size 1023x900 is too small (at least 1024x640)"),
        ("1600x639", "size 1600x639 is too small (at least 1024x640)"),
        ("9" * 5000 + "x900", "size must look like 1600x900, not '99999"),
    ],
)
def test_a_window_size_past_the_limits_is_refused(text: str, message: str) -> None:
    """Item 5: `play --screenshot x.png --size 16000x16000` rendered for 22 s in 4.8 GB; a
    size of thousands of digits is not repeated whole."""
    with pytest.raises(ValueError) as err:
        _size(text)
    assert str(err.value).startswith(message) and len(str(err.value)) < 100


def test_the_largest_and_smallest_sizes_are_taken() -> None:
    assert _size("7680x4320") == (7680, 4320) and _size("1024x640") == (1024, 640)


def test_the_command_lines_smallest_size_is_the_tables() -> None:
    from tabletop.cli.commands import MIN_SIZE as SMALLEST
    from tabletop.ui.settings import MIN_SIZE

    assert SMALLEST == MIN_SIZE


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--margin", "nan"], "argument --margin: nan is not a number of mm"),
        (["--margin", "inf"], "argument --margin: inf is not a number of mm"),
        (["--gutter", "nan", "--layout", "gutter"], "argument --gutter: nan is not a number"),
        (["--backs", "duplex-long", "--back-offset", "nan,nan"], "--back-offset 'nan,nan' must"),
        (["--backs", "duplex-long", "--back-offset", "inf,0"], "--back-offset 'inf,0' must"),
    ],
)
def test_print_refuses_lengths_that_are_not_numbers_naming_the_argument(
    args: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Item 15: `print --margin nan` and `--back-offset nan,nan` said only `cannot convert
    float NaN to integer`, after drawing the cards."""
    out = tmp_path / "p.pdf"
    status: int | str | None
    try:
        status = main(["print", "tally", *args, "--out", str(out)])
    except SystemExit as exc:  # argparse's own checks
        status = exc.code
    err = capsys.readouterr().err.strip()
    assert status == 2 and message in err and len(err.splitlines()) == 1, err
    assert not out.exists()


def test_print_options_refuse_non_finite_lengths_from_python() -> None:
    """The same lengths given through the API (PrintOptions, parse_offset)."""
    with pytest.raises(ValueError, match="must be numbers"):
        PrintOptions(margin_mm=float("nan"))
    with pytest.raises(ValueError, match="must be numbers"):
        PrintOptions(back_offset_mm=(0.0, float("nan")))
    with pytest.raises(ValueError, match="--back-offset 'nan,1' must be two numbers"):
        parse_offset("nan,1")
    assert parse_offset("0.5,-1") == (0.5, -1.0)

"""Every bad input of `tabletop simulate` gets one line (issue 41): exit 2, at once, naming the
argument and what would be accepted; parsing is linear in the argument's length."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tabletop.cli import main

TALLY = ["simulate", "tally", "--games", "1", "--workers", "1"]


def _one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    started = time.monotonic()
    try:
        status = main(argv)
    except SystemExit as exc:
        status = exc.code  # type: ignore[assignment]
    err = capsys.readouterr().err.strip()
    assert status == 2, err
    lines = [line for line in err.splitlines() if not line.startswith("simulate ")]
    assert len(lines) == 1 and "Traceback" not in err, err
    assert len(lines[0]) <= 300, len(lines[0])
    assert time.monotonic() - started < 30  # a guard against a hang, not a speed check
    return lines[0]


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        # an unknown card: its name and the closest names
        (
            ["simulate", "empyrean", "--decks", "samurai,vampires", "--variant", "soheii.cost=5"],
            "has no card 'soheii'; the closest: Sohei",
        ),
        # an inline variant longer than a file name may be
        ([*TALLY, "--variant", "a" * 300 + ".cost=1"], "Tally (core test game) has no card"),
        # a field path that goes on past a number
        ([*TALLY, "--variant", "one.value.0=1"], "card 'one': value is 1, with no field 0"),
        # a scheduler's address that is not one
        (
            [*TALLY, "--dask", "tcp://host:8786/x"],
            "not a scheduler address: its port is not a number; give HOST:PORT",
        ),
        # a host nobody knows: named at once, not after a 10 s time-out
        ([*TALLY, "--dask", "nosuchhost.invalid:8786"], "no host 'nosuchhost.invalid' is known"),
        ([*TALLY, "--variant", "="], "has no card ''"),
        ([*TALLY, "--variant", "one.=1"], "'' is not a field of the card"),
        # no '=': a file's name, but too long for one (was OSError: File name too long)
        ([*TALLY, "--variant", "a" * 300], "no such file (inline, give CARD.FIELD=VALUE)"),
        ([*TALLY, "--variant", "." * 128_000], "no such file (inline, give CARD.FIELD=VALUE)"),
        # a sweep's end too long to be a number (was Python's own 4,300-digit message)
        ([*TALLY, "--variant", "six.value=1.." + "9" * 5000], "at most 9 digits"),
        # an unknown card in a deck change: its name and the closest names
        ([*TALLY, "--variant", "deck:odds.sixx=1"], "has no card 'sixx'; the closest: Six"),
        # a field path as long as the argument is shown shortened, with what is taken
        ([*TALLY, "--variant", "six." + "x." * 5000 + "=1"], "' is not a field of the card"),
        # an in-process scheduler address with no scheduler in this process
        ([*TALLY, "--dask", "inproc://x"], "no scheduler runs inside this process"),
        ([*TALLY, "--dask", "udp://h:1"], "unknown address scheme 'udp'"),
        # a folder that cannot be one
        ([*TALLY, "--out", ""], "argument --out: give a folder's path, not ''"),
        ([*TALLY, "--out", "a\0b"], "argument --out: give a folder's path"),
        ([*TALLY, "--out", "a" * 300], "no folder can have that path (File name too long)"),
    ],
)
def test_a_bad_argument_is_one_line(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert said in _one_line(argv, capsys)


def test_variant_parsing_is_linear_in_the_arguments_length(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """128,000 dots took about 6 s to refuse (every cut tried against every card): now only
    cuts as long as a card's name are tried. Counted in card lookups, not in seconds."""
    from tabletop.engine.registry import get_rules
    from tabletop.sim import variant_parse

    rules = get_rules("tally")
    calls = []
    names = variant_parse._names

    def counting(rules_: object) -> dict[str, str]:
        calls.append(1)
        return names(rules_)  # type: ignore[arg-type]

    for size in (1_000, 100_000):
        calls.clear()
        start = time.process_time()
        assert variant_parse._card_then_rest(rules, "." * size) is None
        assert len(calls) <= 1, "the names are read once, whatever the length"
        assert time.process_time() - start < 5
    line = _one_line([*TALLY, "--variant", "." * 128_000 + "=1"], capsys)
    assert "has no card" in line


def test_a_folder_under_a_file_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "notes").write_text("mine")
    line = _one_line([*TALLY, "--out", str(tmp_path / "notes" / "run")], capsys)
    assert line.endswith("notes' is a file, not a folder")
    assert (tmp_path / "notes").read_text() == "mine"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # one card by its id and by its name: one of the two would be dropped without a word
        ("cards:\n  six: {value: 2}\n  Six: {value: 3}\n", "line 3: card 'six' is given twice"),
        ("decks:\n  odds: {one: 2, One: 3}\n", "line 2: card 'one' is given twice"),
        ("cards:\n  Sixx: {value: 2}\n", "line 2: Tally (core test game) has no card 'Sixx'; "),
    ],
)
def test_a_bad_variant_file_is_one_line(
    text: str, said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "variant.yaml"
    path.write_text(text)
    assert said in _one_line([*TALLY, "--variant", str(path)], capsys)

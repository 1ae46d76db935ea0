"""`tabletop simulate` with bad input: too many games, a damaged checkpoint for --resume, a
--dask address that is not one. Each is refused in one line, at once, with nothing written."""

from __future__ import annotations

import functools
import json
import time
from pathlib import Path
from typing import Any

import pytest

from tabletop.cli.commands import build_parser, main
from tabletop.engine.registry import game_ids, get_rules
from tabletop.sim import checkpoint, cluster
from tabletop.sim.plan import build_plan
from tabletop.sim.play import play_match
from tabletop.sim.settings import MAX_GAMES, make_settings

TALLY = ["simulate", "tally", "--decks", "odds,evens", "--bots", "easy", "--games", "8"]
HEADER = {
    "format": checkpoint.FORMAT,
    "settings": {
        "bots": ["easy", "easy"],
        "decks": ["odds", "evens"],
        "game": "tally",
        "games": 8,
        "players": 2,
        "seed": 1,
    },
}


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """Run the command; it must exit 2 with one line on stderr, which is returned."""
    status: int | str | None
    try:
        status = main(argv)
    except SystemExit as exc:  # argparse's own checks
        status = exc.code
    err = capsys.readouterr().err.strip()
    assert status == 2, err
    assert len(err.splitlines()) == 1, err
    return err


def test_more_games_than_the_limit_are_refused_before_the_plan_is_built() -> None:
    """Item 4: --games 1e12 built a plan of a trillion games (1 GB after 25 s, then a
    MemoryError traceback); the total is refused with the settings."""
    started = time.perf_counter()
    with pytest.raises(ValueError, match=r"make 1,200,000 games: at most 1,000,000 in one run"):
        make_settings("tally", ["odds", "evens"], 2, ["random"], 300_000, 1)
    assert time.perf_counter() - started < 0.5
    assert make_settings("tally", ["odds"], 2, ["random"], MAX_GAMES, 1).games == MAX_GAMES


@pytest.mark.parametrize(
    ("games", "message"),
    [
        ("1000000000000", "--games: give at most 1,000,000, not 1,000,000,000,000"),
        ("9" * 5000, "--games: give a whole number, not '999"),
    ],
)
def test_a_huge_games_argument_gets_one_short_line(
    games: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Item 4 on the command line: the number is refused by the parser (before any plan is
    built), and a number of thousands of digits is not repeated whole."""
    with pytest.raises(SystemExit) as exit_:
        build_parser().parse_args(["simulate", "tally", "--games", games])
    err = capsys.readouterr().err.strip()
    assert exit_.value.code == 2 and message in err, err
    assert len(err.splitlines()) == 1 and len(err) < 200, err


@functools.cache
def _played() -> str:
    """Game 0 of the TALLY run, played once (its think times differ from one play to the next)."""
    settings = make_settings("tally", ["odds", "evens"], 2, ["easy"], 2, 1)
    return json.dumps(play_match(get_rules("tally"), build_plan(settings)[0]))


def _record(**changes: Any) -> dict[str, Any]:
    """A true record of game 0 of the TALLY run, with `changes` (None: the key removed)."""
    record: dict[str, Any] = json.loads(_played())
    for key, value in changes.items():
        if value is None:
            record.pop(key)
        else:
            record[key] = value
    return record


def _every_record() -> list[str]:
    """The true record of every game of the TALLY run, one line each."""
    settings = make_settings("tally", ["odds", "evens"], 2, ["easy"], 2, 1)
    return [
        json.dumps(play_match(get_rules("tally"), match)) + "\n" for match in build_plan(settings)
    ]


def _write(folder: Path, *lines: str | bytes) -> None:
    folder.mkdir()
    data = b"".join(line if isinstance(line, bytes) else line.encode() for line in lines)
    (folder / checkpoint.NAME).write_bytes(data)


HEAD = json.dumps(HEADER) + "\n"


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        ([HEAD, '{"index": 0}\n'], "line 2: game 0: no 'decks'"),
        ([HEAD, '{"index": 99999999999999999999}\n'], "line 2: index 99999999999999999999 is"),
        ([HEAD, json.dumps(_record(finished=None)) + "\n"], "line 2: game 0: no 'finished'"),
        ([HEAD, json.dumps(_record(decks="odds")) + "\n"], 'line 2: game 0: decks "odds", but'),
        ([HEAD, json.dumps(_record(winners=7)) + "\n"], "line 2: game 0: winners must be"),
        ([HEAD, json.dumps(_record(winners=[5])) + "\n"], "line 2: game 0: winners must be"),
        ([HEAD, json.dumps(_record(cards=5)) + "\n"], "line 2: game 0: cards must be"),
        ([HEAD, json.dumps(_record(metrics={"m": "x"})) + "\n"], "line 2: game 0: metrics must be"),
        ([HEAD, json.dumps(_record(seed=2)) + "\n"], "line 2: game 0: seed 2, but this run's"),
        ([HEAD, "[1, 2]\n"], "line 2: [1, 2] is not a game's record"),
        ([HEAD, '{"index": NaN}\n'], "line 2: not a JSON record (NaN is not a JSON number)"),
        ([HEAD, '{"index": 1e400}\n'], "line 2: not a JSON record (1e400 is past the range"),
        ([HEAD, "not json\n", '{"index": 0'], "line 2: not a JSON record"),
        ([HEAD, b"\xff\xfe\n"], "line 2: not UTF-8 text"),
        ([HEAD, "x" * (checkpoint.MAX_LINE_BYTES + 5)], "line 2: over 1,000,000 bytes"),
        (
            [HEAD, *_every_record(), json.dumps(_record()) + "\n"],
            "line 10: more lines than the run",
        ),
        ([json.dumps({**HEADER, "settings": []}) + "\n"], "line 1: its settings are [], not"),
        # issue 34 item 10: a card key that is a lone surrogate (the outputs could not be
        # written, after the missing games were played)
        (
            [HEAD, json.dumps(_record(cards=[{"\ud800": [1, 1]}, {}])) + "\n"],
            "line 2: game 0: cards must be per seat, card id -> [drawn, played] (0 or 1), "
            'not [{"\\ud800"',
        ),
        (
            [HEAD, json.dumps(_record(cards=[{"joker": [1, 0]}, {}])) + "\n"],
            'line 2: game 0: no card "joker"',
        ),
        (
            [HEAD, json.dumps(_record(reason="\udfff")) + "\n"],
            "line 2: game 0: reason must be a text",
        ),
        (
            [HEAD, json.dumps(_record(metrics={"\ud800": 1})) + "\n"],
            "line 2: game 0: metrics must be",
        ),
        # item 12: the same game twice, a score of 10**30
        (
            [HEAD, json.dumps(_record()) + "\n", json.dumps(_record()) + "\n"],
            "line 3: game 0 again (it is on line 2)",
        ),
        (
            [HEAD, json.dumps(_record(scores=[10**30, 0])) + "\n"],
            "line 2: game 0: scores must be one",
        ),
        (
            [HEAD, json.dumps(_record(scores=[1, 2, 3])) + "\n"],
            "line 2: game 0: scores must be one",
        ),
        ([HEAD, json.dumps(_record(commands=10**9)) + "\n"], "line 2: game 0: commands must be"),
        (
            [HEAD, json.dumps(_record(metrics={"m": 1e300})) + "\n"],
            "line 2: game 0: metrics must be",
        ),
        (
            [HEAD, json.dumps(_record(variant=1)) + "\n"],
            "line 2: game 0: variant 1, but this run's",
        ),
    ],
)
def test_a_damaged_checkpoint_is_refused_naming_the_file_and_line(
    lines: list[str | bytes],
    message: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Item 11: `--resume` on a damaged checkpoint.jsonl gave KeyError, TypeError and
    AttributeError tracebacks, or a decode error naming no file."""
    out = tmp_path / "run"
    _write(out, *lines)
    before = (out / checkpoint.NAME).read_bytes()
    err = _refused([*TALLY, "--out", str(out), "--workers", "1", "--resume"], capsys)
    assert f"{out / checkpoint.NAME}, {message}" in err
    assert (out / checkpoint.NAME).read_bytes() == before
    assert sorted(p.name for p in out.iterdir()) == [checkpoint.NAME]


def test_a_good_checkpoint_with_a_cut_off_last_line_loads(tmp_path: Path) -> None:
    """The checks refuse nothing a run writes: a true record is kept, a last line cut off
    by the stop (no newline) is dropped."""
    settings = make_settings("tally", ["odds", "evens"], 2, ["easy"], 2, 1)
    plan = build_plan(settings)
    _write(tmp_path / "run", HEAD, json.dumps(_record()) + "\n", '{"index": 1, "cu')
    assert checkpoint.load(tmp_path / "run", settings.to_json(), plan) == [_record()]


@pytest.mark.parametrize("game", game_ids())
def test_every_game_writes_records_the_checks_accept(game: str) -> None:
    """A record as each game's play writes it (through JSON, as the checkpoint keeps it)
    passes the checks, so --resume never refuses a good run of any game."""
    settings = make_settings(game, None, None, ["random"], 1, 1)
    plan = build_plan(settings)
    cards = set(get_rules(game).cardset.cards)
    for match in plan[-3:]:
        record = json.loads(json.dumps(play_match(get_rules(game), match)))
        assert checkpoint.record_problem(record, plan, cards) is None


@pytest.mark.parametrize(
    ("address", "message"),
    [
        ("notaurl", "--dask 'notaurl' is not a scheduler address: missing port number"),
        ("foo://x:1", "--dask 'foo://x:1' is not a scheduler address: unknown address scheme"),
        ("tcp://h:99999", "--dask 'tcp://h:99999': port 99999 is not 1 to 65535"),
        ("", "--dask '' is not a scheduler address"),
    ],
)
def test_a_dask_address_that_is_not_one_is_refused_before_any_client_is_made(
    address: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Item 12: `--dask notaurl` printed its message, then a Client.__del__ TimeoutError
    traceback, and took 22 s to exit: the half-built client waited to close."""
    distributed = pytest.importorskip("distributed")
    made: list[str] = []
    monkeypatch.setattr(distributed, "Client", lambda address, **kw: made.append(address))
    with pytest.raises(ValueError) as err:
        cluster.connect(address)
    assert str(err.value).startswith(message) and "\n" not in str(err.value)
    assert made == []


def test_a_process_storm_is_refused_by_the_parser(capsys: pytest.CaptureFixture[str]) -> None:
    """`--workers` started one process per batch however large it was: it is held to 256."""
    with pytest.raises(SystemExit) as exit_:
        build_parser().parse_args(["simulate", "tally", "--workers", "100000"])
    err = capsys.readouterr().err.strip()
    assert exit_.value.code == 2 and "give at most 256, not 100,000" in err, err
    args = build_parser().parse_args(["simulate", "tally", "--workers", "256"])
    assert args.workers == 256


def test_a_deck_the_default_options_refuse_is_left_out_or_named() -> None:
    """A deck legal only with other options (COE's 50-card decks) stopped `simulate coe` with a
    ValueError from the middle of the run: "all" leaves it out, and naming it is refused."""
    from tabletop.engine.api import check_deck

    for game in game_ids():
        rules = get_rules(game)
        settings = make_settings(game, None, None, ["random"], 1, 1)
        refused = [d for d in rules.cardset.decks if check_deck(game, rules.cardset.deck_cards(d))]
        assert set(settings.decks) == set(rules.cardset.decks) - set(refused), game
        for deck in refused:
            with pytest.raises(ValueError, match=f"deck '{deck}' is not legal with the game's"):
                make_settings(game, [deck], None, ["random"], 1, 1)

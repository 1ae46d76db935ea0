"""The checkpoint of a run: `checkpoint.jsonl` in the output folder. Its first line holds the
run's settings; every finished game appends one line (its record) at once, so a run stopped by
Ctrl+C, a crash or a power cut keeps every game it finished, and `--resume` plays only the rest.
A last line cut off halfway is ignored.

`--resume` checks the file before it trusts it: a line of at most MAX_LINE_BYTES, no more
record lines than the run has games, each game once, and every record of the shape `play.py`
writes, for a game of this run's plan (its decks, bots, seed and variant), with card ids of the
game, texts that are Unicode and numbers in the ranges a game gives; anything else is refused
in one line naming the file and the line."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Collection, Sequence
from pathlib import Path
from typing import IO, Any, TextIO, TypeGuard

from tabletop.engine.limits import MAX_GAME_VALUE, cut, json_numbers_finite, text_problem
from tabletop.sim.plan import Match
from tabletop.sim.play import MAX_COMMANDS

#: a run's settings as Settings.to_json gives them
Json = dict[str, Any]

NAME = "checkpoint.jsonl"
FORMAT = "tabletop-simulation-checkpoint"
#: the longest line a checkpoint may hold: a game's record is about 1 KB (its cards used, per
#: seat, make most of it)
MAX_LINE_BYTES = 1_000_000
#: characters of a refused value that a message repeats
SHOWN_CHARS = 40
#: the largest score a record may hold (a game's values are held to it)
MAX_SCORE = MAX_GAME_VALUE
#: the largest size of a game's own figure (sim_metrics): counts and margins, far below it
MAX_METRIC = 1e12


class Checkpoint:
    """Appends game records to the checkpoint file, one JSON line each."""

    def __init__(self, path: Path, stream: TextIO) -> None:
        self.path = path
        self._stream = stream

    @classmethod
    def start(
        cls, folder: Path, settings: Json, records: list[dict[str, Any]] | None = None
    ) -> Checkpoint:
        """A new checkpoint of the run of `settings` (Settings.to_json's) holding `records` (a
        resumed run's: a line cut off is dropped)."""
        path = folder / NAME
        stream = path.open("w", encoding="utf-8")
        header = {"format": FORMAT, "settings": settings}
        stream.write(json.dumps(header, sort_keys=True) + "\n")
        checkpoint = cls(path, stream)
        checkpoint.add(records or [])
        return checkpoint

    def add(self, records: list[dict[str, Any]]) -> None:
        for record in records:
            self._stream.write(json.dumps(record, sort_keys=True) + "\n")
        self._stream.flush()

    def close(self) -> None:
        self._stream.close()


class _Refused(ValueError):
    """A line of the checkpoint that cannot be used; the message says why."""


def load(
    folder: Path, settings: Json, plan: Sequence[Match], cards: Collection[str] | None = None
) -> list[dict[str, Any]]:
    """The records of the run in `folder` (of `settings`: Settings.to_json's), in plan order;
    ValueError (one line) when there is none, it was another run (naming the setting that
    differs) or the file is damaged (naming the file and the line). `cards`: the game's card
    ids (None: any text)."""
    path = folder / NAME
    if not path.is_file():
        raise ValueError(f"--resume: no run to continue in {folder} (no {NAME})")
    try:
        with path.open("rb") as stream:
            _check_header(path, folder, _line(stream, 1), settings)
            records = _records(stream, plan, cards)
    except _Refused as exc:
        raise ValueError(f"--resume: {path}, {exc}") from None
    except OSError as exc:
        raise ValueError(f"--resume: cannot read {path}: {exc.strerror or exc}") from None
    return [records[i] for i in sorted(records)]


def _line(stream: IO[bytes], number: int) -> tuple[str, bool] | None:
    """Line `number` as text and whether it ended (a newline), or None after the last."""
    raw = stream.readline(MAX_LINE_BYTES + 1)
    if not raw:
        return None
    if len(raw) > MAX_LINE_BYTES:
        raise _Refused(f"line {number}: over {MAX_LINE_BYTES:,} bytes (not a game's record)")
    try:
        return raw.decode("utf-8"), raw.endswith(b"\n")
    except UnicodeDecodeError:
        raise _Refused(f"line {number}: not UTF-8 text") from None


def _check_header(path: Path, folder: Path, line: tuple[str, bool] | None, wanted: Json) -> None:
    try:
        header = _json(line[0]) if line else None
    except _Refused:
        header = None
    saved = header.get("settings") if isinstance(header, dict) else None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise ValueError(f"--resume: {path} is not a simulation checkpoint")
    if not isinstance(saved, dict):
        raise _Refused(f"line 1: its settings are {_shown(saved)}, not a mapping")
    for key in [*wanted, *(k for k in saved if k not in wanted)]:
        value = wanted.get(key)
        if key == "deck_lists" and saved.get(key) != value:
            raise ValueError(_other_cards(folder, saved.get(key), value))
        if saved.get(key) != value:
            raise ValueError(
                f"--resume: the run in {folder} has {key} {_show(saved.get(key))}, "
                f"not {_show(value)}; give the same settings to continue it"
            )


def _other_cards(folder: Path, saved: Any, wanted: Any) -> str:
    """A run's deck list that holds other cards than the run in `folder` played (its file
    changed), or is not one of its deck lists, in words."""
    saved = saved if isinstance(saved, dict) else {}
    wanted = wanted if isinstance(wanted, dict) else {}
    name = next((n for n in [*wanted, *saved] if saved.get(n) != wanted.get(n)), "")
    said = repr(cut(str(name), SHOWN_CHARS))
    if name in saved and name in wanted:
        what = f"played the deck list {said} with other cards (its file changed since)"
    elif name in wanted:
        what = f"played no deck list {said}"
    else:
        what = f"played a deck list {said} this run does not"
    return (
        f"--resume: the run in {folder} {what}; give the same settings to continue it, or "
        "start a new run"
    )


def _records(
    stream: IO[bytes], plan: Sequence[Match], cards: Collection[str] | None
) -> dict[int, dict[str, Any]]:
    """Index -> record of every record line (after the header); a last line cut off (no
    newline, not JSON) is dropped."""
    records: dict[int, dict[str, Any]] = {}
    lines: dict[int, int] = {}
    number = 1
    while (line := _line(stream, number + 1)) is not None:
        number += 1
        if number > len(plan) + 1:
            raise _Refused(f"line {number}: more lines than the run has games ({len(plan):,})")
        text, ended = line
        try:
            record = _json(text)
        except _Refused as exc:
            if not ended:
                break  # a line the stop cut off halfway
            raise _Refused(f"line {number}: {exc}") from None
        problem = record_problem(record, plan, cards)
        if problem:
            raise _Refused(f"line {number}: {problem}")
        index = record["index"]
        if index in records:
            raise _Refused(f"line {number}: game {index} again (it is on line {lines[index]})")
        records[index] = record
        lines[index] = number
    return records


def _json(text: str) -> Any:
    try:
        return json_numbers_finite(text)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, NaN, 4,300+ digits
        reason = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
        raise _Refused(f"not a JSON record ({reason[:SHOWN_CHARS]})") from None


# --- a record's shape ------------------------------------------------------------------------


def _whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: Any) -> bool:
    return _whole(value) or (isinstance(value, float) and math.isfinite(value))


def _seats(value: Any, players: int) -> bool:
    return (
        isinstance(value, list)
        and len(set(value)) == len(value)
        and all(_whole(v) and 0 <= v < players for v in value)
    )


def _text(value: Any) -> bool:
    """A text that can be written out (no lone surrogate) and is not huge."""
    return isinstance(value, str) and text_problem(value) is None


def _card_use(value: Any, players: int) -> bool:
    """Per seat, card id -> [drawn, played], each 0 or 1."""
    return (
        isinstance(value, list)
        and len(value) == players
        and all(isinstance(seat, dict) for seat in value)
        and all(
            _text(card)
            and isinstance(use, list)
            and len(use) == 2
            and all(_whole(v) and v in (0, 1) for v in use)
            for seat in value
            for card, use in seat.items()
        )
    )


def _metrics(value: Any, players: int) -> bool:
    return isinstance(value, dict) and all(
        _text(k) and _number(v) and abs(v) <= MAX_METRIC for k, v in value.items()
    )


def _scores(value: Any, players: int) -> bool:
    return (
        isinstance(value, list)
        and len(value) in (0, players)
        and all(_whole(s) and abs(s) <= MAX_SCORE for s in value)
    )


def _count(value: Any) -> bool:
    return _whole(value) and 0 <= value <= MAX_COMMANDS


#: key -> (its check, given the players, and what it must be), for the keys the figures read
FIELDS: dict[str, tuple[Callable[[Any, int], bool], str]] = {
    "finished": (lambda v, n: isinstance(v, bool), "true or false"),
    "winners": (_seats, "a list of seat numbers"),
    "drawn": (_seats, "a list of seat numbers (those that share a draw)"),
    "scores": (_scores, f"one whole number per seat, from -{MAX_SCORE:,} to {MAX_SCORE:,}"),
    "reason": (lambda v, n: _text(v), "a text"),
    "first": (lambda v, n: _whole(v) and 0 <= v < n, "a seat number"),
    "commands": (lambda v, n: _count(v), f"a whole number from 0 to {MAX_COMMANDS:,}"),
    "rounds": (lambda v, n: v is None or _count(v), f"null or 0 to {MAX_COMMANDS:,}"),
    "cards": (_card_use, "per seat, card id -> [drawn, played] (0 or 1)"),
    "metrics": (_metrics, f"a mapping of names to numbers (at most {MAX_METRIC:.0e} in size)"),
}


def record_problem(
    record: Any, plan: Sequence[Match], cards: Collection[str] | None = None
) -> str | None:
    """Why `record` is not the record of a game of `plan` as `play.py` writes it (with card ids
    among `cards`, when given), or None."""
    if not isinstance(record, dict):
        return f"{_shown(record)} is not a game's record (a JSON object)"
    index = record.get("index")
    if not _whole(index) or not 0 <= index < len(plan):
        return f"index {_shown(index)} is not a game of this run (0 to {len(plan) - 1:,})"
    expected = plan[index].to_json()
    for key in ("decks", "bots", "seed"):
        if key not in record:
            return f"game {index}: no {key!r}"
        value = record[key]
        if value != expected[key] or type(value) is not type(expected[key]):
            return (
                f"game {index}: {key} {_shown(value)}, but this run's game {index} "
                f"has {_shown(expected[key])}"
            )
    arm = record.get("variant", 0)
    if arm != plan[index].arm or not _whole(arm):
        wanted = plan[index].arm
        return f"game {index}: variant {_shown(arm)}, but this run's game {index} has {wanted}"
    return _field_problem(record, index, len(plan[index].decks)) or _cards_problem(
        record, index, cards
    )


def _cards_problem(record: dict[str, Any], index: int, cards: Collection[str] | None) -> str | None:
    if cards is None:
        return None
    for seat in record["cards"]:
        for card in seat:
            if card not in cards:
                return f"game {index}: no card {_shown(card)} in this game"
    return None


def _field_problem(record: dict[str, Any], index: int, players: int) -> str | None:
    for key, (check, what) in FIELDS.items():
        if key not in record:
            return f"game {index}: no {key!r}"
        if not check(record[key], players):
            return f"game {index}: {key} must be {what}, not {_shown(record[key])}"
    if record["finished"]:
        winners, drawn = set(record["winners"]), set(record["drawn"])
        if bool(winners) == bool(drawn):
            return f"game {index}: a finished game has winners or seats that drew, not both"
    return None


def _shown(value: Any) -> str:
    """A value as a message shows it, cut short."""
    return cut(json.dumps(value), SHOWN_CHARS)


def _show(value: Any) -> str:
    """A setting as a message shows it: a list joined by commas, a variant by its name."""
    if value is None:
        return "none"
    if isinstance(value, list):
        value = ",".join(str(v.get("name") if isinstance(v, dict) else v) for v in value)
    return cut(str(value), SHOWN_CHARS)

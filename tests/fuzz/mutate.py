"""A small seeded mutator for the fuzz suite: bytes and structures of saves, scenarios,
cardsets and spreadsheets, made wrong in the ways files go wrong.

Byte mutations: truncation, bit flips, dropped or doubled slices, inserted junk. Structural
mutations (the file is parsed, one value is replaced, the file is written back): type swaps,
huge texts, numbers and lists, deep nesting, special floats, odd Unicode, dropped keys. Values
JSON or YAML cannot write (a 5,000-digit number, 3,000 levels of brackets, a lone surrogate
escape) are written as markers and replaced in the text afterwards.
"""

from __future__ import annotations

import csv
import io
import json
import random
from collections.abc import Callable
from typing import Any

import yaml

MARK = "@@FUZZ{}@@"

ODD_TEXT = [
    "",
    " ",
    "\u202e\u202dRTL",
    "a\u200d\u200db",
    "e\u0301" * 40,
    "\U0001f600\U0001f3b2",
    "\x00",
    "\ufeff",
    "\t\r\n",
    "%s{}{0}",
    "../../etc/passwd",
    "W" * 12_000,
    "x" * 3_000,
    "٣",
    "３",
    "NaN",
    "-1",
    "1e309",
]
PLAIN = [None, True, False, 0, -1, 1, 2, 9, 31, 2**31, 2**64, -(2**63), 1.5, -0.0, 1e308]
SPECIAL_FLOATS = [float("inf"), float("-inf"), float("nan")]
JUNK = [
    b"\xff",
    b"\x00",
    b"\xef\xbb\xbf",
    b"\xed\xa0\x80",
    b"[[[[",
    b"}}",
    b'"',
    b"\t",
    b"*a",
    b"&a ",
    b"!!python/object/apply:os.system ['true']",
    b": : :",
    b"\n- ",
    b"\\ud800",
]


class Mutator:
    """Mutations drawn from one random.Random, so a seed replays them exactly."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.raw: dict[str, str] = {}  # marker -> the text it stands for
        self.last = ""  # what the last mutation did, for failure messages

    # --- values ----------------------------------------------------------------------
    def _marker(self, text: str) -> str:
        mark = MARK.format(len(self.raw))
        self.raw[mark] = text
        return mark

    def nasty(self, quote: Callable[[str], str]) -> Any:
        """A value made to hurt: odd types, sizes, depths, floats and text."""
        rng = self.rng
        kind = rng.choice(["plain", "text", "float", "deep", "digits", "surrogate", "list", "map"])
        self.last += f" {kind}"
        if kind == "plain":
            return rng.choice(PLAIN)
        if kind == "text":
            return rng.choice(ODD_TEXT)
        if kind == "float":
            return rng.choice(SPECIAL_FLOATS)
        if kind == "deep":
            depth = rng.choice([65, 70, 600, 3_000])
            return self._marker("[" * depth + "1" + "]" * depth)
        if kind == "digits":
            return self._marker(rng.choice(["9" * 101, "9" * 4_301, "-" + "1" * 5_000]))
        if kind == "surrogate":
            return self._marker(quote(rng.choice(["\\ud800", "A\\udfff", "\\udcff\\ud800"])))
        if kind == "list":
            return [rng.choice(PLAIN)] * rng.choice([0, 1, 50, 5_000])
        return {rng.choice(["", "x", "0", "card"]): rng.choice(PLAIN)}

    # --- structures ------------------------------------------------------------------
    def _paths(self, data: Any) -> list[list[Any]]:
        paths: list[list[Any]] = []
        stack: list[tuple[Any, list[Any]]] = [(data, [])]
        while stack:
            value, path = stack.pop()
            paths.append(path)
            if len(paths) > 5_000:
                break
            if isinstance(value, dict):
                stack.extend((v, [*path, k]) for k, v in value.items())
            elif isinstance(value, list):
                stack.extend((v, [*path, i]) for i, v in enumerate(value))
        return paths

    def change(self, data: Any, quote: Callable[[str], str]) -> Any:
        """One value somewhere in `data` replaced, dropped or repeated."""
        path = self.rng.choice(self._paths(data))
        if not path:
            return self.nasty(quote)
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        action = self.rng.choice(["replace", "replace", "replace", "drop", "repeat"])
        self.last += f" {action} {'/'.join(map(str, path))[:60]}"
        if action == "drop":
            del parent[key]
        elif action == "repeat" and isinstance(parent, list):
            parent[key:key] = [parent[key]] * self.rng.choice([2, 50, 2_000])
        else:
            parent[key] = self.nasty(quote)
        return data

    def _restore(self, text: str) -> str:
        for mark, raw in self.raw.items():
            for form in (f'"{mark}"', f"'{mark}'", mark):
                text = text.replace(form, raw)
        return text

    def json_text(self, data: bytes) -> bytes:
        value = json.loads(data)
        if self.rng.random() < 0.3 and isinstance(value, dict) and "config" in value:
            # often only the parts a replay does not check, so that some saves load and play on
            part = self.rng.choice(["names", "seats", "undo_policy"])
            value["config"][part] = self.change(value["config"][part], lambda s: f'"{s}"')
        else:
            value = self.change(value, lambda s: f'"{s}"')
        return self._restore(json.dumps(value, ensure_ascii=False)).encode("utf-8", "replace")

    def yaml_text(self, data: bytes) -> bytes:
        value = self.change(yaml.safe_load(data), lambda s: f'"{s}"')
        text = yaml.safe_dump(value, allow_unicode=True, sort_keys=False, width=10_000)
        return self._restore(text).encode("utf-8", "replace")

    def csv_text(self, data: bytes) -> bytes:
        rows = list(csv.reader(io.StringIO(data.decode("utf-8"))))
        row = self.rng.randrange(len(rows))
        col = self.rng.randrange(len(rows[row]))
        value = self.nasty(lambda s: f'["{s}"]')
        cell = value if isinstance(value, str) else json.dumps(value)
        self.last += f" cell {row},{col}"
        rows[row][col] = self._restore(cell)
        out = io.StringIO()
        csv.writer(out, lineterminator="\n").writerows(rows)
        return out.getvalue().encode("utf-8", "replace")

    # --- bytes -----------------------------------------------------------------------
    def bytes_(self, data: bytes) -> bytes:
        rng = self.rng
        op = rng.choice(["truncate", "flip", "drop", "double", "junk"])
        self.last += f" {op}"
        if not data:
            return rng.choice(JUNK)
        at = rng.randrange(len(data))
        if op == "truncate":
            return data[:at]
        if op == "flip":
            out = bytearray(data)
            for _ in range(rng.randint(1, 4)):
                out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
            return bytes(out)
        end = min(len(data), at + rng.randint(1, 200))
        if op == "drop":
            return data[:at] + data[end:]
        if op == "double":
            return data[:end] + data[at:end] * rng.choice([1, 2, 100]) + data[end:]
        return data[:at] + rng.choice(JUNK) + data[at:]

    def mutate(self, data: bytes, structure: Callable[[bytes], bytes]) -> bytes:
        """One or two mutations: structural (through `structure`) or on the bytes."""
        self.raw.clear()
        self.last = ""
        for _ in range(self.rng.choice([1, 1, 2])):
            try:
                data = structure(data) if self.rng.random() < 0.6 else self.bytes_(data)
            except (ValueError, TypeError, IndexError, KeyError, yaml.YAMLError, RecursionError):
                data = self.bytes_(data)  # no longer parses: keep mutating bytes
        return data

"""YAML loading that remembers the line of every value, so errors can name it.

Only plain data is built: mappings, lists, text, numbers, booleans and null. Tags that build
other objects (`!!python/...`, `!!binary`, `!!set`) are refused, dates stay the text they were
written as, and anchors may not expand into more than MAX_VALUES values or MAX_EXPANDED_CHARS
characters (a "billion laughs" file fails with a message instead of eating the memory). The
file, each text, each number and the nesting are held to the limits of `engine/limits.py`; a
number written in more than MAX_NUMBER_CHARS characters is refused before it is built.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from tabletop.engine import parse_cache
from tabletop.engine.limits import (
    MAX_DEPTH,
    MAX_EXPANDED_CHARS,
    MAX_YAML_BYTES,
    MAX_YAML_VALUES,
    TOO_DEEP,
    LimitError,
    file_bytes,
    value_problem,
)

if TYPE_CHECKING:  # PyYAML is imported when a file is parsed (a start from the parse cache
    import yaml  # need not load it at all)
    from pydantic import ValidationError

Path_ = tuple[str | int, ...]

#: how many values one document may write, and hold once its anchors (&) and aliases (*) are
#: expanded
MAX_VALUES = MAX_YAML_VALUES
#: characters a number may be written in: a 100-digit number in binary with `_` between groups
#: fits. Longer is refused before it is built (PyYAML builds `1:00:00:...`, base 60, in time
#: growing with the square of its length)
MAX_NUMBER_CHARS = 1_000

#: what YAML lets a file hold (PyYAML's reader and libyaml refuse the rest, without a line)
_NOT_ALLOWED = re.compile("[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


@functools.cache
def _yaml() -> ModuleType:
    # lazy: PyYAML is a 12 ms import only reading a file needs (new_game reads none)
    import yaml

    return yaml


def _loader() -> Any:
    """libyaml when PyYAML has it (parses many times faster); the pure-Python parser else."""
    yaml = _yaml()
    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


#: libyaml's own words for nesting past its limit
LIBYAML_TOO_DEEP = "maximum nesting depth"

_TAG = "tag:yaml.org,2002:"
_PLAIN_TAGS = {f"{_TAG}{name}" for name in ("str", "int", "float", "bool", "null", "map", "seq")}
_TEXT_TAGS = {f"{_TAG}timestamp"}  # kept as the text written: a date is not a JSON value
_NUMBER_TAGS = {f"{_TAG}int", f"{_TAG}float"}


def load_trusted(text: str) -> Any:
    """Parse a YAML file shipped inside the package (layouts, ban lists) with the C loader when
    PyYAML has it: safe tags only, without line bookkeeping. Errors are YamlSyntaxErrors with
    PyYAML's words (and its line)."""
    yaml = _yaml()
    try:
        return yaml.load(text, Loader=_loader())  # noqa: S506 - a safe loader (C or Python)
    except yaml.YAMLError as exc:
        raise YamlSyntaxError(str(exc)) from None


class YamlSource:
    """Parsed YAML plus the line (1-based) where each path of keys and indexes starts."""

    def __init__(self, data: Any, lines: dict[Path_, int], name: str) -> None:
        self.data = data
        self.lines = lines
        self.name = name
        #: `parse_cache` key of the file's bytes when it was parsed afresh to be kept
        self.keep_as: str | None = None

    def keep(self) -> None:
        """Keep what the file parsed to, for the next load of the same bytes (callers do this
        once the data proved good: nothing of a refused file is written)."""
        if self.keep_as is not None:
            parse_cache.keep(self.keep_as, self.data, self.lines)
            self.keep_as = None

    def line_of(self, path: Path_) -> int | None:
        """The line of the longest prefix of `path` that was recorded."""
        path = tuple(path)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), None)

    def where(self, path: Path_) -> str:
        line = self.line_of(path)
        return f"{self.name}, line {line}" if line is not None else self.name


class YamlSyntaxError(ValueError):
    pass


class _Refused(Exception):
    """A YAML document that parses but is not plain data; `line` is 1-based."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line


def parse_yaml(text: str, name: str) -> YamlSource:
    """Parse YAML safely (plain data only); YamlSyntaxError names the line."""
    if len(text) > MAX_YAML_BYTES:
        raise YamlSyntaxError(f"{name}: over {MAX_YAML_BYTES:,} characters (the limit)")
    yaml = _yaml()
    try:
        _check_characters(text)
        _scan(text)
        node = yaml.compose(text, Loader=_loader())
    except _Refused as exc:
        raise YamlSyntaxError(f"{name}, line {exc.line}: {exc}") from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        line = f", line {mark.line + 1}" if mark is not None else ""
        if LIBYAML_TOO_DEEP in str(exc.problem):
            # libyaml 0.2.5 with PyYAML 6.0.3+ stops deep nesting itself, reading ahead of the
            # events _scan counts: the same refusal, in our words
            raise YamlSyntaxError(f"{name}{line}: {TOO_DEEP}") from None
        raise YamlSyntaxError(f"{name}{line}: YAML syntax error: {exc.problem}") from None
    except yaml.YAMLError as exc:
        raise YamlSyntaxError(f"{name}: YAML syntax error: {' '.join(str(exc).split())}") from None
    except RecursionError:
        raise YamlSyntaxError(f"{name}: YAML nested too deeply") from None
    lines: dict[Path_, int] = {}
    if node is None:
        return YamlSource(None, lines, name)
    try:
        data = _Builder(lines).build(node, ())
    except _Refused as exc:
        raise YamlSyntaxError(f"{name}, line {exc.line}: {exc}") from None
    except RecursionError:
        raise YamlSyntaxError(f"{name}: YAML nested too deeply") from None
    return YamlSource(data, lines, name)


def _check_characters(text: str) -> None:
    found = _NOT_ALLOWED.search(text)
    if found is None:
        return
    code = ord(found.group())
    line = text.count("\n", 0, found.start()) + 1
    if code < 0xA0:
        raise _Refused(line, f"a control character (U+{code:04X}) is not allowed")
    raise _Refused(line, f"the character U+{code:04X} is not allowed in YAML")


def _scan(text: str) -> None:
    """Read the events before building anything, and stop at once at too many values or too
    deep a nesting (building a deep document in C would crash, and parsing one to its end
    takes time growing with the square of its depth)."""
    yaml = _yaml()
    node_events = (
        yaml.ScalarEvent,
        yaml.AliasEvent,
        yaml.SequenceStartEvent,
        yaml.MappingStartEvent,
    )
    open_events = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
    close_events = (yaml.SequenceEndEvent, yaml.MappingEndEvent)
    values = depth = 0
    for event in yaml.parse(text, Loader=_loader()):
        if isinstance(event, node_events):
            values += 1
            if values > MAX_VALUES:
                raise _Refused(_line(event), f"more than {MAX_VALUES:,} values")
        if isinstance(event, open_events):
            depth += 1
            if depth > MAX_DEPTH:
                raise _Refused(_line(event), TOO_DEEP)
        elif isinstance(event, close_events):
            depth -= 1


def _line(event: yaml.Event) -> int:
    mark = event.start_mark
    return 0 if mark is None else mark.line + 1


def read_yaml(path: Path) -> tuple[bytes, str]:
    """A YAML file's bytes and text, held to the byte limit (YamlSyntaxError says why not)."""
    try:
        raw = file_bytes(path, MAX_YAML_BYTES, "the file")
        return raw, raw.decode("utf-8-sig")
    except OSError as exc:
        raise YamlSyntaxError(f"{path}: cannot be read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise YamlSyntaxError(f"{path}: not UTF-8 text") from None
    except LimitError as exc:
        raise YamlSyntaxError(f"{path}: {exc}") from None


def load_yaml(path: Path, recall: bool = False) -> YamlSource:
    """Parse a YAML file. `recall`: take what the same bytes parsed to before, if they were
    kept (`parse_cache`; `YamlSource.keep` keeps them)."""
    raw, text = read_yaml(path)
    if not recall:
        return parse_yaml(text, str(path))
    key = parse_cache.key_of(raw)
    kept = parse_cache.recall(key)
    if kept is not None:
        return YamlSource(kept[0], kept[1], str(path))
    source = parse_yaml(text, str(path))
    source.keep_as = key
    return source


class _Builder:
    """Turns composed nodes into plain data, recording the line of each path."""

    def __init__(self, lines: dict[Path_, int]) -> None:
        self.lines = lines
        self.yaml = yaml = _yaml()
        self.constructor = yaml.SafeLoader("")
        self.values = 0
        self.chars = 0  # characters of text built, counting each alias again
        self.open: set[int] = set()  # collections being built: an alias to one is a loop

    def build(self, node: yaml.Node, path: Path_) -> Any:
        line = node.start_mark.line + 1
        self.lines[path] = line
        self.values += 1
        if self.values > MAX_VALUES:
            raise _Refused(line, f"more than {MAX_VALUES:,} values (anchors expanding too far?)")
        if len(path) > MAX_DEPTH:
            raise _Refused(line, TOO_DEEP)
        if node.tag not in _PLAIN_TAGS and node.tag not in _TEXT_TAGS:
            tag = node.tag.replace(_TAG, "!!")
            raise _Refused(line, f"the YAML tag {tag} is not allowed (plain data only)")
        if isinstance(node, self.yaml.ScalarNode):
            return self._scalar(node, line)
        if id(node) in self.open:
            raise _Refused(line, "an anchor (&) contains an alias (*) of itself")
        self.open.add(id(node))
        try:
            if isinstance(node, self.yaml.MappingNode):
                return self._mapping(node, path)
            return [self.build(item, (*path, i)) for i, item in enumerate(node.value)]
        finally:
            self.open.discard(id(node))

    def _scalar(self, node: yaml.ScalarNode, line: int) -> Any:
        self.chars += len(node.value)
        if self.chars > MAX_EXPANDED_CHARS:
            raise _Refused(
                line, f"more than {MAX_EXPANDED_CHARS:,} characters (anchors expanding too far?)"
            )
        if node.tag in _TEXT_TAGS:
            value: Any = str(node.value)
        else:
            value = self._construct(node, line)
        problem = value_problem(value)
        if problem:
            raise _Refused(line, problem)
        return value

    def _construct(self, node: yaml.ScalarNode, line: int) -> Any:
        if node.tag in _NUMBER_TAGS and len(node.value) > MAX_NUMBER_CHARS:
            raise _Refused(line, _long_number(len(node.value)))
        try:
            return self.constructor.construct_object(node, deep=True)
        except self.yaml.YAMLError as exc:
            raise _Refused(line, " ".join(str(exc).split())) from None
        except OverflowError:  # a base-60 float past the largest float: `1:00:...:00.5`
            raise _Refused(line, "a number too large") from None
        except ValueError:  # `!!int abc`: the tag names a kind the text is not
            raise _Refused(line, f"not a number: {node.value[:40]!r}") from None

    def _mapping(self, node: yaml.MappingNode, path: Path_) -> dict[str | int, Any]:
        result: dict[str | int, Any] = {}
        for key_node, value_node in node.value:
            key = self._key(key_node)
            if key in result:
                raise _Refused(key_node.start_mark.line + 1, f"duplicate key {key!r}")
            result[key] = self.build(value_node, (*path, key))
        return result

    def _key(self, node: yaml.Node) -> str | int:
        line = node.start_mark.line + 1
        if not isinstance(node, self.yaml.ScalarNode) or node.tag not in _PLAIN_TAGS | _TEXT_TAGS:
            raise _Refused(line, "keys must be text")
        if node.tag == f"{_TAG}bool":
            return str(node.value)  # `yes:` or `on:` is the word, not True
        key = self._scalar(node, line)
        if not isinstance(key, str | int):
            raise _Refused(line, "keys must be text")
        return key


def _long_number(chars: int) -> str:
    return f"a number of {chars:,} characters (the limit is {MAX_NUMBER_CHARS:,})"


def field_path(loc: tuple[int | str, ...]) -> str:
    """A pydantic error's place as the file writes it: `zones.0.kind`."""
    return ".".join(str(p) for p in loc) or "(the whole entry)"


def format_validation(
    exc: ValidationError, source: YamlSource, base: Path_, what: str
) -> list[str]:
    """One line per pydantic error: file, line, what (card or deck), field, message."""
    out = []
    for error in exc.errors():
        loc = tuple(error["loc"])
        out.append(
            f"{source.where((*base, *loc))}: {what}: field {field_path(loc)}: {error['msg']}"
        )
    return out

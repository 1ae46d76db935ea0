"""YAML loading that remembers the line of every value, so errors can name it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

Path_ = tuple[str | int, ...]


class YamlSource:
    """Parsed YAML plus the line (1-based) where each path of keys and indexes starts."""

    def __init__(self, data: Any, lines: dict[Path_, int], name: str) -> None:
        self.data = data
        self.lines = lines
        self.name = name

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


def parse_yaml(text: str, name: str) -> YamlSource:
    """Parse YAML safely (no tags that build objects); YamlSyntaxError names the line."""
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        line = f", line {mark.line + 1}" if mark is not None else ""
        raise YamlSyntaxError(f"{name}{line}: YAML syntax error: {exc.problem}") from None
    except yaml.YAMLError as exc:
        raise YamlSyntaxError(f"{name}: YAML syntax error: {exc}") from None
    lines: dict[Path_, int] = {}
    if node is None:
        return YamlSource(None, lines, name)
    constructor = yaml.SafeLoader("")
    try:
        data = _build(node, (), lines, constructor)
    except yaml.YAMLError as exc:
        raise YamlSyntaxError(f"{name}: {exc}") from None
    return YamlSource(data, lines, name)


def load_yaml(path: Path) -> YamlSource:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise YamlSyntaxError(f"{path}: cannot be read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise YamlSyntaxError(f"{path}: not UTF-8 text") from None
    return parse_yaml(text, str(path))


def _build(node: yaml.Node, path: Path_, lines: dict[Path_, int], ctor: Any) -> Any:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = ctor.construct_object(key_node, deep=True)
            if not isinstance(key, str | int):
                raise yaml.YAMLError(f"line {key_node.start_mark.line + 1}: keys must be text")
            if key in result:
                raise yaml.YAMLError(f"line {key_node.start_mark.line + 1}: duplicate key {key!r}")
            result[key] = _build(value_node, (*path, key), lines, ctor)
        return result
    if isinstance(node, yaml.SequenceNode):
        return [_build(item, (*path, i), lines, ctor) for i, item in enumerate(node.value)]
    return ctor.construct_object(node, deep=True)

"""Rooms of one job (issue 44, item 5): no function over 60 lines in the rooms listed here,
except the tables of data named in `ALLOWED`, each with its reason.

A function's size is counted from its `def` line to its last line (decorators not counted,
its docstring and nested functions counted), as `end_lineno - lineno + 1` of the AST.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "tabletop"
MAX_LINES = 60
#: the rooms held to MAX_LINES: every package of tabletop/ (the last long ones, ui's panel
#: layouts and zone labels, were split in the sixth sitting)
ROOMS = (
    "engine",
    "cli",
    "render",
    "cards",
    "printing",
    "sim",
    "ui",
    "ai",
    "bench",
    "console",
    "games",
    "report",
)
#: "room/module.py:qualified.name" -> why it may be longer: a table of data only
ALLOWED: dict[str, str] = {}

Function = ast.FunctionDef | ast.AsyncFunctionDef


def _functions(tree: ast.Module) -> list[tuple[str, Function]]:
    """Every function of a module with its qualified name (`Class.method`, `outer.inner`)."""
    found: list[tuple[str, Function]] = []
    stack: list[tuple[str, ast.AST]] = [("", tree)]
    while stack:
        prefix, node = stack.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}{child.name}"
                if not isinstance(child, ast.ClassDef):
                    found.append((name, child))
                stack.append((f"{name}.", child))
            else:
                stack.append((prefix, child))
    return found


def function_sizes(package: Path, rooms: tuple[str, ...]) -> dict[str, tuple[int, int]]:
    """ "room/module.py:qualified.name" -> (its first line, its size in lines)."""
    sizes: dict[str, tuple[int, int]] = {}
    for room in rooms:
        for path in sorted((package / room).rglob("*.py")):
            where = path.relative_to(package).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for name, node in _functions(tree):
                size = (node.end_lineno or node.lineno) - node.lineno + 1
                sizes[f"{where}:{name}"] = (node.lineno, size)
    return sizes


def long_functions(
    package: Path, rooms: tuple[str, ...], allowed: dict[str, str], limit: int = MAX_LINES
) -> list[str]:
    """Each function over `limit` lines in the `rooms` of `package` that `allowed` does not
    name, as "room/module.py:line: name is N lines"."""
    found: list[str] = []
    for key, (line, size) in function_sizes(package, rooms).items():
        if size > limit and key not in allowed:
            where, name = key.split(":")
            found.append(f"{where}:{line}: {name} is {size} lines")
    return sorted(found)


def test_no_function_is_over_the_limit() -> None:
    too_long = long_functions(PACKAGE, ROOMS, ALLOWED)
    assert not too_long, (
        f"functions over {MAX_LINES} lines (split them into named steps; only a table of data "
        "may be allowed, in ALLOWED with its reason):\n" + "\n".join(too_long)
    )


def test_every_allowance_names_a_long_function_and_says_why() -> None:
    """An allowance outlives neither its function nor its length, and always has a reason."""
    for key, why in ALLOWED.items():
        assert why.strip(), f"{key}: say why it may be long"
        assert key.split(":")[0].split("/")[0] in ROOMS, key
    sizes = function_sizes(PACKAGE, ROOMS)
    stale = [key for key in ALLOWED if sizes.get(key, (0, 0))[1] <= MAX_LINES]
    assert not stale, f"allowed but no longer long (remove them): {stale}"


def _write_module(root: Path, room: str, body_lines: int) -> None:
    (root / room).mkdir(parents=True)
    body = "".join(f"    x{i} = {i}\n" for i in range(body_lines - 2))
    (root / room / "mod.py").write_text(
        "class Holder:\n"
        "    def short(self) -> int:\n        return 1\n\n"
        f"def long_one() -> None:\n    '''Too long.'''\n{body}\n"
        "def table() -> dict[str, int]:\n"
        + "".join(f"    # row {i}\n" for i in range(70))
        + "    return {}\n",
        encoding="utf-8",
    )


def test_the_check_fails_on_a_long_function_and_honours_an_allowance(tmp_path: Path) -> None:
    _write_module(tmp_path, "render", body_lines=MAX_LINES + 1)
    found = long_functions(tmp_path, ("render",), {})
    assert found == [
        f"render/mod.py:5: long_one is {MAX_LINES + 1} lines",
        "render/mod.py:67: table is 72 lines",  # its def, 70 rows, its return
    ]
    allowed = {"render/mod.py:table": "a table of data"}
    assert long_functions(tmp_path, ("render",), allowed) == [found[0]]


def test_a_function_of_exactly_the_limit_passes(tmp_path: Path) -> None:
    _write_module(tmp_path, "cards", body_lines=MAX_LINES)
    assert long_functions(tmp_path, ("cards",), {"cards/mod.py:table": "data"}) == []


def test_methods_and_nested_functions_are_counted_by_their_qualified_names(
    tmp_path: Path,
) -> None:
    (tmp_path / "printing").mkdir()
    inner = "".join(f"            y{i} = {i}\n" for i in range(MAX_LINES))
    (tmp_path / "printing" / "mod.py").write_text(
        "class Sheet:\n    def draw(self) -> None:\n        def step() -> None:\n"
        f"{inner}        step()\n",
        encoding="utf-8",
    )
    assert long_functions(tmp_path, ("printing",), {}) == [
        f"printing/mod.py:2: Sheet.draw is {MAX_LINES + 3} lines",
        f"printing/mod.py:3: Sheet.draw.step is {MAX_LINES + 1} lines",
    ]


def test_every_package_is_a_room_held_to_the_limit() -> None:
    packages = {p.parent.name for p in PACKAGE.glob("*/__init__.py")}
    assert packages == set(ROOMS)

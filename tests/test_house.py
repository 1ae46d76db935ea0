"""The shape of the house (issue 44; DESIGN.md, "The layers" and "The game kit"): no import
circle anywhere, imports only downward between rooms, no loose modules at the top of the
package. Every import counts, read from the source: at a module's top, inside a function (it
hides a circle, it does not remove it) and under `if TYPE_CHECKING:` (a module that needs
another's types to be checked depends on it as much as one that runs it).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tabletop"

#: the rooms from the bottom up: a room imports only rooms below it (or itself)
LAYERS = (
    ("engine",),
    ("cards",),
    ("games",),
    ("ai", "render", "report", "console"),
    ("sim", "printing"),
    ("ui",),
    ("cli", "bench"),
)
#: the only modules at the top of the package: the facade and `python -m tabletop`
TOP_LEVEL = {"__init__.py", "__main__.py"}


def module_name(path: Path, package: Path) -> str:
    parts = list(path.relative_to(package.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, package: Path, modules: set[str]) -> set[str]:
    """The package's modules `path` imports: at its top, in a function, or for the type
    checker only (under `if TYPE_CHECKING:`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    me = module_name(path, package)
    here = me if path.name == "__init__.py" else me.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = here.split(".")[: len(here.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for name in names:
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name and name != me and name != package.name:
                found.add(name)
    return found


def import_graph(package: Path) -> dict[str, set[str]]:
    paths = sorted(package.rglob("*.py"))
    modules = {module_name(p, package) for p in paths}
    return {module_name(p, package): imports_of(p, package, modules) for p in paths}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    floor = {room: level for level, rooms in enumerate(LAYERS) for room in rooms}
    wrong = []
    for module, targets in sorted(graph.items()):
        room = module.split(".")[1] if "." in module else ""
        for target in sorted(targets):
            other = target.split(".")[1] if "." in target else ""
            if room in floor and other in floor and floor[other] > floor[room]:
                wrong.append(f"{module} -> {target}")
    return wrong


def test_no_import_circle_anywhere() -> None:
    assert circles(import_graph(PACKAGE)) == []


def test_the_circle_check_can_fail(tmp_path: Path) -> None:
    """A circle hidden in a function is found, and so is one made under TYPE_CHECKING."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg import b\n")
    (package / "b.py").write_text("def f():\n    from pkg.a import x\n")
    (package / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.d import Thing\n"
    )
    (package / "d.py").write_text("from . import c\n")
    (package / "e.py").write_text("import pkg.a\n")  # into a circle, not part of one
    assert circles(import_graph(package)) == [["pkg.a", "pkg.b"], ["pkg.c", "pkg.d"]]


def test_a_deliberate_circle_in_the_package_is_caught() -> None:
    """The real graph with one arrow added back up (rules.py taking the contract's checker
    again, as before issue 44) fails the check."""
    graph = import_graph(PACKAGE)
    graph["tabletop.engine.parts"] = {*graph["tabletop.engine.parts"], "tabletop.engine.rules"}
    assert circles(graph) == [
        ["tabletop.engine.parts", "tabletop.engine.rules"],
    ]


def test_the_circle_finder_on_a_tiny_graph() -> None:
    """Tarjan's groups: a loop of three, a pair, a self-import (no circle) and a tail."""
    graph = {
        "a": {"b"},
        "b": {"c"},
        "c": {"a", "d"},
        "d": {"e"},
        "e": {"d"},
        "f": {"f", "a"},
        "g": set(),
    }
    assert circles(graph) == [["d", "e"], ["a", "b", "c"]]
    assert circles({"x": {"y"}, "y": set()}) == []


def test_rooms_import_only_downward() -> None:
    assert upward_imports(import_graph(PACKAGE)) == []


def test_every_room_is_on_a_floor() -> None:
    rooms = {p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert rooms == {room for floor in LAYERS for room in floor}


def test_no_loose_modules_at_the_top_of_the_package() -> None:
    loose = {p.name for p in PACKAGE.glob("*.py")} - TOP_LEVEL
    assert loose == set(), "put each in the room of its job (cli/, bench/, console/, ...)"


def test_games_pause_one_way() -> None:
    """Issue 44: a game pauses for a choice with `Runner.wait` only (the engine's flow): no game
    asks the context directly or raises the flow's Wait itself."""
    import re

    found = []
    for path in sorted((PACKAGE / "games").rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\bctx\.ask\(|raise Wait\b|import .*\bWait\b", line):
                found.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    assert found == []


#: docs/game-kit.md, "One package shape": the modules every game of the five books has
PACKAGE_SHAPE = [
    "rules.py",
    "flow.py",
    "options.py",
    "moves.py",
    "settings.py",
    "runtime.py",
    "board.py",
    "cards.py",
    "facts.py",
    "deck.py",
    "faces.py",
    "words.py",
    "bot.py",
    "layout.yaml",
    "RULES.md",
]
BOOK_GAMES = ("clash", "coe", "empyrean", "eoc", "ucg")


def test_every_book_game_has_the_one_package_shape() -> None:
    for game in BOOK_GAMES:
        folder = PACKAGE / "games" / game
        missing = [name for name in PACKAGE_SHAPE if not (folder / name).is_file()]
        assert missing == [], f"{game} lacks {missing}"
    kit = (ROOT / "docs" / "game-kit.md").read_text(encoding="utf-8")
    assert all(f"  {name}" in kit for name in PACKAGE_SHAPE)


def test_no_room_is_longer_than_its_job() -> None:
    """Issue 44: the table scene was 958 lines; its parts (ui/table/) and the scene that puts
    them together are each under 400 lines, none of their functions over 60."""
    import ast

    parts = [*sorted((PACKAGE / "ui" / "table").glob("*.py")), PACKAGE / "ui/scenes/table.py"]
    for path in parts:
        text = path.read_text(encoding="utf-8")
        assert len(text.splitlines()) <= 400, path
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef):
                size = (node.end_lineno or node.lineno) - node.lineno + 1
                assert size <= 60, f"{path.name}: {node.name} is {size} lines"


#: how a function-level import says why it is there: `# lazy: <reason>` in the comment just above
#: it (which may head a run of imports) or at the end of its last line
REASON = "# lazy:"


def bare_function_imports(source: str) -> list[int]:
    """The lines of the imports inside functions of `source` that give no reason."""
    lines = source.splitlines()
    found: list[int] = []

    def comment_above(line: int) -> str:
        """The comment of the lines just above `line` (1-based), joined, or ''."""
        said: list[str] = []
        while line > 1 and lines[line - 2].strip().startswith("#"):
            line -= 1
            said.insert(0, lines[line - 1].strip())
        return " ".join(said)

    def reasoned(node: ast.Import | ast.ImportFrom, covered: set[int]) -> bool:
        end = lines[(node.end_lineno or node.lineno) - 1]
        above = comment_above(node.lineno)
        return REASON in end or above.startswith(REASON) or node.lineno - 1 in covered

    def visit(node: ast.AST, in_function: bool, covered: set[int]) -> None:
        for child in ast.iter_child_nodes(node):
            if in_function and isinstance(child, ast.Import | ast.ImportFrom):
                if reasoned(child, covered):
                    covered.add(child.end_lineno or child.lineno)
                else:
                    found.append(child.lineno)
            inside = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
            visit(child, inside, covered)

    visit(ast.parse(source), False, set())
    return sorted(found)


def test_every_import_in_a_function_says_why() -> None:
    """Issue 44: imports inside functions only where start-up time needs them, each with its
    reason; every other import at the top of its module."""
    bare = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for line in bare_function_imports(path.read_text(encoding="utf-8")):
            bare.append(f"{path.relative_to(PACKAGE)}:{line}")
    assert bare == [], "move each to the module's top, or say why it is lazy ('# lazy: ...')"


def test_the_reason_check_fails_on_a_bare_import_in_a_function() -> None:
    source = (
        "import json\n"  # at the top: no reason needed
        "def plain():\n"
        "    import csv\n"  # bare: caught
        "    return csv\n"
        "def said():\n"
        "    # lazy: dask is a 0.4 s import only simulate needs\n"
        "    import dask\n"
        "    from distributed import Client\n"  # the run under one reason
        "    import yaml  # lazy: only a .yaml file needs it\n"
        "    # lazy: a reason said\n    # over two lines\n    import json\n"
        "    # a comment that is no reason\n    import csv\n"
        "    return dask, Client, yaml\n"
        "class Box:\n"
        "    def method(self):\n"
        "        x = 1\n"
        "        from pathlib import (\n"
        "            Path,\n"
        "        )\n"  # a bare one over three lines, after a line of code
        "        return x, Path\n"
    )
    assert bare_function_imports(source) == [3, 14, 19]
    reasoned = source.replace("import csv\n", "import csv  # lazy: rare\n")
    assert bare_function_imports(reasoned) == [19]


def test_help_imports_no_heavy_library() -> None:
    """`tabletop --help` and `import tabletop` start light: no window, no cluster, no plots."""
    import subprocess
    import sys

    heavy = ("pygame", "dask", "distributed", "matplotlib", "reportlab")
    script = (
        "import contextlib, io, sys\n"
        "import tabletop.cli.commands\n"
        "from tabletop.cli import main\n"
        "sys.argv = ['tabletop', '--help']\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n        main()\n    except SystemExit:\n        pass\n"
        "import tabletop\n"
        "tabletop.new_game\n"
        f"print(sorted(m for m in {heavy!r} if m in sys.modules))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "[]"

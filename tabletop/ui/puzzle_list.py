"""The puzzles a player can open: the shipped ones (saves/puzzles/) and the user's own folder,
each with its game, goal, difficulty and whether this player has solved it (kept in the user
data folder, `puzzles-solved.json`)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from tabletop.engine.api import load_scenario
from tabletop.engine.atomic import write_json_atomic
from tabletop.engine.errors import TabletopError
from tabletop.engine.paths import examples_dir, user_dir

#: the most solved marks the file keeps (a bounded read of a file the user may edit)
MAX_MARKS = 10_000


def puzzles_dir() -> Path:
    """The user's own puzzles: `puzzles/` in the user data folder."""
    return user_dir() / "puzzles"


def marks_path() -> Path:
    return user_dir() / "puzzles-solved.json"


@dataclass(frozen=True)
class PuzzleEntry:
    path: Path
    where: str  # "puzzles" (shipped) or "yours"
    title: str
    game: str  # the game's title ("?" when the file does not load)
    goal: str  # the goal in words, or why the file does not load
    difficulty: int | None = None  # 1 to 3
    description: str = ""

    @property
    def key(self) -> str:
        """The puzzle's name in the solved marks: `empyrean/blind-them` for a shipped one,
        the file's path for the player's own."""
        shipped = examples_dir() / "puzzles"
        try:
            return self.path.relative_to(shipped).with_suffix("").as_posix()
        except ValueError:
            return str(self.path)


def _entry(path: Path, where: str) -> PuzzleEntry | None:
    """The menu's entry for a file, or None for a sandbox (`sandbox: true`: a position the
    rules cannot reach is never offered as a puzzle)."""
    try:
        game = load_scenario(path)
    except (TabletopError, ValueError, OSError) as exc:
        return PuzzleEntry(path, where, path.stem, "?", f"does not load: {exc}")
    scenario = game.scenario or {}
    if scenario.get("sandbox"):
        return None
    goal = game.goal
    words = goal.words(game.config.names) if goal else "no goal: a plain scenario"
    if goal is not None and not goal.hint:
        words += " (no hints)"
    title = str(scenario.get("title") or path.stem)
    said = str(scenario.get("description") or "")
    level = goal.difficulty if goal is not None else None
    return PuzzleEntry(path, where, title, game.rules.title, words, level, said)


def list_puzzles() -> list[PuzzleEntry]:
    """The shipped puzzles (by game, then name), then the user's own."""
    out: list[PuzzleEntry] = []
    for folder, where in ((examples_dir() / "puzzles", "puzzles"), (puzzles_dir(), "yours")):
        if folder.is_dir():
            paths = sorted(p for p in folder.rglob("*") if p.suffix.lower() in (".yaml", ".yml"))
            entries = (_entry(path, where) for path in paths if path.is_file())
            out += [entry for entry in entries if entry is not None]
    return out


def entry_for(path: Path) -> PuzzleEntry | None:
    """The listed puzzle that is this file, if it is one."""
    return next((e for e in list_puzzles() if e.path.resolve() == path.resolve()), None)


def next_after(entry: PuzzleEntry, entries: list[PuzzleEntry]) -> PuzzleEntry | None:
    """The puzzle after `entry` in the menu's order (the first one after the last)."""
    paths = [e.path for e in entries]
    if entry.path not in paths or len(entries) < 2:
        return None
    return entries[(paths.index(entry.path) + 1) % len(entries)]


def solved() -> set[str]:
    """The keys of the puzzles this player has solved (a missing or damaged file: none)."""
    try:
        data = json.loads(marks_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    if not isinstance(data, list):
        return set()
    return {key for key in data[:MAX_MARKS] if isinstance(key, str)}


def mark_solved(entry: PuzzleEntry) -> str | None:
    """Keep the mark (written atomically); the reason in words when it cannot be written."""
    keys = solved() | {entry.key}
    try:
        marks_path().parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(marks_path(), sorted(keys))
    except (OSError, ValueError) as exc:
        return f"The solved mark could not be kept: {exc}"
    return None

"""Opening a simulation's report.html in a browser, and saying truthfully what happened: where
the report is, always, and whether a browser opened.

On Linux with a display, the desktop's opener (`xdg-open`, else `gio open`) is run and waited
for (on a thread, up to OPEN_WAIT_S): its exit status says whether the file was handed to a
browser, and its first line of error is shown when not ("gio: ... Failed to find default
application"). Elsewhere the standard library's `webbrowser` is asked: it answers from the
system's own opener on macOS and Windows; on Linux without a display it can only say whether it
started something, so the note says it asked. A `webbrowser.open` put in the standard one's
place (by an app embedding the table, or a test) is always the one asked."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import webbrowser
from collections.abc import Callable
from pathlib import Path

#: seconds the desktop's opener may take to hand the file over
OPEN_WAIT_S = 10.0
#: openers tried, in order, on Linux with a display
OPENERS: tuple[tuple[str, ...], ...] = (("xdg-open",), ("gio", "open"))


def opened(path: Path) -> str:
    return f"Opened in the browser: {path}"


def not_opened(path: Path, why: str) -> str:
    """The path before the reason: a line cut to the window's width keeps the path."""
    return f"No browser opened: the report is at {path} ({why})"


def asked(path: Path) -> str:
    return f"Asked for a browser (if none opened, open the report yourself): {path}"


def _standard(opener: object) -> bool:
    """Is `webbrowser.open` the standard library's? An app or a test that put its own in its
    place is asked instead of the desktop's opener."""
    return getattr(opener, "__module__", None) == "webbrowser"


def desktop_opener() -> tuple[str, ...] | None:
    """The desktop's opener on Linux with a display, else None."""
    if not sys.platform.startswith("linux"):
        return None
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return None
    for command in OPENERS:
        found = shutil.which(command[0])
        if found:
            return (found, *command[1:])
    return None


def run_opener(command: tuple[str, ...], path: Path) -> str:
    """Run the opener on the report and wait for its verdict: the note to show."""
    try:
        done = subprocess.run(
            [*command, path.resolve().as_uri()],
            capture_output=True,
            text=True,
            timeout=OPEN_WAIT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return asked(path)
    except OSError as exc:
        return not_opened(path, f"{Path(command[0]).name}: {exc.strerror or exc}")
    if done.returncode == 0:
        return opened(path)
    lines = [line.strip() for line in (done.stderr or "").splitlines() if line.strip()]
    why = lines[0] if lines else f"exit status {done.returncode}"
    return not_opened(path, f"{Path(command[0]).name}: {why[:120]}")


def open_report(path: Path, tell: Callable[[str], None]) -> str:
    """Open `path` in a browser. Returns the note to show now; with the desktop's opener,
    `tell(note)` gives its verdict later, from a thread (the window keeps drawing)."""
    command = desktop_opener() if _standard(webbrowser.open) else None
    if command is not None:
        thread = threading.Thread(
            target=lambda: tell(run_opener(command, path)), name="open-report", daemon=True
        )
        thread.start()
        return f"Opening the report in the browser: {path}"
    try:
        started = webbrowser.open(path.resolve().as_uri())
    except (webbrowser.Error, OSError) as exc:
        return not_opened(path, str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
    if not started:
        return not_opened(path, "no browser found")
    if sys.platform == "darwin" or sys.platform.startswith("win"):
        return opened(path)  # the system's opener answered
    return asked(path)

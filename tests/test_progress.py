"""Progress on stderr (issue 11): one plain line per step when stderr is not a terminal, a rich
progress bar when it is; never `\\r`-joined steps in a log."""

from __future__ import annotations

import io

from tabletop.console.progress import progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_not_a_terminal_gets_one_line_per_step() -> None:
    err = io.StringIO()
    with progress("printing page", err) as tracker:
        for done in range(1, 4):
            tracker.count(done, 3)
        tracker.stage("backs")
    assert err.getvalue().splitlines() == [
        "printing page 1/3",
        "printing page 2/3",
        "printing page 3/3",
        "printing page: backs...",
    ]
    assert "\r" not in err.getvalue()


def test_a_terminal_gets_a_progress_bar() -> None:
    err = Terminal()
    with progress("printing page", err) as tracker:
        for done in range(1, 4):
            tracker.count(done, 3)
    out = err.getvalue()
    assert "\x1b[" in out  # drawn by rich, with terminal control codes
    assert "3/3" in out and "printing page" in out

"""Issue 33: "Open report" said "Opened in the browser" when no browser could open (the terminal
showed a gio error), and the line with the report's path was replaced. The note now always
holds the path and says whether a browser opened, from the opener's own exit status."""

from __future__ import annotations

import stat
import sys
import threading
import webbrowser
from pathlib import Path

import pytest

from tabletop.sim import open_report as opening

GIO_ERROR = (
    "gio: file:///tmp/report.html: Failed to find default application for content type 'text/html'"
)


def _opener(folder: Path, status: int, stderr: str = "") -> Path:
    """A stand-in for xdg-open: prints `stderr` and exits with `status`."""
    script = folder / f"opener-{status}"
    script.write_text(f'#!/bin/sh\necho "{stderr}" >&2\nexit {status}\n')
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


needs_sh = pytest.mark.skipif(sys.platform.startswith("win"), reason="a shell script opener")


@needs_sh
def test_an_opener_that_fails_says_so_and_keeps_the_path(tmp_path: Path) -> None:
    report = tmp_path / "report.html"
    note = opening.run_opener((str(_opener(tmp_path, 2, GIO_ERROR)),), report)
    assert note.startswith(f"No browser opened: the report is at {report} (opener-2: gio: ")
    assert "Failed to find default application" in note


@needs_sh
def test_an_opener_that_succeeds_says_opened_with_the_path(tmp_path: Path) -> None:
    report = tmp_path / "report.html"
    assert opening.run_opener((str(_opener(tmp_path, 0)),), report) == (
        f"Opened in the browser: {report}"
    )
    missing = opening.run_opener((str(tmp_path / "no-such-opener"),), report)
    assert missing.startswith(f"No browser opened: the report is at {report} (no-such-opener: ")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the desktop opener is Linux's")
def test_with_a_display_the_desktops_opener_gives_the_verdict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = tmp_path / "report.html"
    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.setattr(opening, "OPENERS", ((str(_opener(tmp_path, 4, GIO_ERROR)),),))
    told: list[str] = []
    heard = threading.Event()

    def tell(note: str) -> None:
        told.append(note)
        heard.set()

    now = opening.open_report(report, tell)
    assert now == f"Opening the report in the browser: {report}"
    assert heard.wait(10)
    assert told[0].startswith(f"No browser opened: the report is at {report} (opener-4: gio:")


@pytest.mark.parametrize(
    ("answer", "platform", "note"),
    [
        (False, "linux", "No browser opened: the report is at {path} (no browser found)"),
        (True, "linux", "Asked for a browser (if none opened, open the report yourself): {path}"),
        (True, "darwin", "Opened in the browser: {path}"),
    ],
)
def test_without_a_desktop_opener_webbrowser_is_asked_and_the_path_kept(
    answer: bool,
    platform: str,
    note: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    report = tmp_path / "report.html"
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(sys, "platform", platform)
    asked: list[str] = []

    def browser(url: str) -> bool:
        asked.append(url)
        return answer

    monkeypatch.setattr(webbrowser, "open", browser)
    assert opening.open_report(report, lambda note: None) == note.format(path=report)
    assert asked == [report.resolve().as_uri()]

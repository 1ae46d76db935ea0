"""Python run from the folder that holds a clone named `tabletop` (issue 34, item 9): there
`tabletop` is a namespace package (the clone's top folder) and, with an editable install, the
package's modules still load from the clone; finding the shipped data through
importlib.resources raised a MultiplexedPath TypeError. The command line works from there."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import tabletop.engine.paths

CLONE = Path(tabletop.engine.paths.__file__).resolve().parents[2]


@pytest.fixture
def beside_the_clone(tmp_path: Path) -> Path:
    """A folder holding the checkout under the name `tabletop`."""
    try:
        (tmp_path / "tabletop").symlink_to(CLONE, target_is_directory=True)
    except OSError:
        pytest.skip("no symbolic links here")
    return tmp_path


def _python(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], cwd=folder, capture_output=True, text=True, timeout=120
    )


def test_the_shipped_data_is_found_beside_a_clone_named_tabletop(beside_the_clone: Path) -> None:
    code = (
        "from tabletop.engine.paths import shipped_dir\n"
        "print(shipped_dir('cardsets').is_dir(), shipped_dir('saves').is_dir())\n"
    )
    result = _python(beside_the_clone, "-c", code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "True"]


def test_the_command_line_runs_beside_a_clone_named_tabletop(
    beside_the_clone: Path, private_home: Path
) -> None:
    result = _python(beside_the_clone, "-m", "tabletop", "validate", "tally")
    assert result.returncode == 0, result.stderr
    assert "ok   cardset tally" in result.stdout
    shot = private_home / "t.png"
    result = _python(beside_the_clone, "-m", "tabletop", "play", "tally", "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"wrote {shot}\n"  # pygame's greeting is hidden there too
    assert shot.read_bytes().startswith(b"\x89PNG")

"""Issue 34: the real-window tour. Under Xvfb, with real X events from xdotool (real mouse
moves, drags, clicks and keys into the real pygame window of `tabletop`), each of the five
games is started from the title menu through New game with its defaults; a turn is played by
mouse and one by keys; the game is saved, played on and loaded again; the deck builder and the
simulate scene are opened. What the window then shows is checked: a drag played the move it
meant, the save file holds the table's game and loads, the game loaded is the one saved.

Runs where Xvfb and xdotool are installed (`.ci/run` installs them); skipped, saying so,
elsewhere. Screenshots go to $TABLETOP_XTOUR_SHOTS when set, else to the test's temporary
folder (tools/xvfb_tour.py --docs makes the docs' pictures). A longer tour (two rounds of each
game, a simulation played to its report in each) is behind the `soak` marker.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.ui.xtour import GAMES, Tour
from tests.ui.xwindow import ROOT, AppWindow, Xvfb, missing_tools

MISSING = missing_tools()
needs_x = pytest.mark.skipif(
    bool(MISSING),
    reason=(
        f"the real-window tour needs {' and '.join(MISSING)} "
        "(apt-get install -y xvfb xdotool; .ci/run installs them)"
    ),
)
#: the most the default tour may take, start to end (it takes about a minute on 2 cores);
#: past it every step still waiting fails at once
TOUR_SECONDS = 150.0


@pytest.fixture(scope="module")
def tour(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Tour]:
    base = tmp_path_factory.mktemp("xtour")
    shots = Path(os.environ.get("TABLETOP_XTOUR_SHOTS") or base / "shots")
    server = Xvfb()
    window: AppWindow | None = None
    try:
        window = AppWindow(server.display, base / "home", base / "logs")
        window.ends_at = time.monotonic() + TOUR_SECONDS
        yield Tour(window, shots)
    finally:
        if window is not None:
            window.close()
        server.close()


@needs_x
def test_the_first_start_opens_the_default_game_and_the_menu_leads_to_the_title(
    tour: Tour,
) -> None:
    """`tabletop` on a first start (no autosave): the default game's table, in a real window
    of the size in the settings; Esc, Title menu, Leave: the title menu."""
    state = tour.window.state()
    assert state["top"] == "TableScene" and state["table"]["game"] == "empyrean"
    assert state["size"] == [1600, 900]
    tour.shot("first-start")
    state = tour.to_title()
    assert [w["label"] for w in state["widgets"]][:2] == ["New game", "Continue"]
    tour.shot("title-menu")


@needs_x
@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_from_the_title_menu_by_mouse_and_keys(tour: Tour, game_id: str) -> None:
    done = tour.play(game_id)
    assert done["mouse"] >= 2 and done["keys"] >= 1


@needs_x
def test_one_simulation_played_to_its_report_from_the_table(tour: Tour) -> None:
    """Simulate these decks… with one game per seat order typed in: the run ends with its
    report, the window live all along."""
    tour.new_game("clash")
    tour.simulate("clash", games=1)


@needs_x
def test_the_app_and_its_workers_end_with_the_tour(tour: Tour) -> None:
    """The app, its computer player's worker and the simulation's workers share the app's
    process group: closing the tour leaves none of them."""
    assert tour.window.alive
    tour.window.close()
    assert not tour.window.alive


def test_the_tour_plays_every_game_tabletop_games_lists() -> None:
    from tabletop.engine.api import games

    assert sorted(GAMES) == sorted(info.id for info in games())


def test_ci_installs_the_x_tools_and_runs_the_readmes_test_command() -> None:
    """.ci/run installs Xvfb and xdotool when missing, and its last line is the README's test
    command, exactly."""
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert run[-1] in readme.splitlines()
    assert run[-1].endswith(".venv/bin/python -m pytest")
    installs = [line for line in run if "apt-get install" in line]
    assert installs and "xvfb" in installs[0] and "xdotool" in installs[0]


@needs_x
@pytest.mark.soak
@pytest.mark.parametrize("game_id", GAMES)
def test_soak_a_longer_tour_with_a_simulation_in_every_game(tmp_path: Path, game_id: str) -> None:
    """Each game twice (Empyrean the second time with 3 players), the computer at the fast
    pace (its banners shown), a simulation to its report each time."""
    server = Xvfb()
    window: AppWindow | None = None
    try:
        home, logs = tmp_path / "home", tmp_path / "logs"
        window = AppWindow(server.display, home, logs, settings={"computer_speed": "fast"})
        tour = Tour(window, tmp_path / "shots")
        tour.play(game_id, simulate_games=1)
        tour.play(game_id, simulate_games=1, players=3 if game_id == "empyrean" else None)
    finally:
        if window is not None:
            window.close()
        server.close()

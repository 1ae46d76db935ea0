"""A few turns of each game in a real window under Xvfb, played with real mouse events
(xdotool), with a screenshot after each move. Not part of the test suite.

    apt-get install -y xvfb xdotool
    .venv/bin/python tools/xvfb_tour.py [OUTDIR] [MOVES]

Screenshots go to OUTDIR (default: xvfb-shots/), `<game><players>p-NN.png`: EoC and Battle for
Empyrean at 1600x900, and 3-player Empyrean at the smallest window, 1280x720. Before the shot
after a move the mouse rests off the table (the hover copy is a magnifier, not the layout).
Look at them: no cut text, no overlap.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DISPLAY = ":77"
GAMES = (("eoc", 3, 2, "1600x900"), ("empyrean", 21, 2, "1600x900"), ("empyrean", 5, 3, "1280x720"))


def xdo(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True, env={**os.environ, "DISPLAY": DISPLAY})


def window(pid: int) -> str:
    for _ in range(100):
        found = subprocess.run(
            ["xdotool", "search", "--pid", str(pid)],
            capture_output=True,
            text=True,
            env={**os.environ, "DISPLAY": DISPLAY},
        ).stdout.split()
        if found:
            return found[0]
        time.sleep(0.1)
    raise SystemExit("the window did not open")


def perform(win: str, move: dict[str, list[int] | list[list[int]]]) -> None:
    """A real mouse gesture, in window coordinates."""

    def at(point: list[int]) -> None:
        xdo("mousemove", "--window", win, str(point[0]), str(point[1]))

    if "drag" in move:
        start, end = move["drag"]
        assert isinstance(start, list) and isinstance(end, list)
        at(start)
        xdo("mousedown", "1")
        for n in range(1, 9):
            at([start[0] + (end[0] - start[0]) * n // 8, start[1] + (end[1] - start[1]) * n // 8])
            time.sleep(0.02)
        xdo("mouseup", "1")
    elif "double" in move:
        point = move["double"]
        at(point)  # type: ignore[arg-type]
        xdo("click", "--repeat", "2", "--delay", "80", "1")
    else:
        at(move["click"])  # type: ignore[arg-type]
        xdo("click", "1")


def tour(game: str, seed: int, out: Path, moves: int, players: int, size: str) -> None:
    state_file = out / "moves.json"
    state_file.unlink(missing_ok=True)
    env = {**os.environ, "DISPLAY": DISPLAY, "SDL_VIDEODRIVER": "x11", "TABLETOP_HOME": str(out)}
    app = subprocess.Popen(
        [
            sys.executable,
            str(ROOT / "tools" / "xvfb_app.py"),
            *(game, str(seed), str(out), str(players), size),
        ],
        env=env,
    )
    width = int(size.split("x")[0])
    try:
        win = window(app.pid)
        pick = random.Random(seed)
        seen = -2
        for _ in range(moves):
            deadline = time.time() + 60
            while time.time() < deadline:
                if state_file.exists():
                    state = json.loads(state_file.read_text() or "{}")
                    if state.get("over") or state.get("version") != seen:
                        break
                time.sleep(0.2)
            if state.get("over") or not state.get("moves"):
                break
            seen = state["version"]
            xdo("key", "--window", win, "F12")  # the table before the move
            time.sleep(0.3)
            perform(win, pick.choice(state["moves"]))
            time.sleep(0.5)
            xdo("mousemove", "--window", win, str(width - 3), "60")  # off the cards
            time.sleep(0.2)
            xdo("key", "--window", win, "F12")  # and after it (banners, menus)
            time.sleep(0.3)
    finally:
        app.terminate()
        app.wait(timeout=10)


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "xvfb-shots").resolve()
    moves = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    out.mkdir(parents=True, exist_ok=True)
    xvfb = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", "1600x900x24", "-nolisten", "tcp"])
    try:
        time.sleep(1.0)
        for game, seed, players, size in GAMES:
            tour(game, seed, out, moves, players, size)
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)
    print(f"screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

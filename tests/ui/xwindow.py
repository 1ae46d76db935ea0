"""A real X window for tests: Xvfb, the app in it (tests/ui/xwindow_app.py: `tabletop` as a
player starts it, with a reporter that says what is on screen), real mouse and keys from
xdotool, and screenshots of the X screen itself.

Every process started here is ended here, by its id: the app runs in a process group of its
own (its computer player and simulation workers with it), ended as a group; Xvfb by its pid.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
APP = Path(__file__).with_name("xwindow_app.py")
TOOLS = ("Xvfb", "xdotool")
SIZE = (1600, 900)

State = dict[str, Any]
Point = tuple[int, int]


def missing_tools() -> list[str]:
    """The X tools this machine lacks (apt-get install -y xvfb xdotool)."""
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def center(rect: Sequence[int]) -> Point:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


class Xvfb:
    """A virtual X server on a display number it picks itself (-displayfd): free on any
    machine, whatever else runs there."""

    def __init__(self, size: tuple[int, int] = SIZE, timeout: float = 15.0) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24"]
            + ["-nolisten", "tcp", "-noreset"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        try:
            number = b""
            deadline = time.monotonic() + timeout
            while not number.endswith(b"\n"):
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([read], [], [], left)[0]:
                    raise RuntimeError("Xvfb did not start (no display number)")
                chunk = os.read(read, 16)
                if not chunk:
                    raise RuntimeError("Xvfb stopped before it named its display")
                number += chunk
        except BaseException:
            self.close()
            raise
        finally:
            os.close(read)
        self.display = f":{int(number)}"

    def close(self) -> None:
        _end(self.process)


def _end(process: subprocess.Popen[bytes], group: bool = False) -> None:
    """End `process` (with `group`: its whole process group) by its id: asked first, then
    killed."""

    def send(sig: signal.Signals) -> None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            if group:
                os.killpg(process.pid, sig)
            else:
                process.send_signal(sig)

    send(signal.SIGTERM)
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        send(signal.SIGKILL)
        process.wait(timeout=5)
    if group:  # the workers the app left (they share its group) go too
        deadline = time.monotonic() + 3
        while group_alive(process.pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        send(signal.SIGKILL)


def group_alive(pgid: int) -> bool:
    """Whether any process of process group `pgid` is still running (zombies do not count)."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid and fields[0] != "Z":
            return True
    return False


class AppWindow:
    """The app in a real window on `display`, driven by real X events."""

    def __init__(
        self,
        display: str,
        home: Path,
        logs: Path,
        args: Sequence[str] = (),
        size: tuple[int, int] = SIZE,
        settings: dict[str, Any] | None = None,
    ) -> None:
        self.display = display
        self.home = home
        home.mkdir(parents=True, exist_ok=True)
        logs.mkdir(parents=True, exist_ok=True)
        chosen = {
            "width": size[0],
            "height": size[1],
            "animation": "off",
            "computer_speed": "instant",
        }
        (home / "settings.json").write_text(json.dumps({**chosen, **(settings or {})}))
        self.state_file = logs / "window-state.json"
        self.state_file.unlink(missing_ok=True)
        self.log_file = logs / "app.log"
        self.env = {
            **os.environ,
            "DISPLAY": display,
            "SDL_VIDEODRIVER": "x11",
            "SDL_AUDIODRIVER": "dummy",
            "TABLETOP_HOME": str(home),
        }
        with self.log_file.open("wb") as log:
            self.process = subprocess.Popen(
                [sys.executable, str(APP), str(self.state_file), *args],
                cwd=ROOT,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # its own process group: the workers end with it
            )
        self.window = ""
        #: time.monotonic() after which every wait fails at once (a bound on a whole tour)
        self.ends_at: float | None = None
        try:
            self.wait(lambda s: s.get("top") is not None, "the window to open", 30)
            self.window = self._find_window()
            self.xdo("windowfocus", self.window)
        except BaseException:
            self.close()
            raise

    # --- reading what the window shows ------------------------------------------------------
    def state(self) -> State:
        for _ in range(20):
            try:
                found: State = json.loads(self.state_file.read_text(encoding="utf-8"))
                return found
            except FileNotFoundError:
                return {}
            except ValueError:
                time.sleep(0.01)
        return {}

    def wait(self, done: Callable[[State], bool], what: str, timeout: float = 20.0) -> State:
        """The window's state once `done` holds; fails after `timeout` s saying what it waited
        for, what the window showed and the end of the app's log."""
        deadline = time.monotonic() + timeout
        if self.ends_at is not None and self.ends_at < deadline:
            deadline = self.ends_at
            what += " (the time the whole tour may take is up)"
        while True:
            state = self.state()
            if state and done(state):
                return state
            if self.process.poll() is not None:
                raise AssertionError(f"the app exited while waiting for {what}\n{self.log()}")
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"waited {timeout:.0f} s for {what}; the window showed "
                    f"{summary(state)}\n{self.log()}"
                )
            time.sleep(0.03)

    def log(self) -> str:
        try:
            lines = self.log_file.read_text(errors="replace").splitlines()
        except OSError:
            return ""
        return "app log:\n" + "\n".join(lines[-25:]) if lines else "(the app logged nothing)"

    def _find_window(self) -> str:
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                capture_output=True,
                text=True,
                env=self.env,
                check=False,
            ).stdout.split()
            if found:
                return found[0]
            time.sleep(0.1)
        raise AssertionError(f"no X window of the app's pid\n{self.log()}")

    # --- real input ---------------------------------------------------------------------------
    def xdo(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=20)

    def _to(self, point: Point) -> list[str]:
        return ["mousemove", "--window", self.window, str(point[0]), str(point[1])]

    def move(self, point: Point) -> None:
        self.xdo(*self._to(point))

    def click(self, point: Point, button: int = 1) -> None:
        # the motion first, as a hand makes it (one xdotool run: no process between them)
        self.xdo(*self._to(point), "sleep", "0.05", "click", str(button))

    def double_click(self, point: Point) -> None:
        self.xdo(*self._to(point), "sleep", "0.05", "click", "--repeat", "2", "--delay", "90", "1")

    def drag(self, start: Point, end: Point, steps: int = 10) -> None:
        """Press on `start`, move through the way there, let go on `end`."""
        gesture = [*self._to(start), "sleep", "0.05", "mousedown", "1"]
        for n in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * n // steps
            y = start[1] + (end[1] - start[1]) * n // steps
            gesture += [*self._to((x, y)), "sleep", "0.02"]
        self.xdo(*gesture, "sleep", "0.05", "mouseup", "1")

    def rest_mouse(self) -> None:
        """The mouse off the cards (the top bar's right end): keys go to the window, and no
        card is hovered (the hover copy is a magnifier, not the table)."""
        self.move((SIZE[0] - 4, 14))

    def key(self, *keys: str) -> None:
        """Real key presses (XTEST), e.g. "Tab", "Return", "ctrl+s"."""
        for name in keys:
            self.xdo("key", "--clearmodifiers", name)
            time.sleep(0.03)

    def type(self, text: str) -> None:
        self.xdo("type", "--delay", "30", text)

    # --- pictures -----------------------------------------------------------------------------
    def shot(self, path: Path, fine: bool = False) -> Path:
        """The window as the X server shows it (not the app's own surface); `fine`: the
        smallest file (slower), for the docs."""
        from PIL import ImageGrab

        path.parent.mkdir(parents=True, exist_ok=True)
        screen = ImageGrab.grab(xdisplay=self.display)
        geometry = subprocess.run(
            ["xdotool", "getwindowgeometry", "--shell", self.window],
            capture_output=True,
            text=True,
            env=self.env,
            check=True,
        ).stdout
        values = dict(line.split("=", 1) for line in geometry.split() if "=" in line)
        x, y = int(values["X"]), int(values["Y"])
        box = (x, y, x + int(values["WIDTH"]), y + int(values["HEIGHT"]))
        if fine:
            screen.crop(box).save(path, optimize=True)
        else:
            screen.crop(box).save(path, compress_level=1)
        return path

    # --- the end ------------------------------------------------------------------------------
    def close(self) -> None:
        _end(self.process, group=True)

    @property
    def alive(self) -> bool:
        return group_alive(self.process.pid)


def summary(state: State) -> str:
    """A few words of what the window showed (for a failure's message)."""
    if not state:
        return "nothing yet"
    table = state.get("table") or {}
    parts = [f"scenes {state.get('scenes')}"]
    if table:
        keys: tuple[str, ...] = (
            "game",
            "prompt",
            "to_act",
            "viewer",
            "decisions",
            "message",
            "settled",
        )
        keys += ("banner", "animating", "thinking", "focus", "picked")
        parts.append("table " + ", ".join(f"{k}={table.get(k)!r}" for k in keys))
        parts.append(f"buttons {[b['label'] for b in table.get('buttons', [])]}")
    parts.append(f"widgets {[w['label'] for w in state.get('widgets', [])]}")
    for name in ("new_game", "deck_builder", "simulate", "menu"):
        if name in state:
            shown = {k: v for k, v in state[name].items() if k not in ("pool", "deck")}
            parts.append(f"{name} {shown}")
    return "; ".join(parts)

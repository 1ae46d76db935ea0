"""Whether a window can open here, asked before pygame tries: on a machine with no display
SDL prints only its own words ("XDG_RUNTIME_DIR ...") and the app would run with no window."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

#: what SDL reads to find a display on Linux and the BSDs
DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY")
#: systems whose display SDL finds without an environment variable
OWN_DISPLAY_PLATFORMS = ("win32", "cygwin", "darwin")

NO_DISPLAY = (
    "no display found ({names} are not set, nor SDL_VIDEODRIVER): "
    "for a picture of the table instead, run tabletop play GAME --screenshot out.png"
)


def missing_display(
    environ: Mapping[str, str] | None = None, platform: str | None = None
) -> str | None:
    """One line saying no display was found and how to get a screenshot instead, or None when
    a window can be tried (a display is named, the system has its own, or SDL_VIDEODRIVER
    names a driver: the person chose)."""
    env = os.environ if environ is None else environ
    system = sys.platform if platform is None else platform
    if system.startswith(OWN_DISPLAY_PLATFORMS):
        return None
    if env.get("SDL_VIDEODRIVER") or any(env.get(name) for name in DISPLAY_VARIABLES):
        return None
    return NO_DISPLAY.format(names=" and ".join(DISPLAY_VARIABLES))

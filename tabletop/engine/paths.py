"""Where Tabletop's files are: the user's (platformdirs' user data folder for the app;
TABLETOP_HOME overrides it, for tests and portable installs) and the shipped data (cardsets,
assets, example saves: inside the installed package, or at the top of a checkout).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Tabletop"


def user_dir() -> Path:
    override = os.environ.get("TABLETOP_HOME")
    base = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
    return base


def cache_dir() -> Path:
    """What can be made again from other files (parsed card files): platformdirs' user cache
    folder, or `.cache/` in TABLETOP_HOME: hidden, as `tabletop validate` skips hidden folders."""
    override = os.environ.get("TABLETOP_HOME")
    if override:
        return Path(override) / ".cache"
    return Path(platformdirs.user_cache_dir(APP_NAME, False))


def saves_dir() -> Path:
    return user_dir() / "saves"


def scenarios_dir() -> Path:
    return user_dir() / "scenarios"


def autosave_path() -> Path:
    return user_dir() / "autosave.json"


def settings_path() -> Path:
    return user_dir() / "settings.json"


def repo_root() -> Path:
    """The checkout the package runs from, if it runs from one (cardsets/, assets/ and saves/
    live there). In an installed wheel this is site-packages: use `shipped_dir` for data."""
    return Path(__file__).resolve().parents[2]


#: the folders of the repository that a wheel carries under tabletop/_data/ (see setup.py)
SHIPPED = ("cardsets", "assets", "saves")


def package_dir() -> Path:
    """The folder of the package this code runs from. Found from this file, not through
    importlib.resources: a folder named `tabletop` in the working folder (the folder holding a
    clone) makes `tabletop` a namespace package there, and its resources a MultiplexedPath."""
    return Path(__file__).resolve().parents[1]


def shipped_dir(name: str) -> Path:
    """A folder of shipped data ("cardsets", "assets" or "saves"): the copy inside the installed
    package (tabletop/_data/NAME), else the checkout's NAME/. The path may not exist (a
    checkout without it); callers say what they looked for."""
    if name not in SHIPPED:
        raise ValueError(f"no shipped folder {name!r} (one of {', '.join(SHIPPED)})")
    packaged = package_dir() / "_data" / name
    if packaged.is_dir():
        return packaged
    return repo_root() / name


def examples_dir() -> Path:
    """The example saves and scenarios that come with Tabletop."""
    return shipped_dir("saves")

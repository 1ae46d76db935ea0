"""Where Tabletop keeps the user's files: platformdirs' user data folder for the app.

TABLETOP_HOME overrides it (tests, portable installs).
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


def saves_dir() -> Path:
    return user_dir() / "saves"


def scenarios_dir() -> Path:
    return user_dir() / "scenarios"


def autosave_path() -> Path:
    return user_dir() / "autosave.json"


def settings_path() -> Path:
    return user_dir() / "settings.json"


def repo_root() -> Path:
    """The checkout the package runs from (cardsets/, assets/ and saves/ live there)."""
    return Path(__file__).resolve().parents[2]

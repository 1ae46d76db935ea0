"""Where the shipped assets (fonts, art) live.

In a checkout (an editable install) ``assets/`` sits at the repository root next to the
``tabletop`` package; a wheel carries a copy inside the package (see ``tabletop.engine.paths``).
``TABLETOP_ASSETS`` overrides the location (a designer's own art folder).
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from tabletop.engine.paths import shipped_dir

ART_EXTENSIONS = (".png", ".jpg", ".jpeg")


class AssetError(RuntimeError):
    """A required asset (font, folder) is missing."""


@cache
def assets_dir() -> Path:
    """The assets folder: ``$TABLETOP_ASSETS`` if set, else the shipped one."""
    override = os.environ.get("TABLETOP_ASSETS")
    candidates = [Path(override)] if override else []
    candidates.append(shipped_dir("assets"))
    for candidate in candidates:
        if (candidate / "fonts").is_dir():
            return candidate
    tried = ", ".join(str(c) for c in candidates)
    raise AssetError(f"cannot find the assets folder (looked for a 'fonts' folder in: {tried})")


def font_path(filename: str) -> Path:
    """The path of a shipped font file, or a clear error if it is missing."""
    path = assets_dir() / "fonts" / filename
    if not path.is_file():
        raise AssetError(f"font file missing: {path}")
    return path


def art_path(game: str, card_id: str) -> Path | None:
    """``assets/art/<game>/<card_id>.png|.jpg|.jpeg`` if such a file exists, else None."""
    folder = assets_dir() / "art" / game
    for ext in ART_EXTENSIONS:
        path = folder / f"{card_id}{ext}"
        if path.is_file():
            return path
    return None

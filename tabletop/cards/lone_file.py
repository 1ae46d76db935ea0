"""A cardset file on its own, outside a folder named after its game (one `tabletop import-csv`
wrote elsewhere): which game it is for, and checking it as that game's cardset of this one file.

The game is the one import-csv named in the file's first line; else the one game whose cards
the file loads as. The check is the cardset folder's own (`tabletop validate`), run on a copy
of the file in a temporary folder named after the game; messages name the file itself.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from tabletop.cards.cardset import load_cardset
from tabletop.cards.csv_import import generated_for
from tabletop.engine.errors import TabletopError
from tabletop.engine.registry import game_ids, get_rules

#: check_folder(folder, game) -> "cardset FOLDER (GAME): N cards, M decks", or ValueError /
#: TabletopError naming what is wrong
FolderCheck = Callable[[Path, str], str]


def check_cardset_file(path: Path, check_folder: FolderCheck) -> str:
    """Check the cardset file `path` on its own; returns what was checked, in one line."""
    game = file_game(path)
    with tempfile.TemporaryDirectory(prefix="tabletop-validate-") as tmp:
        folder, copy = _copy_for(path, Path(tmp), game)
        try:
            return _named(check_folder(folder, game), folder, copy, path)
        except (TabletopError, ValueError) as exc:
            raise ValueError(_named(str(exc), folder, copy, path)) from None


def file_game(path: Path) -> str:
    """The game the cardset file is for; ValueError when no one game can be told."""
    known = game_ids()
    try:
        with path.open(encoding="utf-8", errors="replace") as handle:
            named = generated_for(handle.readline())
    except OSError as exc:
        raise ValueError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if named in known:
        return named
    fits = [game for game in known if _loads_as(path, game)]
    if len(fits) == 1:
        return fits[0]
    where = f"put it in a folder named after its game ({'/'.join(known)}) and validate that"
    if fits:
        raise ValueError(f"{path}: loads as a cardset of {', '.join(fits)}: {where}")
    raise ValueError(f"{path}: loads as no game's cardset on its own: {where}")


def _loads_as(path: Path, game: str) -> bool:
    with tempfile.TemporaryDirectory(prefix="tabletop-validate-") as tmp:
        _copy_for(path, Path(tmp), game)
        try:
            load_cardset(game, get_rules(game).card_model(), root=Path(tmp))
        except (TabletopError, ValueError):
            return False
    return True


def _copy_for(path: Path, tmp: Path, game: str) -> tuple[Path, Path]:
    """A copy of `path` in `tmp/GAME/` (as .yaml, which the loader reads): (folder, copy)."""
    folder = tmp / game
    folder.mkdir()
    copy = folder / f"{path.stem}.yaml"
    try:
        shutil.copyfile(path, copy)
    except OSError as exc:
        raise ValueError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    return folder, copy


def _named(text: str, folder: Path, copy: Path, path: Path) -> str:
    """`text` with the temporary copy and its folder called by the file's own name."""
    return text.replace(str(copy), str(path)).replace(str(folder), str(path))

"""One package per rulebook; each exposes RULES (a GameRules) from its rules module.

`tabletop.games` is also the facade's registry listing: `tabletop.games()` returns every game
(id, title, players, decks). Importing any game binds the attribute `games` of the `tabletop`
package to this package, so the package itself answers the call (a module subclass with
`__call__`), and the documented facade keeps working whatever was imported first.
"""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING

from tabletop.engine import api

if TYPE_CHECKING:
    from tabletop.engine.api import GameInfo


class _GamesPackage(types.ModuleType):
    def __call__(self, include_hidden: bool = False) -> list[GameInfo]:
        return api.games(include_hidden)


sys.modules[__name__].__class__ = _GamesPackage

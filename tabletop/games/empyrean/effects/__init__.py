"""Named Python effects, for abilities the data vocabulary cannot say.

Each deck module registers its effects with `@effect("name")`. An effect is called as
`fn(run, action)` with the running `AbilityRun` (see abilities.py): it may ask choices through
`run.pick(...)` (before any change to the state), and returns None when done or "repeat" to be
run again after the abilities it triggered.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tabletop.games.empyrean.abilities import AbilityRun
    from tabletop.games.empyrean.cards import Action

EffectFn = Callable[["AbilityRun", "Action"], Any]
EFFECTS: dict[str, EffectFn] = {}
_loaded = False


def effect(name: str) -> Callable[[EffectFn], EffectFn]:
    def register(fn: EffectFn) -> EffectFn:
        if name in EFFECTS:
            raise ValueError(f"named effect {name!r} registered twice")
        EFFECTS[name] = fn
        return fn

    return register


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")


def known_effect(name: str) -> bool:
    _load_all()
    return name in EFFECTS


def get_effect(name: str) -> EffectFn:
    _load_all()
    return EFFECTS[name]

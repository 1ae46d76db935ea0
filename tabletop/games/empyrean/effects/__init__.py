"""Named Python effects, for abilities the data vocabulary cannot say.

Each deck module registers its effects with `@effect("name")`. An effect is called as
`fn(run, action)` with the running `AbilityRun` (see abilities.py): it may ask choices through
`run.pick(...)` (before any change to the state), and returns None when done or "repeat" to be
run again after the abilities it triggered.

An effect is declared in named_effects.py with the params it reads (a `Params` model: their
kinds and bounds); the card models check a card's params against the declaration when the
cardset loads (they read named_effects.py, never this package), so an effect may read them as
declared. `effect` refuses a name that is not declared there.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop.games.empyrean.named_effects import NAMED

if TYPE_CHECKING:
    from tabletop.games.empyrean.abilities import AbilityRun
    from tabletop.games.empyrean.cards import Action
    from tabletop.games.empyrean.runtime import Runtime

EffectFn = Callable[["AbilityRun", "Action"], Any]
#: `usable(rt, card, action)`: may a command ability running this effect be activated now?
UsableFn = Callable[["Runtime", int, "Action"], bool]
EFFECTS: dict[str, EffectFn] = {}
USABLE: dict[str, UsableFn] = {}
_loaded = False


def effect(name: str, usable: UsableFn | None = None) -> Callable[[EffectFn], EffectFn]:
    """Register an effect declared in named_effects.py; `usable` (optional) hides a command
    ability that could do nothing."""
    if name not in NAMED:
        raise ValueError(f"named effect {name!r} is not declared in named_effects.py")

    def register(fn: EffectFn) -> EffectFn:
        if name in EFFECTS:
            raise ValueError(f"named effect {name!r} registered twice")
        EFFECTS[name] = fn
        if usable is not None:
            USABLE[name] = usable
        return fn

    return register


def load_effects() -> None:
    """Register every deck's effects (their modules import on first use)."""
    _load_all()


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")


def get_effect(name: str) -> EffectFn:
    _load_all()
    return EFFECTS[name]


def effect_usable(rt: Runtime, card: int, action: Action) -> bool:
    """False when a named effect says it could do nothing for this card now."""
    _load_all()
    check = USABLE.get(action.name or "") if action.do == "effect" else None
    return check is None or check(rt, card, action)

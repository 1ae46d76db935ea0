"""Named Python effects, for abilities the data vocabulary cannot say.

Each deck module registers its effects with `@effect("name")`. An effect is called as
`fn(run, action)` with the running `AbilityRun` (see abilities.py): it may ask choices through
`run.pick(...)` (before any change to the state), and returns None when done or "repeat" to be
run again after the abilities it triggered.

An effect declares the `params` it reads (`@effect("name", params=SomeParams)`, a `Params`
model: their kinds and bounds; none declared: it takes none). `params_problem` checks a card's
params against it when the cardset loads, so an effect may read them as declared.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

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

#: a param counting cards, tokens or moves (an effect may loop that many times)
CountParam = Annotated[int, Field(ge=0, le=20)]
#: a param of Might (negative: removed), as far as a card's printed Might goes
MightParam = Annotated[int, Field(ge=-20, le=20)]
#: a param naming an essence cost
CostParam = Annotated[int, Field(ge=0, le=8)]


class Params(BaseModel):
    """The params an effect (or verb) reads from `action.params`: none unless a subclass names
    them. Strict: `1.0`, `"1"` or `true` is no whole number, and no name is left unread."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


PARAMS: dict[str, type[Params]] = {}


def effect(
    name: str, usable: UsableFn | None = None, params: type[Params] = Params
) -> Callable[[EffectFn], EffectFn]:
    """Register an effect; `usable` (optional) hides a command ability that could do nothing;
    `params`: the params it reads, checked when the cardset loads."""

    def register(fn: EffectFn) -> EffectFn:
        if name in EFFECTS:
            raise ValueError(f"named effect {name!r} registered twice")
        EFFECTS[name] = fn
        PARAMS[name] = params
        if usable is not None:
            USABLE[name] = usable
        return fn

    return register


def effect_params(name: str) -> type[Params] | None:
    """The params a named effect reads; None for an unknown name (reported apart)."""
    _load_all()
    return PARAMS.get(name)


def params_problem(model: type[Params], params: dict[str, Any]) -> str | None:
    """Why `params` do not fit `model`, in one line naming the param; None when they fit."""
    try:
        model.model_validate(params)
    except ValidationError as exc:
        error = exc.errors()[0]
        where = _written(params, error["loc"])
        takes = ", ".join(model.model_fields) or "none"
        if error["type"] == "extra_forbidden":
            return f"unknown param {where!r} (params taken: {takes})"
        return f"param {where}: {error['msg']}"
    return None


def _written(params: Any, loc: tuple[int | str, ...]) -> str:
    """An error's place as the card writes it (`prey.mina`), without pydantic's union tags."""
    parts: list[str] = []
    node = params
    for key in loc:
        if not isinstance(node, dict) or key not in node:
            break
        parts.append(str(key))
        node = node[key]
    return ".".join(parts) or str(loc[0])


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


def effect_usable(rt: Runtime, card: int, action: Action) -> bool:
    """False when a named effect says it could do nothing for this card now."""
    _load_all()
    check = USABLE.get(action.name or "") if action.do == "effect" else None
    return check is None or check(rt, card, action)

"""The params a named effect (or a verb) reads, and which named effects there are: the part of
the effects that card models check when the cardset loads (cards.py), kept apart from the
effects themselves (effects/: they run on the table, with abilities.py and runtime.py).

Each effect registers its params here when its module loads (`effects.effect(..., params=)`);
the effects package hands this module the function that loads every deck's effects
(`load_effects_with`), so the card models can ask `known_effect` and `effect_params` without
importing the effects machinery. A lookup before the effects package is imported is an error
that says so, never a wrong answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

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


#: named effect -> the params it reads (every registered effect has an entry)
PARAMS: dict[str, type[Params]] = {}
#: what loads every deck's effects (the effects package gives it when it is imported)
_LOADERS: list[Callable[[], None]] = []


def load_effects_with(loader: Callable[[], None]) -> None:
    """Called once by the effects package: how to load every deck's effects before a lookup."""
    if loader not in _LOADERS:
        _LOADERS.append(loader)


def declare(name: str, params: type[Params]) -> None:
    """A named effect and the params it reads (effects.effect calls it)."""
    PARAMS[name] = params


def _load() -> None:
    if not _LOADERS:
        raise RuntimeError(
            "Empyrean's named effects are not loaded: import tabletop.games.empyrean.effects "
            "(the game's rules do) before checking a card"
        )
    for loader in _LOADERS:
        loader()


def effect_params(name: str) -> type[Params] | None:
    """The params a named effect reads; None for an unknown name (reported apart)."""
    _load()
    return PARAMS.get(name)


def known_effect(name: str) -> bool:
    _load()
    return name in PARAMS


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

"""The params an effect or a verb reads from `action.params`: the `Params` model they are
declared in (their kinds and bounds, strict), the param types the declarations share, and
`params_problem`, which checks a card's params against a declaration when the cardset loads.
No runtime imports: the card models (cards.py) and the named effects' declarations
(named_effects.py) read it.
"""

from __future__ import annotations

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

"""A game's options as a form shows them: each option's kind, its choices as typed values
beside their words, and its default, read from the game's options model (pydantic).

The New game scene builds its fields from these and hands the typed value back, never the
word: a choice of `Literal[60, 50]` is the number 60, not the text "60".
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, Literal

from pydantic import BaseModel


@dataclasses.dataclass(frozen=True)
class OptionSpec:
    """One option: `kind` is "yes/no", "choice" (one of `choices`, read as `words`), "number"
    (a whole number; None keeps the default) or "other" (kept at its default by forms)."""

    name: str
    label: str
    kind: str
    default: Any
    choices: tuple[Any, ...] = ()
    words: tuple[str, ...] = ()
    #: set from the table's Settings, not from New game
    from_settings: bool = False
    #: one line on what the option does (the field's description in the game's options model)
    help: str = ""

    def value_of(self, word: str) -> Any:
        """The typed choice a word stands for; ValueError naming the choices otherwise."""
        for choice, said in zip(self.choices, self.words, strict=True):
            if word in (said, str(choice)):
                return choice
        raise ValueError(f"option {self.name}: {word!r} is not one of {', '.join(self.words)}")


def option_specs(model: type[BaseModel]) -> list[OptionSpec]:
    specs = []
    for name, info in model.model_fields.items():
        extra = info.json_schema_extra
        settings = isinstance(extra, dict) and extra.get("table") == "settings"
        label = name.replace("_", " ").capitalize()
        kinds = [a for a in _flatten(info.annotation) if a is not type(None)]
        default = info.default
        if kinds == [bool]:
            spec = OptionSpec(name, label, "yes/no", default, (False, True), ("no", "yes"))
        elif kinds == [int]:
            spec = OptionSpec(name, label, "number", default)
        elif kinds and all(typing.get_origin(k) is Literal for k in kinds):
            choices = tuple(v for k in kinds for v in typing.get_args(k))
            words = tuple(str(v).replace("_", " ") for v in choices)  # "per_attack": "per attack"
            spec = OptionSpec(name, label, "choice", default, choices, words)
        else:
            spec = OptionSpec(name, label, "other", default)
        spec = dataclasses.replace(spec, help=info.description or "")
        specs.append(spec if not settings else dataclasses.replace(spec, from_settings=True))
    return specs


def _flatten(annotation: Any) -> list[Any]:
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        return [a for part in typing.get_args(annotation) for a in _flatten(part)]
    return [annotation]


def option_tables(model: type[BaseModel]) -> list[dict[str, Any]]:
    """The defaults, and each choice of each option that is a choice (one change at a time):
    the tables a deck may be meant for (COE's 50-card decks: Deck size 50)."""
    tables: list[dict[str, Any]] = [{}]
    for spec in option_specs(model):
        if spec.kind in ("choice", "yes/no") and not spec.from_settings:
            tables += [{spec.name: c} for c in spec.choices if c != spec.default]
    return tables

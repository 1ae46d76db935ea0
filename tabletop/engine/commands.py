"""Commands: what a seat wants to do. Small frozen values with a readable text form.

Each command names its source (a card instance, or none) and its target (a zone, a card, a
seat, or none) so the table can map a drag from a card onto a place to the command it means.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from tabletop.engine.limits import brief

Arg = int | str


def _is_target(target: Any) -> bool:
    if not isinstance(target, str) or ":" not in target:
        return False
    kind, rest = target.split(":", 1)
    if kind == "zone":
        return bool(rest)
    return kind in ("card", "seat") and rest.isdigit() and rest.isascii()


def _shown(value: Any) -> str:
    """A value of a refused command, as a one-line message shows it: short."""
    return brief(value, 60)


def zone_target(zone_id: str) -> str:
    return f"zone:{zone_id}"


def card_target(iid: int) -> str:
    return f"card:{iid}"


def seat_target(seat: int) -> str:
    return f"seat:{seat}"


class Command(NamedTuple):
    """`seat` plays `kind` with optional `source` card onto optional `target`.

    `target` is "zone:<zone id>", "card:<iid>", "seat:<n>" or None. `args` carry the rest of
    a choice (several cards, an amount, a damage split) as plain ints and strings. A named
    tuple: immutable, hashable, and cheap to make (the rules list dozens per decision).
    """

    seat: int
    kind: str
    source: int | None = None
    target: str | None = None
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        parts = [f"seat {self.seat}: {self.kind}"]
        if self.source is not None:
            parts.append(f"#{self.source}")
        if self.target is not None:
            parts.append(f"-> {self.target}")
        if self.args:
            parts.append(" ".join(str(a) for a in self.args))
        return " ".join(parts)

    @property
    def target_kind(self) -> str | None:
        return None if self.target is None else self.target.split(":", 1)[0]

    @property
    def target_zone(self) -> str | None:
        if self.target is None or not self.target.startswith("zone:"):
            return None
        return self.target[5:]

    @property
    def target_card(self) -> int | None:
        if self.target is None or not self.target.startswith("card:"):
            return None
        return int(self.target[5:])

    @property
    def target_seat(self) -> int | None:
        if self.target is None or not self.target.startswith("seat:"):
            return None
        return int(self.target[5:])

    def to_json(self) -> list[Any]:
        return [self.seat, self.kind, self.source, self.target, list(self.args)]

    @classmethod
    def from_json(cls, data: Any) -> Command:
        """Parse the list form written by `to_json`; raises ValueError with the reason."""
        if not isinstance(data, list) or len(data) != 5:
            raise ValueError(f"a command is a list of 5 items, not {_shown(data)}")
        seat, kind, source, target, args = data
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ValueError(f"command seat must be a number, not {_shown(seat)}")
        if not isinstance(kind, str):
            raise ValueError(f"command kind must be text, not {_shown(kind)}")
        if source is not None and (not isinstance(source, int) or isinstance(source, bool)):
            raise ValueError(f"command source must be a card number or null, not {_shown(source)}")
        if target is not None and not _is_target(target):
            raise ValueError(
                "command target must be zone:<id>, card:<n>, seat:<n> or null, "
                f"not {_shown(target)}"
            )
        if not isinstance(args, list) or not all(
            isinstance(a, int | str) and not isinstance(a, bool) for a in args
        ):
            raise ValueError(f"command args must be a list of numbers and text, not {_shown(args)}")
        return cls(seat, kind, source, target, tuple(args))

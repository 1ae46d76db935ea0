"""A what-if variant of a game's cards: changed card fields (a cost, a stat, an ability's
amount) and changed deck lists, by card id. It is plain data, so it travels to worker processes
and cluster workers, which rebuild the varied cards from their own cardset (variant_cards.py);
where each change was written (`where`) stays on this machine, for messages.

variant_parse.py reads variants from a YAML file or the inline form (`moat.cost=3`, a sweep
`moat.cost=2..5`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Path_ = tuple[str | int, ...]


@dataclass(frozen=True, eq=False)
class CardChange:
    """Set the field at `path` (keys of mappings, indexes of lists) of card `card` to `value`."""

    card: str
    path: Path_
    value: Any
    where: str = field(default="", compare=False)

    def to_json(self) -> dict[str, Any]:
        return {"card": self.card, "path": list(self.path), "value": self.value}

    def label(self) -> str:
        return f"{self.card}.{'.'.join(str(p) for p in self.path)}={self.value}"


@dataclass(frozen=True, eq=False)
class DeckChange:
    """Deck `deck` holds `count` copies of card `card` (0: none)."""

    deck: str
    card: str
    count: int
    where: str = field(default="", compare=False)

    def to_json(self) -> dict[str, Any]:
        return {"deck": self.deck, "card": self.card, "count": self.count}

    def label(self) -> str:
        return f"deck {self.deck}: {self.count} {self.card}"


@dataclass(frozen=True, eq=False)
class Variant:
    """A named set of changes; `sweep` is (what was swept, its value) for a sweep's steps."""

    name: str
    cards: tuple[CardChange, ...] = ()
    decks: tuple[DeckChange, ...] = ()
    sweep: tuple[str, float] | None = None
    #: the `--variant` argument it came from (a sweep's steps share one), to repeat the run
    given: str = field(default="", compare=False)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "name": self.name,
            "cards": [c.to_json() for c in self.cards],
            "decks": [d.to_json() for d in self.decks],
        }
        if self.sweep is not None:
            data["sweep"] = [self.sweep[0], self.sweep[1]]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Variant:
        sweep = data.get("sweep")
        return cls(
            str(data["name"]),
            tuple(CardChange(c["card"], tuple(c["path"]), c["value"]) for c in data["cards"]),
            tuple(DeckChange(d["deck"], d["card"], int(d["count"])) for d in data["decks"]),
            (str(sweep[0]), float(sweep[1])) if sweep else None,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Variant) and self.to_json() == other.to_json()

    def __hash__(self) -> int:
        return hash(self.name)

    def describe(self) -> str:
        """The changes in one line: "moat.cost=3; deck medieval: 2 moat"."""
        labels = [c.label() for c in self.cards] + [d.label() for d in self.decks]
        return "; ".join(labels)

"""What a card listens for, prepared once per card (engine/prepared.py): the indices of its
abilities by trigger, and its command abilities, so the runtime looks up the abilities a
happening sets off instead of reading every ability of the card each time."""

from __future__ import annotations

from tabletop.engine.prepared import Prepared
from tabletop.games.empyrean.cards import EmpyreanCard

__all__ = ["PROFILE", "CardProfile"]

NONE: tuple[int, ...] = ()


class CardProfile:
    """A card's abilities by trigger: `when[trigger]` is their indices, in printed order."""

    __slots__ = ("commands", "listens", "movable", "when")

    def __init__(self, card: EmpyreanCard) -> None:
        when: dict[str, list[int]] = {}
        for index, ability in enumerate(card.abilities):
            when.setdefault(ability.when, []).append(index)
        self.when: dict[str, tuple[int, ...]] = {k: tuple(v) for k, v in when.items()}
        self.listens = frozenset(self.when)
        self.commands = self.when.get("command", NONE)
        #: a permanent Move token or a command ability: the command phase may offer it something
        self.movable = card.move_token or bool(self.commands)

    def indices(self, trigger: str) -> tuple[int, ...]:
        return self.when.get(trigger, NONE)


def _read_profile(card: EmpyreanCard) -> CardProfile:
    return CardProfile(card)  # built afresh from the card's abilities on every call


PROFILE: Prepared[EmpyreanCard, CardProfile] = Prepared("empyrean card", CardProfile, _read_profile)

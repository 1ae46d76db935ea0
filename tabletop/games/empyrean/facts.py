"""What a card listens for, prepared once per card (engine/prepared.py): the indices of its
abilities by trigger, and its command abilities, so the runtime looks up the abilities a
happening sets off instead of reading every ability of the card each time."""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.engine.prepared import Prepared, is_straight
from tabletop.games.empyrean.cards import TRIGGERS, EmpyreanCard

__all__ = ["PROFILE", "CardProfile", "Profiles", "profiles_of"]


class CardProfile:
    """A card's abilities by trigger: `when[trigger]` is their indices, in printed order (an
    empty tuple for every trigger the card does not listen for)."""

    __slots__ = ("commands", "listens", "movable", "when")

    def __init__(self, card: EmpyreanCard) -> None:
        when: dict[str, list[int]] = {trigger: [] for trigger in TRIGGERS}
        for index, ability in enumerate(card.abilities):
            when.setdefault(ability.when, []).append(index)
        self.when: dict[str, tuple[int, ...]] = {k: tuple(v) for k, v in when.items()}
        self.listens = frozenset(k for k, v in when.items() if v)
        self.commands = self.when["command"]
        #: a permanent Move token or a command ability: the command phase may offer it something
        self.movable = card.move_token or bool(self.commands)


def _read_profile(card: EmpyreanCard) -> CardProfile:
    return CardProfile(card)  # built afresh from the card's abilities on every call


PROFILE: Prepared[EmpyreanCard, CardProfile] = Prepared("empyrean card", CardProfile, _read_profile)


class Profiles(dict[str, CardProfile]):
    """Card id -> its profile, for one cardset's cards, each made on first use."""

    def __init__(self, cards: Mapping[str, EmpyreanCard]) -> None:
        super().__init__()
        self.cards = cards
        #: trigger -> the ids of the cardset's cards with an ability it sets off
        self.listeners = _Listeners(self)

    def __missing__(self, card_id: str) -> CardProfile:
        profile = self[card_id] = PROFILE(self.cards[card_id])
        return profile


class _Listeners(dict[str, frozenset[str]]):
    """Trigger -> the ids of a cardset's cards that listen for it, each found on first use."""

    def __init__(self, profiles: Profiles) -> None:
        super().__init__()
        self.profiles = profiles

    def __missing__(self, trigger: str) -> frozenset[str]:
        profiles = self.profiles
        found = frozenset(c for c in profiles.cards if trigger in profiles[c].listens)
        self[trigger] = found
        return found


#: per cardset (its card dict, by identity): its profiles, kept while the cards are
_INDEXES: dict[int, tuple[Mapping[str, EmpyreanCard], Profiles]] = {}


def profiles_of(cards: Mapping[str, EmpyreanCard]) -> Profiles:
    """The profiles of a cardset's cards by id: one index a cardset (a new one each time
    inside `straight_reading()`, so every command reads the cards afresh)."""
    if is_straight():
        return Profiles(cards)
    found = _INDEXES.get(id(cards))
    if found is not None and found[0] is cards:
        return found[1]
    index = Profiles(cards)
    _INDEXES[id(cards)] = (cards, index)
    return index

"""Which cards an action may affect, read off the state (actions run them; options check that
a spell or ability has something to choose before offering it).

`TARGETING(action)` is the action's targeting prepared once: whether the player picks, how many,
and its candidates as a function of the state. The straightforward reading (`candidates`,
`chooses`, `picks` below) asks every field of the action on each call.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.engine.effects import is_rested
from tabletop.engine.prepared import Prepared
from tabletop.engine.state import State
from tabletop.games.eoc import board
from tabletop.games.eoc.cards import Action, EocCard
from tabletop.games.eoc.combat import Stats
from tabletop.games.eoc.facts import FACTS

#: targets the player picks one card from
CHOICES = ("choose_ally", "choose_enemy", "choose_effect")


def chooses(action: Action) -> bool:
    """Does the player pick the cards of this action?"""
    return action.target in CHOICES or action.do in ("recover", "banish", "restore")


def picks(action: Action) -> int:
    """How many cards a choosing action picks (Ash Recall: 2 Essence), at most."""
    return action.amount if action.do == "restore" else 1


def current_def(state: State, cards: dict[str, EocCard], iid: int) -> int:
    """A creature's DEF now: printed, plus every active modifier (not the ones that apply only
    while it defends), the DEF a "DEF N or less" condition reads."""
    return Stats(state, cards).stat(iid, "def").value


def _creature_ok(state: State, cards: dict[str, EocCard], action: Action, iid: int) -> bool:
    card = cards[state.cards[iid].card]
    if action.max_def is not None and (
        card.kind != "creature" or current_def(state, cards, iid) > action.max_def
    ):
        return False
    if action.element is not None and card.element != action.element:
        return False
    if action.do == "ready" and not is_rested(state.cards[iid]):
        return False
    return not (action.do == "destroy" and card.kind != "creature")


def candidates(
    state: State, cards: dict[str, EocCard], action: Action, src: int, seat: int
) -> list[int]:
    """The cards an action may affect (for choices: the options)."""

    def card(iid: int) -> EocCard:
        return cards[state.cards[iid].card]

    attack: dict[str, Any] = state.values.get("attack") or {}
    foe = board.opponent(seat)
    target = action.target
    if action.do == "recover":
        grave = state.zone(board.zone(seat, "graveyard"))
        return [i for i in grave if card(i).kind == "creature"]
    if action.do == "restore":
        grave = state.zone(board.zone(seat, "graveyard"))
        return [i for i in grave if card(i).kind == "essence"]
    if action.do == "banish":
        return list(state.zone(board.zone(foe, "graveyard")))
    if action.do == "dispel":
        return [
            s
            for p in range(state.players)
            for s in board.spells(state, p)
            if card(s).spell == "effect"
        ]
    if target == "self":
        cards_ = [src] if board.is_active(state, src) and card(src).kind == "creature" else []
    elif target in ("choose_ally", "all_allies"):
        cards_ = board.active_creatures(state, seat)
    elif target in ("choose_enemy", "all_enemies"):
        cards_ = board.active_creatures(state, foe)
    elif target == "attackers":
        cards_ = [int(a) for a in attack.get("attackers", []) if board.is_active(state, int(a))]
    elif target == "attacked":
        hit = attack.get("target")
        cards_ = [int(hit)] if hit is not None and board.is_active(state, int(hit)) else []
    elif target == "countered":
        hit = attack.get("countered")
        cards_ = [int(hit)] if hit is not None and board.is_active(state, int(hit)) else []
    else:
        cards_ = []
    return [c for c in cards_ if _creature_ok(state, cards, action, c)]


def has_targets(
    state: State, cards: dict[str, EocCard], actions: tuple[Action, ...], src: int, seat: int
) -> bool:
    """Reading: a spell or ability is offered only when it can do something: an action that
    picks cards needs a candidate (paying for nothing helps no one). One whose pick has no
    candidate is skipped while another action still acts (Cleansing Current draws with the
    enemy Graveyard empty)."""
    if not actions:
        return True
    for action in actions:
        targeting = TARGETING(action)
        if not targeting.chooses or targeting.candidates(state, cards, src, seat):
            return True
    return False


# --- prepared --------------------------------------------------------------------------------
#: (state, cards, source card, seat) -> the cards an action may affect
CandidatesFn = Callable[[State, dict[str, EocCard], int, int], list[int]]
#: (state, cards, card) -> may the action affect this creature?
_CreatureTest = Callable[[State, dict[str, EocCard], int], bool]


@dataclass(frozen=True, slots=True)
class Targeting:
    chooses: bool
    picks: int
    candidates: CandidatesFn


def _read(action: Action) -> Targeting:
    def read_candidates(state: State, cards: dict[str, EocCard], src: int, seat: int) -> list[int]:
        return candidates(state, cards, action, src, seat)

    return Targeting(chooses(action), picks(action), read_candidates)


def _graveyard(seat: int) -> str:
    return board.zone(seat, "graveyard")


GRAVEYARDS = tuple(_graveyard(s) for s in range(board.SEATS))


def _in_graveyard(kind: str, foe: bool) -> CandidatesFn:
    def found(state: State, cards: dict[str, EocCard], src: int, seat: int) -> list[int]:
        grave = state.zones.get(GRAVEYARDS[board.opponent(seat) if foe else seat], [])
        if not kind:
            return list(grave)
        instances = state.cards
        return [i for i in grave if cards[instances[i].card].kind == kind]

    return found


def _effect_spells(state: State, cards: dict[str, EocCard], src: int, seat: int) -> list[int]:
    instances = state.cards
    return [
        s
        for p in range(state.players)
        for s in board.spells(state, p)
        if cards[instances[s].card].spell == "effect"
    ]


def _own_creature(state: State, cards: dict[str, EocCard], src: int, seat: int) -> list[int]:
    if board.is_active(state, src) and FACTS(cards[state.cards[src].card]).creature:
        return [src]
    return []


def _allies(state: State, cards: dict[str, EocCard], src: int, seat: int) -> list[int]:
    return board.active_creatures(state, seat)


def _enemies(state: State, cards: dict[str, EocCard], src: int, seat: int) -> list[int]:
    return board.active_creatures(state, board.opponent(seat))


def _in_attack(key: str) -> CandidatesFn:
    def found(state: State, cards: dict[str, EocCard], src: int, seat: int) -> list[int]:
        attack: dict[str, Any] = state.values.get("attack") or {}
        if key == "attackers":
            return [int(a) for a in attack.get(key, []) if board.is_active(state, int(a))]
        hit = attack.get(key)
        return [int(hit)] if hit is not None and board.is_active(state, int(hit)) else []

    return found


def _no_cards(state: State, cards: dict[str, EocCard], src: int, seat: int) -> list[int]:
    return []


_CREATURE_SOURCES: dict[str, CandidatesFn] = {
    "self": _own_creature,
    "choose_ally": _allies,
    "all_allies": _allies,
    "choose_enemy": _enemies,
    "all_enemies": _enemies,
    "attackers": _in_attack("attackers"),
    "attacked": _in_attack("target"),
    "countered": _in_attack("countered"),
}


def _creature_tests(action: Action) -> list[_CreatureTest]:
    """`_creature_ok`'s questions this action asks, decided once."""
    tests: list[_CreatureTest] = []
    if action.max_def is not None:
        most = action.max_def

        def weak_enough(state: State, cards: dict[str, EocCard], iid: int) -> bool:
            creature = FACTS(cards[state.cards[iid].card]).creature
            return creature and current_def(state, cards, iid) <= most

        tests.append(weak_enough)
    if action.element is not None:
        element = action.element
        tests.append(lambda state, cards, iid: cards[state.cards[iid].card].element == element)
    if action.do == "ready":
        tests.append(lambda state, cards, iid: is_rested(state.cards[iid]))
    if action.do == "destroy":
        tests.append(lambda state, cards, iid: FACTS(cards[state.cards[iid].card]).creature)
    return tests


def _prepare_candidates(action: Action) -> CandidatesFn:
    if action.do in ("recover", "restore", "banish"):
        kind = {"recover": "creature", "restore": "essence", "banish": ""}[action.do]
        return _in_graveyard(kind, foe=action.do == "banish")
    if action.do == "dispel":
        return _effect_spells
    source = _CREATURE_SOURCES.get(action.target, _no_cards)
    tests = _creature_tests(action)
    if not tests:
        return source

    def tested(state: State, cards: dict[str, EocCard], src: int, seat: int) -> list[int]:
        return [
            c for c in source(state, cards, src, seat) if all(t(state, cards, c) for t in tests)
        ]

    return tested


def _prepare(action: Action) -> Targeting:
    return Targeting(chooses(action), picks(action), _prepare_candidates(action))


TARGETING: Prepared[Action, Targeting] = Prepared("eoc action targets", _prepare, _read)

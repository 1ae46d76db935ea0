"""Which cards an action may affect, read off the state (actions run them; options check that
a spell or ability has something to choose before offering it)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.effects import is_rested
from tabletop.engine.state import State
from tabletop.games.eoc import board
from tabletop.games.eoc.cards import Action, EocCard
from tabletop.games.eoc.combat import Stats

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
    return any(
        not chooses(action) or candidates(state, cards, action, src, seat) for action in actions
    )

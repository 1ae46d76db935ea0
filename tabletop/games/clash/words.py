"""Clash in words: command labels for buttons and menus, and precise reasons for refusals."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.state import State
from tabletop.games.clash import board
from tabletop.games.clash.board import Cards

WHERE = {"fort": "the fortification", "camp": "the camp"}


def _name(state: State, cards: Cards, iid: int | None) -> str:
    if iid is None or iid not in state.cards:
        return "?"
    return board.card(state, cards, iid).name


def describe(state: State, cards: Cards, command: Command) -> str:
    name = _name(state, cards, command.source)
    place = (command.target_zone or "").rsplit(".", 1)[-1]
    kind = command.kind
    if kind == "activate":
        gain = board.activation_gain(state, cards, command.seat, command.source or 0)
        return f"Activate {name}" + (f" ({gain.words()})" if not gain.empty else "")
    if kind == "garrison":
        return f"Garrison {name} in {WHERE.get(place, place)}"
    if kind == "build":
        return f"Build {name}"
    if kind == "crown":
        return f"Make {name} your active monarch"
    if kind == "scrap":
        scrap = board.card(state, cards, command.source or 0).scrap
        return f"Scrap {name}" + (f" ({scrap.words()})" if scrap is not None else "")
    if kind == "buy":
        return f"Buy {name} for {board.card(state, cards, command.source or 0).cost}"
    if kind == "attack":
        return f"Attack with {state.value('attack', 0)}"
    if kind == "end":
        return "End the turn"
    if kind == "defend":
        return f"Defend with {name}"
    if kind == "hold":
        return "Take the attack"
    if kind == "pick":
        return f"Take {name}"
    return str(command)


def explain(state: State, cards: Cards, command: Command) -> str | None:
    """Why a drop is refused, in the book's words; None when the generic reason will do."""
    source = command.source
    if source is None or source not in state.cards:
        if command.kind == "end" and state.zone(board.zone(command.seat, "hand")):
            return "Every card in your hand must be played (activated or garrisoned) first."
        return None
    card = board.card(state, cards, source)
    seat = command.seat
    zone = state.where.get(source, "")
    target = command.target_zone or ""
    if zone in board.MARKET_FACES:
        money = int(state.value("resources", 0))
        if card.cost > money:
            return f"{card.name} costs {card.cost}; you have {money} resources this turn."
        return "Drag a market card onto your discard pile to buy it."
    if target.endswith(".camp") and zone.endswith(".hand"):
        if card.kind == "special-card":
            return "Special Cards must be activated; they cannot be garrisoned."
        if not card.garrisonable:
            return f"Only military units can be garrisoned, not {card.name}."
        if not board.camp_commanded(state, cards, seat) and not card.commander:
            return "A hero or general must be garrisoned in the camp before other units."
        if board.camp_room(state, cards, seat) <= 0 and not card.commander:
            return "The camp is full (heroes and generals do not count)."
    if target.endswith(".fort") and zone.endswith(".hand"):
        if card.kind == "fortification":
            return "Only one fortification can be in play."
        if card.kind == "special-card":
            return "Special Cards must be activated; they cannot be garrisoned."
        if not card.garrisonable:
            return f"Only military units can be garrisoned, not {card.name}."
        if board.fortification(state, cards, seat) is None:
            return "You have no fortification in play to garrison."
        return "The fortification's garrison is full."
    if "fresh" in state.cards[source].flags and target.endswith(".play"):
        return f"{card.name} was garrisoned this turn; it can be taken out in a later turn."
    if zone.endswith(".play") and target.endswith(".play"):
        return f"{card.name} was activated this turn; it cannot be activated again."
    return None

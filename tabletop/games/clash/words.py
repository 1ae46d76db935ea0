"""Clash in words: command labels for buttons and menus, and precise reasons for refusals."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.rules import cite
from tabletop.engine.state import State
from tabletop.games.clash import board
from tabletop.games.clash.board import Cards
from tabletop.games.clash.cards import ClashCard

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


MILITARY = "Military Phase"
ORDER = "Order of Play"


def explain(state: State, cards: Cards, command: Command) -> str | None:
    """Why a drop is refused, quoting the book's rule (`cite`); None when the generic reason
    will do."""
    source = command.source
    if source is None or source not in state.cards:
        if command.kind == "end" and state.zone(board.zone(command.seat, "hand")):
            return cite(
                "Every card in your hand must be played (activated or garrisoned) first", ORDER
            )
        return None
    card = board.card(state, cards, source)
    zone = state.where.get(source, "")
    target = command.target_zone or ""
    if zone in board.MARKET_FACES:
        return _market_reason(state, card, command)
    if zone.endswith(".hand") and (target.endswith(".camp") or target.endswith(".fort")):
        return _garrison_reason(state, cards, card, command)
    if "fresh" in state.cards[source].flags and target.endswith(".play"):
        return cite(
            f"{card.name} was garrisoned this turn: in later rounds you can remove it from "
            "the garrison to activate it",
            MILITARY,
        )
    if zone.endswith(".play") and target.endswith(".play"):
        return cite(
            f"{card.name} was activated this turn: an activated card is set aside until the "
            "turn ends",
            ORDER,
        )
    return _where_it_goes(state, card, command)


def _market_reason(state: State, card: ClashCard, command: Command) -> str:
    money = int(state.value("resources", 0))
    if card.cost > money:
        return cite(
            f"{card.name} costs {card.cost}; you have {money} resources this turn",
            "Economic Phase",
        )
    return cite(
        f"Buy {card.name} by dropping it on your discard pile: purchased cards usually go "
        "into your discard pile",
        "Economic Phase",
    )


def _garrison_reason(state: State, cards: Cards, card: ClashCard, command: Command) -> str:
    """A hand card dropped on the camp or the fortification (book, "Military Phase")."""
    seat = command.seat
    camp = (command.target_zone or "").endswith(".camp")
    if card.kind == "fortification" and not camp:
        return cite(
            f"{card.name}: you can only have 1 fortification actively in play", "Quick Questions"
        )
    if card.kind == "special-card":
        return cite(f"{card.name} is a Special Card: Special Cards cannot be garrisoned", ORDER)
    if not card.garrisonable:
        return cite(
            f"{card.name} is not a military unit: only military units are garrisoned", MILITARY
        )
    if camp and not board.camp_commanded(state, cards, seat) and not card.commander:
        return cite(
            f"{card.name} waits: a hero or general must be garrisoned in the camp before other "
            "units",
            MILITARY,
        )
    if camp and not card.commander:
        return cite(
            "The camp is full: no more military units than its limit (heroes and generals do "
            "not count)",
            MILITARY,
        )
    if camp:
        return cite(f"{card.name} cannot be garrisoned in the camp now", MILITARY)
    fort = board.fortification(state, cards, seat)
    if fort is None:
        return cite(f"{card.name}: you have no fortification in play to garrison it in", MILITARY)
    return cite(
        f"The garrison of {_name(state, cards, fort)} is full: no more units than its limit",
        MILITARY,
    )


#: where each kind of command takes its card, in the book's words, with the book's section
_GOES: dict[str, tuple[str, str]] = {
    "activate": (
        "is played from your hand: activate it in your play area, or garrison it",
        MILITARY,
    ),
    "build": ("is a fortification: drop it on your fortification place", MILITARY),
    "crown": ("can only replace your active monarch: drop it on your monarch", "Monarchs"),
    "scrap": ("is scrapped by dropping it on your scrapped pile", "Scrapping Cards"),
    "buy": ("is bought by dropping it on your discard pile", "Economic Phase"),
    "garrison": ("is garrisoned in your camp or your fortification", MILITARY),
}


def _where_it_goes(state: State, card: ClashCard, command: Command) -> str | None:
    """Where the command's kind takes this card, when it was dropped elsewhere."""
    goes = _GOES.get(command.kind)
    if command.target is None or goes is None:
        return None
    if command.kind == "activate" and state.where.get(command.source or 0, "").endswith(".camp"):
        return cite(f"{card.name} is activated from your camp in your play area", MILITARY)
    if command.kind == "activate":
        also = {"fortification": ", or put in play as your fortification", "monarch": ""}
        more = also.get(card.kind, ", or garrison it" if card.garrisonable else "")
        return cite(
            f"{card.name} is played from your hand: activate it in your play area{more}", MILITARY
        )
    return cite(f"{card.name} {goes[0]}", goes[1])

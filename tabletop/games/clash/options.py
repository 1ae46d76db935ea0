"""What a seat may do in its turn (book, "Military Phase", "Economic Phase"): the commands of
the turn's decision, listed from the position (no changes).

This is the straightforward reading of the book, kept as the specification: the table, the
simulator and the bots list with listing.py, which gives the same commands in the same order
from what it keeps between decisions. Inside `straight_reading()` (engine/prepared.py) this
reading lists, so the equivalence test holds the kept listing to it."""

from __future__ import annotations

from typing import Any

from tabletop.engine.commands import Command, zone_target
from tabletop.engine.state import State
from tabletop.games.clash import board
from tabletop.games.clash.board import Cards
from tabletop.games.clash.cards import ClashCard


def _cards(rules: Any) -> Cards:
    cards: Cards = rules.cards
    return cards


class _Garrisons:
    """Where a hand card may be garrisoned (book, "Military Phase"): the places depend on the
    card only through whether it is a commander, so the table is read once per listing."""

    def __init__(self, state: State, cards: Cards, seat: int) -> None:
        fort = [board.zone(seat, "fort")] if board.fort_room(state, cards, seat) > 0 else []
        camp = [board.zone(seat, "camp")] if board.camp(state, cards, seat) is not None else []
        self.commander = fort + camp
        open_camp = camp and (
            board.camp_commanded(state, cards, seat) and board.camp_room(state, cards, seat) > 0
        )
        self.other = fort + camp if open_camp else fort

    def targets(self, card: ClashCard) -> list[str]:
        if not card.garrisonable:
            return []  # Special Cards, resources and the rest cannot be garrisoned
        return self.commander if card.commander else self.other


def turn_commands_read(rules: Any, state: State, seat: int) -> list[Command]:
    """The turn's commands, read from the position as the book says them."""
    cards = _cards(rules)
    play = zone_target(board.zone(seat, "play"))
    out: list[Command] = []
    hand = state.zone(board.zone(seat, "hand"))
    garrisons: _Garrisons | None = None  # read when the first garrisonable card needs it
    for iid in hand:
        card = board.card(state, cards, iid)
        out.append(Command(seat, "activate", iid, play))
        if card.kind == "fortification" and board.fortification(state, cards, seat) is None:
            out.append(Command(seat, "build", iid, zone_target(board.zone(seat, "fort"))))
        if card.kind == "monarch":
            out.append(Command(seat, "crown", iid, zone_target(board.zone(seat, "monarch"))))
        if card.garrisonable:
            if garrisons is None:
                garrisons = _Garrisons(state, cards, seat)
            for where in garrisons.targets(card):
                out.append(Command(seat, "garrison", iid, zone_target(where)))
    for where in ("fort", "camp"):
        for iid in board.garrison(state, cards, seat, where):
            if "fresh" not in state.cards[iid].flags:
                out.append(Command(seat, "activate", iid, play))
    # the zones and cards read directly: this lists a dozen cards at every decision
    zones, instances = state.zones, state.cards
    scrapped = zone_target(board.zone(seat, "scrapped"))
    for iid in zones.get(board.zone(seat, "play"), ()):
        if cards[instances[iid].card].scrap is not None:
            out.append(Command(seat, "scrap", iid, scrapped))
    money = int(state.value("resources", 0))
    discard = zone_target(board.zone(seat, "discard"))
    for slot in board.MARKET_FACES:
        for iid in zones.get(slot, ()):
            if cards[instances[iid].card].cost <= money:
                out.append(Command(seat, "buy", iid, discard))
    if int(state.value("attack", 0)) > 0 and not state.value("attacked"):
        out.append(Command(seat, "attack"))
    if not hand:
        out.append(Command(seat, "end"))
    return out

"""Two deliberate cheats the no-peeking proof (tests/ai/no_peeking.py) must catch.

1. `peeking_view`: a view function that also shows the other seats' hands. Patched in where
   `Game.view` builds every seat view (`tabletop.engine.game.make_view`), it hands every bot
   the cards in the other hands, and the samplers of Normal and Hard keep them.
2. `sample_the_truth`: a `SeatView.sample` that reads the true position through a side
   channel (it walks up the call stack to the `Game` the seat view was taken from) instead of
   dealing the hidden cards at random. Its SeatView is honest: only the decisions give it away.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import replace
from types import FrameType

import pytest

from tabletop.engine.game import Game, SeatNamer
from tabletop.engine.layout import Zone
from tabletop.engine.seat import SeatView
from tabletop.engine.simulation import Simulation
from tabletop.engine.state import State
from tabletop.engine.view import View, make_view

ViewFunction = Callable[[State, dict[str, Zone], int | None], View]


def peeking_view(real: ViewFunction) -> ViewFunction:
    """`real` (engine/view.py's make_view), but every hand shows its cards to every seat."""

    def peeking(state: State, zones: dict[str, Zone], seat: int | None) -> View:
        view = real(state, zones, seat)
        cards = dict(view.cards)
        for zone_id, ids in state.zones.items():
            zone = zones.get(zone_id)
            if zone is not None and zone_id.endswith(".hand") and zone.owner != seat:
                for iid in ids:
                    cards[iid] = replace(cards[iid], card=state.cards[iid].card)
        return replace(view, cards=cards)

    return peeking


def show_the_other_hands(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cheat 1, patched in where every seat view is built (`Game.view`'s make_view)."""
    monkeypatch.setattr("tabletop.engine.game.make_view", peeking_view(make_view))


def name_every_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not a bot's cheat but a leak the proof's input check must see: log lines that name
    every card, hidden or not (the seat's namer patched to see all)."""

    def card(self: SeatNamer, iid: int) -> str:
        game = self._game
        return game.rules.card_name(game.card_of(iid) or "?")

    monkeypatch.setattr(SeatNamer, "card", card)


def sample_the_truth(seat: SeatView, seed: int) -> Simulation:
    """The true position (with the sample's own dice), found up the call stack."""
    frame: FrameType | None = sys._getframe(1)
    while frame is not None:
        for value in frame.f_locals.values():
            if isinstance(value, Game) and value.config.game_id == seat.game_id:
                state = value.state.copy()
                state.rng = random.Random(seed).getrandbits(64)
                return Simulation(seat.rules, seat.config, state)
        frame = frame.f_back
    raise AssertionError("the cheat found no game up the stack")

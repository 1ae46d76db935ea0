"""What a card gives, prepared once per card datum (engine/prepared.py).

`ACTIVATION` turns a card into what activating it gives now: most cards always give their play
gain; a card with a coat of arms gives its play and arms gains added up (worked out once)
when its faction is in sight; the Vassal gives the active monarch's vassal gain. `WORDS` turns
a gain into its words (and runtime.GIVE into its events). Each has the straightforward
reading beside it (`board.card_gain`, `Gain.words`).
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.prepared import Prepared
from tabletop.engine.state import State
from tabletop.games.clash import board
from tabletop.games.clash.board import Cards
from tabletop.games.clash.cards import ClashCard, Gain

#: what a card gives when activated, in a position: (state, cards, seat) -> gain
Activation = Callable[[State, Cards, int], Gain]

NOTHING = Gain()


def _vassal(state: State, cards: Cards, seat: int) -> Gain:
    crowned = board.monarch(state, seat)
    vassal = None if crowned is None else cards[state.cards[crowned].card].vassal
    return NOTHING if vassal is None else vassal


def _prepare_activation(card: ClashCard) -> Activation:
    if card.kind == "vassal":
        return _vassal
    if card.kind in ("fortification", "monarch"):
        return lambda state, cards, seat: NOTHING
    play, faction = card.play, card.faction
    if card.arms is None or faction is None:
        return lambda state, cards, seat: play
    armed = board.add(play, card.arms)

    def activation(state: State, cards: Cards, seat: int) -> Gain:
        return armed if board.faction_in_sight(state, cards, seat, faction) else play

    return activation


def _read_activation(card: ClashCard) -> Activation:
    return lambda state, cards, seat: board.card_gain(state, cards, seat, card)


ACTIVATION: Prepared[ClashCard, Activation] = Prepared(
    "clash.activation", _prepare_activation, _read_activation
)


WORDS: Prepared[Gain, str] = Prepared("clash.gain-words", Gain.words, Gain.words)

"""What a card gives, prepared once per card datum (engine/prepared.py).

`GIFT` turns a gain into a `Gift`: the gain, its words, and the few events it makes (a
function that gives only the fields it has). `ACTIVATION` turns a card into what activating it
gives now: most cards always the gift of their play gain; a card with a coat of arms the gift
of its play and arms gains added up (worked out once) when its faction is in sight; the Vassal
the active monarch's vassal gift. The straightforward readings stay beside them
(`give_read`, `Gain.words`, `board.card_gain`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, Protocol

from tabletop.engine.flow import Step
from tabletop.engine.prepared import Prepared
from tabletop.engine.rules import Context
from tabletop.engine.state import State
from tabletop.games.clash import board
from tabletop.games.clash.board import Cards
from tabletop.games.clash.cards import ClashCard, Gain


class Hands(Protocol):
    """What a gain needs of the runner (runtime.Runtime)."""

    ctx: Context
    state: State

    def recover(self, seat: int, amount: int) -> None: ...

    def draw(self, seat: int, count: int = 1) -> list[int]: ...

    def next(self, *steps: Step) -> None: ...


#: a gain given to a seat: its events through the runner
Give = Callable[[Hands, int], None]


class Gift(NamedTuple):
    gain: Gain
    words: str
    give: Give


def give_read(run: Hands, seat: int, gain: Gain) -> None:
    """Book, "Military Phase": attack points add to the Attack Total, resources are for
    buying, recovery lowers the damage taken at once; then cards drawn, cards taken back."""
    ctx = run.ctx
    if gain.attack:
        ctx.add_value("attack", gain.attack, "attack total")
    if gain.gold:
        ctx.add_value("resources", gain.gold, "resources")
    if gain.recovery:
        run.recover(seat, gain.recovery)
    if gain.defense:
        ctx.add_value("defense_bonus", gain.defense)
    if gain.draw:
        run.draw(seat, gain.draw)
    if gain.recall and run.state.zone(board.zone(seat, "discard")):
        run.next({"k": "recall", "seat": seat, "n": gain.recall})


def _prepare_give(gain: Gain) -> Give:
    attack, gold = gain.attack, gain.gold
    if gain.recovery or gain.defense or gain.draw or gain.recall:
        return lambda run, seat: give_read(run, seat, gain)

    def give_pools(run: Hands, seat: int) -> None:  # most cards: attack or resources only
        if attack:
            run.ctx.add_value("attack", attack, "attack total")
        if gold:
            run.ctx.add_value("resources", gold, "resources")

    return give_pools


def _prepare_gift(gain: Gain) -> Gift:
    return Gift(gain, gain.words(), _prepare_give(gain))


def _read_gift(gain: Gain) -> Gift:
    return Gift(gain, gain.words(), lambda run, seat: give_read(run, seat, gain))


GIFT: Prepared[Gain, Gift] = Prepared("clash.gift", _prepare_gift, _read_gift)

#: what a card gives when activated, in a position: (state, cards, seat) -> its gift
Activation = Callable[[State, Cards, int], Gift]

NOTHING = Gain()


def _vassal(state: State, cards: Cards, seat: int) -> Gift:
    crowned = board.monarch(state, seat)
    vassal = None if crowned is None else cards[state.cards[crowned].card].vassal
    return GIFT(NOTHING if vassal is None else vassal)


def _prepare_activation(card: ClashCard) -> Activation:
    if card.kind == "vassal":
        return _vassal
    if card.kind in ("fortification", "monarch"):
        nothing = GIFT(NOTHING)
        return lambda state, cards, seat: nothing
    play, faction = GIFT(card.play), card.faction
    if card.arms is None or faction is None:
        return lambda state, cards, seat: play
    armed = GIFT(board.add(card.play, card.arms))

    def activation(state: State, cards: Cards, seat: int) -> Gift:
        return armed if board.faction_in_sight(state, cards, seat, faction) else play

    return activation


def _read_activation(card: ClashCard) -> Activation:
    return lambda state, cards, seat: GIFT(board.card_gain(state, cards, seat, card))


ACTIVATION: Prepared[ClashCard, Activation] = Prepared(
    "clash.activation", _prepare_activation, _read_activation
)

"""Clash's runner: the verbs every step and move uses (gain, draw, damage, discard), each a
few events through the context."""

from __future__ import annotations

from tabletop.engine import effects
from tabletop.engine.flow import Runner
from tabletop.engine.rules import Context
from tabletop.games.clash import board
from tabletop.games.clash.board import Cards
from tabletop.games.clash.cards import ClashCard, Gain
from tabletop.games.clash.gains import GIFT


class Runtime(Runner):
    def __init__(self, ctx: Context, cards: Cards) -> None:
        super().__init__(ctx)
        self.cards = cards

    def card(self, iid: int) -> ClashCard:
        return self.cards[self.state.cards[iid].card]

    # --- cards moving --------------------------------------------------------------------
    def draw(self, seat: int, count: int = 1) -> list[int]:
        """Draw from the Player Deck; an empty deck is rebuilt from the discard pile, shuffled
        (book, "Turn Sequence")."""
        return effects.draw(
            self.ctx,
            board.zone(seat, "deck"),
            board.zone(seat, "hand"),
            count,
            reshuffle_from=board.zone(seat, "discard"),
        )

    def discard(self, iid: int, seat: int) -> None:
        """To its player's discard pile, face up, free of flags."""
        if self.state.cards[iid].flags:  # most cards carry none: nothing to clear
            for flag in ("fresh", "defending"):
                self.ctx.flag(iid, flag, False)
        self.ctx.move(iid, board.zone(seat, "discard"), face_up=True)

    def raze(self, seat: int) -> None:
        """The fortification and every unit garrisoned in it go to the discard pile."""
        for iid in list(self.state.zone(board.zone(seat, "fort"))):
            self.discard(iid, seat)

    # --- gains and damage ----------------------------------------------------------------
    def gain(self, seat: int, gain: Gain) -> None:
        """The gain's events (`gains.give_read` says what they are)."""
        GIFT(gain).give(self, seat)

    def recover(self, seat: int, amount: int) -> None:
        before = board.damage(self.state, seat)
        self.ctx.set_value(board.damage_key(seat), max(0, before - amount), "damage")

    def hurt(self, seat: int, amount: int) -> None:
        """Damage points taken; at 55 or more the end of the game triggers (book, "Victory")."""
        total = board.damage(self.state, seat) + amount
        self.ctx.set_value(board.damage_key(seat), total, "damage")
        self.ctx.narrate(f"{self.seat_name(seat)} takes {amount} damage ({total} in all)")
        if total >= board.END_DAMAGE and self.state.value("end_by") is None:
            by = board.turn(self.state)
            self.ctx.set_value("end_by", by)
            first = int(self.state.value("first", 0))
            last = board.opponent(by) if by == first else by
            self.ctx.set_value("last_turn", last)
            then = (
                f"{self.seat_name(last)} takes one more turn"
                if last != by
                else "this turn is the last"
            )
            self.ctx.narrate(f"{self.seat_name(seat)} has {total} damage: the end triggers; {then}")

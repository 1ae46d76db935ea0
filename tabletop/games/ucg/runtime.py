"""UCG's verbs over the Context: pay Terra, draw, damage to a player, slay (with Revive),
send to The Void. Every change is an engine event."""

from __future__ import annotations

from tabletop.engine import effects
from tabletop.engine.flow import Runner
from tabletop.engine.outcome import Outcome
from tabletop.engine.rules import Context
from tabletop.games.ucg.board import DECK, EXPENDED, HAND, RESERVE, VOID, Board, opponent, zone
from tabletop.games.ucg.cards import UcgCard

#: counters and flags a card sheds when it leaves play
_TURN_COUNTERS = ("damage", "plus", "minus")


class Runtime(Runner):
    """The engine's flow Runner with UCG's verbs."""

    def __init__(self, ctx: Context, cards: dict[str, UcgCard]) -> None:
        super().__init__(ctx)
        self.cards = cards
        #: questions about the state as it is at each moment (the state is this one object)
        self.board = Board(self.state, cards)

    # --- terra -------------------------------------------------------------------------
    def pay(self, seat: int, terra: int) -> None:
        """Pay Terra: resources go from the Reserve to the Expended Zone (README; paying a
        cost cannot be answered). Bigger resources first while they fit, then the smallest
        that covers the rest, so as little Terra as possible is wasted."""
        if terra <= 0:
            return
        plans, cards = self.board.plans, self.state.cards
        gives = {i: plans[cards[i].card].gives for i in self.state.zone(RESERVE[seat])}
        if sum(gives.values()) < terra:
            raise ValueError(f"{self.seat_name(seat)} cannot pay {terra} Terra")
        reserve = [i for _, i in sorted([(-g, i) for i, g in gives.items()])]
        left = terra
        chosen: list[int] = []
        for iid in reserve:
            if gives[iid] <= left:
                chosen.append(iid)
                left -= gives[iid]
        if left > 0:
            rest = [i for i in reserve if i not in chosen]
            chosen.append(min(rest, key=lambda i: (gives[i], i)))
        expended = EXPENDED[seat]
        for iid in chosen:
            self.ctx.move(iid, expended, face_up=True)

    # --- the deck ------------------------------------------------------------------------
    def draw(self, seat: int, count: int = 1) -> None:
        """Draw; a draw from an empty deck is a deck that must go below zero: a loss."""
        drawn = effects.draw(self.ctx, DECK[seat], HAND[seat], count)
        if len(drawn) < count:
            self.lose(seat, f"{self.seat_name(seat)} must draw from an empty deck")

    def strike(self, seat: int, damage: int, why: str) -> None:
        """Damage to a player: that many top cards of their deck go to The Void, one per
        point (book, "Attacking Unopposed"); a deck reduced below zero loses at once."""
        if damage <= 0:
            return
        self.ctx.narrate(f"{self.seat_name(seat)} takes {damage} damage ({why})")
        pile, void = self.state.zone(DECK[seat]), VOID[seat]
        for _ in range(damage):
            if not pile:
                self.lose(seat, f"{self.seat_name(seat)}'s deck is reduced below zero")
                return
            self.ctx.move(pile[-1], void, face_up=True)

    def lose(self, seat: int, reason: str) -> None:
        if self.state.result is None:
            players = self.state.players
            self.ctx.end(Outcome.won([opponent(seat)], players, reason, self.scores()))

    def scores(self) -> list[int]:
        """Cards left in each deck: what the game is fought over."""
        return [len(self.state.zone(zone(s, "deck"))) for s in range(self.state.players)]

    # --- characters leaving --------------------------------------------------------------
    def clear(self, iid: int) -> None:
        for name in _TURN_COUNTERS:
            self.ctx.set_counter(iid, name, 0)
        for flag in sorted(self.state.cards[iid].flags):
            self.ctx.flag(iid, flag, False)

    def to_void(self, iid: int) -> None:
        owner = self.state.cards[iid].owner
        self.clear(iid)
        self.ctx.set_counter(iid, "bide", 0)
        self.ctx.set_counter(iid, "revived", 0)
        self.ctx.move(iid, zone(owner, "void"), face_up=True)

    def slay(self, iid: int) -> None:
        """Slain: to The Void, or (Revive X, README) to the Exhausted Zone, X times."""
        card = self.cards[self.state.cards[iid].card]
        revived = self.state.counter(iid, "revived")
        if revived < self.board.plan(iid).revive:
            seat = self.board.seat_of(iid)
            self.clear(iid)
            self.ctx.set_counter(iid, "revived", revived + 1)
            self.ctx.move(iid, zone(seat, "exhausted"), face_up=True)
            self.ctx.narrate(
                f"{card.name} is slain and revives to the Exhausted Zone "
                f"(Revive {card.revive}: {revived + 1} used)"
            )
            return
        self.ctx.narrate(f"{card.name} is slain")
        self.to_void(iid)

    def check_slain(self) -> None:
        """Slay every character whose damage reaches its Combat or whose Combat is 0."""
        # slaying one character changes no other's Combat (auras come from Permanents)
        for iid in self.board.slain():
            if self.state.result is None:
                self.slay(iid)

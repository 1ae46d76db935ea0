"""EoC's primitive actions over the Context: draw, pay, mark destroyed, send to the Graveyard,
banish, boost. Every change is an engine event (move, flag, counter, attach, value).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine import effects
from tabletop.engine.flow import Runner
from tabletop.engine.outcome import Outcome
from tabletop.engine.rules import Context
from tabletop.games.eoc import board
from tabletop.games.eoc.cards import EocCard
from tabletop.games.eoc.combat import Stats, boost_record
from tabletop.games.eoc.costs import cheapest
from tabletop.games.eoc.facts import CardFacts, facts_table


class Runtime(Runner):
    """The engine's flow Runner with EoC's verbs."""

    def __init__(self, ctx: Context, cards: dict[str, EocCard]) -> None:
        super().__init__(ctx)
        self.cards = cards
        #: the cards' facts (facts_table), looked up once for the command
        self.table: Mapping[str, CardFacts] = facts_table(cards)

    @property
    def stats(self) -> Stats:
        return Stats(self.state, self.cards)

    def card(self, iid: int) -> EocCard:
        return self.cards[self.state.cards[iid].card]

    def facts(self, iid: int) -> CardFacts:
        return self.table[self.state.cards[iid].card]

    def value(self, key: str, default: Any = None) -> Any:
        return self.state.values.get(key, default)

    # --- cards moving ------------------------------------------------------------------
    def draw(self, seat: int) -> bool:
        return bool(effects.draw(self.ctx, board.zone(seat, "deck"), board.zone(seat, "hand")))

    def deck_out(self, seat: int) -> None:
        """A card told `seat` to draw from an empty deck: the game ends only when the table
        plays `deck_out: any_draw` (the book's loss is at the turn's draw)."""
        self.ctx.narrate(f"{self.seat_name(seat)}'s deck is empty")
        if self.ctx.config.options.get("deck_out") == "any_draw":
            reason = f"{self.seat_name(seat)} cannot draw: their deck is empty"
            players = self.state.players
            self.ctx.end(Outcome.won([board.opponent(seat)], players, reason, self.scores()))

    def scores(self) -> list[int]:
        """Stages left per seat (2, 1 or 0): a readable score for the result."""
        out = []
        for seat in range(self.state.players):
            vanquisher = board.vanquisher(self.state, seat)
            if vanquisher is None or "defeated" in self.state.cards[vanquisher].flags:
                out.append(0)
            else:
                out.append(3 - board.stage(self.state, vanquisher))
        return out

    def attach_essence(self, essence: int, to: int) -> None:
        effects.attach(self.ctx, essence, to)

    def note_move(self, essence: int) -> None:
        """An Essence attached or moved outside a payment: flag `moved` (option `essence_moves:
        once`) and, when it leaves a card, that card in the value `left` (no move back)."""
        self.ctx.flag(essence, "moved")
        was = self.state.cards[essence].attached_to
        if was is not None:
            left = dict(self.value("left") or {})
            left[str(essence)] = [*left.get(str(essence), []), was]
            self.ctx.set_value("left", left)

    def release_essences(self, iid: int) -> None:
        """Attached essences go back to their owner's Essence Pool (README reading)."""
        for essence in board.attached(self.state, iid):
            owner = self.state.cards[essence].owner
            self.ctx.attach(essence, None)
            self.ctx.flag(essence, "moved", False)
            self.ctx.move(essence, board.zone(owner, "pool"))

    def to_graveyard(self, iid: int) -> None:
        """A creature or spell leaves the field: its essences to the pool, its Items with it."""
        state = self.state
        owner = state.cards[iid].owner
        if self.card(iid).kind == "creature":
            for item in board.items_on(state, iid):
                self.to_graveyard(item)
        self.release_essences(iid)
        self._clear(iid)
        self.ctx.move(iid, board.zone(owner, "graveyard"), face_up=True)

    def banish(self, iid: int) -> None:
        owner = self.state.cards[iid].owner
        self._clear(iid)
        self.ctx.move(iid, board.zone(owner, "banished"), face_up=True)

    def _clear(self, iid: int) -> None:
        for flag in sorted(self.state.cards[iid].flags):
            self.ctx.flag(iid, flag, False)
        self.ctx.set_counter(iid, "damage", 0)
        self.ctx.set_value(f"carrier.{iid}", None)

    def mark_destroyed(self, iid: int) -> None:
        """README reading: marked at once (cannot act, counter or be attacked again); it goes
        to the Graveyard in Clean-up."""
        if "destroyed" not in self.state.cards[iid].flags:
            self.ctx.flag(iid, "destroyed")
            self.ctx.narrate(f"{self.name(iid)} is destroyed")

    # --- essence -----------------------------------------------------------------------
    def pay_from_pool(self, seat: int, cost: dict[str, int]) -> bool:
        """An ability cost: essences from the Essence Pool to the Graveyard (fewest cards)."""
        if not cost:
            return True
        pool = [
            (i, str(self.card(i).element), self.card(i).provides)
            for i in board.pool(self.state, seat)
        ]
        chosen = cheapest(cost, pool)
        if chosen is None:
            return False
        for iid in chosen:
            self.ctx.move(iid, board.zone(seat, "graveyard"), face_up=True)
        return True

    def boost(self, iid: int, stat: str, amount: int, by: str) -> None:
        boosts = [*self.value("boosts", []), boost_record(iid, stat, amount, by)]
        self.ctx.set_value("boosts", boosts)
        sign = "+" if amount >= 0 else ""
        self.ctx.narrate(f"{self.name(iid)} gets {sign}{amount} {stat.upper()} this turn")

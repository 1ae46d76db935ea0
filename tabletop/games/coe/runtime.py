"""COE's verbs over the Context: draw up to the limit, damage, stagger, archive (with
equipment, Vengeance, the Party Leader refill and the victory check), pay resources.
Every change is an engine event."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from tabletop.engine import effects
from tabletop.engine.flow import Runner
from tabletop.engine.outcome import Outcome
from tabletop.engine.rules import Context
from tabletop.games.coe import board
from tabletop.games.coe.cards import CoeCard
from tabletop.games.coe.facts import CardReading, facts_table
from tabletop.games.coe.stats import Stats

#: book, "Draw Limit": cards in hand after the Camp draw, by party size
DRAW_LIMITS = {1: 10, 2: 9, 3: 8, 4: 7}


class Runtime(Runner):
    """The engine's flow Runner with COE's verbs."""

    def __init__(self, ctx: Context, cards: dict[str, CoeCard]) -> None:
        super().__init__(ctx)
        self.cards = cards

    @functools.cached_property
    def stats(self) -> Stats:
        """The cards' stats as the state stands (made when a command first needs them)."""
        return Stats(self.state, self.cards)

    @functools.cached_property
    def facts(self) -> Mapping[str, CardReading]:
        return facts_table(self.cards)

    def card(self, iid: int) -> CoeCard:
        return self.cards[self.state.cards[iid].card]

    def fact(self, iid: int) -> CardReading:
        """The card's facts for the rules (facts.py: read once per card)."""
        return self.facts[self.state.cards[iid].card]

    def value(self, key: str, default: Any = None) -> Any:
        return self.state.values.get(key, default)

    def holder(self, iid: int) -> int:
        return self.state.cards[iid].holder

    # --- drawing -------------------------------------------------------------------------
    def draw_limit(self, seat: int) -> int:
        return DRAW_LIMITS[max(1, min(4, int(self.value(f"party_size.p{seat}", 1))))]

    def draw_up(self, seat: int) -> bool:
        """Draw until the hand holds the draw limit; False when a card must be drawn and the
        deck is empty (book, "How to Win": that player loses)."""
        need = self.draw_limit(seat) - len(self.state.zone(board.zone(seat, "hand")))
        if need <= 0:
            return True
        if not self.state.zone(board.zone(seat, "deck")):
            return False
        effects.draw(self.ctx, board.zone(seat, "deck"), board.zone(seat, "hand"), need)
        return True

    # --- harm ----------------------------------------------------------------------------
    def hit(self, iid: int, atk: int | None, defense: int | None, piercing: bool) -> None:
        """One attack's damage (README reading): a staggered target, or one with no DEF,
        loses 1 HP; else ATK meeting or exceeding the DEF total staggers it (Piercing: and
        1 HP); a smaller ATK does nothing."""
        if atk is None:
            return
        if defense is None or "staggered" in self.state.cards[iid].flags:
            self.ctx.narrate(f"{self.name(iid)} is hit: 1 HP")
            self.damage(iid, 1)
        elif atk >= defense:
            self.ctx.narrate(f"{self.name(iid)}'s shield breaks ({atk} against DEF {defense})")
            self.stagger(iid)
            if piercing:
                self.ctx.narrate("Piercing: 1 HP")
                self.damage(iid, 1)
        else:
            self.ctx.narrate(f"{self.name(iid)}'s shield holds ({atk} against DEF {defense})")

    def stagger(self, iid: int) -> None:
        self.ctx.flag(iid, "staggered")

    def damage(self, iid: int, amount: int) -> None:
        self.ctx.add_counter(iid, "damage", amount)
        if self.stats.hp_left(iid) <= 0:
            self.ctx.narrate(f"{self.name(iid)} has no HP left")
            self.archive(iid)

    def heal(self, iid: int, amount: int) -> None:
        self.ctx.add_counter(iid, "damage", -amount)

    # --- leaving the field ---------------------------------------------------------------
    def archive(self, iid: int) -> None:
        """To its owner's Archive, face up; its Equipment follows; a champion's Vengeance
        passes to the champions its seat has left; the Party Leader position is refilled."""
        state = self.state
        seat = self.holder(iid)
        where = state.where[iid]
        card = self.card(iid)
        for other in [o for o, inst in state.cards.items() if inst.attached_to == iid]:
            self.ctx.attach(other, None)
            self._to_archive(other)
        self._to_archive(iid)
        if card.kind != "champion":
            return
        self.ctx.narrate(f"{card.name} is archived")
        if card.vengeance:
            given = [*self.value(f"vengeance.p{seat}", []), card.id]
            self.ctx.set_value(f"vengeance.p{seat}", given, "Vengeance")
            self.ctx.narrate(f"Vengeance: {seat_name(self, seat)}'s champions gain {card.name}'s")
        if not self.champions(seat):
            reason = f"all of {seat_name(self, seat)}'s champions are archived"
            players = self.state.players
            self.ctx.end(Outcome.won([board.opponent(seat)], players, reason, self.scores()))
            return
        if board.slot_name(where) == board.LEADER:
            self.ctx.narrate("The Party Leader position must be refilled")

    def _to_archive(self, iid: int) -> None:
        owner = self.state.cards[iid].owner
        for flag in sorted(self.state.cards[iid].flags):
            self.ctx.flag(iid, flag, False)
        for name in sorted(self.state.cards[iid].counters):
            self.ctx.set_counter(iid, name, 0)
        self.ctx.attach(iid, None)
        self.ctx.move(iid, board.zone(owner, "archive"), face_up=True)

    def champions(self, seat: int) -> list[int]:
        """The seat's champions not archived: party area, support and field."""
        state = self.state
        support = board.support(state, seat)
        places = [*board.party(state, seat), *board.characters(state, seat)]
        if support is not None:
            places.append(support)
        return [i for i in places if self.fact(i).champion]

    def scores(self) -> list[int]:
        return [len(self.champions(s)) for s in range(self.state.players)]

    # --- resources -----------------------------------------------------------------------
    def rest_resources(self, iids: list[int]) -> None:
        for iid in iids:
            effects.rest(self.ctx, iid)


def seat_name(rt: Runner, seat: int) -> str:
    return rt.ctx.config.names[seat]

"""What a seat may do at each decision: the legal commands' sources and targets.

An `Options` is one read of a state: each card is looked up once in the cardset's facts table
(facts.py, the cards' prepared answers), and what several listings of that read ask again (a
seat's slots, its pool's supply as the tuple costs keep answers by) is read once and kept.
Zone targets are named once per seat (`POOL_TARGETS`, `SLOT_TARGETS`), not built per command.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from tabletop.engine.commands import Command, card_target, zone_target
from tabletop.engine.effects import is_rested
from tabletop.engine.state import State
from tabletop.games.eoc import board, targets
from tabletop.games.eoc.cards import EocCard
from tabletop.games.eoc.costs import (
    can_finish,
    cheapest,
    satisfied,
    shortfall_of,
)
from tabletop.games.eoc.facts import CardFacts, CostKey, facts_table

#: each seat's pool as a command target, named once
POOL_TARGETS = tuple(zone_target(z) for z in board.POOL_ZONES)
#: each slot's command target, named once
SLOT_TARGETS = {
    z: zone_target(z) for zone_ids in (*board.CREATURE_ZONES, *board.SPELL_ZONES) for z in zone_ids
}


class Options:
    """The commands of one read of a state (what it reads twice, a seat's pool, it keeps)."""

    def __init__(
        self,
        state: State,
        cards: dict[str, EocCard],
        table: Mapping[str, CardFacts] | None = None,
    ) -> None:
        """`table`: the cards' facts (facts_table), when the caller holds it already."""
        self.state = state
        self.cards = cards
        self.table = facts_table(cards) if table is None else table
        self._pools: dict[int, tuple[tuple[str, int], ...]] = {}
        #: by seat: (paid cards, empty slots) of its creature slots, and of its spell slots
        self._creature_slots: dict[int, tuple[list[int], list[str]]] = {}
        self._spell_slots: dict[int, tuple[list[int], list[str]]] = {}

    def card(self, iid: int) -> EocCard:
        return self.cards[self.state.cards[iid].card]

    def facts(self, iid: int) -> CardFacts:
        return self.table[self.state.cards[iid].card]

    def hand(self, seat: int) -> list[int]:
        return self.state.zones.get(board.HAND_ZONES[seat], [])

    def _pool(self, seat: int) -> tuple[tuple[str, int], ...]:
        pool = self._pools.get(seat)
        if pool is None:  # one Options lives for one read of the state
            state = self.state
            pool = self._pools[seat] = tuple(
                board.supply(state, self.cards, board.pool(state, seat))
            )
        return pool

    def can_pay(self, seat: int, cost: dict[str, int]) -> bool:
        return shortfall_of(tuple(cost.items()), self._pool(seat)) == 0

    def can_pay_for(self, seat: int, facts: CardFacts) -> bool:
        return shortfall_of(facts.cost_key, self._pool(seat)) == 0

    def uses_left(self, iid: int) -> bool:
        ability = self.card(iid).ability
        used = int(self.state.values.get("uses", {}).get(str(iid), 0))
        return ability is not None and used < ability.uses

    def can_activate(self, seat: int, iid: int) -> bool:
        facts = self.table[self.state.cards[iid].card]
        return (
            facts.ability_uses > 0
            and int(self.state.values.get("uses", {}).get(str(iid), 0)) < facts.ability_uses
            and shortfall_of(facts.ability_cost_key, self._pool(seat)) == 0
            and targets.has_targets(self.state, self.cards, facts.ability_actions, iid, seat)
        )

    def has_targets(self, seat: int, iid: int) -> bool:
        """An Instant or Trap in hand: does each card it picks have a candidate?"""
        return targets.has_targets(self.state, self.cards, self.facts(iid).play, iid, seat)

    def empty_slots(self, seat: int, slots: tuple[str, ...]) -> list[str]:
        return [
            board.zone(seat, s)
            for s in slots
            if board.host(self.state, board.zone(seat, s)) is None
        ]

    def creature_slots(self, seat: int) -> tuple[list[int], list[str]]:
        """(creatures(), empty creature slots), read once for this read of the state."""
        found = self._creature_slots.get(seat)
        if found is None:
            found = self._creature_slots[seat] = board.read_slots(
                self.state, board.CREATURE_ZONES[seat]
            )
        return found

    def spell_slots(self, seat: int) -> tuple[list[int], list[str]]:
        """(spells(), empty spell slots), read once for this read of the state."""
        found = self._spell_slots.get(seat)
        if found is None:
            found = self._spell_slots[seat] = board.read_slots(self.state, board.SPELL_ZONES[seat])
        return found

    def active_creatures(self, seat: int) -> list[int]:
        cards = self.state.cards
        # the slots list paid cards only: the destroyed flag is what is left to read
        return [c for c in self.creature_slots(seat)[0] if "destroyed" not in cards[c].flags]

    def holders(self, seat: int) -> list[int]:
        """Own active cards that essence may be attached to."""
        cards = self.state.cards
        on_field = self.creature_slots(seat)[0] + self.spell_slots(seat)[0]
        return [c for c in on_field if "destroyed" not in cards[c].flags]

    def keeps_paid(self, essence: int) -> bool:
        """Would the card holding `essence` stay paid without it?"""
        state = self.state
        host = state.cards[essence].attached_to
        if host is None:
            return True
        rest = [i for i in board.attached(state, host) if i != essence]
        return satisfied(self.card(host).cost, board.supply(state, self.cards, rest))

    # --- decisions ---------------------------------------------------------------------
    def prepare(self, seat: int) -> list[Command]:
        state, table = self.state, self.table
        instances = state.cards
        in_hand = [(iid, table[instances[iid].card]) for iid in self.hand(seat)]
        out: list[Command] = []
        if not state.values.get("summoned"):
            pool = POOL_TARGETS[seat]
            out += [Command(seat, "summon", i, pool) for i, f in in_hand if f.essence]
        self._plays(seat, in_hand, out)
        out += [
            Command(seat, "activate", s)
            for s in self.spell_slots(seat)[0]
            if self.can_activate(seat, s)
        ]
        if self.can_arrange(seat):
            out.append(Command(seat, "arrange"))  # opens the moves: one for a score of them
        out.append(Command(seat, "end"))
        return out

    def _plays(self, seat: int, in_hand: list[tuple[int, CardFacts]], out: list[Command]) -> None:
        """Creatures to create and spells to cast from the hand (Traps wait for an attack)."""
        creature_slots = [SLOT_TARGETS[z] for z in self.creature_slots(seat)[1]]
        spell_slots = [SLOT_TARGETS[z] for z in self.spell_slots(seat)[1]]
        pool = self._pool(seat)
        # by cost, for this pool: a hand holds the same card, and the same cost, again
        shortfalls: dict[CostKey, int] = {}
        for iid, facts in in_hand:
            listing = facts.listing
            if listing == "essence" or listing == "none":
                continue
            short = shortfalls.get(facts.cost_key)
            if short is None:
                short = shortfalls[facts.cost_key] = shortfall_of(facts.cost_key, pool)
            if short or (facts.play and not self.has_targets(seat, iid)):
                continue
            if listing == "creature":
                out += [Command(seat, "create", iid, z) for z in creature_slots]
            elif listing == "item":
                if spell_slots:
                    allies = self.active_creatures(seat)
                    out += [Command(seat, "cast", iid, card_target(c)) for c in allies]
            else:
                out += [Command(seat, "cast", iid, z) for z in spell_slots]

    def arrange(self, seat: int) -> list[Command]:
        """The Essence moves "Move an Essence" opens (one of them is then made)."""
        return list(self.attach_moves(seat))

    def attach_moves(self, seat: int) -> Iterator[Command]:
        """Essence from the pool onto an active card (overpaying), or from one active card to
        another while the first stays paid (book, "Summon an Essence": moved freely). A move
        back onto a card the Essence left this turn only takes a move back, and is not offered;
        option `essence_moves: once` lets each Essence move once a turn."""
        holders = self.holders(seat)
        # targets named once: a listing yields a score of these moves
        targets = {h: card_target(h) for h in holders}
        for essence, onto in self._attachments(seat, holders):
            yield Command(seat, "attach", essence, targets[onto])

    def can_arrange(self, seat: int) -> bool:
        """Is there an Essence move for "Move an Essence" to open?"""
        return next(self._attachments(seat, self.holders(seat)), None) is not None

    def _attachments(self, seat: int, holders: list[int]) -> Iterator[tuple[int, int]]:
        """(essence, the card it may go onto), in the order attach_moves lists them."""
        state = self.state
        if not holders:
            return
        for essence in board.pool(state, seat):
            for holder in holders:
                yield essence, holder
        if len(holders) < 2:
            return
        once = state.values.get("essence_moves") == "once"
        for host in holders:
            essences = board.attached(state, host)
            if not essences:
                continue
            cost = self.facts(host).cost_key
            supplies = board.supply(state, self.cards, essences)
            stays_paid: dict[tuple[str, int], bool] = {}  # by the essence taken off
            for index, essence in enumerate(essences):
                if once and "moved" in state.cards[essence].flags:
                    continue
                taken = supplies[index]
                if taken not in stays_paid:  # keeps_paid(essence), once per kind of essence
                    rest = (*supplies[:index], *supplies[index + 1 :])
                    stays_paid[taken] = shortfall_of(cost, rest) == 0
                if stays_paid[taken]:
                    left = board.left_this_turn(state, essence)
                    for holder in holders:
                        if holder != host and holder not in left:
                            yield essence, holder

    def pay(self, seat: int, paying: int) -> list[Command]:
        """Essence that lessens what the card still owes (no other); pay automatically when
        the pool can finish the payment."""
        state, target, table = self.state, card_target(paying), self.table
        instances = state.cards
        cost = table[instances[paying].card].cost_key
        paid = tuple(board.supply(state, self.cards, board.attached(state, paying)))
        owed = shortfall_of(cost, paid)
        # costs.helps: the essence lessens what is owed
        out = [
            Command(seat, "attach", e, target)
            for e in board.pool(state, seat)
            if shortfall_of(cost, (*paid, table[instances[e].card].supply)) < owed
        ]
        if self.can_autopay(seat, paying):
            out.append(Command(seat, "autopay", None, None))
        return out

    def autopay(self, seat: int, paying: int) -> list[int]:
        """The essence the pool can add to finish paying for `paying` (none: it cannot)."""
        pool, attached, cost = self._payment(seat, paying)
        return cheapest(cost, pool, attached) or []

    def can_autopay(self, seat: int, paying: int) -> bool:
        """Is `autopay` not empty? (without choosing the essence)"""
        pool, attached, cost = self._payment(seat, paying)
        return can_finish(cost, pool, attached)

    def _payment(
        self, seat: int, paying: int
    ) -> tuple[list[tuple[int, str, int]], list[tuple[str, int]], dict[str, int]]:
        """The pool as (id, type, amount), what `paying` holds, and its cost."""
        state, table = self.state, self.table
        instances = state.cards
        pool = [(i, *table[instances[i].card].supply) for i in board.pool(state, seat)]
        attached = board.supply(state, self.cards, board.attached(state, paying))
        return pool, attached, table[instances[paying].card].cost

    def ready_attackers(self, seat: int) -> list[int]:
        cards = self.state.cards
        return [c for c in self.active_creatures(seat) if not is_rested(cards[c])]

    def attack_targets(self, seat: int) -> list[int]:
        foe = board.opponent(seat)
        enemies = self.active_creatures(foe)
        if enemies:
            return enemies
        vanquisher = board.vanquisher(self.state, foe)
        return [vanquisher] if vanquisher is not None else []

    def attack(self, seat: int) -> list[Command]:
        return [*self._attack(seat), Command(seat, "end")]

    def _attack(self, seat: int) -> Iterator[Command]:
        ready = self.ready_attackers(seat)
        targets = self.attack_targets(seat) if ready else []
        yield from (Command(seat, "attack", c, card_target(t)) for c in ready for t in targets)
        yield from (Command(seat, "activate", c) for c in ready if self.can_activate(seat, c))
        vanquisher = board.vanquisher(self.state, seat)
        if vanquisher is not None and self.can_activate(seat, vanquisher):
            yield Command(seat, "activate", vanquisher)

    def groups_on(self, target: int) -> bool:
        """May more attackers join an attack on `target`? (option vanquisher_groups)"""
        if self.card(target).kind != "vanquisher":
            return True
        return self.state.values.get("vanquisher_groups", True) is not False

    def may_join(self, seat: int, attack: dict[str, Any]) -> bool:
        """Does the declared attack offer more than confirming it (a creature to join)?"""
        return self.groups_on(int(attack["target"])) and bool(self.ready_attackers(seat))

    def declare(self, seat: int, attack: dict[str, Any]) -> list[Command]:
        target = int(attack["target"])
        joiners = self.ready_attackers(seat) if self.groups_on(target) else []
        out = [Command(seat, "attack", c, card_target(target)) for c in joiners]
        out.append(Command(seat, "confirm"))
        return out

    def traps(self, seat: int, window: str) -> list[Command]:
        slots = [SLOT_TARGETS[z] for z in self.spell_slots(seat)[1]]
        out: list[Command] = []
        if not slots:  # nowhere to play one
            return out
        for iid in self.hand(seat):
            facts = self.facts(iid)
            if facts.trap_window not in (window, "either"):
                continue
            if self.can_pay_for(seat, facts) and self.has_targets(seat, iid):
                out += [Command(seat, "trap", iid, z) for z in slots]
        return out

    def counter(self, seat: int, attack: dict[str, Any]) -> list[Command]:
        live = [int(a) for a in attack["attackers"] if board.is_active(self.state, int(a))]
        return [Command(seat, "counter", None, card_target(a)) for a in live]

    def choose(self, seat: int, options: list[int]) -> list[Command]:
        out = []
        for iid in options:
            where = board.slot_name(self.state.where[iid])
            if where in ("graveyard", "banished", "deck", "hand"):
                out.append(Command(seat, "choose", None, None, (iid,)))
            else:
                out.append(Command(seat, "choose", None, card_target(iid)))
        return out

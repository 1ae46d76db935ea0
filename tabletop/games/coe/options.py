"""The legal commands of each COE decision, read off the state (no events).

Gestures: a hand card onto a resource slot builds a resource; onto a character position or
arsenal slot (or onto its target character) plays it; a resource onto the card being paid
pays; a character onto an enemy attacks; an adjacent ally onto the battling character boosts;
a party champion onto a position, a champion onto the Party Leader, are party tactics; the
top cache card onto a champion levels it up.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.commands import Command, card_target, zone_target
from tabletop.engine.effects import RESTED
from tabletop.engine.state import State
from tabletop.games.coe import board, offers, payment
from tabletop.games.coe.cards import CoeCard, found_by
from tabletop.games.coe.facts import CardReading, SkillReading
from tabletop.games.coe.stats import Stats

#: a card as the checks read it: the card data, or its facts (the same fields)
CardLike = CoeCard | CardReading


class Options:
    """One decision's listing: made for it, read off the state as it stands (what it works
    out, a seat's characters or standing resources, is kept for the listing's length)."""

    def __init__(
        self, state: State, cards: Mapping[str, CoeCard], stats: Stats | None = None
    ) -> None:
        self.state = state
        self.cards = cards
        self.stats = Stats(state, cards) if stats is None else stats
        self.facts = self.stats.facts
        self._colours: dict[int, set[str]] = {}
        self._standing: dict[int, list[payment.Resource]] = {}
        self._characters: dict[int, list[int]] = {}
        self._worth: dict[tuple[int, str, bool], int] = {}

    def card(self, iid: int) -> CardReading:
        return self.facts[self.state.cards[iid].card]

    def value(self, key: str, default: Any = None) -> Any:
        return self.state.values.get(key, default)

    # --- reading ---------------------------------------------------------------------------
    def standing(self, iid: int) -> bool:
        return RESTED not in self.state.cards[iid].flags

    def characters(self, seat: int) -> list[int]:
        """The seat's characters on the field (board.characters, kept for the listing)."""
        found = self._characters.get(seat)
        if found is None:
            found = self._characters[seat] = board.characters(self.state, seat)
        return found

    def party_colours(self, seat: int) -> set[str]:
        """Colours of the seat's champions not archived (book, "Color Check")."""
        if seat in self._colours:
            return self._colours[seat]
        out = {"white"}
        zones, cards, facts = self.state.zones, self.state.cards, self.facts
        for zone_id in _COLOUR_ZONES[seat]:
            for iid in zones.get(zone_id, ()):
                card = facts[cards[iid].card]
                if card.champion:
                    out.add(card.colour)
        self._colours[seat] = out
        return out

    def colour_ok(self, seat: int, card: CardLike) -> bool:
        return card.colour in self.party_colours(seat)

    def condition_met(self, seat: int, card: CardLike) -> bool:
        """Book, "Resolving Effects": a condition before the effect that cannot be fulfilled
        forbids playing the card."""
        wanted = card.if_ally_class
        if wanted is None:
            return True
        return any(wanted in self.card(i).classes for i in self.characters(seat))

    def blocked(self, zone_id: str) -> bool:
        """Book, "Card zones": Heavy restricts the slots beside it."""
        zones, cards = self.state.zones, self.state.cards
        for other in board.adjacent(zone_id):
            lying = zones.get(other)
            if lying and cards[lying[0]].face_up and self.card(lying[0]).heavy:
                return True
        return False

    def open_slots(self, seat: int, slots: tuple[str, ...]) -> list[str]:
        """The row's empty slots not beside a face-up Heavy card (`blocked`)."""
        zones, cards = self.state.zones, self.state.cards
        row = board.row(seat, slots)
        beside_heavy: set[str] = set()
        for zone_id in row:
            lying = zones.get(zone_id)
            if lying and cards[lying[0]].face_up and self.card(lying[0]).heavy:
                beside_heavy.update(board.adjacent(zone_id))  # (adjacent: both ways)
        return [z for z in row if not zones.get(z) and z not in beside_heavy]

    def standing_resources(self, seat: int) -> list[payment.Resource]:
        if seat in self._standing:
            return self._standing[seat]
        out: list[payment.Resource] = []
        cards = self.state.cards
        for iid in board.resources(self.state, seat):
            if RESTED not in cards[iid].flags:
                card = self.facts[cards[iid].card]
                out.append((iid, card.resource, card.worth))
        self._standing[seat] = out
        return out

    def usable_worth(self, seat: int, pays: str, strict: bool) -> int:
        """What the seat's standing resources that may pay `pays` are worth together (kept
        for the listing)."""
        key = (seat, pays, strict)
        worth = self._worth.get(key)
        if worth is None:
            usable = payment.usable(self.standing_resources(seat), pays, strict)
            worth = self._worth[key] = sum(r[2] for r in usable)
        return worth

    def can_pay(self, seat: int, cost: int, pays: str, strict: bool) -> bool:
        """Enough worth of the right types (payment.can_pay)."""
        return cost <= 0 or self.usable_worth(seat, pays, strict) >= cost

    def affordable(self, seat: int, card: CardLike) -> bool:
        return self.can_pay(seat, card.cost, card.pays, card.strict)

    # --- targets ---------------------------------------------------------------------------
    def targets(self, seat: int, kind: str) -> list[int]:
        """Book, "Target Hierarchy": characters of the front row (never the Support area)."""
        foe = board.opponent(seat)
        state = self.state
        if kind == "enemy":
            return self.characters(foe)
        if kind == "ally":
            return self.characters(seat)
        if kind == "character":
            return self.characters(seat) + self.characters(foe)
        if kind == "enemy_acolyte":
            return [i for i in self.characters(foe) if self.card(i).kind == "acolyte"]
        if kind == "enemy_arsenal":
            return [i for i in board.arsenal(state, foe) if state.cards[i].face_up]
        if kind == "enemy_position":  # book, "Positions": the Support position too
            support = board.support(state, foe)
            return self.characters(foe) + ([] if support is None else [support])
        return []

    # --- party tactics (book, "Party Tactics", A to D) --------------------------------------
    def tactics(self, seat: int) -> list[Command]:
        state = self.state
        if state.values.get(_TACTIC_USED[seat]):
            return []
        out: list[Command] = []
        party = state.zones.get(board.zone(seat, "party"))
        support = board.support(state, seat)
        leader = board.leader(state, seat)
        if party:
            places = [board.zone(seat, "support")] if support is None else []
            places += self.open_slots(seat, board.CHARACTER_SLOTS)
            moves = [zone_target(z) for z in places]
            out.extend(Command(seat, "tactic", iid, t) for iid in party for t in moves)
        if leader is not None:
            to_leader = card_target(leader)
            facts, cards = self.facts, state.cards
            for iid in self.characters(seat):
                if iid != leader and facts[cards[iid].card].champion:
                    out.append(Command(seat, "tactic", iid, to_leader))
            if support is not None:
                out.append(Command(seat, "tactic", support, to_leader))
        return out

    # --- setup ------------------------------------------------------------------------------
    def lead(self, seat: int) -> list[Command]:
        target = zone_target(board.zone(seat, board.LEADER))
        pool = board.party(self.state, seat)
        if not pool:
            pool = [board.support(self.state, seat) or 0]
            pool += [i for i in self.characters(seat) if self.is_champion(i)]
        return [Command(seat, "lead", i, target) for i in pool if i and self.is_champion(i)]

    def refill(self, seat: int) -> list[Command]:
        """Book, "Party Leader": from the party or support area; (reading) from the field
        when neither holds a champion."""
        target = zone_target(board.zone(seat, board.LEADER))
        pool = board.party(self.state, seat)
        support = board.support(self.state, seat)
        if support is not None:
            pool = [*pool, support]
        if not pool:
            pool = [i for i in self.characters(seat) if self.is_champion(i)]
        return [Command(seat, "lead", i, target) for i in pool]

    def is_champion(self, iid: int) -> bool:
        return self.card(iid).champion

    def support_choice(self, seat: int) -> list[Command]:
        target = zone_target(board.zone(seat, "support"))
        out = [Command(seat, "support", i, target) for i in board.party(self.state, seat)]
        return [*out, Command(seat, "skip")] if out else []

    def first(self, seat: int) -> list[Command]:
        """Buttons (the side panel takes clicks on the seat panels for itself)."""
        return [Command(seat, "first", args=(s,)) for s in range(self.state.players)]

    # --- camp -------------------------------------------------------------------------------
    def camp(self, seat: int) -> list[Command]:
        zones = self.state.zones
        free = tuple(z for z in board.row(seat, board.RESOURCE_SLOTS) if not zones.get(z))
        hand = tuple(zones.get(board.zone(seat, "hand"), ()))
        out = list(offers.resources(seat, hand, free))
        out.extend(self.tactics(seat))
        return out

    # --- main -------------------------------------------------------------------------------
    def plays(self, seat: int, phase: str) -> list[Command]:
        """Cards from hand onto the field (book, "Playing Cards")."""
        out: list[Command] = []
        open_slots: dict[tuple[str, ...], tuple[str, ...]] = {}  # worked out when needed

        def slots(row: tuple[str, ...]) -> tuple[str, ...]:
            if row not in open_slots:
                open_slots[row] = tuple(self.open_slots(seat, row))
            return open_slots[row]

        facts, cards = self.facts, self.state.cards
        colours = self.party_colours(seat)
        for iid in self.state.zones.get(board.zone(seat, "hand"), ()):
            card = facts[cards[iid].card]
            if phase not in card.played_in or card.colour not in colours:
                continue
            if card.if_ally_class is not None and not self.condition_met(seat, card):
                continue
            if card.conjure:
                arsenal = slots(board.ARSENAL_SLOTS)
                out += offers.onto_zones(seat, "conjure", iid, arsenal)
                continue
            if card.cost > 0 and self.usable_worth(seat, card.pays, card.strict) < card.cost:
                continue
            if card.kind == "acolyte":
                characters = slots(board.CHARACTER_SLOTS)
                out += offers.onto_zones(seat, "play", iid, characters)
            elif arsenal := slots(board.ARSENAL_SLOTS):
                out += self._arsenal_plays(seat, iid, card, arsenal)
        return out

    def _arsenal_plays(
        self, seat: int, iid: int, card: CardReading, arsenal: tuple[str, ...]
    ) -> tuple[Command, ...]:
        chooses = card.chooses
        if card.faces:
            facing = board.facing_position
            zones = tuple(z for z in arsenal if board.occupant(self.state, facing(z) or ""))
            return offers.onto_zones(seat, "play", iid, zones)
        if chooses is None:
            if self._pointless(seat, card):
                return ()
            return offers.onto_zones(seat, "play", iid, arsenal)
        targets = tuple(self.targets(seat, chooses))
        if chooses == "enemy_position":  # dropped onto the position itself
            where = self.state.where
            return offers.onto_zones(seat, "play", iid, tuple(where[t] for t in targets))
        return offers.onto_cards(seat, "play", iid, targets)

    def _pointless(self, seat: int, card: CardReading) -> bool:
        """A card whose every action has nothing to act on is not offered."""
        if card.always_useful:
            return False
        return not any(self.targets(seat, kind) for kind in card.wants)

    def flips(self, seat: int) -> list[Command]:
        """Conjure: a face-down card of the seat's arsenal, flipped and paid."""
        out: list[Command] = []
        for iid in board.arsenal(self.state, seat):
            if self.state.cards[iid].face_up:
                continue
            card = self.card(iid)
            if not self.colour_ok(seat, card) or not self.affordable(seat, card):
                continue
            if card.kind == "acolyte":  # it steps into an open position (dragged there)
                characters = tuple(self.open_slots(seat, board.CHARACTER_SLOTS))
                out += offers.onto_zones(seat, "flip", iid, characters)
                continue
            chooses = card.chooses
            if chooses is None:
                if not self._pointless(seat, card):
                    out.append(Command(seat, "flip", iid))
            else:
                out += offers.onto_cards(seat, "flip", iid, tuple(self.targets(seat, chooses)))
        return out

    def skills(self, seat: int, phase: str = "main") -> list[Command]:
        """Champion and acolyte skills (book, "Champion Skills", "Support Character Skills")."""
        state = self.state
        out: list[Command] = []
        used = self.value("used", [])
        support = board.support(state, seat)
        facts, cards = self.facts, state.cards
        for iid in [*self.characters(seat), *([support] if support else [])]:
            in_support = iid == support
            for index, skill in facts[cards[iid].card].used_in[phase]:
                if not self._skill_ready(seat, iid, index, skill, in_support, used):
                    continue
                chosen = skill.chosen
                args = (index,)
                if chosen is None:
                    out.append(Command(seat, "skill", iid, None, args))
                else:
                    # on itself: no target (a double click; a card is not dragged onto itself)
                    out.extend(
                        Command(seat, "skill", iid, None if t == iid else card_target(t), args)
                        for t in self.targets(seat, chosen)
                    )
        return out

    def _skill_ready(
        self,
        seat: int,
        iid: int,
        index: int,
        skill: SkillReading,
        in_support: bool,
        used: list[Any],
    ) -> bool:
        timing = skill.timing
        if skill.level and self.stats.level(iid) < skill.level:
            return False
        if (timing == "support") != in_support:
            return False
        if timing == "action" and not self.standing(iid):
            return False
        if timing in ("innate", "support") and f"{iid}:{index}" in used:
            return False
        return self.can_pay(seat, skill.cost, skill.pays, False)

    def main(self, seat: int) -> list[Command]:
        return [
            *self.plays(seat, "main"),
            *self.flips(seat),
            *self.skills(seat),
            *self.tactics(seat),
        ]

    # --- paying -----------------------------------------------------------------------------
    def pay(self, seat: int) -> list[Command]:
        play = self.value("play")
        iid = int(play["card"])
        card = self.card(iid)
        pool = self.standing_resources(seat)
        paid = [r for r in self._all_resources(seat) if r[0] in play["paid"]]
        addable = payment.addable(card.cost, paid, pool, card.pays, card.strict)
        target = card_target(iid)
        out = [
            Command(seat, "pay", r[0], target) for r, ok in zip(pool, addable, strict=True) if ok
        ]
        return [*out, Command(seat, "autopay")]

    def _all_resources(self, seat: int) -> list[payment.Resource]:
        out: list[payment.Resource] = []
        for iid in board.resources(self.state, seat):
            card = self.card(iid)
            out.append((iid, card.resource, card.worth))
        return out

    def autopay(self, seat: int) -> list[int]:
        """The minimal payment offered: completes what was paid with the fewest cards."""
        play = self.value("play")
        card = self.card(int(play["card"]))
        pool = self.standing_resources(seat)
        paid = [r for r in self._all_resources(seat) if r[0] in play["paid"]]
        left = card.cost - sum(r[2] for r in paid)
        for option in payment.payments(card.cost, pool + paid, card.pays, card.strict, 512):
            ids = {r[0] for r in option}
            if {r[0] for r in paid} <= ids:
                return [r[0] for r in option if r[0] not in {p[0] for p in paid}]
        raise ValueError(f"no way to pay the {left} left")

    # --- counters ---------------------------------------------------------------------------
    def counters(self, seat: int) -> list[Command]:
        top = int(self.value("play")["chain"][-1])
        out = []
        for iid in self.state.zone(board.zone(seat, "hand")):
            card = self.card(iid)
            if card.counter and self.colour_ok(seat, card) and self.affordable(seat, card):
                out.append(Command(seat, "counter", iid, card_target(top)))
        return out

    # --- battle -----------------------------------------------------------------------------
    def attackers(self, seat: int) -> list[int]:
        out = []
        cards = self.state.cards
        for iid in self.characters(seat):
            card = self.card(iid)
            flags = cards[iid].flags
            if RESTED in flags or card.atk is None:
                continue
            if "new" in flags and not card.swift:
                continue
            out.append(iid)
        return out

    def attack_targets(self, seat: int, attacker: int) -> list[int]:
        """Enemy characters; Support only with Transgress; a standing Provoke character
        must be chosen when there is one (book, "Attack Targeting")."""
        foe = board.opponent(seat)
        front = self.characters(foe)
        provoking = [i for i in front if self.card(i).provoke and self.standing(i)]
        if provoking:
            return provoking
        support = board.support(self.state, foe)
        if support is not None and self.card(attacker).transgress:
            front = [*front, support]
        return front

    def battle(self, seat: int) -> list[Command]:
        """Attacks, Cast Battle cards and skills, the seat's party tactic ("any phase")."""
        out: list[Command] = []
        for attacker in self.attackers(seat):
            out += offers.onto_cards(
                seat, "attack", attacker, tuple(self.attack_targets(seat, attacker))
            )
        return [
            *out,
            *self.plays(seat, "battle"),
            *self.skills(seat, "battle"),
            *self.tactics(seat),
        ]

    def boosters(self, seat: int, fighter: int, stat: str, used: list[int]) -> list[int]:
        """Book, "Boosting": standing characters adjacent to the fighter, with the stat;
        supports neither boost nor are boosted."""
        if not board.in_character_row(self.state, fighter):
            return []
        out = []
        for zone_id in board.adjacent(self.state.where[fighter]):
            iid = board.occupant(self.state, zone_id)
            if iid is None or iid in used or not self.standing(iid):
                continue
            if not self.stats.has(iid, stat):
                continue
            out.append(iid)
        return out

    def attack_boosts(self, seat: int) -> list[Command]:
        attack = self.value("attack")
        attacker = int(attack["attacker"])
        found = self.boosters(seat, attacker, "atk", [int(i) for i in attack["atk_boosts"]])
        return [Command(seat, "boost", i, card_target(attacker)) for i in found]

    def defense_options(self, seat: int) -> list[Command]:
        attack = self.value("attack")
        target = int(attack["target"])
        out: list[Command] = []
        shielded = "staggered" not in self.state.cards[target].flags and self.stats.has(
            target, "def"
        )
        if shielded:
            used = [int(i) for i in attack["def_boosts"]]
            found = self.boosters(seat, target, "def", used)
            out.extend(Command(seat, "boost", i, card_target(target)) for i in found)
        if not attack["def_boosts"] and attack.get("tactic") is None:
            out.extend(self.tactics(seat))
        return out

    # --- searching -------------------------------------------------------------------------
    def search(self, seat: int) -> list[Command]:
        """The deck's cards the search may take (a click on the deck offers them by name)."""
        find = str(self.value("search")["find"])
        deck = self.state.zone(board.zone(seat, "deck"))
        return [Command(seat, "take", i) for i in deck if found_by(self.card(i).card, find)]

    # --- every decision ---------------------------------------------------------------------
    def listing(self, kind: str, seat: int) -> list[Command]:
        """Everything the decision `kind` offers `seat` (the listers and the steps share it)."""
        if kind in _LISTS:
            extra, closing = _LISTS[kind]
            return [*getattr(self, extra)(seat), Command(seat, closing)]
        return list(getattr(self, _PLAIN[kind])(seat))

    # --- rest -------------------------------------------------------------------------------
    def levels(self, seat: int) -> list[Command]:
        """Book, "Leveling": archive a cache card for an XP token, each champion once."""
        cache = self.state.zone(board.zone(seat, "cache"))
        if not cache:
            return []
        leveled = self.value("leveled", [])
        state = self.state
        support = board.support(state, seat)
        champions = [i for i in self.characters(seat) if self.is_champion(i)]
        if support is not None:
            champions.append(support)
        return [
            Command(seat, "level", cache[-1], card_target(c)) for c in champions if c not in leveled
        ]


#: the value that says a seat has used its party tactic this round, by seat
_TACTIC_USED = tuple(f"tactic.p{seat}" for seat in range(board.SEATS))
#: where each seat's champions may be (party, support, the character positions): their colours
_COLOUR_ZONES = tuple(
    board.row(seat, ("party", "support", *board.CHARACTER_SLOTS)) for seat in range(board.SEATS)
)


#: decisions with a closing command (end the phase, pass, go on) after their options
_LISTS = {
    "camp": ("camp", "end"),
    "main": ("main", "end"),
    "counter": ("counters", "pass"),
    "battle": ("battle", "pass"),
    "boost": ("attack_boosts", "done"),
    "defend": ("defense_options", "done"),
    "level": ("levels", "end"),
}
_PLAIN = {
    "search": "search",
    "lead": "lead",
    "refill": "refill",
    "support": "support_choice",
    "first": "first",
    "pay": "pay",
}

"""What each seat may do now: the commands every UCG decision lists (no changes).

Sources and targets follow the table's drags: a card from the hand onto a zone or onto the
character it aims at, a character onto the Encounter Zone, a blocker onto the attacker, an
Assist blocker onto the first blocker, damage onto a blocker or the defending seat's deck.
"""

from __future__ import annotations

from tabletop.engine.commands import Command, card_target, seat_target
from tabletop.engine.effects import is_rested
from tabletop.games.ucg.board import (
    ACTIVE,
    EFFECT_IDS,
    ENCOUNTER,
    HAND,
    IGNITION,
    Board,
    opponent,
    target_of,
    zone_target,
)
from tabletop.games.ucg.cards import Target
from tabletop.games.ucg.facts import AbilityFacts, Plan

#: where each seat's ignitions wait (a list, as the free Effect Zones are; only read)
_IGNITION_ONLY = ([IGNITION[0]], [IGNITION[1]])
#: the targets of the Primary and Conflict Phases' commands, by seat
_TO_RESERVE, _TO_ACTIVE, _TO_ENCOUNTER = (
    (zone_target(0, name), zone_target(1, name)) for name in ("reserve", "active", "encounter")
)
#: each seat's way out of a decision, made once (a command is an immutable value)
_PASS, _DONE, _END = ((Command(0, kind), Command(1, kind)) for kind in ("pass", "done", "end"))
#: the zones of a seat's characters that may activate an ability
_CHARACTERS_ACTING = tuple((ACTIVE[seat], ENCOUNTER[seat]) for seat in (0, 1))


class Options:
    """The commands of one state's decisions; the state does not change while they are
    listed, so what several listers ask (Terra, free zones, targets) is worked out once."""

    __slots__ = ("_aims", "_free", "_terra", "board", "plans", "state")

    def __init__(self, board: Board) -> None:
        self.state = board.state
        self.board = board
        self.plans = board.plans
        self._terra: dict[int, int] = {}
        self._free: dict[int, list[str]] = {}
        self._aims: dict[tuple[int, Target], list[int] | None] = {}

    def terra(self, seat: int) -> int:
        terra = self._terra.get(seat)
        if terra is None:
            terra = self._terra[seat] = self.board.terra(seat)
        return terra

    def free(self, seat: int) -> list[str]:
        free = self._free.get(seat)
        if free is None:
            free = self._free[seat] = self.board.free_effect_zones(seat)
        return free

    # --- targets ---------------------------------------------------------------------
    def targets(self, seat: int, target: Target) -> list[int] | None:
        """Characters a play may aim at; None: it aims at nothing."""
        if target == "none":
            return None
        key = (seat, target)
        if key not in self._aims:
            self._aims[key] = self._aimed_at(seat, target)
        return self._aims[key]

    def _aimed_at(self, seat: int, target: Target) -> list[int]:
        board = self.board
        if target == "character":
            return board.all_characters()
        if target == "foe":
            return board.characters(opponent(seat))
        if target == "ally":
            return board.characters(seat)
        attacker = board.attacker()
        return [] if attacker is None else [attacker]

    def _aimed(
        self, seat: int, kind: str, src: int, target: Target, zones: list[str]
    ) -> list[Command]:
        """A play onto each character it may aim at, or onto each zone it may go to."""
        aims = self.targets(seat, target)
        if aims is None:
            return [Command(seat, kind, src, target_of(z)) for z in zones]
        if not zones:
            return []
        return [Command(seat, kind, src, card_target(t)) for t in aims]

    # --- playing effects and abilities -------------------------------------------------
    # (plain loops over the zones, no helpers: these run at every decision, mostly to find
    # that there is nothing to play)
    def effects(self, seat: int, sequence: bool, timings: tuple[str, ...]) -> list[Command]:
        """Effect cards from the hand: an ignition goes to the Ignition Zone, a sequence to a
        free Effect Zone (README: a sequence needs one; none free, no sequence)."""
        state = self.state
        cards, plans = state.cards, self.plans
        out: list[Command] = []
        for iid in state.zones.get(HAND[seat]) or ():
            plan = plans[cards[iid].card]
            if plan.timing in timings and self._playable(seat, plan):  # only effects have one
                zones = self.free(seat) if sequence else _IGNITION_ONLY[seat]
                kind = "sequence" if sequence else "ignite"
                out.extend(self._aimed(seat, kind, iid, plan.target, zones))
        return out

    def _playable(self, seat: int, effect: Plan) -> bool:
        """Can the seat pay for this effect card, and has it somewhere to go and something
        to do?"""
        if effect.terra > self.terra(seat):
            return False
        if effect.timing == "permanent" and not self.free(seat):
            return False  # it must have an Effect Zone to stay in
        return not effect.negates or bool(self.state.stack)  # a negation needs a play

    def abilities(self, seat: int, sequence: bool, springs: bool = False) -> list[Command]:
        """Characters (Active or in the encounter), then ready Permanents, with an ability
        not used this turn whose Terra the seat can pay; with `springs`, then the Pitfalls
        that spring now (the Effect Zones are read once for both)."""
        state = self.state
        cards, plans, zones = state.cards, self.plans, state.zones
        held: list[tuple[int, AbilityFacts]] = []
        for z in _CHARACTERS_ACTING[seat]:
            for iid in zones.get(z) or ():
                ability = plans[cards[iid].card].ability
                if ability is not None:
                    held.append((iid, ability))
        pitfalls: list[int] = []
        for z in EFFECT_IDS[seat]:
            for iid in zones.get(z) or ():
                card = cards[iid]
                plan = plans[card.card]
                if plan.ability is not None and self._ready_permanent(iid):
                    held.append((iid, plan.ability))
                elif springs and not card.face_up and plan.timing == "pitfall":
                    pitfalls.append(iid)
        out: list[Command] = []
        for iid, ability in held:
            if "used" in cards[iid].flags or ability.terra > self.terra(seat):
                continue
            if ability.negates and not state.stack:
                continue  # nothing to negate
            zones_to = self.free(seat) if sequence else _IGNITION_ONLY[seat]
            out.extend(self._aimed(seat, "activate", iid, ability.target, zones_to))
        if pitfalls:
            out.extend(self._sprung(seat, pitfalls))
        return out

    def _ready_permanent(self, iid: int) -> bool:
        """A face-up Permanent resting in its Effect Zone (`Board.permanents`), not rested."""
        card = self.state.cards[iid]
        if not card.face_up or is_rested(card):
            return False
        return self.plans[card.card].timing == "permanent" and not self.board.on_stack(iid)

    def _sprung(self, seat: int, pitfalls: list[int]) -> list[Command]:
        """Those of the seat's Pitfalls with their Bide counters whose trigger has just
        happened, onto what they aim at."""
        out: list[Command] = []
        for iid in pitfalls:
            if self._springs(seat, iid):
                aims = self.targets(seat, self.board.plan(iid).target)
                if aims is None:
                    out.append(Command(seat, "spring", iid))
                else:
                    out.extend(Command(seat, "spring", iid, card_target(t)) for t in aims)
        return out

    def _springs(self, seat: int, pitfall: int) -> bool:
        """Has the Pitfall its Bide counters, and has its trigger just happened?"""
        board, stack = self.board, self.state.stack
        plan = board.plan(pitfall)
        if self.state.counter(pitfall, "bide") < plan.bide:
            return False
        if plan.springs_on == "attack":
            return board.value("window") == "attack" and board.turn != seat
        return bool(stack) and int(stack[-1]["seat"]) != seat

    # --- the decisions -----------------------------------------------------------------
    def listing(self, kind: str, seat: int) -> list[Command]:
        """Every command of a decision of the turn, with its way out (end, pass, done)."""
        if kind == "respond":
            out = self.responses(seat)
            out.append(_PASS[seat])
            return out
        listed: list[Command] = getattr(self, kind)(seat)  # a new list: add the way out
        listed.append(_DONE[seat] if kind in ("block", "assist") else _END[seat])
        return listed

    def dawn(self, seat: int) -> list[Command]:
        """Dawn: only Immediate effects (README)."""
        return self.effects(seat, False, ("immediate",))

    def primary(self, seat: int) -> list[Command]:
        """The hand's resource, characters and Pitfalls, then its Immediate and Permanent
        effects (one pass over the hand), then abilities."""
        state = self.state
        cards, plans = state.cards, self.plans
        resourced = state.values.get("resourced")
        terra = self.terra(seat)
        out: list[Command] = []
        ignitions: list[Command] = []
        for iid in state.zones.get(HAND[seat], ()):
            plan = plans[cards[iid].card]
            kind = plan.kind
            if kind == "resource":
                if not resourced:
                    out.append(Command(seat, "resource", iid, _TO_RESERVE[seat]))
            elif kind == "character":
                if plan.terra <= terra:
                    out.append(Command(seat, "summon", iid, _TO_ACTIVE[seat]))
            elif plan.timing == "pitfall":
                if plan.terra <= terra:
                    out.extend(Command(seat, "set", iid, target_of(z)) for z in self.free(seat))
            elif self._playable(seat, plan):
                where = _IGNITION_ONLY[seat]
                ignitions.extend(self._aimed(seat, "ignite", iid, plan.target, where))
        out.extend(ignitions)
        out.extend(self.abilities(seat, False))
        return out

    def conflict(self, seat: int) -> list[Command]:
        state = self.state
        cards, plans = state.cards, self.plans
        attacks = state.values.get("attacks") or {}
        onto = _TO_ENCOUNTER[seat]
        out = [
            Command(seat, "attack", iid, onto)
            for iid in state.zones.get(ACTIVE[seat], ())
            if int(attacks.get(str(iid), 0)) < plans[cards[iid].card].attacks
        ]
        out.extend(self.effects(seat, False, ("immediate",)))
        out.extend(self.abilities(seat, False))
        return out

    def responses(self, seat: int) -> list[Command]:
        """In a window: the turn player ignites on an empty stack; anything else is a
        sequence (a free Effect Zone each) or a sprung Pitfall."""
        state = self.state
        stack, values = state.stack, state.values
        sequence = bool(stack) or seat != int(values.get("turn", 0))
        # a Pitfall springs on a play of the other seat's on the stack, or on its attack
        # (`_springs`): with neither, its Effect Zones need not be searched for one
        springs = bool(stack) or (sequence and values.get("window") == "attack")
        out = self.effects(seat, sequence, ("immediate",))
        out.extend(self.abilities(seat, sequence, springs))
        return out

    # --- the encounter -----------------------------------------------------------------
    def can_block(self, blocker: int, attacker: int) -> bool:
        """Swift is blocked only by Swift; Unstoppable by nobody (book, "Characters with
        Swift")."""
        attacking = self.board.plan(attacker)
        if attacking.unstoppable:
            return False
        return not attacking.swift or self.board.plan(blocker).swift

    def block(self, seat: int) -> list[Command]:
        attacker = self.board.attacker()
        if attacker is None:
            return []
        onto = card_target(attacker)
        return [
            Command(seat, "block", iid, onto)
            for iid in self.board.cards_in(seat, "active")
            if self.can_block(iid, attacker)
        ]

    def assist(self, seat: int) -> list[Command]:
        """Book, "Characters with Assist": "block first with a character that does NOT have
        Assist. Then after that you can then block with additional characters as long as they
        have Assist" (each placed beside the first). Option `assist_after_any_blocker`: after
        any first blocker."""
        board = self.board
        attacker, blockers = board.attacker(), board.blockers()
        if attacker is None or not blockers:
            return []
        if board.plan(blockers[0]).assist and not board.value("assist_after_any"):
            return []  # Assist characters join a first blocker without Assist
        onto = card_target(blockers[0])
        return [
            Command(seat, "assist", iid, onto)
            for iid in board.cards_in(seat, "active")
            if board.plan(iid).assist and self.can_block(iid, attacker)
        ]

    def assign(self, seat: int, damage: int, assigned: dict[str, int]) -> list[Command]:
        """The attacker splits its damage among the blockers (book: "The attacking player
        always chooses how to assign the damage"); with Overpower the rest may go to the
        defending player's deck once every blocker has been given enough to slay it."""
        board = self.board
        attacker = board.attacker()
        left = damage - sum(assigned.values())
        if attacker is None or left <= 0:
            return []
        blockers = board.blockers()
        out = [
            Command(seat, "assign", attacker, card_target(b), (n,))
            for b in blockers
            for n in range(1, left + 1)
        ]
        if board.plan(attacker).overpower and all(
            assigned.get(str(b), 0) >= board.toughness_left(b) for b in blockers
        ):
            foe = opponent(seat)
            out.append(Command(seat, "assign", attacker, seat_target(foe), (left,)))
        return out

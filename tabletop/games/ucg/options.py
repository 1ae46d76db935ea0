"""What each seat may do now: the commands every UCG decision lists (no changes).

Sources and targets follow the table's drags: a card from the hand onto a zone or onto the
character it aims at, a character onto the Encounter Zone, a blocker onto the attacker, an
Assist blocker onto the first blocker, damage onto a blocker or the defending seat's deck.
"""

from __future__ import annotations

from tabletop.engine.commands import Command, card_target, seat_target, zone_target
from tabletop.engine.effects import is_rested
from tabletop.engine.state import State
from tabletop.games.ucg.board import Board, opponent, zone
from tabletop.games.ucg.cards import Action, Target, UcgCard


class Options:
    def __init__(self, state: State, cards: dict[str, UcgCard]) -> None:
        self.state = state
        self.board = Board(state, cards)
        self._terra: dict[int, int] = {}
        self._free: dict[int, list[str]] = {}

    # the state does not change while commands are listed: Terra and free zones once a seat
    def terra(self, seat: int) -> int:
        if seat not in self._terra:
            self._terra[seat] = self.board.terra(seat)
        return self._terra[seat]

    def free(self, seat: int) -> list[str]:
        if seat not in self._free:
            self._free[seat] = self.board.free_effect_zones(seat)
        return self._free[seat]

    # --- targets ---------------------------------------------------------------------
    def targets(self, seat: int, target: Target) -> list[int] | None:
        """Characters a play may aim at; None: it aims at nothing."""
        board = self.board
        if target == "none":
            return None
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
            return [Command(seat, kind, src, zone_target(z)) for z in zones]
        if not zones:
            return []
        return [Command(seat, kind, src, card_target(t)) for t in aims]

    # --- playing effects and abilities -------------------------------------------------
    def effects(self, seat: int, sequence: bool, timings: tuple[str, ...]) -> list[Command]:
        """Effect cards from the hand: an ignition goes to the Ignition Zone, a sequence to a
        free Effect Zone (README: a sequence needs one; none free, no sequence)."""
        state = self.state
        hand = state.zones.get(zone(seat, "hand"), ())
        if not hand:
            return []
        cards, faces = state.cards, self.board.cards
        out: list[Command] = []
        terra = self.terra(seat)
        for iid in hand:
            card = faces[cards[iid].card]
            if card.kind != "effect" or card.timing not in timings or card.terra > terra:
                continue
            if card.timing == "permanent" and not self.free(seat):
                continue  # it must have an Effect Zone to stay in
            if self._negates_nothing(card.do):
                continue
            zones = self.free(seat) if sequence else [zone(seat, "ignition")]
            kind = "sequence" if sequence else "ignite"
            out.extend(self._aimed(seat, kind, iid, card.target, zones))
        return out

    def _negates_nothing(self, actions: tuple[Action, ...]) -> bool:
        """A negation while the stack is empty: there is nothing to negate, so not offered."""
        return not self.state.stack and any(a.do == "negate" for a in actions)

    def ability_sources(self, seat: int) -> list[int]:
        """Characters (Active or in the encounter) and ready Permanents with an ability
        not used this turn, whose Terra the seat can pay."""
        state = self.state
        cards, faces, zones = state.cards, self.board.cards, state.zones
        sources = [*zones.get(zone(seat, "active"), ()), *zones.get(zone(seat, "encounter"), ())]
        if self.board.any_effect_cards(seat):
            sources += [p for p in self.board.permanents(seat) if not is_rested(cards[p])]
        out = []
        terra: int | None = None
        for iid in sources:
            ability = faces[cards[iid].card].ability
            if ability is None or "used" in cards[iid].flags:
                continue
            if terra is None:
                terra = self.terra(seat)
            if ability.terra > terra:
                continue
            if self._negates_nothing(ability.do):
                continue
            out.append(iid)
        return out

    def abilities(self, seat: int, sequence: bool) -> list[Command]:
        sources = self.ability_sources(seat)
        if not sources:
            return []
        board = self.board
        zones = self.free(seat) if sequence else [zone(seat, "ignition")]
        out: list[Command] = []
        for iid in sources:
            ability = board.card(iid).ability
            assert ability is not None
            out.extend(self._aimed(seat, "activate", iid, ability.target, zones))
        return out

    def springs(self, seat: int) -> list[Command]:
        """Pitfalls with their Bide counters whose trigger has just happened."""
        board = self.board
        stack = self.state.stack
        out: list[Command] = []
        for iid in board.pitfalls(seat):
            card = board.card(iid)
            if self.state.counter(iid, "bide") < card.bide:
                continue
            if card.springs_on == "attack":
                if board.value("window") != "attack" or board.turn == seat:
                    continue
            elif not stack or int(stack[-1]["seat"]) == seat:
                continue
            aims = self.targets(seat, card.target)
            if aims is None:
                out.append(Command(seat, "spring", iid))
            else:
                out.extend(Command(seat, "spring", iid, card_target(t)) for t in aims)
        return out

    # --- the decisions -----------------------------------------------------------------
    def listing(self, kind: str, seat: int) -> list[Command]:
        """Every command of a decision of the turn, with its way out (end, pass, done)."""
        if kind == "respond":
            return [*self.responses(seat), Command(seat, "pass")]
        out: list[Command] = getattr(self, kind)(seat)
        return [*out, Command(seat, "done" if kind in ("block", "assist") else "end")]

    def dawn(self, seat: int) -> list[Command]:
        """Dawn: only Immediate effects (README)."""
        return self.effects(seat, False, ("immediate",))

    def primary(self, seat: int) -> list[Command]:
        board = self.board
        out: list[Command] = []
        terra = self.terra(seat)
        free = self.free(seat)
        for iid in board.cards_in(seat, "hand"):
            card = board.card(iid)
            if card.kind == "resource" and not board.value("resourced"):
                out.append(Command(seat, "resource", iid, zone_target(zone(seat, "reserve"))))
            elif card.kind == "character" and card.terra <= terra:
                out.append(Command(seat, "summon", iid, zone_target(zone(seat, "active"))))
            elif card.timing == "pitfall" and card.terra <= terra:
                out.extend(Command(seat, "set", iid, zone_target(z)) for z in free)
        out.extend(self.effects(seat, False, ("immediate", "permanent")))
        out.extend(self.abilities(seat, False))
        return out

    def conflict(self, seat: int) -> list[Command]:
        board = self.board
        out = [
            Command(seat, "attack", iid, zone_target(zone(seat, "encounter")))
            for iid in board.cards_in(seat, "active")
            if board.attacks_made(iid) < board.card(iid).attacks
        ]
        out.extend(self.effects(seat, False, ("immediate",)))
        out.extend(self.abilities(seat, False))
        return out

    def responses(self, seat: int) -> list[Command]:
        """In a window: the turn player ignites on an empty stack; anything else is a
        sequence (a free Effect Zone each) or a sprung Pitfall."""
        if not self.state.stack and seat == self.board.turn:
            out = self.effects(seat, False, ("immediate",))
            out.extend(self.abilities(seat, False))
        else:
            out = self.effects(seat, True, ("immediate",))
            out.extend(self.abilities(seat, True))
        out.extend(self.springs(seat))
        return out

    # --- the encounter -----------------------------------------------------------------
    def can_block(self, blocker: int, attacker: int) -> bool:
        """Swift is blocked only by Swift; Unstoppable by nobody (book, "Characters with
        Swift")."""
        board = self.board
        if board.has(attacker, "unstoppable"):
            return False
        return not board.has(attacker, "swift") or board.has(blocker, "swift")

    def block(self, seat: int) -> list[Command]:
        attacker = self.board.attacker()
        if attacker is None:
            return []
        return [
            Command(seat, "block", iid, card_target(attacker))
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
        if board.has(blockers[0], "assist") and not board.value("assist_after_any"):
            return []  # Assist characters join a first blocker without Assist
        return [
            Command(seat, "assist", iid, card_target(blockers[0]))
            for iid in board.cards_in(seat, "active")
            if board.has(iid, "assist") and self.can_block(iid, attacker)
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
        if board.has(attacker, "overpower") and all(
            assigned.get(str(b), 0) >= board.toughness_left(b) for b in blockers
        ):
            foe = opponent(seat)
            out.append(Command(seat, "assign", attacker, seat_target(foe), (left,)))
        return out

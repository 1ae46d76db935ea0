"""The Empyrean runtime: primitive actions (deploy, reveal, might, destroy, move, return,
discard, banish) and trigger dispatch, on the engine's flow Runner.

The game's flow is the engine's step queue (engine/flow.py). A step that needs a player's
answer pauses with `Runner.wait` (the one way to ask); the answer arrives as a command, is
stored in the step, and the step runs again from where it stood. Triggered abilities are
queued at the front, after the step that caused them, which gives the book's order: "resolve
any conditional destroy abilities, put it in the destroy pile, then collapse; repeat for each
other card".
"""

from __future__ import annotations

from tabletop.engine.flow import Runner, Step
from tabletop.engine.rules import Context
from tabletop.engine.state import State
from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import EmpyreanCard
from tabletop.games.empyrean.facts import profiles_of
from tabletop.games.empyrean.field_rules import FIELD_RULES, NO_RULES, FieldRules
from tabletop.games.empyrean.keys import memo, pile_zone, seat_value, stop_value
from tabletop.games.empyrean.prepared_filters import MATCH

__all__ = ["Runtime", "Step", "round_memo", "used_flag"]


def round_memo(state: State, name: str) -> str:
    """A card flag that remembers `name` for this round only (`<name>_r<round>`): moved with a
    Move token, a command ability used, a once-per-round ability, a Human Bitten, a Viking on a
    raid. The end phase clears them (`clear_round_memos`), so they never pile up on cards."""
    return memo(name, state.values.get("round", 0))


#: event -> (the trigger it sets off on its subject's owner's cards, on the other seats' cards)
_CARD_TRIGGERS: dict[str, tuple[str, str | None]] = {
    "revealed": ("ally_revealed", "opponent_revealed"),
    "destroyed": ("ally_destroyed", None),
    "moved_here": ("card_moved_here", None),
    "discarded": ("you_discard", None),
    "filled": ("battlefield_filled", None),
}
#: event -> the trigger it sets off on the battlefield where it happened
_BATTLEFIELD_TRIGGERS = {
    "revealed": "reveal",
    "destroyed": "destroyed",
    "moved_here": "card_moved_here",
    "filled": "battlefield_filled",
}


#: the flags of once-per-game abilities, by index (`used<index>`), made once
_USED = tuple(f"used{index}" for index in range(16))


def used_flag(index: int) -> str:
    """The flag a card's once-per-game ability `index` leaves when used."""
    return _USED[index] if index < len(_USED) else f"used{index}"


class Runtime(Runner):
    """The rules' hands for one command: the engine's Runner with Empyrean's actions."""

    def __init__(self, ctx: Context, cards: dict[str, EmpyreanCard]) -> None:
        super().__init__(ctx)
        self.cards = cards
        #: each card id's abilities by trigger (facts.py)
        self.profiles = profiles_of(cards)

    def card(self, iid: int) -> EmpyreanCard:
        return self.cards[self.state.cards[iid].card]

    # --- battlefields ------------------------------------------------------------------
    def field(self, bf: int) -> EmpyreanCard:
        """The battlefield card of battlefield `bf` (1-based)."""
        state = self.state
        return self.cards[state.cards[state.zones[board.bf_zone(bf)][0]].card]

    def rules_now(self, bf: int) -> FieldRules:
        """The battlefield's rule changes in force this round (most have none)."""
        state = self.state
        field = self.cards[state.cards[state.zones[board.bf_zone(bf)][0]].card]
        if not field.rules:
            return NO_RULES
        return FIELD_RULES(field)(int(state.values.get("round", 1)))

    def all_rules_now(self) -> list[FieldRules]:
        """Each battlefield's rules in force this round, battlefield 1 first."""
        state, cards = self.state, self.cards
        zones, instances = state.zones, state.cards
        out = []
        for bf in range(1, (4 if state.players == 3 else 3) + 1):
            field = cards[instances[zones[board.bf_zone(bf)][0]].card]
            if field.rules:
                out.append(FIELD_RULES(field)(int(state.values.get("round", 1))))
            else:
                out.append(NO_RULES)
        return out

    def has_open_zone(self, seat: int, bf: int) -> bool:
        return len(self.state.zones.get(board.row(seat, bf), ())) < self.rules_now(bf).zones

    def moving_blocked(self, bf: int) -> bool:
        return self.rules_now(bf).no_move

    # --- essence and might -------------------------------------------------------------
    def essence(self, seat: int) -> int:
        return int(self.state.values.get(seat_value("essence", seat), 0))

    def gain_essence(self, seat: int, amount: int, this_round: bool) -> None:
        who = self.seat_name(seat)
        if this_round:
            value = max(0, self.essence(seat) + amount)
            self.ctx.set_value(seat_value("essence", seat), value, f"{who}'s essence")
        else:
            key = seat_value("essence_next", seat)
            self.ctx.add_value(key, amount, f"{who}'s essence change for next round")

    def add_might(self, iid: int, amount: int) -> None:
        instance = self.state.cards[iid]
        before = instance.counters.get("might", 0)
        after = self.ctx.add_counter(iid, "might", amount)
        if after > before and self.profiles[instance.card].when["might_reached"]:
            self._might_reached(iid, before, after)

    def set_might(self, iid: int, amount: int) -> None:
        before = board.might(self.state, iid)
        self.ctx.set_counter(iid, "might", max(0, amount))
        if amount > before:
            self._might_reached(iid, before, amount)

    def _might_reached(self, iid: int, before: int, after: int) -> None:
        card_id = self.state.cards[iid].card
        listening = self.profiles[card_id].when["might_reached"]
        if not listening or not board.is_revealed(self.state, iid):
            return
        for index in listening:
            threshold = self.cards[card_id].abilities[index].threshold
            if threshold is not None and before < threshold <= after:
                self.trigger_card(iid, index, subject=iid)

    # --- moving cards ------------------------------------------------------------------
    def deploy(self, iid: int, seat: int, bf: int, free: bool) -> None:
        """Put a card face down in the lowest open zone of a battlefield (order remembered)."""
        self.ctx.move(iid, board.row(seat, bf), face_up=False)
        key = seat_value("free" if free else "deployed", seat)
        order = [*self.state.values.get(key, []), iid]
        self.ctx.set_value(key, order)
        if not free:
            cost = self.card(iid).cost
            key = seat_value("essence", seat)
            self.ctx.set_value(key, int(self.state.values.get(key, 0)) - cost)

    def reveal(self, iid: int) -> None:
        """Flip a deployed card: base might, its ability, ally triggers, battlefield effects."""
        state = self.state
        loc = board.parse_row(state.where[iid])
        if loc is None or state.cards[iid].face_up:
            return
        seat, bf = loc
        card = self.cards[state.cards[iid].card]
        self.ctx.flip(iid, True)
        self.ctx.narrate(f"{self.seat_name(seat)} reveals {card.name}")
        self.add_might(iid, card.might)
        stopped = False
        key = stop_value(seat, bf)
        if card.ability_type == "instant" and int(state.values.get(key, 0)) > 0:
            self.ctx.add_value(key, -1, "Stop tokens")
            self.ctx.narrate(f"A Stop token prevents {card.name}'s instant ability")
            stopped = True
        if not stopped:
            for index in self.profiles[card.id].when["reveal"]:
                self.trigger_card(iid, index, subject=iid)
        self.fire("revealed", iid, seat, bf)
        self._check_filled(seat, bf, iid)

    def _check_filled(self, seat: int, bf: int, filler: int) -> None:
        state = self.state
        cards = state.zones.get(board.row(seat, bf), ())
        if len(cards) < self.rules_now(bf).zones:
            return
        instances = state.cards
        for iid in cards:
            if not instances[iid].face_up:
                return
        self.fire("filled", filler, seat, bf)

    def destroy(self, iid: int) -> bool:
        """Remove might, remove the card, queue its destroy abilities; collapse is automatic."""
        state = self.state
        if "shield" in state.cards[iid].flags:
            self.ctx.narrate(f"{self.name(iid)} is shielded and cannot be destroyed")
            return False
        loc = board.location(state, iid)
        owner = state.cards[iid].owner
        self.ctx.set_counter(iid, "might", 0)
        self.ctx.move(iid, pile_zone(owner, "destroyed"), face_up=True)
        self.ctx.narrate(f"{self.name(iid)} is destroyed")
        bf = loc[1] if loc else 0
        for index in self.profiles[self.state.cards[iid].card].when["destroyed"]:
            # a Stun token still stops a conditional one
            self.trigger_card(iid, index, subject=iid, bf=bf)
        self._detach_tokens(iid)
        if loc is not None:
            self.fire("destroyed", iid, owner, bf)
        return True

    def can_leave(self, iid: int) -> bool:
        return "anchor" not in self.state.cards[iid].flags

    def move_to(self, iid: int, bf: int) -> bool:
        """Move a revealed card and its tokens to the first open zone of another battlefield."""
        state = self.state
        loc = board.location(state, iid)
        if loc is None or not self.can_leave(iid):
            return False
        seat, source = loc
        if source == bf or not self.has_open_zone(seat, bf):
            return False
        if self.moving_blocked(source) or self.moving_blocked(bf):
            return False
        self.ctx.move(iid, board.row(seat, bf))
        self.ctx.narrate(f"{self.name(iid)} moves to battlefield {bf}")
        for index in self.profiles[self.state.cards[iid].card].when["moved"]:
            self.trigger_card(iid, index, subject=iid)
        self.fire("moved_here", iid, seat, bf)
        self._check_filled(seat, bf, iid)
        return True

    def move_destinations(self, iid: int) -> list[int]:
        loc = board.location(self.state, iid)
        if loc is None or not self.can_leave(iid):
            return []
        seat, source = loc
        if self.moving_blocked(source):
            return []
        return [
            bf
            for bf in range(1, board.battlefield_count(self.state) + 1)
            if bf != source and self.has_open_zone(seat, bf) and not self.moving_blocked(bf)
        ]

    def return_to_hand(self, iid: int) -> bool:
        state = self.state
        if board.location(state, iid) is not None and not self.can_leave(iid):
            self.ctx.narrate(f"{self.name(iid)} is anchored and cannot return")
            return False
        owner = state.cards[iid].owner
        self.ctx.set_counter(iid, "might", 0)  # book, Keywords: Return removes all might
        if self.ctx.config.options.get("returned_tokens") == "remove":
            self._detach_tokens(iid)
        self.ctx.move(iid, pile_zone(owner, "hand"), face_up=False)
        self.ctx.narrate(f"{self.name(iid)} returns to {self.seat_name(owner)}'s hand")
        for index in self.profiles[self.state.cards[iid].card].when["returned"]:
            self.trigger_card(iid, index, subject=iid)
        return True

    def discard(self, iid: int) -> None:
        owner = self.state.cards[iid].owner
        self.ctx.move(iid, pile_zone(owner, "discard"), face_up=False)
        self.ctx.narrate(f"{self.seat_name(owner)} discards a card")
        for index in self.profiles[self.state.cards[iid].card].when["discarded"]:
            self.trigger_card(iid, index, subject=iid)
        self.fire("discarded", iid, owner, 0)

    def banish(self, iid: int) -> None:
        owner = self.state.cards[iid].owner
        self.ctx.set_counter(iid, "might", 0)
        self._detach_tokens(iid)
        self.ctx.move(iid, pile_zone(owner, "banished"), face_up=False)
        self.ctx.narrate(f"{self.name(iid)} is banished")

    def clear_round_memos(self) -> None:
        """Drop this round's memo flags from every card (end phase; see `round_memo`)."""
        suffix = round_memo(self.state, "")
        for iid, inst in self.state.cards.items():
            if not inst.flags:
                continue
            stale = None
            for flag in inst.flags:
                if flag.endswith(suffix):
                    stale = [flag] if stale is None else [*stale, flag]
            for flag in sorted(stale) if stale else ():
                self.ctx.flag(iid, flag, False)

    def _detach_tokens(self, iid: int) -> None:
        for flag in ("shield", "anchor", "stun"):
            self.ctx.flag(iid, flag, False)
        self.ctx.set_counter(iid, "move", 0)

    # --- triggers ----------------------------------------------------------------------
    def trigger_card(
        self, listener: int, index: int, subject: int | None, bf: int | None = None
    ) -> None:
        state = self.state
        instance = state.cards[listener]
        card = self.cards[instance.card]
        ability = card.abilities[index]
        flags = instance.flags
        if ability.once or ability.once_per_round:
            used = used_flag(index)
            if ability.once and used in flags:
                return
            round_flag = round_memo(state, used)
            if ability.once_per_round and round_flag in flags:
                return
        if card.ability_type == "conditional" and "stun" in flags:
            return  # for the remainder of the game: a Returned card revealed again, too
        if ability.once:
            self.ctx.flag(listener, used)
        if ability.once_per_round:
            self.ctx.flag(listener, round_flag)
        if bf is None:
            loc = board.parse_row(state.where[listener])
            bf = loc[1] if loc else 0
        self.next(
            {
                "k": "ability",
                "src": "card",
                "card": listener,
                "ab": index,
                "seat": instance.owner,
                "bf": bf,
                "subject": subject,
                "i": 0,
                "ans": [],
            }
        )

    def trigger_battlefield(self, bf: int, index: int, seat: int, subject: int | None) -> None:
        state = self.state
        field = self.cards[state.cards[state.zones[board.bf_zone(bf)][0]].card]
        ability = field.abilities[index]
        current = int(state.values.get("round", 1))
        if ability.rounds and current not in ability.rounds:
            return
        if ability.once or ability.first_player_only:
            who = "all" if ability.first_player_only else f"p{seat}"
            key = f"bf_once.{who}.bf{bf}.{index}"
            if self.state.values.get(key):
                return
            self.ctx.set_value(key, True)
        self.next(
            {
                "k": "ability",
                "src": "bf",
                "card": None,
                "ab": index,
                "seat": seat,
                "bf": bf,
                "subject": subject,
                "i": 0,
                "ans": [],
            }
        )

    def fire(self, event: str, subject: int, seat: int, bf: int) -> None:
        """Queue the abilities of other cards and of battlefields that listen for `event`.

        Order (book, "Reveal Phase"): ally conditional/passive abilities, then battlefield
        effects. `seat` is the subject card's owner; `bf` where it happened (0: no battlefield).
        """
        ally_kind, opponent_kind = _CARD_TRIGGERS[event]
        state = self.state
        cards, zones = state.cards, state.zones
        was = (seat, bf) if bf else None
        for owner in range(state.players):
            kind = ally_kind if owner == seat else opponent_kind
            if kind is None:
                continue
            ids = self.profiles.listeners[kind]
            if not ids:
                continue  # no card of the cardset listens for it
            for zone in board.rows_for(owner, 4 if state.players == 3 else 3):
                for listener in list(zones.get(zone, ())):
                    if listener == subject:
                        continue
                    instance = cards[listener]
                    if not instance.face_up or instance.card not in ids:
                        continue
                    if event == "filled" and board.location(state, listener) != (seat, bf):
                        continue
                    self._set_off(listener, kind, subject, owner, was)
        if bf:
            self._fire_battlefield(event, subject, seat, bf)

    def _set_off(
        self, listener: int, kind: str, subject: int, owner: int, was: tuple[int, int] | None
    ) -> None:
        """Queue the listener's `kind` abilities whose filter the subject matches."""
        card = self.card(listener)
        for index in self.profiles[card.id].when[kind]:
            flt = card.abilities[index].filter
            if flt is None or MATCH(flt)(self, subject, owner, listener, None, was):
                self.trigger_card(listener, index, subject=subject)

    def _fire_battlefield(self, event: str, subject: int, seat: int, bf: int) -> None:
        kind = _BATTLEFIELD_TRIGGERS.get(event)
        if kind is None:
            return
        state = self.state
        field = self.cards[state.cards[state.zones[board.bf_zone(bf)][0]].card]
        for index in self.profiles[field.id].when[kind]:
            ability = field.abilities[index]
            if ability.filter is not None and not MATCH(ability.filter)(
                self, subject, seat, None, bf, (seat, bf)
            ):
                continue
            self.trigger_battlefield(bf, index, seat, subject)


def draw(rt: Runtime, seat: int, to: str) -> int | None:
    deck = rt.state.zone(pile_zone(seat, "deck"))
    if not deck:
        return None
    iid = deck[-1]
    rt.ctx.move(iid, to, face_up=False)
    return iid


def reveal_late_free_deploy(rt: Runtime, seat: int) -> None:
    """A free deployment is revealed after the seat's other deployed cards this round (book,
    clarification "Abe no Seimei, Itako, Ashigaru, The Shogun"): one made before the seat's
    reveals are over (draft, command or deploy phase, or the reveal phase before or during its
    own reveals, the opponent's included) waits for them; one made after them (later in the
    reveal phase, the end phase, the end of the game) is revealed at once (RULES.md)."""
    if rt.state.phase in ("draft", "command", "deploy"):
        return
    if rt.state.phase == "reveal" and not rt.state.values.get(seat_value("revealed_done", seat)):
        return
    key = seat_value("free", seat)
    order = list(rt.state.values.get(key, []))
    if order:
        iid = order.pop()
        rt.ctx.set_value(key, order or None)
        rt.next({"k": "reveal_card", "iid": iid})

"""The no-peeking proof (issue 32, 2): a bot decides the same whatever its seat cannot see.

What a seat may not see is worked out here from the game's zone layout and the visibility
rules (layout.Visibility; the table in docs/architecture.md, "Hidden information"), never from
the view under test:

- a card in a `hidden` zone (a deck) is hidden from everyone; in an `open` zone it is seen by
  everyone; elsewhere a face-up card is seen by everyone, and a face-down one by the zone's
  seat in an `owner` zone (a hand) and by the seat that controls it in a `public` one;
- a card the seat saw at any moment of the game (the events folded one at a time from the
  start) is one it may remember: it is left where and what it is, like every card it sees now.

Every other card (the other seats' hands, every deck, face-down cards) is dealt again: the
card ids of one owner's unseen instances are shuffled among those instances (a deck list's
cards stay with its owner, as `SeatView.sample` deals them), many times. For each deal the
proof builds the same game with those cards (a twin) and asks, through the ordinary
`Game.seat_view`:

1. masking: the true game's view shows exactly the cards the layout lets the seat see, no
   other seat's secret values and no decision data the seat is not asked for;
2. input: the twin gives the seat an equal SeatView (view, legal commands, log, settings);
3. decisions: every level, with the same bot seed, decides the same command in the twin as in
   the true game (this catches a bot that reads the truth some other way than its SeatView).

`prove` returns what broke, empty when nothing did; a test asserts it is empty for the real
engine and bots, and not empty for two deliberate cheats (tests/ai/cheats.py).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import tabletop
from tabletop.ai.bots import Bot, make_bot
from tabletop.ai.hard import HardBot
from tabletop.ai.random_bot import RandomBot
from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.layout import Zone
from tabletop.engine.registry import get_rules
from tabletop.engine.seat import SeatView
from tabletop.engine.state import State

#: Hard's budget in the proof: exact to repeat (an iteration budget), small enough to be quick
HARD_ITERATIONS = 16
HARD_DEPTH = 8


def level_bot(level: str, seed: int) -> Bot:
    """The level's bot; Hard with a small iteration budget (decisions exact to repeat)."""
    if level == "hard":
        return HardBot(seed, iterations=HARD_ITERATIONS, depth=HARD_DEPTH)
    return make_bot(level, seed)


# --- what the seat may see, from the layout ------------------------------------------------
def layout_shows(zone: Zone | None, face_up: bool, controller: int, seat: int) -> bool:
    """Whether the layout lets `seat` see a card lying in `zone` (None: a zone the layout does
    not name, which is `public`), face up or down, controlled by `controller`."""
    visibility = "public" if zone is None else zone.visibility
    if visibility == "open":
        return True
    if visibility == "hidden":
        return False
    if face_up:
        return True
    if visibility == "owner":
        return zone is not None and zone.owner == seat
    return controller == seat


def _sees(state: State, zones: dict[str, Zone], iid: int, seat: int) -> bool:
    card = state.cards[iid]
    controller = card.owner if card.controller is None else card.controller
    return layout_shows(zones.get(state.where[iid]), card.face_up, controller, seat)


def visible_now(game: Game, seat: int) -> set[int]:
    """The cards the layout lets `seat` see where they lie now."""
    state = game.state
    zones = game.rules.layout.zones(state.players)
    return {iid for iid in state.cards if _sees(state, zones, iid, seat)}


def ever_seen(game: Game, seat: int) -> set[int]:
    """The cards `seat` could see at some moment of the game so far: the game's events folded
    from the start one at a time, and after each the cards it names (and, at the end of each
    decision, every card) looked at with the layout's eyes."""
    zones = game.rules.layout.zones(game.state.players)
    state = State.empty()
    seen: set[int] = set()
    for entry in game.log:
        for event in entry.events:
            event.apply(state)
            for name in event.card_fields:
                iid = getattr(event, name, None)
                if isinstance(iid, int) and iid in state.cards and _sees(state, zones, iid, seat):
                    seen.add(iid)
        seen |= {iid for iid in state.cards if _sees(state, zones, iid, seat)}
    assert state.fingerprint() == game.fingerprint(), "the log does not fold to the game"
    return seen


def unseen_by_owner(game: Game, seat: int) -> dict[int, list[int]]:
    """The cards `seat` neither sees nor ever saw, by owner (ids in order)."""
    known = ever_seen(game, seat) | visible_now(game, seat)
    out: dict[int, list[int]] = {}
    for iid in sorted(game.state.cards):
        if iid not in known:
            out.setdefault(game.state.cards[iid].owner, []).append(iid)
    return out


def deal_again(game: Game, unseen: dict[int, list[int]], rng: random.Random) -> dict[int, str]:
    """A new deal of the unseen cards: each owner's card ids shuffled among its unseen
    instances. Returns instance id -> card id for every unseen instance."""
    cards = game.state.cards
    identities: dict[int, str] = {}
    for ids in unseen.values():
        names = [cards[iid].card for iid in ids]
        rng.shuffle(names)
        identities.update(zip(ids, names, strict=True))
    return identities


#: what a Game works out from its cards and keeps: a twin must work them out afresh
_DERIVED = ("_legal", "_offered", "_read")


def twin(game: Game, identities: dict[int, str]) -> Game:
    """The same game (history, log, settings) with the given cards' identities: what the
    table would hold had the unseen cards been dealt that way. Undo is not kept."""
    for name in ("_state", "_redo", "_snapshots", *_DERIVED):
        assert name in vars(game), f"Game has no {name} any more: update tests/ai/no_peeking.py"
    other = copy.copy(game)
    state = game.state.copy()
    for iid, card in identities.items():
        state.cards[iid].card = card
    other._state = state
    other._redo = []
    other._snapshots = {}
    other._legal = None
    other._offered = (None, {})
    other._read = {}
    return other


# --- positions -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Position:
    game: Game
    seat: int
    label: str


def positions(
    game_id: str, seed: int, steps: Sequence[int], players: int | None = None
) -> list[Position]:
    """Positions of one seeded random game: at each of `steps` commands in (or the first later
    one where a seat to act has a real choice and cards it cannot see lie outside its own
    zones), that seat to act. The seats take turns being the one asked, where they can."""
    count = players or get_rules(game_id).min_players
    game = tabletop.new_game(game_id, seed=seed, players=count, seats=("computer",) * count)
    mover = RandomBot(seed)
    found: list[Position] = []
    wanted = sorted(steps)
    played = 0
    while wanted and game.result is None:
        if played >= wanted[0]:
            seat = _seat_with_a_choice(game, len(found))
            if seat is not None:
                label = (
                    f"{game_id} ({count} players) seed {seed}, {played} commands in, seat {seat}"
                )
                found.append(Position(copy.deepcopy(game), seat, label))
                while wanted and wanted[0] <= played:
                    wanted.pop(0)
        game.play(mover.choose(game, game.to_act[0]))
        played += 1
        if played > 2_000:
            break
    return found


def _seat_with_a_choice(game: Game, turn: int) -> int | None:
    legal = game.legal()
    seats = [s for s in game.to_act if len([c for c in legal if c.seat == s]) > 1]
    seats = [s for s in seats if _others_unseen(game, s)]
    if not seats:
        return None
    return seats[turn % len(seats)]


def _others_unseen(game: Game, seat: int) -> bool:
    """Whether some card `seat` cannot see lies outside its own zones (another seat's hand or
    deck, a shared pile)."""
    where = game.state.where
    own = f"p{seat}."
    unseen = unseen_by_owner(game, seat).values()
    return any(not where[iid].startswith(own) for ids in unseen for iid in ids)


# --- the proof ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Breach:
    position: str
    deal: int  # -1: the true game itself
    what: str  # masking, input, or decision:<level>
    detail: str

    def __str__(self) -> str:
        where = "the true game" if self.deal < 0 else f"deal {self.deal}"
        return f"{self.position}, {where}: {self.what}: {self.detail}"


def _decide(bot: Bot, table: Game, seat: int) -> Command:
    """The bot's decision at `table` for `seat`, given only the seat view (the one frame
    holding a Game: a bot that looks for one up the stack finds this table)."""
    return bot.decide(table.seat_view(seat))


def masking(position: Position) -> list[str]:
    """What the true game's view for the seat shows that the rules say it may not see."""
    game, seat = position.game, position.seat
    view = game.seat_view(seat).view
    state = game.state
    visible = visible_now(game, seat)
    zones = game.rules.layout.zones(state.players)
    problems: list[str] = []
    for iid, card in sorted(view.cards.items()):
        if (card.card is not None) != (iid in visible):
            zone = state.where[iid]
            shown = "shows" if card.card is not None else "hides"
            rule = zones[zone].visibility if zone in zones else "public"
            problems.append(
                f"the view {shown} card {iid} ({state.cards[iid].card}) in {zone} ({rule}, "
                f"{'face up' if card.face_up else 'face down'}, controlled by "
                f"{card.controller})"
            )
    for key in view.values:
        if key.startswith("secret.") and not key.startswith(f"secret.p{seat}."):
            problems.append(f"the view holds another seat's secret value {key}")
    decision = view.decision
    if decision is not None and seat not in decision.seats and decision.data:
        problems.append(f"the view holds the data of a decision for seats {decision.seats}")
    return problems


def input_difference(one: SeatView, two: SeatView) -> str | None:
    """How two seat views differ (None: they are equal), in a few words."""
    if one == two:
        return None
    for iid in sorted(one.view.cards.keys() | two.view.cards.keys()):
        a, b = one.view.cards.get(iid), two.view.cards.get(iid)
        if a != b:
            return f"card {iid}: {a and a.card} in the true game, {b and b.card} in the twin"
    if one.view != two.view:
        return "the views differ"
    if one.legal != two.legal:
        extra = set(one.legal) ^ set(two.legal)
        return f"the legal commands differ: {sorted(map(str, extra))[:3]}"
    if one.log != two.log:
        lines = [(a, b) for a, b in zip(one.log, two.log, strict=False) if a != b]
        return f"the log differs: {lines[:1] or 'in length'}"
    return "the settings differ"


def prove(
    position: Position,
    levels: Sequence[str],
    deals: int,
    decided_in: Callable[[str], int],
    bot_seeds: Sequence[int] = (1,),
    seed: int = 0,
    make: Callable[[str, int], Bot] = level_bot,
    check_input: bool = True,
) -> list[Breach]:
    """Deal the position's unseen cards again `deals` times; check the seat's view and its
    input in every deal (unless `check_input` is False) and each level's decisions (each bot
    seed) in the first `decided_in(level)` deals."""
    game, seat = position.game, position.seat
    breaches: list[Breach] = []
    if check_input:
        breaches += [Breach(position.label, -1, "masking", p) for p in masking(position)]
    unseen = unseen_by_owner(game, seat)
    rng = random.Random(seed)
    truth = game.seat_view(seat)
    twins: list[Game] = []
    for number in range(deals):
        other = twin(game, deal_again(game, unseen, rng))
        twins.append(other)
        if check_input:
            difference = input_difference(truth, other.seat_view(seat))
            if difference is not None:
                breaches.append(Breach(position.label, number, "input", difference))
    for level in levels:
        for bot_seed in bot_seeds:
            want = _decide(make(level, bot_seed), game, seat)
            for number, other in enumerate(twins[: decided_in(level)]):
                got = _decide(make(level, bot_seed), other, seat)
                if got != want:
                    detail = f"bot seed {bot_seed}: {want} in the true game, {got} in the twin"
                    breaches.append(Breach(position.label, number, f"decision:{level}", detail))
    return breaches

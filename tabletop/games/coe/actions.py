"""Running a card's actions (book, "Resolving Effects"): partial resolution, search then
shuffle (revealed: every search names a card kind), a target that moved whiffs.

Each action is prepared once into an `ActionRun` (`ACTION_RUNS`): its targets and its verb are
looked up when the action is first met, not on every run. `_read_action` is the straightforward
reading (the specification): it decides everything from the action's fields on each run.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine import effects
from tabletop.engine.prepared import Prepared
from tabletop.engine.state import State
from tabletop.games.coe import board
from tabletop.games.coe.cards import CHOSEN, Action, found_by
from tabletop.games.coe.runtime import Runtime

#: one action run: (the runtime, the card acting, its seat, the chosen target or None)
ActionRun = Callable[[Runtime, int, int, int | None], None]
#: whom an action acts on, from the card acting, its seat and the chosen target
Targeting = Callable[[Runtime, int, int, int | None], list[int]]
#: what an action does to one target (the runtime, the seat acting, the target)
Verb = Callable[[Runtime, int, int], None]


def run(
    rt: Runtime,
    source: int,
    seat: int,
    actions: tuple[Action, ...],
    target: int | None = None,
    target_zone: str | None = None,
) -> None:
    """Each action in order; whatever can be resolved is (partial resolution)."""
    if target is not None and target_zone is not None and rt.state.where.get(target) != target_zone:
        rt.ctx.narrate(f"{rt.name(source)} whiffs: its target has moved")
        return
    for action in actions:
        if rt.state.result is not None:
            return
        ACTION_RUNS(action)(rt, source, seat, target)


# --- the straightforward reading --------------------------------------------------------------
def _read_action(action: Action) -> ActionRun:
    def read(rt: Runtime, source: int, seat: int, chosen: int | None) -> None:
        for iid in _targets(rt, source, seat, action, chosen):
            _do(rt, seat, action, iid)

    return read


def _targets(rt: Runtime, source: int, seat: int, action: Action, chosen: int | None) -> list[int]:
    state = rt.state
    if action.target == "self":
        return [source] if board.on_field(state, source) or board.in_support(state, source) else []
    if action.target in ("you", "responded"):
        return [seat]  # the seat acts (draw, search); negate is the chain's
    if action.target in CHOSEN:
        if chosen is None or chosen not in state.cards:
            return []
        if action.target == "enemy_position":
            return [chosen] if _present(state, chosen) else []
        return [chosen] if board.on_field(state, chosen) else []
    foe = board.opponent(seat)
    if action.target == "facing":
        facing = board.facing(state, source)
        return [] if facing is None else [facing]
    return board.characters(state, foe if action.target == "all_enemies" else seat)


def _do(rt: Runtime, seat: int, action: Action, iid: int) -> None:
    ctx, state = rt.ctx, rt.state
    if action.target not in ("you", "responded") and (
        iid not in state.cards or not _present(state, iid)
    ):
        return
    if action.do == "damage":
        ctx.narrate(f"{rt.name(iid)} loses {action.amount} HP")
        rt.damage(iid, action.amount)
    elif action.do == "stagger":
        rt.stagger(iid)
        ctx.narrate(f"{rt.name(iid)} is staggered")
    elif action.do == "heal":
        rt.heal(iid, action.amount)
        ctx.narrate(f"{rt.name(iid)} heals {action.amount} HP")
    elif action.do == "boost":
        boosts = [*rt.value("boosts", []), [iid, action.stat, action.amount]]
        ctx.set_value("boosts", boosts)
        ctx.narrate(f"{rt.name(iid)} gets +{action.amount} {action.stat.upper()} this round")
    elif action.do == "rest":
        effects.rest(ctx, iid)
    elif action.do == "ready":
        effects.ready(ctx, iid)
    elif action.do == "archive":
        rt.archive(iid)
    elif action.do == "draw":
        drawn = effects.draw(ctx, board.zone(seat, "deck"), board.zone(seat, "hand"), action.amount)
        ctx.narrate(f"{rt.seat_name(seat)} draws {len(drawn)}")
    elif action.do == "search":
        start_search(rt, seat, str(action.find))


# --- the prepared route -----------------------------------------------------------------------
def _prepare_action(action: Action) -> ActionRun:
    """The action's targets and verb looked up once; the run only acts."""
    targets = _targeting(action.target)
    verb = _verb(action)
    if action.target in ("you", "responded"):

        def act_for_seat(rt: Runtime, source: int, seat: int, chosen: int | None) -> None:
            verb(rt, seat, seat)

        return act_for_seat

    def act(rt: Runtime, source: int, seat: int, chosen: int | None) -> None:
        for iid in targets(rt, source, seat, chosen):
            state = rt.state
            if iid in state.cards and _present(state, iid):
                verb(rt, seat, iid)

    return act


def _targeting(target: str) -> Targeting:
    if target == "self":
        return lambda rt, source, seat, chosen: [source] if _present(rt.state, source) else []
    if target in ("you", "responded"):
        return lambda rt, source, seat, chosen: [seat]
    if target in CHOSEN:
        placed = _present if target == "enemy_position" else board.on_field
        return lambda rt, source, seat, chosen: (
            [chosen]
            if chosen is not None and chosen in rt.state.cards and placed(rt.state, chosen)
            else []
        )
    if target == "facing":

        def facing(rt: Runtime, source: int, seat: int, chosen: int | None) -> list[int]:
            found = board.facing(rt.state, source)
            return [] if found is None else [found]

        return facing
    enemies = target == "all_enemies"
    return lambda rt, source, seat, chosen: board.characters(
        rt.state, board.opponent(seat) if enemies else seat
    )


def _verb(action: Action) -> Verb:
    amount, stat, find = action.amount, action.stat, str(action.find)
    do = action.do
    if do == "damage":

        def damage(rt: Runtime, seat: int, iid: int) -> None:
            rt.ctx.narrate(f"{rt.name(iid)} loses {amount} HP")
            rt.damage(iid, amount)

        return damage
    if do == "stagger":

        def stagger(rt: Runtime, seat: int, iid: int) -> None:
            rt.stagger(iid)
            rt.ctx.narrate(f"{rt.name(iid)} is staggered")

        return stagger
    if do == "heal":

        def heal(rt: Runtime, seat: int, iid: int) -> None:
            rt.heal(iid, amount)
            rt.ctx.narrate(f"{rt.name(iid)} heals {amount} HP")

        return heal
    if do == "boost":
        said = f"gets +{amount} {stat.upper()} this round"

        def boost(rt: Runtime, seat: int, iid: int) -> None:
            rt.ctx.set_value("boosts", [*rt.value("boosts", []), [iid, stat, amount]])
            rt.ctx.narrate(f"{rt.name(iid)} {said}")

        return boost
    return _plain_verb(do, amount, find)


def _plain_verb(do: str, amount: int, find: str) -> Verb:
    """The verbs that say nothing of the target's name (or act for the seat)."""
    if do == "rest":
        return lambda rt, seat, iid: effects.rest(rt.ctx, iid)
    if do == "ready":
        return lambda rt, seat, iid: effects.ready(rt.ctx, iid)
    if do == "archive":
        return lambda rt, seat, iid: rt.archive(iid)
    if do == "draw":

        def draw(rt: Runtime, seat: int, iid: int) -> None:
            deck, hand = board.zone(seat, "deck"), board.zone(seat, "hand")
            drawn = effects.draw(rt.ctx, deck, hand, amount)
            rt.ctx.narrate(f"{rt.seat_name(seat)} draws {len(drawn)}")

        return draw
    if do == "search":
        return lambda rt, seat, iid: start_search(rt, seat, find)
    return lambda rt, seat, iid: None  # negate: the chain's, not the action's


ACTION_RUNS: Prepared[Action, ActionRun] = Prepared("coe action", _prepare_action, _read_action)


def start_search(rt: Runtime, seat: int, find: str) -> None:
    """Book, "Searching your deck": the owner looks through the deck and takes a card (the
    `search` decision); with nothing to find, the deck is shuffled at once."""
    deck = board.zone(seat, "deck")
    if any(found_by(rt.card(i), find) for i in rt.state.zone(deck)):
        rt.ctx.set_value("search", {"seat": seat, "find": find})
        rt.ctx.narrate(f"{rt.seat_name(seat)} searches the deck")
        return
    rt.ctx.shuffle(deck)
    rt.ctx.narrate(f"{rt.seat_name(seat)} searches the deck, finds nothing and shuffles it")


def _present(state: State, iid: int) -> bool:
    return state.where[iid] in _PRESENT


#: the field (characters and arsenal) and the Support positions: where a card can be acted on
_PRESENT = board.FIELD_ZONES | board.SUPPORT_ZONES

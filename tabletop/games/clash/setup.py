"""Setup (book, "Setup"): the starting decks, the camps, the market decks, the face-up market
cards (events drawn now are past events), 5-card hands and the first player."""

from __future__ import annotations

from tabletop.engine import effects
from tabletop.games.clash import board
from tabletop.games.clash.cards import FACTIONS, ClashCard
from tabletop.games.clash.runtime import Runtime
from tabletop.games.clash.settings import ClashOptions
from tabletop.games.clash.wrapup import replenish

STAGING = "market.standard"  # every card is created here, shuffled, then dealt out


def _pick(rt: Runtime, pool: list[str], n: int, what: str) -> list[str]:
    """n of the pool, drawn at random through the game's seeded generator."""
    left, out = list(pool), []
    for _ in range(min(n, len(left))):
        shown = [rt.cards[c].name if c in rt.cards else c.title() for c in left]
        out.append(left.pop(rt.ctx.random_below(len(left), what, shown)))
    return out


def used_cards(rt: Runtime, box: list[str], options: ClashOptions) -> list[str]:
    """The box without the unused factions and events (book: "put back into the box")."""
    factions = list(options.factions or _pick(rt, list(FACTIONS), 3, "Faction"))
    rt.ctx.set_value("factions", ", ".join(factions), "Factions")
    events = sorted({c for c in box if rt.cards[c].kind == "event"})
    chosen = set(_pick(rt, events, options.events, "Medieval event"))
    return [
        c
        for c in box
        if (rt.cards[c].kind != "event" or c in chosen)
        and (rt.cards[c].faction is None or rt.cards[c].faction in factions)
    ]


def deal(rt: Runtime, box: list[str], options: ClashOptions) -> int:
    """Deal the whole table; returns the first player."""
    ctx, state = rt.ctx, rt.state
    ctx.open_zones()
    ctx.create_deck(used_cards(rt, box, options), 0, STAGING)

    def kind(iid: int) -> ClashCard:
        return rt.card(iid)

    everything = list(state.zone(STAGING))
    for seat in (0, 1):
        gold = [i for i in state.zone(STAGING) if kind(i).starting and kind(i).id == "gold"][:6]
        gems = [i for i in state.zone(STAGING) if kind(i).starting and kind(i).id == "gems"][:1]
        for iid in gold + gems:
            ctx.move(iid, board.zone(seat, "deck"), face_up=False)
        camp = next(i for i in state.zone(STAGING) if kind(i).kind == "camp")
        ctx.move(camp, board.zone(seat, "camp"), face_up=True)
    for iid in everything:
        card = kind(iid)
        if card.kind == "soldier":
            ctx.move(iid, "market.soldiers")
        elif card.kind == "resource" and not card.starting:
            ctx.move(iid, "market.resources")
        elif card.kind == "vassal":
            ctx.move(iid, "market.vassals", face_up=True)
        elif card.faction is not None:
            ctx.move(iid, "market.factions")
    forts = [i for i in everything if kind(i).kind == "fortification"]
    for iid in sorted(forts, key=lambda i: -kind(i).defense):  # the Watchtower ends on top
        ctx.move(iid, "market.forts")
    for deck in ("market.soldiers", "market.resources", "market.factions", STAGING):
        ctx.shuffle(deck)
    for seat in (0, 1):
        effects.draw(ctx, "market.soldiers", board.zone(seat, "deck"), 3)
        ctx.shuffle(board.zone(seat, "deck"))
    for top, deck in board.TOPS:
        effects.draw(ctx, deck, top, face_up=True)
    replenish(rt, past=True)
    for seat in (0, 1):
        rt.draw(seat, board.HAND_SIZE)
    names = list(ctx.config.names)
    if options.first == "random":
        first = ctx.random_below(2, "First player", names)
    else:
        first = int(options.first) - 1
    ctx.set_value("first", first, "first player")
    for seat in (0, 1):
        ctx.set_value(f"damage.p{seat}", 0, "damage")
    return first

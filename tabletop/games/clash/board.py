"""Where things are on a Clash table and what they add up to (read-only queries)."""

from __future__ import annotations

import functools

from tabletop.engine import zone_ids
from tabletop.engine.state import State
from tabletop.engine.turn_order import CLOCKWISE
from tabletop.games.clash.cards import ClashCard, Gain

#: who plays after whom: the game's turn order, declared to the engine (`rules.turn_order`)
TURN_ORDER = CLOCKWISE
#: the book's table: two players
SEATS = 2


#: the other seat: the one that plays after a seat in the turn order
opponent = TURN_ORDER.next_of(SEATS)


Cards = dict[str, ClashCard]

#: the market's face-up slots that refill at the end of a turn, with their decks
SLOTS: tuple[tuple[str, str], ...] = (
    ("market.s1", "market.standard"),
    ("market.s2", "market.standard"),
    ("market.s3", "market.standard"),
    ("market.f1", "market.factions"),
    ("market.f2", "market.factions"),
)
#: the decks that always show their top card face up (book, "Economic Phase")
TOPS: tuple[tuple[str, str], ...] = (
    ("market.resources.top", "market.resources"),
    ("market.soldiers.top", "market.soldiers"),
    ("market.forts.top", "market.forts"),
)
MARKET_FACES = tuple(s for s, _ in SLOTS) + tuple(t for t, _ in TOPS)
HAND_SIZE = 5
END_DAMAGE = 55


@functools.cache  # a C-level lookup instead of a Python call: rules name zones all the time
def zone(seat: int, name: str) -> str:
    return f"p{seat}.{name}"


@functools.cache
def damage_key(seat: int) -> str:
    """The value that counts a seat's damage points."""
    return f"damage.p{seat}"


seat_of = zone_ids.seat_of


def card(state: State, cards: Cards, iid: int) -> ClashCard:
    return cards[state.cards[iid].card]


def damage(state: State, seat: int) -> int:
    return int(state.value(damage_key(seat), 0))


def turn(state: State) -> int:
    return int(state.value("turn", 0))


def fortification(state: State, cards: Cards, seat: int) -> int | None:
    """The fortification in play (one at most: README reading), or None."""
    instances = state.cards
    for iid in state.zones.get(zone(seat, "fort"), ()):
        if cards[instances[iid].card].kind == "fortification":
            return iid
    return None


def camp(state: State, cards: Cards, seat: int) -> int | None:
    instances = state.cards
    for iid in state.zones.get(zone(seat, "camp"), ()):
        if cards[instances[iid].card].kind == "camp":
            return iid
    return None


def garrison(state: State, cards: Cards, seat: int, where: str) -> list[int]:
    """The units garrisoned in the fortification or the camp (not the card itself)."""
    instances = state.cards
    return [
        i
        for i in state.zones.get(zone(seat, where), ())
        if cards[instances[i].card].kind not in ("camp", "fortification")
    ]


def monarch(state: State, seat: int) -> int | None:
    ids = state.zone(zone(seat, "monarch"))
    return ids[0] if ids else None


def had_monarch(state: State, cards: Cards, seat: int) -> bool:
    """Book, "Monarchs": whether a monarch bought now comes "after your first one", read from
    the position (README reading): the player has an active monarch, or one set aside this
    turn (replaced "as if it had been activated"). A scenario that starts with an active
    monarch so plays as the same position reached in play."""
    if monarch(state, seat) is not None:
        return True
    return any(card(state, cards, i).kind == "monarch" for i in state.zone(zone(seat, "play")))


def faction_in_sight(state: State, cards: Cards, seat: int, faction: str) -> bool:
    """Book, "Factions": the faction's monarch is active, or its hero is in the hand, was
    activated this turn or is garrisoned (RULES.md: "in play" counts the activated hero)."""
    crowned = monarch(state, seat)
    if crowned is not None and card(state, cards, crowned).faction == faction:
        return True
    for where in ("hand", "play", "fort", "camp"):
        for iid in state.zone(zone(seat, where)):
            seen = card(state, cards, iid)
            if seen.kind == "hero" and seen.faction == faction:
                return True
    return False


def arms_active(state: State, cards: Cards, seat: int, iid: int) -> bool:
    seen = card(state, cards, iid)
    return (
        seen.arms is not None
        and seen.faction is not None
        and faction_in_sight(state, cards, seat, seen.faction)
    )


def activation_gain(state: State, cards: Cards, seat: int, iid: int) -> Gain:
    """What activating the card gives now (`card_gain`)."""
    return card_gain(state, cards, seat, card(state, cards, iid))


def card_gain(state: State, cards: Cards, seat: int, seen: ClashCard) -> Gain:
    """What activating this card gives now: its play gain, plus its coat of arms when its
    faction is in sight, or the active monarch's vassal gain for the Vassal."""
    if seen.kind == "vassal":
        crowned = monarch(state, seat)
        vassal = None if crowned is None else card(state, cards, crowned).vassal
        return vassal or Gain()
    if seen.kind in ("fortification", "monarch"):
        return Gain()  # set aside: a fortification or monarch gives nothing when activated
    arms, faction = seen.arms, seen.faction
    if arms is not None and faction is not None and faction_in_sight(state, cards, seat, faction):
        return add(seen.play, arms)
    return seen.play


def add(a: Gain, b: Gain) -> Gain:
    return Gain(
        attack=a.attack + b.attack,
        gold=a.gold + b.gold,
        recovery=a.recovery + b.recovery,
        draw=min(5, a.draw + b.draw),
        defense=a.defense + b.defense,
        recall=min(3, a.recall + b.recall),
    )


def unit_defense(state: State, cards: Cards, seat: int, iid: int) -> int:
    """A garrisoned unit's defense: its value, plus a coat-of-arms defense when in sight."""
    seen = card(state, cards, iid)
    extra = (
        seen.arms.defense if seen.arms is not None and arms_active(state, cards, seat, iid) else 0
    )
    return seen.defense + extra


def fort_defense(state: State, cards: Cards, seat: int) -> dict[str, int]:
    """The fortification's part of a defense: its value, its garrison, the active monarch and
    the upgrades (book, "Monarchs" and "Upgrades": only with a fortification)."""
    fort = fortification(state, cards, seat)
    if fort is None:
        return {}
    parts = {"fortification": card(state, cards, fort).defense}
    parts["garrison"] = sum(
        unit_defense(state, cards, seat, i) for i in garrison(state, cards, seat, "fort")
    )
    crowned = monarch(state, seat)
    if crowned is not None:
        parts["monarch"] = card(state, cards, crowned).defense
    parts["upgrades"] = sum(
        card(state, cards, i).defense for i in state.zone(zone(seat, "upgrades"))
    )
    return {k: v for k, v in parts.items() if v}


def camp_defense(state: State, cards: Cards, seat: int) -> int:
    """Every unit garrisoned in the camp, were they all to defend."""
    return sum(unit_defense(state, cards, seat, i) for i in garrison(state, cards, seat, "camp"))


def defenders(state: State, cards: Cards, seat: int) -> list[int]:
    """Camp units committed to the defense now running."""
    return [i for i in garrison(state, cards, seat, "camp") if "defending" in state.cards[i].flags]


def defense_total(state: State, cards: Cards, seat: int) -> int:
    """The Defense Total against the attack now: fortification, committed camp units and
    upgrades scrapped in this defense."""
    total = sum(fort_defense(state, cards, seat).values())
    total += sum(unit_defense(state, cards, seat, i) for i in defenders(state, cards, seat))
    return total + int(state.value("defense_bonus", 0))


def camp_commanded(state: State, cards: Cards, seat: int) -> bool:
    return any(card(state, cards, i).commander for i in garrison(state, cards, seat, "camp"))


def camp_room(state: State, cards: Cards, seat: int) -> int:
    """Places left for non-commanders in the camp (heroes and generals do not count)."""
    home = camp(state, cards, seat)
    if home is None:
        return 0
    used = sum(
        1 for i in garrison(state, cards, seat, "camp") if not card(state, cards, i).commander
    )
    return card(state, cards, home).capacity - used


def fort_room(state: State, cards: Cards, seat: int) -> int:
    fort = fortification(state, cards, seat)
    if fort is None:
        return 0
    return card(state, cards, fort).capacity - len(garrison(state, cards, seat, "fort"))

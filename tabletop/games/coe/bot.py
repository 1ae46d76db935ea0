"""COE: the champions' HP (archiving them all wins; book, "How to Win"), their shields, the
acolytes and their stats on the field, the resources and levels that pay for and power them,
the hand, and the deck (a seat that cannot draw in its Camp phase loses).

A character whose shield is broken (staggered) loses 1 HP to every attack until its DEF is
restored at the start of the next round (README: "Combat"), so a broken shield counts as part
of a lost HP. Normal scores each command where the initiative passes (`HORIZON`: the
value `turn` changes after each attack of the Battle phase and at each Camp phase), so an
attack is scored once it and its counter-attack are worked out, against passing, with no
margin: the evaluation says when an attack is worse than none (a counter-attack that costs
more than it breaks).
"""

from __future__ import annotations

from typing import cast

from tabletop.engine.commands import Command
from tabletop.engine.contract import first_of_kind
from tabletop.engine.parts import BotHints, HintRules
from tabletop.engine.state import State
from tabletop.games.coe import board
from tabletop.games.coe.cards import CoeCard
from tabletop.games.coe.stats import Stats

SCALE = 4.0
HORIZON = "turn"
PASS_MARGIN = 0.01

CHAMPION = 4.0  # a champion not archived, plus HP for each HP it has left
HP = 1.0
ACOLYTE = 1.0  # an acolyte on the field, plus ACOLYTE_HP for each HP it has left
ACOLYTE_HP = 0.5
STAT = 0.25  # a point of ATK or DEF of a character on the field
STAGGERED = 0.5  # a broken shield: that much of an HP
LEVEL = 0.6  # a level (XP) on a champion
RESOURCE = 0.5  # a card in the resource row
EQUIPMENT = 0.5  # an arsenal card on the field
CARD_IN_HAND = 0.3
LOW_DECK = 10  # fewer cards than this in the deck cost DECK_SHORT a card
DECK_SHORT = 0.5


def points(state: State, rules: HintRules) -> list[float]:
    stats = Stats(state, cast("dict[str, CoeCard]", rules.cardset.cards), still=True)
    out = []
    for seat in range(state.players):
        score = sum(champion_worth(stats, c) for c in champions(state, stats, seat))
        for iid in board.characters(state, seat):
            if stats.card(iid).kind != "champion":
                score += ACOLYTE + ACOLYTE_HP * stats.hp_left(iid)
            score += field_worth(state, stats, iid)
        support = board.support(state, seat)
        if support is not None:
            score += field_worth(state, stats, support)
        score += EQUIPMENT * len(board.arsenal(state, seat))
        score += RESOURCE * len(board.resources(state, seat))
        score += CARD_IN_HAND * len(state.zone(board.zone(seat, "hand")))
        deck = len(state.zone(board.zone(seat, "deck")))
        score -= DECK_SHORT * max(0, LOW_DECK - deck)
        out.append(score)
    return out


def champions(state: State, stats: Stats, seat: int) -> list[int]:
    """The seat's champions not archived: party area, support and field."""
    support = board.support(state, seat)
    places = [*board.party(state, seat), *board.characters(state, seat)]
    if support is not None:
        places.append(support)
    return [i for i in places if stats.card(i).kind == "champion"]


def champion_worth(stats: Stats, champion: int) -> float:
    return CHAMPION + HP * stats.hp_left(champion) + LEVEL * stats.level(champion)


def field_worth(state: State, stats: Stats, iid: int) -> float:
    """A character on the field or in Support: its ATK and DEF, less a broken shield."""
    atk = stats.stat(iid, "atk") or 0
    defense = stats.stat(iid, "def") or 0
    worth = STAT * (atk + defense)
    if "staggered" in state.cards[iid].flags:
        worth -= STAGGERED * (HP if stats.card(iid).kind == "champion" else ACOLYTE_HP)
    return worth


def settle(
    state: State, rules: HintRules, kind: str | None, commands: list[Command]
) -> Command | None:
    """In the look-ahead: a payment is made the minimal way and a declared attack goes on
    without more boosters (the seat's own choice there is scored when it is asked)."""
    wanted = {"pay": "autopay", "boost": "done"}.get(kind or "")
    return first_of_kind(commands, wanted)


HINTS = BotHints(
    points=points, scale=SCALE, horizon=HORIZON, pass_margin=PASS_MARGIN, settle=settle
)

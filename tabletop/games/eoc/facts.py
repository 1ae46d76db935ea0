"""What the rules ask of a card on every command, settled once per card (`FACTS(card)`).

A listing asks each card in hand its kind and its cost; a total asks each card on the field its
modifiers of one stat and which part of the total they count in; an essence says what it
supplies. `CardFacts` holds those answers, read off the `EocCard` once; its modifiers are the
prepared ones (modifiers.py). The straightforward reading builds the facts afresh on each call.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.prepared import Prepared, PreparedTable
from tabletop.games.eoc.cards import Action, EocCard
from tabletop.games.eoc.modifiers import MODIFIER, ModifierFn

#: a cost as a tuple of (essence type, amount): the key costs.shortfall keeps answers by
CostKey = tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class CardFacts:
    kind: str
    creature: bool
    essence: bool
    #: a creature or a Vanquisher (its effects count as "creature effects")
    fights: bool
    spell: str | None
    element: str | None
    weakness: str | None
    #: an essence card's (type, amount) as it pays
    supply: tuple[str, int]
    cost: dict[str, int]
    cost_key: CostKey
    total_cost: int
    #: what the Preparation listing does with it in hand: essence, creature, item, spell, none
    listing: str
    #: the part of a total its modifiers count in
    effect_part: str
    #: its modifiers of ATK and of DEF, prepared
    atk_mods: tuple[ModifierFn, ...]
    def_mods: tuple[ModifierFn, ...]
    #: printed (ATK, DEF) at Stage 1 and Stage 2 (the same for a creature)
    printed: tuple[tuple[int, int], tuple[int, int]]
    #: what its boosts count as: ability, trap or spell
    boost_by: str
    #: an Instant, or a Trap that does not last: to the Graveyard in Clean-up
    spent_in_cleanup: bool
    #: a Trap's window (declared, countered, either); None for every other card
    trap_window: str | None
    #: its ability: uses a turn (0: none), cost, actions
    ability_uses: int
    ability_cost_key: CostKey
    ability_actions: tuple[Action, ...]
    #: an Instant's or Trap's actions when played
    play: tuple[Action, ...]


def _listing(card: EocCard) -> str:
    if card.kind == "essence":
        return "essence"
    if card.kind == "creature":
        return "creature"
    if card.kind != "spell" or card.spell == "trap":
        return "none"
    return "item" if card.spell == "item" else "spell"


def _effect_part(card: EocCard) -> str:
    if card.spell == "trap":
        return "traps"
    return "creature effects" if card.kind in ("creature", "vanquisher") else "spells"


def _printed(card: EocCard) -> tuple[tuple[int, int], tuple[int, int]]:
    if card.kind == "vanquisher":
        one, two = card.stages
        return (one.atk, one.defense), (two.atk, two.defense)
    return (card.atk, card.defense), (card.atk, card.defense)


def _facts(card: EocCard) -> CardFacts:
    fights = card.kind in ("creature", "vanquisher")
    return CardFacts(
        kind=card.kind,
        creature=card.kind == "creature",
        essence=card.kind == "essence",
        fights=fights,
        spell=card.spell,
        element=card.element,
        weakness=card.weakness,
        supply=(str(card.element), card.provides),
        cost=card.cost,
        cost_key=tuple(card.cost.items()),
        total_cost=card.total_cost,
        listing=_listing(card),
        effect_part=_effect_part(card),
        atk_mods=tuple(MODIFIER(m) for m in card.effects if m.stat == "atk"),
        def_mods=tuple(MODIFIER(m) for m in card.effects if m.stat == "def"),
        printed=_printed(card),
        boost_by="ability" if fights else ("trap" if card.spell == "trap" else "spell"),
        spent_in_cleanup=card.spell == "instant" or (card.spell == "trap" and not card.lasting),
        trap_window=card.window if card.spell == "trap" else None,
        ability_uses=card.ability.uses if card.ability is not None else 0,
        ability_cost_key=tuple(card.ability.cost.items()) if card.ability is not None else (),
        ability_actions=card.ability.do if card.ability is not None else (),
        play=card.play,
    )


FACTS: Prepared[EocCard, CardFacts] = Prepared("eoc card", _facts, _facts)


#: every card's facts by card id: the hot code's one look-up a card (`FACTS` each)
facts_table: PreparedTable[EocCard, CardFacts] = PreparedTable(FACTS)

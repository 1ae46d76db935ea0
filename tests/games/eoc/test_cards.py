"""EoC's cards against the book's card anatomy ("Interpreting the Cards") and their printed text
against what their data does: every card of the cardset is walked."""

from __future__ import annotations

import re

import pytest

from tabletop.games.eoc.cards import ANY, ESSENCE_TYPES, Action, EocCard, Modifier
from tabletop.games.eoc.rules import RULES

CARDS = sorted(RULES.cards.values(), key=lambda c: c.id)
IN_DECKS = {c for deck in RULES.cardset.decks for c in RULES.cardset.deck_cards(deck)}


def _cost_words(cost: dict[str, int]) -> str:
    typed = [f"{n} {e}" for e, n in cost.items() if e != ANY]
    if cost.get(ANY):
        typed.append(str(cost[ANY]))
    return ", ".join(typed)


def _modifier_phrases(card: EocCard, mod: Modifier) -> list[str]:
    out = [f"{mod.amount:+d} {mod.stat.upper()}"]
    out += {
        "self": [],
        "carrier": ["the creature it is on"],
        "allies": ["your "],
        "other_allies": ["your other"],
        "enemies": ["nemy creatures"],
    }[mod.to]
    if mod.element:
        out.append(mod.element)
    out += {
        "always": [],
        "attacking": ["attack"],
        "defending": ["defending or counter-attacked"],
        "group": ["in a group"],
    }[mod.when]
    out += {"one": [], "surplus": ["per Essence attached beyond its cost"], "attackers": []}[
        mod.per
    ]
    if mod.per == "attackers":
        out.append("per attacker")
    return out


def _action_phrases(action: Action) -> list[str]:
    if action.do == "boost":
        out = [f"{action.amount:+d} {action.stat.upper()} this turn"]
        out += {
            "choose_ally": ["a creature of yours"],
            "choose_enemy": ["an enemy creature"],
            "all_allies": ["your creatures"],
            "all_enemies": ["enemy creatures"],
            "attackers": ["the attackers"],
            "attacked": ["the attacked creature"],
        }.get(action.target, [])
        return out
    if action.do == "destroy":
        out = ["destroy"]
        if action.target == "choose_enemy":
            out.append("an enemy creature")
        if action.max_def is not None:
            out.append(f"DEF {action.max_def} or less")
        return out
    if action.do == "draw":
        return ["draw a card" if action.amount == 1 else f"draw {action.amount} cards"]
    if action.do == "restore":
        many = "an Essence" if action.amount == 1 else f"{action.amount} Essence cards"
        return [f"return {many} from your Graveyard to your"]
    return {
        "ready": ["ready an exhausted creature of yours"],
        "recover": ["return a creature from your Graveyard to your hand"],
        "banish": ["banish a card from the enemy Graveyard"],
        "negate": ["negate the attack"],
        "dispel": ["Effect spell"],
    }[action.do]


def _expected(card: EocCard) -> tuple[list[str], list[str]]:
    """(phrases the text must hold, phrases it must not)."""
    must: list[str] = []
    never: list[str] = []
    if card.kind in ("creature", "vanquisher") and card.effects:
        must.append("Effect: ")
    if card.spell:
        heads = {
            "effect": "Effect: ",
            "instant": "Instant: ",
            "item": "Item: ",
            "trap": {
                "declared": "Trap, when attacked: ",
                "countered": "Trap, when your attacker is counter-attacked: ",
                "either": "Trap, when attacked or counter-attacked: ",
            }[card.window],
        }
        must.append(heads[card.spell])
    if card.lasting:
        must.append("Stays: ")
    for mod in card.effects:
        must += _modifier_phrases(card, mod)
    for action in card.play:
        must += _action_phrases(action)
    if card.ability is not None:
        words = _cost_words(card.ability.cost)
        if card.ability.uses > 1:
            times = {2: "twice", 3: "three times"}[card.ability.uses]
            words += f", up to {times} a turn"
        must.append(f"Ability ({words}): ")
        for action in card.ability.do:
            must += _action_phrases(action)
    else:
        never.append("Ability")
    return must, never


@pytest.mark.parametrize(
    "card", [c for c in CARDS if c.kind in ("creature", "spell", "vanquisher")], ids=str
)
def test_card_text_says_what_its_data_does(card: EocCard) -> None:
    """Interpreting the Cards (Effect, Ability): each printed text names every modifier and
    action of its data, with their amounts, costs, windows and limits, and nothing else."""
    text = card.text
    must, never = _expected(card)
    for phrase in must:
        assert phrase.lower() in text.lower(), f"{card.name}: text lacks {phrase!r}: {text!r}"
    for phrase in never:
        assert phrase not in text, f"{card.name}: text says {phrase!r} but the card has none"
    numbers = set(re.findall(r"[+-]\d+ (?:ATK|DEF)", text))
    data = {p for p in must if re.fullmatch(r"[+-]\d+ (?:ATK|DEF)", p)}
    data |= {p.removesuffix(" this turn") for p in must if p.endswith(" this turn")}
    assert numbers <= data, f"{card.name}: the text promises {numbers - data} the data lacks"
    limits = set(re.findall(r"DEF (\d+) or less", text))
    assert limits <= {re.findall(r"\d+", p)[0] for p in must if "or less" in p}
    if not card.effects and not card.play and card.ability is None:
        assert "Effect" not in text and "Ability" not in text


def test_card_anatomy_types_subtypes_and_essence_colours() -> None:
    """Interpreting the Cards, Card Type: Creature (a family sub-type), Essence (Fire, Nature,
    Aqua, Energy, Divine, Dark, Gray), Spell (Effect, Instant, Item, Trap), Vanquisher; only
    creatures have an essence type, ATK/DEF and a weakness; the decks use every colour."""
    used = [RULES.cards[c] for c in IN_DECKS]
    essences = {c.element for c in used if c.kind == "essence"}
    assert essences == set(ESSENCE_TYPES)
    creature_types = {c.element for c in used if c.kind == "creature"}
    assert creature_types == set(ESSENCE_TYPES) - {"Gray"}
    for card in CARDS:
        if card.kind == "creature":
            assert card.subtype and card.element not in (None, "Gray")
        elif card.kind == "essence":
            assert card.subtype == card.element
        else:
            assert card.element is None and card.weakness is None
            assert card.atk == 0 and card.defense == 0


def test_not_all_creatures_have_a_weakness_and_weakness_is_an_essence_type() -> None:
    """Creation Cost & Weakness: "Not all creatures have a weakness"; a weakness is an essence
    type other than the creature's own (and never Gray)."""
    creatures = [RULES.cards[c] for c in IN_DECKS if RULES.cards[c].kind == "creature"]
    assert any(c.weakness is None for c in creatures)
    assert any(c.weakness is not None for c in creatures)
    for card in creatures:
        assert card.weakness in (None, *ESSENCE_TYPES[:-1]) and card.weakness != card.element


def test_rarity_matches_the_book() -> None:
    """Rarity: Mythic always has an effect and an ability; Rare "almost always has an effect
    and ability" (both Vanquishers, Rare, have both); Common very rarely has an ability (none
    of ours does); each deck has every rarity."""
    vanquishers = [c for c in CARDS if c.kind == "vanquisher"]
    assert len(vanquishers) == 2
    for card in vanquishers:
        assert card.rarity == "rare" and card.effects and card.ability is not None, card.name
    for card in CARDS:
        acts = bool(card.effects or card.play)
        if card.rarity == "mythic":
            assert acts and card.ability is not None, card.name
        if card.rarity == "common":
            assert card.ability is None, card.name


def test_traps_modify_defense_only() -> None:
    """Clean-up Phase, Graveyard: the damage total adds creature effect, creature ability and
    "Spell Effect, Instant or Item" attack modifiers, with no line for traps; only the defense
    total adds "any active spell trap defense modifiers". Every Trap (its play and, when it
    stays, its effect) changes DEF only, and the card model refuses one that changes ATK."""
    traps = [c for c in CARDS if c.spell == "trap"]
    assert traps
    for card in traps:
        assert all(m.stat == "def" for m in card.effects), card.name
        assert all(a.stat == "def" for a in card.play if a.do == "boost"), card.name


def test_essence_cards_provide_essence_and_gray_is_the_wildcard() -> None:
    """Creation Cost: for Essence cards the value is how much essence each card provides."""
    provides = {c.provides for c in CARDS if c.kind == "essence"}
    assert provides == {1, 2}
    assert any(c.element == "Gray" for c in CARDS if c.kind == "essence")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"kind": "creature", "element": "Fire", "cost": {"Fire": 1}}, "sub-type"),
        ({"kind": "essence", "element": "Fire", "subtype": "Aqua"}, "sub-type is its essence"),
        ({"kind": "creature", "subtype": "Imp", "element": "Gray", "cost": {"Fire": 1}}, "type"),
        ({"kind": "spell", "spell": "instant", "cost": {"Any": 1}}, "does something"),
        (
            {"kind": "spell", "spell": "effect", "window": "declared", "cost": {"Any": 1}},
            "Trap spells only",
        ),
        (
            {
                "kind": "spell",
                "spell": "effect",
                "cost": {"Any": 1},
                "effects": [{"stat": "atk", "amount": 1, "to": "carrier"}],
            },
            "only an Item",
        ),
        ({"kind": "vanquisher", "stages": [{"atk": 1, "def": 1}]}, "two stages"),
        (
            {
                "kind": "vanquisher",
                "stages": [{"atk": 1, "def": 1}, {"atk": 1, "def": 1}],
                "effects": [{"stat": "def", "amount": 1}],
            },
            "reaches creatures",
        ),
        (
            {
                "kind": "spell",
                "spell": "trap",
                "cost": {"Any": 1},
                "play": [{"do": "boost", "target": "attackers", "amount": -2}],
            },
            "defense only",
        ),
        (
            {"kind": "spell", "spell": "trap", "cost": {"Mana": 1}, "play": [{"do": "negate"}]},
            "not an essence type",
        ),
        (
            {
                "kind": "spell",
                "spell": "instant",
                "cost": {"Any": 1},
                "play": [{"do": "banish", "target": "opponent", "amount": 2}],
            },
            "acts on one card",
        ),
    ],
)
def test_card_model_refuses_cards_the_book_does_not_draw(
    data: dict[str, object], message: str
) -> None:
    """Interpreting the Cards: the card model refuses cards outside the book's anatomy."""
    with pytest.raises(ValueError, match=message):
        EocCard.model_validate({"id": "x", "name": "X", **data})

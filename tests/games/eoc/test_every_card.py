"""Every EoC card's declared mechanics, exercised in play: each ability, Instant and Trap is
played on a generic field and each of its actions must show in the log; each always-on
modifier must change the stat it names, by its amount, for the creature it names (book,
"Interpreting the Cards": Effect, Ability; "Clean-up Phase": the totals' parts)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.games.eoc.cards import Action, EocCard, Modifier
from tabletop.games.eoc.combat import Stats
from tabletop.games.eoc.rules import RULES
from tests.games.eoc.helpers import cmd, find, scenario_text

CARDS = sorted(RULES.cards.values(), key=lambda c: c.id)

FIELD = """\
game: eoc
phase: PHASE
turn: TURN
zones:
  p0.deck: [Ember Imp, Ember Imp]
  p1.deck: [Reef Crab, Reef Crab]
  p0.pool: [Prism Essence, Prism Essence, Prism Essence, Prism Essence, Prism Essence,
            Prism Essence]
  p0.graveyard: [Grove Elk, Tide Essence, Ember Essence]
  p1.graveyard: [Ember Imp]
  p0.c2:
    - {card: Spark Sprite, label: ally, flags: [rested]}
    - {card: Spark Essence, attach: ally}
  p1.c1:
    - {card: Thorn Sprout, label: foe}
    - {card: Moss Essence, attach: foe}
  p1.c2:
    - {card: Grove Elk, label: elk}
    - {card: Moss Essence, attach: elk}
    - {card: Root Essence, attach: elk}
  p1.s1:
    - {card: Molten Ground, label: effect}
    - {card: Ember Essence, attach: effect}
    - {card: Cinder Essence, attach: effect}
"""


def _paid(card: EocCard, slot: str, label: str, flags: str = "") -> str:
    lines = [f"  p0.{slot}:", f"    - {{card: {card.name}, label: {label}{flags}}}"]
    lines += [f"    - {{card: Prism Essence, attach: {label}}}"] * card.total_cost
    return "\n".join(lines) + "\n"


def _field(phase: str, turn: int, extra: str) -> Game:
    text = FIELD.replace("PHASE", phase).replace("TURN", str(turn))
    return scenario_text(text + extra)


def _settle(game: Game, seat: int) -> None:
    """Pay automatically and answer every choice with its first option."""
    while game.result is None and game.to_act == (seat,):
        kinds = {c.kind for c in game.legal()}
        if "autopay" in kinds:
            game.play(cmd(seat, "autopay"))
        elif kinds == {"choose"}:
            game.play(game.legal()[0])
        else:
            return


def _words(action: Action) -> str:
    if action.do == "boost":
        return f"gets {action.amount:+d} {action.stat.upper()} this turn"
    return {
        "destroy": " is destroyed",
        "ready": " is readied",
        "draw": f"draws {action.amount}",
        "recover": "returns from the Graveyard",
        "restore": "returns from the Graveyard to the Essence Pool",
        "banish": "is banished from the Graveyard",
        "negate": "negates the attack",
        "dispel": "is dispelled",
    }[action.do]


def _played(card: EocCard) -> tuple[Game, tuple[Action, ...]]:
    """A game in which `card` has just used its ability or been played."""
    if card.ability is not None and card.kind == "vanquisher":
        game = _field("attack", 0, f"  p0.vanquisher: [{card.id}]\n")
        game.play(cmd(0, "activate", find(game, card.name, "p0.vanquisher")))
        _settle(game, 0)
        return game, card.ability.do
    if card.ability is not None and card.kind == "creature":
        game = _field("attack", 0, _paid(card, "c1", "src"))
        game.play(cmd(0, "activate", find(game, card.name, "p0.c1")))
        _settle(game, 0)
        return game, card.ability.do
    if card.ability is not None:
        game = _field("prepare", 0, _paid(card, "s2", "src"))
        game.play(cmd(0, "activate", find(game, card.name, "p0.s2")))
        _settle(game, 0)
        return game, card.ability.do
    if card.spell == "instant":
        game = _field("prepare", 0, f"  p0.hand: [{card.name}]\n")
        game.play(cmd(0, "cast", find(game, card.name, "p0.hand"), "zone:p0.s2"))
        _settle(game, 0)
        return game, card.play
    assert card.spell == "trap"
    if card.window == "countered":
        attacker = "  p0.c1:\n    - {card: Ember Imp, label: imp}\n"
        attacker += "    - {card: Ember Essence, attach: imp}\n"
        game = _field("attack", 0, attacker + f"  p0.hand: [{card.name}]\n")
        game.play(cmd(0, "attack", find(game, "Ember Imp", "p0.c1"), find(game, "Thorn Sprout")))
    else:
        defender = "  p0.c1:\n    - {card: Reef Crab, label: crab}\n"
        defender += "    - {card: Tide Essence, attach: crab}\n"
        game = _field("attack", 1, defender + f"  p0.hand: [{card.name}]\n")
        crab = find(game, "Reef Crab", "p0.c1")
        game.play(cmd(1, "attack", find(game, "Grove Elk", "p1.c2"), crab))
        game.play(cmd(1, "confirm"))
    assert game.state.decision is not None and game.state.decision.kind == "trap"
    game.play(cmd(0, "trap", find(game, card.name, "p0.hand"), "zone:p0.s2"))
    _settle(game, 0)
    return game, card.play


@pytest.mark.parametrize("card", [c for c in CARDS if c.ability or c.play], ids=lambda c: str(c.id))
def test_every_action_of_every_card_happens(card: EocCard) -> None:
    """Interpreting the Cards, Ability / Spell: what a card's data says it does, it does."""
    game, actions = _played(card)
    log = "\n".join(game.describe_log())
    for action in actions:
        assert _words(action) in log, f"{card.name}: {action} left no trace"


def _subject(card: EocCard, mod: Modifier) -> tuple[str, str]:
    """(scenario zones, name of the creature the modifier should reach)."""
    ally = "Ember Imp" if mod.element in (None, "Fire") else None
    ally = ally or next(
        c.name for c in CARDS if c.kind == "creature" and c.element == mod.element and not c.effects
    )
    zones = ""
    if card.kind == "creature" and mod.to == "self":
        return _paid(card, "c1", "src"), card.name
    if card.kind == "vanquisher":
        zones += f"  p0.vanquisher: [{card.id}]\n"
    elif card.kind == "creature":
        zones += _paid(card, "c1", "src")
    elif card.spell == "trap":
        zones += _paid(card, "s2", "src")
    else:
        zones += _paid(card, "s2", "src")
    if mod.to == "enemies":
        return zones, "Thorn Sprout"
    zones += f"  p0.c3:\n    - {{card: {ally}, label: sub}}\n"
    return zones, ally


@pytest.mark.parametrize(
    ("card", "mod"),
    [(c, m) for c in CARDS for m in c.effects],
    ids=lambda v: v.id if isinstance(v, EocCard) else f"{v.stat}{v.amount:+d}-{v.to}-{v.when}",
)
def test_every_modifier_changes_its_stat(card: EocCard, mod: Modifier) -> None:
    """Clean-up Phase, the totals: a modifier adds its amount to the stat it names, for the
    creature it names, in the part of the total the book orders it in."""
    zones, subject_name = _subject(card, mod)
    game = _field("attack", 0, zones)
    state = game.state
    src = find(
        game,
        card.name,
        {"creature": "p0.c1", "vanquisher": "p0.vanquisher"}.get(card.kind, "p0.s2"),
    )
    where = "p1.c1" if mod.to == "enemies" else ("p0.c1" if mod.to == "self" else "p0.c3")
    subject = find(game, subject_name, where)
    if mod.to == "carrier":
        state.values[f"carrier.{src}"] = subject
    stats = Stats(state, RULES.cards)
    times = 1
    if mod.per == "surplus":
        extra = find(game, "Prism Essence", "p0.pool")
        state.cards[extra].attached_to = src
        state.zones["p0.pool"].remove(extra)
        state.zones[state.where[src]].append(extra)
        state.where[extra] = state.where[src]
    foe = find(game, "Grove Elk", "p1.c2")
    if mod.stat == "atk":
        group = [subject, find(game, "Spark Sprite")] if mod.when == "group" else [subject]
        if mod.when == "defending":
            pytest.fail("an ATK modifier while defending is not used by any card")
        total = (
            stats.attack_total(group, foe)
            if mod.when in ("attacking", "group")
            else stats.stat(subject, "atk")
        )
    else:
        role = "defending" if mod.when == "defending" else "none"
        total = stats.stat(subject, "def", role)
    part = {
        "creature": "creature effects",
        "vanquisher": "creature effects",
        "spell": "traps" if card.spell == "trap" else "spells",
    }[card.kind]
    if mod.when == "group" and mod.to != "self":
        times = sum(
            1
            for m in group
            if mod.element is None or RULES.cards[state.cards[m].card].element == mod.element
        )
    assert total.parts[part] == mod.amount * times, f"{card.name}: {total.describe()}"

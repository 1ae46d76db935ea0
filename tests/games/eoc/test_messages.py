"""EoC's refusals name the rule they apply (DESIGN: illegal commands raise an error with a human
reason). Each case is a command the book forbids, with the words the player sees."""

from __future__ import annotations

import pytest

from tabletop import IllegalCommand
from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tests.games.eoc.helpers import cmd, find, scenario_text

PREPARE = """\
game: eoc
phase: prepare
turn: 0
zones:
  p0.c1:
    - {card: Volt Lancer, label: l}
    - {card: Spark Essence, attach: l}
    - {card: Volt Essence, attach: l}
  p0.c2:
    - {card: Ember Imp, label: i, flags: [rested]}
    - {card: Ember Essence, attach: i}
    - {card: Spark Essence, attach: i}
  p0.s1:
    - {card: Battle Drums, label: d}
    - {card: Blaze Essence, attach: d}
    - {card: Cinder Essence, attach: d}
  p0.pool: [Spark Essence]
  p0.hand: [Ember Essence, Volt Essence, Overload, Chain Lightning, Static Snare, Flame Brand,
            Sunfire Phoenix]
  p1.c1:
    - {card: Reef Crab, label: c}
    - {card: Tide Essence, attach: c}
  p0.graveyard: [Ash Recall]
  p0.vanquisher: [pyra]
  p1.vanquisher: [maris]
  p0.deck: [Ember Imp]
  p1.deck: [Reef Crab]
"""


def _refused(game: Game, command: Command, words: str) -> None:
    with pytest.raises(IllegalCommand) as info:
        game.play(command)
    assert words.rstrip(".") in str(info.value), str(info.value)
    assert str(info.value).endswith(")."), str(info.value)  # it quotes its section


def test_preparation_refusals_name_the_rule() -> None:
    """Preparation Phase: summon (1 a turn, Essence only), create (cost, phase), spells (Traps,
    Items on own creatures, nothing to choose), abilities (creatures in the Attack Phase, once a
    turn), essence moves (only to own cards, never back, never under-paying)."""
    game = scenario_text(PREPARE)

    def e(name: str, zone: str | None = None) -> int:
        return find(game, name, zone)

    _refused(
        game,
        cmd(0, "summon", e("Overload"), "zone:p0.pool"),
        "Overload is not an Essence: only Essence Cards are moved to the Essence Pool",
    )
    game.play(cmd(0, "summon", e("Ember Essence", "p0.hand"), "zone:p0.pool"))
    _refused(
        game,
        cmd(0, "summon", e("Volt Essence", "p0.hand"), "zone:p0.pool"),
        "Volt Essence waits: up to 1 Essence Card may be summoned per turn",
    )
    _refused(
        game,
        cmd(0, "create", e("Sunfire Phoenix"), "zone:p0.c3"),
        "Sunfire Phoenix costs 4 (3 Fire); your Essence Pool has 1 Energy, 1 Fire.",
    )
    _refused(
        game,
        cmd(0, "cast", e("Static Snare"), "zone:p0.s2"),
        "Static Snare is a Trap: play it only when asked, in answer to an attack.",
    )
    _refused(
        game,
        cmd(0, "cast", e("Flame Brand"), e("Reef Crab")),
        "Flame Brand is an Item: drop it on one of your active creatures.",
    )
    _refused(
        game,
        cmd(0, "activate", e("Volt Lancer")),
        "Creature abilities are used in your Attack Phase.",
    )
    _refused(
        game,
        cmd(0, "attach", e("Spark Essence", "p0.pool"), e("Reef Crab")),
        "Spark Essence attaches only to your own active Creature and Spell Cards",
    )
    _refused(
        game,
        cmd(0, "attach", e("Ember Essence", "p0.c2"), e("Volt Lancer")),
        "Moving Ember Essence would under-pay Ember Imp: it costs 1 (1 Fire) and would keep "
        "1 Energy.",
    )
    spark = e("Spark Essence", "p0.c2")
    game.play_offered(cmd(0, "attach", spark, e("Volt Lancer")))  # surplus: free to move
    _refused(
        game,
        cmd(0, "attach", spark, e("Ember Imp")),
        "Spark Essence was moved off Ember Imp this turn: moving it back only takes the move "
        "back (use Undo).",
    )
    game.play(cmd(0, "activate", e("Battle Drums")))
    _refused(
        game,
        cmd(0, "activate", e("Battle Drums")),
        "Battle Drums's ability is used once a turn, and that is spent.",
    )
    _refused(
        game,
        cmd(0, "attack", e("Volt Lancer"), e("Reef Crab")),
        "Volt Lancer waits: attacks are declared in your Attack Phase",
    )


def test_nothing_to_choose_is_refused_with_its_reason() -> None:
    """Reading (RULES.md): a spell or ability whose choice has no card is not offered: Chain
    Lightning (DEF 2 or less) against Reef Crab (DEF 3)."""
    game = scenario_text(
        PREPARE.replace("p0.pool: [Spark Essence]", "p0.pool: [Spark Essence, Volt Essence]")
    )
    lightning = find(game, "Chain Lightning")
    assert not [c for c in game.legal() if c.source == lightning]
    _refused(
        game,
        cmd(0, "cast", lightning, "zone:p0.s2"),
        "Chain Lightning has nothing to destroy.",
    )


ATTACK = """\
game: eoc
phase: attack
turn: 0
zones:
  p0.c1:
    - {card: Volt Lancer, label: l}
    - {card: Spark Essence, attach: l}
    - {card: Volt Essence, attach: l}
  p0.c2:
    - {card: Ember Imp, label: i, flags: [rested]}
    - {card: Ember Essence, attach: i}
  p0.c3:
    - {card: Spark Sprite, label: s}
    - {card: Spark Essence, attach: s}
  p0.s1:
    - {card: Battle Drums, label: d}
    - {card: Blaze Essence, attach: d}
    - {card: Cinder Essence, attach: d}
  p0.hand: [Overload, Backdraft, Ember Imp]
  p0.pool: [Volt Essence, Ember Essence]
  p1.c1:
    - {card: Reef Crab, label: c}
    - {card: Tide Essence, attach: c}
  p1.c2:
    - {card: Grove Elk, label: e}
    - {card: Moss Essence, attach: e}
    - {card: Root Essence, attach: e}
  p1.hand: [Undertow, Riptide Net]
  p1.pool: [Tide Essence]
  p0.vanquisher: [pyra]
  p1.vanquisher: [maris]
  p0.deck: [Ember Imp]
  p1.deck: [Reef Crab]
"""


def test_attack_phase_refusals_name_the_rule() -> None:
    """Attack Phase: no creating or casting; spell abilities belong to Preparation; exhausted
    creatures neither attack nor use abilities; a group has one target; the Vanquisher waits
    for the last enemy creature; a Trap has its window."""
    game = scenario_text(ATTACK)

    def e(name: str, zone: str | None = None) -> int:
        return find(game, name, zone)

    _refused(
        game,
        cmd(0, "create", e("Ember Imp", "p0.hand"), "zone:p0.c3"),
        "Creatures are created in your Preparation Phase.",
    )
    _refused(
        game, cmd(0, "cast", e("Overload"), "zone:p0.s2"), "Overload is played in your Preparation"
    )
    _refused(
        game,
        cmd(0, "activate", e("Battle Drums")),
        "Spell abilities are used in your Preparation Phase.",
    )
    _refused(
        game,
        cmd(0, "attack", e("Ember Imp", "p0.c2"), e("Reef Crab")),
        "Ember Imp is exhausted (created this turn, or it has attacked).",
    )
    _refused(
        game,
        cmd(0, "attack", e("Volt Lancer"), e("Maris, Tide Warden")),
        "Maris, Tide Warden can be attacked only when its owner has no active creature",
    )
    _refused(
        game,
        cmd(0, "attack", e("Volt Lancer"), e("Spark Sprite")),
        "Volt Lancer attacks an opponent creature (or the Vanquisher if no enemy creatures are "
        "active)",
    )
    game.play(cmd(0, "attack", e("Volt Lancer"), e("Reef Crab")))
    _refused(
        game,
        cmd(0, "attack", e("Spark Sprite"), e("Grove Elk")),
        "A group attacks one target: join the attack on Reef Crab, or confirm.",
    )
    game.play(cmd(0, "confirm"))
    assert game.state.decision is not None and game.state.decision.kind == "trap"
    _refused(
        game,
        cmd(1, "trap", e("Undertow"), "zone:p1.s1"),
        "Undertow is played when your attacker is counter-attacked, not when you are attacked.",
    )

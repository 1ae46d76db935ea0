"""Issue 43: log lines and moves tell two cards of one name apart. Both seats have Kael and
Lyra in play (COE, book "Battle Phase"): the narration names each with its side ("Ann's Kael,
Ember Vanguard attacks Ben's Kael, Ember Vanguard"), the move's words say whose the target is,
and a card with no twin on the table keeps its bare name."""

from __future__ import annotations

from pathlib import Path

import tabletop
from tabletop.engine.game import Game

KAEL = "Kael, Ember Vanguard"
DECK = (
    "[War Cry, War Cry, Lance Volley, Lance Volley, Searing Strike, Ember Squire, Ember Squire,"
    " Flame Lancer, Flame Lancer, Blade of Embers]"
)


def _mirror(tmp_path: Path, ben_has_kael: bool = True) -> Game:
    text = f"""
game: coe
names: [Ann, Ben]
phase: battle
priority: 0
zones:
  p0.c3: [kael]
  p0.c4: [lyra]
  p1.c3: [{"kael" if ben_has_kael else "seraphine"}]
  p1.c4: [lyra]
  p0.deck: {DECK}
  p1.deck: {DECK}
"""
    path = tmp_path / "mirror.yaml"
    path.write_text(text, encoding="utf-8")
    return tabletop.load_scenario(path)


def _attack(game: Game, target_name: str) -> None:
    kael = next(
        c
        for c in game.legal()
        if c.kind == "attack"
        and game.rules.card_name(game.state.cards[c.source or 0].card) == KAEL
        and game.rules.card_name(game.state.cards[c.target_card or 0].card) == target_name
    )
    game.play(kael)


def test_the_narration_names_each_twin_with_its_side(tmp_path: Path) -> None:
    game = _mirror(tmp_path)
    _attack(game, KAEL)
    lines = game.seat_view(0).lines()
    assert f"Ann's {KAEL} attacks Ben's {KAEL}" in lines
    assert f"{KAEL} attacks {KAEL}" not in lines


def test_the_move_says_whose_the_target_is(tmp_path: Path) -> None:
    game = _mirror(tmp_path)
    words = {game.describe(c) for c in game.legal() if c.kind == "attack"}
    assert f"{KAEL} attacks the other side's {KAEL}" in words
    assert f"{KAEL} attacks Lyra, Ash Duelist" in words  # no twin named in the line


def test_a_card_with_no_twin_keeps_its_bare_name(tmp_path: Path) -> None:
    game = _mirror(tmp_path, ben_has_kael=False)
    _attack(game, "Seraphine, Tide Oracle")
    lines = game.seat_view(0).lines()
    assert f"{KAEL} attacks Seraphine, Tide Oracle" in lines


def test_a_flag_is_said_in_the_books_words(tmp_path: Path) -> None:
    """COE's "new" flag (book, "Acolytes": a card played this turn may not attack without
    Swift) is said so in the log; a flag the game gives no words keeps its own."""
    from tabletop.engine.events import FlagSet

    game = _mirror(tmp_path)
    names = game.names()
    kael = next(i for i, c in game.state.cards.items() if game.rules.card_name(c.card) == KAEL)
    said = FlagSet(kael, "new", True).describe(names)
    assert said == f"{KAEL} was played this turn: it may not attack without Swift"
    assert FlagSet(kael, "new", False).describe(names) == f"{KAEL} may attack now"
    assert FlagSet(kael, "staggered", True).describe(names) == f"{KAEL} is now staggered"

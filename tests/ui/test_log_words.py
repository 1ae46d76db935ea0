"""Issue 19, point 7: the log speaks to players. Seats are named (not "token is now 0"), damage
is told in words, no line is said twice, and a click on a computer's entry says where the
table stopped and why."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App
from tabletop.ui.scenes.table import TableScene

from .conftest import click, key, open_table, played, wait_until
from .scenes import EOC_PREPARE, card, scenario


def _rows(scene: TableScene) -> list[str]:
    return [text for _, text, _, _ in scene.log.rows]


def test_the_first_player_is_named_once(app: App) -> None:
    scene = open_table(app, played("empyrean", 0))
    key(app, pygame.K_l)
    rows = _rows(scene)
    assert any(r.startswith("First player: ") for r in rows)
    assert not any("token is now" in r or r.endswith(" 0") for r in rows), rows
    assert not any(r.startswith("First player token") for r in rows)  # said once already
    assert all(r.strip() for r in rows)  # no empty lines


def test_damage_in_words_and_no_line_twice(app: App) -> None:
    game = played("eoc", 60)
    scene = open_table(app, game)
    key(app, pygame.K_l)
    rows = _rows(scene)
    dealt = [r for r in rows if " damage to " in r]
    assert dealt, rows
    for row in dealt:
        assert " deal " not in row or " + " in row  # one attacker deals, a group deals
        assert "(1)" not in row and "(2)" not in row  # no breakdown that repeats the value
    pairs = zip(scene.log.rows, scene.log.rows[1:], strict=False)
    assert not [a for a, b in pairs if a[0] == b[0] and a[1] == b[1]]  # no line twice


def test_a_click_on_a_computers_entry_says_where_the_table_stopped(app: App) -> None:
    game = scenario(EOC_PREPARE)
    scene = open_table(app, game)
    [end] = [b for b in scene.hud.action_buttons if b.label.startswith("End")]
    click(app, end.rect.center)  # the computer then plays its turn (instant speed)
    imp, crab = card(game, "Ember Imp"), card(game, "Reef Crab")

    def computer_moved() -> bool:
        if any(game.is_computer(e.command.seat) for e in game.log if e.command is not None):
            return True
        ends = [c for c in game.legal() if c.kind == "end" and c.seat == 0]
        if ends:
            scene.play(ends[0])  # as the End button does
        return False

    wait_until(app, computer_moved)
    computer = [e.number for e in game.log if e.command is not None and e.command.seat == 1]
    assert computer, "the computer has not moved"
    key(app, pygame.K_l)
    rows = scene.log.rows
    start, end_row = scene.log._visible()
    index = next(i for i in range(start, end_row) if rows[i][0] == computer[-1])
    y = scene.log.rect.y + 36 + (index - start) * 20 + 10
    click(app, (scene.log.rect.x + 80, y))
    assert scene.message.startswith("Back to your decision"), scene.message
    assert "computer" in scene.message
    assert game.to_act == (0,) and imp in game.state.cards and crab in game.state.cards

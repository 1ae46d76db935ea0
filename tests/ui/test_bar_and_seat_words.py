"""The top bar and the seat panels read whole: a long instruction takes two lines rather than
being cut, and a seat's values carry words, not the rules' internal keys."""

from __future__ import annotations

import pygame

import tabletop
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.bot import BotRunner
from tabletop.ui.hud import split_values
from tabletop.ui.session import Session
from tabletop.ui.theme import ui_font

from .conftest import open_table, played


def test_a_seat_panel_names_its_values_in_words() -> None:
    """Empyrean, "Essence" and the Stop token: seed 2 has, after 37 commands, Player 2's essence
    change for next round and a Stop token on their battlefield 3."""
    game = played("empyrean", 37, seed=2)
    assert game.state.values["essence_next.p1"] == 1
    assert game.state.values["stop.p1.bf3"] == 1
    _, seats = split_values(Session(game, bot=BotRunner(), autosave=False))
    assert "next round: +1" in seats[1]
    assert "Stop tokens on battlefield 3: 1" in seats[1]
    for values in seats.values():
        for item in values:
            name = item.split(":")[0]
            assert "_" not in name and "." not in name, item


def test_a_long_instruction_takes_two_lines_in_the_bar(app: App) -> None:
    """The Clash prompt of a turn ("play every card ... then end your turn") is longer than the
    bar leaves it at 1280x720: every word of it is drawn, in two lines inside the bar."""
    game = tabletop.new_game("clash", seed=3, seats=("human", "computer"))
    scene = open_table(app, game)
    hud = scene.hud
    words = f"{game.config.names[0]}: {game.prompt}"
    room = 700  # less than the words need at the smallest one-line size
    assert ui_font(19, bold=True).size(words)[0] > room
    prompt = hud._prompt(hud._prompt_words(scene.session), room)
    assert prompt.get_width() <= room
    assert prompt.get_height() <= hud.bar.h
    bands = _ink_rows(prompt)
    assert len(bands) == 2  # two lines, one above the other
    inked = sum(_ink_width(prompt, band) for band in bands)
    whole = ui_font(17, bold=True).size(words)[0]
    assert inked >= whole - 3 * ui_font(17, bold=True).size(" ")[0]  # nothing cut away


def _ink_width(surface: pygame.Surface, band: tuple[int, int]) -> int:
    """How far right the ink of the rows in `band` reaches."""
    return max(
        x + 1
        for x in range(surface.get_width())
        for y in range(*band)
        if surface.get_at((x, y)).a > 0
    )


def _ink_rows(surface: pygame.Surface) -> list[tuple[int, int]]:
    """The runs of rows that hold any ink (alpha), top to bottom."""
    rows = [
        any(surface.get_at((x, y)).a > 0 for x in range(surface.get_width()))
        for y in range(surface.get_height())
    ]
    runs: list[tuple[int, int]] = []
    start = None
    for y, inked in enumerate([*rows, False]):
        if inked and start is None:
            start = y
        elif not inked and start is not None:
            runs.append((start, y))
            start = None
    return runs


def test_the_shared_values_give_way_to_the_prompt(app: App) -> None:
    """Clash at 1280x720: five shared values (factions, first player, turn, attack, resources)
    left the prompt 320 px, and it was cut after "buy,". The values take a smaller type, or
    give way, until the prompt has room for all its words in two lines."""
    scene = open_table(app, played("clash", 30, seed=3))
    app.draw()
    hud = scene.hud
    words = hud._prompt_words(scene.session)
    phase = app.text.get(scene.session.phase_label(), 16, bold=True)
    left = 16 + phase.get_width() + 20
    pills = hud._tracker_pills(left, hud._room_for(words))
    assert pills, "some shared values still show"
    room = min(p.x for _, p, _ in pills) - 10 - left - 10
    assert len(theme.wrap(words, 17, room, bold=True)) <= 2


def test_a_seats_values_take_more_lines_where_the_panel_has_room(app: App) -> None:
    """The panel down the right side drew a seat's values on one line cut with "…" ("Stop
    tokens on ba…") though it had room below: each value is whole, on up to three lines."""
    game = played("empyrean", 37, seed=2)  # Player 2: essence, next round, a Stop token
    scene = open_table(app, game)
    hud = scene.hud
    hud.layout((1280, 1000), scene.session, False, False, pygame.Rect(900, 52, 380, 948))
    assert not hud.docked
    lines = hud.value_lines[1]
    shown = "  ".join(lines)
    for item in split_values(scene.session)[1][1]:
        assert item in shown  # every value whole
    width = hud.seat_rects[1].w - 20
    assert all(app.text.get(line, 15).get_width() <= width for line in lines)
    assert len(lines) >= 2

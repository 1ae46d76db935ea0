"""The table's look at the smallest and a large window: the panel under a wide table, every
seat named on the board, labels and tallies clear of each other, attached cards inside their
slot, the prompt bar whole, the log private."""

from __future__ import annotations

import itertools

import pygame
import pytest

import tabletop
from tabletop.ai.random_bot import RandomBot
from tabletop.engine.game import Game
from tabletop.ui.app import App
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.theme import ui_font

from .conftest import click, open_table, pick_deck, played, step, top

SIZES = ((1024, 640), (1280, 720), (1920, 1080))


def _played(game_id: str, players: int = 2, moves: int = 40, seed: int = 4) -> Game:
    return played(game_id, moves, seed, players)


def _resize(app: App, size: tuple[int, int]) -> None:
    step(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    assert app.size == size


def test_a_wide_table_gets_the_panel_under_it_and_bigger_cards(app: App) -> None:
    scene = open_table(app, _played("empyrean"))
    assert scene.hud.docked  # 1280x720: the panel lies along the bottom
    assert scene.board.geometry.card_size[0] >= 55  # it was 45 with the panel on the right
    assert scene.board.geometry.area.bottom <= scene.hud.panel.y
    for button in [*scene.hud.action_buttons, *scene.hud.tool_buttons]:
        assert scene.hud.panel.contains(button.rect)
    for a, b in itertools.combinations(scene.hud.seat_rects.values(), 2):
        assert not a.colliderect(b)
    small = scene.board.geometry.card_size
    _resize(app, (1920, 1080))  # resizing lays the table out again
    assert scene.board.geometry.card_size[0] > small[0]
    assert scene.hud.panel.right == 1920


def test_a_tall_table_keeps_the_panel_on_the_right(app: App) -> None:
    scene = open_table(app, _played("eoc"))
    assert not scene.hud.docked
    assert scene.board.geometry.area.right <= scene.hud.panel.x


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("empyrean", 2), ("empyrean", 3), ("eoc", 2), ("clash", 2), ("ucg", 2), ("coe", 2)],
)
def test_every_seat_is_named_on_the_board_and_labels_do_not_overlap(
    app: App, game_id: str, players: int
) -> None:
    scene = open_table(app, _played(game_id, players))
    for size in SIZES:
        _resize(app, size)
        board = scene.board
        assert sorted(board.name_tags) == list(range(players))
        zones = list(board.geometry.zone_rects.values())
        labels = list(board.label_rects.values())
        for tag in board.name_tags.values():
            assert tag.collidelist(zones) == -1 and tag.collidelist(labels) == -1
        for a, b in itertools.combinations(labels, 2):
            assert not a.colliderect(b)
        app.draw()  # places the tally pills
        pills = board._pills  # (zone, size) -> place; a zone's tally may change in play
        for pill in pills.values():
            assert pill.collidelist(labels) == -1, "a tally pill covers a label"
        for (za, a), (zb, b) in itertools.combinations(pills.items(), 2):
            assert za[0] == zb[0] or not a.colliderect(b)


def test_attached_cards_stay_inside_their_slot(app: App) -> None:
    game = _played("eoc", moves=60)
    scene = open_table(app, game)
    for size in SIZES:
        _resize(app, size)
        board = scene.board
        view = board.view
        assert view is not None
        guests = [
            iid
            for iid, card in view.cards.items()
            if card.attached_to is not None and iid in board.placed
        ]
        assert guests, "the game should have essence attached to a creature by now"
        for iid, placed in board.placed.items():
            zone = board.zones[placed.zone]
            if zone.kind in ("slot", "pile") and not placed.rested:
                assert board.geometry.zone_rects[placed.zone].contains(placed.rect), iid


def test_the_phase_is_not_cut_short(app: App) -> None:
    game = tabletop.new_game("eoc", seed=4, seats=("human", "human"))
    scene = open_table(app, game)
    bot = RandomBot(4)
    while "Preparation" not in scene.session.phase_label():
        game.play(bot.choose(game, game.to_act[0]))
        scene.session.version += 1
    phase = scene.session.phase_label()
    assert "Player" in phase
    width = app.text.get(phase, 16, bold=True).get_width()
    assert width <= app.size[0] * 0.3, phase  # drawn whole, not "Preparation P…"


def test_mash_up_decks_can_be_chosen_in_new_game(app: App) -> None:
    app.push(NewGameScene(app))
    step(app)
    form = top(app)
    assert isinstance(form, NewGameScene)
    while form.info is not None and form.info.id != "empyrean":
        click(app, form.game_field.rect.center)
    deck = form.deck_fields[0]
    mashups = [d for d in deck.options if d.startswith("mashup-")]
    assert mashups
    pick_deck(app, form, 0, mashups[0])
    click(app, form.start.rect.center)
    table = top(app)
    assert isinstance(table, TableScene)
    assert table.game.config.decks[0] == mashups[0]


def test_the_log_never_names_a_card_the_viewer_cannot_see(app: App) -> None:
    game = tabletop.new_game(
        "empyrean", seed=5, decks=["vampires", "vikings"], seats=("human", "computer")
    )
    bot = RandomBot(5)
    for _ in range(60):
        if game.result is not None:
            break
        game.play(bot.choose(game, game.to_act[0]))
    scene = open_table(app, game)
    scene.toggle_log()
    step(app)
    view = scene.board.view
    assert view is not None
    art = scene.art
    seen = {art.face(c.card).name for c in view.cards.values() if c.card is not None}
    mine = {
        art.face(c.card).name for c in view.cards.values() if c.card is not None and c.owner == 0
    }
    hidden = [iid for iid in view.zone("p1.deck")] + [iid for iid in view.zone("p1.hand")]
    secret = {art.face(game.state.cards[iid].card).name for iid in hidden}
    secret -= seen | mine
    assert secret
    text = " ".join(row[1] for row in scene.log.rows)
    for name in sorted(seen | mine, key=len, reverse=True):  # "Skjaldmær Bash" is not
        text = text.replace(name, "")  # "Skjaldmær"
    for name in secret:
        assert name not in text, name


@pytest.mark.parametrize("game_id", ["clash", "coe", "ucg"])
def test_no_card_lies_over_a_zone_label_or_tally(app: App, game_id: str) -> None:
    """A zone's name and its tally stay readable in play: a label written inside a zone keeps
    its cards below or beside it (UCG's short rows of Exhausted and Expended cards hid theirs)."""
    scene = open_table(app, _played(game_id, moves=30, seed=3))
    for size in SIZES:
        _resize(app, size)
        app.draw()
        board = scene.board
        covers = [p.rect for p in board.placed.values() if p.visible]
        for zone_id, label in board.label_rects.items():
            assert label.collidelist(covers) == -1, f"a card covers the label of {zone_id}"
        for (zone_id, _), pill in board._pills.items():
            assert pill.collidelist(covers) == -1, f"a card covers the tally of {zone_id}"


def test_a_seats_zone_names_stay_on_its_side_of_the_table(app: App) -> None:
    """UCG: the two seats' middle rows face each other across a gap. The opponent's names were
    written under their zones, into that gap, just above the viewer's names of the same zones
    ("Encounter" over "Encounter"): a name under its zone stays on its seat's side."""
    scene = open_table(app, _played("ucg", moves=30, seed=3))
    for size in SIZES:
        _resize(app, size)
        board = scene.board
        for zone_id, label in board.label_rects.items():
            zone, rect = board.zones[zone_id], board.geometry.zone_rects[zone_id]
            if zone.owner is not None and label.top >= rect.bottom:
                assert board.sides[zone.owner].contains(label), zone_id


def test_a_slot_without_a_tally_keeps_its_card_whole(app: App) -> None:
    """COE at 1280x720: the party leader's slot (its HP pill finds room outside) was shrunk
    for a pill it never showed inside, leaving cards 30 px wide; only a tally that must sit
    inside a zone takes a band of it. And a pill never sits before its own label, where it
    reads as the tally of the zone it follows ("Cache [2 free]")."""
    scene = open_table(app, _played("coe", moves=30, seed=3))
    for size in SIZES:
        _resize(app, size)
        app.draw()
        board = scene.board
        rect = board.geometry.zone_rects["p0.c3"]
        leader = [p for p in board.placed.values() if p.zone == "p0.c3" and not p.rested]
        assert leader, "the party leader stands in slot 3"
        assert leader[-1].rect.h >= 0.9 * min(board.geometry.card_size[1], rect.h)
        for (zone_id, _), pill in board._pills.items():
            label = board.label_rects.get(zone_id)
            if label is not None and label.top <= pill.centery <= label.bottom:
                assert pill.x >= label.right, zone_id


def test_the_face_down_band_is_never_wider_than_its_card(app: App) -> None:
    """COE's party members lie face down where all can see their backs; their owner's cards
    say so with a band, whose words ran past cards about 44 px wide at 1280x720."""
    scene = open_table(app, _played("coe", moves=0, seed=3))
    board = scene.board
    members = [p for p in board.placed.values() if p.zone == "p0.party"]
    assert members and all(p.rect.w < 60 for p in members)
    for placed in members:
        tag = board._face_down_tag(placed.rect.w - 4)
        assert tag.get_width() <= placed.rect.w - 4
        assert tag.get_height() >= 9


@pytest.mark.parametrize(("game_id", "players"), [("eoc", 2), ("empyrean", 3), ("clash", 2)])
def test_a_seats_zone_names_share_one_type_size(app: App, game_id: str, players: int) -> None:
    """EoC at 1920x1080 named the viewer's "Creature" row in 15 px type and its "Spell" row in
    12 px, and the opponent's all in 12; Clash wrote names inside zones larger than those
    outside: one seat's names are one size (the type each label's box betrays, per seat)."""
    scene = open_table(app, _played(game_id, players))
    for size in SIZES:
        _resize(app, size)
        board = scene.board
        types: dict[int | None, set[int]] = {}
        for zone_id, label in board.label_rects.items():
            words = board.zones[zone_id].label
            if ui_font(9, bold=True).size(words)[0] > label.w:
                continue  # written up a narrow zone's edge: the last resort, any size
            px = [s for s in range(8, 24) if ui_font(s, bold=True).size(words) == label.size]
            assert len(px) == 1, (zone_id, label.size)  # the type size its box betrays
            types.setdefault(board.zones[zone_id].owner, set()).add(px[0])
        for seat, seen in types.items():
            assert len(seen) == 1, (size, seat, seen)

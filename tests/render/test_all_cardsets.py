"""Every card of every cardset renders at screen and print size with no overflow warning.

Parametrized over every registered game and every card of its cardset, so a card whose text
is too long for its box fails here by name. Each card is drawn once per size (the same
`render_face` the table and the PDF use; its warnings are those of `check_fit`).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.engine.registry import game_ids, get_rules
from tabletop.render.card import render_face
from tabletop.render.geometry import Canvas, parse_card_size, print_canvas, screen_canvas
from tabletop.render.sources import SCREEN_CHECK_SIZE, card_face

SIZES: dict[str, Canvas] = {
    "screen": screen_canvas(*SCREEN_CHECK_SIZE),
    "print": print_canvas(parse_card_size("poker"), dpi=300),
}

#: a cardset that does not load gets one failing case instead of breaking collection
LOAD_FAILED = "(cardset does not load)"


def _cases() -> Iterator[tuple[str, str]]:
    for game in game_ids():
        try:
            cards = list(get_rules(game).cardset.cards)
        except Exception:  # reported by test_every_card_renders_without_overflow
            yield game, LOAD_FAILED
            continue
        for card_id in cards:
            yield game, card_id


CASES = list(_cases())


def test_every_game_has_cards() -> None:
    games = {game for game, card in CASES if card != LOAD_FAILED}
    assert set(game_ids()) <= games | {g for g, c in CASES if c == LOAD_FAILED}
    assert "tally" in games


@pytest.mark.parametrize(("game", "card_id"), CASES, ids=[f"{g}/{c}" for g, c in CASES])
def test_every_card_renders_without_overflow(game: str, card_id: str) -> None:
    rules = get_rules(game)
    if card_id == LOAD_FAILED:
        rules.cardset  # noqa: B018 - raises the cardset's own error, naming file and line
        pytest.fail(f"{game}: the cardset failed to load at collection but loads now")
    face = card_face(rules, card_id)
    problems: list[str] = []
    for size_name, canvas in SIZES.items():
        rendered = render_face(face, canvas)
        assert rendered.surface.get_size() == canvas.full_size
        problems.extend(f"{size_name}: {warning}" for warning in rendered.warnings)
    assert not problems, f"{game}/{card_id} ({rules.cardset.sources[card_id]}):\n" + "\n".join(
        problems
    )

"""Issue 44: the rooms above the engine read a card through `CardModel` (engine/catalog.py: its
id, its name, its fields as data), never by `getattr(card, "name", ...)`; every game's card
model has the protocol's fields, and every card of its shipped cardset is one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import BaseModel

from tabletop.engine.catalog import CardModel
from tabletop.engine.registry import game_ids, get_rules

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop"
#: the rooms that read cards through the protocol (ui/ and sim/ are their engineers' own)
TYPED_ROOMS = ("engine", "render", "printing", "cards", "report", "cli", "console")


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_card_model_has_the_protocol_fields(game_id: str) -> None:
    rules = get_rules(game_id)
    model = rules.card_model()
    assert issubclass(model, BaseModel)
    for field in ("id", "name"):
        assert field in model.model_fields, f"{game_id}: its card model has no {field}"
        assert model.model_fields[field].annotation is str, f"{game_id}: {field} is not a str"
    cards = rules.cardset.cards
    assert cards, game_id
    for card_id, card in cards.items():
        assert isinstance(card, CardModel), card_id
        assert card.id == card_id and isinstance(card.name, str) and card.name


def test_a_model_without_a_name_is_no_card_model() -> None:
    class Nameless(BaseModel):
        id: str

    assert not isinstance(Nameless(id="x"), CardModel)


def test_no_room_reads_a_card_name_by_getattr() -> None:
    found = []
    for room in TYPED_ROOMS:
        for path in sorted((PACKAGE / room).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            for number, line in enumerate(text.splitlines(), 1):
                if re.search(r"getattr\([^)]*,\s*['\"]name['\"]", line):
                    found.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    # report/build.py reads an event's name (flags and marks), not a card's
    assert [f for f in found if not f.startswith("report/build.py")] == []

"""The 104-card set (book, "Game Contents" and "Setup"; README composition) and its data."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tabletop.cards.cardset import load_cardset
from tabletop.engine.errors import CardsetError
from tabletop.games.clash.cards import ClashCard
from tabletop.games.clash.rules import RULES


def _box() -> Counter[str]:
    return Counter(RULES.cardset.deck_cards("medieval"))


def test_the_box_holds_104_cards_of_the_books_composition() -> None:
    box = _box()
    assert sum(box.values()) == 104
    kinds: Counter[str] = Counter()
    for card_id, count in box.items():
        card = RULES.cards[card_id]
        kinds["starting" if card.starting else card.kind] += count
    assert kinds["starting"] == 14  # 6 Gold + 1 Gems per player
    assert kinds["fortification"] == 5
    assert kinds["vassal"] == 2 and kinds["camp"] == 2
    assert kinds["event"] == 10
    factions: Counter[str] = Counter()
    for card_id, count in box.items():
        if RULES.cards[card_id].faction:
            factions[str(RULES.cards[card_id].faction)] += count
    assert factions == dict.fromkeys(factions, 6) and len(factions) == 6
    for faction in factions:
        members = [RULES.cards[c] for c in box if RULES.cards[c].faction == faction]
        assert {c.kind for c in members} == {"monarch", "hero", "unit"}
    values = {RULES.cards[c].play.gold for c in box if RULES.cards[c].kind == "resource"}
    assert values == {1, 2, 3}
    for kind in ("siege", "upgrade", "special-unit", "special-card", "soldier"):
        assert kinds[kind] > 0
    assert sum(1 for c in box if RULES.cards[c].kind == "hero" and not RULES.cards[c].faction)


def test_fortifications_rise_from_the_watchtower() -> None:
    forts = sorted(
        (RULES.cards[c] for c in _box() if RULES.cards[c].kind == "fortification"),
        key=lambda c: c.defense,
    )
    assert forts[0].name == "Watchtower"


def test_bad_card_data_names_file_card_and_field(tmp_path: Path) -> None:
    folder = tmp_path / "clash"
    folder.mkdir()
    (folder / "bad.yaml").write_text(
        "cards:\n  - {id: odd, name: Odd, kind: soldier, atack: 3}\n", encoding="utf-8"
    )
    with pytest.raises(CardsetError) as caught:
        load_cardset("clash", ClashCard, tmp_path)
    message = str(caught.value)
    assert "bad.yaml" in message and "'odd'" in message and "atack" in message
    assert len(message.splitlines()) == 1


def test_a_unit_without_a_faction_is_refused() -> None:
    with pytest.raises(ValueError, match="belongs to a faction"):
        ClashCard.model_validate({"id": "x", "name": "X", "kind": "unit"})

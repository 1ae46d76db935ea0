"""UCG's cardset: two 60-card decks of our own design carrying every keyword and timing
(issue, "Cards"), printable faces, and bad card data refused with one clear line."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cards.cardset import load_cardset
from tabletop.engine.errors import CardsetError
from tabletop.games.ucg.cards import UcgCard
from tabletop.games.ucg.rules import RULES
from tabletop.render.sources import card_face

CARDS: dict[str, UcgCard] = RULES.cards
IN_DECKS = [CARDS[c] for deck in RULES.cardset.decks for c in RULES.cardset.deck_cards(deck)]


def test_two_decks_of_sixty() -> None:
    """README, UCG: 60-card decks; two or more of them."""
    assert len(RULES.cardset.decks) >= 2
    for deck in RULES.cardset.decks:
        assert len(RULES.cardset.deck_cards(deck)) == 60


def test_every_keyword_and_timing_is_in_a_deck() -> None:
    """Issue, "Cards": characters carrying every keyword, Proficiency and Revive; Immediate,
    Permanent and Pitfall effects; abilities that answer in sequences."""
    keywords = {k for c in IN_DECKS for k in c.keywords}
    assert keywords == {"assist", "expertise", "cunning", "swift", "unstoppable", "overpower"}
    assert any(c.proficiency > 0 for c in IN_DECKS) and any(c.proficiency < 0 for c in IN_DECKS)
    assert any(c.revive for c in IN_DECKS)
    assert {c.timing for c in IN_DECKS if c.kind == "effect"} == {
        "immediate",
        "permanent",
        "pitfall",
    }
    assert any(c.bide for c in IN_DECKS)
    assert any(c.ability and any(a.do == "negate" for a in c.ability.do) for c in IN_DECKS)
    assert any(c.kind == "resource" and c.gives > 1 for c in IN_DECKS)


@pytest.mark.parametrize("card_id", sorted(CARDS))
def test_every_card_face_is_complete(card_id: str) -> None:
    """The book's card layout: Terra cost, name, Combat, "Archetype – Type", designator,
    keywords; every face builds and its text fits."""
    from tabletop.render.card import check_fit

    card = CARDS[card_id]
    face = card_face(RULES, card_id)
    assert face.name == card.name and face.rarity == card.designator
    if card.kind == "character":
        assert face.cost == str(card.terra) and ("Combat", str(card.combat)) in face.stats
        assert card.type_line in face.type_line
        extra = bool(card.proficiency) + bool(card.revive) + (card.attacks > 1)
        assert len(face.keywords) == len(card.keywords) + extra
    assert check_fit(face) == []


def test_bad_card_data_names_file_card_and_field(tmp_path: Path) -> None:
    """A card with a field that does not exist, or a character without Combat, is refused with
    a line naming the file, the card and the field."""
    folder = tmp_path / "ucg"
    folder.mkdir()
    (folder / "bad.yaml").write_text(
        "cards:\n"
        "  - {id: oops, name: Oops, kind: character, designator: BAD-001, terra: 1,"
        " combat: 2, speed: 3}\n"
        "  - {id: nocombat, name: No Combat, kind: character, designator: BAD-002}\n"
    )
    with pytest.raises(CardsetError) as caught:
        load_cardset("ucg", UcgCard, tmp_path)
    text = str(caught.value)
    assert "bad.yaml" in text and "'oops'" in text and "speed" in text
    assert "'nocombat'" in text and "Combat" in text

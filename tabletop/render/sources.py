"""Turning a game's cards into `CardFace`s: the one adapter shared by table, print and validate.

Each game describes its printed fields as plain data (`GameRules.face_info`), so the rules core
stays free of pygame; this module builds the faces and answers the print command's questions.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.registry import get_rules
from tabletop.engine.rules import GameRules
from tabletop.render.card import check_fit
from tabletop.render.face import CardFace
from tabletop.render.geometry import parse_card_size, print_canvas, screen_canvas
from tabletop.render.style import look_of

#: the smallest card the table draws in full (the hover copy is larger)
SCREEN_CHECK_SIZE = (240, 336)


def card_face(rules: GameRules, card_id: str) -> CardFace:
    return CardFace(
        game=rules.id,
        game_title=rules.title,
        card_id=card_id,
        look=look_of(rules),
        **rules.face_info(card_id),
    )


def face_source(
    game_id: str, decks: list[str] | None, card_ids: list[str] | None, proof: bool
) -> tuple[str, list[tuple[CardFace, int]]]:
    """The cards to print: chosen decks (copies from their counts), chosen cards, or all."""
    rules = get_rules(game_id)
    cardset = rules.cardset
    counts: Counter[str] = Counter()
    if card_ids:
        unknown = [c for c in card_ids if c not in cardset.cards]
        if unknown:
            raise ValueError(f"{rules.title} has no card {', '.join(map(repr, unknown))}")
        counts.update({c: 1 for c in card_ids})
    elif decks:
        for deck in decks:
            if deck not in cardset.decks:
                known = ", ".join(cardset.decks)
                raise ValueError(f"{rules.title} has no deck {deck!r} (decks: {known})")
            counts.update(cardset.decks[deck].cards)
    else:
        in_decks: Counter[str] = Counter()
        for listed in cardset.decks.values():
            in_decks.update(listed.cards)
        counts.update({c: in_decks.get(c, 1) for c in cardset.cards})
    faces = [(card_face(rules, c), 1 if proof else n) for c, n in counts.items()]
    return cardset.title, faces


def fit_warnings(rules: GameRules) -> list[str]:
    """Cards whose text cannot be set readably at screen or print size."""
    out: list[str] = []
    for card_id in rules.cardset.cards:
        face = card_face(rules, card_id)
        for size in (screen_canvas(*SCREEN_CHECK_SIZE), print_canvas(parse_card_size("poker"))):
            out.extend(f"{rules.id}/{card_id}: {w}" for w in check_fit(face, size))
    return out

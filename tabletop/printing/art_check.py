"""`--art-missing`: which printed cards still use generated art, and what to do about them.

Real art lives at ``assets/art/<game>/<card_id>.png`` (or .jpg/.jpeg); a card without such a
file is drawn with generated placeholder art. Before a print run the command reports those
cards and, by the player's choice, keeps the placeholders, leaves the art box blank, or stops.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.printing.choices import ART_MISSING, ArtMissing
from tabletop.render.assets import art_path
from tabletop.render.face import CardFace

__all__ = ["ART_MISSING", "ArtMissing", "apply_art_missing", "art_report"]
MAX_NAMED = 20

FacesWithCopies = list[tuple[CardFace, int]]


def cards_without_art(faces: FacesWithCopies) -> list[CardFace]:
    """The distinct faces that have no picture file, in print order."""
    seen: dict[tuple[str, str], CardFace] = {}
    for face, _copies in faces:
        key = (face.game, face.card_id)
        if key not in seen and art_path(face.game, face.card_id) is None:
            seen[key] = face
    return list(seen.values())


def _named(missing: list[CardFace]) -> str:
    ids = ", ".join(f.card_id for f in missing[:MAX_NAMED])
    more = len(missing) - MAX_NAMED
    return ids + (f" and {more} more" if more > 0 else "")


def art_report(faces: FacesWithCopies, missing: list[CardFace], mode: ArtMissing) -> str:
    """One line saying how many cards use generated art and where their pictures go."""
    distinct = len({(f.game, f.card_id) for f, _ in faces})
    if not missing:
        return f"art: all {distinct} cards have their own picture"
    game = missing[0].game
    drawn = "left blank" if mode == "blank" else "generated"
    return (
        f"art: {len(missing)} of {distinct} cards have no picture ({drawn}; put one at "
        f"assets/art/{game}/<card_id>.png): {_named(missing)}"
    )


def apply_art_missing(faces: FacesWithCopies, mode: str) -> tuple[FacesWithCopies, str]:
    """The faces to print under ``mode`` and the report line; ``fail`` raises ValueError."""
    if mode not in ART_MISSING:
        raise ValueError(f"unknown --art-missing {mode!r}: use one of {', '.join(ART_MISSING)}")
    missing = cards_without_art(faces)
    if mode == "fail" and missing:
        raise ValueError(
            f"{len(missing)} card(s) have no art in assets/art/{missing[0].game}/ "
            f"(--art-missing fail): {_named(missing)}"
        )
    report = art_report(faces, missing, "blank" if mode == "blank" else "placeholder")
    if mode == "blank":
        faces = [(replace(face, blank_art=True), copies) for face, copies in faces]
    return faces, report

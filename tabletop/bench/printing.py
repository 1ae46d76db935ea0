"""`bench_print`: how long 100 distinct cards take to print with duplex backs, and how big."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from tabletop.printing.options import PrintOptions
from tabletop.printing.pdf import print_pdf
from tabletop.render.face import CardFace

#: stat names and ability kinds the faces take in turn (each game's style draws them)
_STATS = (
    (("Might",), "Instant"),
    (("Attack", "Defence", "Gold"), "Passive"),
    (("ATK", "HP"), "Triggered"),
    (("Power", "Speed"), "Conditional"),
    (("ATK", "DEF"), "Activated"),
)


def _games() -> list[tuple[str, str]]:
    """Every listed game's id and title: the faces are spread over their styles."""
    from tabletop.engine.registry import game_ids, get_rules  # lazy: loads the games

    return [(g, get_rules(g).title) for g in game_ids() if get_rules(g).listed]


_NAMES = (
    "Storm Herald",
    "Iron Vanguard",
    "Ember Witch",
    "Silent Oracle",
    "Gilded Knight",
    "Ashen Drake",
    "River Scout",
    "Hollow King",
    "Dawn Priest",
    "Tide Caller",
)
_ACCENTS = ((196, 64, 52), (52, 112, 196), (60, 150, 80), (150, 90, 190), (210, 160, 40))
_TEXT = (
    "Reveal: move one of your revealed cards to an adjacent battlefield.",
    "When this card is destroyed, put a Might token on each ally here.",
    "Draw a card, then discard a card. If you discarded a unit, gain 1 essence.",
    "Each opponent's card here gets -1 Might until the end of the round.",
)


def bench_faces(count: int = 100) -> list[CardFace]:
    """``count`` distinct, realistic faces spread over the listed games' styles."""
    faces = []
    games = _games()
    for i in range(count):
        game, title = games[i % len(games)]
        stat_names, kind = _STATS[i % len(_STATS)]
        sentences = 1 + i % len(_TEXT)
        faces.append(
            CardFace(
                game=game,
                game_title=title,
                card_id=f"{game}-bench-{i:03d}",
                name=f"{_NAMES[i % len(_NAMES)]} {i // len(_NAMES) + 1}",
                cost=str(1 + i % 8),
                stats=tuple((s, str(1 + (i + k) % 6)) for k, s in enumerate(stat_names)),
                type_line="Unit — Warrior" if i % 3 else "Spell — Ritual",
                keywords=("Move", "Shield")[: i % 3],
                text="\n".join(_TEXT[:sentences]),
                ability_kind=kind if i % 4 else None,
                accent=_ACCENTS[i % len(_ACCENTS)],
                deck_name=f"Deck {i % 4 + 1}",
                symbol=f"D{i % 4 + 1}",
                rarity=("Common", "Uncommon", "Rare")[i % 3],
                flavor="The sky cracked before the trumpet sounded." if i % 5 == 0 else None,
            )
        )
    return faces


def bench_print() -> dict[str, float]:
    """Print 100 distinct cards (butted A4, duplex long-edge backs, 300 dpi) to a temp dir."""
    faces = [(face, 1) for face in bench_faces(100)]
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as folder:
        out = Path(folder) / "bench.pdf"
        started = time.perf_counter()
        report = print_pdf(faces, out, PrintOptions(backs="duplex-long", set_name="bench"))
        seconds = time.perf_counter() - started
    return {
        "print_100_cards_duplex_seconds": round(seconds, 3),
        "print_100_cards_duplex_bytes": float(report.bytes),
    }


if __name__ == "__main__":  # pragma: no cover
    print(bench_print())

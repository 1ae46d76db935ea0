"""What a print run produced."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class PrintReport:
    """Files written and what is in them; ``warnings`` lists text-fit problems per card."""

    path: Path
    pages: int
    sheets: int  # sheets of paper to feed the printer
    cards: int  # card copies printed
    distinct_faces: int
    cards_per_page: int
    seconds: float
    bytes: int
    backs_path: Path | None = None
    warnings: tuple[str, ...] = field(default=())

    def summary(self) -> str:
        text = (
            f"wrote {self.path} ({self.pages} pages, {self.cards} cards, "
            f"{self.cards_per_page} per page, {self.sheets} sheets of paper, "
            f"{self.bytes / 1e6:.1f} MB)"
        )
        if self.backs_path is not None:
            text += f"; backs in {self.backs_path}"
        return text

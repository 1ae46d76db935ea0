"""UCG prints like the other games: `tabletop print ucg` lays the faces out on PDF pages."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from tabletop.cli import main
from tabletop.render.sources import face_source


def test_a_deck_prints_sixty_faces() -> None:
    _, faces = face_source("ucg", ["emberguard"], None, proof=False)
    assert sum(copies for _, copies in faces) == 60


def test_print_command_writes_a_pdf(tmp_path: Path) -> None:
    out = tmp_path / "ucg.pdf"
    cards = "kiln-titan,ember-snare,tide-ward,ember-vein"
    assert main(["print", "ucg", "--cards", cards, "--out", str(out)]) == 0
    assert len(PdfReader(str(out)).pages) == 1

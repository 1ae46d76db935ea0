"""`tabletop print --art-missing`: the report of cards on generated art, and the three choices."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from tabletop.printing import add_print_parser
from tabletop.render import assets
from tabletop.render.art import BLANK_ART_COLOUR
from tabletop.render.card import render_face
from tabletop.render.face import CardFace
from tabletop.render.geometry import Canvas, screen_canvas
from tabletop.render.layout import layout_face
from tabletop.render.style import style_for
from tests.render.samples import BOWMAN, HERALD

GREEN = (0, 255, 0)


@pytest.fixture
def art_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An assets folder where only HERALD has a picture."""
    real = assets.assets_dir()
    root = tmp_path / "assets"
    (root / "art" / HERALD.game).mkdir(parents=True)
    (root / "fonts").symlink_to(real / "fonts")
    picture = pygame.Surface((40, 30))
    picture.fill(GREEN)
    pygame.image.save(picture, str(root / "art" / HERALD.game / f"{HERALD.card_id}.png"))
    monkeypatch.setenv("TABLETOP_ASSETS", str(root))
    assets.assets_dir.cache_clear()
    yield root
    monkeypatch.delenv("TABLETOP_ASSETS")
    assets.assets_dir.cache_clear()


def _source(
    game: str, decks: list[str] | None, cards: list[str] | None, proof: bool
) -> tuple[str, list[tuple[CardFace, int]]]:
    return "Core", [(HERALD, 2), (BOWMAN, 3)]


def _run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="tabletop")
    add_print_parser(parser.add_subparsers(dest="command"), _source)
    args = parser.parse_args(["print", HERALD.game, *argv])
    return int(args.func(args))


def test_print_names_the_cards_still_on_generated_art(
    art_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run("--png-dir", str(tmp_path / "png")) == 0
    out = capsys.readouterr().out
    assert "art: 1 of 2 cards have no picture (generated" in out
    assert BOWMAN.card_id in out
    assert f"{HERALD.card_id}," not in out and not out.rstrip().endswith(HERALD.card_id)


def test_fail_stops_before_writing_and_names_the_cards(
    art_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_dir = tmp_path / "png"
    assert _run("--png-dir", str(out_dir), "--art-missing", "fail") == 2
    err = capsys.readouterr().err
    assert "--art-missing fail" in err and BOWMAN.card_id in err
    assert not out_dir.exists()


def test_fail_passes_when_every_card_has_art(
    art_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    picture = pygame.Surface((10, 10))
    (art_root / "art" / BOWMAN.game).mkdir(exist_ok=True)
    pygame.image.save(picture, str(art_root / "art" / BOWMAN.game / f"{BOWMAN.card_id}.png"))
    assert _run("--png-dir", str(tmp_path / "png"), "--art-missing", "fail") == 0
    assert "art: all 2 cards have their own picture" in capsys.readouterr().out


def test_blank_leaves_an_empty_box_only_where_art_is_missing(
    art_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_dir = tmp_path / "png"
    assert _run("--png-dir", str(out_dir), "--art-missing", "blank", "--dpi", "100") == 0
    assert "left blank" in capsys.readouterr().out
    canvas = screen_canvas(240, 336)
    for face, colour in ((BOWMAN, BLANK_ART_COLOUR), (HERALD, GREEN)):
        surface = render_face(replace(face, blank_art=True), canvas).surface
        assert _art_colours(face, surface, canvas) == {colour}
    default = render_face(BOWMAN, canvas).surface
    assert len(_art_colours(BOWMAN, default, canvas)) > 1


def _art_colours(face: CardFace, surface: pygame.Surface, canvas: Canvas) -> set[tuple[int, ...]]:
    """The colours inside the art box (its frame line excluded)."""
    art = layout_face(face, canvas, style_for(face.game)).art.inflate(-8, -8)
    return {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(art.left, art.right, 4)
        for y in range(art.top, art.bottom, 4)
    }

"""Card faces and backs as pygame surfaces, at any size, for the screen and for print.

The engine never imports this package. Works headless: only pygame.font and plain surfaces
are used, no display.
"""

from tabletop.render.assets import AssetError, art_path, assets_dir
from tabletop.render.cache import FaceCache
from tabletop.render.card import Rendered, Side, check_fit, render_back, render_card, render_face
from tabletop.render.face import CardFace
from tabletop.render.geometry import (
    BLEED_MM,
    CARD_SIZES,
    DEFAULT_DPI,
    SAFE_MM,
    Canvas,
    CardSize,
    parse_card_size,
    print_canvas,
    screen_canvas,
)
from tabletop.render.placeholder import placeholder_art

__all__ = [
    "AssetError",
    "BLEED_MM",
    "CARD_SIZES",
    "Canvas",
    "CardFace",
    "CardSize",
    "DEFAULT_DPI",
    "FaceCache",
    "Rendered",
    "SAFE_MM",
    "Side",
    "art_path",
    "assets_dir",
    "check_fit",
    "parse_card_size",
    "placeholder_art",
    "print_canvas",
    "render_back",
    "render_card",
    "render_face",
    "screen_canvas",
]

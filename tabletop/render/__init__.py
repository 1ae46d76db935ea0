"""Card faces and backs as pygame surfaces, at any size, for the screen and for print.

The engine never imports this package. Works headless: only pygame.font and plain surfaces
are used, no display. The names below load on first use, so that a light module of the
package (the card and paper sizes of `geometry.py`, which the print command's parser reads)
imports without pygame.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tabletop.render.assets import AssetError, art_path, assets_dir
    from tabletop.render.cache import FaceCache
    from tabletop.render.card import (
        Rendered,
        Side,
        check_fit,
        render_back,
        render_card,
        render_face,
    )
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

#: the module of each name (loaded on first use)
_WHERE: dict[str, str] = {
    "AssetError": "tabletop.render.assets",
    "art_path": "tabletop.render.assets",
    "assets_dir": "tabletop.render.assets",
    "FaceCache": "tabletop.render.cache",
    "Rendered": "tabletop.render.card",
    "Side": "tabletop.render.card",
    "check_fit": "tabletop.render.card",
    "render_back": "tabletop.render.card",
    "render_card": "tabletop.render.card",
    "render_face": "tabletop.render.card",
    "CardFace": "tabletop.render.face",
    "BLEED_MM": "tabletop.render.geometry",
    "CARD_SIZES": "tabletop.render.geometry",
    "DEFAULT_DPI": "tabletop.render.geometry",
    "SAFE_MM": "tabletop.render.geometry",
    "Canvas": "tabletop.render.geometry",
    "CardSize": "tabletop.render.geometry",
    "parse_card_size": "tabletop.render.geometry",
    "print_canvas": "tabletop.render.geometry",
    "screen_canvas": "tabletop.render.geometry",
    "placeholder_art": "tabletop.render.placeholder",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'tabletop.render' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


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

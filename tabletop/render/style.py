"""The look of each game's cards: frame, panels, fonts, back pattern."""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.engine.errors import TabletopError
from tabletop.engine.parts import CardLook, NotNeeded
from tabletop.engine.registry import get_rules
from tabletop.engine.rules import GameRules
from tabletop.render.colour import Colour, darken, lighten, mix
from tabletop.render.face import CardFace
from tabletop.render.fonts import SANS, SERIF, FontFamily


@dataclass(frozen=True)
class GameStyle:
    """A game's card look as its contract declares it (`CardLook`), with what the renderer
    derives from it: the font family and the deck accent's tint of the frame."""

    look: CardLook

    @property
    def fonts(self) -> FontFamily:
        return SERIF if self.look.serif else SANS

    def frame_colour(self, accent: Colour) -> Colour:
        return mix(self.look.frame, accent, self.look.accent_weight)


DEFAULT_STYLE = GameStyle(
    CardLook(
        frame=(50, 50, 56),
        accent_weight=0.55,
        panel=(242, 242, 240),
        serif=False,
        corner=0.03,
        back_base=(46, 46, 54),
        back_ink=(200, 200, 210),
        back_pattern="diamonds",
    )
)

ABILITY_COLOURS: dict[str, Colour] = {
    "instant": (214, 96, 32),
    "conditional": (40, 110, 200),
    "passive": (46, 150, 80),
    "triggered": (150, 60, 170),
    "activated": (200, 160, 20),
    "static": (46, 150, 80),
}

RARITY_COLOURS: dict[str, Colour] = {
    "common": (40, 40, 40),
    "uncommon": (150, 160, 172),
    "rare": (212, 172, 50),
    "mythic": (220, 90, 30),
    "legendary": (220, 90, 30),
    "epic": (140, 70, 200),
    "promo": (40, 140, 200),
}


def game_style(look: CardLook | NotNeeded) -> GameStyle:
    """The style a game's contract declares (its `card_look`), or the neutral one."""
    return GameStyle(look) if isinstance(look, CardLook) else DEFAULT_STYLE


def look_of(rules: GameRules) -> CardLook | None:
    """The card look a game's rules declare, for the faces they make (None: none declared)."""
    look = rules.card_look
    return look if isinstance(look, CardLook) else None


def declared_style(game: str) -> GameStyle:
    """The style of a registered game (the neutral one for a game not registered)."""
    try:
        rules = get_rules(game)
    except TabletopError:
        return DEFAULT_STYLE
    return game_style(rules.card_look)


def face_style(face: CardFace, *, ink_saver: bool = False) -> GameStyle:
    """The style of the face's game: the look the face carries (its game's rules gave it), or
    for a face made by hand the registry's (`style_for`)."""
    if face.look is None:
        return style_for(face.game, ink_saver=ink_saver)
    return _inked(game_style(face.look), ink_saver)


def style_for(game: str, *, ink_saver: bool = False) -> GameStyle:
    """The registered game's style, or a neutral one; ``ink_saver`` lightens every large dark
    area."""
    return _inked(declared_style(game), ink_saver)


def _inked(style: GameStyle, ink_saver: bool) -> GameStyle:
    if not ink_saver:
        return style
    look = style.look
    return GameStyle(
        replace(
            look,
            frame=lighten(look.frame, 0.82),
            accent_weight=0.2,
            panel=(255, 255, 255),
            back_base=lighten(look.back_base, 0.88),
            back_ink=darken(look.back_ink, 0.1),
        )
    )


def ability_colour(kind: str) -> Colour:
    """Outline colour for an ability kind; unknown kinds get a stable colour of their own."""
    known = ABILITY_COLOURS.get(kind.strip().lower())
    if known is not None:
        return known
    h = sum(ord(ch) * (i + 1) for i, ch in enumerate(kind.lower()))
    return (60 + h % 160, 60 + (h // 7) % 160, 60 + (h // 49) % 160)


def rarity_colour(rarity: str) -> Colour:
    return RARITY_COLOURS.get(rarity.strip().lower(), (110, 110, 110))

"""The board: one seat's view of a game drawn onto the table area, and hit-testing on it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.engine.game import Game
from tabletop.engine.layout import Rect
from tabletop.engine.view import CardView, View
from tabletop.ui import theme
from tabletop.ui.animation import Animator
from tabletop.ui.badges import draw_badges
from tabletop.ui.cards import CardArt
from tabletop.ui.geometry import Placed, TableGeometry, viewer_at_bottom
from tabletop.ui.name_tags import BoardNames
from tabletop.ui.pictures import picture_for, show
from tabletop.ui.tallies import BoardTallies
from tabletop.ui.text_boxes import READABLE_PX, TextBox, TextBoxes
from tabletop.ui.theme import TextCache
from tabletop.ui.zone_labels import ZoneLabels

LONG_ROW_CARDS = 8  # a row this many cards wide keeps its inside label beside its cards
ROW_PILL_ROOM = 80  # and room after the label for its tally pill
MIN_TAG_PX = 9  # the smallest lettering the table draws (on a card)
HOVER = "hover"  # the layer of the hovered card's copy: over the table, the panel and the log
FOCUS_LINE = 3  # the keyboard's frame: its line's width


@dataclass
class Look:
    """What to stress in this frame: playable cards, open targets, the card in hand."""

    playable: frozenset[int] = frozenset()
    targets: frozenset[str] = frozenset()
    dragging: int | None = None
    drag_rect: pygame.Rect | None = None
    hover: int | None = None
    show_hover: bool = True
    hidden: frozenset[int] = field(default_factory=frozenset)  # cards not to draw in place
    picked: int | None = None  # the card picked by a click (or the keyboard)
    news: frozenset[int] = frozenset()  # cards the banner on show talks about
    #: cards the moment is about, with the rules' word for each (GameRules.card_marks)
    marks: Mapping[int, str] = field(default_factory=dict)
    focus: pygame.Rect | None = None  # where the keyboard is


def table_rect(game: Game) -> Rect:
    """The table's extent for this game's player count."""
    layout = game.rules.layout
    table_for = getattr(layout, "table_for", None)
    if callable(table_for):
        rect = table_for(game.config.players)
        if isinstance(rect, Rect):
            return rect
    return layout.table


class Board(BoardNames, BoardTallies):
    """Places and draws the cards of a view; answers what lies under the mouse."""

    def __init__(self, game: Game, art: CardArt, text: TextCache) -> None:
        self.game = game
        self.art = art
        self.text = text
        self.players = game.config.players
        self.zones = game.rules.layout.zones(self.players)
        self.table = table_rect(game)
        self.geometry = TableGeometry(self.zones, self.table, pygame.Rect(0, 0, 1, 1))
        self.view: View | None = None
        #: the rules' zone tallies for `view`, made on first use (see `zone_summary`)
        self._zone_summaries: dict[str, str | None] = {}
        self.placed: dict[int, Placed] = {}
        self.sides: dict[int, pygame.Rect] = {}
        self.name_tags: dict[int, pygame.Rect] = {}
        self._hanging: set[int] = set()  # seats whose name hangs off their side's edge
        self._upright_tags: set[int] = set()  # and of those, the ones upright beside it
        self.background: pygame.Surface | None = None
        self.label_size = 14
        self.label_rects: dict[str, pygame.Rect] = {}
        self.tally_spots: dict[str, pygame.Rect] = {}  # zones whose tally stands for the label
        self._upright: set[str] = set()  # zones whose label runs up their left edge
        self._viewer: int | None = None
        self.hover_area = pygame.Rect(0, 0, 1, 1)
        self._pills: dict[tuple[str, tuple[int, int]], pygame.Rect] = {}
        #: where cards lie in each zone once its label is placed (tally bands come per view)
        self._label_areas: dict[str, pygame.Rect] = {}
        #: the counter and flag pills drawn on each card on the table in the last frame
        self.badge_rects: dict[int, list[pygame.Rect]] = {}
        #: the still board drawn once (see `draw`); `_epoch` counts new views and layouts
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[object, ...] | None = None
        self._epoch = 0
        #: the text drawn: the still names (zones', seats'), the layer's, the hover copy's
        self.names_text = TextBoxes(text)
        self.layer_text = TextBoxes(text)
        self.hover_text = TextBoxes(text)

    # --- layout ----------------------------------------------------------------------
    def layout(
        self, area: pygame.Rect, viewer: int | None, hover_area: pygame.Rect | None = None
    ) -> None:
        """Fit the table into `area`; the large hover copy goes into `hover_area`: the panel
        beside the table (it covers no zone there), or the table's area and the panel under it,
        on the side away from the card."""
        self._viewer = viewer
        self.hover_area = hover_area if hover_area is not None else area
        turned = viewer_at_bottom(self.zones, viewer)
        sides = self.game.rules.layout.data.sides.get(self.players, ())
        self.geometry = TableGeometry(self.zones, self.table, area, turned, tuple(sides))
        self.sides = {n: self.geometry.side_rect(side) for n, side in enumerate(sides)}
        self.label_size = max(READABLE_PX, min(18, round(self.geometry.scale * 1.7)))
        self.background = self._paint_background(area)
        self._epoch += 1
        if self.view is not None:
            self.set_view(self.view)

    def set_view(self, view: View) -> dict[int, pygame.Rect]:
        """Take a new view; returns each card's place (for the animator)."""
        self.view = view
        self._zone_summaries = {}
        self._keep_tallies_off_cards()
        self.placed = self.geometry.place(view)
        self._epoch += 1
        return {iid: p.rect for iid, p in self.placed.items()}

    def _paint_background(self, area: pygame.Rect) -> pygame.Surface:
        surface = pygame.Surface(area.size)
        surface.fill(theme.FELT_DARK)
        table = self.geometry.table_rect.move(-area.x, -area.y)
        pygame.draw.rect(surface, theme.FELT, table, border_radius=18)
        for seat, side in self.sides.items():
            local = side.move(-area.x, -area.y)
            pygame.draw.rect(
                surface, self._side_colour(seat), local.inflate(-6, -6), border_radius=14
            )
        for rect in self.geometry.zone_rects.values():
            local = rect.move(-area.x, -area.y)
            pygame.draw.rect(surface, theme.ZONE_FILL, local, border_radius=8)
            pygame.draw.rect(surface, theme.ZONE_LINE, local, 1, border_radius=8)
        names = ZoneLabels(self.zones, self.geometry, self.sides, self.text, self.label_size)
        self.names_text.clear()
        local_area = pygame.Rect((0, 0), area.size)
        labels: list[pygame.Rect] = []
        self.label_rects = {}
        self.tally_spots = {}
        self._upright = set()
        for place in names.place():
            zone_id, label, spot = place.zone, place.label, place.rect
            labels.append(spot)
            if label is None:  # the place kept for the tally of a repeated label
                self.tally_spots[zone_id] = spot
                continue
            if place.how == "inside":
                self._keep_clear_of_cards(zone_id, label)
            elif place.how == "up":
                self.geometry.keep_label_left(zone_id, label.get_width() + 3)
                self._upright.add(zone_id)
            self.label_rects[zone_id] = spot
            self.names_text.place(
                surface,
                label,
                (spot.x - area.x, spot.y - area.y),
                local_area,
                owner=f"zone {zone_id}",
                at=area.topleft,
                px=place.size or None,
            )
        self.name_tags = self._name_tags(labels)
        self._label_areas = dict(self.geometry.card_areas)
        self._pills = {}
        for seat, tag in self.name_tags.items():
            self._draw_tag(surface, seat, tag.move(-area.x, -area.y), area)
        return surface

    def _keep_clear_of_cards(self, zone_id: str, label: pygame.Surface) -> None:
        """A label written inside a zone's top left corner: its cards would hide it, so they
        lie below it (a pile, a slot, a short row) or, in a long row, right of it and of the
        tally pill that may follow it."""
        zone, rect = self.zones[zone_id], self.geometry.zone_rects[zone_id]
        if zone.kind == "row" and rect.w >= LONG_ROW_CARDS * self.geometry.card_size[0]:
            self.geometry.keep_label_left(zone_id, label.get_width() + ROW_PILL_ROOM)
        elif zone.kind in ("pile", "slot", "row"):
            self.geometry.keep_label_inside(zone_id, label.get_height() + 5)

    # --- hit-testing -----------------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The topmost drawn card under `pos`."""
        found = None
        for iid, placed in self.placed.items():
            if placed.visible and placed.rect.collidepoint(pos):
                found = iid  # later cards lie on top
        return found

    def card_of(self, place: str) -> int | None:
        """The card a place names ("card:12"), when it lies on the table."""
        if place.startswith("card:") and place[5:].isdigit() and int(place[5:]) in self.placed:
            return int(place[5:])
        return None

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        for zone_id, rect in self.geometry.zone_rects.items():
            if rect.collidepoint(pos):
                return zone_id
        return None

    def hits(self, pos: tuple[int, int], ignore: int | None = None) -> list[str]:
        """Targets under `pos`, most precise first: the cards (topmost first: a card under the
        cards attached to it still counts), then their zone, then a seat."""
        out: list[str] = []
        under = [
            iid
            for iid, placed in self.placed.items()
            if iid != ignore and placed.visible and placed.rect.collidepoint(pos)
        ]
        for iid in reversed(under):  # later cards lie on top
            out.append(f"card:{iid}")
        for iid in reversed(under):
            held_in = f"zone:{self.placed[iid].zone}"
            if held_in not in out:
                out.append(held_in)
        zone = self.zone_at(pos)
        if zone is not None and f"zone:{zone}" not in out:
            out.append(f"zone:{zone}")
        for seat, side in self.sides.items():
            if side.collidepoint(pos):
                out.append(f"seat:{seat}")
        return out

    def target_rect(self, target: str) -> pygame.Rect | None:
        kind, _, rest = target.partition(":")
        if kind == "card" and rest.isdigit() and int(rest) in self.placed:
            return self.placed[int(rest)].rect
        if kind == "zone":
            return self.geometry.zone_rects.get(rest)
        if kind == "seat" and rest.isdigit():
            return self.sides.get(int(rest))
        return None

    # --- drawing ---------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        look: Look,
        animator: Animator,
        felt: tuple[int, int, int],
        exposed: pygame.Rect | None = None,
        repair: Sequence[pygame.Rect] | None = None,
    ) -> bool:
        """Clear `surface` to `felt` and draw the board. A board at rest (nothing moving or
        dragged) is drawn once into a layer and then only copied, until the view, the layout,
        the stressed cards or the card pictures change: the mouse moving over the table costs
        a copy, not a redraw. `exposed`: the only part of the surface the copy must cover
        (the caller paints the rest over it with opaque panels every frame). `repair`: the
        surface still shows last frame's board except in these places (what was drawn over
        it), so only they are copied while the layer stands. True when the whole surface
        was painted (a board in motion is drawn straight onto it)."""
        if animator.moving or look.dragging is not None:
            self._layer_key = None
            surface.fill(felt)
            self._draw_board(surface, look, animator)
            return True
        focus = None if look.focus is None else tuple(look.focus)
        key = (
            felt,
            self._epoch,
            self.art.generation,
            surface.get_size(),
            look.playable,
            look.targets,
            look.hidden,
            look.picked,
            look.news,
            focus,
        )
        layer = picture_for(self._layer, surface.get_size(), surface)
        if layer is not self._layer:
            self._layer = layer
            self._layer_key = None
        if key != self._layer_key:
            layer.fill(felt)
            self._draw_board(layer, look, animator)
            self._layer_key = key
            repair = None
        show(surface, layer, surface.get_rect() if exposed is None else exposed, repair)
        return False

    def _draw_board(self, surface: pygame.Surface, look: Look, animator: Animator) -> None:
        view = self.view
        area = self.geometry.area
        if self.background is not None:
            surface.blit(self.background, area.topleft)
        self.badge_rects = {}
        self.layer_text.clear()
        if view is None:
            return
        for target in look.targets:
            rect = self.target_rect(target)
            if rect is not None and not target.startswith("card:"):
                pygame.draw.rect(surface, theme.TARGET, rect.inflate(8, 8), 4, border_radius=10)
        moving = animator.moving
        for zone_id, iids in view.zones.items():
            if zone_id not in self.geometry.zone_rects:
                continue
            zone = self.zones[zone_id]
            if zone.kind == "pile" and len(iids) > 1:
                top = self.placed.get(iids[-1])
                if top is not None:
                    depth = max(2, top.rect.w // 30)
                    pygame.draw.rect(
                        surface, (16, 20, 24), top.rect.move(depth, depth), border_radius=6
                    )
        for iid, placed in self.placed.items():
            if not placed.visible or iid in moving or iid == look.dragging or iid in look.hidden:
                continue
            self._card(surface, view.cards[iid], placed.rect, placed.rested, look)
        self._counts(surface, view)
        self._summaries(surface, view)
        for iid in moving:
            flying = self.placed.get(iid)
            if flying is None or iid == look.dragging:
                continue
            self._card(
                surface, view.cards[iid], animator.rect(iid, flying.rect), flying.rested, look
            )
        if look.focus is not None:
            ring = self.focus_ring(look.focus)
            radius = min(14, ring.h // 3)
            pygame.draw.rect(surface, theme.FOCUS, ring, FOCUS_LINE, border_radius=radius)
        if look.dragging is not None and look.drag_rect is not None:
            card = view.cards.get(look.dragging)
            if card is not None:
                shadow = look.drag_rect.move(6, 8)
                pygame.draw.rect(surface, (10, 14, 16), shadow, border_radius=8)
                self._card(surface, card, look.drag_rect, False, look)

    def focus_ring(self, focus: pygame.Rect) -> pygame.Rect:
        """The keyboard's frame around `focus`: as far out as it can be without its line
        crossing a zone's label, a tally pill or a seat's name ("Essence Pool", "Might 1"
        stay readable); at worst right on the place's own edge."""
        words = [*self.label_rects.values(), *self._pills.values(), *self.name_tags.values()]

        def crossed(ring: pygame.Rect) -> int:
            inner = ring.inflate(-2 * FOCUS_LINE, -2 * FOCUS_LINE)
            return sum(ring.colliderect(w) and not inner.contains(w) for w in words)

        rings = [focus.inflate(grow, grow) for grow in (18, 12, 8, 4, 2, 0)]
        return min(rings, key=crossed)  # the first (the widest) of those that cross least

    def draw_hover(self, surface: pygame.Surface, look: Look) -> pygame.Rect | None:
        """The large copy of the hovered card, over everything (drawn after the panel);
        returns the place it covers."""
        self.hover_text.clear()
        if look.show_hover and look.hover is not None and look.dragging is None:
            return self._hover_copy(surface, look.hover)
        return None

    def text_boxes(self) -> list[TextBox]:
        """The text the board drew in the last frame (its still names, its layer, the
        hover copy)."""
        return [*self.names_text.boxes, *self.layer_text.boxes, *self.hover_text.boxes]

    def _card(
        self, surface: pygame.Surface, card: CardView, rect: pygame.Rect, rested: bool, look: Look
    ) -> None:
        size = (rect.h, rect.w) if rested else rect.size
        picture = self.art.surface(card.card, size, rested)
        surface.blit(picture, rect.topleft)
        owner = f"card {card.iid}"
        self.layer_text.card(rect, self.geometry.area, owner)
        if card.card is not None and not card.face_up and self._public(card.iid):
            # the owner sees it, the others see its back: say so
            tag = self._face_down_tag(rect.w - 4)
            band = pygame.Rect(
                rect.x, rect.bottom - tag.get_height() - 6, rect.w, tag.get_height() + 6
            )
            pygame.draw.rect(surface, (30, 30, 40), band, border_radius=4)
            where = tag.get_rect(center=band.center)
            self.layer_text.place(surface, tag, where, rect, f"on {owner}", "face down")
        self.badge_rects[card.iid] = self._badges(surface, card, rect, rested, self.layer_text)
        if card.iid in look.news:
            pygame.draw.rect(surface, theme.NEWS, rect.inflate(14, 14), 4, border_radius=12)
        mark = look.marks.get(card.iid)
        if mark is not None:
            self._mark(surface, rect, mark, owner)
        if card.iid == look.picked:
            pygame.draw.rect(surface, theme.PICKED, rect.inflate(12, 12), 5, border_radius=12)
        elif f"card:{card.iid}" in look.targets:
            pygame.draw.rect(surface, theme.TARGET, rect.inflate(8, 8), 4, border_radius=10)
        elif card.iid in look.playable:
            pygame.draw.rect(surface, theme.PLAYABLE, rect.inflate(6, 6), 3, border_radius=9)

    def _public(self, iid: int) -> bool:
        """True when the card lies where others could see it face up (a face-down play)."""
        placed = self.placed.get(iid)
        return placed is not None and self.zones[placed.zone].visibility == "public"

    def _mark(self, surface: pygame.Surface, rect: pygame.Rect, word: str, owner: str) -> None:
        """A red frame round a card the moment is about, its word in a red tag on its top
        edge ("attacked"), as wide as the card at most."""
        pygame.draw.rect(surface, theme.DANGER, rect.inflate(10, 10), 4, border_radius=11)
        size = max(MIN_TAG_PX, min(15, rect.w // 6))
        label = self.text.fit(word, size, rect.w - 6, theme.TEXT, bold=True)
        tag = label.get_rect(midtop=(rect.centerx, rect.y + 3)).inflate(8, 4)
        pygame.draw.rect(surface, theme.DANGER, tag, border_radius=5)
        where = label.get_rect(center=tag.center)
        self.layer_text.place(surface, label, where, rect, f"on {owner}", "mark", on_card=True)

    def _face_down_tag(self, width: int) -> pygame.Surface:
        """ "face down" in the largest type that fits `width` (9 px at least), else the shorter
        "only you" (its owner sees its face, the others its back), else that cut: never wider
        than the card it marks."""
        for words in ("face down", "only you"):
            for size in range(max(10, (width + 4) // 9), MIN_TAG_PX - 1, -1):
                tag = self.text.get(words, size, theme.TEXT, bold=True)
                if tag.get_width() <= width:
                    return tag
        return self.text.fit("only you", MIN_TAG_PX, width, theme.TEXT, bold=True)

    def _badges(
        self,
        surface: pygame.Surface,
        card: CardView,
        rect: pygame.Rect,
        rested: bool,
        boxes: TextBoxes,
        layer: str = "",
    ) -> list[pygame.Rect]:
        box = None  # the face's rules text: the pills keep off the stats under it
        if card.card is not None and not rested:
            box = self.art.text_box(card.card, rect.size).move(rect.topleft)
        flags = self.game.rules.token_flags
        return draw_badges(surface, boxes, card, rect, rested, flags, box, layer)

    def _counts(self, surface: pygame.Surface, view: View) -> None:
        for zone_id, iids in view.zones.items():
            rect = self.geometry.zone_rects.get(zone_id)
            if rect is None or not iids or self.zones[zone_id].kind != "pile":
                continue
            label = self.text.get(
                str(len(iids)), max(13, self.label_size), theme.BADGE_TEXT, bold=True
            )
            pill = label.get_rect(bottomright=(rect.right - 4, rect.bottom - 4)).inflate(12, 6)
            pill.w = max(pill.w, pill.h)
            pygame.draw.rect(surface, theme.BADGE, pill, border_radius=pill.h // 2)
            where = label.get_rect(center=pill.center)
            self.layer_text.place(
                surface, label, where, rect, owner=f"count {zone_id}", on_card=True
            )

    def hover_rect(self, iid: int) -> pygame.Rect | None:
        """Where the large copy of a hovered card goes (None: nothing to show)."""
        view = self.view
        placed = self.placed.get(iid)
        if view is None or placed is None or view.cards[iid].card is None:
            return None
        area = self.hover_area
        height = min(round(area.h * 0.62), 560)
        width = round(height * 63 / 88)
        if width > area.w - 16:
            width, height = area.w - 16, round((area.w - 16) * 88 / 63)
        rect = pygame.Rect(0, 0, width, height)
        rect.centery = area.centery
        if not area.colliderect(self.geometry.table_rect):  # a place of its own (the panel)
            rect.centerx = area.centerx
        elif placed.rect.centerx > area.centerx:
            rect.x = area.x + 16
        else:
            rect.right = area.right - 16
        for tag in self.name_tags.values():  # a seat's name stays readable beside it
            if rect.inflate(8, 8).colliderect(tag):
                below = rect.move(0, tag.bottom + 6 - rect.y)
                above = rect.move(0, tag.y - 6 - rect.bottom)
                if below.bottom <= area.bottom:
                    rect = below
                elif above.top >= area.top:
                    rect = above
        return rect.clamp(area)  # never off the window, even over a name

    def prepare_hover(self, iid: int) -> None:
        """Draw the large face ahead of the frames that show it (they then only blit)."""
        rect = self.hover_rect(iid)
        card = self.view.cards[iid].card if self.view is not None else None
        if rect is not None and card is not None:
            self.art.surface(card, rect.size)

    def _hover_copy(self, surface: pygame.Surface, iid: int) -> pygame.Rect | None:
        """A large readable copy of the hovered card, on the side away from it; returns the
        place it covers (its shadow and badges included)."""
        rect = self.hover_rect(iid)
        if rect is None or self.view is None:
            return None
        card = self.view.cards[iid]
        assert card.card is not None
        covered = [pygame.draw.rect(surface, (8, 10, 12), rect.move(8, 10), border_radius=12)]
        covered.append(surface.blit(self.art.surface(card.card, rect.size), rect.topleft))
        boxes = self.hover_text
        boxes.clear()
        boxes.card(rect, surface.get_rect(), "hover copy", HOVER)
        covered.extend(self._badges(surface, card, rect, False, boxes, "on hover copy"))
        now = self.current_values(iid)
        if now:  # the values in play, over the printed ones
            label = self.text.fit(f"Now: {now}", 20, rect.w - 24, theme.BADGE_TEXT, bold=True)
            strip = pygame.Rect(rect.x + 6, 0, rect.w - 12, label.get_height() + 12)
            strip.bottom = rect.bottom - 6
            pygame.draw.rect(surface, theme.ACCENT, strip, border_radius=8)
            where = label.get_rect(center=strip.center)
            boxes.place(surface, label, where, rect, "on hover copy", "now")
        return covered[0].unionall(covered[1:])

    def current_values(self, iid: int) -> str | None:
        """The rules' tally of the slot or pile the card holds (EoC: ATK/DEF now, damage), when
        the card is what the slot holds (not a card attached to it)."""
        view, placed = self.view, self.placed.get(iid)
        if view is None or placed is None or self.zones[placed.zone].kind not in ("slot", "pile"):
            return None
        held = [i for i in view.zone(placed.zone) if view.cards[i].attached_to is None]
        if held[-1:] != [iid]:
            return None
        return self.zone_summary(placed.zone)

"""The board: one seat's view of a game drawn onto the table area, and hit-testing on it."""

from __future__ import annotations

from collections.abc import Sequence
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
from tabletop.ui.pictures import picture_for, show
from tabletop.ui.standings import lead_words, seat_totals, shorter_lead
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


class Board:
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

    def zone_summary(self, zone_id: str) -> str | None:
        """The rules' tally of a zone in the current view, worked out once per view (EoC
        rebuilds a state from the view for it; a frame must not, for every zone)."""
        if zone_id in self._zone_summaries:
            return self._zone_summaries[zone_id]
        text = None if self.view is None else self.game.rules.zone_summary(self.view, zone_id)
        self._zone_summaries[zone_id] = text
        return text

    def _name_tags(self, labels: list[pygame.Rect]) -> dict[int, pygame.Rect]:
        """Each seat's name tag; tags as tall as their words when a roomier tag leaves a
        seat unnamed (a label line no taller than the type, at the smallest window)."""
        for pad in (4, 0):
            self._hanging = set()
            self._upright_tags: set[int] = set()
            tags = self._placed_name_tags(labels, pad)
            if len(tags) == len(self.sides):
                break
        return tags

    def _placed_name_tags(self, labels: list[pygame.Rect], pad: int) -> dict[int, pygame.Rect]:
        """A free place on each seat's side for the seat's name: a corner if one is free,
        else any free stretch of the side's edges or of its zones' label lines (clear of the
        zones, their labels and the tally pill that follows a label)."""
        tags: dict[int, pygame.Rect] = {}
        reserve = 7 * self.label_size  # room after a label for its tally pill ("Might 12")
        busy = [r.inflate(4, 2) for r in self.geometry.zone_rects.values()]
        kept = list(self.tally_spots.values())  # sized for the tally already: no reserve
        busy += [
            pygame.Rect(r.x - 4, r.y - 1, r.w + (8 if r in kept else reserve), r.h + 2)
            for r in labels
        ]
        height = self.text.get("Ag", self.label_size, bold=True).get_height() + pad
        bounds = self.geometry.table_rect
        for seat, side in self.sides.items():
            width = self.text.get(self._seat_title(seat), self.label_size, bold=True).get_width()
            width = min(side.w // 2, width + 24)
            rows = [side.y + 2, side.bottom - height - 2]
            rows += sorted(
                {r.y - height - 1 for z, r in self.geometry.zone_rects.items() if side.contains(r)}
                | {r.bottom + 1 for z, r in self.geometry.zone_rects.items() if side.contains(r)}
                | {r.bottom + 2 for r in labels if side.contains(r)}
            )
            spots = [
                pygame.Rect(x, y, width, height)
                for y in rows
                for x in range(side.right - width - 6, side.x + 5, -8)
            ]
            for tag in spots:
                if side.contains(tag) and bounds.contains(tag) and tag.collidelist(busy) == -1:
                    tags[seat] = tag
                    busy.append(tag.inflate(8, 4))
                    break
        for seat, side in self.sides.items():
            if seat not in tags:  # a side its zones fill (Clash, UCG): just outside its edge
                hanging = self._tag_beside(seat, side, height, busy)
                if hanging is not None:
                    tags[seat] = hanging
                    busy.append(hanging.inflate(8, 4))
        return tags

    def _tag_beside(
        self, seat: int, side: pygame.Rect, height: int, busy: list[pygame.Rect]
    ) -> pygame.Rect | None:
        """A place for the seat's name along the outside of its side's top or bottom edge,
        right-aligned, in the table and clear of everything else (another side included)."""
        width = self.text.get(self._seat_title(seat), self.label_size, bold=True).get_width()
        width = min(side.w // 2, width + 24)
        others = [r for n, r in self.sides.items() if n != seat]
        bounds = self.geometry.area  # on the felt past the table's edge if need be
        # the side's band is drawn 3 px inside its rect: a tag from there hangs off its edge
        spots = [
            pygame.Rect(x, y, width, height)
            for y in (side.bottom - 3, side.y + 3 - height)
            for x in range(side.right - width - 6, side.x + 5, -8)
        ]
        spots += [  # else upright, off its left or right edge (a tall table's felt)
            pygame.Rect(x, y, height, width)
            for x in (side.x + 3 - height, side.right - 3)
            for y in range(side.bottom - width - 6, side.y + 5, -8)
        ]
        for tag in spots:
            free = tag.collidelist(busy) == -1 and tag.collidelist(others) == -1
            if bounds.contains(tag) and free:
                self._hanging.add(seat)
                if tag.h > tag.w:
                    self._upright_tags.add(seat)
                return tag
        return None

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

    def _draw_tag(
        self, surface: pygame.Surface, seat: int, local: pygame.Rect, area: pygame.Rect
    ) -> None:
        """A seat's name on the board picture (`local`: its tag there): a dark pill, or a tab
        of the side's own colour hanging off its edge (up its left or right edge when the tab
        stands upright), flush with the side."""
        who = self._seat_title(seat)
        upright = seat in self._upright_tags
        if seat in self._hanging:
            side = self.sides[seat].move(-area.x, -area.y)
            colour = self._side_colour(seat)
            pygame.draw.rect(surface, colour, local, border_radius=8)
            if upright:
                left = local.x if local.x >= side.right - 3 else local.right - local.w // 2
                pygame.draw.rect(surface, colour, (left, local.y, local.w // 2, local.h))
            else:
                top = local.y if local.y >= side.bottom - 3 else local.bottom - local.h // 2
                pygame.draw.rect(surface, colour, (local.x, top, local.w, local.h // 2))
        else:
            pygame.draw.rect(surface, theme.FELT_DARK, local, border_radius=local.h // 2)
        room = (local.h if upright else local.w) - 16
        label = self.text.fit(who, self.label_size, room, theme.TEXT, bold=True)
        if upright:  # reading upward, as a zone's name up its edge
            label = pygame.transform.rotate(label, 90)
        where = label.get_rect(center=local.center)
        bounds = pygame.Rect((0, 0), area.size)
        self.names_text.place(
            surface, label, where, bounds, owner=f"seat {seat}", at=area.topleft, px=self.label_size
        )

    def _keep_clear_of_cards(self, zone_id: str, label: pygame.Surface) -> None:
        """A label written inside a zone's top left corner: its cards would hide it, so they
        lie below it (a pile, a slot, a short row) or, in a long row, right of it and of the
        tally pill that may follow it."""
        zone, rect = self.zones[zone_id], self.geometry.zone_rects[zone_id]
        if zone.kind == "row" and rect.w >= LONG_ROW_CARDS * self.geometry.card_size[0]:
            self.geometry.keep_label_left(zone_id, label.get_width() + ROW_PILL_ROOM)
        elif zone.kind in ("pile", "slot", "row"):
            self.geometry.keep_label_inside(zone_id, label.get_height() + 5)

    def _keep_tallies_off_cards(self) -> None:
        """A pile or slot whose tally pill (in this view) finds no place outside it keeps a
        band inside its top edge for the pill, under its label when that is written inside:
        its card lies lower, so the pill never covers it. Zones without a tally keep their
        cards whole (a sample pill would shrink every slot of a crowded board)."""
        self.geometry.card_areas = dict(self._label_areas)
        for zone_id, rect in self.geometry.zone_rects.items():
            if self.zones[zone_id].kind not in ("pile", "slot"):
                continue
            tally = self._tally(zone_id)
            if tally is None:
                continue
            pill = tally[1]
            if rect.colliderect(pill):
                self.geometry.keep_label_inside(zone_id, pill.bottom + 3 - rect.y, most=0.45)

    def _side_colour(self, seat: int) -> tuple[int, int, int]:
        return (36, 92, 72) if seat == self._viewer else (32, 82, 64)

    def _seat_title(self, seat: int) -> str:
        names = self.game.config.names
        who = names[seat] if seat < len(names) else f"Seat {seat + 1}"
        return who + (" (computer)" if self.game.is_computer(seat) else "")

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

    def _summaries(self, surface: pygame.Surface, view: View) -> None:
        """The rules' tally of a zone (Empyrean: might on each battlefield row), in a pill
        after the zone's label (or at its top right corner)."""
        for zone_id in self.geometry.zone_rects:
            tally = self._tally(zone_id)
            if tally is None:
                continue
            label, pill = tally
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=pill.h // 2)
            where = label.get_rect(center=pill.center)
            self.layer_text.place(
                surface, label, where, self.geometry.area, owner=f"tally {zone_id}"
            )

    def zone_tally(self, zone_id: str) -> str | None:
        """The rules' tally of a zone; for a shared zone the seats' zones repeat (Empyrean's
        battlefield), who leads there (the running score)."""
        view = self.view
        if view is None:
            return None
        text = self.zone_summary(zone_id)
        if text:
            return text
        totals = seat_totals(self.zones, zone_id, self.zone_summary)
        return lead_words(totals, self.game.config.names)

    def _tally(self, zone_id: str) -> tuple[pygame.Surface, pygame.Rect] | None:
        """A zone's tally and its pill: whole where it finds a place outside the zone (or
        in the place kept for it); else inside the zone, shortened to the zone's width when it
        must be (the words whole in the hover copy and the log)."""
        text = self.zone_tally(zone_id)
        if not text:
            return None
        size = max(READABLE_PX, self.label_size - 2)
        room = self._inside_room(zone_id)
        for words in dict.fromkeys((text, shorter_lead(text))):  # outside, whole or shorter
            label = self.text.shorter(words, text, size, theme.BADGE_TEXT, bold=True)
            pill = self._pill_spot(zone_id, label.get_size())
            if not room.colliderect(pill):
                return label, pill
            del self._pills[(zone_id, label.get_size())]  # not taken: nothing stands there
        label = self.text.fit(text, size, max(8, room.w - 10), theme.BADGE_TEXT, bold=True)
        pill = self._pill_spot(zone_id, label.get_size())
        rect = self.geometry.zone_rects[zone_id]
        too_low = pill.bottom + 3 > rect.y + rect.h * 0.45
        shown = self.text.about(label)[1].rstrip("…")  # "HP…" or "…" say nothing
        if (self.zones[zone_id].kind in ("pile", "slot") and too_low) or len(shown) < 3:
            del self._pills[(zone_id, label.get_size())]
            return None  # no room in so small a zone: the hover copy says it ("Now: ...")
        return label, pill

    def _inside_room(self, zone_id: str) -> pygame.Rect:
        """Where a tally may go inside its zone: under a label written inside its top edge,
        right of one up its left edge, else along the zone's top."""
        rect = self.geometry.zone_rects[zone_id].inflate(-6, -6)
        label = self.label_rects.get(zone_id)
        if label is None or not rect.inflate(6, 6).contains(label):
            return rect
        if zone_id in self._upright:
            return pygame.Rect(label.right + 3, rect.y, rect.right - label.right - 3, rect.h)
        if rect.right - label.right - 4 >= 4 * READABLE_PX:  # in the label's line
            return pygame.Rect(label.right + 4, label.y, rect.right - label.right - 4, rect.h)
        return pygame.Rect(rect.x, label.bottom + 2, rect.w, rect.bottom - label.bottom - 2)

    def _pill_spot(self, zone_id: str, size: tuple[int, int]) -> pygame.Rect:
        """Where a zone's tally pill goes: right after its label when that covers no other
        label, zone, pill, name tag or place kept for a tally, else under or over the label
        (on the table if it can, else standing out past its edge); else inside the zone at
        the top right of the room its label leaves (`_inside_room`)."""
        key = (zone_id, size)
        cached = self._pills.get(key)
        if cached is not None:
            return cached
        w, h = size[0] + 10, size[1] + 2
        room = self._inside_room(zone_id)
        pill = pygame.Rect(max(room.x, room.right - w), room.y, w, h)
        kept = self.tally_spots.get(zone_id)
        if kept is not None:  # the place kept where the label would be
            pill = pygame.Rect(kept.x, kept.centery - h // 2, w, h)
            self._pills[key] = pill
            return pill
        rect = self.geometry.zone_rects[zone_id]
        beside = self.label_rects.get(zone_id)
        others = list(self.label_rects.values()) + list(self.name_tags.values())
        others += [r for z, r in self.geometry.zone_rects.items() if z != zone_id]
        others += [r for (z, _), r in self._pills.items() if z != zone_id]
        others += [r for z, r in self.tally_spots.items() if z != zone_id]
        spots = []
        if beside is not None and zone_id not in self._upright:
            others += [] if rect.contains(beside) else [rect]
            spots += [  # after the label, else under it, else over it (before it, the pill
                # would read as the tally of the zone whose label it follows)
                pygame.Rect(beside.right + 8, beside.centery - h // 2, w, h),
                pygame.Rect(beside.x, beside.bottom + 3, w, h),
                pygame.Rect(beside.x, beside.y - h - 3, w, h),
            ]
        # else just over the zone's top edge, or under its bottom edge, at its left
        spots += [
            pygame.Rect(rect.x, rect.y - h - 2, w, h),
            pygame.Rect(rect.x, rect.bottom + 2, w, h),
        ]
        free = [spot for spot in spots if spot.collidelist(others) == -1]
        on_table = [spot for spot in free if self.geometry.table_rect.contains(spot)]
        in_area = [spot for spot in free if self.geometry.area.contains(spot)]
        if on_table or in_area:  # past the table's edge only when the table has no room
            pill = (on_table or in_area)[0]
        self._pills[key] = pill
        return pill

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

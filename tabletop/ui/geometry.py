"""Where things go on screen: the layout's table units scaled into a window rectangle.

`TableGeometry` maps every zone of a game to a pixel rectangle (turned so the seat in front of
the screen sits at the bottom) and places each card of a view inside its zone: piles stack,
slots cascade, rows spread (overlapping when crowded), grids wrap; attached cards peek out from
under their host; rested cards lie sideways.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pygame

from tabletop.engine.effects import is_rested
from tabletop.engine.layout import Rect, Zone
from tabletop.engine.view import View

CARD_ASPECT = 63 / 88  # width / height of a poker card
ATTACH_PEEK = 0.16  # how much of an attached card shows beside its host
#: how much wider than its drawn proportions a table may grow to fill the window
MAX_WIDEN = 1.5


@dataclass(frozen=True)
class Placed:
    """One card's place on screen for one frame."""

    iid: int
    rect: pygame.Rect
    zone: str
    rested: bool
    visible: bool  # False: lies under the top card of a pile (not drawn, still has a place)


def standard_card(zones: dict[str, Zone]) -> tuple[float, float]:
    """The card size of a layout in table units: the commonest pile/slot size, as a card."""
    sizes = Counter((z.rect.w, z.rect.h) for z in zones.values() if z.kind in ("pile", "slot"))
    if sizes:
        w, h = sizes.most_common(1)[0][0]
    else:
        w, h = min(((z.rect.w, z.rect.h) for z in zones.values()), key=lambda s: s[1])
    if w / h > CARD_ASPECT:
        return h * CARD_ASPECT, h
    return w, w / CARD_ASPECT


def viewer_at_bottom(zones: dict[str, Zone], seat: int | None) -> bool:
    """True when the viewer's own zones face away (rotate 180): turn the whole table for them."""
    if seat is None:
        return False
    return any(z.owner == seat and z.rotate == 180 for z in zones.values())


class TableGeometry:
    """Pixel places of the zones and cards of one game drawn into `area`."""

    def __init__(
        self,
        zones: dict[str, Zone],
        table: Rect,
        area: pygame.Rect,
        turned: bool = False,
        sides: tuple[Rect, ...] = (),
    ) -> None:
        self.zones = zones
        self.table = table
        self.area = area
        self.turned = turned
        self.scale = min(area.w / table.w, area.h / table.h)
        # a table narrower than the window widens into it, its cards keeping their size: the
        # zones get the room (a hand fans out, a row keeps its cards apart)
        self.scale_x = min(area.w / table.w, self.scale * MAX_WIDEN)
        width, height = table.w * self.scale_x, table.h * self.scale
        self.origin = (area.x + (area.w - width) / 2, area.y + (area.h - height) / 2)
        self.table_rect = pygame.Rect(
            round(self.origin[0]), round(self.origin[1]), round(width), round(height)
        )
        cw, ch = standard_card(zones)
        self.card_size = (max(16, round(cw * self.scale)), max(22, round(ch * self.scale)))
        self.zone_rects = {zid: self.to_screen(z.rect) for zid, z in zones.items()}
        self.side_rects = [self.to_screen(side) for side in sides]
        self._grow_rows()
        # where cards lie in a zone: the zone, less the band of a label written inside it
        self.card_areas: dict[str, pygame.Rect] = dict(self.zone_rects)

    def keep_label_inside(self, zone_id: str, height: int, most: float = 1 / 3) -> None:
        """A label written inside the zone's top edge: its cards lie below it, smaller (they
        keep at least `1 - most` of the zone's height). A label up the left edge keeps its
        place: the band is cut from what its cards already had."""
        rect = self.zone_rects[zone_id]
        area = self.card_areas.get(zone_id, rect)
        top = max(area.y, rect.y + min(height, int(rect.h * most)))
        self.card_areas[zone_id] = pygame.Rect(area.x, top, area.w, area.bottom - top)

    def keep_label_left(self, zone_id: str, width: int) -> None:
        """A label up the zone's left edge: its cards lie right of it, smaller."""
        rect = self.card_areas[zone_id]
        cut = min(width, rect.w // 2)
        self.card_areas[zone_id] = pygame.Rect(rect.x + cut, rect.y, rect.w - cut, rect.h)

    def _grow_rows(self) -> None:
        """A row lower than a card grows downward into free table space, up to a card's
        height, so a thin hand strip in a layout still shows readable cards."""
        gap = round(2.6 * self.scale)  # room for the label of the zone below
        card_h = self.card_size[1]
        for zone_id, rect in list(self.zone_rects.items()):
            if self.zones[zone_id].kind != "row" or rect.h >= card_h:
                continue
            limit = self.table_rect.bottom - max(4, gap // 3)
            for other_id, other in self.zone_rects.items():
                if other_id == zone_id or other.right <= rect.x or other.x >= rect.right:
                    continue
                if other.y >= rect.bottom:
                    limit = min(limit, other.y - gap)
            for side in self.side_rects:  # nor into a seat's side it does not start in
                if side.y >= rect.bottom and side.x < rect.right and side.right > rect.x:
                    limit = min(limit, side.y)
            height = max(rect.h, min(card_h, limit - rect.y))
            self.zone_rects[zone_id] = pygame.Rect(rect.x, rect.y, rect.w, height)

    def to_screen(self, rect: Rect) -> pygame.Rect:
        x, y = rect.x, rect.y
        if self.turned:
            x = self.table.x + self.table.w - (x - self.table.x) - rect.w
            y = self.table.y + self.table.h - (y - self.table.y) - rect.h
        ox, oy = self.origin
        left = ox + (x - self.table.x) * self.scale_x
        top = oy + (y - self.table.y) * self.scale
        return pygame.Rect(
            round(left), round(top), round(rect.w * self.scale_x), round(rect.h * self.scale)
        )

    def side_rect(self, side: Rect) -> pygame.Rect:
        return self.to_screen(side)

    def card_size_in(self, zone_id: str) -> tuple[int, int]:
        """Cards shrink to fit a zone lower than a card, never grow past the standard size."""
        rect = self.card_areas[zone_id]
        cw, ch = self.card_size
        zone = self.zones[zone_id]
        if zone.kind in ("pile", "slot", "row"):
            most = min(ch, rect.h)
            cw2 = min(cw, rect.w, round(most * CARD_ASPECT))
            ch2 = min(most, round(cw2 / CARD_ASPECT))  # rounding never takes it past the zone
            return max(16, cw2), max(22, ch2)
        return cw, ch

    # --- cards ---------------------------------------------------------------------------
    def place(self, view: View) -> dict[int, Placed]:
        """Every card of the view in a zone of the layout, by instance id."""
        out: dict[int, Placed] = {}
        for zone_id, iids in view.zones.items():
            if zone_id not in self.zone_rects:
                continue
            for placed in self.place_zone(view, zone_id, iids):
                out[placed.iid] = placed
        return out

    def place_zone(self, view: View, zone_id: str, iids: tuple[int, ...]) -> list[Placed]:
        zone = self.zones[zone_id]
        rect = self.card_areas[zone_id]
        size = self.card_size_in(zone_id)
        inside = set(iids)
        hosts = [i for i in iids if view.cards[i].attached_to not in inside]
        guests: dict[int, list[int]] = {}
        for iid in iids:
            host = view.cards[iid].attached_to
            if host is not None and host in inside:
                guests.setdefault(host, []).append(iid)
        if zone.kind == "pile":
            spots = [rect_at(rect, size, 0, 0)] * len(hosts)
        elif zone.kind == "slot":
            step = max(2, size[1] // 14)
            spots = [rect_at(rect, size, 0, i * step) for i in range(len(hosts))]
        elif zone.kind == "row":
            spots = spread_row(rect, size, len(hosts))
        else:
            spots = spread_grid(rect, size, len(hosts))
        out: list[Placed] = []
        top = len(hosts) - 1
        for index, (iid, spot) in enumerate(zip(hosts, spots, strict=True)):
            visible = zone.kind != "pile" or index == top
            attached = guests.get(iid, [])
            rested = is_rested(view.cards[iid])
            if rested:  # a rested card lies sideways, and its attached cards with it
                spot = turned(spot)
                if zone.kind in ("pile", "slot") and not attached:
                    spot = fit_inside(rect, spot)
            if attached and zone.kind in ("pile", "slot"):
                spot, dx, dy = fit_group(rect, spot, len(attached))
            else:
                dx, dy = round(spot.w * ATTACH_PEEK), round(spot.h * ATTACH_PEEK * 0.5)
            # a fan: the first guest right under its host, each next one under the last; the
            # host is placed last, so it is drawn on top of them (rested or not)
            for n, guest in reversed(list(enumerate(attached, start=1))):
                out.append(Placed(guest, spot.move(dx * n, dy * n), zone_id, rested, visible))
            out.append(Placed(iid, spot, zone_id, rested, visible))
        return out


def turned(spot: pygame.Rect) -> pygame.Rect:
    """The same card lying sideways, about the same centre."""
    rect = pygame.Rect(0, 0, spot.h, spot.w)
    rect.center = spot.center
    return rect


def fit_inside(zone: pygame.Rect, spot: pygame.Rect) -> pygame.Rect:
    """`spot` shrunk (keeping its shape) and moved to lie inside `zone`."""
    factor = min(1.0, zone.w / max(1, spot.w), zone.h / max(1, spot.h))
    rect = pygame.Rect(0, 0, max(8, int(spot.w * factor)), max(8, int(spot.h * factor)))
    rect.center = spot.center
    return rect.clamp(zone)


def fit_group(zone: pygame.Rect, spot: pygame.Rect, guests: int) -> tuple[pygame.Rect, int, int]:
    """A host card and the `guests` attached under it, kept inside the zone: each guest peeks
    out to the right (and a little down when there is height to spare); the host shrinks when
    the zone is too narrow for them all. Returns the host's place and each guest's step."""
    w, h = spot.size
    least = 0.1  # the least a guest may peek out, as a part of the card's width
    factor = min(1.0, zone.w / (w * (1 + least * guests)))
    w, h = max(8, int(w * factor)), max(11, int(h * factor))
    dx = max(1, min(round(w * ATTACH_PEEK), (zone.w - w) // guests))
    dy = max(0, min(round(h * ATTACH_PEEK * 0.5), (zone.h - h) // guests))
    group = pygame.Rect(0, 0, w + dx * guests, h + dy * guests)
    group.center = spot.center
    group.clamp_ip(zone)
    return pygame.Rect(group.x, group.y, w, h), dx, dy


def rect_at(zone: pygame.Rect, size: tuple[int, int], dx: int, dy: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *size)
    rect.center = zone.center
    return rect.move(dx, dy)


def spread_row(zone: pygame.Rect, size: tuple[int, int], n: int) -> list[pygame.Rect]:
    """`n` cards side by side, centred, overlapping when the row is too short for them."""
    if n == 0:
        return []
    w, h = size
    gap = max(4, w // 12)
    step = float(w + gap)
    if n > 1 and w + step * (n - 1) > zone.w:
        step = max(4.0, (zone.w - w) / (n - 1))
    total = w + step * (n - 1)
    left = zone.x + (zone.w - total) / 2
    top = zone.y + (zone.h - h) // 2
    return [pygame.Rect(round(left + i * step), top, w, h) for i in range(n)]


def spread_grid(zone: pygame.Rect, size: tuple[int, int], n: int) -> list[pygame.Rect]:
    """`n` cards in rows from the top left, shrinking the rows' overlap when crowded."""
    if n == 0:
        return []
    w, h = size
    gap = max(4, w // 12)
    cols = max(1, (zone.w + gap) // (w + gap))
    rows = -(-n // cols)
    vstep = float(h + gap)
    if rows > 1 and h + vstep * (rows - 1) > zone.h:
        vstep = max(6.0, (zone.h - h) / (rows - 1))
    return [
        pygame.Rect(zone.x + (i % cols) * (w + gap), round(zone.y + (i // cols) * vstep), w, h)
        for i in range(n)
    ]


def uncovered(area: pygame.Rect, covers: list[pygame.Rect]) -> pygame.Rect:
    """`area` less the covers that take a whole strip off one of its sides (the bar across
    the top, a panel down one side); a cover in the middle, or one that spans no whole side,
    leaves it as it is. What is left is always a rectangle."""
    left = area.copy()
    changed = True
    while changed:
        changed = False
        for cover in covers:
            if not left.colliderect(cover):
                continue
            spans_width = cover.left <= left.left and cover.right >= left.right
            spans_height = cover.top <= left.top and cover.bottom >= left.bottom
            if spans_width and cover.top <= left.top:  # a strip off the top
                left.height, left.top = left.bottom - cover.bottom, cover.bottom
            elif spans_width and cover.bottom >= left.bottom:  # off the bottom
                left.height = cover.top - left.top
            elif spans_height and cover.left <= left.left:  # off the left
                left.width, left.left = left.right - cover.right, cover.right
            elif spans_height and cover.right >= left.right:  # off the right
                left.width = cover.left - left.left
            else:
                continue
            changed = True
            if left.width <= 0 or left.height <= 0:
                return pygame.Rect(area.left, area.top, 0, 0)
    return left

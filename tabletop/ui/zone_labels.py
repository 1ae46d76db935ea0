"""Where each zone's name goes on the board: above its zone if that is free, else below,
right or left of it, else inside it; in one type size for all of a seat's names outside
their zones; never cut, and never where it would read as another zone's or another seat's
name. The board draws them and keeps its cards clear of those written inside."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.engine.layout import Zone
from tabletop.ui import theme
from tabletop.ui.geometry import TableGeometry
from tabletop.ui.text_boxes import READABLE_PX
from tabletop.ui.theme import TextCache


@dataclass(frozen=True)
class LabelPlace:
    """A zone's name and where it goes. `how`: "full" or "small" (its type, outside the zone),
    "inside" (at its top left corner), "up" (up its left edge) or "count" (no name: the place
    kept for the tally of a zone whose name a shared zone says)."""

    zone: str
    how: str
    label: pygame.Surface | None
    rect: pygame.Rect
    size: int = 0  # the type size in px (0: no name)


class ZoneLabels:
    """The names of one layout drawn at one size; `place` works out where each goes."""

    def __init__(
        self,
        zones: dict[str, Zone],
        geometry: TableGeometry,
        sides: dict[int, pygame.Rect],
        text: TextCache,
        size: int,
    ) -> None:
        self.zones = zones
        self.geometry = geometry
        self.sides = sides
        self.text = text
        self.size = size

    def place(self) -> list[LabelPlace]:
        """Every zone's name and its place, in zone order; a seat whose names came in both
        type sizes takes the smaller for all of them."""
        placed = self._place(frozenset())
        mixed = self._seats_of_mixed_type(placed)
        return self._place(mixed) if mixed else placed

    def _place(self, small_seats: frozenset[int | None]) -> list[LabelPlace]:
        """Each zone's name and its place, in zone order; the zones of `small_seats` (None:
        the shared zones) take the smaller type outside."""
        out: list[LabelPlace] = []
        labels: list[pygame.Rect] = []
        small = max(READABLE_PX, self.size - 3)
        repeated = self._repeated()
        for zone_id, rect in self.geometry.zone_rects.items():
            zone = self.zones[zone_id]
            if zone_id in repeated:  # the shared zone says the name: keep a place for the tally
                sample = self.text.get("Might 88", max(READABLE_PX, self.size - 2), bold=True)
                size = (sample.get_width() + 10, sample.get_height())
                at = self._spot(zone_id, size, labels)
                if at is not None:
                    labels.append(pygame.Rect(at, size))
                    out.append(LabelPlace(zone_id, "count", None, labels[-1]))
                continue
            full = self.text.fit(
                zone.label,
                self.size,
                max(rect.w, 10 * self.size),
                theme.ZONE_LABEL,
                bold=True,
            )
            smaller = self.text.get(zone.label, small, theme.ZONE_LABEL, bold=True)
            # a smaller type in the better place (above) before the full size in a worse one
            choices = [(smaller, "small")]
            if zone.owner not in small_seats:
                choices.insert(0, (full, "full"))
            label, how, spot, px = full, "full", None, self.size
            for place in range(4):
                for choice, kind in choices:
                    spot = self._spot(zone_id, choice.get_size(), labels, place, True)
                    if spot is not None:
                        label, how, px = choice, kind, self.size if kind == "full" else small
                        break
                if spot is not None:
                    break
            if spot is None:  # inside, in the seat's one type when it has taken the smaller
                largest = small if zone.owner in small_seats else self.size
                label, how, spot, px = self._inside_or_up(zone.label, rect, largest)
            labels.append(pygame.Rect(spot, label.get_size()))
            out.append(LabelPlace(zone_id, how, label, labels[-1], px))
        return out

    def _inside_or_up(
        self, words: str, rect: pygame.Rect, largest: int
    ) -> tuple[pygame.Surface, str, tuple[int, int], int]:
        """A label with no place outside its zone: inside its top edge, else (too narrow a
        zone) up its left edge, reading upward, still whole; its picture, how, place and size."""
        inside = self._inside_label(words, rect.w - 8, largest)
        if inside is not None:
            label, px = inside
            return label, "inside", (rect.x + 4, rect.y + 3), px
        found = self._inside_label(words, rect.h - 6, largest)
        if found is None:
            cut = self.text.fit(words, READABLE_PX, rect.h - 6, theme.ZONE_LABEL, True)
            found = (cut, READABLE_PX)
        upright, px = found
        label = pygame.transform.rotate(upright, 90)
        return label, "up", (rect.x + 2, rect.bottom - 3 - label.get_height()), px

    def _seats_of_mixed_type(self, placed: list[LabelPlace]) -> frozenset[int | None]:
        """The seats (None: the shared zones) whose names (outside their zones or written
        inside) came in more than one type size: side by side they read as a mistake."""
        sizes: dict[int | None, set[int]] = {}
        for place in placed:
            if place.how in ("full", "small", "inside"):
                sizes.setdefault(self.zones[place.zone].owner, set()).add(place.size)
        return frozenset(seat for seat, seen in sizes.items() if len(seen) > 1)

    def _repeated(self) -> set[str]:
        """A seat's zones whose label a shared zone already says ("Battlefield 1" under each
        seat's row and on the battlefield card): the shared zone alone names it."""
        shared = {z.label for z in self.zones.values() if z.owner is None}
        return {
            zone_id
            for zone_id, zone in self.zones.items()
            if zone.owner is not None
            and zone.label in shared
            and zone_id in self.geometry.zone_rects
        }

    def _inside_label(
        self, words: str, width: int, largest: int
    ) -> tuple[pygame.Surface, int] | None:
        """A label in the largest type up to `largest` that fits `width` whole, and that type
        (READABLE_PX at least; None: none)."""
        for size in range(largest, READABLE_PX - 1, -1):
            label = self.text.get(words, size, theme.ZONE_LABEL, bold=True)
            if label.get_width() <= width:
                return label, size
        return None

    def _gap(self, spot: pygame.Rect, place: int, zones: list[pygame.Rect]) -> pygame.Rect:
        """The stretch of the line of `spot` (a name right or left of its zone) across the gap
        from its zone to the next zone that way (or the table's edge)."""
        bounds = self.geometry.table_rect
        line = [r for r in zones if r.top < spot.bottom and spot.top < r.bottom]
        if place == 2:
            end = min([r.left for r in line if r.left >= spot.right], default=bounds.right)
            return pygame.Rect(spot.x, spot.y, max(1, end - spot.x), spot.h)
        start = max([r.right for r in line if r.right <= spot.left], default=bounds.left)
        return pygame.Rect(start, spot.y, max(1, spot.right - start), spot.h)

    def _spot(
        self,
        zone_id: str,
        size: tuple[int, int],
        taken: list[pygame.Rect],
        only: int = -1,
        named: bool = False,
    ) -> tuple[int, int] | None:
        """Above the zone if that is free, else below, right or left of it (None: inside);
        `only`: that one place alone (0 above, 1 below, 2 right, 3 left). A zone's name
        (`named`) under its zone must not sit on top of another zone or name, nor leave its
        seat's side of the table (it would read as that zone's name, or the other seat's); one
        beside its zone needs room to spare before the next zone."""
        rect = self.geometry.zone_rects[zone_id]
        zones = [r for z, r in self.geometry.zone_rects.items() if z != zone_id]
        others = zones + [r.inflate(6, 0) for r in taken]
        bounds = self.geometry.table_rect
        owner = self.zones[zone_id].owner
        side = self.geometry.table_rect if owner is None else self.sides.get(owner, bounds)
        w, h = size
        spots = (
            (rect.x + 2, rect.y - h - 2),
            (rect.x + 2, rect.bottom + 2),
            (rect.right + 6, rect.centery - h // 2),
            (rect.x - w - 6, rect.centery - h // 2),
        )
        for place, (x, y) in enumerate(spots):
            if only >= 0 and place != only:
                continue
            spot = pygame.Rect(x, y, *size)
            if not bounds.contains(spot) or spot.collidelist(others) != -1:
                continue
            if named and place == 1 and pygame.Rect(x, y, w, 2 * h).collidelist(zones) != -1:
                continue
            if named and place == 1 and not side.contains(spot):
                continue
            if named and place == 1 and pygame.Rect(x, y, w, 2 * h).collidelist(taken) != -1:
                continue  # right above another name, the two read as one pair
            if named and place >= 2 and spot.inflate(4 * h, 0).collidelist(zones) != -1:
                continue  # beside its zone but as near the next one: whose is it?
            if named and place >= 2 and self._gap(spot, place, zones).collidelist(taken) != -1:
                continue  # another name in the same gap, on its line: the two read as one
            return x, y
        return None

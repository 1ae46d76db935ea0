"""A zone's tally on the board (the rules' `zone_summary`: might, "2/3", "Stage 1"; for a
shared zone the seats' zones repeat, who leads there) and where its pill goes: after the
zone's label, under or over it, just over or under the zone, else inside it in the room its
label leaves, shortened or, in a zone too small, left to the hover copy."""

from __future__ import annotations

import pygame

from tabletop.engine.game import Game
from tabletop.engine.layout import Zone
from tabletop.engine.view import View
from tabletop.ui import theme
from tabletop.ui.geometry import TableGeometry
from tabletop.ui.standings import lead_words, seat_totals, shorter_lead
from tabletop.ui.text_boxes import READABLE_PX, TextBoxes
from tabletop.ui.theme import TextCache


class BoardTallies:
    """The zones' tallies of a board (a part of `Board`)."""

    game: Game
    text: TextCache
    geometry: TableGeometry
    zones: dict[str, Zone]
    view: View | None
    label_size: int
    label_rects: dict[str, pygame.Rect]
    tally_spots: dict[str, pygame.Rect]
    name_tags: dict[int, pygame.Rect]
    layer_text: TextBoxes
    _zone_summaries: dict[str, str | None]
    _upright: set[str]
    _pills: dict[tuple[str, tuple[int, int]], pygame.Rect]
    _label_areas: dict[str, pygame.Rect]

    def zone_summary(self, zone_id: str) -> str | None:
        """The rules' tally of a zone in the current view, worked out once per view (EoC
        rebuilds a state from the view for it; a frame must not, for every zone)."""
        if zone_id in self._zone_summaries:
            return self._zone_summaries[zone_id]
        text = None if self.view is None else self.game.rules.zone_summary(self.view, zone_id)
        self._zone_summaries[zone_id] = text
        return text

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

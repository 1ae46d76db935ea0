"""Where each seat's name goes on the board, and its tag: a free place on its side (a corner,
a free stretch of its edges or of its zones' label lines), else a tab of the side's colour
hanging off its edge, upright on the felt beside a tall table when no edge has room."""

from __future__ import annotations

import pygame

from tabletop.engine.game import Game
from tabletop.ui import theme
from tabletop.ui.geometry import TableGeometry
from tabletop.ui.text_boxes import TextBoxes
from tabletop.ui.theme import TextCache


class BoardNames:
    """The seats' name tags of a board (a part of `Board`)."""

    game: Game
    text: TextCache
    geometry: TableGeometry
    sides: dict[int, pygame.Rect]
    label_size: int
    tally_spots: dict[str, pygame.Rect]
    names_text: TextBoxes
    _viewer: int | None
    _hanging: set[int]  # seats whose name hangs off their side's edge
    _upright_tags: set[int]  # and of those, the ones standing upright beside it

    def _side_colour(self, seat: int) -> tuple[int, int, int]:
        return (36, 92, 72) if seat == self._viewer else (32, 82, 64)

    def _seat_title(self, seat: int) -> str:
        names = self.game.config.names
        who = names[seat] if seat < len(names) else f"Seat {seat + 1}"
        return who + (" (computer)" if self.game.is_computer(seat) else "")

    def _name_tags(self, labels: list[pygame.Rect]) -> dict[int, pygame.Rect]:
        """Each seat's name tag; tags as tall as their words when a roomier tag leaves a
        seat unnamed (a label line no taller than the type, at the smallest window); tabs
        upright beside the sides only when no tag lying flat names every seat."""
        for pad, upright in ((4, False), (0, False), (0, True)):
            self._hanging = set()
            self._upright_tags = set()
            tags = self._placed_name_tags(labels, pad, upright)
            if len(tags) == len(self.sides):
                break
        return tags

    def _placed_name_tags(
        self, labels: list[pygame.Rect], pad: int, upright: bool
    ) -> dict[int, pygame.Rect]:
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
                hanging = self._tag_beside(seat, side, height, busy, upright)
                if hanging is not None:
                    tags[seat] = hanging
                    busy.append(hanging.inflate(8, 4))
        return tags

    def _tag_beside(
        self, seat: int, side: pygame.Rect, height: int, busy: list[pygame.Rect], upright: bool
    ) -> pygame.Rect | None:
        """A place for the seat's name along the outside of its side's top or bottom edge,
        right-aligned, on the board and clear of everything else (another side included);
        with `upright`, else up the outside of its left or right edge."""
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
            for x in ((side.x + 3 - height, side.right - 3) if upright else ())
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

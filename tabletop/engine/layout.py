"""Board layouts as data: zones with a place and size in table units, kind, owner, visibility.

Each game ships `layout.yaml` in its package. Zones whose id contains `{seat}` exist once per
seat ("p0.hand", "p1.hand"...) and are placed inside that seat's side of the table; a side
turned 180 degrees mirrors its zones, as for a player sitting across the table. A layout is read
as any YAML file is (`yamlsource`: the same limits, and messages naming the line), and its
places and sizes are finite numbers within MAX_UNITS.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop.engine import parse_cache
from tabletop.engine.errors import TabletopError
from tabletop.engine.limits import first_of
from tabletop.engine.yamlsource import YamlSyntaxError, format_validation, parse_yaml, read_yaml

#: how far from 0 a place or size in table units may be (shipped tables are 160 wide): the
#: sums that place a seat's zones stay finite, and the pixels they scale to stay small
MAX_UNITS = 100_000.0
Place = Annotated[float, Field(allow_inf_nan=False, ge=-MAX_UNITS, le=MAX_UNITS)]
Size = Annotated[float, Field(allow_inf_nan=False, gt=0, le=MAX_UNITS)]

ZoneKind = Literal["pile", "row", "grid", "slot"]
#: who may look at the cards of a zone (engine/view.py applies it):
#: public: face-up cards to everyone, a face-down card to the seat that controls it;
#: owner: every card to the zone's seat, face-up ones to everyone (a hand);
#: hidden: nobody, whatever the side (a deck); open: every card to everyone (a market row)
Visibility = Literal["public", "owner", "hidden", "open"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Rect(_Strict):
    x: Place
    y: Place
    w: Size
    h: Size


class Side(Rect):
    rotate: Literal[0, 180] = 0
    #: a turned side mirrors left and right too; False keeps left-to-right order (for tables
    #: where both players' rows must line up under shared cards, like Empyrean's battlefields)
    mirror_x: bool = True


class ZoneSpec(_Strict):
    id: str
    label: str
    kind: ZoneKind
    x: Place
    y: Place
    w: Size
    h: Size
    visibility: Visibility = "public"
    capacity: int | None = Field(default=None, ge=1)
    players: tuple[int, ...] | None = None  # only with these player counts
    face_up: bool = True  # how cards entering this zone normally lie


class Zone(_Strict):
    """A concrete zone of one game: absolute place, and the seat that owns it (None: shared)."""

    id: str
    label: str
    kind: ZoneKind
    rect: Rect
    owner: int | None
    visibility: Visibility
    capacity: int | None
    face_up: bool
    rotate: Literal[0, 180] = 0


class LayoutFile(_Strict):
    table: Rect
    tables: dict[int, Rect] = {}  # the table's size for a player count, where it differs
    sides: dict[int, tuple[Side, ...]]
    zones: tuple[ZoneSpec, ...]


class Layout:
    """A loaded layout; `zones(players)` gives the concrete zones for a player count."""

    def __init__(self, data: LayoutFile, source: str) -> None:
        self.data = data
        self.source = source
        self._cache: dict[int, dict[str, Zone]] = {}

    @classmethod
    def load(cls, path: Path) -> Layout:
        """Read a layout file; one read before from the same bytes comes back checked from the
        parse cache (as JSON: its numbered keys come back as text, which the model reads as
        the numbers they were). TabletopError: one line naming the file, the line and the
        field."""
        name = str(path)
        try:
            raw, text = read_yaml(path)
            key = parse_cache.key_of(raw, "layout")
            kept = parse_cache.recall(key)
            if kept is not None:
                try:
                    return cls(LayoutFile.model_validate(kept[0]), name)
                except ValidationError:
                    pass  # kept by other code: read the file again
            source = parse_yaml(text, name)
        except YamlSyntaxError as exc:
            detail = str(exc).removeprefix(name).removeprefix(",").removeprefix(":").strip()
            raise TabletopError(f"{name}: layout does not load: {detail}") from None
        try:
            data = LayoutFile.model_validate(source.data)
        except ValidationError as exc:
            raise TabletopError(
                first_of(format_validation(exc, source, (), "layout does not load"))
            ) from None
        parse_cache.keep(key, data.model_dump(mode="json"), {})
        return cls(data, name)

    @property
    def table(self) -> Rect:
        return self.data.table

    def table_for(self, players: int) -> Rect:
        """The table's extent in table units for a player count."""
        return self.data.tables.get(players, self.data.table)

    def zones(self, players: int) -> dict[str, Zone]:
        if players not in self._cache:
            self._cache[players] = self._build(players)
        return self._cache[players]

    def zone(self, players: int, zone_id: str) -> Zone:
        return self.zones(players)[zone_id]

    def _build(self, players: int) -> dict[str, Zone]:
        sides = self.data.sides.get(players)
        if sides is None or len(sides) != players:
            raise TabletopError(f"{self.source}: no table sides for {players} players")
        zones: dict[str, Zone] = {}
        for spec in self.data.zones:
            if spec.players is not None and players not in spec.players:
                continue
            if "{seat}" not in spec.id:
                rect = Rect(x=spec.x, y=spec.y, w=spec.w, h=spec.h)
                zones[spec.id] = self._zone(spec, spec.id, rect, None, 0)
                continue
            for seat, side in enumerate(sides):
                zone_id = spec.id.replace("{seat}", f"p{seat}")
                zones[zone_id] = self._zone(spec, zone_id, _place(spec, side), seat, side.rotate)
        return zones

    @staticmethod
    def _zone(spec: ZoneSpec, zone_id: str, rect: Rect, owner: int | None, rotate: int) -> Zone:
        return Zone(
            id=zone_id,
            label=spec.label,
            kind=spec.kind,
            rect=rect,
            owner=owner,
            visibility=spec.visibility,
            capacity=spec.capacity,
            face_up=spec.face_up,
            rotate=0 if rotate == 0 else 180,
        )


def _place(spec: ZoneSpec, side: Side) -> Rect:
    """Place a zone given relative to a side's top-left corner; a turned side mirrors it.
    Built unchecked: a seat's zone may lie past MAX_UNITS, from numbers within it."""
    if side.rotate == 180:
        x = side.x + side.w - spec.x - spec.w if side.mirror_x else side.x + spec.x
        y = side.y + side.h - spec.y - spec.h
    else:
        x, y = side.x + spec.x, side.y + spec.y
    return Rect.model_construct(x=x, y=y, w=spec.w, h=spec.h)

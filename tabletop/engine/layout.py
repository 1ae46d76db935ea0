"""Board layouts as data: zones with a place and size in table units, kind, owner, visibility.

Each game ships `layout.yaml` in its package. Zones whose id contains `{seat}` exist once per
seat ("p0.hand", "p1.hand"...) and are placed inside that seat's side of the table; a side
turned 180 degrees mirrors its zones, as for a player sitting across the table.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop.engine import parse_cache
from tabletop.engine.errors import TabletopError
from tabletop.engine.yamlsource import YamlSyntaxError, load_trusted

ZoneKind = Literal["pile", "row", "grid", "slot"]
#: who may look at the cards of a zone (engine/view.py applies it):
#: public: face-up cards to everyone, a face-down card to the seat that controls it;
#: owner: every card to the zone's seat, face-up ones to everyone (a hand);
#: hidden: nobody, whatever the side (a deck); open: every card to everyone (a market row)
Visibility = Literal["public", "owner", "hidden", "open"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Rect(_Strict):
    x: float
    y: float
    w: float = Field(gt=0)
    h: float = Field(gt=0)


class Side(Rect):
    rotate: Literal[0, 180] = 0
    #: a turned side mirrors left and right too; False keeps left-to-right order (for tables
    #: where both players' rows must line up under shared cards, like Empyrean's battlefields)
    mirror_x: bool = True


class ZoneSpec(_Strict):
    id: str
    label: str
    kind: ZoneKind
    x: float
    y: float
    w: float = Field(gt=0)
    h: float = Field(gt=0)
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
        the numbers they were)."""
        try:
            raw = path.read_bytes()
            key = parse_cache.key_of(raw, "layout")
            kept = parse_cache.recall(key)
            if kept is not None:
                try:
                    return cls(LayoutFile.model_validate(kept[0]), str(path))
                except ValidationError:
                    pass  # kept by other code: read the file again
            data = LayoutFile.model_validate(load_trusted(raw.decode("utf-8")))
        except (OSError, UnicodeDecodeError, YamlSyntaxError, ValidationError) as exc:
            raise TabletopError(f"{path}: layout does not load: {exc}") from exc
        parse_cache.keep(key, data.model_dump(mode="json"), {})
        return cls(data, str(path))

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
    """Place a zone given relative to a side's top-left corner; a turned side mirrors it."""
    if side.rotate == 180:
        x = side.x + side.w - spec.x - spec.w if side.mirror_x else side.x + spec.x
        y = side.y + side.h - spec.y - spec.h
    else:
        x, y = side.x + spec.x, side.y + spec.y
    return Rect(x=x, y=y, w=spec.w, h=spec.h)

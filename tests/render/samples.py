"""Card faces shared by the render and printing tests."""

from __future__ import annotations

from tabletop.render import CardFace

HERALD = CardFace(
    game="empyrean",
    game_title="Battle for Empyrean",
    card_id="emp-storm-herald",
    name="Storm Herald",
    cost="3",
    stats=(("Might", "4"),),
    type_line="Unit — Celestial Herald",
    keywords=("Move", "Shield"),
    text="Reveal: Move one of your revealed cards to an adjacent battlefield.\n"
    "When this card is destroyed, put a Might token on each ally here.",
    ability_kind="Instant",
    accent=(200, 60, 50),
    deck_name="Crimson Host",
    symbol="CH",
    rarity="Rare",
    flavor="The sky cracked before the trumpet sounded.",
)

BOWMAN = CardFace(
    game="clash",
    game_title="Clash of Armies: Medieval",
    card_id="clash-longbowman",
    name="Longbowman",
    cost="2",
    stats=(("Attack", "2"), ("Defence", "1"), ("Gold", "1")),
    type_line="Soldier — Archer",
    text="When you recruit this card, deal 1 damage to an enemy soldier.",
    ability_kind="Passive",
    accent=(60, 120, 60),
    deck_name="Market",
    symbol="M",
    rarity="Common",
)

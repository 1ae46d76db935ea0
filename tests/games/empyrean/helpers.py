"""Helpers shared by the Empyrean deck tests (test_<deck>.py) and the fixture rules tests."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from tabletop.engine.game import Game
from tabletop.engine.loading import load_scenario_text

SCENARIO_ROOT = Path(__file__).parent / "scenarios"


class ScenarioLoader(Protocol):
    """One deck's `load(name, *replace)`: see `load`."""

    def __call__(self, name: str, *replace: tuple[str, str]) -> Game: ...


def load(deck: str, name: str, *replace: tuple[str, str]) -> Game:
    """scenarios/<deck>/<name>.yaml, each (old, new) replaced first (old must occur)."""
    path = SCENARIO_ROOT / deck / f"{name}.yaml"
    text = path.read_text()
    for old, new in replace:
        assert old in text, old
        text = text.replace(old, new)
    if "\nsandbox:" not in text:
        # a rules test places only the cards its rule needs: a sandbox, not a reachable position
        text += "\nsandbox: true\n"
    game: Game = load_scenario_text(text, name)
    return game


def scenario_loader(deck: str) -> ScenarioLoader:
    """`load` with the deck filled in, for a test file's module-level `load = ...`."""

    def load_deck(name: str, *replace: tuple[str, str]) -> Game:
        return load(deck, name, *replace)

    return load_deck


def ids(game: Game, zone: str) -> list[str]:
    """The card ids in `zone`, in zone order."""
    return [game.state.cards[i].card for i in game.state.zone(zone)]


def might(game: Game, zone: str) -> list[int]:
    """The Might counters of the cards in `zone`, in zone order."""
    return [game.state.counter(i, "might") for i in game.state.zone(zone)]


def card_in(game: Game, card: str, zone: str) -> int:
    """The instance id of the first `card` in `zone` (StopIteration if none)."""
    return next(i for i in game.state.zone(zone) if game.state.cards[i].card == card)


def choose_card(game: Game, iid: int) -> None:
    """Play the first legal 'choose' command whose source is card `iid`."""
    game.play(next(c for c in game.legal() if c.kind == "choose" and c.source == iid))


def choose_battlefield(game: Game, seat: int, bf: int) -> None:
    """Play the first legal 'choose' command targeting `seat`'s battlefield `bf`."""
    zone = f"zone:p{seat}.bf{bf}"
    game.play(next(c for c in game.legal() if c.kind == "choose" and c.target == zone))


def choose_key(game: Game, key: str) -> None:
    """Play the first legal 'choose' command whose args are exactly `(key,)`."""
    game.play(next(c for c in game.legal() if c.kind == "choose" and c.args == (key,)))


def choose_skip(game: Game) -> None:
    """Play the legal 'choose' command that skips (args `("skip",)`)."""
    choose_key(game, "skip")


def chooseable(game: Game) -> set[int]:
    """The card instances a legal 'choose' command offers (sources that are not None)."""
    return {c.source for c in game.legal() if c.kind == "choose" and c.source is not None}


def to_command(game: Game, round_: int) -> None:
    """Play plainly (no deploys) until the command phase of round `round_`."""
    for _ in range(50):
        decision = game.state.decision
        if decision is None:
            break
        if decision.kind == "command" and int(game.state.value("round")) == round_:
            return
        legal = game.legal()
        kinds = {c.kind for c in legal}
        if "done" in kinds:
            game.play(next(c for c in legal if c.kind == "done"))
        elif "pass" in kinds:
            game.play(next(c for c in legal if c.kind == "pass"))
        elif "keep" in kinds:
            for seat in decision.seats:
                game.play(next(c for c in game.legal() if c.kind == "keep" and c.seat == seat))
        else:
            raise AssertionError(f"unexpected decision {decision.kind}: {legal}")
    raise AssertionError(f"never reached the command phase of round {round_}")

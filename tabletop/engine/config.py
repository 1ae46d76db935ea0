"""A game's settings, checked and completed: options, each seat's deck held to the deck rules,
seats, names, undo policy. `make_config` is the one place they are checked, for a new game, a
scenario and a save alike."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypedDict, Unpack

from pydantic import BaseModel, ValidationError

from tabletop.engine.limits import (
    MAX_DECK_CARDS,
    MAX_DIGITS,
    brief,
    name_problem,
    number_problem,
)
from tabletop.engine.registry import get_rules
from tabletop.engine.rules import GameConfig, GameRules
from tabletop.engine.seat_words import (
    COMPUTER,
    HUMAN,
    MAX_PLAYERS,
    Seats,
    read_seats,
    seat_words,
)

UNDO_POLICIES = ("unlimited", "strict")


def shown(value: object) -> str:
    return brief(value)


def card_ids(rules: GameRules, cards: object) -> list[str]:
    """A deck given as card ids or names (any case) as card ids (an unknown one as given, for
    the deck rules to name). TypeError, in one bounded line, for what is not a list of texts."""
    if not isinstance(cards, list | tuple):
        raise TypeError(f"a deck is a list of card ids or names, not {type(cards).__name__}")
    if len(cards) > MAX_DECK_CARDS:  # deck_problems says so, before any game's rules
        return [str(card) for card in cards[: MAX_DECK_CARDS + 1]]
    for index, card in enumerate(cards):
        if not isinstance(card, str):
            raise TypeError(
                f"card {index + 1} of the deck is {type(card).__name__} "
                f"{shown(card)}, not a card id or name (text)"
            )
    texts: list[str] = list(cards)
    known = rules.cardset.cards
    by_name: dict[str, str] = {str(card.name).casefold(): cid for cid, card in known.items()}
    return [c if c in known else by_name.get(c.strip().casefold(), c) for c in texts]


def deck_problems(rules: GameRules, cards: Sequence[str], options: BaseModel) -> list[str]:
    """The game's deck rules, behind the checks every deck shares: a size a deck can have (a
    list handed to the API is bounded like a cardset's) and cards the cardset has."""
    if len(cards) > MAX_DECK_CARDS:
        return [f"{len(cards):,} cards (a deck holds at most {MAX_DECK_CARDS:,})"]
    return rules.unknown_cards(cards) or rules.deck_problems(cards, options)


def checked_options(rules: GameRules, options: dict[str, Any] | None) -> BaseModel:
    """The game's options model filled from `options`; ValueError naming each bad option."""
    try:
        return rules.options_model.model_validate(options or {})
    except ValidationError as exc:
        problems = "; ".join(
            f"option {'.'.join(str(p) for p in e['loc'])}: {e['msg']}"
            if e["loc"]
            else f"options: {e['msg']}"
            for e in exc.errors()
        )
        raise ValueError(problems) from None


def default_table_problems(rules: GameRules, cards: Sequence[str]) -> list[str]:
    """`deck_problems` at a table with the game's default options: what simulations, benches
    and the property harness play."""
    return deck_problems(rules, cards, checked_options(rules, None))


def playable_decks(rules: GameRules) -> list[str]:
    """The cardset's decks a table with the game's default options takes (COE's 50-card
    decks need the option Deck size: 50)."""
    return [d for d in rules.cardset.decks if not default_table_problems(rules, rules.deck_list(d))]


CUSTOM_DECK = "custom"


def deck_lists(
    rules: GameRules,
    decks: Sequence[str | Sequence[str]],
    options: BaseModel,
    given_lists: Sequence[Sequence[str]] | None = None,
) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """Each seat's deck name and card ids: a deck id of the cardset, or a list of card ids
    (named "custom"); every deck held to the game's deck rules. `given_lists` (a save's) hold
    the cards of its "custom" decks."""
    names: list[str] = []
    lists: list[tuple[str, ...]] = []
    for seat, deck in enumerate(decks):
        if isinstance(deck, str) and deck == CUSTOM_DECK:
            if given_lists is None or seat >= len(given_lists):
                raise ValueError(f"seat {seat + 1}'s deck is 'custom' but no card list is given")
            cards, name, what = tuple(given_lists[seat]), deck, f"the deck of seat {seat + 1}"
        elif isinstance(deck, str) and _kept_in_the_save(rules, deck, seat, given_lists):
            assert given_lists is not None  # the player's deck as it was played
            cards, name, what = tuple(given_lists[seat]), deck, f"the deck of seat {seat + 1}"
        elif isinstance(deck, str):
            cards, name, what = rules.deck_list(deck), deck, f"deck {deck!r}"
        else:
            cards = tuple(card_ids(rules, list(deck)))
            name, what = CUSTOM_DECK, f"the deck of seat {seat + 1}"
        problems = deck_problems(rules, cards, options)
        if problems:
            raise ValueError(f"{what}: {'; '.join(problems)}")
        names.append(name)
        lists.append(cards)
    rules.check_table(names, lists)
    return tuple(names), tuple(lists)


def _kept_in_the_save(
    rules: GameRules, deck: str, seat: int, given_lists: Sequence[Sequence[str]] | None
) -> bool:
    """A saved game's deck whose cards the save keeps: a player's own deck (the deck builder's,
    which the player may change after: the game replays as it was played)."""
    if given_lists is None or seat >= len(given_lists):
        return False
    user_decks: frozenset[str] = getattr(rules.cardset, "user_decks", frozenset())
    return deck in user_decks


def player_span(low: int, high: int) -> str:
    """How many players a game takes, as messages say it: "2" or "2-3" (never "2-2")."""
    return str(low) if low == high else f"{low}-{high}"


class SettingError(ValueError):
    """A setting of a game that cannot be; `field` names it (seats, decks, players, seed, names,
    options, undo_policy, hold_seats), so a scenario's message can point at its line."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


class TableChoices(TypedDict, total=False):
    """What a person chooses for a new table, each key optional and checked by `make_config`:
    `seed` (0), `players` (one per deck or seat given, else the game's fewest), `decks` (deck
    ids or card lists, one per seat; the game's default decks), `seats` (seat words: human,
    computer, computer:LEVEL; the first seat human), `names` ("Player N"), `options` (the
    game's defaults), `undo_policy` ("unlimited"), `hold_seats` (none)."""

    seed: int
    players: int | None
    decks: Sequence[str | Sequence[str]] | None
    seats: Sequence[str] | str | None
    names: Sequence[str] | None
    options: dict[str, Any] | None
    undo_policy: str
    hold_seats: Sequence[int]


CHOICES = frozenset(TableChoices.__annotations__)


def make_config(
    game: str | GameRules,
    *,
    given_lists: Sequence[Sequence[str]] | None = None,
    fresh_ids: bool = True,
    **choices: Unpack[TableChoices],
) -> GameConfig:
    """Check and complete a game's settings; SettingError (a ValueError) names what is wrong.
    `game`: the game's rules, or its id at the edges (looked up once here). `given_lists` (a
    save's) hold the cards of its own decks; `fresh_ids` False for saves made before a shuffle
    gave cards fresh ids."""
    _check_choices(choices)
    rules = game if isinstance(game, GameRules) else get_rules(game)
    seed, players, decks = choices.get("seed", 0), choices.get("players"), choices.get("decks")
    seats, names = choices.get("seats"), choices.get("names")
    _check_shapes(decks, names, seed)
    seat_list = _seat_list(seats)
    players = _player_count(rules, players, decks, seat_list)
    if seat_list is None:
        seat_list = Seats((HUMAN,) + (COMPUTER,) * (players - 1))
    if len(seat_list.kinds) != players:
        given = ", ".join(seat_list.words())
        raise SettingError("seats", f"give one seat for each of the {players} players, not {given}")
    if not decks and not rules.cardset.decks:
        raise SettingError("decks", f"{rules.title}'s cardset has no decks to play with")
    if decks and len(decks) != players:
        raise SettingError(
            "decks", f"{rules.title} needs one deck per seat: {players}, got {len(decks)}"
        )
    try:
        checked = checked_options(rules, choices.get("options"))
    except ValueError as exc:
        raise SettingError("options", str(exc)) from None
    problems = rules.option_problems(checked, players)
    if problems:
        raise SettingError("options", "; ".join(problems))
    try:
        deck_ids, lists = deck_lists(
            rules, list(decks) if decks else rules.default_decks(players), checked, given_lists
        )
    except SettingError:
        raise
    except ValueError as exc:
        raise SettingError("decks", str(exc)) from None
    return GameConfig(
        game_id=rules.id,
        seed=int(seed),
        players=players,
        decks=deck_ids,
        seats=seat_list.kinds,
        levels=dict(seat_list.levels),
        names=_seat_names(names, players),
        options=checked.model_dump(mode="json"),
        undo_policy=_undo_policy(choices.get("undo_policy", "unlimited")),
        deck_lists=lists,
        hold_seats=_hold_seats(choices.get("hold_seats", ()), players),
        fresh_ids=fresh_ids is True,
    )


def _check_choices(choices: TableChoices) -> None:
    unknown = sorted(set(choices) - CHOICES)
    if unknown:
        raise TypeError(f"make_config() got unknown choices: {', '.join(unknown)}")


def choices_of(config: GameConfig) -> TableChoices:
    """The choices that made `config` (a computer seat keeps its level), for a table like it."""
    return TableChoices(
        seed=config.seed,
        players=config.players,
        decks=config.decks,
        seats=seat_words(config.seats, config.levels),
        names=config.names,
        options=dict(config.options),
        undo_policy=config.undo_policy,
    )


def _check_shapes(decks: object, names: object, seed: object) -> None:
    """The settings handed over are of the right kind (and bounded), before any is read."""
    if names is not None and (
        not isinstance(names, list | tuple)
        or len(names) > MAX_PLAYERS
        or not all(isinstance(i, str) for i in names)
    ):
        raise SettingError(
            "names", f"names must be a list of text, one per seat, not {shown(names)}"
        )
    if decks is not None and (
        not isinstance(decks, list | tuple)
        or len(decks) > MAX_PLAYERS
        or not all(
            isinstance(d, str)
            or (
                isinstance(d, list | tuple)
                and len(d) <= MAX_DECK_CARDS
                and all(isinstance(c, str) for c in d)
            )
            for d in decks
        )
    ):
        raise SettingError(
            "decks",
            "decks must be a list of deck ids or of card lists, one per seat (a deck holds at "
            f"most {MAX_DECK_CARDS:,} card ids or names), not {shown(decks)}",
        )
    if not isinstance(seed, int) or isinstance(seed, bool) or number_problem(seed):
        raise SettingError(
            "seed", f"a seed is a whole number of at most {MAX_DIGITS} digits, not {shown(seed)}"
        )


def _seat_list(seats: object) -> Seats | None:
    """The seats given, read by the one seat grammar; None when none are (an empty list)."""
    if seats is None:
        return None
    try:
        seat_list = read_seats(seats)  # type: ignore[arg-type]  # read_seats names any other kind
    except ValueError as exc:
        raise SettingError("seats", str(exc)) from None
    return seat_list if seat_list.kinds else None


def _player_count(rules: GameRules, players: object, decks: object, seat_list: Seats | None) -> int:
    """The players given, else one per deck or seat given, else the game's fewest."""
    counted = ""
    if players is None:
        if decks:
            assert isinstance(decks, list | tuple)  # _check_shapes saw to it
            players, counted = len(decks), " (one per deck given)"
        elif seat_list is not None:
            players, counted = len(seat_list.kinds), " (one per seat given)"
        else:
            players = rules.min_players
    if (
        not isinstance(players, int)
        or isinstance(players, bool)
        or not rules.min_players <= players <= rules.max_players
    ):
        raise SettingError(
            "players",
            f"{rules.title} is for {player_span(rules.min_players, rules.max_players)} players, "
            f"not {shown(players)}{counted}",
        )
    return players


def _seat_names(names: Sequence[str] | None, players: int) -> tuple[str, ...]:
    seat_names = tuple(names) if names else tuple(f"Player {i + 1}" for i in range(players))
    if len(seat_names) != players:
        raise SettingError(
            "names", f"give one name for each of the {players} players, not {len(seat_names)}"
        )
    for seat, name in enumerate(seat_names):
        problem = name_problem(name)
        if problem:
            raise SettingError("names", f"the name of seat {seat + 1} is {problem}")
    return seat_names


def _hold_seats(hold_seats: object, players: int) -> tuple[int, ...]:
    if not isinstance(hold_seats, list | tuple) or any(
        isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < players for s in hold_seats
    ):
        raise SettingError(
            "hold_seats",
            f"hold_seats must name seats from 0 to {players - 1}, not {shown(hold_seats)}",
        )
    return tuple(sorted(set(hold_seats)))


def _undo_policy(undo_policy: object) -> str:
    if not isinstance(undo_policy, str) or undo_policy not in UNDO_POLICIES:
        raise SettingError(
            "undo_policy",
            f"undo policy must be one of {', '.join(UNDO_POLICIES)}, not {shown(undo_policy)}",
        )
    return undo_policy

"""Empyrean card numbers and named-effect params are checked when the cardset loads, so no card
can hang a game (`draw` of a 99-digit amount looped that many times) or end it in a traceback
(`params: {amount: .inf}` raised OverflowError in play; `amount: "one"` an unlocated message)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import CardsetError
from tabletop.cards.cardset import load_cardset
from tabletop.games.empyrean.cards import VERB_PARAMS, EmpyreanCard
from tabletop.games.empyrean.effects import EFFECTS, effect, get_effect
from tabletop.games.empyrean.named_effects import NAMED
from tabletop.games.empyrean.params import Params

HEAD = "cards:\n  - {id: ronin, name: Ronin, deck: samurai, cost: 3, might: 2, "
HEAD += "ability_type: instant,\n     abilities: [{when: reveal, do: [ACTION]}]}\n"


def _load(tmp_path: Path, action: str) -> None:
    folder = tmp_path / "empyrean"
    folder.mkdir()
    (folder / "cards.yaml").write_text(HEAD.replace("ACTION", action))
    load_cardset("empyrean", EmpyreanCard, root=tmp_path)


def _error(tmp_path: Path, action: str) -> str:
    with pytest.raises(CardsetError) as err:
        _load(tmp_path, action)
    message = str(err.value)
    assert "\n" not in message  # one problem, one line
    return message


def test_a_huge_draw_is_refused_naming_file_line_card_and_field(tmp_path: Path) -> None:
    """A 99-digit `draw` amount validated, then hung every game that played the card."""
    message = _error(tmp_path, "{do: draw, amount: " + "9" * 99 + "}")
    assert message == (
        f"{tmp_path / 'empyrean' / 'cards.yaml'}, line 3: card 'ronin': field "
        "abilities.0.do.0.amount.int: Input should be less than or equal to 20"
    )


@pytest.mark.parametrize(
    ("action", "field", "words"),
    [
        ("{do: might, amount: -21}", "amount.int", "greater than or equal to -20"),
        ("{do: might, amount: {pile: discard, per: 21}}", "amount.Count.per", "less than"),
        ("{do: might, amount: {pile: discard, max: 101}}", "amount.Count.max", "less than"),
        ("{do: destroy, choose: choose, up_to: 101}", "up_to", "less than or equal to 100"),
        ("{do: destroy, choose: choose, up_to: 0}", "up_to", "greater than or equal to 1"),
    ],
)
def test_action_numbers_have_bounds(tmp_path: Path, action: str, field: str, words: str) -> None:
    """A Count's per or max, or an up_to, of any size validated (and was looped over)."""
    message = _error(tmp_path, action)
    assert f"field abilities.0.do.0.{field}: Input should be {words}" in message


def test_a_might_threshold_has_bounds(tmp_path: Path) -> None:
    """A might_reached threshold of any size validated."""
    folder = tmp_path / "empyrean"
    folder.mkdir()
    (folder / "cards.yaml").write_text(
        HEAD.replace("when: reveal", "when: might_reached, threshold: " + "9" * 30).replace(
            "ACTION", "{do: draw}"
        )
    )
    with pytest.raises(CardsetError, match=r"field abilities\.0\.threshold: Input should be"):
        load_cardset("empyrean", EmpyreanCard, root=tmp_path)


@pytest.mark.parametrize(
    ("params", "problem"),
    [
        ("{amount: .inf}", "param amount: Input should be a valid integer"),
        ('{amount: "one"}', "param amount: Input should be a valid integer"),
        ("{amount: 1.0}", "param amount: Input should be a valid integer"),
        ("{amount: true}", "param amount: Input should be a valid integer"),
        ("{amount: " + "9" * 99 + "}", "param amount: Input should be less than or equal to 20"),
        ("{amount: -1}", "param amount: Input should be greater than or equal to 0"),
        ("{amonut: 1}", "unknown param 'amonut' (params taken: amount, optional)"),
        ('{optional: "yes"}', "param optional: Input should be a valid boolean"),
    ],
)
def test_named_effect_params_are_checked_at_load(tmp_path: Path, params: str, problem: str) -> None:
    """`.inf` raised OverflowError in play, "one" gave an unlocated `invalid literal for int()`,
    and a misspelt param was silently ignored."""
    message = _error(tmp_path, "{do: effect, name: samurai.discard, params: " + params + "}")
    assert message == (
        f"{tmp_path / 'empyrean' / 'cards.yaml'}, line 3: card 'ronin': field "
        f"abilities.0.do.0.params: Value error, {problem}"
    )


@pytest.mark.parametrize(
    ("action", "problem"),
    [
        ("{do: effect, name: knights.search_deck}", "param card: Field required"),
        ("{do: effect, name: vampires.bite, params: {prey: {mina: .inf}}}", "param prey.mina:"),
        ("{do: effect, name: legends.move_here, params: {side: both}}", "param side:"),
        ("{do: effect, name: legends.winged_sandals, params: {count: 99}}", "param count:"),
        ("{do: effect, name: samurai.might_per_discard, params: {per: price}}", "param per:"),
        ("{do: draw, params: {amount: 2}}", "unknown param 'amount' (params taken: none)"),
        ("{do: deploy_from_discard, params: {self_only: 1}}", "param self_only:"),
    ],
)
def test_params_of_other_effects_and_verbs(tmp_path: Path, action: str, problem: str) -> None:
    """A required param left out raised KeyError in play; a verb's params were never read."""
    assert f"field abilities.0.do.0.params: Value error, {problem}" in _error(tmp_path, action)


def test_an_unknown_effect_is_named_as_such_not_as_its_params(tmp_path: Path) -> None:
    """The params of a misspelt effect are not blamed for the misspelling."""
    message = _error(tmp_path, "{do: effect, name: samurai.discrad, params: {amount: 1}}")
    assert "unknown named effect 'samurai.discrad'" in message


def test_good_params_and_numbers_load(tmp_path: Path) -> None:
    """The bounds stay far above what a printed card does (the shipped cards all load too)."""
    _load(
        tmp_path,
        "{do: effect, name: samurai.discard, params: {amount: 20, optional: true}}, "
        "{do: effect, name: samurai.might_per_discard, params: {per: cost}}, "
        "{do: might, amount: -20}, {do: might, amount: {pile: discard, per: -1, max: 6}}",
    )


def test_every_effect_declares_its_params() -> None:
    """Every declared effect is registered by its deck's module, and only those."""
    get_effect("samurai.discard")  # loads every deck's effects
    assert set(NAMED) == set(EFFECTS)
    assert all(issubclass(model, Params) for model in [*NAMED.values(), *VERB_PARAMS.values()])


def test_an_effect_not_declared_is_refused() -> None:
    """named_effects.py is the one list the card models read: an effect missing from it could
    never be named by a card, so registering it is refused."""
    with pytest.raises(ValueError, match="not declared in named_effects.py"):
        effect("nowhere.undeclared")

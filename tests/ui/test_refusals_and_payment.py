"""Issue 19, points 1 and 4: a refused drop says the real reason (the cost and what is
missing, the slot); only essence that pays lights up; autopay pays exactly; the prompt says
what is still owed."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.ui.app import App
from tabletop.ui.scenes.table import TableScene

from .conftest import drag, open_table
from .scenes import EOC_PREPARE, card, scenario


def _centre(scene: TableScene, iid: int) -> tuple[int, int]:
    return scene.board.placed[iid].rect.center


def _zone(scene: TableScene, zone: str) -> tuple[int, int]:
    return scene.board.geometry.zone_rects[zone].center


def test_an_unaffordable_creature_names_its_cost_and_the_slot(app: App) -> None:
    scene = open_table(app, scenario(EOC_PREPARE))
    lancer = card(scene.game, "Volt Lancer")
    drag(app, _centre(scene, lancer), _zone(scene, "p0.c2"))
    assert scene.game.state.where[lancer] == "p0.hand"
    assert scene.message_error
    assert "Volt Lancer costs 2 (2 Energy)" in scene.message, scene.message
    assert "Missing: 1 Energy" in scene.message, scene.message
    drag(app, _centre(scene, lancer), _zone(scene, "p1.c2"))
    assert "empty Creature slot of yours" in scene.message, scene.message
    drag(app, _centre(scene, lancer), _zone(scene, "p0.s1"))
    assert "empty Creature slot of yours" in scene.message, scene.message
    assert "Only Essence" not in scene.message


def test_only_paying_essence_lights_up_and_autopay_is_exact(app: App) -> None:
    game = scenario(EOC_PREPARE)
    scene = open_table(app, game)
    sprite = card(game, "Spark Sprite")
    drag(app, _centre(scene, sprite), _zone(scene, "p0.c2"))
    assert game.state.decision is not None and game.state.decision.kind == "pay"
    assert "1 Energy still owed" in game.prompt
    umbral, prism = card(game, "Umbral Essence"), card(game, "Prism Essence")
    look = scene.look()
    assert prism in look.playable and umbral not in look.playable
    drag(app, _centre(scene, umbral), _centre(scene, sprite))  # Dark pays no Energy
    assert game.state.where[umbral] == "p0.pool"
    assert "pays nothing of Spark Sprite" in scene.message
    assert "1 Energy" in scene.message
    [autopay] = [b for b in scene.hud.action_buttons if b.label == "Pay automatically"]
    autopay.action()
    assert game.state.cards[prism].attached_to == sprite
    assert game.state.where[umbral] == "p0.pool"  # the Dark essence stays in the pool
    assert game.log[-1].command == Command(0, "autopay")


def test_a_refusal_during_a_choice_says_what_to_do(app: App) -> None:
    """Issue 34, item 2: Ashigaru's "deploy a card from your discard pile" is a choice; a drag
    of Ashigaru onto a battlefield is refused with what to do (click it, confirm), not with
    places said to be lit when none are; the prompt does not call the card only "A face-down
    card" (its owner sees its face): it says where it lies."""
    from pathlib import Path

    import tabletop

    root = Path(__file__).parents[1] / "games" / "empyrean" / "scenarios" / "samurai"
    game = tabletop.load_scenario(root / "ashigaru-free-deploy.yaml")
    first = game.state.zone("p0.hand")[0]
    game.play(next(c for c in game.legal() if c.kind == "choose" and c.source == first))
    assert game.prompt.startswith("A face-down card in Player 1's discard pile:"), game.prompt
    scene = open_table(app, game)
    drag(app, _centre(scene, first), _zone(scene, "p0.bf2"))
    assert game.state.where[first] == "p0.discard"
    assert scene.message_error
    assert "highlighted" not in scene.message and "light up" not in scene.message
    assert "click it, then confirm" in scene.message, scene.message
    assert "Ashigaru or Do not deploy" in scene.message, scene.message


def test_a_refused_drop_during_a_choice_names_the_choice(app: App) -> None:
    """Issue 34, item 2: every refusal during a pending choice names what to do. Itako's
    "deploy it where?" lights the battlefields; a drop on the hand is refused with that
    question, not only with "the places it can go light up"."""
    from .conftest import played

    game = played("empyrean", 43, seed=1)
    assert game.prompt == "Itako: deploy it where?" and game.to_act == (0,)
    itako = next(c.source for c in game.legal() if c.source is not None)
    assert itako is not None
    scene = open_table(app, game)
    drag(app, _centre(scene, itako), _zone(scene, "p0.draft"))
    assert scene.message_error
    assert "Now: Itako: deploy it where?" in scene.message, scene.message

"""RULES.md maps each book section to code and tests: every test and code name it cites exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PAGE = (ROOT / "tabletop" / "games" / "coe" / "RULES.md").read_text(encoding="utf-8")
TESTS = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parent.glob("test_*.py"))
CODE = {p.stem: p.read_text(encoding="utf-8") for p in (ROOT / "tabletop/games/coe").glob("*.py")}


def test_every_cited_test_exists() -> None:
    cited = set(re.findall(r"\b(test_[a-z0-9_]+)\b", PAGE)) - {
        n.removesuffix(".py") for n in re.findall(r"test_[a-z_]+\.py", PAGE)
    }
    missing = sorted(name for name in cited if f"def {name}(" not in TESTS)
    assert not missing, missing


def test_every_cited_function_exists() -> None:
    missing = []
    for module, name in re.findall(r"`([a-z_]+)\.([A-Za-z_]+)`", PAGE):
        if name in ("py", "yaml", "md"):
            continue
        if module not in CODE:
            continue  # an engine module (effects.rest...)
        source = CODE[module]
        if not re.search(rf"(def|class) {name}\b|^{name}\b", source, re.M):
            missing.append(f"{module}.{name}")
    assert not missing, missing

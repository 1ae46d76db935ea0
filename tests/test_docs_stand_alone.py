"""The docs stand on their own in a clone (issue 11): no links to files outside the repository
(the steering folder's DESIGN.md or rulebooks), and every relative link resolves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = sorted(
    [ROOT / "README.md", *(ROOT / "docs").glob("*.md"), *(ROOT / "tabletop").rglob("*.md")]
)
LINK = re.compile(r"\]\(([^)#\s]+)")
OUTSIDE = re.compile(r"\.\./shared|shared/(DESIGN|rulebooks)")


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_doc_links_stay_in_the_repository(doc: Path) -> None:
    text = doc.read_text(encoding="utf-8")
    assert not OUTSIDE.search(text), f"{doc.name} points outside the repository"
    for target in LINK.findall(text):
        if "://" in target or target.startswith("mailto:"):
            continue
        assert (doc.parent / target).resolve().is_relative_to(ROOT), target
        assert (doc.parent / target).exists(), f"{doc.name}: broken link {target}"

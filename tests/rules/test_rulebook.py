"""The project's own rulebook: every topic present, and the examples it gives hold."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from booray_ledger.rules import house, rulebook


def test_rulebook_covers_every_rule_and_variant() -> None:
    """rulebook topic: keys. Every rule and variant has a topic, and every house-rule key is listed."""
    for topic in ("deal", "exemptions", "declare", "ace-up", "play", "cinch", "winning", "all-pass", "bourre", "ties",
                  "renege", "lost-deal", "limit", "double-ante", "simultaneous", "four-card", "keys", "referee"):  # fmt: skip
        assert rulebook.section(topic).text.strip()
    for key in house.KEYS:
        assert key in rulebook.section("keys").text


RULE_TESTS = sorted(Path(__file__).parent.rglob("test_*.py"))
"""Every test module of the rules layer, found by name: a new one is checked without being listed."""
NO_TOPIC = re.compile(r"rulebook topic: none \(\w[^)]*\)")
"""How a module that tests no rule of the game says so in its docstring, with the reason."""


def cited_topics(docstring: str | None) -> list[str]:
    """The rulebook topics a docstring cites (``rulebook topic: renege``, ``rulebook topics: a, b``)."""
    found = re.findall(r"rulebook topics?: ([a-z-]+(?:, [a-z-]+)*)", docstring or "")
    return [topic for group in found for topic in group.split(", ") if topic != "none"]


@pytest.mark.parametrize("path", RULE_TESTS, ids=lambda p: p.relative_to(Path(__file__).parent).as_posix())
def test_every_rule_test_cites_a_rulebook_topic(path: Path) -> None:
    """rulebook topic: overview. Each test of a rule names the topic it checks (``booray rules
    TOPIC``), so a failing test leads to the rule's text. A module testing no rule of the game
    (card notation, arithmetic) says ``rulebook topic: none (why)`` in its own docstring."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    tests = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]
    assert tests != [], f"{path.name} has no test"
    exempt = NO_TOPIC.search(ast.get_docstring(tree) or "") is not None
    uncited = [t.name for t in tests if not cited_topics(ast.get_docstring(t)) and not exempt]
    assert uncited == [], f"{path.name}: these tests cite no rulebook topic"
    unknown = {
        t.name: c for t in tests if (c := [x for x in cited_topics(ast.get_docstring(t)) if x not in rulebook.BY_TOPIC])
    }
    assert unknown == {}, f"{path.name}: topics not in the rulebook"


def test_the_topic_reader_reads_one_topic_a_list_and_none() -> None:
    """rulebook topic: overview. What counts as citing a topic."""
    assert cited_topics("rulebook topic: renege. Reneging pays the pot.") == ["renege"]
    assert cited_topics("rulebook topics: ties, bourre") == ["ties", "bourre"]
    assert cited_topics("rulebook topic: none (card notation)") == []
    assert cited_topics("Settles up.") == []

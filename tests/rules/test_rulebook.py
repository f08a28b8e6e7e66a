"""The project's own rulebook: every topic present, and the examples it gives hold."""

from __future__ import annotations

import pytest

from booray_ledger.rules import house, rulebook


def test_rulebook_covers_every_rule_and_variant() -> None:
    """rulebook topic: keys. Every rule and variant has a topic, and every house-rule key is listed."""
    for topic in ("deal", "exemptions", "declare", "ace-up", "play", "cinch", "winning", "all-pass", "bourre", "ties",
                  "renege", "lost-deal", "limit", "double-ante", "simultaneous", "four-card", "keys", "referee"):  # fmt: skip
        assert rulebook.section(topic).text.strip()
    for key in house.KEYS:
        assert key in rulebook.section("keys").text


RULE_TESTS = ("test_audit", "test_handline", "test_house", "test_legality", "payout/test_steps",
              "payout/test_steps_properties", "payout/test_steps_worked_examples", "test_potsplit", "test_rulebook",
              "test_seating", "payout/test_steps_stakes", "test_hand_checks", "payout/test_result",
              "payout/test_paying_out", "test_rulebook_game", "test_rulebook_section", "test_at_this_table")  # fmt: skip


@pytest.mark.parametrize("module", RULE_TESTS)
def test_every_rule_test_cites_a_rulebook_topic(module: str) -> None:
    """rulebook topic: overview. Each test of a rule names the topic it checks (``booray rules
    TOPIC``), so a failing test leads to the rule's text."""
    import ast
    import re
    from pathlib import Path

    tree = ast.parse((Path(__file__).parent / f"{module}.py").read_text(encoding="utf-8"))
    tests = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]
    assert tests
    for test in tests:
        cited = re.findall(r"rulebook topics?: ([a-z-]+)", ast.get_docstring(test) or "")
        assert cited, f"{module}.{test.name} cites no rulebook topic"
        assert all(topic in rulebook.BY_TOPIC for topic in cited), f"{module}.{test.name}: {cited}"

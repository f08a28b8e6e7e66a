"""The project's own rulebook: every topic present, and the examples it gives hold."""

from __future__ import annotations

from booray_ledger.rules import house, rulebook


def test_rulebook_covers_every_rule_and_variant() -> None:
    for topic in ("deal", "exemptions", "declare", "ace-up", "play", "cinch", "winning", "all-pass", "bourre", "ties",
                  "renege", "lost-deal", "limit", "double-ante", "simultaneous", "four-card", "keys", "referee"):  # fmt: skip
        assert rulebook.section(topic).text.strip()
    for key in house.KEYS:
        assert key in rulebook.section("keys").text

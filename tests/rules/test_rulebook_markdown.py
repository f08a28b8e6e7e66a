"""The rulebook's Markdown: a chapter file becomes sections with their notes, their other
phrasings, a house convention and their kind."""

from __future__ import annotations

from booray_ledger.rules.rulebook_markdown import parse_chapter
from booray_ledger.rules.rulebook_section import Kind

CHAPTER = """# A chapter

An introduction that belongs to no section.

## The first {#first}

<!-- at this table: tie, exempt -->
<!-- also: two ways, of asking -->

Its text,
on two lines.

### House convention

What the ledger does.

## The second {#second}

<!-- summary -->

Only text.
"""


def test_a_chapter_becomes_its_sections_in_order_with_their_comments() -> None:
    """rulebook topic: overview. Headings name topic and title; comments are read, not shown."""
    first, second = parse_chapter(CHAPTER, Kind.RULE)
    assert (first.topic, first.title) == ("first", "The first")
    assert first.text == "Its text,\non two lines."
    assert first.notes == ("tie", "exempt")
    assert first.also == ("two ways", "of asking")
    assert first.convention == "What the ledger does."
    assert first.kind is Kind.RULE
    assert (second.topic, second.text, second.kind) == ("second", "Only text.", Kind.SUMMARY)
    assert second.notes == ()


def test_the_introduction_before_the_first_section_is_not_a_section() -> None:
    """rulebook topic: overview."""
    sections = parse_chapter(CHAPTER, Kind.EXAMPLE)
    assert [s.topic for s in sections] == ["first", "second"]
    assert all("introduction" not in s.text for s in sections)

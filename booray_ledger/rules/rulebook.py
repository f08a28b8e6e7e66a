"""The project's own rulebook: one section per rule and variant, each able to say how the
table's house rules apply ("At this table a bourré pays at most 25 chips."), then worked
examples, the words of the game and every house-rule key.

The prose is package data, Markdown files in ``rules/book/`` read at run time (the format is in
:mod:`~booray_ledger.rules.rulebook_markdown`): the game's sections in the order a hand is played
(``game.md``), the ledger's own (``ledger.md``), then ``examples.md``, ``glossary.md`` and
``house-rules.md``. This module finds a section by topic or by words; questions in a player's
own words are answered by the API's full-text search over these sections.
"""

from __future__ import annotations

import unicodedata
from importlib import resources

from booray_ledger.errors import UsageError
from booray_ledger.rules.rulebook_markdown import parse_chapter
from booray_ledger.rules.rulebook_section import Kind, Section

CHAPTERS: tuple[tuple[str, Kind], ...] = (
    ("game.md", Kind.RULE),
    ("ledger.md", Kind.RULE),
    ("examples.md", Kind.EXAMPLE),
    ("glossary.md", Kind.WORD),
    ("house-rules.md", Kind.HOUSE_RULE),
)
"""The book's chapter files, in reading order, and what kind of section each holds."""


def book_file(name: str) -> str:
    """The text of one file of the book (package data in ``rules/book/``)."""
    return resources.files("booray_ledger.rules").joinpath("book", name).read_text(encoding="utf-8")


def _load() -> tuple[Section, ...]:
    sections = tuple(s for name, kind in CHAPTERS for s in parse_chapter(book_file(name), kind))
    topics = [s.topic for s in sections]
    doubled = sorted({t for t in topics if topics.count(t) > 1})
    if doubled:
        raise ValueError(f"rulebook topics written twice: {', '.join(doubled)}")
    return sections


SECTIONS: tuple[Section, ...] = _load()

GAME_SECTIONS: tuple[Section, ...] = tuple(parse_chapter(book_file("game.md"), Kind.RULE))
"""The game's own sections, first in the book, in the order a hand is played."""

BY_TOPIC = {s.topic: s for s in SECTIONS}


def plain(text: str) -> str:
    """Lower case without accents: how a typed topic or word is compared (bourré = bourre)."""
    folded = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(c for c in folded if not unicodedata.combining(c))


def find_topic(topic: str) -> Section | None:
    """The section a topic name (or a unique prefix of one) names, accents ignored; else None."""
    key = plain(topic)
    if key in BY_TOPIC:
        return BY_TOPIC[key]
    matches = [s for s in SECTIONS if s.topic.startswith(key)]
    return matches[0] if key and len(matches) == 1 else None


def section(topic: str) -> Section:
    """A section by topic name (or a unique prefix of one)."""
    found = find_topic(topic)
    if found is None:
        raise UsageError(f"no rulebook topic {topic!r}")
    return found


def search(words: str) -> list[Section]:
    """Sections whose title or text contains every word (case and accents ignored)."""
    terms = plain(words).split()
    return [s for s in SECTIONS if all(t in plain(s.title + " " + s.text) for t in terms)]

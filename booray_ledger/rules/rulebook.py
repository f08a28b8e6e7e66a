"""The project's own rulebook, in every language it is written in: one section per rule and
variant, each able to say how the table's house rules apply ("At this table a bourré pays at
most 25 chips."), then worked examples, the words of the game and every house-rule key.

The prose is package data, Markdown files read at run time (the format is in
:mod:`~booray_ledger.rules.rulebook_markdown`): the English book in ``rules/book/``, each other
language's in ``rules/book/<code>/`` (``ml``, ``mn``, ``sd``, ``ms``, ``ps``), written from that
language's seed text. Every book has the same chapters: the game's sections in the order a hand
is played (``game.md``), the ledger's own (``ledger.md``), then ``examples.md``, ``glossary.md``
and ``house-rules.md``, with the same topics (the section keys), kinds and house-rule notes in
the same order; only the words differ. Beside each book are the words its players use
(``synonyms.txt``) and the words a question in that language says that carry no meaning
(``stopwords.txt``), both read by the search. A language with no book of its own reads the
English one.

This module finds a section by topic or by words; questions in a player's own words are
answered by the API's full-text search over these sections.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable

from booray_ledger.errors import UsageError
from booray_ledger.rules.rulebook_markdown import parse_chapter
from booray_ledger.rules.rulebook_section import Kind, Section

ENGLISH = "en"
"""The language of the book in ``rules/book/`` itself (the others are in folders named by code)."""

CHAPTERS: tuple[tuple[str, Kind], ...] = (
    ("game.md", Kind.RULE),
    ("ledger.md", Kind.RULE),
    ("examples.md", Kind.EXAMPLE),
    ("glossary.md", Kind.WORD),
    ("house-rules.md", Kind.HOUSE_RULE),
)
"""The book's chapter files, in reading order, and what kind of section each holds."""


def _folder(lang: str) -> Traversable:
    root = resources.files("booray_ledger.rules").joinpath("book")
    return root if lang == ENGLISH else root.joinpath(lang)


@cache
def languages() -> tuple[str, ...]:
    """The codes of the languages the rulebook is written in, English first."""
    root = resources.files("booray_ledger.rules").joinpath("book")
    found = sorted(p.name for p in root.iterdir() if p.is_dir() and p.joinpath("game.md").is_file())
    return (ENGLISH, *found)


def book_language(lang: str) -> str:
    """The language whose book answers a reader of ``lang``: its own, else English."""
    return lang if lang in languages() else ENGLISH


def book_file(name: str, lang: str = ENGLISH) -> str:
    """The text of one file of the book of ``lang`` (package data; ``''`` for a file that
    language's book does not have, such as a stopword list not written yet)."""
    path = _folder(book_language(lang)).joinpath(name)
    return path.read_text(encoding="utf-8") if path.is_file() else ""


@dataclass(frozen=True)
class Book:
    """The rulebook in one language: its sections in reading order, and by topic."""

    lang: str
    sections: tuple[Section, ...]
    game_sections: tuple[Section, ...]
    """The game's own sections, first in the book, in the order a hand is played."""
    by_topic: dict[str, Section] = field(compare=False)

    def find_topic(self, topic: str) -> Section | None:
        """The section a topic name (or a unique prefix of one) names, accents ignored; else None."""
        key = plain(topic)
        if key in self.by_topic:
            return self.by_topic[key]
        matches = [s for s in self.sections if s.topic.startswith(key)]
        return matches[0] if key and len(matches) == 1 else None

    def section(self, topic: str) -> Section:
        """A section by topic name (or a unique prefix of one)."""
        found = self.find_topic(topic)
        if found is None:
            raise UsageError(f"no rulebook topic {topic!r}")
        return found

    def search(self, words: str) -> list[Section]:
        """Sections whose title or text contains every word (case and accents ignored)."""
        terms = plain(words).split()
        return [s for s in self.sections if all(t in plain(s.title + " " + s.text) for t in terms)]


def book(lang: str = ENGLISH) -> Book:
    """The rulebook a reader of ``lang`` reads (English for a language with no book), read once."""
    return _book(book_language(lang))


@cache
def _book(code: str) -> Book:
    """The book of ``code``. Its topics must be written once each, and a translated book must
    have the English book's sections: the same topics, kinds and house-rule notes, in order."""
    sections = tuple(s for name, kind in CHAPTERS for s in parse_chapter(book_file(name, code), kind))
    topics = [s.topic for s in sections]
    doubled = sorted({t for t in topics if topics.count(t) > 1})
    if doubled:
        raise ValueError(f"rulebook topics written twice: {', '.join(doubled)}")
    if code != ENGLISH and shape(sections) != shape(book(ENGLISH).sections):
        raise ValueError(f"the {code} rulebook's sections differ from the English book's")
    game = tuple(parse_chapter(book_file("game.md", code), Kind.RULE))
    return Book(code, sections, game, {s.topic: s for s in sections})


def shape(sections: tuple[Section, ...]) -> list[tuple[str, Kind, tuple[str, ...], bool]]:
    """What every language's book shares: each section's topic, kind, house-rule notes and whether
    it has a house convention, in order."""
    return [(s.topic, s.kind, s.notes, bool(s.convention)) for s in sections]


SECTIONS: tuple[Section, ...] = book().sections
"""The English book's sections (the topics are the same in every language)."""

GAME_SECTIONS: tuple[Section, ...] = book().game_sections
"""The game's own sections, first in the book, in the order a hand is played."""

BY_TOPIC = book().by_topic


def plain(text: str) -> str:
    """How a typed topic or word is compared, in any script: compatibility forms folded and
    composed (NFKC), case folded, and the accents of Latin letters dropped (bourré = bourre).
    Marks that are part of a letter in other scripts stay: Malayalam's vowel signs and virama,
    Cyrillic й and ё, Arabic's hamza."""
    folded = unicodedata.normalize("NFKC", text.strip()).casefold()
    if folded.isascii() or LATIN_ACCENTED.search(folded) is None:
        return folded
    return unicodedata.normalize("NFC", _latin_unaccented(unicodedata.normalize("NFD", folded)))


LATIN_ACCENTED = re.compile("[\u00c0-\u024f\u1e00-\u1eff\u0300-\u036f]")
"""A Latin letter that may carry an accent, or a combining mark: what a text must hold for
:func:`plain` to have accents to drop (a Malayalam or Arabic text has none; it is kept as is)."""


def _latin_unaccented(decomposed: str) -> str:
    """A decomposed text without the combining marks that follow a Latin letter."""
    out: list[str] = []
    base_latin = False
    for c in decomposed:
        if unicodedata.combining(c):
            if not base_latin:
                out.append(c)
            continue
        base_latin = c < "\u0250" or "\u1e00" <= c <= "\u1eff"  # the Latin blocks
        out.append(c)
    return "".join(out)


def find_topic(topic: str, lang: str = ENGLISH) -> Section | None:
    """The section a topic name (or a unique prefix of one) names in the book of ``lang``."""
    return book(lang).find_topic(topic)


def section(topic: str, lang: str = ENGLISH) -> Section:
    """A section of the book of ``lang`` by topic name (or a unique prefix of one)."""
    return book(lang).section(topic)


def search(words: str, lang: str = ENGLISH) -> list[Section]:
    """Sections of the book of ``lang`` whose title or text contains every word."""
    return book(lang).search(words)

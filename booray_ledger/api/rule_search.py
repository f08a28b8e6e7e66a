"""Questions in a player's own words, answered from the rulebook (``booray rules QUESTION``), in
the language of the book asked (each language's words are read as
:mod:`~booray_ledger.api.rule_search_words` says).

The rulebook's sections (rules, worked examples, words, house-rule keys) are put in a full-text
index on SQLite FTS5, in memory and built once per process and language: English with the Porter
stemmer and accents folded (``bourré`` = ``bourre``, ``passes`` = ``pass``), Mongolian, Sindhi,
Malay and Pashto by ``unicode61`` over each word's stem, Malayalam by trigrams (a word is found
inside the longer words its case endings make). A question is read word by word:

- words that carry no meaning of their own (``what``, ``if``, ``the``: the book's
  ``stopwords.txt``) and the examples' player names (``names.txt``) are dropped;
- a word players use for a rulebook word also searches that word (the synonym list,
  ``synonyms.txt`` beside each book: ``fold`` = pass, ``booray'd`` = bourré, ``renig`` = renege);
- a word found neither in the book nor in the synonym list is read as the closest word that
  is (a typo: ``renegg`` = renege), when one is close enough.

Sections are ranked by BM25 over every searched word, a heading counting more than the text.
The best one answers the question only if it holds most of what was asked: the searched words
it contains, each weighed by how rare it is in the book (its inverse document frequency), make
up at least :data:`ANSWER_SHARE` of the weight of all of them. Otherwise the question has no
answer in the book and the best sections found are the closest topics.
"""

from __future__ import annotations

import difflib
import math
import re
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from booray_ledger.api.rule_search_words import (
    SHORTEST_STEM,
    Speech,
    fold,
    malayalam_base,
    malayalam_letters,
    speech,
    words_of,
)
from booray_ledger.rules import rulebook
from booray_ledger.rules.rulebook_section import Kind, Section

ANSWER_SHARE = 0.5
"""The least share of a question's weight the best section must hold to answer it."""

TYPO_CUTOFF = 0.8
"""How alike (difflib's ratio) a mistyped word and a book word must be to be read as it."""

HEADING_WEIGHT = 2.5
"""How much more a word in a section's title or topic counts than one in its text (BM25)."""

ALSO_BOOST = 2.0
"""How much more a section counts when the question says one of its ``also`` phrases."""

SHARE_POWER = 2.0
"""How strongly a section that holds more of the question is preferred (BM25 times share**power)."""

KIND_WEIGHT = {Kind.RULE: 1.0, Kind.SUMMARY: 0.6, Kind.WORD: 0.5, Kind.EXAMPLE: 0.5, Kind.HOUSE_RULE: 0.5}
"""How a section's kind weighs in ranking: a rule answers before a worked example of it, and a
house-rule key (whose heading names the rule) only when it holds more of the question."""

COMMAND_NAME = re.compile(r"\bbooray (?=[a-z-])")
"""The program's name before a command in the text: not indexed, or every ``booray'd`` would
find the sections that show commands."""

KEY_NAME = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")
"""A house-rule key's name in the text, like ``limit_caps_win``."""


@dataclass(frozen=True)
class Term:
    """One word of a question as it was read: as typed, the word it was read as (a typo
    corrected, or the same word) and every word searched for it (with its synonyms)."""

    typed: str
    read_as: str
    searched: tuple[str, ...]


@dataclass(frozen=True)
class Finding:
    """What the book holds for a question: the ranked topics (best first), whether the best
    one answers it, and how the question was read."""

    topics: tuple[str, ...]
    answered: bool
    terms: tuple[Term, ...]


def load_synonyms(text: str, lang: str = rulebook.ENGLISH) -> dict[str, tuple[str, ...]]:
    """The synonym list (``word = other, other``) as: a word players use -> the book's words."""
    found: dict[str, list[str]] = {}
    for line in text.splitlines():
        if "=" not in line or line.lstrip().startswith("#"):
            continue
        word, _, others = line.partition("=")
        for other in (" ".join(words_of(o, lang)) for o in others.split(",")):
            found.setdefault(other, []).append(" ".join(words_of(word, lang)))
    return {k: tuple(v) for k, v in found.items()}


class RuleIndex:
    """The full-text index of the rulebook's sections in one language, and the reading of a
    question in it."""

    def __init__(
        self, sections: Iterable[Section], synonyms: dict[str, tuple[str, ...]], words: Speech | None = None
    ) -> None:
        self.sections = tuple(sections)
        self.synonyms = synonyms
        self.speech = words or speech(rulebook.ENGLISH)
        self.lang = self.speech.lang
        self.db = sqlite3.connect(":memory:", check_same_thread=False)
        self.db.execute(
            "CREATE VIRTUAL TABLE book USING fts5(topic UNINDEXED, heading, body,"
            f" tokenize = {_quoted(self.speech.tokenizer)})"
        )
        rows = [(s.topic, _heading(s), _body(s)) for s in self.sections]
        self.vocabulary = sorted({w for row in rows for w in words_of(f"{row[1]} {row[2]}", self.lang)})
        self.cut = frozenset(self.speech.affixes.cut_endings(w) for w in self.vocabulary)
        self._stems: dict[str, str] = {}
        self._phrases: dict[str, str] = {}
        self.stems = frozenset(self._stem(w) for w in self.vocabulary)
        self.text = " ".join(self._indexed(f"{row[1]} {row[2]}") for row in rows)
        indexed = [(topic, self._indexed(heading), self._indexed(body)) for topic, heading, body in rows]
        self.db.executemany("INSERT INTO book (topic, heading, body) VALUES (?, ?, ?)", indexed)
        self.known = (set(self.vocabulary) | set(synonyms)) - self.speech.stopwords - self.speech.names
        self.kinds = {s.topic: s.kind for s in self.sections}
        self.by_key = {self.key(k): v for k, v in synonyms.items() if " " not in k}
        self.titled = {s.topic: self._title_words(s.title) for s in self.sections}

    def _title_words(self, title: str) -> str:
        """A section's title as a phrase a question may say (its meaningful words: ``Everyone
        passes``; none for a one-word title, found by its topic or its word)."""
        words = [w for w in words_of(title, self.lang) if not self.speech.skips(w, frozenset())]
        return " ".join(words) if len(words) > 1 else ""

    def _stem(self, word: str) -> str:
        """A word's stem in a language indexed by stems (the word itself in English and Malayalam)."""
        if self.lang == rulebook.ENGLISH or self.speech.trigram:
            return word
        if word not in self._stems:  # a book says each word many times: stem it once
            self._stems[word] = self.speech.affixes.stem(word, self.cut)
        return self._stems[word]

    def _indexed(self, text: str) -> str:
        """What the index holds of a text: English as written (FTS5 stems it), Malayalam folded
        (its trigrams), the other languages as the stems of their words."""
        if self.lang == rulebook.ENGLISH:
            return text
        if self.speech.trigram:
            return malayalam_letters(fold(text, self.lang))
        return " ".join(self._stem(w) for w in words_of(text, self.lang))

    def key(self, word: str) -> str:
        """The form a word is compared in: its stem; in Malayalam the word without its ending as
        an ending is glued on (``പോട്ടിന്റെ`` -> ``പോട്ട``); in English the word itself."""
        if self.speech.trigram:
            cut = malayalam_base(self.speech.affixes.cut_endings(word))
            return cut if len(cut) >= SHORTEST_STEM else malayalam_base(word)
        return self._stem(word)

    def forms(self, word: str) -> tuple[str, ...]:
        """What is searched for one word (or a phrase of the book's words): in English the word,
        its plural and past; otherwise each word's :meth:`key`."""
        if self.lang == rulebook.ENGLISH:
            return (word, *inflections(word))
        return (" ".join(self.key(w) for w in word.split()),)

    def said(self, question: str) -> str:
        """A question's words as its phrases are looked for: each word as :meth:`key` makes it."""
        return " ".join(self.key(w) for w in words_of(question, self.lang))

    def says(self, said: str, phrase: str) -> bool:
        """Whether a question (:meth:`said`) says a phrase (its words in order, up to two other
        words between each); in Malayalam a phrase's word may take an ending."""
        if phrase not in self._phrases:  # each phrase read once, asked of every question
            self._phrases[phrase] = " ".join(self.key(w) for w in words_of(phrase, self.lang))
        keys = self._phrases[phrase]
        return bool(keys) and _says(said, keys, glued=self.speech.trigram)

    def read(self, question: str, names: Iterable[str] = ()) -> tuple[Term, ...]:
        """The question's meaningful words, each with its typo corrected and its synonyms;
        ``names`` (the table's players) are dropped like the book's own example names."""
        table = frozenset(w for n in names for w in words_of(n, self.lang))
        terms = []
        said = self.said(question)
        for phrase in (p for p in self.synonyms if " " in p and self.says(said, p)):
            meant = self.synonyms[phrase]
            terms.append(Term(phrase, meant[0], self._searched(meant)))
        for typed in dict.fromkeys(words_of(question, self.lang)):
            if self.speech.skips(typed, table) or (len(typed) < 2 and not typed.isdigit()):
                continue
            word = typed if self._knows(typed) else self._closest(typed)
            others = tuple(s for s in self.synonyms.get(word, self.by_key.get(self.key(word), ())) if s != word)
            meant = others if word.isdigit() and others else (word, *others)  # 4 cards = four cards
            terms.append(Term(typed, word, self._searched(meant)))
        return tuple({t.searched: t for t in terms}.values())  # a word said twice counts once

    def _searched(self, meant: Iterable[str]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(f for w in meant for f in self.forms(w)))

    def _knows(self, word: str) -> bool:
        """Whether a word is the book's or a synonym's: as typed, or (but in English) as its stem
        or, in Malayalam, found inside the book's words."""
        if word in self.known or self.lang == rulebook.ENGLISH:
            return word in self.known
        if self.speech.trigram:
            return self.key(word) in self.text
        return self._stem(word) in self.stems

    def _closest(self, typed: str) -> str:
        """The known word a mistyped word was meant as, or the word itself when none is close."""
        if len(typed) < 4:
            return typed
        close = difflib.get_close_matches(typed, self.known, n=1, cutoff=TYPO_CUTOFF)
        return close[0] if close else typed

    def ask(self, question: str, limit: int = 3, names: Iterable[str] = ()) -> Finding:
        """The sections that best answer ``question`` (up to ``limit``), best first: BM25 over
        every searched word, times the square of the share of the question each section holds
        (so a section holding all that was asked beats one repeating a single rare word), times
        the weight of its kind (a rule before an example of it, a key last), doubled for a
        section the question asks for in one of its ``also`` phrases or by its title's words."""
        terms = self.read(question, names)
        said = self.said(question)
        asked_as = {s.topic for s in self.sections if any(self.says(said, a) for a in (*s.also, self.titled[s.topic]))}
        if not terms:
            return Finding(self._alike(question, limit), False, terms)
        holders = [self._holders(t.searched) for t in terms]
        weights = [math.log((len(self.sections) + 1) / (len(h) + 0.5)) for h in holders]
        query = " OR ".join(self._group(t.searched) for t in terms)
        scored = []
        for topic, bm25 in self.db.execute(
            "SELECT topic, bm25(book, 0, ?, 1.0) FROM book WHERE book MATCH ?", (HEADING_WEIGHT, query)
        ):
            share = sum(w for w, h in zip(weights, holders, strict=True) if topic in h) / sum(weights)
            boost = ALSO_BOOST if topic in asked_as else 1.0
            scored.append((-bm25 * share**SHARE_POWER * KIND_WEIGHT[self.kinds[topic]] * boost, share, topic))
        scored.sort(reverse=True)
        topics = tuple(topic for _, _, topic in scored[:limit])
        if scored and scored[0][1] >= ANSWER_SHARE:
            return Finding(topics, True, terms)
        more = tuple(t for t in self._alike(question, limit) if t not in topics)
        return Finding((*topics, *more)[:limit], False, terms)

    def _alike(self, question: str, limit: int) -> tuple[str, ...]:
        """The sections whose titles look most like a question that matched no word of the book
        (the closest topics to offer when there is no answer)."""
        said = " ".join(words_of(question, self.lang))
        alike = sorted(
            self.sections, key=lambda s: -difflib.SequenceMatcher(None, said, fold(s.title, self.lang)).ratio()
        )
        return tuple(s.topic for s in alike[:limit])

    def _holders(self, words: tuple[str, ...]) -> set[str]:
        """The topics of the sections holding any of ``words``."""
        return {row[0] for row in self.db.execute("SELECT topic FROM book WHERE book MATCH ?", (self._group(words),))}

    def _group(self, words: tuple[str, ...]) -> str:
        """An FTS5 query matching any of ``words`` (each quoted, so no word is read as syntax; in
        Malayalam a phrase's words each found, anywhere in the section)."""
        if not self.speech.trigram:
            return _group(words)
        return "(" + " OR ".join("(" + " AND ".join(_quote(w) for w in f.split()) + ")" for f in words) + ")"


def _heading(section: Section) -> str:
    """The heading a section is found by: a house-rule key's title without the key's name
    (``tie_exempts`` would otherwise put every key on top of the rule it varies); a rule's
    title with its topic's words (``declare``, ``lost deal``); then the other ways players ask
    for it (the section's ``also``)."""
    also = " ".join(section.also)
    if section.kind is Kind.HOUSE_RULE:
        return f"{section.title.partition(':')[2] or section.title} {also}"
    if section.kind is Kind.RULE:
        return f"{section.title} {section.topic.replace('-', ' ')} {also}"
    return f"{section.title} {also}"


def _says(said: str, phrase: str, glued: bool = False) -> bool:
    """Whether a question says a phrase: its words in order, up to two other words between
    each (``doesnt Cat have to ante`` says ``doesnt have to ante``); ``glued``: each word of the
    phrase may be the start of the question's word."""
    gap = r"(?:\s+\S+){0,2}\s+"
    tail = r"\S*" if glued else ""
    words = (re.escape(w) + tail for w in phrase.split())
    return re.search(r"(?<!\S)" + gap.join(words) + r"(?!\S)", said) is not None


def _body(section: Section) -> str:
    """The text a section is found by: its rule text and house convention, without the
    program's name before its commands, nor house-rule key names (``renege_exempts`` is not a
    word a player asks with)."""
    text = f"{section.render()}\n\n{section.render_convention()}".strip()
    return KEY_NAME.sub(" ", COMMAND_NAME.sub("", text))


def inflections(word: str) -> tuple[str, ...]:
    """The plural and past of an English word, searched with it: the stemmer reads ``ties`` as
    ``ti`` but ``tie`` as ``tie``, so a question saying tie must also search ties."""
    if not word.isalpha() or len(word) < 3 or word.endswith("s"):
        return ()
    return (word + "s",) if word.endswith("e") else (word + "s", word + "ed")


def _quote(word: str) -> str:
    return '"' + word.replace('"', "") + '"'


def _quoted(option: str) -> str:
    """An FTS5 option written as an SQL string literal."""
    return "'" + option.replace("'", "''") + "'"


def _group(words: tuple[str, ...]) -> str:
    """An FTS5 query matching any of ``words`` (each quoted, so no word is read as syntax)."""
    return "(" + " OR ".join(_quote(w) for w in words) + ")"


def rule_index(lang: str = rulebook.ENGLISH) -> RuleIndex:
    """The index of the book a reader of ``lang`` reads (English's for a language without a
    book), built on first use and kept for the life of the process."""
    return _rule_index(rulebook.book_language(lang))


@cache
def _rule_index(lang: str) -> RuleIndex:
    book = rulebook.book(lang)
    synonyms = load_synonyms(rulebook.book_file("synonyms.txt", lang), lang)
    return RuleIndex(book.sections, synonyms, speech(lang))

"""Questions in a player's own words, answered from the rulebook (``booray rules QUESTION``).

The rulebook's sections (rules, worked examples, words, house-rule keys) are put in a full-text
index on SQLite FTS5, in memory and built once per process, with the Porter stemmer and accents
folded (``bourré`` = ``bourre``, ``passes`` = ``pass``). A question is read word by word:

- words that carry no meaning of their own (``what``, ``if``, ``the``) are dropped;
- a word players use for a rulebook word also searches that word (the synonym list,
  ``rules/book/synonyms.txt``: ``fold`` = pass, ``booray'd`` = bourré, ``renig`` = renege);
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

from booray_ledger.rules import rulebook
from booray_ledger.rules.rulebook_section import Kind, Section

ANSWER_SHARE = 0.5
"""The least share of a question's weight the best section must hold to answer it."""

TYPO_CUTOFF = 0.8
"""How alike (difflib's ratio) a mistyped word and a book word must be to be read as it."""

HEADING_WEIGHT = 2.5

ALSO_BOOST = 2.0
"""How much more a section counts when the question says one of its ``also`` phrases."""

SHARE_POWER = 2.0
"""How strongly a section that holds more of the question is preferred (BM25 times share**power)."""
"""How much more a word in a section's title or topic counts than one in its text (BM25)."""

STOPWORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "again",
        "against",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "between",
        "both",
        "but",
        "by",
        "can",
        "cant",
        "could",
        "couldnt",
        "did",
        "didnt",
        "do",
        "does",
        "doesnt",
        "doing",
        "done",
        "dont",
        "down",
        "during",
        "each",
        "either",
        "else",
        "even",
        "ever",
        "every",
        "few",
        "for",
        "from",
        "further",
        "get",
        "gets",
        "getting",
        "go",
        "goes",
        "going",
        "gone",
        "gonna",
        "got",
        "gotta",
        "had",
        "hadnt",
        "has",
        "hasnt",
        "have",
        "havent",
        "having",
        "he",
        "hed",
        "hes",
        "her",
        "here",
        "hers",
        "herself",
        "him",
        "himself",
        "his",
        "how",
        "hows",
        "i",
        "id",
        "if",
        "ill",
        "im",
        "in",
        "into",
        "is",
        "isnt",
        "it",
        "its",
        "itself",
        "ive",
        "just",
        "let",
        "lets",
        "make",
        "makes",
        "made",
        "me",
        "might",
        "more",
        "most",
        "must",
        "mustnt",
        "my",
        "myself",
        "need",
        "needs",
        "new",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "ok",
        "okay",
        "on",
        "once",
        "only",
        "or",
        "other",
        "ought",
        "our",
        "ours",
        "ourselves",
        "over",
        "own",
        "please",
        "really",
        "right",
        "same",
        "say",
        "says",
        "shall",
        "she",
        "should",
        "shouldnt",
        "so",
        "some",
        "still",
        "such",
        "sure",
        "than",
        "that",
        "thats",
        "the",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "theres",
        "these",
        "they",
        "theyre",
        "this",
        "those",
        "though",
        "through",
        "thus",
        "to",
        "too",
        "under",
        "until",
        "up",
        "us",
        "very",
        "want",
        "wants",
        "was",
        "wasnt",
        "way",
        "we",
        "well",
        "were",
        "werent",
        "what",
        "whats",
        "when",
        "where",
        "whether",
        "which",
        "while",
        "who",
        "whos",
        "whom",
        "whose",
        "why",
        "will",
        "with",
        "without",
        "wont",
        "would",
        "wouldnt",
        "yeah",
        "yes",
        "yet",
        "you",
        "youre",
        "your",
        "yours",
        "yourself",
        "also",
        "like",
        "much",
        "many",
        "thing",
        "things",
        "stuff",
        "happen",
        "happens",
        "happened",
        "mean",
        "means",
        "meaning",
        "rule",
        "rules",
        "game",
        "games",
        "hand",
        "hands",
        "someone",
        "somebody",
        "anyone",
        "anybody",
        "one",
        "player",
        "players",
        "person",
        "guy",
        "guys",
        "tell",
        "know",
        "hey",
        "buddy",
        "friend",
        "friends",
        "wife",
        "husband",
        "brother",
        "sister",
        "uncle",
        "aunt",
        "mom",
        "dad",
        "cousin",
        "partner",
        "man",
        "lady",
        "girl",
        "boy",
        "kid",
        "kids",
        "folks",
        "people",
        "tonight",
        "after",
        "again",
        "instead",
        "anyway",
        "actually",
        "exactly",
        "supposed",
        "allowed",
        "ask",
        "question",
    ]
)
"""Words that carry no meaning of their own in a question about the rules."""

PLACEHOLDER_NAMES = frozenset(["ann", "bob", "cat", "dan", "eve", "fay", "gus"])
"""The names the book's examples use: a question naming a player means the player, not an
example (the table's own players are dropped from a question the same way)."""

KIND_WEIGHT = {Kind.RULE: 1.0, Kind.SUMMARY: 0.6, Kind.WORD: 0.5, Kind.EXAMPLE: 0.5, Kind.HOUSE_RULE: 0.5}
"""How a section's kind weighs in ranking: a rule answers before a worked example of it, and a
house-rule key (whose heading names the rule) only when it holds more of the question."""

COMMAND_NAME = re.compile(r"\bbooray (?=[a-z-])")
"""The program's name before a command in the text: not indexed, or every ``booray'd`` would
find the sections that show commands."""

KEY_NAME = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")
"""A house-rule key's name in the text, like ``limit_caps_win``."""

WORD = re.compile(r"[a-z0-9_][a-z0-9_']*")


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


def load_synonyms(text: str) -> dict[str, tuple[str, ...]]:
    """The synonym list (``word = other, other``) as: a word players use -> the book's words."""
    found: dict[str, list[str]] = {}
    for line in text.splitlines():
        if "=" not in line or line.lstrip().startswith("#"):
            continue
        word, _, others = line.partition("=")
        for other in (" ".join(words_of(o)) for o in others.split(",")):
            found.setdefault(other, []).append(rulebook.plain(word))
    return {k: tuple(v) for k, v in found.items()}


def words_of(text: str) -> list[str]:
    """The words of a text, lower case, accents and apostrophes dropped (``booray'd`` -> ``boorayd``)."""
    return [w.replace("'", "") for w in WORD.findall(rulebook.plain(text))]


class RuleIndex:
    """The full-text index of the rulebook's sections, and the reading of a question."""

    def __init__(self, sections: Iterable[Section], synonyms: dict[str, tuple[str, ...]]) -> None:
        self.sections = tuple(sections)
        self.synonyms = synonyms
        self.db = sqlite3.connect(":memory:", check_same_thread=False)
        self.db.execute(
            "CREATE VIRTUAL TABLE book USING fts5(topic UNINDEXED, heading, body,"
            " tokenize = 'porter unicode61 remove_diacritics 2')"
        )
        rows = [(s.topic, _heading(s), _body(s)) for s in self.sections]
        self.db.executemany("INSERT INTO book (topic, heading, body) VALUES (?, ?, ?)", rows)
        self.vocabulary = sorted({w for row in rows for w in words_of(f"{row[1]} {row[2]}")})
        self.known = (set(self.vocabulary) | set(synonyms)) - STOPWORDS - PLACEHOLDER_NAMES
        self.kinds = {s.topic: s.kind for s in self.sections}

    def read(self, question: str, names: Iterable[str] = ()) -> tuple[Term, ...]:
        """The question's meaningful words, each with its typo corrected and its synonyms;
        ``names`` (the table's players) are dropped like the book's own example names."""
        skip = STOPWORDS | PLACEHOLDER_NAMES | {rulebook.plain(n) for n in names}
        terms = []
        said = " ".join(words_of(question))
        for phrase in (p for p in self.synonyms if " " in p and _says(said, p)):
            meant = self.synonyms[phrase]
            terms.append(Term(phrase, meant[0], tuple(dict.fromkeys(f for w in meant for f in (w, *inflections(w))))))
        for typed in dict.fromkeys(words_of(question)):
            if typed in skip or (len(typed) < 2 and not typed.isdigit()):
                continue
            word = typed if typed in self.known else self._closest(typed)
            others = tuple(s for s in self.synonyms.get(word, ()) if s != word)
            meant = others if word.isdigit() and others else (word, *others)  # 4 cards = four cards
            searched = tuple(dict.fromkeys(f for w in meant for f in (w, *inflections(w))))
            terms.append(Term(typed, word, searched))
        return tuple({t.searched: t for t in terms}.values())  # a word said twice counts once

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
        section the question asks for in one of its ``also`` phrases."""
        terms = self.read(question, names)
        said = " ".join(words_of(question))
        asked_as = {s.topic for s in self.sections if any(_says(said, " ".join(words_of(a))) for a in s.also)}
        if not terms:
            return Finding(self._alike(question, limit), False, terms)
        holders = [self._holders(t.searched) for t in terms]
        weights = [math.log((len(self.sections) + 1) / (len(h) + 0.5)) for h in holders]
        query = " OR ".join(_group(t.searched) for t in terms)
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
        said = " ".join(words_of(question))
        alike = sorted(
            self.sections, key=lambda s: -difflib.SequenceMatcher(None, said, rulebook.plain(s.title)).ratio()
        )
        return tuple(s.topic for s in alike[:limit])

    def _holders(self, words: tuple[str, ...]) -> set[str]:
        """The topics of the sections holding any of ``words``."""
        return {row[0] for row in self.db.execute("SELECT topic FROM book WHERE book MATCH ?", (_group(words),))}


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


def _says(said: str, phrase: str) -> bool:
    """Whether a question says a phrase: its words in order, up to two other words between
    each (``doesnt Cat have to ante`` says ``doesnt have to ante``)."""
    gap = r"(?:\s+\S+){0,2}\s+"
    return re.search(r"\b" + gap.join(map(re.escape, phrase.split())) + r"\b", said) is not None


def _body(section: Section) -> str:
    """The text a section is found by: without the program's name before its commands, nor
    house-rule key names (``renege_exempts`` is not a word a player asks with)."""
    return KEY_NAME.sub(" ", COMMAND_NAME.sub("", section.render()))


def inflections(word: str) -> tuple[str, ...]:
    """The plural and past of a word, searched with it: the stemmer reads ``ties`` as ``ti`` but
    ``tie`` as ``tie``, so a question saying tie must also search ties."""
    if not word.isalpha() or len(word) < 3 or word.endswith("s"):
        return ()
    return (word + "s",) if word.endswith("e") else (word + "s", word + "ed")


def _group(words: tuple[str, ...]) -> str:
    """An FTS5 query matching any of ``words`` (each quoted, so no word is read as syntax)."""
    return "(" + " OR ".join('"' + w.replace('"', "") + '"' for w in words) + ")"


@cache
def rule_index() -> RuleIndex:
    """The rulebook's index, built on first use and kept for the life of the process."""
    return RuleIndex(rulebook.SECTIONS, load_synonyms(rulebook.book_file("synonyms.txt")))

"""How the rulebook search reads the words of each language: what a word is, how it is folded,
which words carry no meaning, and the form in which a word is indexed and searched.

- Every language's text is folded the same way first (:func:`fold`): compatibility forms
  composed, case folded, the accents of Latin letters dropped (``bourré`` = ``bourre``), marks
  that belong to letters of other scripts kept (Malayalam's vowel signs and virama, Cyrillic
  ``й``), Arabic's optional vowel marks and the tatweel dropped, Malayalam's old chillu spellings
  (a consonant, virama and zero-width joiner) read as the atomic chillu letters, and the letter
  variants an Arabic keyboard types read as the language's own (``ك`` as Pashto ``ک``, Sindhi
  ``ڪ``).
- A word is a run of letters, digits and combining marks (:data:`WORD`), so no script's word
  is cut at a vowel sign.
- English is indexed by SQLite FTS5's Porter stemmer; the other space-separated languages
  (Mongolian, Sindhi, Malay, Pashto) by ``unicode61 remove_diacritics 2`` over each word's stem,
  the word without the endings (and for Malay the prefixes) its book lists (``endings.txt``);
  Malayalam, whose case endings glue onto the word, by FTS5's trigram tokenizer: a question's
  word is found inside the book's longer words, searched as written and without its ending.
- Each book has its own lists, read beside it: ``stopwords.txt`` (words with no meaning of their
  own in a question: ``what``, ``എന്ത്``, ``юу``) and ``names.txt`` (the worked examples' player
  names). A language whose book has none uses none.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from functools import cache

from booray_ledger.rules import rulebook

MARKS = "\u0483-\u0489\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0900-\u0dff\u200c\u200d"
"""The combining marks Python's ``\\w`` leaves out that are part of a word in the books' scripts
(Cyrillic, Arabic, and the Indic blocks Malayalam is one of) and the zero-width (non-)joiners."""

WORD = re.compile(rf"[\w{MARKS}][\w'{MARKS}]*")
"""A word: letters, digits, combining marks, and apostrophes inside (``booray'd``)."""

ARABIC_VOWEL_MARKS = re.compile("[\u064b-\u065f\u0670\u0640]")
"""Arabic script's optional vowel marks (harakat), the superscript alef and the tatweel."""

OLD_CHILLU = {"ണ്\u200d": "ൺ", "ന്\u200d": "ൻ", "ര്\u200d": "ർ", "ല്\u200d": "ൽ", "ള്\u200d": "ൾ", "ക്\u200d": "ൿ"}
"""Malayalam's chillu letters as older keyboards spell them (consonant, virama, ZWJ)."""

KEYBOARD_LETTERS = {"ps": str.maketrans("كى", "کی"), "sd": str.maketrans("كىیئ", "ڪييي")}
"""The Arabic keyboard's letters read as the language's own (Pashto ک ی, Sindhi ڪ ي); Sindhi's
hamza on yeh read as yeh, as the forms of one verb are spelt both ways (ڏئي, ڏيڻ)."""

CHILLU_BASE = str.maketrans("ൺൻർൽൾൿ", "ണനരലളക")
"""A Malayalam word's final chillu as the consonant a case ending is written after."""

VIRAMA, ANUSVARA = "\u0d4d", "\u0d02"

TRIGRAM = frozenset({"ml"})
"""The languages searched by substrings (FTS5 trigram): their words take endings no word
tokenizer separates."""

SHORTEST_STEM = 3
"""The fewest letters a word keeps when its endings are cut (and the fewest a trigram finds)."""

SHORTEST_ABJAD, ABJADS = 2, frozenset({"sd", "ps"})
"""The same in the languages written in Arabic script, whose short vowels are not written."""


def fold(text: str, lang: str = rulebook.ENGLISH) -> str:
    """The text as the search compares it, in the language ``lang`` (see the module's text)."""
    folded = rulebook.plain(text)
    if folded.isascii():
        return folded
    folded = ARABIC_VOWEL_MARKS.sub("", folded)
    for old, chillu in OLD_CHILLU.items():
        folded = folded.replace(old, chillu)
    folded = folded.replace("\u200d", "").replace("\u200c", "").replace("\u2019", "'")
    return folded.translate(KEYBOARD_LETTERS[lang]) if lang in KEYBOARD_LETTERS else folded


def words_of(text: str, lang: str = rulebook.ENGLISH) -> list[str]:
    """The words of a text, folded, apostrophes dropped (``booray'd`` -> ``boorayd``)."""
    return [w.replace("'", "") for w in WORD.findall(fold(text, lang))]


def word_list(text: str, lang: str) -> frozenset[str]:
    """The words of a list file (``stopwords.txt``, ``names.txt``): every word on lines not
    starting with ``#``, folded."""
    lines = (line for line in text.splitlines() if not line.lstrip().startswith("#"))
    return frozenset(w for line in lines for w in words_of(line, lang))


@dataclass(frozen=True)
class Affixes:
    """The endings (``-ending``) and, for Malay, the beginnings (``beginning-``) a language's
    word is read without, longest first (a book's ``endings.txt``)."""

    endings: tuple[str, ...] = ()
    beginnings: tuple[str, ...] = ()
    shortest: int = SHORTEST_STEM
    """The fewest letters a stem keeps (two in Arabic script, whose short vowels are not
    written: Pashto ``ګټ`` of ``ګټل``, to win)."""

    @classmethod
    def read(cls, text: str, lang: str) -> Affixes:
        """The affixes of an ``endings.txt``: ``-ending`` and ``beginning-`` words, any number to
        a line, ``#`` lines are comments."""
        lines = (line for line in text.splitlines() if not line.lstrip().startswith("#"))
        items = [fold(item, lang) for line in lines for item in line.split()]
        endings = sorted(dict.fromkeys(i[1:] for i in items if i.startswith("-") and len(i) > 1), key=len, reverse=True)
        beginnings = sorted(
            dict.fromkeys(i[:-1] for i in items if i.endswith("-") and len(i) > 1), key=len, reverse=True
        )
        return cls(tuple(endings), tuple(beginnings), SHORTEST_ABJAD if lang in ABJADS else SHORTEST_STEM)

    def ending_in(self, last: str) -> tuple[str, ...]:
        """The endings that end with the letter ``last``, longest first."""
        return self._by_last.get(last, ())

    @functools.cached_property
    def _by_last(self) -> dict[str, tuple[str, ...]]:
        found: dict[str, list[str]] = {}
        for ending in self.endings:
            found.setdefault(ending[-1], []).append(ending)
        return {last: tuple(endings) for last, endings in found.items()}

    def cut_endings(self, word: str, times: int = 2) -> str:
        """``word`` without up to ``times`` endings, the longest that fits first, never shorter
        than :attr:`shortest` letters."""
        for _ in range(times):
            ending = next(
                (e for e in self.ending_in(word[-1:]) if word.endswith(e) and len(word) - len(e) >= self.shortest), None
            )
            if ending is None:
                break
            word = word[: -len(ending)]
        return word

    def stem(self, word: str, known: frozenset[str]) -> str:
        """``word``'s stem: its endings cut, then a beginning, when what is left is a stem the book
        has (``known``: so Malay ``memenangi`` is ``menang``, and ``menang`` stays itself)."""
        cut = self.cut_endings(word)
        for beginning in self.beginnings:
            rest = cut[len(beginning) :]
            if cut.startswith(beginning) and len(rest) >= self.shortest and rest in known:
                return rest
        return cut


def malayalam_letters(text: str) -> str:
    """Malayalam text with its chillu letters written as their consonants, as the index holds it
    (``മുൻകൂർ`` as ``മുനകൂര``): a word's final chillu turns into its consonant when an ending is
    glued on (``അവർ``, ``അവരുടെ``), so book and question are compared alike."""
    return text.translate(CHILLU_BASE)


def malayalam_base(word: str) -> str:
    """A Malayalam word as its endings are glued on: its chillus as their consonants, a final
    virama or anusvara dropped (``പോട്ട്`` -> ``പോട്ട``, found in ``പോട്ടിന്റെ``)."""
    word = malayalam_letters(word)
    while word.endswith((VIRAMA, ANUSVARA)):
        word = word[:-1]
    return word


@dataclass(frozen=True)
class Speech:
    """How the search reads one language: its tokenizer, stopwords, example names and affixes."""

    lang: str
    stopwords: frozenset[str]
    names: frozenset[str]
    affixes: Affixes

    @property
    def trigram(self) -> bool:
        """Whether the language is searched by substrings (FTS5 trigram)."""
        return self.lang in TRIGRAM

    @property
    def tokenizer(self) -> str:
        """The FTS5 tokenizer the language's index uses."""
        if self.lang == rulebook.ENGLISH:
            return "porter unicode61 remove_diacritics 2"
        if self.trigram:
            return "trigram"
        return "unicode61 remove_diacritics 2 categories 'L* N* Co M*'"

    def skips(self, word: str, names: frozenset[str]) -> bool:
        """Whether a question's word carries no meaning of its own: a stopword, an example's or
        the table's name (in Malayalam, a name with a case ending too: ``ബിജുവിന്``)."""
        named = self.names | names
        if word in self.stopwords or word in named:
            return True
        return self.trigram and any(word.startswith(n) for n in named if len(n) >= SHORTEST_STEM)


@cache
def speech(lang: str) -> Speech:
    """How the book of ``lang`` is read (English's for a language without a book)."""
    code = rulebook.book_language(lang)
    return Speech(
        code,
        word_list(rulebook.book_file("stopwords.txt", code), code),
        word_list(rulebook.book_file("names.txt", code), code),
        Affixes.read(rulebook.book_file("endings.txt", code), code),
    )

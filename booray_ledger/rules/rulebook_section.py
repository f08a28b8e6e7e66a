"""One section of the rulebook: its text, a house convention labelled as one, and how this
table's house rules apply to it.

The sections are package data (``rules/book/*.md``, read by :mod:`~booray_ledger.rules.rulebook`);
a section names the house-rule notes that apply to it (:data:`NOTES`); the wording package
words them for the night's house rules (:mod:`booray_ledger.text.at_this_table`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

NOTES = ("ante", "exempt", "bourre", "limit", "tie", "stakes", "renege", "play", "cinch", "ace", "cards")
"""The house-rule notes a section may name: how the table's house rules apply to a topic."""


class Kind(StrEnum):
    """What a section is: the book has rules, worked examples, words and house-rule keys."""

    RULE = "rule"
    EXAMPLE = "example"
    WORD = "word"
    HOUSE_RULE = "house_rule"
    SUMMARY = "summary"  # a section that sums up many others (the game, the ledger's steps)


@dataclass(frozen=True)
class Section:
    """One topic of the rulebook."""

    topic: str
    title: str
    text: str
    notes: tuple[str, ...] = ()  # the house-rule notes (NOTES) that apply
    convention: str = ""  # what this ledger does where the rule text is silent: marked as such
    kind: Kind = Kind.RULE
    also: tuple[str, ...] = ()  # other ways players ask for this section, found by the search

    def __post_init__(self) -> None:
        unknown = [n for n in self.notes if n not in NOTES]
        if unknown:
            raise ValueError(f"rulebook topic {self.topic}: no table note {', '.join(unknown)}")

    def render(self) -> str:
        """The rule text, paragraphs reflowed (how the table's house rules apply is the wording
        package's: :data:`notes` names them; so is the label of the house convention)."""
        return _reflow(self.text)

    def render_convention(self) -> str:
        """What this ledger does where the rule text is silent, reflowed ('' when nothing): the
        wording package shows it after the rule text, labelled as a house convention."""
        return _reflow(self.convention) if self.convention else ""


QUOTES = "\"'\u00ab\u00bb\u2018\u2019\u201a\u201c\u201d\u201e\u2039\u203a\u300c\u300e"
"""The quotation marks a paragraph of quoted speech may open with, in any of the books' languages
(English ", Malay ", Mongolian “, Sindhi ”, Pashto «)."""


def _reflow(text: str) -> str:
    """Join the lines of each paragraph (so a terminal wraps them), keeping paragraphs with
    indented lines (commands, examples) or lines of quoted speech exactly as written."""
    paragraphs = text.strip().split("\n\n")
    out = []
    for paragraph in paragraphs:
        lines = paragraph.splitlines()
        keep = any(line[:1].isspace() or line.startswith(tuple(QUOTES)) for line in lines)
        out.append(paragraph if keep else " ".join(line.strip() for line in lines))
    return "\n\n".join(out)

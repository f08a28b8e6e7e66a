"""One section of the rulebook: its text, a house convention labelled as one, and how this
table's house rules apply to it.

The sections are package data (``rules/book/*.md``, read by :mod:`~booray_ledger.rules.rulebook`);
a section names the house-rule notes that apply to it (functions of
:mod:`~booray_ledger.rules.at_this_table`) rather than holding them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from booray_ledger.rules import at_this_table
from booray_ledger.rules.house import HouseRules


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
    notes: tuple[str, ...] = ()  # names of the at_this_table notes that apply
    convention: str = ""  # what this ledger does where the rule text is silent: marked as such
    kind: Kind = Kind.RULE
    also: tuple[str, ...] = ()  # other ways players ask for this section, found by the search

    def __post_init__(self) -> None:
        unknown = [n for n in self.notes if not callable(getattr(at_this_table, n, None))]
        if unknown:
            raise ValueError(f"rulebook topic {self.topic}: no table note {', '.join(unknown)}")

    def table_notes(self, rules: HouseRules) -> list[str]:
        """How the table's house rules apply to this section, one note each."""
        return [getattr(at_this_table, name)(rules) for name in self.notes]

    def render(self, rules: HouseRules | None = None) -> str:
        """The rule text, then any house convention, clearly labelled as one, then how the
        table's house rules apply."""
        body = _reflow(self.text)
        if self.convention:
            body += "\n\n" + CONVENTION + " " + _reflow(self.convention)
        if rules is not None and self.notes:
            body += "\n\n" + " ".join(self.table_notes(rules))
        return body


CONVENTION = "House convention (this ledger's choice, not the rule text):"
"""The label of every line that is a house convention rather than the game's rule."""


def _reflow(text: str) -> str:
    """Join the lines of each paragraph (so a terminal wraps them), keeping paragraphs with
    indented lines (commands, examples) exactly as written."""
    paragraphs = text.strip().split("\n\n")
    out = []
    for paragraph in paragraphs:
        lines = paragraph.splitlines()
        keep = any(line.startswith((" ", '"')) for line in lines)
        out.append(paragraph if keep else " ".join(line.strip() for line in lines))
    return "\n\n".join(out)

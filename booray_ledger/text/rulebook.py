"""The rulebook's own labels, in the language speaking: a section's text with its house convention
marked as one ("House convention (this ledger's choice, not the rule text): ...").

The book's prose comes in the language of the book read (``booray_ledger/rules/book/<code>/``);
what the program adds around it is a message of the catalog, so a Malayalam section reads with a
Malayalam label.
"""

from __future__ import annotations

from booray_ledger.results import RuleSection
from booray_ledger.text.i18n import N_, Words, say

# Translators: {convention} is a paragraph of the rulebook (already in your language): what this
# program does where the game's rule says nothing. Your rulebook's heading for it is in
# booray_ledger/rules/book/<code>/game.md ("### ... {#convention}").
CONVENTION = N_("House convention (this ledger's choice, not the rule text): {convention}")
"""The label of every part of a section that is a house convention rather than the game's rule."""


def book_text(section: RuleSection) -> str:
    """A section's rule text, then its house convention (when it has one), labelled as one."""
    if not section["convention"]:
        return section["text"]
    return section["text"] + "\n\n" + say(CONVENTION, convention=Words(section["convention"]))

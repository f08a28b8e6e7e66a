"""One section of the rulebook: its text, a house convention labelled as one, and how this
table's house rules apply to it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from booray_ledger.rules.house import HouseRules


@dataclass(frozen=True)
class Section:
    """One topic of the rulebook."""

    topic: str
    title: str
    text: str
    at_this_table: Callable[[HouseRules], str] | None = None
    convention: str = ""  # what this ledger does where the rule text is silent: marked as such

    def render(self, rules: HouseRules | None = None) -> str:
        """The rule text, then any house convention, clearly labelled as one, then how the
        table's house rules apply."""
        body = _reflow(self.text)
        if self.convention:
            body += "\n\n" + CONVENTION + " " + _reflow(self.convention)
        if rules is not None and self.at_this_table is not None:
            body += "\n\n" + self.at_this_table(rules)
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

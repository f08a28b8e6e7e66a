"""The typed values of the referee and the rulebook: one card judged, a hand audited trick by
trick (and recorded from its trick log), the rulebook's sections, the house rules in force.
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

from booray_ledger.results.hands import HandResult
from booray_ledger.results.table import HandRecorded
from booray_ledger.rules.payout.result import Outcome


class RulesSource(TypedDict):
    """Where the rules a card or hand is judged by come from: a night's house rules (``kind``
    ``night``, ``name`` the night's), a preset (``preset``, its name) or a house-rules TOML file
    (``file``, its path as given)."""

    kind: Literal["night", "preset", "file"]
    name: str


class VerdictData(TypedDict):
    """The referee's answer for one card."""

    card: str
    legal: bool
    reason: str | None
    reason_code: str | None
    legal_cards: list[str]
    cinch: bool
    rules: RulesSource


class PlayData(TypedDict):
    trick: int
    player: str
    card: str
    legal: bool
    reason: str | None
    legal_cards: list[str]
    cinch: bool


class TrickData(TypedDict):
    number: int
    plays: list[PlayData]
    winner: str


class AuditNext(TypedDict):
    """The table after an audited hand, among the log's players: the pot, who deals next, who
    antes what, who owes no ante (exempt) and who loses a turn to deal."""

    pot: int
    dealer: str | None
    antes_due: dict[str, int]
    exempt: list[str]
    lost_deals: list[str]


class AuditReport(TypedDict):
    """A whole hand judged trick by trick, then what it pays (``result``, the same data as a
    recorded hand's) and the table after it (``after``)."""

    rules: RulesSource
    trump: str
    dealer: str | None
    players: list[str]
    tricks: list[TrickData]
    reneges: list[PlayData]
    tricks_won: dict[str, int]
    outcome: Outcome
    pot_winners: list[str]
    result: HandResult
    after: AuditNext


class TricksRecorded(TypedDict):
    """A hand recorded from an audited trick log: the audit, then the hand."""

    audit: AuditReport
    recorded: HandRecorded


class RuleSection(TypedDict):
    topic: str
    title: str
    kind: str  # rule, example, word, house_rule or summary
    text: str  # the book's rule text, in the language of the book read
    convention: str  # what this ledger does where the rule is silent ('' when nothing)
    notes: list[str]  # the house-rule notes that apply, by name (worded by text.at_this_table)
    house_rules: dict[str, Any] | None  # the night's house rules, when a night is open


class Rulebook(TypedDict):
    night: str | None
    lang: str  # the code of the language of the book read (en for a language without one)
    sections: list[RuleSection]


class RuleTitle(TypedDict):
    topic: str
    title: str
    kind: str


class WordRead(TypedDict):
    """One word of a question as the search read it (a typo corrected, synonyms added)."""

    typed: str
    read_as: str
    searched: list[str]


class RuleAnswer(TypedDict):
    """A question put to the rulebook: the section that answers it (``None`` when the book has
    no answer), the next best titles, and how the question was read. A topic name asked is
    answered by its section (``by_topic``)."""

    night: str | None
    lang: str  # the code of the language of the book read (en for a language without one)
    question: str
    answered: bool
    by_topic: bool
    section: RuleSection | None
    next: list[RuleTitle]
    read_as: list[WordRead]


class HouseRulesReport(TypedDict):
    """The house rules in force: the named or current ``night``'s, else (``night`` None) the
    ``preset`` every new night starts from."""

    night: str | None
    preset: str | None  # the preset in force when there is no night, else None
    rules: dict[str, object]
    toml: str

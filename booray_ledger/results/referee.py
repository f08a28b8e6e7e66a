"""The typed values of the referee and the rulebook: one card judged, a hand audited trick by
trick (and recorded from its trick log), the rulebook's sections, the house rules in force.
"""

from __future__ import annotations

from typing import TypedDict

from booray_ledger.results.table import HandRecorded
from booray_ledger.rules.payout.result import Outcome


class VerdictData(TypedDict):
    """The referee's answer for one card."""

    card: str
    legal: bool
    reason: str | None
    reason_code: str | None
    legal_cards: list[str]
    cinch: bool
    rules: str


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


class AuditReport(TypedDict):
    """A whole hand judged trick by trick."""

    rules: str
    trump: str
    dealer: str | None
    players: list[str]
    tricks: list[TrickData]
    reneges: list[PlayData]
    tricks_won: dict[str, int]
    outcome: Outcome
    pot_winners: list[str]


class TricksRecorded(TypedDict):
    """A hand recorded from an audited trick log: the audit, then the hand."""

    audit: AuditReport
    recorded: HandRecorded


class RuleSection(TypedDict):
    topic: str
    title: str
    text: str


class Rulebook(TypedDict):
    night: str | None
    sections: list[RuleSection]


class HouseRulesReport(TypedDict):
    night: str | None
    source: str
    rules: dict[str, object]
    toml: str

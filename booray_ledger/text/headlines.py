"""A hand in words for every front end: one phrase for how it ended, the same at the command
line, the live table and the scoreboard (rulebook topics ``winning``, ``ties``, ``bourre``,
``renege``, ``all-pass``).

Plain reading of a stored :class:`~booray_ledger.results.HandResult`: no rules, no SQL.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from booray_ledger.rules.payout.result import Outcome

if TYPE_CHECKING:  # a name for annotations only: importing the typed values slows `booray hand`
    from booray_ledger.results import HandResult


def tied(h: HandResult) -> list[str]:
    """The players who took the most tricks of a hand that ended in a tie."""
    most = max(h["tricks"].values(), default=0)
    return [p for p, n in h["tricks"].items() if n == most and most > 0]


def outcome_phrase(h: HandResult) -> str:
    """How the pot went: won (with the chips taken), split, tied, kept by a renege, or passed."""
    match h["outcome"]:
        case Outcome.WON:
            return f"{h['winners'][0]} wins {sum(t['chips'] for t in h['transfers'] if t['kind'] == 'win')}"
        case Outcome.SPLIT:
            return f"split between {', '.join(h['winners'])}"
        case Outcome.TIE:
            return f"tie between {', '.join(tied(h))}: the pot carries"
        case Outcome.RENEGE_CARRY:
            return "the leader reneged: the pot carries"
        case Outcome.ALL_PASSED:
            return "everyone passed"


def headline(h: HandResult, *, voided: bool = False) -> str:
    """The outcome, then who was bourré, who reneged, who went all in short (table stakes) and what
    tied players voted; ``(voided)`` at the end of a voided hand."""
    text = outcome_phrase(h)
    if h["bourre"]:
        text += f"; bourré: {', '.join(h['bourre'])}"
    if h["reneged"]:
        text += f"; reneged: {', '.join(h['reneged'])}"
    for player, chips in h.get("unpaid", {}).items():
        text += f"; {player} all in, {chips} unpaid"
    if "tie_vote" in h:
        text += f"; voted to {h['tie_vote']}"
    return text + (" (voided)" if voided else "")

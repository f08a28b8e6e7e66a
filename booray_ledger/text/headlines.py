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
    from booray_ledger.results.hands import TransferData
    from booray_ledger.rules.handfacts import HandNote


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


def _tricks(count: int) -> str:
    return f"{count} trick" if count == 1 else f"{count} tricks"


def transfer_reason(t: TransferData) -> str:
    """Why one transfer happened, in words: ``Bob wins 5: most tricks (3), the pot was 5``,
    ``Cat pays 5: bourré, the pot was 5``, ``Ann antes 1``, ..."""
    who, chips, why = t["player"], abs(t["chips"]), t["why"]
    pot = why["pot"]
    match why["cause"]:
        case "ante":
            return f"{who} antes {chips}"
        case "ante_to_play":
            return f"{who} adds {chips} to play (double ante)"
        case "split_share":
            return (
                f"{who} takes {chips} of the split pot of {why.get('pool')} (tied at {_tricks(why.get('tricks', 0))})"
            )
        case "played_alone" | "most_tricks" | "next_best" as cause:
            because = {"played_alone": "played alone", "most_tricks": f"most tricks ({why.get('tricks')})",
                       "next_best": f"best player who did not renege ({_tricks(why.get('tricks', 0))})"}[cause]  # fmt: skip
            if why.get("capped"):
                return f"{who} wins {chips} of the pot of {pot}: {because}, the pot limit caps the win"
            return f"{who} wins {chips}: {because}, the pot was {pot}"
    owed = why.get("owed", chips)
    what = (
        "bourré"
        if why["cause"] == "bourre"
        else "renege" + (" (bourré too, pays once)" if why.get("bourre_too") else "")
    )
    if owed != chips:
        return f"{who} pays {chips}, all they have, of the {owed} owed: {what}, the pot was {pot}"
    return f"{who} pays {chips}: {what}, the pot was {pot}"


def note(n: HandNote) -> str:
    """One note of a hand in words: ``everyone passed: the pot of 5 carries``, ..."""
    who = n["players"][0] if n["players"] else ""
    match n["note"]:
        case "all_passed":
            return f"everyone passed: the pot of {n.get('pot')} carries"
        case "tie_vote":
            return f"the tied players voted to {n.get('choice')}"
        case "tie":
            return f"{' and '.join(n['players'])} tied at {_tricks(n.get('tricks', 0))}: nobody wins, the pot of {n.get('pot')} carries"
        case "renege_carry":
            return f"{who} took the most tricks but reneged: the pot of {n.get('pot')} carries"
        case "reneged_leader":
            return f"{who} took the most tricks but reneged"
        case "all_in":
            paid, owed = n.get("paid", 0), n.get("owed", 0)
            return f"{who} owed {owed} but had {paid}: all in, {owed - paid} never paid"
        case "corrected":
            return f"{who} corrected a renege: cannot win, loses the next turn to deal"
    return f"{who} declared out of turn: loses the next turn to deal"


def notes(h: HandResult) -> list[str]:
    """Every note of a hand, in words, in order."""
    return [note(n) for n in h["notes"]]

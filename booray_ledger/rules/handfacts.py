"""Why each chip of a hand moved, and what else the hand decided, as facts (enums and numbers),
read from a paid-out hand's stored result.

A stored result names every transfer's kind and chips, and how the hand ended (outcome, winners,
tricks, P0, who was bourré, reneged, corrected, declared out of turn, went all in, voted). That
is enough to say why each transfer happened (rulebook topics ``deal``, ``winning``, ``ties``,
``bourre``, ``renege``, ``stakes``) and which notes the hand carries, as values; the wording
package makes the sentences (:mod:`booray_ledger.text.headlines`). Stored results keep their own
memo text (the ledger's record); the library returns these facts instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, NotRequired, TypedDict

from booray_ledger.rules.payout.result import Outcome, TransferKind


class Cause(StrEnum):
    """Why chips moved between a player and the pot."""

    ANTE = "ante"  # the ante of a player dealt in
    ANTE_TO_PLAY = "ante_to_play"  # double ante: one more from each player who plays
    PLAYED_ALONE = "played_alone"  # the lone player took the pot
    MOST_TRICKS = "most_tricks"  # the lone leader took the pot
    NEXT_BEST = "next_best"  # the leader reneged: the best player who did not took it
    SPLIT_SHARE = "split_share"  # a tied leader's share of a split pot
    BOURRE = "bourre"  # no trick: pays the bourré penalty
    RENEGE = "renege"  # a renege not corrected in time: pays cap(P0)


class TransferWhy(TypedDict):
    """Why one transfer happened: its cause and the numbers behind it. ``pot`` is P0; ``tricks``
    the player's tricks (a win); ``pool`` the pot split (a share); ``capped`` a win the pot limit
    cut; ``owed`` what a payer owed (more than paid when all in); ``bourre_too`` a renege with no
    trick, paid once."""

    cause: Cause
    pot: int
    tricks: NotRequired[int]
    pool: NotRequired[int]
    capped: NotRequired[bool]
    owed: NotRequired[int]
    bourre_too: NotRequired[bool]


class NoteKind(StrEnum):
    """Something a hand decided beyond its transfers."""

    ALL_PASSED = "all_passed"  # everyone passed: the pot carries
    TIE_VOTE = "tie_vote"  # what the tied players voted (``choice``)
    TIE = "tie"  # tied leaders, nobody wins: the pot carries
    RENEGE_CARRY = "renege_carry"  # the lone leader reneged: the pot carries
    RENEGED_LEADER = "reneged_leader"  # the lone leader reneged: the next best won
    ALL_IN = "all_in"  # a payer had less than owed (table stakes)
    CORRECTED = "corrected"  # a renege corrected in time: cannot win, loses the next deal
    OUT_OF_TURN = "out_of_turn"  # declared out of turn: loses the next deal


class HandNote(TypedDict):
    """One note of a hand: its kind, the players it is about, and its numbers."""

    note: NoteKind
    players: list[str]
    pot: NotRequired[int]
    tricks: NotRequired[int]
    owed: NotRequired[int]
    paid: NotRequired[int]
    choice: NotRequired[str]


def _leaders(result: Mapping[str, Any]) -> list[str]:
    played = list(result["played"])
    best = max((int(result["tricks"][p]) for p in played), default=0)
    return [p for p in played if int(result["tricks"][p]) == best]


def _win_why(result: Mapping[str, Any], player: str, chips: int) -> TransferWhy:
    p0, tricks = int(result["p0"]), int(result["tricks"].get(player, 0))
    if result["outcome"] == "split":
        pool = sum(t["chips"] for t in result["transfers"] if t["kind"] == "win")
        return {"cause": Cause.SPLIT_SHARE, "pot": p0, "pool": pool, "tricks": tricks}
    if len(result["played"]) == 1:
        cause = Cause.PLAYED_ALONE
    else:
        cause = Cause.MOST_TRICKS if player in _leaders(result) else Cause.NEXT_BEST
    return {"cause": cause, "pot": p0, "tricks": tricks, "capped": chips < p0}


def transfer_whys(result: Mapping[str, Any]) -> list[TransferWhy]:
    """Why each of ``result``'s transfers happened, in their order."""
    whys: list[TransferWhy] = []
    anted: set[str] = set()
    p0, unpaid = int(result["p0"]), result.get("unpaid", {})
    for t in result["transfers"]:
        player, chips, kind = t["player"], int(t["chips"]), t["kind"]
        if kind == "ante":
            whys.append({"cause": Cause.ANTE_TO_PLAY if player in anted else Cause.ANTE, "pot": p0})
            anted.add(player)
        elif kind == "win":
            whys.append(_win_why(result, player, chips))
        else:
            owed = -chips + int(unpaid.get(player, 0))
            why: TransferWhy = {"cause": Cause(kind), "pot": p0, "owed": owed}
            if kind == "renege":
                why["bourre_too"] = int(result["tricks"].get(player, 0)) == 0
            whys.append(why)
    return whys


def _outcome_notes(result: Mapping[str, Any]) -> list[HandNote]:
    p0, leaders = int(result["p0"]), _leaders(result)
    notes: list[HandNote] = []
    if "tie_vote" in result and result["outcome"] in ("tie", "split"):
        notes.append({"note": NoteKind.TIE_VOTE, "players": leaders, "choice": str(result["tie_vote"])})
    match result["outcome"]:
        case "all_passed":
            notes.append({"note": NoteKind.ALL_PASSED, "players": [], "pot": p0})
        case "tie":
            tricks = int(result["tricks"][leaders[0]])
            notes.append({"note": NoteKind.TIE, "players": leaders, "tricks": tricks, "pot": p0})
        case "renege_carry":
            notes.append({"note": NoteKind.RENEGE_CARRY, "players": leaders[:1], "pot": p0})
        case "won" if len(result["played"]) > 1 and result["winners"][0] not in leaders:
            notes.append({"note": NoteKind.RENEGED_LEADER, "players": leaders[:1]})
    return notes


def hand_notes(result: Mapping[str, Any]) -> list[HandNote]:
    """What ``result`` decided beyond its transfers, in the order the payout steps decide it:
    how the pot went (a vote, a tie, a renege by the leader, everyone passing), who went all in,
    who corrected a renege, who declared out of turn."""
    notes = _outcome_notes(result)
    paid = {t["player"]: -int(t["chips"]) for t in result["transfers"] if t["kind"] in ("bourre", "renege")}
    for player in result["played"]:
        short = int(result.get("unpaid", {}).get(player, 0))
        if short:
            got = paid.get(player, 0)
            notes.append({"note": NoteKind.ALL_IN, "players": [player], "owed": got + short, "paid": got})
    notes += [{"note": NoteKind.CORRECTED, "players": [p]} for p in result["corrected"]]
    notes += [{"note": NoteKind.OUT_OF_TURN, "players": [p]} for p in result.get("out_of_turn", ())]
    return notes


def with_facts(result: Mapping[str, Any]) -> dict[str, Any]:
    """``result`` as the library returns it: each transfer with its ``why`` (no memo text), and
    the hand's ``notes`` as facts. The enums a stored result (JSON) holds as text are read back
    as their enums: the ``outcome`` an :class:`Outcome`, each transfer's ``kind`` a
    :class:`TransferKind`."""
    whys = transfer_whys(result)
    transfers = [
        {"player": t["player"], "chips": t["chips"], "kind": TransferKind(t["kind"]), "why": why}
        for t, why in zip(result["transfers"], whys, strict=True)
    ]
    return {**result, "outcome": Outcome(result["outcome"]), "transfers": transfers, "notes": hand_notes(result)}

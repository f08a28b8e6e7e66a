"""Why each chip of a hand moved, as facts read from the stored result."""

from __future__ import annotations

from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.handfacts import Cause, NoteKind, hand_notes, transfer_whys, with_facts
from booray_ledger.rules.house import PRESETS
from booray_ledger.rules.payout.data import result_data
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.rules.seating import Table, TableState

TABLE = Table(("Ann", "Bob", "Cat", "Dan"))


def paid(results: list[tuple[str, int | str]], **marks: tuple[str, ...]) -> dict[str, object]:
    hand = HandInput(results=tuple(results), **marks)  # type: ignore[arg-type]
    return result_data(hand_payout(TABLE, TableState(), hand, PRESETS["classic"]), hand)


def test_a_win_and_a_bourre_with_their_numbers() -> None:
    """rulebook topic: bourre. The winner took the most tricks; the bourré pays the pot."""
    result = paid([("Ann", 2), ("Bob", 3), ("Cat", 0), ("Dan", "pass")])
    whys = {(t["player"], t["kind"]): w for t, w in zip(result["transfers"], transfer_whys(result), strict=True)}  # type: ignore[call-overload]
    assert whys[("Bob", "win")] == {"cause": Cause.MOST_TRICKS, "pot": 4, "tricks": 3, "capped": False}
    assert whys[("Cat", "bourre")] == {"cause": Cause.BOURRE, "pot": 4, "owed": 4}
    assert whys[("Ann", "ante")] == {"cause": Cause.ANTE, "pot": 4}


def test_a_tie_and_a_corrected_renege_are_notes() -> None:
    """rulebook topic: ties. Tied leaders carry the pot; a corrected renege costs a deal."""
    result = paid([("Ann", 2), ("Bob", 2), ("Cat", 1), ("Dan", 0)], corrected=("Cat",))
    assert hand_notes(result) == [
        {"note": NoteKind.TIE, "players": ["Bob", "Ann"], "tricks": 2, "pot": 4},  # from the dealer's (Ann's) left
        {"note": NoteKind.CORRECTED, "players": ["Cat"]},
    ]


def test_the_library_value_has_facts_not_memos() -> None:
    """rulebook topic: scorekeeping. Each transfer carries its why and no memo text."""
    shown = with_facts(paid([("Ann", 5), ("Bob", "pass"), ("Cat", "pass"), ("Dan", "pass")]))
    assert all(set(t) == {"player", "chips", "kind", "why"} for t in shown["transfers"])
    assert [t["why"]["cause"] for t in shown["transfers"] if t["kind"] == "win"] == [Cause.PLAYED_ALONE]


def test_enums_stored_as_text_are_read_back_as_enums() -> None:
    """rulebook topic: scorekeeping. A result read back from its stored JSON gives the outcome and
    each transfer's kind as their enums, not as plain strings."""
    import json

    from booray_ledger.rules.payout.result import Outcome, TransferKind

    stored = json.loads(json.dumps(paid([("Ann", 5), ("Bob", "pass"), ("Cat", "pass"), ("Dan", "pass")])))
    shown = with_facts(stored)
    assert type(shown["outcome"]) is Outcome
    assert shown["outcome"] is Outcome.WON
    assert [type(t["kind"]) for t in shown["transfers"]] == [TransferKind] * len(shown["transfers"])

"""A paid-out hand as data: the one shape stored, shown and audited."""

from __future__ import annotations

from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.house import PRESETS
from booray_ledger.rules.payout.data import result_data
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.rules.seating import Table, TableState


def test_a_hand_as_data_keeps_every_payment_and_the_pot_after() -> None:
    """rulebook topic: bourre. Worked example 2's shape: the win, the bourré payment, the pot."""
    typed = HandInput(results=(("Ann", 3), ("Bob", 2), ("Cat", 0), ("Dan", "pass")))
    payout = hand_payout(Table(("Ann", "Bob", "Cat", "Dan")), TableState(first_dealer="Dan"), typed, PRESETS["classic"])
    data = result_data(payout, typed)
    assert data["results"] == {"Ann": 3, "Bob": 2, "Cat": 0, "Dan": "pass"}
    assert data["winners"] == ["Ann"]
    assert data["bourre"] == ["Cat"]
    assert data["p0"] == 4
    assert data["pot_after"] == 4
    transfers: list[dict[str, object]] = data["transfers"]  # type: ignore[assignment]
    assert [(t["player"], t["chips"], t["kind"]) for t in transfers if t["kind"] != "ante"] == [
        ("Ann", 4, "win"),
        ("Cat", -4, "bourre"),
    ]
    assert "tie_vote" not in data
    assert "stacks" not in data

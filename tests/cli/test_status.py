"""`booray status`: the table now."""

from __future__ import annotations

from tests.cli.nights import start
from tests.conftest import Run


def test_status_json_has_exactly_the_contract_keys(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray)
    data = status()
    assert list(data) == ["night", "hands", "pot", "dealer", "antes_due", "balances"]
    assert data == {
        "night": "Friday",
        "hands": 0,
        "pot": 0,
        "dealer": "Ann",
        "antes_due": {"Ann": 1, "Bob": 1, "Cat": 1, "Dan": 1, "Eve": 1},
        "balances": {"Ann": 0, "Bob": 0, "Cat": 0, "Dan": 0, "Eve": 0},
    }

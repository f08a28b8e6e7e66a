"""`booray seat`: who sits at the table between hands."""

from __future__ import annotations

from tests.cli.nights import start
from tests.conftest import Run


def test_seats_change_who_is_dealt_in(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray, players="Ann,Bob,Cat")
    booray("seat", "add", "Dan", "--after", "Ann")
    booray("seat", "out", "Cat")
    data = status()
    assert list(data["antes_due"]) == ["Ann", "Dan", "Bob", "Cat"]
    assert data["antes_due"]["Cat"] == 0
    booray("hand", "Ann=3", "Dan=2", "Bob=pass")
    assert status()["balances"]["Cat"] == 0
    booray("seat", "in", "Cat")
    booray("seat", "remove", "Bob")
    assert list(status()["antes_due"]) == ["Ann", "Dan", "Cat"]
    assert status()["balances"] == {"Ann": 2, "Bob": -1, "Cat": 0, "Dan": -1}  # Bob left, his -1 stays

"""`booray history`: every hand of a night."""

from __future__ import annotations

import json

from tests.cli.nights import start
from tests.conftest import Run


def test_history_lists_hands_with_reasons(booray: Run) -> None:
    start(booray)
    booray("hand", "Ann=pass", "Bob=3", "Cat=1", "Dan=1", "Eve=0", "--renege", "Cat")
    hands = json.loads(booray("history", "--json").stdout)["hands"]
    assert hands[0]["winners"] == ["Bob"] and hands[0]["reneged"] == ["Cat"]
    reasons = [t["reason"] for t in hands[0]["transfers"]]
    assert "Cat pays 5: renege, the pot was 5" in reasons
    assert "Bob" in booray("history").stdout

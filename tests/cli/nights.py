"""Nights played through the command line, shared by the CLI tests."""

from __future__ import annotations

import json
from typing import Any

from tests.conftest import Run

PLAYERS = "Ann,Bob,Cat,Dan,Eve"


def start(booray: Run, *extra: str, players: str = PLAYERS) -> None:
    """`booray night start Friday --players ...`."""
    booray("night", "start", "Friday", "--players", players, *extra)


def night_with_hands(booray: Run, *extra: str) -> None:
    """Friday with four hands; Ann wins the last pot, so nothing is left on the table."""
    booray("night", "start", "Friday", "--players", PLAYERS, *extra)
    booray("hand", "Ann=pass", "Dan=pass", "Bob=3", "Cat=1", "Eve=1")
    booray("hand", "Ann=3", "Bob=1", "Cat=1", "Dan=0", "Eve=pass")
    booray("hand", "Ann=1", "Bob=1", "Cat=3", "Dan=0", "Eve=pass")
    booray("hand", "Ann=2", "Bob=1", "Cat=1", "Dan=1", "Eve=pass")


def settle_report(booray: Run, *args: str) -> dict[str, Any]:
    """`booray settle --json` as data."""
    return dict(json.loads(booray("settle", "--json", *args).stdout))


def tie_night(booray: Run) -> None:
    """Eve deals; Ann and Bob tie, Dan is bourré: the pot holds 10 (antes 5, Dan pays 5)."""
    booray("night", "start", "Friday", "--players", PLAYERS, "--dealer", "Eve")
    booray("hand", "Eve=pass", "Ann=2", "Bob=2", "Cat=1", "Dan=0")

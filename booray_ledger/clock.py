"""The clock: the one definition of "now" in the ledger (standard library only).

Every timestamp the ledger writes (a hand recorded, a night started, a seat change) is
:func:`now`: UTC, to the microsecond, ISO 8601, so that text order is time order. (The same hand
entered twice is caught by hand numbers, not by time: see ``ledger.hand_numbers``.)
"""

from __future__ import annotations

from datetime import UTC, datetime


def now() -> str:
    """The time, in UTC, to the microsecond (ISO 8601)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")

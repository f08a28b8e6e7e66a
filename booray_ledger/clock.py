"""The clock: the one definition of "now" in the ledger (standard library only).

Every timestamp the ledger writes (a hand recorded, a night started, a seat change) and every
"when did this command begin" is :func:`now`: UTC, to the microsecond, ISO 8601, so that text
order is time order. :data:`PROCESS_STARTED_AT` is :func:`now` read once, when the package's
clock is first imported (the console script imports it before anything heavy), and is when a
single-shot command began: a hand with the same results recorded by another terminal after that
moment is the same hand entered twice.
"""

from __future__ import annotations

from datetime import UTC, datetime


def now() -> str:
    """The time, in UTC, to the microsecond (ISO 8601)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


PROCESS_STARTED_AT = now()
"""When this process started its command (see the module docstring)."""

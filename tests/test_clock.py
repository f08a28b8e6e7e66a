"""The one clock: UTC, to the microsecond, ISO 8601, so text order is time order."""

from __future__ import annotations

from datetime import UTC, datetime

from booray_ledger import clock


def test_now_is_utc_to_the_microsecond_and_sorts_as_time() -> None:
    first, second = clock.now(), clock.now()
    parsed = datetime.fromisoformat(first)
    assert parsed.tzinfo is not None
    assert parsed.utcoffset() == UTC.utcoffset(None)
    assert len(first.split(".")[1].split("+")[0]) == 6
    assert first <= second


def test_every_timestamp_in_the_package_comes_from_the_clock() -> None:
    """One definition of "now": no other module reads the time itself."""
    from pathlib import Path

    package = Path(clock.__file__).parent
    readers = [p.relative_to(package).as_posix() for p in package.rglob("*.py")
               if "datetime.now(" in p.read_text(encoding="utf-8") or "time.time(" in p.read_text(encoding="utf-8")]  # fmt: skip
    assert readers == ["clock.py"]

"""`booray demo`: a scripted night into a throw-away file."""

from __future__ import annotations

from tests.conftest import Run


def test_demo_plays_a_night_into_a_throwaway_file(booray: Run, db_file) -> None:  # type: ignore[no-untyped-def]
    out = booray("demo").stdout
    assert "Pot on the table" in out and "Bob" in out
    assert not db_file.exists()

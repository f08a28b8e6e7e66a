"""A night's house rules read with the standard library only (the referee starts fast)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from booray_ledger.errors import NameKind, UnknownName
from booray_ledger.ledger.read.night_rules import night_rules
from booray_ledger.rules import house
from tests.helpers import store_with_night


def test_the_current_or_named_nights_rules(db_file: Path) -> None:
    """rulebook topic: keys."""
    assert night_rules(db_file) is None  # no file yet
    store_with_night(db_file, rules="pagat").close()
    found = night_rules(db_file)
    assert found is not None
    assert found[0] == "Friday"
    assert house.from_mapping(found[1]) == house.preset("pagat")
    assert night_rules(db_file, "friday") == found
    with pytest.raises(UnknownName) as unknown:
        night_rules(db_file, "Sunday")
    assert unknown.value.what is NameKind.NIGHT


def test_rules_stored_with_the_retired_all_pass_key_still_load(db_file: Path) -> None:
    """rulebook topic: all-pass. A night stored by an older version (its rules with
    ``all_pass = "carry"``) reads as the same rules."""
    store_with_night(db_file).close()
    with sqlite3.connect(db_file) as conn:
        stored = json.loads(conn.execute("SELECT rules_json FROM night").fetchone()[0])
        assert "all_pass" not in stored
        conn.execute("DROP TRIGGER IF EXISTS night_no_update")
        triggers = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='trigger'")]
        for name in triggers:
            if "night" in name and "update" in name:
                conn.execute(f"DROP TRIGGER {name}")
        conn.execute("UPDATE night SET rules_json = ?", (json.dumps({**stored, "all_pass": "carry"}),))
    conn.close()
    found = night_rules(db_file)
    assert found is not None
    assert found[1]["all_pass"] == "carry"
    assert house.from_mapping(found[1]) == house.preset("classic")


def test_a_night_named_in_bytes_that_are_not_utf8_is_not_found(db_file: Path) -> None:
    """A name holding an unpaired surrogate (a byte the terminal sent that is not UTF-8) can be
    no stored night's: refused as an unknown night, never a UnicodeEncodeError."""
    store_with_night(db_file).close()
    with pytest.raises(UnknownName) as unknown:
        night_rules(db_file, "Fri\udce9")
    assert unknown.value.what is NameKind.NIGHT

"""`copy_ledger(source, target)` in the library: a ledger into a new file (or an empty
PostgreSQL database, tests/cli/test_copy.py), checked night by night; never onto itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.api.copying import copy_ledger
from booray_ledger.errors import ErrorCode, UsageError
from tests.helpers import said
from tests.ledgers import build


def test_a_copy_reports_where_it_went_and_that_it_is_identical(tmp_path: Path) -> None:
    source, target = tmp_path / "club.db", tmp_path / "backup.db"
    build(source, 4)
    tables: set[str] = set()
    report = copy_ledger(source, str(target), lambda table, done, total: tables.add(table))
    assert report["source"] == str(source)
    assert report["target"] == str(target)
    assert report["identical"]
    assert [n["night"] for n in report["nights"]] == ["Thu", "Fri"]
    assert {t["table"] for t in report["tables"]} == tables >= {"player", "night", "hand", "entry", "movement"}
    again = copy_ledger(target, tmp_path / "again.db")
    assert again["identical"]
    assert again["nights"] == report["nights"]


def test_a_ledger_is_never_copied_onto_itself(tmp_path: Path) -> None:
    source = tmp_path / "club.db"
    build(source, 2)
    before = source.read_bytes()
    with pytest.raises(UsageError) as itself:
        copy_ledger(source, source)
    assert said(itself.value) == (ErrorCode.COPY_ONTO_ITSELF, {"target": str(source)})
    assert source.read_bytes() == before

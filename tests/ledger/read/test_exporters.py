"""Exports: every movement as CSV rows and JSON, and a journal hledger can read."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from booray_ledger.ledger.read import exporters
from tests.helpers import store_with_night


@pytest.mark.parametrize(
    ("value", "expected"),
    [("=SUM(A1)", "'=SUM(A1)"), ("+Bob", "'+Bob"), ("@Zed", "'@Zed"), ("-x", "'-x"), ("Ann", "Ann"), (-3, -3)],
)
def test_cells_that_look_like_formulas_are_escaped(value: object, expected: object) -> None:
    assert exporters.escape_cell(value) == expected


def test_csv_and_json_hold_every_movement_and_add_to_zero(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass")
    with store.read() as session:
        rows = list(csv.DictReader(io.StringIO(exporters.to_csv(session, None))))
        data = json.loads(exporters.to_json(session, None))
        journal = exporters.to_hledger(session, None)
    assert sum(int(r["chips"]) for r in rows) == 0
    assert {r["night"] for r in rows} == {"Friday"}
    assert json.dumps(data).count('"chips"') >= len(rows)
    assert "Ann" in journal
    assert "pot" in journal
    store.close()

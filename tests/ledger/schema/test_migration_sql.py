"""The ledger's tables written once for both engines: each engine's words filled in, nothing else differs."""

from __future__ import annotations

import sqlite3

from booray_ledger.ledger.schema import postgres_schema, sqlite_schema
from booray_ledger.ledger.schema.migration_sql import SQLITE, Dialect, tables_sql


def test_each_version_creates_its_tables_on_sqlite() -> None:
    conn = sqlite3.connect(":memory:")
    for version in sorted(sqlite_schema.MIGRATIONS):
        conn.executescript(tables_sql(version, SQLITE))
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == set(sqlite_schema.LEDGER_TABLES) | set(sqlite_schema.DERIVED_TABLES)
    columns = {row[1]: row[2] for row in conn.execute("PRAGMA table_info(hand)")}
    assert columns["id"] == "INTEGER"
    assert columns["pot_after"] == "INTEGER"
    assert columns["forced"] == "INTEGER"


def test_every_word_where_the_engines_differ_comes_from_the_dialect() -> None:
    """An id, a reference, a chip column or a flag written into the text itself would give the two
    engines different tables; only the hand's number and the counts (totals, the replay mark) are INTEGERs on both."""
    words = Dialect(id="<id>", ref="<ref>", chips="<chips>", flag="<flag>")
    for version in sorted(sqlite_schema.MIGRATIONS):
        text = tables_sql(version, words)
        assert "BIGINT" not in text
        assert "BOOLEAN" not in text
        assert "{" not in text
        counts = {1: 1, 7: 6, 8: 1, 9: 1}  # hand numbers (a hand's, a setting's first); v7's counts; v8's hands
        assert text.count("INTEGER") == counts.get(version, 0), text
    pg = postgres_schema.MIGRATIONS[1]()
    assert pg.lstrip().startswith("CREATE TABLE booray_schema")
    assert "chips BIGINT NOT NULL" in pg
    assert "forced BOOLEAN NOT NULL DEFAULT false" in pg
    assert "id INTEGER PRIMARY KEY" not in pg

"""SQLModel tables mirror the migrated schema."""

from __future__ import annotations

from pathlib import Path

from sqlmodel import SQLModel

from booray_ledger.ledger.schema import models, sqlite_schema
from tests.helpers import schema_columns


def test_models_agree_with_the_migrated_schema(db_file: Path) -> None:
    """Each model has exactly the columns of its table, and each table but the derived totals
    (written in SQL by ``ledger.store.night_totals``) has a model."""
    sqlite_schema.migrate(db_file)
    on_disk = schema_columns(db_file)
    tables = {t.name: t for t in SQLModel.metadata.sorted_tables}
    assert set(tables) | set(sqlite_schema.DERIVED_TABLES) == set(
        on_disk
    )  # every table on disk has a model, and no model is missing a table
    assert models.Player.__table__ is tables["player"]  # type: ignore[attr-defined]
    for table in tables.values():
        assert {c.name for c in table.columns} == on_disk[table.name], table.name

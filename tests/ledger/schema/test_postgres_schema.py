"""The PostgreSQL schema: the same versions as SQLite, upgrades, the marker, the models agreeing
with it column for column, and append-only triggers on every ledger table (a real server)."""

from __future__ import annotations

import psycopg
import pytest
from sqlmodel import SQLModel

from booray_ledger import Ledger, hand
from booray_ledger.errors import DatabaseError, ErrorCode
from booray_ledger.ledger.schema import postgres_schema, sqlite_schema
from booray_ledger.ledger.store.postgres import PgStore
from booray_ledger.ledger.store.target import parse_target
from booray_ledger.text.errors import explain


def columns(url: str) -> dict[str, set[str]]:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'"
        ).fetchall()
    found: dict[str, set[str]] = {}
    for table, column in rows:
        found.setdefault(table, set()).add(column)
    return found


def test_every_sqlite_migration_has_its_postgres_twin() -> None:
    assert sorted(postgres_schema.MIGRATIONS) == sorted(sqlite_schema.MIGRATIONS)
    assert postgres_schema.SCHEMA_VERSION == sqlite_schema.SCHEMA_VERSION


def test_a_new_database_is_at_the_latest_version_and_marked(pg_url: str) -> None:
    target = parse_target(pg_url)
    assert postgres_schema.inspect(target) is None
    assert postgres_schema.migrate(target) == postgres_schema.SCHEMA_VERSION
    assert postgres_schema.inspect(target) == postgres_schema.SCHEMA_VERSION
    with psycopg.connect(pg_url) as conn:
        rows = conn.execute("SELECT version, application FROM booray_schema ORDER BY version").fetchall()
    assert rows == [(v, "booray-ledger") for v in sorted(postgres_schema.MIGRATIONS)]
    assert postgres_schema.migrate(target) == postgres_schema.SCHEMA_VERSION  # again: nothing to do


def test_models_agree_with_the_migrated_schema(pg_url: str) -> None:
    postgres_schema.migrate(parse_target(pg_url))
    on_server = columns(pg_url)
    for table in SQLModel.metadata.sorted_tables:
        assert {c.name for c in table.columns} == on_server[table.name], table.name


def test_version_1_upgrades_keeping_its_rows(pg_url: str) -> None:
    target = parse_target(pg_url)
    postgres_schema.migrate(target, 1)
    with psycopg.connect(pg_url) as conn:
        conn.execute("INSERT INTO player (name, name_key, created_at) VALUES ('Ann', 'ann', 'then')")
    assert postgres_schema.inspect(target) == 1
    assert "night_end" not in columns(pg_url)
    PgStore(target).close()  # opening upgrades
    assert postgres_schema.inspect(target) == postgres_schema.SCHEMA_VERSION
    assert "account" in columns(pg_url)["movement"]
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT name FROM player").fetchall() == [("Ann",)]


def test_a_newer_database_is_refused(pg_url: str) -> None:
    target = parse_target(pg_url)
    postgres_schema.migrate(target)
    with psycopg.connect(pg_url) as conn:
        conn.execute(
            "INSERT INTO booray_schema VALUES (%s, 'booray-ledger', 'later')", (postgres_schema.SCHEMA_VERSION + 1,)
        )
    with pytest.raises(DatabaseError) as refused:
        PgStore(target)
    assert refused.value.code is ErrorCode.NEWER_DATABASE
    assert refused.value.facts == {"path": str(target), "version": postgres_schema.SCHEMA_VERSION + 1,
                                   "known": postgres_schema.SCHEMA_VERSION}  # fmt: skip
    assert "newer booray-ledger" in explain(refused.value)


def test_a_database_of_something_else_is_refused_and_left_alone(pg_url: str) -> None:
    with psycopg.connect(pg_url) as conn:
        conn.execute("CREATE TABLE invoices (id int)")
    for create in (False, True):
        with pytest.raises(DatabaseError) as refused:
            PgStore(parse_target(pg_url), create=create)
        assert refused.value.code is ErrorCode.DATABASE_NOT_OURS
        assert explain(refused.value).endswith("is not a booray-ledger database (it has other tables); choose another")
    assert set(columns(pg_url)) == {"invoices"}


def full_ledger(url: str) -> None:
    """A ledger with a row in every table: seats, hands, a void, a payment, a setting changed,
    an ended night."""
    with Ledger.open(url) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob", "Cat", "Dan"])
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=0", "Dan=pass"]))
        ledger.set_night(rules={"ante": 2}, chip_value="0.25")
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=0", "Dan=pass"]))
        ledger.void_last_hand()
        ledger.record_payment("Cat", "Bob", 1, note="cash")
        ledger.end_night("carry")


@pytest.mark.parametrize("table", sqlite_schema.LEDGER_TABLES)
def test_every_ledger_table_is_append_only(pg_url: str, table: str) -> None:
    full_ledger(pg_url)
    with psycopg.connect(pg_url, autocommit=True) as conn:
        before = conn.execute(f"SELECT * FROM {table} ORDER BY id").fetchall()
        assert before, f"{table} has no row to protect"
        for statement in (f"UPDATE {table} SET id = id", f"DELETE FROM {table}", f"TRUNCATE {table} CASCADE"):
            with pytest.raises(psycopg.errors.RestrictViolation, match="append-only"):
                conn.execute(statement)
        assert conn.execute(f"SELECT * FROM {table} ORDER BY id").fetchall() == before
        conn.execute(f"INSERT INTO {table} SELECT * FROM {table} WHERE false")  # inserting is allowed

"""Schema 10: an older ledger's names in NFC (players, nights, hands' JSON), its chain rehashed
in v2 so that `check` passes, and two players who would become one refused, naming both.

The old ledgers are written the way an older booray-ledger wrote them: names stored as typed
(here in NFD, ``José`` as ``e`` + a combining accent, its key too), the chain hashed in v1
over those rows, the schema at version 9."""

from __future__ import annotations

import json
import re
import sqlite3
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from booray_ledger import Ledger, hand
from booray_ledger.errors import DatabaseError, ErrorCode
from booray_ledger.ledger.schema import names_nfc, postgres_schema, sqlite_schema
from booray_ledger.ledger.store import chain
from booray_ledger.text.errors import explain

NFC_NAME = "José"
NFD_NAME = unicodedata.normalize("NFD", NFC_NAME)
PLAYERS = ["Ann", NFC_NAME, "Zoë", "Dan"]
HAND = [f"{NFC_NAME}=2", "Ann=3", "Zoë=0", "Dan=pass"]


def nfd(value: Any) -> Any:
    """Every string in parsed JSON in NFD, as a keyboard that types decomposed letters wrote it."""
    if isinstance(value, str):
        return unicodedata.normalize("NFD", value)
    if isinstance(value, list):
        return [nfd(v) for v in value]
    if isinstance(value, dict):
        return {nfd(k): nfd(v) for k, v in value.items()}
    return value


def make_old(conn: sqlite3.Connection, extra_player: str | None = None) -> None:
    """The ledger as version 9 wrote it from a decomposing keyboard: names and hands' JSON in
    NFD (keys as typed), the chain hashed in v1 over them; ``extra_player``: one more player."""
    run = sqlite_schema.sqlite_run(conn)
    conn.execute("BEGIN IMMEDIATE")
    for table in names_nfc.REWRITTEN:
        conn.execute(f"DROP TRIGGER {table}_no_update")
    conn.execute("UPDATE player SET name = ?, name_key = ? WHERE name = ?", (NFD_NAME, NFD_NAME.casefold(), NFC_NAME))
    conn.execute("UPDATE night SET name = ?, name_key = ? WHERE name = 'Café'", (nfd("Café"), nfd("café")))
    for id_, *texts in conn.execute(f"SELECT id, {', '.join(names_nfc.HAND_JSON)} FROM hand").fetchall():
        for column, text in zip(names_nfc.HAND_JSON, texts, strict=True):
            conn.execute(f"UPDATE hand SET {column} = ? WHERE id = ?", (json.dumps(nfd(json.loads(text))), id_))
    if extra_player is not None:  # a second player as another keyboard typed the same name
        chain.rehash(run)  # the rows above as sealed when written
        conn.execute(
            "INSERT INTO player (name, name_key, created_at) VALUES (?, ?, 'then')",
            (extra_player, extra_player.casefold()),
        )
        chain.seal(run)
    chain.rehash(run, v2=False)
    for statement in sqlite_schema._append_only_triggers(names_nfc.REWRITTEN).splitlines():
        conn.execute(statement)
    conn.execute("PRAGMA user_version = 9")
    conn.execute("COMMIT")


def old_ledger(path: Path, extra_player: str | None = None) -> None:
    with Ledger.open(path) as ledger:
        ledger.start_night("Café", PLAYERS)
        for _ in range(3):
            ledger.record_hand(hand(HAND))
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        make_old(conn, extra_player)
    finally:
        conn.close()


def stored_strings(path: Path) -> list[str]:
    """Every player and night name and every string in every hand's JSON, as stored."""
    conn = sqlite3.connect(path)
    try:
        found = [r[0] for r in conn.execute("SELECT name FROM player UNION ALL SELECT name FROM night")]
        for texts in conn.execute(f"SELECT {', '.join(names_nfc.HAND_JSON)} FROM hand"):
            for text in texts:
                found += strings_in(json.loads(text))
        return found
    finally:
        conn.close()


def strings_in(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [s for v in value for s in strings_in(v)]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in [k, *strings_in(v)]]
    return []


def verify(path: Path) -> list[object]:
    conn = sqlite3.connect(path)
    try:
        return list(chain.verify_all(sqlite_schema.sqlite_run(conn)))
    finally:
        conn.close()


def test_an_old_ledgers_nfd_names_are_nfc_after_the_upgrade_and_check_passes(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    old_ledger(db)
    assert sqlite_schema.inspect(db) == 9
    assert NFD_NAME in stored_strings(db)
    assert NFC_NAME not in stored_strings(db)
    assert verify(db) == []  # the old chain (v1) holds over the NFD rows
    with Ledger.open(db) as ledger:  # opening upgrades it
        ledger.record_hand(hand(HAND))  # written under the NFC name: the same player
        report = ledger.check()
        standings = {row["player"] for row in ledger.standings()}
    assert report["ok"], report
    assert sqlite_schema.inspect(db) == sqlite_schema.SCHEMA_VERSION
    assert [p.name for p in tmp_path.glob("l-before-schema-10-*.db")] != []  # the backup first
    strings = stored_strings(db)
    assert all(unicodedata.is_normalized("NFC", s) for s in strings)
    assert NFC_NAME in strings
    assert "Café" in strings
    assert NFC_NAME in standings
    assert len(standings) == len(PLAYERS)
    conn = sqlite3.connect(db)
    hashes = [r[0] for r in conn.execute("SELECT hash FROM chain_link")]
    assert sqlite_schema.schema_problem(conn, sqlite_schema.SCHEMA_VERSION) is None  # guards back as made
    conn.close()
    assert all(h.startswith(chain.V2) for h in hashes)
    assert verify(db) == []


def test_two_players_who_become_one_name_refuse_the_upgrade_naming_both(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    old_ledger(db, extra_player=NFC_NAME)  # "José" (NFD, the original) and "José" (NFC, added later)
    with pytest.raises(DatabaseError) as refused, Ledger.open(db) as ledger:
        ledger.status()
    assert refused.value.code is ErrorCode.UPGRADE_SAME_NAME
    assert refused.value.facts == {"path": str(db), "table": "player", "first": NFD_NAME, "first_id": 2,
                                   "name": NFC_NAME, "id": 5}  # fmt: skip
    message = explain(refused.value)
    assert "\n" not in message
    assert f"players '{NFD_NAME}' (#2) and '{NFC_NAME}' (#5)" in message
    assert "nothing was changed" in message
    assert "docs/guide.md" in message
    assert sqlite_schema.inspect(db) == 9
    assert verify(db) == []  # the file as it was: version 9, its chain whole
    assert NFD_NAME in stored_strings(db)


def test_a_damaged_old_ledger_is_not_upgraded_over_its_damage(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    old_ledger(db)
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("DROP TRIGGER hand_no_update")
    conn.execute("UPDATE hand SET p0 = p0 + 1 WHERE id = 2")
    conn.executescript(sqlite_schema._append_only_triggers(("hand",)))
    conn.close()
    with pytest.raises(DatabaseError) as refused, Ledger.open(db) as ledger:
        ledger.status()
    assert re.search(
        r"it is damaged \(night '.+', link \d+ of \d+ \(hand 2, .*\); nothing was changed", explain(refused.value)
    )
    assert sqlite_schema.inspect(db) == 9


def test_a_postgresql_ledger_gets_its_names_in_nfc_at_the_upgrade(pg_url: str) -> None:
    from booray_ledger.ledger.store.target import parse_target

    with Ledger.open(pg_url) as ledger:
        ledger.start_night("Café", PLAYERS)
        ledger.record_hand(hand(HAND))
    target = parse_target(pg_url)
    with postgres_schema.connect(target) as conn:  # as version 9 wrote it from a decomposing keyboard
        run = postgres_schema.psycopg_run(conn)
        for table in names_nfc.REWRITTEN:
            conn.execute(f"ALTER TABLE {table} DISABLE TRIGGER {table}_append_only")
        conn.execute("UPDATE player SET name = %s, name_key = %s WHERE name = %s", (NFD_NAME, NFD_NAME, NFC_NAME))
        texts = conn.execute("SELECT id, result_json FROM hand").fetchall()
        for id_, text in texts:
            conn.execute("UPDATE hand SET result_json = %s WHERE id = %s", (json.dumps(nfd(json.loads(text))), id_))
        chain.rehash(run, v2=False)
        for table in names_nfc.REWRITTEN:
            conn.execute(f"ALTER TABLE {table} ENABLE TRIGGER {table}_append_only")
        conn.execute("DELETE FROM booray_schema WHERE version >= 10")  # versions 10 and later run again
        conn.commit()
    assert postgres_schema.inspect(target) == 9
    assert postgres_schema.migrate(target) == postgres_schema.SCHEMA_VERSION
    with postgres_schema.connect(target) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM player")]
        results = [json.loads(r[0]) for r in conn.execute("SELECT result_json FROM hand")]
        assert chain.verify_all(postgres_schema.psycopg_run(conn)) == []
    assert NFC_NAME in names
    assert NFD_NAME not in names
    assert all(unicodedata.is_normalized("NFC", s) for s in strings_in(results))
    with Ledger.open(pg_url) as ledger:
        assert ledger.check()["ok"]


def test_hands_are_read_in_batches_and_each_one_is_found(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    old_ledger(db)
    conn = sqlite3.connect(db)
    run = sqlite_schema.sqlite_run(conn)
    whole = names_nfc._hands_in_nfc(run)
    assert names_nfc._hands_in_nfc(run, batch=2) == whole
    assert sorted(whole) == [r[0] for r in conn.execute("SELECT id FROM hand ORDER BY id")]  # each names José
    conn.close()

"""The one place that opens a ledger on the right engine: a file path is a SQLite store, made
only when asked; both of its sessions work and only the write session commits."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlmodel import select

from booray_ledger.clock import now
from booray_ledger.errors import BoorayError, ErrorCode
from booray_ledger.ledger.schema.models import Player
from booray_ledger.ledger.store.engine import open_store
from booray_ledger.ledger.store.sqlite import Store
from booray_ledger.ledger.store.target import parse_target


def test_a_path_opens_a_sqlite_store_made_only_when_asked(tmp_path: Path) -> None:
    path = tmp_path / "l.db"
    with pytest.raises(BoorayError) as refused:
        open_store(parse_target(path))
    assert (refused.value.code, refused.value.facts) == (ErrorCode.NO_LEDGER_YET, {"path": str(path)})
    assert not path.exists()
    store = open_store(parse_target(path), create=True)
    try:
        assert isinstance(store, Store)
        assert path.exists()
        assert store.engine.dialect.name == "sqlite"
    finally:
        store.close()


def test_the_write_session_commits_and_counts_and_the_read_session_sees_it(tmp_path: Path) -> None:
    store = open_store(parse_target(tmp_path / "l.db"), create=True)
    try:
        assert store.commits == 0
        with store.write() as session:
            session.add(Player(name="Ann", name_key="ann", created_at=now()))
        assert store.commits == 1
        with store.read() as session:
            assert [p.name for p in session.exec(select(Player)).all()] == ["Ann"]
        assert store.commits == 1
    finally:
        store.close()
    reopened = open_store(parse_target(tmp_path / "l.db"))
    with reopened.read() as session:
        assert session.exec(select(Player.name)).all() == ["Ann"]
    reopened.close()

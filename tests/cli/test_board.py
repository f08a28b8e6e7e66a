"""`booray board` refuses what it cannot serve with one line, before listening anywhere."""

from __future__ import annotations

import socket

from booray_ledger import Ledger
from tests.conftest import Run
from tests.engines import LedgerDb


def test_no_night_to_show(booray: Run) -> None:
    result = booray("board", "--port", "0", ok=False)
    assert result.exit_code != 0
    assert "no booray database" in result.stderr


def test_a_short_key_is_refused(booray: Run, ledger_db: LedgerDb) -> None:
    with Ledger.open(ledger_db.target) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob"])
    result = booray("board", "--key", "short", ok=False)
    assert result.exit_code == 2
    assert "--key needs at least 8 characters" in result.stderr


def test_a_port_in_use_is_refused(booray: Run, ledger_db: LedgerDb) -> None:
    with Ledger.open(ledger_db.target) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob"])
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        result = booray("board", "--port", str(port), ok=False)
    assert result.exit_code == 2
    assert f"cannot listen on 127.0.0.1:{port}" in result.stderr
    assert "choose another --port" in result.stderr


def test_an_unknown_night_is_refused(booray: Run, ledger_db: LedgerDb) -> None:
    with Ledger.open(ledger_db.target) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob"])
    result = booray("board", "--night", "Fridya", "--port", "0", ok=False)
    assert result.exit_code == 2
    assert "did you mean Friday" in result.stderr

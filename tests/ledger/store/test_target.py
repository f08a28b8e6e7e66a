"""`--db`: a path is a SQLite file, a postgresql:// URL is a server, any other URL is refused."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.ledger.store.target import parse_target
from tests.reliability import warm_start


@pytest.mark.parametrize(
    ("given", "url"),
    [
        ("postgresql://club:s3cret@db.example:5433/league", "postgresql+psycopg://club:s3cret@db.example:5433/league"),
        ("postgresql+psycopg://club@db/league", "postgresql+psycopg://club@db/league"),
        ("postgres://db/league", "postgresql+psycopg://db/league"),
    ],
)
def test_a_postgresql_url_is_a_server(given: str, url: str) -> None:
    target = parse_target(given)
    assert target.is_postgres
    assert target.url == url
    assert target.path is None
    assert "s3cret" not in str(target)  # messages never show the password


@pytest.mark.parametrize("given", ["friday.db", "club/booray.db", "C:\\ledgers\\friday.db", "./odd:name.db"])
def test_a_path_is_a_sqlite_file(given: str) -> None:
    target = parse_target(given)
    assert target.engine == "sqlite"
    assert target.path == Path(given)


@pytest.mark.parametrize(
    ("given", "code", "facts"),
    [
        ("mysql://db/league", ErrorCode.URL_NOT_A_LEDGER, {"scheme": "mysql"}),
        ("postgresql+psycopg2://db/league", ErrorCode.URL_NOT_A_LEDGER, {"scheme": "postgresql+psycopg2"}),
        ("sqlite:///friday.db", ErrorCode.URL_NOT_A_LEDGER, {"scheme": "sqlite"}),
        ("postgresql://db.example:5432", ErrorCode.URL_NO_DATABASE, {"scheme": "postgresql"}),
        ("  ", ErrorCode.PATH_EMPTY, {}),
        ("a\nb", ErrorCode.PATH_CONTROL, {"path": "a\nb"}),
        ("x" * 5000, ErrorCode.PATH_TOO_LONG, {"path": "x" * 40, "length": 5000}),
    ],
)
def test_anything_else_is_refused(given: str, code: ErrorCode, facts: dict[str, object]) -> None:
    with pytest.raises(UsageError) as refused:
        parse_target(given)
    assert (refused.value.code, refused.value.facts) == (code, facts)


def test_a_mistyped_url_creates_nothing(tmp_path: Path) -> None:
    done = warm_start.run(
        [sys.executable, "-m", "booray_ledger", "--db", "postgresq://db/x", "night", "start", "F", "--players=A,B"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1
    assert "postgresq://" in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_an_unreachable_server_is_one_line(tmp_path: Path) -> None:
    done = warm_start.run(
        [sys.executable, "-m", "booray_ledger", "--db", "postgresql://nobody@127.0.0.1:1/league", "status"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1
    assert done.stderr.startswith("booray: cannot open the PostgreSQL ledger")
    assert len(done.stderr.strip().splitlines()) == 1


@pytest.mark.slow  # a fresh interpreter
def test_without_the_driver_the_message_names_the_extra() -> None:
    code = (
        "import sys; sys.modules['psycopg'] = None\n"
        "from booray_ledger.cli.main import app\n"
        "app(['--db', 'postgresql://db/league', 'status'])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 1
    extra = 'pip install "booray-ledger[postgres]"'
    assert done.stderr.strip() == f"booray: a PostgreSQL ledger needs the psycopg driver: {extra}"

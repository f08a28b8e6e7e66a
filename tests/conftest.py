"""Fixtures: every test gets its own real ledger, a SQLite file in a temporary folder and, for
the tests that take ``ledger_db`` (directly or through ``booray``), also a fresh PostgreSQL
database on the server named by ``BOORAY_TEST_POSTGRES_URL`` (`.ci/run` starts one).

Without that variable the PostgreSQL runs are skipped with a message saying how to get a server;
under ``CI=true`` a missing server is a failure, never a skip.


Hypothesis profiles: ``dev`` (the default: few examples, so ``python -m pytest`` stays fast) and
``ci`` (many examples; ``.ci/run`` sets ``HYPOTHESIS_PROFILE=ci``). Property tests that are costly
per example scale their count with :func:`tests.strategies.examples`.
"""

from __future__ import annotations

import gc
import json
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from typer.testing import CliRunner

from booray_ledger.cli.main import app
from booray_ledger.text import i18n
from tests.engines import ENGINES, LedgerDb, postgres_database


def pytest_collection_finish(session: pytest.Session) -> None:
    """Freeze what collection made (every module, test item and fixture definition) so the
    garbage collector stops re-scanning it through the run, and collect young objects less
    often: together about 3 s of CPU in each run of the suite."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 20, 20)


MEMORY_FOLDER = Path("/dev/shm")
"""A folder in memory (tmpfs) where this machine has one: the tests' files go there."""


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "single_engine: runs once, on SQLite: the test needs no engine, picks its own, or checks SQLite itself",
    )
    if config.option.basetemp is None and not hasattr(config, "workerinput") and _writable(MEMORY_FOLDER):
        # Thousands of ledgers are created, committed (each commit synced to disk) and thrown
        # away: in memory that costs a fifth less of the suite's time. What a test checks does not
        # depend on it: a killed process's writes are in the page cache either way, and the
        # full-disk and read-only tests mount file systems of their own. One folder per run, so
        # runs side by side never meet; removed after a run that passed (kept to look at otherwise).
        config.option.basetemp = tempfile.mkdtemp(prefix="booray-tests-", dir=MEMORY_FOLDER)
        config.stash[_MADE_BASETEMP] = config.option.basetemp


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    made = session.config.stash.get(_MADE_BASETEMP, None)
    if made is not None and exitstatus == 0:
        shutil.rmtree(made, ignore_errors=True)


_MADE_BASETEMP = pytest.StashKey[str]()


def _writable(folder: Path) -> bool:
    return folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Every test that takes ``ledger_db`` runs once per engine (SQLite only when marked)."""
    if "ledger_db" in metafunc.fixturenames:
        only_sqlite = metafunc.definition.get_closest_marker("single_engine") is not None
        metafunc.parametrize("ledger_db", ENGINES[:1] if only_sqlite else ENGINES, indirect=True)


settings.register_profile("dev", max_examples=20, deadline=None)
settings.register_profile(
    "ci", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


@pytest.fixture(autouse=True)
def db_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point BOORAY_DB at a fresh file for every test (never the user's real ledger), in English
    whatever the machine's locale (a test that wants another language chooses it)."""
    path = tmp_path / "booray.db"
    monkeypatch.setenv("BOORAY_DB", str(path))
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "120")
    for name in ("BOORAY_LANG", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")  # UTF-8 for the programs tests run (hledger), no language
    i18n.use(i18n.SOURCE)
    return path


@pytest.fixture
def ledger_db(request: pytest.FixtureRequest, db_file: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The test's ledger on one engine, with BOORAY_DB pointing at it."""
    if request.param == "sqlite":
        yield LedgerDb("sqlite", str(db_file), db_file)
        return
    with postgres_database() as url:
        monkeypatch.setenv("BOORAY_DB", url)
        yield LedgerDb("postgresql", url, None)


Run = Callable[..., Any]


@pytest.fixture
def booray(ledger_db: LedgerDb) -> Run:
    """Run `booray ARGS...` in-process against the test's ledger; returns click's Result."""
    runner = CliRunner()

    def run(*args: str, ok: bool = True) -> Any:
        result = runner.invoke(app, [str(a) for a in args])
        if ok and result.exit_code != 0:
            raise AssertionError(
                f"booray {' '.join(args)} failed ({result.exit_code}): {result.stderr}{result.exception!r}"
            )
        return result

    return run


@pytest.fixture
def status(booray: Run) -> Callable[[], dict[str, Any]]:
    def read() -> dict[str, Any]:
        return dict(json.loads(booray("status", "--json").stdout))

    return read


@pytest.fixture
def pg_url(monkeypatch: pytest.MonkeyPatch) -> Any:
    """A fresh, empty PostgreSQL database (for the tests of PostgreSQL itself), as BOORAY_DB too."""
    with postgres_database() as url:
        monkeypatch.setenv("BOORAY_DB", url)
        yield url

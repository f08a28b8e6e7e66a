"""Fixtures: every test gets its own real SQLite file in a temporary folder.

Hypothesis profiles: ``dev`` (the default: few examples, so ``python -m pytest`` stays fast) and
``ci`` (many examples; ``.ci/run`` sets ``HYPOTHESIS_PROFILE=ci``). Property tests that are costly
per example scale their count with :func:`tests.strategies.examples`.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from typer.testing import CliRunner

from booray_ledger.cli.main import app

settings.register_profile("dev", max_examples=30, deadline=None)
settings.register_profile(
    "ci", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


@pytest.fixture(autouse=True)
def db_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point BOORAY_DB at a fresh file for every test (never the user's real ledger)."""
    path = tmp_path / "booray.db"
    monkeypatch.setenv("BOORAY_DB", str(path))
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "120")
    return path


Run = Callable[..., Any]


@pytest.fixture
def booray() -> Run:
    """Run `booray ARGS...` in-process; returns click's Result (stdout, stderr, exit_code)."""
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

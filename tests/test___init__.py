"""The package's public face, ``from booray_ledger import Ledger, hand``: the "Use it from Python"
example of docs/api.md runs as written against BOORAY_DB."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.engines import LedgerDb

API_DOC = Path(__file__).resolve().parents[1] / "docs" / "api.md"


def python_example() -> str:
    section = API_DOC.read_text(encoding="utf-8").split("## Use it from Python", 1)[1]
    found = re.search(r"```python\n(.*?)```", section, re.S)
    assert found is not None, "docs/api.md lost its Python example"
    return found.group(1)


@pytest.mark.slow  # a fresh interpreter runs the example
def test_the_api_doc_python_example_runs_and_prints_balances_that_add_up(ledger_db: LedgerDb) -> None:
    env = {**os.environ, "BOORAY_DB": ledger_db.target}
    done = subprocess.run([sys.executable, "-c", python_example()], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    balances = ast.literal_eval(done.stdout.strip())  # the example prints a dict of chips
    # Hand 1: everyone antes (P0 4), Bob wins 4, Cat is bourré and pays 4 (pot 4).
    # Hand 2: Cat is exempt, the others ante (P0 7); Cat wins 7; Dan reneged and took no trick,
    # so pays 7 once (rulebook: renege). Balances plus the pot of 7 add up to zero.
    assert balances == {"Ann": -2, "Bob": 2, "Cat": 2, "Dan": -9}
    assert ledger_db.exists()

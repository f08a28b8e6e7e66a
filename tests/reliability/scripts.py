"""Running the real `booray` console script in subprocesses, as a person's shell does."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.reliability import warm_start


def booray_script() -> list[str]:
    """The installed console script beside this Python (the entry point people run)."""
    script = Path(sys.executable).with_name("booray")
    return [str(script)] if script.exists() else [sys.executable, "-m", "booray_ledger"]


def booray_env(db: Path | str | None, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "BOORAY_DB"}
    env.update({"NO_COLOR": "1", "COLUMNS": "120"})
    if db is not None:
        env["BOORAY_DB"] = str(db)
    env.update(extra)
    return env


def run_booray(db: Path | str | None, *args: str, **options: Any) -> subprocess.CompletedProcess[str]:
    """`booray ARGS` against the ledger ``db`` (text in and out, never a terminal)."""
    env = booray_env(db, **options.pop("env", {}))
    options.setdefault("capture_output", True)
    options.setdefault("stdin", subprocess.DEVNULL)
    return warm_start.run([*booray_script(), *args], env=env, text=True, timeout=60, **options)


def start_booray(db: Path | str, *args: str) -> subprocess.Popen[str]:
    """`booray ARGS` against the ledger ``db`` started and left running (another terminal):
    text pipes for its stdout and stderr; finish it with ``communicate``."""
    return warm_start.popen(
        [*booray_script(), *args], env=booray_env(db), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )

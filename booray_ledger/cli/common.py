"""What every command shares: the database path, opening the ledger, JSON output, the console.

Nothing here imports SQLAlchemy or SQLModel at import time: commands that need no database
(``--help``, ``rules``, ``referee``) start fast.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

if TYPE_CHECKING:
    from rich.console import Console

    from booray_ledger.ledger.db import Ledger

PROCESS_STARTED_AT = datetime.now(UTC).isoformat(timespec="microseconds")
"""When this process loaded the command line (the console script passes it to the command)."""


def started_at(ctx: typer.Context) -> str:
    """When this command began: a hand with the same results recorded after that moment was
    entered by another terminal at the same time, not by an earlier command."""
    root = ctx.find_root()
    return str((root.obj or {}).get("started_at") or PROCESS_STARTED_AT)


def default_db_path() -> Path:
    """``$BOORAY_DB``, else ``booray.db`` in the user data directory."""
    env = os.environ.get("BOORAY_DB")
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir("booray-ledger", appauthor=False)) / "booray.db"


def db_path(ctx: typer.Context) -> Path:
    root = ctx.find_root()
    path = (root.obj or {}).get("db")
    return Path(path) if path else default_db_path()


def open_ledger(ctx: typer.Context, create: bool = False) -> Ledger:
    from booray_ledger.ledger.db import Ledger

    return Ledger(db_path(ctx), create=create)


def print_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False, sort_keys=False))


def console() -> Console:
    """A console for people: colours only on a terminal, and never when NO_COLOR is set."""
    from rich.console import Console

    return Console(highlight=False, soft_wrap=False)

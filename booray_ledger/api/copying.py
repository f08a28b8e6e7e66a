"""Copying a ledger between engines: ``copy_ledger(source, target)``.

A club adopting booray copies its SQLite file into an empty PostgreSQL database; a club on
PostgreSQL copies its ledger into a new SQLite file as a backup. Either way every row keeps its
id, and the copy is checked night by night (balances and pot) before it is called identical.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.ledger.store.target import Target, parse_target
from booray_ledger.results.file import CopyReport


def copy_ledger(
    source: str | Path | Target, target: str | Path | Target, progress: Callable[[str, int, int], None] | None = None
) -> CopyReport:
    """Copy the ledger at ``source`` into ``target`` (a new file or an empty database) and
    compare every night's balances and pot; ``progress(table, done, total)`` follows the rows."""
    from booray_ledger.ledger.store.engine import open_store
    from booray_ledger.ledger.upkeep.transfer import copy_ledger as copy_rows_and_check

    origin, destination = parse_target(source), parse_target(target)
    if str(origin) == str(destination):
        raise UsageError(ErrorCode.COPY_ONTO_ITSELF, target=str(destination))
    store = open_store(origin)
    try:
        done = copy_rows_and_check(store, destination, progress)
    finally:
        store.close()
    return {
        "source": str(origin),
        "target": str(destination),
        "tables": done["tables"],
        "nights": done["nights"],
        "identical": done["identical"],
    }

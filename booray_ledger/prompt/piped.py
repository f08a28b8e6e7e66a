"""``booray play < night.play``: one command per line when standard input is not a terminal.

Each line is run as at the prompt and its result printed (and flushed, so that whatever was
printed is already committed); a refused line prints its one-line error and the night goes on.
Blank lines and lines starting with ``#`` are skipped. The exit code is 1 when any line was
refused, else 0.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

from booray_ledger.prompt.commands import LiveTable


def run_piped(table: LiveTable, lines: Iterable[str]) -> int:
    """Run every line; 1 if any was refused."""
    refused = 0
    for raw in lines:
        outcome = table.do(raw)
        sys.stdout.flush()
        if not outcome.ok:
            refused += 1
        if outcome.quit:
            break
    return 1 if refused else 0

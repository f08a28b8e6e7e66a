"""Writing a file whole or not at all: the new content goes to a temporary file beside the
target, which is renamed over the target only once it is complete, so a failure (a full disk,
an interruption, a copy that does not check out) leaves the previous file as it was and no
half-written file under the target's name. Standard library only: the ledger's backups and the
command line's exports both use it.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path


@contextlib.contextmanager
def replacing(target: Path) -> Iterator[str]:
    """A temporary file beside ``target`` to write: renamed over ``target`` when the block ends
    without an error, deleted when it fails. An ``OSError`` (no such folder, no space) passes
    to the caller, who names the problem and the fix."""
    fd, temp = tempfile.mkstemp(prefix=f".{target.name[:100]}.", suffix=".tmp", dir=target.parent or ".")
    os.close(fd)
    done = False
    try:
        yield temp
        os.replace(temp, target)
        done = True
    finally:
        if not done:
            with contextlib.suppress(OSError):
                os.unlink(temp)


def write_text(target: Path, text: str) -> None:
    """``text`` (UTF-8) at ``target``, written whole and flushed to the disk before it replaces
    what was there."""
    write_chunks(target, [text])


def write_chunks(target: Path, chunks: Iterable[str]) -> None:
    """``chunks`` (UTF-8) at ``target``, written one after the other as they come, flushed to the
    disk once all are written, and only then put in place of what was there."""
    with replacing(target) as temp, open(temp, "w", encoding="utf-8") as handle:
        for chunk in chunks:
            handle.write(chunk)
        handle.flush()
        os.fsync(handle.fileno())

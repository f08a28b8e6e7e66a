"""The ledger knows itself: a write goes into the very file this program opened, or nowhere.

A ledger file is known by three things: its device and inode (a file moved or copied into its
place is another inode; a deleted one is gone), its identity row (``ledger_identity``, written
when the file was made: another ledger copied over it has another), and, while a long-running
program (``booray play``, the board) keeps a connection open, the write-ahead log that
connection uses: a restore that copies a backup over the file and removes ``-wal`` and
``-shm`` (as the guide says) leaves this process holding the removed log, whose pages would
undo the restore at the next write. Before every write all three are checked
(:func:`refusal`); any difference refuses the write with one line and writes nothing.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from booray_ledger.errors import ErrorCode, LedgerReplaced


@dataclass(frozen=True)
class Opened:
    """What a ledger file was when this program opened it."""

    path: Path
    device: int
    inode: int


def opened(path: Path) -> Opened | None:
    """The file at ``path`` as it is now (None if there is none yet)."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return Opened(path, stat.st_dev, stat.st_ino)


def replaced(path: Path) -> LedgerReplaced:
    """The refusal of a write into a file that is no longer the one opened."""
    return LedgerReplaced(ErrorCode.LEDGER_REPLACED, path=str(path))


def check_same_file(was: Opened | None, uid_then: str | None, uid_now: str | None) -> None:
    """Refuse (:class:`LedgerReplaced`) unless the file at the path is still the inode opened,
    no log this process uses was removed, and its identity row is the one first read."""
    if was is None:
        return
    now = opened(was.path)
    if now is None or (now.device, now.inode) != (was.device, was.inode):
        raise replaced(was.path)
    if uid_then is not None and uid_now != uid_then:
        raise replaced(was.path)
    removed = _removed_files(was.path)
    if removed:
        _disarm(removed)
        raise replaced(was.path)


def _removed_files(path: Path) -> dict[int, str]:
    """The descriptors this process still holds on the ledger, its write-ahead log or its
    shared memory after they were removed from the folder, and what each was (Linux:
    ``/proc/self/fd``; elsewhere the inode and identity checks stand alone)."""
    folder = Path("/proc/self/fd")
    if not folder.is_dir():
        return {}
    base = str(path.resolve())
    removed = {f"{base} (deleted)", f"{base}-wal (deleted)", f"{base}-shm (deleted)"}
    found: dict[int, str] = {}
    try:
        names = os.listdir(folder)
    except OSError:
        return {}
    for name in names:
        try:
            target = os.readlink(folder / name)
        except OSError:
            continue
        if target in removed:
            found[int(name)] = target
    return found


def _disarm(removed: dict[int, str]) -> None:
    """Empty the removed write-ahead log this process still holds: when its connection closes,
    SQLite would otherwise copy that log's pages into the file now at the path (a backup copied
    over the ledger, same inode), undoing the restore. Emptied, the log has nothing to copy."""
    for fd, target in removed.items():
        if target.endswith("-wal (deleted)"):
            try:
                os.ftruncate(fd, 0)
            except OSError:
                continue

"""`booray check`'s hash chains on two cores: the nights split in two runs, the later verified
by a forked worker process while this one verifies the earlier.

- :func:`split` cuts the nights (in night order) where the worker gets about
  :data:`WORKER_SHARE` of the links; a ledger with fewer than :data:`WORKER_LINKS` links is
  verified in this process alone (a fork costs more than it saves there), as is any ledger where
  ``os.fork`` does not exist.
- :func:`start` forks the worker. It must be called before the check starts any thread of its
  own and while this process has no SQLite connection open on the file (a connection never
  crosses a fork): the worker opens its own read-only connection, verifies its nights
  (``chain.verify_nights``) and sends back the same facts a single process finds.
- :func:`collect` waits for them. The caller puts them after its own, in night order, so the
  report is the one a single process gives. A worker that dies (killed, out of memory) is a
  problem in the report (``ProblemKind.CHAIN_NOT_VERIFIED``), never a traceback.
- :func:`stop` ends a worker whose results are no longer wanted (this process failed, or Ctrl-C:
  the worker also stops on Ctrl-C by itself, silently).
"""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from booray_ledger.results.file import CheckProblem

WORKER_LINKS = 4_000
"""The fewest links worth a worker: below this (about 4,000 hands) one process verifies them all."""

WORKER_SHARE = 0.6
"""The worker's share of the links: this process also runs the book-keeping checks meanwhile."""

Outcome = tuple[list["CheckProblem"], dict[str, int]] | list["CheckProblem"]
"""What a worker found: its problems and the rows its links seal by table (as
``chain.verify_nights``), or, when its nights could not be read, the one problem that says so."""


@dataclass
class Worker:
    """A forked worker verifying ``nights``: its process id and the pipe its findings come by."""

    pid: int
    pipe: int
    nights: list[int]


def split(
    nights: list[tuple[int, int]], least: int = WORKER_LINKS, share: float = WORKER_SHARE
) -> tuple[list[int], list[int]]:
    """``nights`` (id and links, in night order) as the run this process verifies and the later
    run the worker does (empty with fewer than ``least`` links, or only one night): the cut
    falls where the worker's run holds about ``share`` of the links."""
    total = sum(links for _, links in nights)
    ids = [night for night, _ in nights]
    if total < least or len(nights) < 2 or not hasattr(os, "fork"):
        return ids, []
    mine, cut = 0, 0
    while cut < len(nights) - 1 and mine + nights[cut][1] / 2 <= total * (1 - share):  # the nearest cut
        mine += nights[cut][1]
        cut += 1
    return ids[:cut], ids[cut:]


def start(path: Path, nights: list[int]) -> Worker:
    """Fork a worker verifying the chains of ``nights`` of the ledger at ``path``. Ctrl-C is held
    back across the fork, so the worker never runs on as a copy of the check."""
    read, write = os.pipe()
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        pid = os.fork()
        if pid == 0:
            _work(path, nights, read, write, held)
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
    os.close(write)
    return Worker(pid, read, nights)


def _work(path: Path, nights: list[int], read: int, write: int, held: Any) -> NoReturn:
    """The worker's whole life: verify, send the outcome, exit, whatever happens (it never
    returns into the check it was forked from, and never prints)."""
    code = 1
    try:
        if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:  # as the check does, when it ignores it
            signal.signal(signal.SIGINT, signal.SIG_DFL)  # Ctrl-C ends the worker at once, silently
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
        os.close(read)
        with os.fdopen(write, "wb") as pipe:
            pipe.write(pickle.dumps(_verify(path, nights)))
        code = 0
    finally:
        os._exit(code)


def _verify(path: Path, nights: list[int]) -> Outcome:
    """The chains of ``nights`` on a connection of the worker's own; a file too damaged to read
    is the one problem ``file_check.chain_problems`` reports for it."""
    from booray_ledger.ledger.schema import sqlite_schema
    from booray_ledger.ledger.store import chain
    from booray_ledger.ledger.upkeep import integrity

    try:
        conn = integrity.connect_readonly(path)
        try:
            return chain.verify_nights(sqlite_schema.sqlite_run(conn), nights)
        finally:
            conn.close()
    except Exception as exc:
        return [integrity.unreadable(exc)]


def collect(worker: Worker) -> Outcome:
    """Wait for the worker's findings (see :data:`Outcome`); a worker that died before sending
    them all is the problem ``chain_not_verified`` (its nights, and how it ended)."""
    from booray_ledger.results.file import ProblemKind, problem

    pipe, worker.pipe = os.fdopen(worker.pipe, "rb"), -1  # the file closes it, even on Ctrl-C
    with pipe:
        sent = pipe.read()
    _, status = os.waitpid(worker.pid, 0)
    worker.pid = 0
    ended = os.waitstatus_to_exitcode(status)
    if ended == 0:
        try:
            outcome: Outcome = pickle.loads(sent)  # sent by the worker this process forked
            return outcome
        except Exception:  # cut short: as if it had died
            ended = 1
    first, last = worker.nights[0], worker.nights[-1]
    return [problem(ProblemKind.CHAIN_NOT_VERIFIED, first_night_id=first, last_night_id=last, ended=ended)]


def stop(worker: Worker) -> None:
    """End a worker whose findings are not wanted (nothing when it was collected)."""
    if worker.pipe >= 0:
        os.close(worker.pipe)
        worker.pipe = -1
    if worker.pid:
        with contextlib.suppress(ProcessLookupError):
            os.kill(worker.pid, signal.SIGKILL)
        os.waitpid(worker.pid, 0)
        worker.pid = 0

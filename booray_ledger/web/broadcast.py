"""Live updates: one shared poller for every open page.

A single task asks the ledger for its change token (one cheap query) every ``interval`` seconds.
When it changes (a hand recorded by ``booray hand`` in another terminal, by ``booray play``, by
the page itself, anything), the board is rendered once and handed to every subscriber. So fifty
viewers cost one database poll and one render per change, not fifty.

Each subscriber holds only the newest board: a slow phone skips boards it had no time to show
instead of queueing them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass

log = logging.getLogger("booray.board")

POLL_INTERVAL = 0.1
"""Seconds between two looks at the ledger: a hand shows on every screen within about this plus
the time to render the board once."""


@dataclass(frozen=True)
class Snapshot:
    """One rendered board and the change token it was rendered at."""

    token: str
    html: str


class Broadcaster:
    """The shared change poller and the set of open pages waiting for the next board."""

    def __init__(self, token: Callable[[], str], render: Callable[[], str], interval: float = POLL_INTERVAL) -> None:
        self._token = token
        self._render = render
        self.interval = interval
        self.latest: Snapshot | None = None
        self._subscribers: set[asyncio.Queue[Snapshot | None]] = set()
        self.closing = asyncio.Event()
        self._lock = asyncio.Lock()  # one look at a time: pages opening together share one render
        self._loop: asyncio.AbstractEventLoop | None = None
        self.polls = 0  # how many times the ledger was asked (the benchmark reads it)
        self.renders = 0

    @property
    def viewers(self) -> int:
        return len(self._subscribers)

    async def refresh(self) -> Snapshot:
        """Look at the ledger once; render and publish the board if anything was written."""
        async with self._lock:
            token = await asyncio.to_thread(self._token)
            self.polls += 1
            if self.latest is None or token != self.latest.token:
                html = await asyncio.to_thread(self._render)
                self.renders += 1
                self.latest = Snapshot(token, html)
                for queue in self._subscribers:
                    offer(queue, self.latest)
            return self.latest

    async def run(self) -> None:
        """Poll until :meth:`close`; a failed look is logged and tried again, never fatal."""
        self._loop = asyncio.get_running_loop()
        trouble = ""
        while not self.closing.is_set():
            try:
                await self.refresh()
                if trouble:
                    log.warning("booray board: reading the ledger again")
                trouble = ""
            except Exception as exc:  # the page must outlive a locked or briefly unreadable file
                if str(exc) != trouble:  # said once, not ten times a second
                    log.warning("booray board: cannot read the ledger (%s); trying again", exc)
                trouble = str(exc) or type(exc).__name__
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.closing.wait(), self.interval)

    def close(self) -> None:
        """Stop polling and end every open stream (on Ctrl-C)."""
        self.closing.set()
        for queue in self._subscribers:
            offer(queue, None)

    def close_soon(self) -> None:
        """:meth:`close` from a signal handler or another thread."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self.close)

    async def subscribe(self, keepalive: float = 15.0) -> AsyncIterator[Snapshot | None]:
        """The current board, then every new one; ``None`` now and then to keep the line open.
        Ends when the server closes."""
        queue: asyncio.Queue[Snapshot | None] = asyncio.Queue(maxsize=1)
        self._subscribers.add(queue)
        try:
            current = self.latest or await self.refresh()
            yield current
            while not self.closing.is_set():
                try:
                    snapshot = await asyncio.wait_for(queue.get(), keepalive)
                except TimeoutError:
                    yield None
                    continue
                if snapshot is None:
                    return
                if snapshot.token != current.token:  # the same board twice (a race at the start) is sent once
                    current = snapshot
                    yield snapshot
        finally:
            self._subscribers.discard(queue)


def offer(queue: asyncio.Queue[Snapshot | None], item: Snapshot | None) -> None:
    """Put ``item`` in a one-place queue, replacing whatever the reader has not taken yet."""
    with contextlib.suppress(asyncio.QueueEmpty):
        queue.get_nowait()
    queue.put_nowait(item)

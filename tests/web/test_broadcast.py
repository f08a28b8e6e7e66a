"""The shared change poller: one look at the ledger per interval however many pages are open, one
render per change, every page told, a slow page given only the newest board."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest

from booray_ledger import Ledger
from booray_ledger.web.broadcast import Broadcaster, Snapshot, offer


def test_many_viewers_cost_one_poll_and_one_render_per_change(night_db: Path) -> None:
    ledger = Ledger.open(night_db)
    renders: list[int] = []

    def render() -> str:
        hands = ledger.status("Friday")["hands"]
        renders.append(hands)
        return f'<div data-hands="{hands}"></div>'

    async def scenario() -> None:
        live = Broadcaster(ledger.change_token, render, interval=0.02)
        poller = asyncio.create_task(live.run())
        streams = [live.subscribe() for _ in range(50)]
        firsts = await asyncio.gather(*(anext(s) for s in streams))
        assert {f.html for f in firsts if f} == {'<div data-hands="2"></div>'}
        assert live.viewers == 50
        await asyncio.sleep(0.1)
        polls_before = live.polls
        await asyncio.to_thread(ledger.record_line, "an 2 bo 3 c 0 .", night="Friday")
        seconds = await asyncio.wait_for(asyncio.gather(*(anext(s) for s in streams)), 2)
        assert {s.html for s in seconds if s} == {'<div data-hands="3"></div>'}
        assert live.polls - polls_before < 50  # polled per interval, not per viewer
        live.close()
        await poller
        assert [item async for item in streams[0]] == []  # the stream ends on close

    asyncio.run(scenario())
    assert renders == [2, 3]  # one render per change, shared by the 50
    ledger.close()


def test_a_slow_page_gets_only_the_newest_board() -> None:
    async def scenario() -> None:
        queue: asyncio.Queue[Snapshot | None] = asyncio.Queue(maxsize=1)
        offer(queue, Snapshot("1", "one"))
        offer(queue, Snapshot("2", "two"))
        assert queue.qsize() == 1
        assert (await queue.get()) == Snapshot("2", "two")

    asyncio.run(scenario())


async def poll_for_a_while(token: Callable[[], str], interval: float) -> Broadcaster:
    """A poller asking ``token`` every ``interval`` seconds for a tenth of a second, then closed."""
    live = Broadcaster(token, lambda: "board", interval=interval)
    poller = asyncio.create_task(live.run())
    await asyncio.sleep(0.1)
    live.close()
    await poller
    return live


def test_a_failed_look_is_survived() -> None:
    calls: list[int] = []

    def token() -> str:
        calls.append(1)
        if len(calls) == 1:
            raise OSError("the file is busy")
        return "t"

    live = asyncio.run(poll_for_a_while(token, interval=0.01))
    assert live.latest == Snapshot("t", "board")
    assert len(calls) > 2


def test_a_lasting_failure_is_said_once(caplog: pytest.LogCaptureFixture) -> None:
    import logging

    def token() -> str:
        raise OSError("the file is busy")

    with caplog.at_level(logging.WARNING, logger="booray.board"):
        asyncio.run(poll_for_a_while(token, interval=0.005))
    said = [r.getMessage() for r in caplog.records]
    assert said == ["booray board: cannot read the ledger (the file is busy); trying again"]


def test_the_change_token_moves_with_every_kind_of_write(night_db: Path) -> None:
    """Whatever is written, by whichever front end, the board's one cheap question notices."""
    with Ledger.open(night_db) as ledger:
        seen = [ledger.change_token()]
        writes: list[Callable[[], object]] = [
            lambda: ledger.record_line("an 2 bo 3 c 0 .", night="Friday"),
            lambda: ledger.void_last_hand(night="Friday"),
            lambda: ledger.seat("out", "Dan", night="Friday"),
            lambda: ledger.start_night("Saturday", ["Ann", "Bob"]),
            lambda: ledger.end_night("split", night="Friday"),
        ]
        for write in writes:
            ledger.status("Friday")  # reading changes nothing
            assert ledger.change_token() == seen[-1]
            write()
            seen.append(ledger.change_token())
        assert len(set(seen)) == len(seen)

"""The real `booray board` process: addresses, the live stream, writes from the CLI, Ctrl-C."""

from __future__ import annotations

import http.client
import json
import re
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

from tests.web.conftest import KEY, ZED, Server, hands_now, start_server


def events(url: str, timeout: float = 5) -> Iterator[tuple[str, str]]:
    """Server-sent events from ``url``: (event name, data) as they arrive."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=timeout)
    connection.request("GET", "/events", headers={"Accept": "text/event-stream"})
    response = connection.getresponse()
    assert response.status == 200 and response.headers["content-type"].startswith("text/event-stream")
    name, data = "message", []
    try:
        while True:
            line = response.readline().decode()
            if not line:
                return
            line = line.rstrip("\n")
            if line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: "):
                data.append(line[6:])
            elif not line and data:
                yield name, "\n".join(data)
                name, data = "message", []
    finally:
        connection.close()


def hands_shown(html: str) -> int:
    found = re.search(r'data-hands="(\d+)"', html)
    assert found, html[:200]
    return int(found.group(1))


def test_the_board_prints_both_addresses_and_serves_status(shared_server: Server) -> None:
    server = shared_server
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", server.viewer)
    assert server.keeper == f"{server.base}/keeper?key={KEY}"
    with urllib.request.urlopen(f"{server.base}/api/status", timeout=5) as response:
        body = response.read().decode()
    assert body == server.booray("status", "--json").stdout


def test_a_hand_from_the_command_line_reaches_the_stream_within_a_second(shared_server: Server) -> None:
    server = shared_server
    before = hands_now(server.db)
    stream = events(server.viewer)
    name, first = next(stream)
    assert name == "board" and hands_shown(first) == before
    recorded = server.booray("hand", "Ann=2", "Bob=3", "Cat=0", "Dan=pass", f"{ZED}=0")
    committed = time.monotonic()
    assert recorded.returncode == 0, recorded.stderr
    name, second = next(stream)
    assert time.monotonic() - committed < 1.0
    assert name == "board" and hands_shown(second) == before + 1 and f"Hand {before + 1}" in second
    assert KEY not in first + second


def test_a_hand_posted_to_the_api_is_recorded(shared_server: Server) -> None:
    server = shared_server
    before = hands_now(server.db)
    request = urllib.request.Request(
        f"{server.base}/api/hand",
        data=json.dumps({"line": "an 2 bo 3 c 0 ."}).encode(),
        headers={"X-Booray-Key": KEY, "Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        assert json.loads(response.read())["hand"] == before + 1
    history = json.loads(server.booray("history", "--json").stdout)
    assert [h["number"] for h in history["hands"]] == list(range(1, before + 2))


def test_ctrl_c_stops_the_server_promptly_with_viewers_connected(server: Server) -> None:
    streams = [events(server.viewer) for _ in range(5)]
    for stream in streams:
        next(stream)
    started = time.monotonic()
    assert server.stop(timeout=10) == 0
    assert time.monotonic() - started < 5
    for stream in streams:  # each stream ended with the server
        assert list(stream) == []


def qr_codes(printed: str) -> int:
    """How many QR drawings the board printed (blocks of lines made of block characters)."""
    rows = [set(line) <= set(" █▀▄") and "█" in line for line in printed.splitlines()]
    return sum(1 for i, row in enumerate(rows) if row and (i == 0 or not rows[i - 1]))


def test_lan_prints_only_the_viewers_qr_code(night_db: Path) -> None:
    """--lan with an explicit loopback --host: the viewers' code only, under a plain label."""
    server = start_server(night_db, "--lan", "--host", "127.0.0.1")
    try:
        assert server.viewer.startswith("http://127.0.0.1:")
        assert "Everyone: scan this to see the board" in server.printed
        assert "Scorekeeper only" not in server.printed and qr_codes(server.printed) == 1
    finally:
        assert server.stop() == 0


def test_the_keepers_qr_code_only_when_asked_for(night_db: Path) -> None:
    server = start_server(night_db, "--lan", "--host", "127.0.0.1", "--keeper-qr")
    try:
        label = server.printed.index("Scorekeeper only: scan this to record hands")
        assert server.printed.index("Everyone: scan this") < label and qr_codes(server.printed) == 2
        assert qr_codes(server.printed[label:]) == 1
    finally:
        assert server.stop() == 0


def test_the_qr_code_holds_the_address() -> None:
    import io

    from booray_ledger.web import serve

    out = io.StringIO()
    serve.print_qr("http://192.168.1.20:8000/", out)
    drawing = out.getvalue().splitlines()
    assert len(drawing) > 10 and all(len(row) == len(drawing[0]) for row in drawing)
    assert set("".join(drawing)) <= set(" █▀▄")

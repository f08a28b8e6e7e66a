"""The real `booray board` process: addresses, the live stream, writes from the CLI, Ctrl-C."""

from __future__ import annotations

import http.client
import json
import re
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from booray_ledger import Ledger
from tests.web.conftest import KEY, ZED, Server, hands_now, start_server

pytestmark = pytest.mark.slow  # the real server process on a socket, with live streams


def events(url: str, timeout: float = 5) -> Iterator[tuple[str, str]]:
    """Server-sent events from ``url``: (event name, data) as they arrive."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=timeout)
    connection.request("GET", "/events", headers={"Accept": "text/event-stream"})
    response = connection.getresponse()
    assert response.status == 200
    assert response.headers["content-type"].startswith("text/event-stream")
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
    assert name == "board"
    assert hands_shown(first) == before
    recorded = server.booray("hand", "Ann=2", "Bob=3", "Cat=0", "Dan=pass", f"{ZED}=0")
    committed = time.monotonic()
    assert recorded.returncode == 0, recorded.stderr
    name, second = next(stream)
    assert time.monotonic() - committed < 1.0
    assert name == "board"
    assert hands_shown(second) == before + 1
    assert f"Hand {before + 1}" in second
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
    assert server.stop() == 0
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
        assert "Scorekeeper only" not in server.printed
        assert qr_codes(server.printed) == 1
    finally:
        assert server.stop() == 0


def test_the_keepers_qr_code_only_when_asked_for(night_db: Path) -> None:
    server = start_server(night_db, "--lan", "--host", "127.0.0.1", "--keeper-qr")
    try:
        label = server.printed.index("Scorekeeper only: scan this to record hands")
        assert server.printed.index("Everyone: scan this") < label
        assert qr_codes(server.printed) == 2
        assert qr_codes(server.printed[label:]) == 1
    finally:
        assert server.stop() == 0


def test_the_qr_code_holds_the_address() -> None:
    import io

    from booray_ledger.web import serve

    out = io.StringIO()
    serve.print_qr("http://192.168.1.20:8000/", out)
    drawing = out.getvalue().splitlines()
    assert len(drawing) > 10
    assert all(len(row) == len(drawing[0]) for row in drawing)
    assert set("".join(drawing)) <= set(" █▀▄")


def test_keys_are_url_encoded_in_the_printed_address_and_its_qr_code() -> None:
    """Finding 8: a key with + & # spaces or accents printed an address that did not work."""
    from urllib.parse import parse_qs

    from booray_ledger.web import serve

    key = "a+b c&d#é=1/2?"
    keeper = serve.addresses("127.0.0.1", 8000, key).keeper
    assert keeper == "http://127.0.0.1:8000/keeper?key=a%2Bb%20c%26d%23%C3%A9%3D1%2F2%3F"
    assert parse_qs(urlsplit(keeper).query) == {"key": [key]}


def test_a_key_with_odd_characters_opens_the_keepers_page(night_db: Path) -> None:
    running = start_server(night_db, "--key", "pass+word &#é 1")
    try:
        assert "%2B" in running.keeper
        assert " " not in running.keeper
        with urllib.request.urlopen(running.keeper, timeout=10) as response:
            assert response.status == 200
    finally:
        running.stop()


def test_the_board_answers_only_the_names_of_its_own_address() -> None:
    from booray_ledger.web import serve

    assert serve.served_hosts("127.0.0.1") == ["127.0.0.1", "[::1]", "localhost"]
    assert serve.served_hosts("192.168.1.20") == ["192.168.1.20"]
    assert serve.served_hosts("::1") == ["127.0.0.1", "[::1]", "localhost"]
    assert "localhost" in serve.served_hosts("0.0.0.0")


def post_hand(base: str, line: str, expected: int | None = None) -> tuple[int, str]:
    """POST one hand (with the hand number the poster expects, if given); its status and the body."""
    body: dict[str, object] = {"line": line} if expected is None else {"line": line, "expected": expected}
    request = urllib.request.Request(
        f"{base}/api/hand",
        data=json.dumps(body).encode(),
        headers={"X-Booray-Key": KEY, "Content-Type": "application/json"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as refused:
        return refused.code, refused.read().decode()


def test_a_burst_of_posts_is_answered_200_409_or_400_each_hand_once(server: Server) -> None:
    """Finding 4: 20 identical posts gave bare 500s and 15-second waits, and a `booray hand` in
    another terminal waited 15 s. Now: 40 posts at once (20 the same hand, 20 different lines),
    every answer 200, 409 or 400 (never 500), each hand recorded once, the other terminal's hand
    recorded too. (The times are a benchmark's: benchmarks/board_burst.py.)"""
    from concurrent.futures import ThreadPoolExecutor

    before = hands_now(server.db)
    same = ["an 2 bo 3 c 0 ."] * 20
    different = [f"an {t} bo {5 - t} c 0 ." for t in (1, 2, 3, 4)] * 5
    with ThreadPoolExecutor(max_workers=41) as pool:
        answers = [pool.submit(post_hand, server.base, line, before + 1) for line in same + different]
        # unlike every posted line (each has Cat 0), so it is never the same hand as one of them
        other = pool.submit(server.booray, "hand", "Ann=0", "Bob=0", "Cat=5", "Dan=pass", f"{ZED}=pass")
        results = [a.result() for a in answers]
        terminal = other.result()
    assert terminal.returncode == 0, terminal.stderr
    statuses = [status for status, _ in results]
    assert set(statuses) <= {200, 409, 400}, [r for r in results if r[0] not in (200, 409, 400)]
    # how long the answers and the other terminal took is measured by benchmarks/board_burst.py
    history = json.loads(server.booray("history", "--json").stdout)["hands"]
    recorded = [h for h in history if h["number"] > before]
    assert len(recorded) == statuses.count(200) + 1  # each 200 is one hand; plus the terminal's
    first_lines = [json.loads(body)["hand"] for status, body in results[:20] if status == 200]
    assert len(first_lines) <= 1  # the same hand, sent twenty times, is recorded at most once
    tricks = [tuple(sorted(h["tricks"].items())) for h in recorded]
    assert len(set(tricks)) == len(tricks), tricks  # each different hand at most once too
    assert all(body for _, body in results)  # every answer says something (never a bare error)
    refusals = [json.loads(body)["error"] for status, body in results if status != 200]
    assert all(("entered twice" in e or "recording another hand" in e) for e in refusals), refusals


def answer_to(base: str, head: str, body: bytes) -> str:
    """Send ``head`` and then ``body`` to the real server on a raw socket, sending nothing more
    (the rest of the body a header promises never comes), and read its answer's status line: a
    server that read the body whole before answering would never answer (the socket times out)."""
    import socket

    parts = urlsplit(base)
    with socket.create_connection((parts.hostname or "", parts.port or 80), timeout=60) as sock:
        sock.sendall(head.encode() + body)
        answer = b""
        while b"\r\n" not in answer:
            got = sock.recv(4096)
            assert got, "the server closed without an answer"
            answer += got
        return answer.split(b"\r\n", 1)[0].decode()


def test_a_huge_body_is_refused_413_before_it_is_read(shared_server: Server) -> None:
    """Finding 4 of issue 20: bodies of 10-100 MB were read whole before refusal. Here a body
    announced as 100 MB (only 1 KiB of it ever sent), and a chunked one that passes 64 KiB and
    never ends, are each answered 413 by the real server while their bodies are still coming."""
    host = urlsplit(shared_server.base).netloc
    before = hands_now(shared_server.db)
    common = f"POST /api/hand HTTP/1.1\r\nHost: {host}\r\nX-Booray-Key: {KEY}\r\nContent-Type: application/json\r\n"
    announced = answer_to(shared_server.base, common + "Content-Length: 104857600\r\n\r\n", b'{"line": "' + b"x" * 1024)
    assert announced.split()[1] == "413", announced
    chunk = b"x" * 8192
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(chunk), chunk) for _ in range(9))  # 72 KiB, and no last chunk
    chunked = answer_to(shared_server.base, common + "Transfer-Encoding: chunked\r\n\r\n", chunks)
    assert chunked.split()[1] == "413", chunked
    assert hands_now(shared_server.db) == before
    with urllib.request.urlopen(f"{shared_server.base}/api/status", timeout=10) as response:
        assert response.status == 200  # and the board goes on serving


@pytest.mark.parametrize("fault", ["delete", "replace"])
def test_a_ledger_deleted_or_replaced_under_the_board_is_never_written_to(night_db: Path, fault: str) -> None:
    """Finding 1 of issue 20 for the other long-running writer: after `rm ledger.db*`, or a
    backup moved into its place (its -wal and -shm removed), every hand posted to the running
    board is refused with one line (400), nothing is written to any file, and the board, once
    stopped, leaves the file as it found it (the deleted one stays deleted)."""
    backup = night_db.with_name("backup.db")
    with Ledger.open(night_db) as ledger:
        ledger.backup(backup)
    kept = backup.read_bytes()
    running = start_server(night_db)
    try:
        assert post_hand(running.base, "an 2 bo 3 c 0 .")[0] == 200
        Path(f"{night_db}-wal").unlink(missing_ok=True)
        Path(f"{night_db}-shm").unlink(missing_ok=True)
        if fault == "delete":
            night_db.unlink()
        else:
            backup.rename(night_db)
        for line in ("an 3 bo 2 c 0 .", "an 1 bo 4 c 0 ."):
            status, body = post_hand(running.base, line)
            assert status == 400, body
            assert "was replaced or deleted since it was opened here; nothing was recorded" in json.loads(body)["error"]
        with urllib.request.urlopen(f"{running.base}/api/status", timeout=10) as response:
            assert response.status == 200  # the board still answers
    finally:
        assert running.stop() == 0
    if fault == "delete":
        assert not any(night_db.parent.glob(f"{night_db.name}*"))
    else:
        assert night_db.read_bytes() == kept
        with Ledger.open(night_db) as ledger:
            assert ledger.status("Friday")["hands"] == 2
            assert ledger.check()["ok"]


def test_a_hand_the_swapped_in_file_already_has_is_refused_as_replaced(night_db: Path) -> None:
    """A backup holding hand 3 moved in under the running board, then hand 3 posted again with
    its number: the answer names the replaced file (400), as the write would, not "entered
    twice" (409) from the read that looks for a repeat first; nothing is written."""
    backup = night_db.with_name("backup.db")
    running = start_server(night_db)
    try:
        assert post_hand(running.base, "an 2 bo 3 c 0 .", expected=3)[0] == 200
        with Ledger.open(night_db) as ledger:
            ledger.backup(backup)
        kept = backup.read_bytes()
        Path(f"{night_db}-wal").unlink(missing_ok=True)
        Path(f"{night_db}-shm").unlink(missing_ok=True)
        backup.rename(night_db)
        status, body = post_hand(running.base, "an 2 bo 3 c 0 .", expected=3)
        assert status == 400, body
        assert "was replaced or deleted since it was opened here" in json.loads(body)["error"]
    finally:
        assert running.stop() == 0
    assert night_db.read_bytes() == kept


def test_the_running_board_answers_only_its_own_host_names(shared_server: Server) -> None:
    """Finding 9 of issue 20 through the real server: a page reached by DNS rebinding sends its
    own name as Host and gets 400 (nothing of the board); the board's own names are answered."""
    parts = urlsplit(shared_server.base)
    answers = {}
    for host in (f"rebound.example:{parts.port}", f"127.0.0.1.evil.example:{parts.port}", parts.netloc):
        connection = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=10)
        try:
            connection.request("GET", "/api/status", headers={"Host": host})
            response = connection.getresponse()
            answers[host] = (response.status, response.read().decode())
        finally:
            connection.close()
    assert answers[parts.netloc][0] == 200
    for host in list(answers)[:2]:
        status, body = answers[host]
        assert status == 400, (host, status)
        assert "balances" not in body

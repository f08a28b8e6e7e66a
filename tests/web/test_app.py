"""The scoreboard app through Starlette's test client, over a real ledger file: the JSON API,
escaping, errors, the settle-up, and the files a non-editable install must carry."""

from __future__ import annotations

import html
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from booray_ledger import Ledger, hand
from booray_ledger.text.recap import payment_line, sections
from booray_ledger.web.site import create_app
from tests.conftest import Run
from tests.web.conftest import KEY, LOCAL, ZED, db_bytes

# The app reads its ledger through the library API like every front end; these tests serve a
# SQLite file (tests/web/conftest.py), so they run once, not once per engine.
pytestmark = pytest.mark.single_engine


def test_api_status_is_exactly_what_booray_status_json_prints(client: TestClient, booray: Run) -> None:
    response = client.get("/api/status")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/json")
    assert response.text == booray("status", "--json").stdout
    assert json.loads(response.text)["hands"] == 2


def test_recording_a_hand_needs_the_key_and_writes_nothing_without_it(client: TestClient, night_db: Path) -> None:
    before = db_bytes(night_db)
    for params, headers in (({}, {}), ({"key": "wrong-key-123"}, {}), ({}, {"X-Booray-Key": "nope"})):
        response = client.post("/api/hand", params=params, headers=headers, json={"line": "an 2 bo 3 c 0 ."})
        assert response.status_code == 403, response.text
        assert "key" in response.json()["error"]
    assert client.post("/api/void").status_code == 403
    assert db_bytes(night_db) == before
    assert client.get("/api/status").json()["hands"] == 2


def test_a_hand_with_the_key_is_recorded_and_returned_as_json(client: TestClient, booray: Run) -> None:
    response = client.post("/api/hand", params={"key": KEY}, json={"line": "an 2 bo 3 c 0 ."})
    assert response.status_code == 200, response.text
    data = response.json()
    assert data["hand"] == 3
    assert data["status"]["hands"] == 3
    assert data["result"]["winners"] == ["Bob"]
    shown = json.loads(booray("status", "--json").stdout)
    reasons = {"exempt_why": shown.pop("exempt_why"), "lost_deal_why": shown.pop("lost_deal_why")}
    assert data["status"] == shown
    assert reasons == {"exempt_why": {"Cat": {"why": "bourre", "hand": 3}}, "lost_deal_why": {}}
    by_header = client.post("/api/hand", headers={"X-Booray-Key": KEY}, json={"line": "a 2 b 1 c 2 ."})
    assert by_header.status_code == 200
    assert by_header.json()["hand"] == 4
    undone = client.post("/api/void", headers={"X-Booray-Key": KEY})
    assert undone.status_code == 200
    assert undone.json()["voided"] == 4
    assert client.get("/api/status").json()["hands"] == 3


def test_the_same_hand_twice_within_20_seconds_needs_again(client: TestClient, night_db: Path) -> None:
    first = client.post("/api/hand", params={"key": KEY}, json={"line": "an 2 bo 3 c 0 ."})
    assert first.status_code == 200
    assert first.json()["hand"] == 3
    before = db_bytes(night_db)
    twice = client.post("/api/hand", params={"key": KEY}, json={"line": "bo 3 an 2 c 0 ."})
    assert twice.status_code == 409
    assert "hand 3 with these very results" in twice.json()["error"]
    assert db_bytes(night_db) == before
    again = client.post("/api/hand", params={"key": KEY}, json={"line": "bo 3 an 2 c 0 .", "again": True})
    assert again.status_code == 200
    assert again.json()["hand"] == 4


def test_a_bad_line_is_refused_with_the_command_line_message_and_nothing_written(
    client: TestClient, night_db: Path, booray: Run
) -> None:
    before = db_bytes(night_db)
    line = "Ann=2 Bob=2 Cat=0 ."  # four tricks of five; Dan and Zed passed
    response = client.post("/api/hand", params={"key": KEY}, json={"line": line})
    assert response.status_code == 400
    cli = booray("hand", "Ann=2", "Bob=2", "Cat=0", "Dan=pass", f"{ZED}=pass", ok=False)
    assert cli.exit_code == 2
    assert response.json() == {"error": cli.stderr.strip().removeprefix("booray: ")}
    assert "trick" in response.json()["error"]
    for body in (b"not json", b'{"line": 3}', b"[1, 2]", b'{"line": "   "}'):
        refused = client.post("/api/hand", params={"key": KEY}, content=body)
        assert refused.status_code == 400
        assert "line" in refused.json()["error"]
    assert db_bytes(night_db) == before


def test_writes_from_another_site_are_refused_even_with_the_key(client: TestClient, night_db: Path) -> None:
    before = db_bytes(night_db)
    for headers in ({"Origin": "http://evil.example"}, {"Sec-Fetch-Site": "cross-site"}, {"Origin": "null"}):
        response = client.post("/api/hand", params={"key": KEY}, headers=headers, json={"line": "an 2 bo 3 c 0 ."})
        assert response.status_code == 403, headers
    assert db_bytes(night_db) == before
    same = {"Origin": "http://127.0.0.1", "Sec-Fetch-Site": "same-origin"}
    assert client.post("/api/hand", params={"key": KEY}, headers=same, json={"line": "an 2 bo 3 c 0 ."}).is_success


def test_names_and_night_names_are_escaped_in_html(db_file: Path) -> None:
    """Player names refuse < > and brackets (rules.names.clean_name), so the name that tests
    escaping carries & ' and " instead; a night's name may hold markup, and shows as text."""
    night = "<script>alert(1)</script> & 'Friday'"
    with Ledger.open(db_file) as ledger:
        ledger.start_night(night, ["Ann", ZED, "Bob&Co"])
        ledger.record_hand(hand(["Ann=3", f"{ZED}=2", "Bob&Co=0"]))
    with TestClient(create_app(db_file, night, KEY), base_url=LOCAL) as client:
        for page in (client.get("/").text, client.get("/keeper", params={"key": KEY}).text):
            assert "<script>alert" not in page
            assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;Friday&#39;" in page
            assert "O&#39;Zed &amp; &#34;Co&#34;" in page
            assert ZED not in page
            assert "Bob&amp;Co" in page
            assert "Bob&Co" not in page
            assert 'data-player="O&#39;Zed &amp; &#34;Co&#34;"' in page


def test_a_failing_request_leaves_the_server_up(night_db: Path) -> None:
    with TestClient(
        create_app(night_db, "No such night", KEY), raise_server_exceptions=False, base_url=LOCAL
    ) as client:
        broken = client.get("/api/status")
        assert broken.status_code == 400
        assert "not a night in this database" in broken.json()["error"]
    with TestClient(create_app(night_db, "Friday", KEY), raise_server_exceptions=False, base_url=LOCAL) as client:
        assert client.post("/api/hand", params={"key": KEY}, content=b"\xff\xfe").status_code == 400
        assert client.get("/api/status").status_code == 200


def test_the_recap_shows_once_the_night_ends(client: TestClient, night_db: Path) -> None:
    """The board's recap is `booray recap`'s words: the headline, every payment, the moments."""
    assert "Settle up" not in client.get("/board").text
    with Ledger.open(night_db) as ledger:
        ledger.end_night("split", night="Friday")
        recap = ledger.recap("Friday")
    page = html.unescape(client.get("/").text)
    assert "Night over" in page
    assert "Settle up" in page
    assert recap["payments"]
    for part in sections(recap):
        for line in part.lines:
            if part.title != "Nets":  # the nets are the balances, with their money beside them
                assert line in page, line
    for t in recap["payments"]:
        assert f'<li class="payment">{payment_line(t, recap["currency"])}</li>' in page


def test_every_template_and_static_file_is_package_data() -> None:
    """A plain `pip install .` (not editable) carries only what pyproject's package-data lists."""
    import fnmatch
    import tomllib

    root = Path(__file__).resolve().parents[2]
    globs = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["booray_ledger"]
    files = [p for folder in ("templates", "static") for p in (root / "booray_ledger/web" / folder).iterdir()]
    assert len(files) >= 8
    for path in files:
        relative = path.relative_to(root / "booray_ledger").as_posix()
        assert any(fnmatch.fnmatch(relative, glob) for glob in globs), relative


def test_the_board_shows_stacks_and_buy_ins_under_table_stakes(db_file: Path) -> None:
    """rulebook topic: stakes. Each seated player's stack and what they bought; a player out of
    chips is shown dealt out."""
    from booray_ledger.rules import house

    rules = house.preset("classic").replace(stakes="table", buy_in=5, cover="all_in")
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Sat", ["Ann", "Bob", "Cat"], rules)
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0"]))
        ledger.record_hand(hand(["Ann=pass", "Bob=5", "Cat=0"]))
    with TestClient(create_app(db_file, "Sat", KEY), base_url=LOCAL) as client:
        page = client.get("/").text
        assert "stack 6 · bought 5" in page
        assert "stack 0 · bought 5" in page
        assert "dealt out: buys again to play" in page
        assert "stacks" in client.get("/api/status").json()


def test_marks_after_500_characters_are_read_not_cut(client: TestClient) -> None:
    """Finding 5: the line was cut at 500 characters and a renege after the cut dropped."""
    line = "Ann=2 Bob=3 Cat=0 Dan=pass" + " " * 600 + "o=0 --renege Bob"
    response = client.post("/api/hand", params={"key": KEY}, json={"line": line})
    assert response.status_code == 200, response.text
    assert response.json()["result"]["reneged"] == ["Bob"]


def test_a_line_over_the_limit_is_refused_with_400_and_nothing_written(client: TestClient, night_db: Path) -> None:
    from booray_ledger.api.book import MAX_LINE

    before = db_bytes(night_db)
    line = "an 2 bo 3 c 0 ." + " " * MAX_LINE + "--renege Bob"
    response = client.post("/api/hand", params={"key": KEY}, json={"line": line})
    assert response.status_code == 400
    assert response.json()["error"].startswith(f"the line is {len(line):,} characters long")
    assert db_bytes(night_db) == before


def test_a_hand_entered_twice_is_answered_409(client: TestClient) -> None:
    first = client.post("/api/hand", params={"key": KEY}, json={"line": "an 2 bo 3 c 0 .", "expected": 3})
    again = client.post("/api/hand", params={"key": KEY}, json={"line": "an 2 bo 3 c 0 .", "expected": 3})
    assert first.status_code == 200
    assert again.status_code == 409
    assert "entered twice" in again.json()["error"]
    assert client.get("/api/status").json()["hands"] == 3


def test_a_hand_already_recorded_is_refused_without_the_write_lock(
    night_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Finding 4: in a burst of the same hand, only one real write per hand. A post whose hand
    is already recorded (a twin at its ``expected`` number or later, or the last hand again
    within 20 s) is refused 409 by a read: it begins no write transaction and never needs
    SQLite's write lock, which another process holds here (a write would answer "busy")."""
    import sqlite3

    monkeypatch.setenv("BOORAY_BUSY_TIMEOUT_MS", "200")  # a write blocked by the holder fails fast
    with TestClient(create_app(night_db, "Friday", KEY), base_url=LOCAL) as client:
        board = client.app.state.board  # type: ignore[attr-defined]
        first = client.post("/api/hand", params={"key": KEY}, json={"line": "an 2 bo 3 c 0 .", "expected": 3})
        assert first.status_code == 200
        writes = board.writes
        holder = sqlite3.connect(night_db, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")  # another terminal mid-write: SQLite's write lock is taken
        try:
            for body in (
                {"line": "an 2 bo 3 c 0 .", "expected": 3},
                {"line": "bo 3 c 0 an 2 .", "expected": 3},  # the same results in another order
                {"line": "an 2 bo 3 c 0 .", "expected": 2},  # hands 2 and 3 were written meanwhile
                {"line": "an 2 bo 3 c 0 ."},  # no number: the same as the last hand, seconds ago
            ):
                twice = client.post("/api/hand", params={"key": KEY}, json=body)
                assert twice.status_code == 409, (body, twice.text)
                assert "hand 3 with these" in twice.json()["error"], twice.text
            assert board.writes == writes  # none of them began a write
            busy = client.post("/api/hand", params={"key": KEY}, json={"line": "an 1 bo 4 c 0 .", "expected": 3})
            assert busy.status_code == 400
            assert "busy" in busy.json()["error"]  # a real write waits for the lock
            assert board.writes == writes + 1
        finally:
            holder.rollback()
            holder.close()
        different = client.post("/api/hand", params={"key": KEY}, json={"line": "an 1 bo 4 c 0 .", "expected": 3})
        assert different.status_code == 200  # a different hand is still recorded as the next one
        assert different.json()["hand"] == 4
        assert client.get("/api/status").json()["hands"] == 4


def test_a_body_over_64_kib_is_refused_with_413_before_it_is_read(client: TestClient, night_db: Path) -> None:
    before = db_bytes(night_db)
    body = b'{"line": "an 2 bo 3 c 0 .", "pad": "' + b"x" * (64 * 1024) + b'"}'
    response = client.post("/api/hand", params={"key": KEY}, content=body, headers={"content-type": "application/json"})
    assert response.status_code == 413
    assert response.json() == {"error": "the request is larger than 64 KiB; nothing was read or recorded"}

    def chunks() -> Iterator[bytes]:  # no Content-Length: read only until it passes the limit
        yield body[: 40 * 1024]
        yield body[40 * 1024 :]

    chunked = client.post("/api/hand", params={"key": KEY}, content=chunks())
    assert chunked.status_code == 413
    assert db_bytes(night_db) == before
    fits = b'{"line": "an 2 bo 3 c 0 .", "pad": "' + b"x" * (60 * 1024) + b'"}'
    assert client.post("/api/hand", params={"key": KEY}, content=fits).status_code == 200


def test_only_the_boards_own_addresses_are_answered(night_db: Path) -> None:
    """Finding 9: any Host was answered, so a page could read the board by DNS rebinding."""
    app = create_app(night_db, "Friday", KEY, hosts=["127.0.0.1", "localhost"])
    with TestClient(app, base_url="http://rebound.example:8000") as client:
        assert client.get("/api/status").status_code == 400
        assert client.get("/").status_code == 400
    with TestClient(app, base_url="http://localhost:8000") as client:
        assert client.get("/api/status").status_code == 200


def test_an_origin_with_another_scheme_is_another_site(client: TestClient, night_db: Path) -> None:
    before = db_bytes(night_db)
    headers = {"Origin": "https://127.0.0.1", "X-Booray-Key": KEY}
    response = client.post("/api/hand", headers=headers, json={"line": "an 2 bo 3 c 0 ."})
    assert response.status_code == 403
    assert db_bytes(night_db) == before


def test_the_api_previews_a_hand_as_it_would_record_it(client: TestClient, night_db: Path) -> None:
    before = db_bytes(night_db)
    headers = {"X-Booray-Key": KEY}
    preview = client.post("/api/hand/preview", json={"line": "an 2 bo 3 c 0 ."}, headers=headers)
    assert preview.status_code == 200
    assert db_bytes(night_db) == before
    recorded = client.post("/api/hand", json={"line": "an 2 bo 3 c 0 ."}, headers=headers)
    assert recorded.json() == preview.json()
    assert client.post("/api/hand/preview", json={"line": "an 2 ."}).status_code == 403
    assert client.post("/api/hand/preview", json={}, headers=headers).status_code == 400
    for path in ("/api/hand/preview", "/api/hand"):  # one reading of a posted hand for both
        garbled = client.post(path, content=b"an 2 .", headers=headers)
        assert (garbled.status_code, garbled.json()["error"]) == (
            400, 'the body must be JSON like {"line": "Ann=2 Bob=3 Cat=0 Dan=pass"}')  # fmt: skip


def test_a_hand_from_the_page_is_kept_as_coming_from_the_page(client: TestClient, night_db: Path) -> None:
    assert client.post("/api/hand", json={"line": "an 2 bo 3 c 0 ."}, headers={"X-Booray-Key": KEY}).status_code == 200
    with Ledger.open(night_db) as ledger:
        assert ledger.history()["changes"][-1]["source"] == "page"


def test_a_lone_write_waits_for_a_slow_one_and_only_a_burst_is_refused(night_db: Path) -> None:
    """A write that finds no other waiting waits for the one in progress however long it takes
    (a slow machine never turns a lone hand into 409); one that finds another already waiting
    gets its turn within WRITE_WAIT or 409, nothing written. No clock is read here: the slow
    write holds its turn until the test lets it go."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    from booray_ledger.web.app import Busy, Scoreboard

    board = Scoreboard(night_db, "Friday", KEY)
    started, release = threading.Event(), threading.Event()

    def slow(_ledger: Ledger) -> str:
        started.set()
        release.wait(60)
        return "slow"

    def waiting() -> int:
        with board._queue:
            return board._waiting

    try:
        with ThreadPoolExecutor(max_workers=3) as pool:
            first = pool.submit(board.write, slow)
            assert started.wait(30)
            lone = pool.submit(board.write, lambda ledger: ledger.record_line("an 2 bo 3 c 0 .", night="Friday"))
            while waiting() == 0:  # the lone write is in the queue
                threading.Event().wait(0.01)
            third = pool.submit(board.write, lambda ledger: "never")
            with pytest.raises(Busy):  # it found one waiting: WRITE_WAIT, then refused
                third.result(timeout=60)
            assert not lone.done()  # waited longer than WRITE_WAIT, and still waiting for its turn
            release.set()
            assert first.result(timeout=60) == "slow"
            assert lone.result(timeout=60)["hand"] == 3
    finally:
        release.set()
        board.ledger.close()
        board._reader.close()
    with Ledger.open(night_db) as ledger:
        assert ledger.status("Friday")["hands"] == 3

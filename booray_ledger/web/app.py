"""The scoreboard web app: the board's state, the live stream and the small JSON API (the HTML
pages are :mod:`booray_ledger.web.routes`; :func:`booray_ledger.web.site.create_app` puts them
together over one ledger file and one night). Every
read and write goes through the library API (:class:`booray_ledger.api.book.Ledger`), so a hand
entered on the page is the same hand as one typed in ``booray hand``.

Routes: ``/`` the board for viewers; ``/keeper?key=`` the board with the scorekeeper's forms;
``/events`` the live stream (server-sent events: the rendered board each time the ledger
changes); ``/board`` the board alone (for pages without EventSource); ``/api/status`` exactly
what ``booray status --json`` prints; ``POST /api/hand`` and ``POST /api/void`` for scripts.

One request at a time uses each of the board's two ``Ledger`` objects, one for reads and one for
writes (:meth:`Scoreboard.read`, :meth:`Scoreboard.write`): a ``Ledger`` and its cache belong to
one thread at a time, and a slow render never holds up a write. A posted hand that is already
recorded (the same results at or after the number the page showed, or the last hand again
within 20 s) is refused 409 by a read when its turn comes, without a write transaction: in a
burst of the same hand only one takes SQLite's write lock. A write that is the only
one waiting waits for the write in progress, however slow the machine; in a burst of posts, one
that finds others already waiting and cannot start within :data:`WRITE_WAIT` seconds is
answered 409 with nothing written, so every answer comes within about a second and the board
never holds the file for longer than one hand takes: another terminal's ``booray hand`` waits
no longer than that (measured by ``benchmarks/board_burst.py``).
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse

from booray_ledger.api.book import Ledger
from booray_ledger.api.hand_guards import REPEAT_WINDOW
from booray_ledger.errors import BoorayError, DuplicateHand
from booray_ledger.text import i18n
from booray_ledger.text.errors import explain
from booray_ledger.web import security, speech
from booray_ledger.web.broadcast import POLL_INTERVAL, Broadcaster, Snapshot
from booray_ledger.web.views import read_board

STATIC = Path(__file__).with_name("static")
WRITE_WAIT = 0.5
"""Seconds a write that finds others waiting waits for its turn; then it is refused (409),
nothing written. A write that finds none waiting waits for the one in progress."""
EXAMPLE_BODY = '{"line": "Ann=2 Bob=3 Cat=0 Dan=pass"}'
"""A hand as the JSON API takes it (kept as it is in every language: it is the API's syntax)."""
BUSY = i18n.N_(
    "the board is recording another hand; nothing was recorded from this request: look at the board and send it again"
)


class Busy(BoorayError):
    """A write in a burst that waited :data:`WRITE_WAIT` seconds for the writes before it (409)."""


class Scoreboard:
    """One ledger, one night, one key: the state behind every route. A board that ``follows``
    shows the current night: when another terminal starts or chooses a night, the next render
    (within a poll) switches to it, with the same address and key; with no night open it keeps
    the last one shown (an ended night shows its settle-up).

    It speaks the night's language, else ``language`` (the one it was started in; by default the
    language speaking when it is made): :attr:`spoken` is the language of the board last shown,
    which every page and every answer speaks (:mod:`booray_ledger.web.speech`)."""

    def __init__(
        self,
        db: str | Path,
        night: str,
        key: str,
        interval: float = POLL_INTERVAL,
        follows: bool = False,
        language: str | None = None,
    ) -> None:
        self.ledger = Ledger.open(db, source="page")
        self.night = night
        self.follows = follows
        self.key = key
        self.language = language or i18n.language()
        self.spoken = self.language
        self.names: list[str] = []  # the players of the board last shown (their names go in <bdi>)
        self.templates = speech.environment()
        self.live = Broadcaster(lambda: self.read(Ledger.change_token), self.render_board, interval)
        self._turn = threading.Lock()  # one write at a time, through self.ledger
        self._queue = threading.Lock()  # guards _waiting
        self._waiting = 0  # writes waiting for their turn (not the one writing)
        self._reader = Ledger.open(db, source="page")  # reads have a Ledger of their own:
        self._read_turn = threading.Lock()  # a slow render never holds up a write
        self.writes = 0  # write transactions begun (a hand refused by its check begins none)
        self.recorded_here: set[int] = set()  # hand numbers recorded through this board (web/taps.py)
        self.undone: list[int] = []  # hands undone on the scorekeeper's page, last last: what redo restores

    def read(self, call: Callable[[Ledger], Any]) -> Any:
        """``call(ledger)`` on the board's reading Ledger, one read at a time (in a worker thread)."""
        with self._read_turn:
            return call(self._reader)

    def write(self, call: Callable[[Ledger], Any], check: Callable[[Ledger], Any] | None = None) -> Any:
        """``call(ledger)`` for a write (in a worker thread), once its turn comes and ``check``
        (a read, e.g. whether the hand is already recorded) has not refused it: a refusal
        found by a read never begins a write transaction, so in a burst of the same hand only
        one takes SQLite's write lock, and the queue drains in a read's time per request.
        A write that finds no other waiting waits for the one in progress however long it
        takes (a slow machine never refuses a lone write); in a burst, a write that finds
        others already waiting waits at most :data:`WRITE_WAIT` seconds for its turn, else
        :class:`Busy` (409, nothing written)."""
        with self._queue:
            alone = self._waiting == 0
            self._waiting += 1
        try:
            turn = self._turn.acquire() if alone else self._turn.acquire(timeout=WRITE_WAIT)
        finally:
            with self._queue:
                self._waiting -= 1
        if not turn:
            raise Busy(i18n._(BUSY))
        try:
            if check is not None:
                check(self.ledger)
            self.writes += 1
            return call(self.ledger)
        finally:
            self._turn.release()

    def render_board(self) -> str:
        """The board fragment (the part every page shares and the stream sends)."""
        board = self.read(lambda ledger: read_board(ledger, self.night, follow=self.follows, language=self.language))
        self.night = board.night
        self.spoken = board.language
        self.names = board.names
        with i18n.speaking(board.language):
            return self.templates.get_template("board.html").render(board=board, script=speech.script_words())

    def page(self, name: str, status_code: int = 200, **context: Any) -> HTMLResponse:
        """The page ``name`` in the board's language."""
        with i18n.speaking(self.spoken):
            html = self.templates.get_template(name).render(night=self.night, **context)
        return HTMLResponse(html, status_code=status_code, headers=security.SECURITY_HEADERS)


def board_of(request: Request) -> Scoreboard:
    board: Scoreboard = request.app.state.board
    return board


def error(message: str, status_code: int) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status_code, headers=security.SECURITY_HEADERS)


async def refused_by_ledger(request: Request, exc: Exception) -> Response:
    """A BoorayError nobody caught (a night that is gone, a busy file): its one line, as 400
    (409 for a write refused because another came first)."""
    return error(explain(exc), refusal_status(exc))


def refusal_status(exc: Exception) -> int:
    """409 when the request lost to another write (busy, or the same hand entered twice), else 400."""
    return 409 if isinstance(exc, Busy | DuplicateHand) else 400


def expected_of(value: object) -> int | None:
    """The hand number the page showed as next (``expected`` in the form or JSON), if given:
    a hand that another terminal recorded meanwhile with the same results is refused."""
    text = str(value) if isinstance(value, int | str) and not isinstance(value, bool) else ""
    return int(text) if text.isascii() and text.isdigit() and 0 < len(text) < 10 else None


async def events(request: Request) -> Response:
    """The live stream: the board now, then again each time the ledger changes."""
    board = board_of(request)

    async def stream() -> AsyncIterator[str]:
        yield "retry: 1000\n\n"
        async for snapshot in board.live.subscribe():
            yield ": still here\n\n" if snapshot is None else sse(snapshot)

    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no", **security.SECURITY_HEADERS}
    return StreamingResponse(stream(), media_type="text/event-stream", headers=headers)


def sse(snapshot: Snapshot) -> str:
    """One server-sent event named ``board`` carrying the rendered board."""
    data = "".join(f"data: {line}\n" for line in snapshot.html.splitlines())
    return f"id: {snapshot.token}\nevent: board\n{data}\n"


async def fragment(request: Request) -> Response:
    """The board alone, for a page polling instead of streaming."""
    snapshot = await board_of(request).live.refresh()
    headers = {"X-Booray-Token": snapshot.token, "Cache-Control": "no-cache", **security.SECURITY_HEADERS}
    return HTMLResponse(snapshot.html, headers=headers)


async def api_status(request: Request) -> Response:
    """Exactly the bytes ``booray status --json`` prints for this night."""
    board = board_of(request)
    status = await run_in_threadpool(board.read, lambda ledger: ledger.status_report(board.night))
    body = json.dumps(status, indent=2, ensure_ascii=False, sort_keys=False) + "\n"
    return Response(body, media_type="application/json", headers=security.SECURITY_HEADERS)


async def api_hand(request: Request) -> Response:
    """Record a hand from ``{"line": "..."}``: the result as JSON, 403 without the key, 400 with
    the command line's message for a bad line. Nothing is written unless the hand is recorded.
    The very same hand as one recorded in the last 20 s is refused, naming it, unless the body
    says ``"again": true``."""
    board = board_of(request)
    payload, line, refused = await posted_line(request, board)
    if refused is not None:
        return refused
    expected = expected_of(payload.get("expected"))
    within = None if payload.get("again") is True else REPEAT_WINDOW  # the same hand twice in 20 s: a mistake
    return await write(
        board,
        lambda ledger: ledger.record_line(line, night=board.night, expected=expected, refuse_repeat_within=within),
        lambda ledger: ledger.refuse_entered_twice(line, night=board.night, expected=expected, within=within),
    )


async def api_preview(request: Request) -> Response:
    """What a hand would do at this table now, from ``{"line": "..."}``: the JSON /api/hand
    would return for it, with nothing recorded (403 without the key, 400 for a bad line)."""
    board = board_of(request)
    _, line, refused = await posted_line(request, board)
    if refused is not None:
        return refused
    try:
        preview = await run_in_threadpool(board.write, lambda ledger: ledger.preview_line(line, night=board.night))
    except BoorayError as exc:
        return error(explain(exc), refusal_status(exc))
    return JSONResponse(preview, headers=security.SECURITY_HEADERS)


async def posted_line(request: Request, board: Scoreboard) -> tuple[dict[str, Any], str, Response | None]:
    """The JSON body of a hand posted to the API and its ``line``, or the refusal: 403 without
    the key or from another site, 400 for a body that is not JSON or has no line."""
    refused = refuse(request, board)
    if refused is not None:
        return {}, "", refused
    try:
        payload = await request.json()
    except (ValueError, UnicodeDecodeError):
        return {}, "", error(i18n.say("the body must be JSON like {body}", body=i18n.Words(EXAMPLE_BODY)), 400)
    line = payload.get("line") if isinstance(payload, dict) else None
    if not isinstance(line, str) or not line.strip():
        return {}, "", error(i18n.say("give the hand as {body}", body=i18n.Words(EXAMPLE_BODY)), 400)
    return payload, line, None


async def api_void(request: Request) -> Response:
    """Void the last hand in effect (same as ``booray hand void``)."""
    board = board_of(request)
    refused = refuse(request, board)
    return refused or await write(board, lambda ledger: ledger.void_last_hand(night=board.night))


def refuse(request: Request, board: Scoreboard) -> Response | None:
    """403 unless the request carries the key and does not come from another site."""
    if not security.key_ok(request, board.key):
        # Translators: {header} is the name of an HTTP header, kept as it is.
        message = i18n.say(
            "writing needs the scorekeeper's key (?key= or the {header} header)", header=i18n.Words(security.KEY_HEADER)
        )
        return error(message, 403)
    if not security.same_origin(request):
        return error(i18n._("refused: this request came from another site"), 403)
    return None


async def write(
    board: Scoreboard, call: Callable[[Ledger], Any], check: Callable[[Ledger], Any] | None = None
) -> Response:
    """Run one API write, one at a time, after its ``check`` (see :meth:`Scoreboard.write`); a
    BoorayError becomes 400 (409: another write came first) with its one-line message."""
    try:
        result = await run_in_threadpool(board.write, call, check)
    except BoorayError as exc:
        return error(explain(exc), refusal_status(exc))
    with contextlib.suppress(Exception):  # written already; the poller will show it anyway
        await board.live.refresh()  # every open page shows it now, not at the next poll
    return JSONResponse(result, headers=security.SECURITY_HEADERS)

"""The HTML pages: the viewers' board, and the scorekeeper's board with its two forms.

The forms work without any script: a hand recorded or voided redirects back to the scorekeeper's
page with what happened (post, redirect, get: a reload never records a hand twice); a bad line
shows the command line's message and keeps what was typed.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlencode

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from booray_ledger.errors import BoorayError
from booray_ledger.text import guards, i18n
from booray_ledger.text.at_this_table import section_text
from booray_ledger.text.errors import explain
from booray_ledger.text.hands import preview_lines
from booray_ledger.text.headlines import headline
from booray_ledger.text.referee import no_answer
from booray_ledger.web import security
from booray_ledger.web.app import Scoreboard, board_of, expected_of, refusal_status

FORM_BYTES = 32 * 1024
"""The largest form read: the longest line (``api.book.MAX_LINE`` characters, each up to four
bytes of UTF-8, each byte percent-encoded) fits, with the token."""


async def viewer(request: Request) -> Response:
    """The board for everyone: no key, no forms."""
    board = board_of(request)
    snapshot = await board.live.refresh()
    return board.page("viewer.html", board_html=snapshot.html)


async def keeper(request: Request) -> Response:
    """The scorekeeper's page (403 without the key)."""
    board = board_of(request)
    if not security.key_ok(request, board.key):
        return board.page("forbidden.html", status_code=403)
    done = request.query_params.get("done", "")[:200]
    return await keeper_page(board, done=done)


async def keeper_page(board: Scoreboard, status_code: int = 200, **context: Any) -> Response:
    snapshot = await board.live.refresh()
    return board.page(
        "keeper.html",
        status_code=status_code,
        board_html=snapshot.html,
        key=board.key,
        token=security.form_token(board.key),
        names=board.names,
        **context,
    )


EXAMPLE_LINE = "an 2 bo 3 c 0 ."
"""A hand as the scorekeeper's form takes it (name prefixes, a final ``.`` passing the rest)."""


async def typed_line(request: Request, board: Scoreboard, **extras: Any) -> tuple[dict[str, str], str, Response | None]:
    """The hand line typed in a scorekeeper's form (with the form's fields), or the refusal: a
    form that fails its guards (:func:`checked_form`), or no line at all (400, saying how to type
    one; ``extras`` go to the page shown)."""
    fields, refused = await checked_form(request, board)
    if refused is not None:
        return fields, "", refused
    line = fields.get("line", "").strip()
    if not line:
        return (
            fields,
            line,
            await keeper_page(board, 400, error=guards.type_the_hand_first(EXAMPLE_LINE), line=line, **extras),
        )
    return fields, line, None


async def keeper_hand(request: Request) -> Response:
    """The hand form: record the line, then back to the scorekeeper's page."""
    board = board_of(request)
    fields, line, refused = await typed_line(request, board)
    if refused is not None:
        return refused
    expected = expected_of(fields.get("expected"))
    try:
        result = await run_in_threadpool(
            board.write,
            lambda ledger: ledger.record_line(line, night=board.night, expected=expected),
            lambda ledger: ledger.refuse_entered_twice(line, night=board.night, expected=expected),
        )
    except BoorayError as exc:
        return await keeper_page(board, refusal_status(exc), error=explain(exc), line=line)
    return back(board, recorded(result["hand"], result["result"]))


async def keeper_preview(request: Request) -> Response:
    """The hand form's Preview button: what the line would do at this table now, shown on the
    scorekeeper's page with the line kept to record; nothing is written."""
    board = board_of(request)
    _, line, refused = await typed_line(request, board)
    if refused is not None:
        return refused
    try:
        preview = await run_in_threadpool(board.write, lambda ledger: ledger.preview_line(line, night=board.night))
    except BoorayError as exc:
        return await keeper_page(board, refusal_status(exc), error=explain(exc), line=line)
    return await keeper_page(board, preview=preview_lines(preview), line=line)


async def rules_page(request: Request) -> Response:
    """The rulebook box: the section answering ``q`` with this table's house rules, then the
    next two titles (or that the book has no answer, and the closest topics)."""
    from booray_ledger.api.reference import ask_rulebook
    from booray_ledger.text.i18n import language

    board = board_of(request)
    question = request.query_params.get("q", "").strip()[:500]
    if not question:
        return board.page("rules.html", answer=None, question="")
    lang = language()
    answer = await run_in_threadpool(
        board.read, lambda ledger: ask_rulebook(ledger.target, question, night=board.night, lang=lang)
    )
    shown = section_text(answer["section"]) if answer["section"] is not None else ""
    return board.page("rules.html", answer=answer, question=question, no_answer=no_answer(answer), shown=shown)


async def keeper_void(request: Request) -> Response:
    """The undo button: void the last hand in effect."""
    board = board_of(request)
    _, refused = await checked_form(request, board)
    if refused is not None:
        return refused
    try:
        voided = await run_in_threadpool(board.write, lambda ledger: ledger.void_last_hand(night=board.night))
    except BoorayError as exc:
        return await keeper_page(board, refusal_status(exc), error=explain(exc))
    return back(board, i18n.say("Hand {number} voided; its chips went back.", number=voided["voided"]))


async def checked_form(request: Request, board: Scoreboard) -> tuple[dict[str, str], Response | None]:
    """The form's fields, or the refusal: no key (403), another site (403), no valid form token
    (403), or a body too large (413)."""
    if not security.key_ok(request, board.key):
        return {}, board.page("forbidden.html", status_code=403)
    if not security.same_origin(request):
        return {}, board.page("forbidden.html", status_code=403, reason=i18n._("the form was sent from another site"))
    body = await request.body()
    if len(body) > FORM_BYTES:
        return {}, board.page("forbidden.html", status_code=413, reason=i18n._("the form is too large"))
    parsed = parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True)
    fields = {name: values[0] for name, values in parsed.items()}
    if not security.form_token_ok(board.key, fields.get("token", "")):
        reason = i18n._("the form is stale or was not made by this page; reload the page and try again")
        return {}, board.page("forbidden.html", status_code=403, reason=reason)
    return fields, None


def recorded(number: int, result: Any) -> str:
    """What the page says once a hand is recorded: ``Hand 3 recorded: Bob wins 7.``"""
    return i18n.say("Hand {number} recorded: {headline}.", number=number, headline=i18n.Words(headline(result)))


def back(board: Scoreboard, done: str) -> Response:
    """303 to the scorekeeper's page, saying what was done."""
    query = urlencode({"key": board.key, "done": done})
    return RedirectResponse(f"/keeper?{query}", status_code=303, headers=security.SECURITY_HEADERS)

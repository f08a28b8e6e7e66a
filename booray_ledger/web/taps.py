"""The scorekeeper's page for a phone: a hand entered by taps, and the guards against the honest
mistake (rulebook topic ``scorekeeping``).

Taps: one row per dealt-in player with a button for pass and for 0 to ``cards`` tricks, the
marks (renege, corrected, out of turn) and the turned card. They are radio buttons and check
boxes in a plain form (no script needed to send it; ``taps.js`` only keeps Record off until the
counts add up), turned here into the live table's line, so a tapped hand is the same hand as a
typed one. Before recording, the page shows a confirm step with both hands when the hand is the
very same as the last one, comes within 20 s of a hand another screen recorded, or everyone
passed; Undo shows which hand it voids, with its results, and asks; Redo brings back the hands
undone here until a new hand is recorded. Everything the page says here is in the board's
language (:mod:`booray_ledger.web.speech`), in the page's own words: the page has buttons, not
commands, so it never names a command.
"""

from __future__ import annotations

import shlex
from collections.abc import Mapping
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response

from booray_ledger.errors import BoorayError
from booray_ledger.text import guards, i18n
from booray_ledger.text.errors import explain
from booray_ledger.text.headlines import headline
from booray_ledger.web import security, speech
from booray_ledger.web.app import Scoreboard, board_of, refusal_status
from booray_ledger.web.routes import back, checked_form, keeper_page, recorded, typed_line

MARKS = {"r": i18n.N_("renege"), "c": i18n.N_("corrected"), "o": i18n.N_("out of turn")}
"""The marks a tapped hand can carry (the line's ``r:``, ``c:``, ``o:``) and their labels."""
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def tap_rows(board: Scoreboard) -> dict[str, Any]:
    """What the tap form needs: the dealt-in players in seat order and the cards per hand (no
    rows once the night has ended)."""

    def read(ledger: Any) -> dict[str, Any]:
        try:
            view = ledger.table(board.night)
            detail = ledger.night(board.night)
        except BoorayError:
            return {"players": [], "cards": 5}
        if detail["ended_at"] is not None:
            return {"players": [], "cards": 5}
        out = set(view["sitting_out"]) | set(view.get("dealt_out", []))
        return {"players": [p for p in view["seats"] if p not in out], "cards": int(detail["rules"].get("cards", 5))}

    rows: dict[str, Any] = board.read(read)
    words = speech.tap_words(len(rows["players"]), rows["cards"])
    return {**rows, "marks": speech.keyed(MARKS), "ranks": RANKS, "suits": SUITS, "words": words}


def line_of_taps(fields: Mapping[str, list[str]]) -> str:
    """The live table's line for the tapped hand: each player's tricks or pass (``play`` for a
    lone player), then the marks and the turned card; names quoted, so any name works."""
    declared = {name[2:]: values[0] for name, values in fields.items() if name.startswith("p:") and values}
    played = [p for p, d in declared.items() if d != "pass"]
    words = []
    for player, value in declared.items():
        words += [shlex.quote(player), "play" if len(played) == 1 and value != "pass" else value]
    for mark in MARKS:
        words += [shlex.quote(f"{mark}:{player}") for player in fields.get(mark, [])]
    rank, suit = fields.get("up_rank", [""])[0], fields.get("up_suit", [""])[0]
    if rank in RANKS and suit in SUITS:
        words.append(f"u:{rank}{suit}")
    return " ".join(words)


async def keeper(request: Request) -> Response:
    """The scorekeeper's page (403 without the key): the taps, the text box, undo and redo."""
    board = board_of(request)
    if not security.key_ok(request, board.key):
        return board.page("forbidden.html", status_code=403)
    done = request.query_params.get("done", "")[:200]
    extras = await run_in_threadpool(page_extras, board)
    return await keeper_page(board, done=done, keeper_qr=keeper_qr(str(request.url)), **extras)


def keeper_qr(url: str) -> str:
    """This page's address (with the key) as an SVG QR code, for handing the scorekeeping to
    another phone; segno writes only its own markup, the address is encoded, never echoed."""
    import segno

    svg: str = segno.make(url, error="m").svg_inline(scale=4, border=2, dark="#000", light="#fff")
    return svg


async def keeper_taps(request: Request) -> Response:
    """The tap form: its line recorded as the hand form's would be (asking first where needed)."""
    board = board_of(request)
    fields, refused = await checked_form(request, board)
    if refused is not None:
        return refused
    from urllib.parse import parse_qs

    every = parse_qs((await request.body()).decode("utf-8", "replace"), keep_blank_values=True)
    line = line_of_taps(every)
    if not line:
        return await keeper_page(board, 400, error=guards.tap_each_player_first(), **page_extras(board))
    return await record_or_ask(board, line, again=fields.get("again") == "yes")


async def keeper_record(request: Request) -> Response:
    """The hand form (typed line), with the same guards as the taps."""
    board = board_of(request)
    fields, line, refused = await typed_line(request, board, **page_extras(board))
    if refused is not None:
        return refused
    return await record_or_ask(board, line, again=fields.get("again") == "yes")


async def record_or_ask(board: Scoreboard, line: str, again: bool) -> Response:
    """Record ``line``, or (unless ``again``) show the confirm step with both hands first."""
    try:
        if not again:
            warning = await run_in_threadpool(board.read, lambda ledger: needs_asking(board, ledger, line))
            if warning is not None:
                return await keeper_page(board, confirm=warning, line=line, **page_extras(board))
        result = await run_in_threadpool(board.write, lambda ledger: ledger.record_line(line, night=board.night))
    except BoorayError as exc:
        return await keeper_page(board, refusal_status(exc), error=explain(exc), line=line, **page_extras(board))
    board.recorded_here.add(result["hand"])
    board.undone.clear()
    return back(board, recorded(result["hand"], result["result"]))


def needs_asking(board: Scoreboard, ledger: Any, line: str) -> dict[str, str] | None:
    """The confirm step for ``line`` (what to say, the question, this hand), or None to record
    it at once: asked for an all-pass hand, the very same hand as the last, or any hand within
    20 s of one recorded from another screen."""
    from booray_ledger.api.hand_guards import REPEAT_WINDOW

    if line.strip() == ".":
        pot = ledger.status(board.night)["pot"]
        return {"warning": guards.all_pass_warning(pot), "question": guards.all_pass_question(), "hand": line}
    check = ledger.repeat_check(line, night=board.night)
    if check is None:
        return None
    elsewhere = check["seconds"] < REPEAT_WINDOW and check["last"]["number"] not in board.recorded_here
    if check["same"] or elsewhere:
        this = {"warning": guards.repeat_warning(check), "question": guards.repeat_question(check["same"])}
        return {**this, "hand": line}
    return None


async def keeper_undo(request: Request) -> Response:
    """Undo: first the confirm step naming the hand and its results; with ``hand`` (its id), void
    it, if it is still the last."""
    board = board_of(request)
    fields, refused = await checked_form(request, board)
    if refused is not None:
        return refused
    try:
        last = await run_in_threadpool(board.read, lambda ledger: ledger.last_hand(night=board.night))
        if last is None:
            raise BoorayError(guards.nothing_to_undo())
        if fields.get("hand") != str(last["id"]):
            undo = {"warning": undo_warning(last), "question": guards.undo_question(), "hand": str(last["id"])}
            return await keeper_page(board, undo=undo, **page_extras(board))
        voided = await run_in_threadpool(board.write, lambda ledger: ledger.void_hand(last["id"], night=board.night))
    except BoorayError as exc:
        return await keeper_page(board, refusal_status(exc), error=explain(exc), **page_extras(board))
    board.undone.append(last["id"])
    board.recorded_here.discard(voided["voided"])
    return back(board, i18n.say("Undone: {hand}.", hand=i18n.Words(guards.hand_brief(last))))


def undo_warning(last: Any) -> str:
    """The page's question before an undo: which hand it voids, with its results, and the button
    that brings it back (the terminal's words name its ``redo`` command; the page has a button)."""
    # Translators: {hand} is the hand with its results and headline, like "hand 7 (Ann 2, Bob 3,
    # Cat 0): Bob wins 7"; "Redo" is the name of the button on the scorekeeper's page.
    return i18n.say(
        "Undo {hand}: its chips go back to where they came from. The Redo button brings it back.",
        hand=i18n.Words(guards.hand_brief(last)),
    )


async def keeper_redo(request: Request) -> Response:
    """Redo: the last hand undone on this page, recorded again as it was entered."""
    board = board_of(request)
    _, refused = await checked_form(request, board)
    if refused is not None:
        return refused
    try:
        if not board.undone:
            raise BoorayError(guards.nothing_to_redo())
        hand_id = board.undone[-1]
        done = await run_in_threadpool(board.write, lambda ledger: ledger.redo_hand(hand_id, night=board.night))
    except BoorayError as exc:
        board.undone.clear()
        return await keeper_page(board, refusal_status(exc), error=explain(exc), **page_extras(board))
    board.undone.pop()
    board.recorded_here.add(done["hand"])
    # Translators: {back} says which hand is back ("Hand 3 is back, as it was entered."), {headline}
    # what it did ("Bob wins 7").
    said = i18n.say(
        "{back} {headline}.",
        back=i18n.Words(guards.redone(done["hand"])),
        headline=i18n.Words(headline(done["result"])),
    )
    return back(board, said)


def page_extras(board: Scoreboard) -> dict[str, Any]:
    """What the scorekeeper's page shows beside the board: the tap rows and whether Redo can."""
    return {"taps": tap_rows(board), "can_redo": bool(board.undone)}

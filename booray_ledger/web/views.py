"""What the scoreboard shows, read from the library API and shaped for the templates.

Everything here is a plain reading of the API's typed values (no rules, no SQL): who deals next
and why, who antes and why not, the balances best first with a sign and a word (never colour
alone), the last hands with what each player paid or took and why, and once the night has
ended its recap: the winner, every net in money too, who pays whom, the biggest pot and the
bourrés, in the words of ``booray recap`` (:mod:`booray_ledger.text.recap`). All of it is worded
in the board's language (the night's own, else the one the board was started in), with the
numbers in that language's form.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from booray_ledger.api.book import Ledger
from booray_ledger.results import BuyIn, HandSummary, NightDetail, Recap, TableView
from booray_ledger.text import i18n, reasons, words
from booray_ledger.text import recap as recap_words
from booray_ledger.text.headlines import headline, notes, transfer_reason
from booray_ledger.web.chart import Chart, balance_chart

LAST_HANDS = 6
"""How many of the latest hands the board lists (newest first)."""


@dataclass
class Board:
    """One rendering of the board: everything the fragment template needs."""

    night: str
    hands: int
    pot: int
    ended: bool
    dealer: str | None
    dealer_reason: str
    players: list[dict[str, Any]]
    recent: list[dict[str, Any]]
    chart: Chart
    currency: str
    chip_value: str
    recap: Recap | None = None
    told: RecapWords | None = None
    notes: list[str] = field(default_factory=list)
    language: str = i18n.SOURCE
    names: list[str] = field(default_factory=list)  # everyone at the table tonight (put in <bdi> on the page)


@dataclass
class RecapWords:
    """An ended night's recap as the board shows it: the sentences of ``booray recap``."""

    headline: str
    facts: str
    payments: list[str]
    paid: list[str]
    moments: list[str]


def recap_shown(recap: Recap) -> RecapWords:
    """The recap's sentences (:mod:`booray_ledger.text.recap`), placed for the board."""
    cur = recap["currency"]
    opening, _, _, moments = recap_words.sections(recap)
    return RecapWords(
        headline=opening.lines[0],
        facts=opening.lines[1],
        payments=[recap_words.payment_line(t, cur) for t in recap["payments"]],
        paid=[recap_words.payment_line(t, cur, done=True) for t in recap["paid"]],
        moments=list(moments.lines),
    )


def read_board(ledger: Ledger, night: str, follow: bool = False, language: str = i18n.SOURCE) -> Board:
    """The board of ``night`` now: three reads of the API (table, history, night detail) and,
    once the night has ended, its recap, worded in the night's language (``language`` when it
    chose none). With ``follow``, the board of the current night instead, or of ``night``
    while no night is open."""
    detail = current_or(ledger, night) if follow else ledger.night(night)
    night = detail["night"]
    ended = detail["ended_at"] is not None
    log = ledger.history(night)
    view = None if ended else ledger.table(night)
    recap = ledger.recap(night) if ended else None
    spoken = detail.get("language") or language
    with i18n.speaking(spoken):
        board = shape(detail, view, log["hands"], recap)
        add_rebuys(board.recent, log.get("buy_ins", []))
    board.language = spoken
    return board


def add_rebuys(recent: list[dict[str, Any]], buys: Sequence[BuyIn]) -> None:
    """Under table stakes, each hand in the list says who bought chips after it (a rebuy)."""
    for row in recent:
        row["rebuys"] = [
            i18n.say_plural(
                "Then {player} bought {n} chip", "Then {player} bought {n} chips", b["chips"], player=b["player"]
            )
            for b in buys
            if b["after_hand"] == row["number"]
        ]


def current_or(ledger: Ledger, night: str) -> NightDetail:
    """The current night in detail, or ``night`` when no night is open."""
    from booray_ledger.errors import BoorayError

    try:
        return ledger.night(None)
    except BoorayError:
        return ledger.night(night)


def shape(detail: NightDetail, view: TableView | None, history: Sequence[HandSummary], recap: Recap | None) -> Board:
    """The board from the API's values (``view`` is None once the night has ended, ``recap``
    None until then)."""
    dealer = view["status"]["dealer"] if view else None
    players = [
        player_row(name, chips, view)
        for name, chips in sorted(detail["balances"].items(), key=lambda item: (-item[1], item[0].lower()))
    ]
    chart = balance_chart(detail["series"])
    looks = {line.name: line for line in chart.lines}
    cur = recap["currency"] if recap else ""
    money = {n["player"]: words.money(n["amount"], cur, signed=True) for n in recap["nets"]} if recap else {}
    for row in players:
        row["money"] = money.get(row["name"])
        row["deals"] = row["name"] == dealer
        row["look"] = looks.get(row["name"])  # the player's colour, dash and marker on the chart
    return Board(
        night=detail["night"],
        hands=detail["hands"],
        pot=detail["pot"],
        ended=detail["ended_at"] is not None,
        dealer=dealer,
        dealer_reason=reasons.dealer_why(view) if view else i18n._("the night has ended"),
        players=players,
        recent=[hand_row(h) for h in reversed(history[-LAST_HANDS:])],
        chart=chart,
        currency=detail["currency"],
        chip_value=detail["chip_value"],
        recap=recap,
        told=recap_shown(recap) if recap else None,
        notes=pot_at_end(detail["pot_at_end"]),
        names=sorted({*detail["balances"], *detail["seats"]}),
    )


POT_AT_END = {
    "carry": i18n.N_("Pot at the end: carry"),
    "split": i18n.N_("Pot at the end: split"),
    "refund": i18n.N_("Pot at the end: refund"),
}
"""What an ended night did with its pot, by its code (none: an empty pot says nothing)."""


def pot_at_end(code: str | None) -> list[str]:
    """The ended night's note on its pot: carried, split or refunded (nothing for an empty one)."""
    if code in (None, "none"):
        return []
    message = POT_AT_END.get(str(code))
    return [i18n._(message)] if message else [i18n.say("Pot at the end: {code}", code=i18n.Words(str(code)))]


def signed(chips: int) -> str:
    """``+3``, ``−2`` (a real minus sign, readable across a room) or ``0``, in the locale's digits."""
    if chips > 0:
        return f"+{i18n.number(chips)}"
    if chips < 0:
        return f"{words.MINUS}{i18n.number(-chips)}"
    return i18n.number(0)


def player_row(name: str, chips: int, view: TableView | None) -> dict[str, Any]:
    """One line of the balances: the balance with its sign and word, and the next ante with why
    and any lost turn to deal (the words of :mod:`booray_ledger.text.reasons`, as the terminal
    has them); under table stakes also the player's stack and what they bought (``stack`` None
    otherwise)."""
    stacks = view.get("stacks") if view else None
    seated = view is not None and name in view["seats"]
    return {
        "name": name,
        "chips": chips,
        "shown": signed(chips),
        "trend": words.trend(chips),
        "ante": view["status"]["antes_due"].get(name) if view else None,
        "ante_reason": reasons.ante_note(name, view) if view else "",
        "lost_deal": reasons.lost_deal_note(name, view) if view else "",
        "stack": stacks.get(name) if stacks is not None and seated else None,
        "bought": view.get("bought", {}).get(name, 0) if view else 0,
    }


def hand_row(h: HandSummary) -> dict[str, Any]:
    """One hand: its headline, every payment but the antes with its reason (biggest first), and
    the antes on one line."""
    moves = sorted((t for t in h["transfers"] if t["kind"] != "ante"), key=lambda t: -abs(t["chips"]))
    return {
        "number": h["number"],
        "dealer": h["dealer"],
        "headline": headline(h),
        "pot_after": h["pot_after"],
        "moves": [
            {"shown": signed(t["chips"]), "trend": words.trend(t["chips"]), "reason": transfer_reason(t)} for t in moves
        ],
        "antes": antes_line([(t["player"], -t["chips"]) for t in h["transfers"] if t["kind"] == "ante"]),
        "notes": notes(h),
        "forced": h["forced"],
    }


def antes_line(antes: Sequence[tuple[str, int]]) -> str:
    """``Antes: 1 each from Ann, Bob, Cat`` (or ``Antes: Ann 2, Bob 1`` when they differ); ''
    when none. Each name is isolated (:func:`booray_ledger.text.i18n.isolate`): a name in
    Arabic script never reorders the list."""
    if not antes:
        return ""
    amounts = {chips for _, chips in antes}
    if len(amounts) == 1:
        names = words.listing(i18n.isolate(p) for p, _ in antes)
        return i18n.say("Antes: {chips} each from {players}", chips=amounts.pop(), players=i18n.Words(names))
    each = words.listing(i18n.say("{player} {chips}", player=p, chips=chips) for p, chips in antes)
    return i18n.say("Antes: {antes}", antes=i18n.Words(each))

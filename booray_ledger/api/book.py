"""The library: one ledger, every operation a front end needs, each one transaction.

``Ledger.open(target)`` opens a ledger: a SQLite file path (the file is created by the first
night started in it) or a PostgreSQL URL ``postgresql://user:password@host:port/dbname`` (an
empty database gets its schema with the first night). Every
method is one transaction that owns all of its checks and returns a typed value
(:mod:`booray_ledger.results`); nothing is printed. The command line, the live prompt and the
scoreboard page all call these methods, so a hand recorded from any of them is the same hand.

Example::

    from booray_ledger import Ledger, hand

    with Ledger.open("friday.db") as ledger:
        ledger.start_night("Friday", ["Ann", "Bob", "Cat"])
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))
        print(ledger.status()["balances"])
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from datetime import date
from decimal import Decimal
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, get_args

from booray_ledger.errors import BoorayError, UsageError
from booray_ledger.ledger.target import Target, parse_target
from booray_ledger.results import (
    BackupMade,
    BuyRecorded,
    CheckReport,
    ExportFormat,
    HandEdited,
    HandRecorded,
    HandSummary,
    HandVoided,
    History,
    NightDetail,
    NightEnded,
    NightRow,
    NightStarted,
    NightUsed,
    PaymentRecorded,
    PaymentRow,
    PaymentVoided,
    PlayerReport,
    PotAction,
    SeatAction,
    SeatChanged,
    SettleUp,
    StandingRow,
    Status,
    TableView,
    TricksRecorded,
)
from booray_ledger.rules.handline import HandInput
from booray_ledger.rules.house import HouseRules
from booray_ledger.rules.limits import MAX_CHIP_VALUE, parse_chip_value

if TYPE_CHECKING:
    from booray_ledger.ledger.engine import LedgerStore
    from booray_ledger.ledger.queries import NightContext
    from booray_ledger.rules.seating import Table

CheckProgress = Callable[[str, int, int], None]
"""``progress(stage, done, total)`` during :meth:`Ledger.check`."""


def hand(
    results: Sequence[str] | None,
    *,
    renege: Iterable[str] = (),
    corrected: Iterable[str] = (),
    out_of_turn: Iterable[str] = (),
    up: str | None = None,
    dealer: str | None = None,
    force: bool = False,
    tie: str | None = None,
) -> HandInput:
    """A hand as typed: ``["Ann=2", "Bob=3", "Dan=pass"]`` plus its marks. Names are matched to
    the seats when it is recorded. ``results=None`` gives only the marks (for a trick log).
    ``tie`` is the table's choice on a tie under ``tie = vote``: "split" or "carry"."""
    from booray_ledger.rules.cards import card
    from booray_ledger.rules.handline import parse_results

    return HandInput(
        results=tuple(parse_results(results)) if results is not None else (),
        reneged=tuple(renege),
        corrected=tuple(corrected),
        out_of_turn=tuple(out_of_turn),
        up=str(card(up)) if up else None,
        dealer=dealer,
        force=force,
        tie=tie,
    )


def since_date(text: str | date | None) -> date | None:
    """The first day a report covers, from ``YYYY-MM-DD``."""
    if text is None or isinstance(text, date):
        return text
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise UsageError(f"--since {text!r} is not a date; write it as YYYY-MM-DD, like 2026-12-04") from None


def ledger_file(target: str | Path) -> Path:
    """The SQLite file ``target`` names, for what only a file can do; a URL is a usage error."""
    parsed = parse_target(target)
    if parsed.path is None:
        raise UsageError(f"this works on a SQLite ledger file, not on {parsed}; give --db PATH")
    return parsed.path


class Ledger:
    """A booray ledger: nights, hands, seats, payments and the reports over them."""

    def __init__(self, target: Target, *, keep_open: bool = False) -> None:
        self.target = target
        self.keep_open = keep_open
        self._store: LedgerStore | None = None
        self._commits = 0

    @property
    def commits(self) -> int:
        """How many write transactions this ledger has committed (a front end that fails to
        show a result can then say whether the change was recorded)."""
        return self._commits + (self._store.commits if self._store is not None else 0)

    @classmethod
    def open(cls, target: str | Path | Target, *, keep_open: bool = False) -> Ledger:
        """The ledger at ``target``: a SQLite file path or a ``postgresql://`` URL (any other
        URL is refused). Nothing is created until a night is started.

        ``keep_open`` (for a program that stays open all night, like the live prompt) keeps
        one database connection and the night it last used between calls, re-reading it only
        when another terminal has written: the same transactions, with less work each."""
        return cls(parse_target(target), keep_open=keep_open)

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc: object | TracebackType) -> None:
        self.close()

    def close(self) -> None:
        if self._store is not None:
            self._commits += self._store.commits
            self._store.close()
            self._store = None

    def _open(self, create: bool = False) -> LedgerStore:
        if self._store is None:  # a store exists only once its file (or schema) does
            from booray_ledger.ledger.engine import open_store

            self._store = open_store(self.target, create=create, keep_open=self.keep_open)
        return self._store

    # Nights -----------------------------------------------------------------------------------

    def start_night(
        self,
        name: str,
        players: Sequence[str],
        rules: HouseRules | None = None,
        *,
        dealer: str | None = None,
        chip_value: str | Decimal = "1",
        currency: str = "$",
    ) -> NightStarted:
        """Start a night with ``players`` seated clockwise; the file is created only once the
        input is known to be good. A pot carried from the group's last night seeds its pot."""
        from booray_ledger.money import check_currency
        from booray_ledger.rules import house
        from booray_ledger.rules.handline import clean_currency, clean_night_name, resolve, seat_list

        title = clean_night_name(name)
        currency = check_currency(clean_currency(currency))  # an ISO code: $ is USD
        names = seat_list(players)
        if dealer is not None:
            resolve(dealer, names, what="one of the night's players")
        value = parse_chip_value(chip_value)
        house_rules = rules or house.PRESETS[house.DEFAULT_PRESET]
        from booray_ledger.ledger import current, night_end, queries, recording

        with self._open(create=True).write() as session:
            night = recording.start_night(session, title, names, house_rules, dealer, value, currency)
            carried = night_end.carry_in(session, queries.load_night(session, night.name))
            others = current.open_night_rows(session, leave_out=night.id)
            return {"night": night.name, "players": names, "rules": house.describe(house_rules),
                    "carried_in": carried, "also_open": others,
                    "lines": current.open_nights_lines(night.name, others)}  # fmt: skip

    def use_night(self, name: str) -> NightUsed:
        """Make the night called ``name`` the current one (every terminal then works on it
        unless a command names another with ``--night``)."""
        from booray_ledger.ledger import current

        with self._open().write() as session:
            night = current.use_night(session, name)
            others = current.open_night_rows(session, leave_out=night.id)
            return {"night": night.name, "also_open": others, "lines": current.open_nights_lines(night.name, others)}

    def nights(self) -> list[NightRow]:
        """Every night, oldest first."""
        from booray_ledger.ledger import night_reports

        with self._open().read() as session:
            return night_reports.nights(session)

    def night(self, name: str | None = None) -> NightDetail:
        """One night in detail (default: the current one)."""
        from booray_ledger.ledger import night_reports

        with self._open().read() as session:
            return night_reports.night_detail(session, name)

    def end_night(self, pot: PotAction | str | None = None, *, night: str | None = None) -> NightEnded:
        """End the night; a pot still on the table needs ``pot``: carry, split or refund."""
        from booray_ledger.ledger import night_end, queries

        if pot is not None and pot not in get_args(PotAction):
            raise UsageError(f"--pot {pot!r}: use carry, split or refund")
        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            lines = night_end.end_night(session, ctx, pot)
            return {"night": ctx.night.name, "pot_action": pot or "none", "lines": lines}

    # Hands ------------------------------------------------------------------------------------

    def next_hand_number(self, night: str | None = None) -> int | None:
        """The number the night's next hand will get, read cheaply (standard library only), or
        None when there is no such night yet. A front end reads it as early as it can and passes
        it to :meth:`record_hand` as ``expected``."""
        from booray_ledger.rules.handline import name_key

        if self.target.path is not None:
            from booray_ledger.ledger.hand_numbers import peek_next

            return peek_next(self.target.path, name_key(night) if night is not None else None)
        from booray_ledger.ledger import queries

        try:  # PostgreSQL: one read transaction, before the write one
            with self._open().read() as session:
                last = queries.last_hand(session, queries.load_night(session, night).id)
        except BoorayError:
            return None
        return 1 if last is None else last.number + 1

    def record_hand(self, typed: HandInput, *, night: str | None = None, expected: int | None = None) -> HandRecorded:
        """Pay out and record the next hand. ``expected`` is the hand number the front end meant
        to write (default: read now, before the write starts): if hands were written meanwhile
        and one of them has the very same results, in any order, this one is refused as
        entered twice and nothing is written."""
        expected = expected if expected is not None else self.next_hand_number(night)
        with self._open().write(keep_warm=True) as session:
            return self._record(session, night, lambda ctx, table: typed, expected)

    def record_line(self, line: str, *, night: str | None = None, expected: int | None = None) -> HandRecorded:
        """Record a hand typed as at the live table (``an 2 bo 3 c 0 .``: name prefixes, short
        marks, a final ``.`` passing everyone not named; see ``rules.handline.parse_line``).
        ``expected`` as for :meth:`record_hand` (the live prompt passes its last refresh's)."""
        from booray_ledger.rules.handline import parse_line

        expected = expected if expected is not None else self.next_hand_number(night)
        with self._open().write(keep_warm=True) as session:
            return self._record(
                session, night, lambda ctx, table: parse_line(line, table.dealt_in, table.seats), expected
            )

    def _record(
        self, session: Any, night: str | None, typed: Callable[[NightContext, Table], HandInput], expected: int | None
    ) -> HandRecorded:
        """Record the next hand inside the caller's write transaction, the night and its last
        hand kept warm between calls when the ledger is ``keep_open``."""
        from booray_ledger.ledger import recording

        return recording.record_next(session, self._open().warm, night, typed, expected, keep=self.keep_open)

    def record_from_tricks(
        self,
        log_text: str,
        marks: HandInput,
        *,
        source: str = "trick log",
        night: str | None = None,
        expected: int | None = None,
    ) -> TricksRecorded:
        """Audit a trick log under the night's rules and record the hand it shows, with the marks
        given (reneges found in the log are marked too)."""
        from dataclasses import replace

        from booray_ledger.api.reference import audit_trick_log
        from booray_ledger.ledger import queries, recording
        from booray_ledger.rules.audit import hand_input

        expected = expected if expected is not None else self.next_hand_number(night)
        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            result, report = audit_trick_log(log_text, (f"night {ctx.night.name}", ctx.rules), source)
            extra = tuple(ctx.resolve_seated(p) for p in marks.reneged)
            base = hand_input(result, ctx.table.dealt_in, extra)
            typed = replace(
                base,
                corrected=marks.corrected,
                out_of_turn=marks.out_of_turn,
                up=marks.up or base.up,
                dealer=marks.dealer or base.dealer,
                force=marks.force,
                tie=marks.tie,
            )
            recorded = recording.record_hand(session, ctx, typed, expected=expected)
            return {"audit": report, "recorded": queries.recorded_data(session, ctx, recorded)}

    def void_last_hand(self, *, night: str | None = None) -> HandVoided:
        """Void the last hand in effect: new entries reverse its chips."""
        from booray_ledger.ledger import queries, recording

        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            voided = recording.void_last_hand(session, ctx)
            return {"voided": voided.number, "status": queries.status_data(session, ctx)}

    def edit_hand(self, number: int, typed: HandInput, *, night: str | None = None) -> HandEdited:
        """Replace hand ``number`` and re-settle every later hand from its own inputs."""
        from booray_ledger.ledger import queries, recording

        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            recorded = recording.edit_hand(session, ctx, number, typed)
            return {
                "edited": number,
                "hands": [{"hand": r.hand.number, "result": json.loads(r.hand.result_json)} for r in recorded],
                "status": queries.status_data(session, ctx),
            }

    def edit_hand_line(self, number: int, line: str, *, night: str | None = None) -> HandEdited:
        """Change hand ``number`` by a live-table edit line (``bo 2 r:-``): only the players and
        marks it names change, the rest of the hand stays as it was entered; every later hand
        is re-settled (see ``rules.handline.parse_edit``)."""
        from booray_ledger.ledger import queries, recording
        from booray_ledger.rules.handline import parse_edit
        from booray_ledger.rules.seating import Table

        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            old = recording.hand_to_edit(session, ctx, number)
            table = Table.from_dict(json.loads(old.table_json))
            base = HandInput.from_dict(json.loads(old.input_json))
            typed = parse_edit(line, base, table.dealt_in, table.seats)
            recorded = recording.edit_hand(session, ctx, number, typed)
            return {
                "edited": number,
                "hands": [{"hand": r.hand.number, "result": json.loads(r.hand.result_json)} for r in recorded],
                "status": queries.status_data(session, ctx),
            }

    # Seats ------------------------------------------------------------------------------------

    def seat(
        self, action: SeatAction | str, name: str, *, after: str | None = None, night: str | None = None
    ) -> SeatChanged:
        """Add a player (after someone, clockwise; default the last seat), remove one, sit one
        out or bring one back in."""
        from booray_ledger.ledger import queries, recording

        if action not in get_args(SeatAction):
            raise UsageError(f"seat {action!r}: use add, remove, out or in")
        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            player = recording.seat_change(session, ctx, action, name, after)
            shown_after = ctx.resolve_seated(after) if after else None
            chips = (
                recording.buy_in_on_joining(session, queries.load_night(session, night), player)
                if action == "add"
                else 0
            )
        bought = f" and buys in for {chips} chips" if chips else ""
        messages = {
            "add": f"{player} sits down"
            + (f" after {shown_after}" if shown_after else " in the last seat")
            + f"{bought}.",
            "remove": f"{player} leaves the table.",
            "out": f"{player} sits out.",
            "in": f"{player} is dealt in again.",
        }
        done: SeatChanged = {"action": action, "player": player, "after": shown_after, "message": messages[action]}  # type: ignore[typeddict-item]
        if chips:
            done["bought"] = chips
        return done

    def buy(self, name: str, chips: int, *, night: str | None = None) -> BuyRecorded:
        """A buy-in or rebuy between hands under table stakes: ``chips`` from the bank to the
        player's stack (an entry between the player and the bank)."""
        from booray_ledger.ledger import queries, recording

        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            player = recording.buy_in(session, ctx, name, chips)
            status = queries.status_data(session, ctx)
            return {
                "night": ctx.night.name,
                "player": player,
                "chips": chips,
                "stack": status.get("stacks", {}).get(player, 0),
                "bought": queries.bought(session, ctx)[player],
                "status": status,
            }

    # Reports ----------------------------------------------------------------------------------

    def status(self, night: str | None = None) -> Status:
        """The table now: pot, who deals, who antes, every balance."""
        return self.table(night)["status"]

    def table(self, night: str | None = None) -> TableView:
        """The status plus the seats, who sits out, who is exempt and who loses a deal (each
        with the reason, from the last hand), and the last hand."""
        from booray_ledger.ledger import queries
        from booray_ledger.rules import tablenotes

        with self._open().read() as session:
            ctx = queries.load_night(session, night)
            last = queries.last_hand(session, ctx.id)
            state = queries.state_now(session, ctx, last)
            summary = queries.hand_summary(last) if last else None
            hands = [queries.hand_summary(h) for h in queries.hands_in_effect(session, ctx.id)]
            carried = queries.carried_state(session, ctx.id) is not None
            exempt_why, lost_why = tablenotes.reasons_over_hands(state.exempt, state.lost_deals, hands, carried)
            view: TableView = {
                "status": queries.status_data(session, ctx, state),
                "seats": list(ctx.table.seats),
                "sitting_out": sorted(ctx.table.sitting_out),
                "exempt": sorted(state.exempt),
                "lost_deals": list(state.lost_deals),
                "last_hand": summary,
                "exempt_why": exempt_why,
                "lost_deal_why": lost_why,
            }
            if ctx.rules.table_stakes:
                from booray_ledger.rules.seating import dealt_out

                view["stacks"] = {p: state.stack(p) for p in ctx.table.seats}
                view["bought"] = queries.bought(session, ctx)
                view["dealt_out"] = sorted(dealt_out(ctx.table, state, ctx.rules))
            return view

    def change_token(self) -> str:
        """A short text that changes whenever anything is written to this ledger, by any process:
        cheap enough to poll several times a second (one query). A live screen re-reads the table
        only when it changes."""
        from booray_ledger.ledger import queries

        with self._open().read() as session:
            return queries.change_token(session)

    def history(self, night: str | None = None, *, include_voided: bool = False) -> History:
        """Every hand of the night in order (with voided and replaced ones if asked), and the
        seat changes and payments between them."""
        from booray_ledger.ledger import night_log, queries

        with self._open().read() as session:
            ctx = queries.load_night(session, night)
            voided = queries.voided_hand_ids(session, ctx.id)
            rows = queries.all_hands(session, ctx.id) if include_voided else queries.hands_in_effect(session, ctx.id)
            hands: list[HandSummary] = [queries.hand_summary(h, h.id in voided) for h in rows]
            events = night_log.night_events(session, ctx)
            history: History = {"night": ctx.night.name, "hands": hands, "events": events}
            if ctx.rules.table_stakes:
                history["buy_ins"] = queries.buy_ins(session, ctx)
            return history

    def settle_up(
        self,
        *,
        night: str | None = None,
        everything: bool = False,
        since: str | date | None = None,
        chip_value: str | Decimal | None = None,
        explain: bool = False,
        currency: str | None = None,
    ) -> SettleUp:
        """Who pays whom, in as few payments as possible, in chips and money (in ``currency``,
        an ISO code, when given; else the night's)."""
        from booray_ledger.ledger import payments
        from booray_ledger.money import check_currency

        if sum((night is not None, everything, since is not None)) > 1:
            raise UsageError("choose one of --night, --all or --since")
        value = parse_chip_value(chip_value) if chip_value is not None else None
        code = check_currency(currency) if currency is not None else None
        first_day = since_date(since)
        with self._open().read() as session:
            report = payments.settle_up(session, night, everything, first_day, value, False)
            if code is not None:
                report["currency"] = code
            if explain:
                report["explanation"] = payments.explain_payments(report)
            return report

    def record_payment(
        self, payer: str, payee: str, chips: int | str, *, night: str | None = None, force: bool = False
    ) -> PaymentRecorded:
        """Record a settle-up payment in whole chips (default: against the latest night). One
        that would increase a debt (the payer is not down or the payee not up) needs ``force``."""
        from booray_ledger.ledger import payment_log

        with self._open().write() as session:
            return payment_log.record_payment(session, night, payer, payee, chips, force)

    def payments(self, *, night: str | None = None) -> list[PaymentRow]:
        """Every settle-up payment, numbered in the order recorded (voided ones marked)."""
        from booray_ledger.ledger import payment_log

        with self._open().read() as session:
            return payment_log.payment_rows(session, night)

    def void_payment(self, number: int) -> PaymentVoided:
        """Void payment ``number`` (see :meth:`payments`) with a reversing entry."""
        from booray_ledger.ledger import payment_log

        with self._open().write() as session:
            return payment_log.void_payment(session, number)

    def standings(self, since: str | date | None = None) -> list[StandingRow]:
        """Every player across nights, best first."""
        from booray_ledger.ledger import season

        first_day = since_date(since)
        with self._open().read() as session:
            return season.standings(session, first_day)

    def player(self, name: str) -> PlayerReport:
        """One player's nights, with their balance after each hand."""
        from booray_ledger.ledger import season

        with self._open().read() as session:
            return season.player_nights(session, name)

    # The file ---------------------------------------------------------------------------------

    def check(self, progress: CheckProgress | None = None) -> CheckReport:
        """Verify the ledger file: SQLite integrity and foreign keys, the append-only triggers,
        every entry summing to zero, and every hand replayed from its stored inputs reproducing
        its result, its chips, the balances and the pot. Nothing is written.
        ``progress(stage, done, total)`` is called as the work goes (for a progress bar)."""
        from booray_ledger.ledger import file_check

        self.close()
        return file_check.check_file(self._file("check"), progress)

    def backup(self, target: str | Path | None = None) -> BackupMade:
        """A consistent copy of the ledger (SQLite's online backup API) at ``target`` (default:
        beside the ledger, named with the time), taken while other terminals may be writing."""
        from booray_ledger.ledger.backup import make_backup

        path = self._file("backup")
        if not path.exists():
            raise BoorayError(f"no booray database at {path} yet; nothing to back up")
        self._open()  # the file is ours (and at this schema) before it is copied
        made = make_backup(path, Path(target) if target is not None else None)
        return {"ledger": str(path), "backup": str(made), "bytes": made.stat().st_size}

    def _file(self, command: str) -> Path:
        """The SQLite file of this ledger; PostgreSQL has its own tools for this."""
        if self.target.path is None:
            raise UsageError(
                f"booray {command} works on a SQLite ledger file; for PostgreSQL use the server's own "
                "tools (pg_dump for a backup, amcheck for a check)"
            )
        return self.target.path

    def export(self, fmt: ExportFormat | str = "csv", *, night: str | None = None, summary: bool = False) -> str:
        """Hands and chip movements as CSV, JSON or an hledger journal; with ``summary``, one row
        per night per player (night, date, player, net chips, money; CSV or JSON) instead."""
        from booray_ledger.ledger import exporters

        writers = {"csv": exporters.to_csv, "json": exporters.to_json, "hledger": exporters.to_hledger}
        if summary:
            writers = {"csv": exporters.summary_csv, "json": exporters.summary_json}
            if fmt not in writers:
                raise UsageError(f"--summary --format {fmt!r}: use csv or json")
        if fmt not in writers:
            raise UsageError(f"--format {fmt!r}: use csv, json or hledger")
        with self._open().read() as session:
            return writers[fmt](session, night)


__all__ = ["MAX_CHIP_VALUE", "BoorayError", "Ledger", "hand", "ledger_file", "parse_chip_value", "since_date"]

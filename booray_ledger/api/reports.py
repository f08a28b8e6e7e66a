"""The reports: nights, the table now, a night's history, standings, one player, exports.

Each is one read transaction and returns a typed value (:mod:`booray_ledger.results`); nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import date
from typing import TYPE_CHECKING

from booray_ledger.api.connection import LedgerConnection
from booray_ledger.errors import ErrorCode, UsageError

if TYPE_CHECKING:  # names for annotations only: importing the typed values costs every command's start-up
    from booray_ledger.results import (
        ExportFormat,
        HandSummary,
        History,
        NightDetail,
        NightRow,
        PlayerReport,
        StandingRow,
        Status,
        StatusReport,
        TableView,
    )


def since_date(text: str | date | None) -> date | None:
    """The first day a report covers, from ``YYYY-MM-DD``."""
    if text is None or isinstance(text, date):
        return text
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise UsageError(ErrorCode.NOT_A_DATE, given=text) from None


def status_report(view: TableView) -> StatusReport:
    """The status of ``view`` with the reasons beside it (``booray status --json``)."""
    return {**view["status"], "exempt_why": view["exempt_why"], "lost_deal_why": view["lost_deal_why"]}  # type: ignore[typeddict-item]


class Reports(LedgerConnection):
    """What a front end shows: read-only, one transaction each."""

    def nights(self) -> list[NightRow]:
        """Every night, oldest first."""
        from booray_ledger.ledger.read import night_reports

        with self._open().read() as session:
            return night_reports.nights(session)

    def night(self, name: str | None = None) -> NightDetail:
        """One night in detail (default: the current one)."""
        from booray_ledger.ledger.read import night_reports

        with self._open().read() as session:
            return night_reports.night_detail(session, name)

    def status(self, night: str | None = None) -> Status:
        """The table now: pot, who deals, who antes, every balance."""
        return self.table(night)["status"]

    def status_report(self, night: str | None = None) -> StatusReport:
        """The status with the reasons beside it: what ``booray status --json`` prints."""
        return status_report(self.table(night))

    def table(self, night: str | None = None) -> TableView:
        """The status plus the seats, who sits out, who is exempt and who loses a deal (each
        with the reason, from the last hand), and the last hand. With no current night, the
        most recent ended night, its status marked ``ended``. Read on a bare connection: no ORM
        (``booray status`` starts in what SQLAlchemy Core costs)."""
        from booray_ledger.ledger.read import chip_totals, queries
        from booray_ledger.rules import house, tablenotes

        with self._open().read_rows() as session:
            ctx = queries.load_night(session, night, ended_ok=True)
            last = queries.last_hand(session, ctx.id)
            state = queries.state_now(session, ctx, last)
            summary = queries.hand_summary(last) if last else None
            exempt_why, lost_why = tablenotes.reasons_over_hands(
                state.exempt, state.lost_deals, [summary] if summary else []
            )
            if any(map(tablenotes.from_earlier, (*exempt_why.values(), *lost_why.values()))):
                # a reason older than the last hand (rare): only then read every hand of the night
                hands = [queries.hand_summary(h) for h in queries.hands_in_effect(session, ctx.id)]
                carried = queries.carried_state(session, ctx.id) is not None
                exempt_why, lost_why = tablenotes.reasons_over_hands(state.exempt, state.lost_deals, hands, carried)
            preset, changed = house.nearest_preset(ctx.rules)  # the rules now: night set may change them
            view: TableView = {
                "status": queries.status_data(session, ctx, state),
                "seats": list(ctx.table.seats),
                "sitting_out": sorted(ctx.table.sitting_out),
                "exempt": sorted(state.exempt),
                "lost_deals": list(state.lost_deals),
                "last_hand": summary,
                "exempt_why": exempt_why,
                "lost_deal_why": lost_why,
                "rules": {"preset": preset, "changed": changed},
            }
            if queries.night_is_ended(session, ctx.id):
                view["status"]["ended"] = True
            if ctx.rules.table_stakes:
                from booray_ledger.rules.seating import dealt_out

                view["stacks"] = {p: state.stack(p) for p in ctx.table.seats}
                view["bought"] = chip_totals.bought(session, ctx)
                view["dealt_out"] = sorted(dealt_out(ctx.table, state, ctx.rules))
            return view

    def change_token(self) -> str:
        """A short text that changes whenever anything is written to this ledger, by any process:
        cheap enough to poll several times a second (one query). A live screen re-reads the table
        only when it changes."""
        from booray_ledger.ledger.read import queries

        with self._open().read_rows() as session:
            return queries.change_token(session)

    def history(self, night: str | None = None, *, include_voided: bool = False) -> History:
        """Every hand of the night in order (with voided and replaced ones if asked), and the
        seat changes and payments between them. With no current night, the most recent ended
        night, marked ``ended``. Read on a bare connection, as :meth:`table`."""
        from booray_ledger.ledger.read import night_log, queries

        with self._open().read_rows() as session:
            ctx = queries.load_night(session, night, ended_ok=True)
            voided = queries.voided_hand_ids(session, ctx.id)
            rows = queries.all_hands(session, ctx.id) if include_voided else queries.hands_in_effect(session, ctx.id)
            hands: list[HandSummary] = [queries.hand_summary(h, h.id in voided) for h in rows]
            events = night_log.night_events(session, ctx)
            changes = night_log.night_changes(session, ctx)
            history: History = {"night": ctx.night.name, "hands": hands, "changes": changes, "events": events}
            if ctx.rules.table_stakes:
                history["buy_ins"] = queries.buy_ins(session, ctx)
            if queries.night_is_ended(session, ctx.id):
                history["ended"] = True
            return history

    def standings(self, since: str | date | None = None) -> list[StandingRow]:
        """Every player across nights, best first."""
        from booray_ledger.ledger.read import season

        first_day = since_date(since)
        with self._open().read() as session:
            return season.standings(session, first_day)

    def player(self, name: str) -> PlayerReport:
        """One player's nights (hands, net chips and money in each) and their running balance
        across them, night by night."""
        from booray_ledger.ledger.read import season

        with self._open().read() as session:
            return season.player_nights(session, name)

    def export(self, fmt: ExportFormat | str = "csv", *, night: str | None = None, summary: bool = False) -> str:
        """Hands and chip movements as CSV, JSON or an hledger journal; with ``summary``, one row
        per night per player (night, date, player, net chips, money; CSV or JSON) instead. The
        whole export as one string: :meth:`export_chunks` gives it piece by piece."""
        return "".join(self.export_chunks(fmt, night=night, summary=summary))

    def export_chunks(
        self,
        fmt: ExportFormat | str = "csv",
        *,
        night: str | None = None,
        summary: bool = False,
        progress: Callable[[int, int], None] | None = None,
    ) -> Iterator[str]:
        """:meth:`export` in pieces, each written as its rows are read (a batch at a time), so
        memory does not grow with the ledger; ``progress(done, total)`` follows the nights (for
        hledger, the entries). The format is checked now; the nights when the first piece is
        asked for, and one read transaction lasts until the last."""
        if summary and fmt not in ("csv", "json"):
            raise UsageError(ErrorCode.SUMMARY_FORMAT, given=fmt)
        if fmt not in ("csv", "json", "hledger"):
            raise UsageError(ErrorCode.EXPORT_FORMAT, given=fmt)
        return self._export_chunks(fmt, night, summary, progress)

    def _export_chunks(
        self, fmt: str, night: str | None, summary: bool, progress: Callable[[int, int], None] | None
    ) -> Iterator[str]:
        from booray_ledger.ledger.read import exporters

        with self._open().read() as session:
            yield from exporters.chunks(session, fmt, night, summary, progress)

"""Recording, voiding and editing hands: each call one write transaction (rulebook topic ``scorekeeping``).

A hand is paid out by the rules (:func:`booray_ledger.rules.payout.steps.hand_payout`) inside the
transaction that records it; a void or an edit writes reversing entries and re-pays every later hand.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from booray_ledger.api.connection import LedgerConnection
from booray_ledger.errors import BoorayError

if TYPE_CHECKING:  # names for annotations only: importing the typed values slows every command's start-up
    from booray_ledger.ledger.read.queries import NightContext
    from booray_ledger.ledger.write.recording import Recorded
    from booray_ledger.results import HandEdited, HandRecorded, HandVoided
    from booray_ledger.results.referee import TricksRecorded
    from booray_ledger.rules.hand_input import HandInput
    from booray_ledger.rules.seating import Table


class HandCalls(LedgerConnection):
    """The hands of a night: record one (typed, as a live-table line, or from a trick log), void the last, edit one."""

    def next_hand_number(self, night: str | None = None) -> int | None:
        """The number the night's next hand will get, read cheaply, or None when there is no
        such night yet: before the ledger is open, with the standard library only; once open,
        through its own connection, in a read transaction before the write one. A front end
        reads it as early as it can and passes it to :meth:`record_hand` as ``expected``."""
        from booray_ledger.ledger.write.hand_numbers import next_number, peek_next
        from booray_ledger.rules.names import name_key, storable

        key = name_key(night) if night is not None else None
        if key is not None and not storable(key):
            return None  # no night can be called that: the write refuses it, naming the nights there are
        if self.target.path is not None and self._store is None:
            return peek_next(self.target.path, key)
        try:
            with self._open().read() as session:
                return next_number(session.connection(), key)
        except BoorayError:
            return None

    def record_hand(
        self,
        typed: HandInput,
        *,
        night: str | None = None,
        expected: int | None = None,
        refuse_repeat_within: float | None = None,
    ) -> HandRecorded:
        """Pay out and record the next hand. ``expected`` is the hand number the front end meant
        to write (default: read now, before the write starts): if hands were written meanwhile
        and one of them has the very same results, in any order, this one is refused as
        entered twice and nothing is written. With ``refuse_repeat_within`` (seconds), the very
        same hand as the last one, recorded less than that long ago, is refused too
        (``ledger.repeats.RepeatedHand``, naming it)."""
        expected = expected if expected is not None else self.next_hand_number(night)
        with self._open().write(keep_warm=True) as session:
            made = _guarded(session, lambda ctx, table: typed, refuse_repeat_within)
            return self._record(session, night, made, expected)

    def record_line(
        self,
        line: str,
        *,
        night: str | None = None,
        expected: int | None = None,
        refuse_repeat_within: float | None = None,
    ) -> HandRecorded:
        """Record a hand typed as at the live table (``an 2 bo 3 c 0 .``: name prefixes, short
        marks, a final ``.`` passing everyone not named; see ``rules.hand_input.parse_line``).
        ``expected`` and ``refuse_repeat_within`` as for :meth:`record_hand` (the live prompt
        passes its last refresh's number)."""
        from booray_ledger.rules.hand_input import parse_line

        expected = expected if expected is not None else self.next_hand_number(night)
        with self._open().write(keep_warm=True) as session:
            made = _guarded(
                session, lambda ctx, table: parse_line(line, table.dealt_in, table.seats), refuse_repeat_within
            )
            return self._record(session, night, made, expected)

    def preview_hand(self, typed: HandInput, *, night: str | None = None) -> HandRecorded:
        """What recording ``typed`` now would do (payments, pot, exemptions, next dealer), with
        nothing written: the very recording, run in a transaction that is rolled back."""
        from booray_ledger.ledger.write import recording

        with self._open().rehearse() as session:
            return recording.record_next(session, {}, night, lambda ctx, table: typed, None, keep=False)

    def preview_line(self, line: str, *, night: str | None = None) -> HandRecorded:
        """What recording a live-table line now would do, with nothing written (see
        :meth:`preview_hand` and :meth:`record_line`)."""
        from booray_ledger.ledger.write import recording
        from booray_ledger.rules.hand_input import parse_line

        with self._open().rehearse() as session:
            made = lambda ctx, table: parse_line(line, table.dealt_in, table.seats)  # noqa: E731
            return recording.record_next(session, {}, night, made, None, keep=False)

    def _record(
        self, session: Any, night: str | None, typed: Callable[[NightContext, Table], HandInput], expected: int | None
    ) -> HandRecorded:
        """Record the next hand inside the caller's write transaction, the night and its last
        hand kept warm between calls (the store empties them whenever another connection has
        written; on PostgreSQL at every transaction)."""
        from booray_ledger.ledger.write import recording

        return recording.record_next(session, self._open().warm, night, typed, expected, keep=True)

    def record_from_tricks(
        self,
        log_text: str,
        marks: HandInput,
        *,
        source: str | None = None,
        night: str | None = None,
        expected: int | None = None,
    ) -> TricksRecorded:
        """Audit a trick log under the night's rules and record the hand it shows, with the marks
        given (reneges found in the log are marked too)."""
        from dataclasses import replace

        from booray_ledger.api.reference import audit_trick_log, night_rules_source
        from booray_ledger.ledger.read import queries
        from booray_ledger.ledger.write import recording
        from booray_ledger.rules.audit import hand_input
        from booray_ledger.rules.hand_checks import without_dealt_out

        expected = expected if expected is not None else self.next_hand_number(night)
        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            result, report = audit_trick_log(log_text, (night_rules_source(ctx.night.name), ctx.rules), source)
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
            # a trick log names only who played: the others pass, but not players dealt out for want of chips
            typed = without_dealt_out(ctx.table, queries.state_now(session, ctx), typed, ctx.rules)
            recorded = recording.record_hand(session, ctx, typed, expected=expected)
            return {"audit": report, "recorded": queries.recorded_data(session, ctx, recorded)}

    def void_last_hand(self, *, night: str | None = None) -> HandVoided:
        """Void the last hand in effect: new entries reverse its chips."""
        from booray_ledger.ledger.read import queries
        from booray_ledger.ledger.write import hand_edits

        with self._open().write() as session:
            ctx = queries.load_night(session, night, ended_ok=True)
            voided = hand_edits.void_last_hand(session, ctx)
            done: HandVoided = {"voided": voided.number, "status": queries.status_data(session, ctx)}
            settle_end_again(session, ctx, done)
            return done

    def edit_hand(self, number: int, typed: HandInput, *, night: str | None = None) -> HandEdited:
        """Replace hand ``number`` and re-settle every later hand from its own inputs."""
        from booray_ledger.ledger.read import queries
        from booray_ledger.ledger.write import hand_edits

        with self._open().write() as session:
            ctx = queries.load_night(session, night, ended_ok=True)
            recorded = hand_edits.edit_hand(session, ctx, number, typed)
            return _edited(session, ctx, number, recorded)

    def edit_hand_line(self, number: int, line: str, *, night: str | None = None) -> HandEdited:
        """Change hand ``number`` by a live-table edit line (``bo 2 r:-``): only the players and
        marks it names change, the rest of the hand stays as it was entered; every later hand
        is re-settled (see ``rules.hand_input.parse_edit``)."""
        from booray_ledger.ledger.read import queries
        from booray_ledger.ledger.write import hand_edits
        from booray_ledger.rules.hand_input import HandInput, parse_edit
        from booray_ledger.rules.seating import Table

        with self._open().write() as session:
            ctx = queries.load_night(session, night, ended_ok=True)
            old = hand_edits.hand_to_edit(session, ctx, number)
            table = Table.from_dict(json.loads(old.table_json))
            base = HandInput.from_dict(json.loads(old.input_json))
            typed = parse_edit(line, base, table.dealt_in, table.seats)
            recorded = hand_edits.edit_hand(session, ctx, number, typed)
            return _edited(session, ctx, number, recorded)


def _edited(session: Any, ctx: NightContext, number: int, recorded: list[Recorded]) -> HandEdited:
    """An edit's result: the hands settled again and the table after (an ended night's end too)."""
    from booray_ledger.ledger.read import queries

    done: HandEdited = {
        "edited": number,
        "hands": [{"hand": r.hand.number, "result": queries.stored_result(r.hand)} for r in recorded],
        "status": queries.status_data(session, ctx),
    }
    settle_end_again(session, ctx, done)
    return done


def settle_end_again(session: Any, ctx: NightContext, done: HandEdited | HandVoided) -> None:
    """In an ended night, after an edit or void: settle its end again (and the later nights its
    pot was carried into), and say so in ``done``."""
    from booray_ledger.ledger.read import queries
    from booray_ledger.ledger.write import night_reopen

    if queries.night_is_ended(session, ctx.id):
        done["settled_again"] = night_reopen.settle_end_again(session, ctx)
        done["ended"] = True
        done["status"] = queries.status_data(session, ctx)
        done["status"]["ended"] = True


def _guarded(session: Any, typed: Callable[[NightContext, Table], HandInput], within: float | None) -> Any:
    """``typed``, refusing (inside the write transaction) the very same hand as the last one
    when that one is less than ``within`` seconds old; ``typed`` itself when ``within`` is None."""
    if within is None:
        return typed

    def checked(ctx: NightContext, table: Table) -> HandInput:
        from booray_ledger.ledger.read.repeats import refuse_quick_repeat

        made = typed(ctx, table)
        refuse_quick_repeat(session, ctx, made, within)
        return made

    return checked

"""Guards against the honest mistake, for every front end (rulebook topic ``scorekeeping``):
is this hand the last one again, what would an undo void, and a redo of an undone hand.

The live prompt and the scorekeeper's page ask before recording a hand that is the very same as
the last one, or that comes within :data:`REPEAT_WINDOW` seconds of a hand another front end
recorded; single-shot commands refuse only the very same hand within that window (see
``HandCalls.record_line``'s ``refuse_repeat_within``). Each call is one read or one write
transaction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from booray_ledger.api.connection import LedgerConnection

if TYPE_CHECKING:
    from booray_ledger.ledger.read.queries import NightContext
    from booray_ledger.results import HandRecorded, HandSummary, HandVoided
    from booray_ledger.rules.hand_input import HandInput

REPEAT_WINDOW = 20.0
"""Seconds after a hand is recorded during which the same hand again is taken for a mistake."""


class RepeatCheck(TypedDict):
    """The last hand in effect, beside a hand about to be recorded."""

    last: HandSummary
    same: bool  # the very same results and marks, in any order
    seconds: float  # since the last hand was recorded


class HandGuards(LedgerConnection):
    """Read before a write: the repeat check and the hand an undo would void; and the redo."""

    def repeat_check(self, hand: str | HandInput, *, night: str | None = None) -> RepeatCheck | None:
        """``hand`` (a live-table line or a typed hand) beside the night's last hand in effect;
        None when there is none yet. A line that cannot be read raises its one-line error,
        exactly as recording it would."""
        from booray_ledger.ledger.read import queries, repeats
        from booray_ledger.rules.hand_input import parse_line

        with self._open().read() as session:
            ctx = queries.load_night(session, night)
            typed = parse_line(hand, ctx.table.dealt_in, ctx.table.seats) if isinstance(hand, str) else hand
            found = repeats.repeat_of(session, ctx, typed)
            if found is None:
                return None
            return {"last": queries.hand_summary(found.last), "same": found.same, "seconds": found.seconds}

    def refuse_entered_twice(
        self, line: str, *, night: str | None = None, expected: int | None = None, within: float | None = None
    ) -> None:
        """In a read transaction, refuse a live-table ``line`` as recording it now would refuse it
        as entered twice: a hand numbered ``expected`` or later with the very same results
        (``DuplicateHand``), or, with ``within``, the very same as the last hand recorded less
        than ``within`` seconds ago (``RepeatedHand``). A front end answering many requests at
        once refuses those without the write lock, so only one real write is made per hand.
        Anything else (a line that does not read, an ended night) is the write's to say: this
        returns and the write refuses it or records the hand. A ledger file replaced since it
        was opened is refused first (``LedgerReplaced``), exactly as the write would refuse it."""
        from booray_ledger.errors import BoorayError, DuplicateHand
        from booray_ledger.ledger.read import queries
        from booray_ledger.ledger.read.repeats import refuse_quick_repeat
        from booray_ledger.ledger.write.recording import refuse_twin

        if expected is None and within is None:
            return  # nothing to compare with: the write decides
        store = self._open()
        with store.read() as session:
            store.refuse_replaced(session)  # a file swapped under us is said first, as the write would
            try:
                ctx, typed = _as_recorded(session, store.warm, line, night)
                refuse_twin(session, ctx, typed, expected, queries.last_hand(session, ctx.id))
                if within is not None:
                    refuse_quick_repeat(session, ctx, typed, within)
            except DuplicateHand:
                raise
            except BoorayError:
                return

    def last_hand(self, *, night: str | None = None) -> HandSummary | None:
        """The hand an undo would void now (the last in effect), or None."""
        from booray_ledger.ledger.read import queries

        with self._open().read() as session:
            ctx = queries.load_night(session, night, ended_ok=True)
            last = queries.last_hand(session, ctx.id)
            return None if last is None else queries.hand_summary(last)

    def void_hand(self, hand_id: int, *, night: str | None = None) -> HandVoided:
        """Void the last hand in effect, but only if it is still hand ``hand_id`` (the one the
        scorekeeper was shown): a hand recorded meanwhile by another front end is not voided."""
        from booray_ledger.api.hands import settle_end_again
        from booray_ledger.errors import BoorayError, ErrorCode
        from booray_ledger.ledger.read import queries
        from booray_ledger.ledger.write import hand_edits

        with self._open().write() as session:
            ctx = queries.load_night(session, night, ended_ok=True)
            last = queries.last_hand(session, ctx.id)
            if last is not None and last.id != hand_id:
                raise BoorayError(ErrorCode.RECORDED_MEANWHILE, hand=last.number)
            voided = hand_edits.void_last_hand(session, ctx)
            done: HandVoided = {"voided": voided.number, "status": queries.status_data(session, ctx)}
            settle_end_again(session, ctx, done)
            return done

    def redo_hand(self, hand_id: int, *, night: str | None = None) -> HandRecorded:
        """Record undone hand ``hand_id`` again, as it was entered, as the next hand (it gets its
        old number back: only while nothing was recorded since it was undone)."""
        from booray_ledger.ledger.read import queries, repeats
        from booray_ledger.ledger.write import recording

        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            typed = repeats.restorable(session, ctx, hand_id)
            return queries.recorded_data(session, ctx, recording.record_hand(session, ctx, typed))


class PotChoices(TypedDict):
    """What ending the night now would do with the pot, each way: the chips each player would
    get from a split and from a refund (a carry gives the whole pot to the group's next night)."""

    night: str
    pot: int
    split: dict[str, int]
    refund: dict[str, int]


class NightEndGuard(LedgerConnection):
    """Read before ending a night: the pot and what each choice would give each player."""

    def pot_choices(self, *, night: str | None = None) -> PotChoices:
        """The pot now and each player's share of it under ``split`` and under ``refund``
        (players who would get nothing are left out)."""
        from booray_ledger.ledger.read import queries
        from booray_ledger.ledger.write import night_end

        with self._open().read() as session:
            ctx = queries.load_night(session, night)
            state = queries.state_now(session, ctx)

            def shares(action: str) -> dict[str, int]:
                found = night_end.pot_shares(ctx, state, action) if state.pot else {}
                return {player: chips for player, chips in found.items() if chips}

            return {"night": ctx.night.name, "pot": state.pot, "split": shares("split"), "refund": shares("refund")}


def _as_recorded(session: Any, warm: dict[str, Any], line: str, night: str | None) -> tuple[NightContext, HandInput]:
    """The night (kept in ``warm`` as a write keeps it, see ``recording.record_next``) and
    ``line`` read as recording it now would read it: on the table as dealt (under table stakes,
    without the players out of chips), its names matched to the seats."""
    from booray_ledger.ledger.read import queries
    from booray_ledger.ledger.write.recording import resolve_input
    from booray_ledger.rules.hand_input import parse_line
    from booray_ledger.rules.names import name_key
    from booray_ledger.rules.seating import in_play

    key = ("night", night and name_key(night))
    if warm.get("key") != key:
        warm.clear()
        warm.update(key=key, ctx=queries.load_night(session, night))
    ctx: NightContext = warm["ctx"]
    table = ctx.table
    if ctx.rules.table_stakes:
        table = in_play(ctx.table, queries.state_now(session, ctx), ctx.rules)
    return ctx, resolve_input(parse_line(line, table.dealt_in, table.seats), ctx.table)

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

from collections.abc import Callable, Iterable, Mapping, Sequence
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, get_args

from booray_ledger.api.debts import Debts
from booray_ledger.api.hand_guards import HandGuards, NightEndGuard
from booray_ledger.api.hands import HandCalls
from booray_ledger.api.recap import Recaps
from booray_ledger.api.reports import Reports, since_date
from booray_ledger.errors import BoorayError, ErrorCode, FileTask, Fix, NameKind, UsageError
from booray_ledger.ledger.store.target import Target, parse_target
from booray_ledger.rules.limits import MAX_CHIP_VALUE, MAX_LINE, check_line, parse_chip_value

if TYPE_CHECKING:  # names for annotations only: importing the typed values slows every command's start-up
    from booray_ledger.results import (
        BuyRecorded,
        NightEnded,
        NightReopened,
        NightSettingsChanged,
        NightStarted,
        NightUsed,
        PotAction,
        SeatAction,
        SeatChanged,
    )
    from booray_ledger.results.file import BackupMade, CheckReport
    from booray_ledger.rules.hand_input import HandInput
    from booray_ledger.rules.house import HouseRules

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
    from booray_ledger.rules.hand_input import HandInput, parse_results

    check_line(_as_line(results or (), renege, corrected, out_of_turn, up, dealer))
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


def rule_changes(words: Sequence[str]) -> dict[str, str]:
    """House rules to change as typed, ``["ante=2", "limit=25"]``, as the mapping
    :meth:`Ledger.set_night` takes: ``{"ante": "2", "pot_limit": "25"}`` (each word KEY=VALUE
    with a known key, given once; the values are checked when the change is made)."""
    from booray_ledger.rules.house import parse_assignments

    return parse_assignments(list(words))


def seat_names(text: str) -> list[str]:
    """The players of a new night as typed on one line, clockwise, separated by spaces, commas
    or both (``"Ann, Bob Cat"``), checked as :meth:`Ledger.start_night` checks them: at least
    two, nobody twice."""
    from booray_ledger.rules.names import seat_list, split_players

    return seat_list(split_players(text))


def _language(asked: str | None) -> str | None:
    """The code of the language ``asked`` for (``ps``, ``ps_AF``), refused when the program
    does not speak it; None when none is asked."""
    if asked is None:
        return None
    from booray_ledger.languages import chosen

    return chosen(asked)


def ledger_file(target: str | Path) -> Path:
    """The SQLite file ``target`` names, for what only a file can do; a URL is a usage error."""
    parsed = parse_target(target)
    if parsed.path is None:
        raise UsageError(ErrorCode.FILE_ONLY, fix=Fix.GIVE_FILE, target=str(parsed))
    return parsed.path


def _as_line(
    results: Sequence[str],
    renege: Iterable[str],
    corrected: Iterable[str],
    out_of_turn: Iterable[str],
    up: str | None,
    dealer: str | None,
) -> str:
    """The hand as one command line (results, then each mark in its long form): the words a
    caller gives are held to the same line limit as a line typed at the prompt or on the page."""
    words = list(results)
    for option, names in (("--renege", renege), ("--corrected", corrected), ("--out-of-turn", out_of_turn)):
        words += [f"{option} {n}" for n in names]
    words += [f"{option} {v}" for option, v in (("--up", up), ("--dealer", dealer)) if v]
    return " ".join(words)


class Ledger(HandCalls, HandGuards, NightEndGuard, Reports, Debts, Recaps):
    """A booray ledger: nights, hands, seats, payments and the reports over them.

    One class for every front end; its operations live by subject in :mod:`~booray_ledger.api.hands`,
    :mod:`~booray_ledger.api.reports` and :mod:`~booray_ledger.api.debts`, the nights, seats and the
    file's upkeep here."""

    @classmethod
    def open(cls, target: str | Path | Target, *, keep_open: bool = False, source: str = "api") -> Ledger:
        """The ledger at ``target``: a SQLite file path or a ``postgresql://`` URL (any other
        URL is refused). Nothing is created until a night is started.

        A SQLite ledger keeps one database connection from its first call until it is
        closed, and the night it last used between calls, re-reading it only when another
        terminal has written: the same transactions, with less work each. ``keep_open`` (the
        live prompt passes it) is accepted and changes nothing more.

        ``source`` says which front end writes through it (``cli``, ``prompt``, ``page``;
        ``api`` for a script): it is kept with every entry and shown by ``history --all``."""
        return cls(parse_target(target), keep_open=keep_open, source=source)

    def start_night(
        self,
        name: str,
        players: Sequence[str],
        rules: HouseRules | None = None,
        *,
        dealer: str | None = None,
        chip_value: str | Decimal = "1",
        currency: str = "$",
        language: str | None = None,
    ) -> NightStarted:
        """Start a night with ``players`` seated clockwise; the file is created only once the
        input is known to be good. A pot carried from the group's last night seeds its pot.
        ``language`` (a code, like ``ps``) is the one its board and recap speak."""
        from booray_ledger.money import check_currency
        from booray_ledger.rules import house
        from booray_ledger.rules.names import clean_currency, clean_night_name, resolve, seat_list

        title = clean_night_name(name)
        currency = check_currency(clean_currency(currency))  # an ISO code: $ is USD
        names = seat_list(players)
        if dealer is not None:
            resolve(dealer, names, what=NameKind.NIGHT_PLAYER)
        value = parse_chip_value(chip_value)
        code = _language(language)
        house_rules = rules or house.PRESETS[house.DEFAULT_PRESET]
        from booray_ledger.ledger.read import current, queries
        from booray_ledger.ledger.write import night_end, recording

        with self._open(create=True).write() as session:
            night = recording.start_night(session, title, names, house_rules, dealer, value, currency)
            ctx = queries.load_night(session, night.name)
            carried = night_end.carry_in(session, ctx)
            if code is not None:
                from booray_ledger.ledger.write.setting_changes import set_language

                set_language(session, ctx, code)
            others = current.open_night_rows(session, leave_out=night.id)
            preset, changed = house.nearest_preset(house_rules)
            return {"night": night.name, "players": names, "rules": {"preset": preset, "changed": changed},
                    "carried_in": carried, "also_open": others}  # fmt: skip

    def use_night(self, name: str) -> NightUsed:
        """Make the night called ``name`` the current one (every terminal then works on it
        unless a command names another with ``--night``)."""
        from booray_ledger.ledger.read import current

        with self._open().write() as session:
            night = current.use_night(session, name)
            others = current.open_night_rows(session, leave_out=night.id)
            return {"night": night.name, "also_open": others}

    def end_night(self, pot: PotAction | str | None = None, *, night: str | None = None) -> NightEnded:
        """End the night; a pot still on the table needs ``pot``: carry, split or refund."""
        from booray_ledger.ledger.read import queries
        from booray_ledger.ledger.write import night_end
        from booray_ledger.results import PotAction

        if pot is not None and pot not in get_args(PotAction):
            raise UsageError(ErrorCode.POT_ACTION_UNKNOWN, given=str(pot))
        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            left = queries.state_now(session, ctx).pot
            shares = night_end.end_night(session, ctx, pot)
            action = (pot or "none") if left else "none"
            return {"night": ctx.night.name, "pot_action": action, "pot": left, "shares": shares}

    def set_night(
        self,
        *,
        chip_value: str | Decimal | None = None,
        rules: Mapping[str, object] | None = None,
        night: str | None = None,
        language: str | None = None,
    ) -> NightSettingsChanged:
        """Change the night's settings between hands, each an append-only change kept in its
        history: ``chip_value`` (money per chip, for the whole night: settle-up, payments in
        money and exports use it at once; an ended night may get one too) and ``rules`` (house
        rules to change, like ``{"ante": 2, "limit": 25}``, from the next hand on: the hands
        already played keep theirs; open nights only) and ``language`` (the code of the
        language its board and recap speak, like ``ps``; an ended night may get one too).

        Example: ``ledger.set_night(rules={"ante": 2}, chip_value="0.25")``"""
        from booray_ledger.ledger.read import night_settings, queries
        from booray_ledger.ledger.write import setting_changes as change
        from booray_ledger.rules import house
        from booray_ledger.rules.limits import parse_new_chip_value

        if chip_value is None and not rules and language is None:
            raise UsageError(ErrorCode.NOTHING_TO_SET)
        value = parse_new_chip_value(chip_value) if chip_value is not None else None
        code = _language(language)
        wanted = house.parse_assignments([f"{k}={v}" for k, v in (rules or {}).items()])
        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            before = len(night_settings.changes(session, ctx.night))
            if wanted:
                change.set_rules(session, ctx, wanted)
            if value is not None:
                change.set_chip_value(session, ctx, value)
            if code is not None:
                change.set_language(session, ctx, code)
            now = queries.load_night(session, ctx.night.name)
            return {"night": ctx.night.name, "changes": night_settings.changes(session, ctx.night)[before:],
                    "chip_value": night_settings.chip_value_text(ctx.night, session), "currency": ctx.night.currency,
                    "language": night_settings.language(session, ctx.id),
                    "rules": now.rules.to_dict(), "next_hand": change.next_hand_number(session, ctx)}  # fmt: skip

    def reopen_night(self, name: str) -> NightReopened:
        """Reopen the ended night called ``name``: the pot its end took off the table comes back
        (a new entry reverses that end), and it is the current night again. Ending it again is
        the reversal. Refused when its pot was carried into a later night that has started."""
        from booray_ledger.ledger.read import current, queries
        from booray_ledger.ledger.write import night_reopen

        with self._open().write() as session:
            ctx = queries.load_night(session, name)
            pot = night_reopen.reopen_night(session, ctx)
            others = current.open_night_rows(session, leave_out=ctx.id)
            return {"night": ctx.night.name, "pot": pot, "also_open": others}

    def seat(
        self, action: SeatAction | str, name: str, *, after: str | None = None, night: str | None = None
    ) -> SeatChanged:
        """Add a player (after someone, clockwise; default the last seat), remove one, sit one
        out or bring one back in."""
        from booray_ledger.ledger.read import queries
        from booray_ledger.ledger.write import seat_changes
        from booray_ledger.results import SeatAction

        if action not in get_args(SeatAction):
            raise UsageError(ErrorCode.SEAT_ACTION_UNKNOWN, given=str(action))
        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            player = seat_changes.seat_change(session, ctx, action, name, after)
            shown_after = ctx.resolve_seated(after) if after else None
            chips = (
                seat_changes.buy_in_on_joining(session, queries.load_night(session, night), player)
                if action == "add"
                else 0
            )
        done: SeatChanged = {"action": action, "player": player, "after": shown_after}  # type: ignore[typeddict-item]
        if chips:
            done["bought"] = chips
        return done

    def buy(self, name: str, chips: int, *, night: str | None = None) -> BuyRecorded:
        """A buy-in or rebuy between hands under table stakes: ``chips`` from the bank to the
        player's stack (an entry between the player and the bank)."""
        from booray_ledger.ledger.read import chip_totals, queries
        from booray_ledger.ledger.write import seat_changes

        with self._open().write() as session:
            ctx = queries.load_night(session, night)
            player = seat_changes.buy_in(session, ctx, name, chips)
            status = queries.status_data(session, ctx)
            return {
                "night": ctx.night.name,
                "player": player,
                "chips": chips,
                "stack": status.get("stacks", {}).get(player, 0),
                "bought": chip_totals.bought(session, ctx)[player],
                "status": status,
            }

    def check(self, progress: CheckProgress | None = None, full: bool = False) -> CheckReport:
        """Verify the ledger (a file or a PostgreSQL database): SQLite integrity and foreign keys,
        the append-only triggers, every night's hash chain and every entry summing to zero (in
        full, every time), and the hands replayed from their stored inputs reproducing their
        results, their chips, the balances and the pot: those written or corrected since the last
        check that found everything right, or every hand with ``full``. A sound ledger gets a
        mark of what was replayed (its only write); nothing of the ledger itself is written.
        ``progress(stage, done, total)`` is called as the work goes (for a progress bar)."""
        from booray_ledger.ledger.upkeep import file_check

        self.close()
        if self.target.is_postgres:  # the chain, zero-sum and replay; the server checks its pages
            return file_check.check_database(self.target, progress, full)
        return file_check.check_file(self._file(FileTask.CHECK), progress, full)

    def backup(self, target: str | Path | None = None) -> BackupMade:
        """A consistent copy of the ledger (SQLite's online backup API) at ``target`` (default:
        beside the ledger, named with the time), taken while other terminals may be writing."""
        from booray_ledger.ledger.upkeep.sqlite_backup import make_backup

        path = self._file(FileTask.BACKUP)
        if not path.exists():
            raise BoorayError(ErrorCode.NOTHING_TO_BACK_UP, path=str(path))
        self._open()  # the file is ours (and at this schema) before it is copied
        made = make_backup(path, Path(target) if target is not None else None)
        return {"ledger": str(path), "backup": str(made), "bytes": made.stat().st_size}

    def _file(self, task: FileTask) -> Path:
        """The SQLite file of this ledger for ``task`` (a backup); PostgreSQL has its own tools."""
        if self.target.path is None:
            raise UsageError(ErrorCode.SQLITE_ONLY, task=task)
        return self.target.path


__all__ = [
    "MAX_CHIP_VALUE",
    "MAX_LINE",
    "BoorayError",
    "Ledger",
    "check_line",
    "hand",
    "ledger_file",
    "parse_chip_value",
    "rule_changes",
    "seat_names",
    "since_date",
]

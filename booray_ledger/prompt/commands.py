"""What the scorekeeper types at the live table, and what each line does.

A line whose first word is a command (``undo``, ``edit``, ``help``, ``quit``, or one of the
``booray`` commands such as ``seat``, ``status``, ``settle``) runs that command; any other line
is a hand (``rules.hand_input.parse_line``). Every line makes one library call (or one run of the
single-shot command, which makes one) and renders its result with ``text.render``: the same text
and the same one-line errors as the command line. A refused line writes nothing.
"""

from __future__ import annotations

import shlex
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from booray_ledger.api.book import check_line
from booray_ledger.errors import BoorayError, UsageError

if TYPE_CHECKING:
    from booray_ledger.api.book import Ledger
    from booray_ledger.results import HandRecorded, TableView

CliRunner = Callable[[list[str]], int]
"""Runs a single-shot ``booray`` command (without the ``booray`` word) in this process and
returns its exit code; it prints its own result or its one-line error."""

QUIT_WORDS = ("quit", "exit")
OWN_COMMANDS = ("undo", "redo", "edit", "help", "quit")
NIGHT_AWARE = ("seat", "status", "history", "settle", "paid", "recap")
"""Commands that take ``--night``: a table opened with ``play --night NAME`` passes it on."""
NOT_INSIDE = ("play", "demo")


@dataclass
class LineDone:
    """What became of one line: done or refused, and whether the scorekeeper asked to leave."""

    ok: bool = True
    quit: bool = False


@dataclass
class LiveTable:
    """One night's table for the live prompt: the ledger kept open and the commands it runs."""

    ledger: Ledger
    night: str | None = None
    run_cli: CliRunner | None = None
    cli_commands: Sequence[str] = ()
    names: list[str] = field(default_factory=list)
    follow_current: bool = False
    """Opened without a night named: hold on to the night shown (another terminal's ``night
    use`` does not move this table) until a ``night`` command here starts, chooses or ends one."""
    expected: int | None = None
    """The number the next hand had when the table was last shown: a hand typed from that
    screen that another terminal recorded meanwhile is refused as entered twice."""
    answer: Callable[[str], str] | None = None
    """Asks the scorekeeper a question and returns the answer; None for a script (piped into
    ``play``), which is asked nothing (see :mod:`booray_ledger.prompt.guards`)."""
    recorded_here: set[int] = field(default_factory=set)
    """The numbers of the hands recorded at this table (a hand that is not is another screen's)."""
    undone: list[int] = field(default_factory=list)
    """The hands undone here, last undone last: what ``redo`` brings back."""
    ended: str | None = None
    """The night this table ended (its settle-up was shown; the table is not drawn again)."""

    def view(self) -> TableView:
        """The table now, as the library reports it (hands from other terminals included)."""
        view = self.ledger.table(self.night)
        self.names = list(view["seats"])
        if self.follow_current:
            self.night = view["status"]["night"]
        self.expected = view["status"]["hands"] + 1
        return view

    def refresh(self, quiet: bool = False) -> TableView | None:
        """Redraw the table above the prompt; None (and nothing drawn) when there is no night
        (the reason is printed unless ``quiet``)."""
        from booray_ledger.text import table

        if self.ended is not None and self.ended == self.night and self._ended_shown():
            return None
        try:
            view = self.view()
        except BoorayError as exc:
            if not self._ended_shown() and not quiet:
                _refuse(exc)
            return None
        if self.follow_current and view["status"].get("ended"):
            self._no_night_open(view, quiet)
            return None
        table.table_header(view)
        return view

    def _no_night_open(self, view: TableView, quiet: bool) -> None:
        """The table follows the current night and none is open (the reads fall back to the last
        ended one): no night to play; say that one has ended unless ``quiet``."""
        from booray_ledger.text import guards, render

        ended, self.night = view["status"]["night"], None
        if not quiet:
            render.lines(*guards.night_over(ended, view["status"]["hands"], prompt_command))

    def _ended_shown(self) -> bool:
        """When this table's night has ended: say so and what can come next (instead of an error
        about a night that is not open); False otherwise."""
        from booray_ledger.text import guards, render

        if self.night is None:
            return False
        try:
            detail = self.ledger.night(self.night)
        except BoorayError:
            return False
        if detail["ended_at"] is None:
            return False
        render.lines(*guards.night_over(detail["night"], detail["hands"], prompt_command))
        return True

    def do(self, line: str) -> LineDone:
        """Run one line; a refused line prints its one-line error and writes nothing."""
        text = line.strip()
        if not text or text.startswith("#"):
            return LineDone()
        try:
            check_line(text)
            return self._dispatch(text)
        except BoorayError as exc:
            _refuse(exc)
            return LineDone(ok=False)

    def _dispatch(self, text: str) -> LineDone:
        from booray_ledger.prompt import guards
        from booray_ledger.text import guards as guards_text
        from booray_ledger.text import hands, render
        from booray_ledger.text import prompt as words

        word, _, rest = text.partition(" ")
        word = word.lower()
        if word in QUIT_WORDS:
            return LineDone(quit=True)
        if word == "?" and rest.strip():
            self._what_if(rest.strip())
        elif word in ("help", "?"):
            render.lines(words.help_screen())
        elif word in ("undo", "redo"):
            if rest.strip():
                raise UsageError(words.takes_nothing(word))
            if word == "undo":
                guards.undo(self)
            else:
                guards.redo(self)
        elif word == "edit":
            number, _, change = rest.strip().partition(" ")
            if not number.isdigit():
                raise UsageError(words.edit_needs_number())
            hands.hand_edited(self.ledger.edit_hand_line(int(number), change, night=self.night))
        elif word == "hand" and rest.split()[:1] not in (["void"], ["edit"], ["record"]):
            return self.do(rest)
        elif word in NOT_INSIDE:
            raise UsageError(words.not_inside_play(word))
        elif word == "night" and rest.split()[:1] == ["end"] and self.answer is not None:
            return LineDone(ok=guards.end_night(self, text))
        elif word in self.cli_commands:
            done = self._delegate(word, text) == 0
            if word == "night" and rest.split()[:1] != ["set"] and self.follow_current and done:
                self.night = self.ended = None  # the next refresh shows the current night, whichever it is now
            return LineDone(ok=done)
        else:
            recorded = self._record(text)
            if recorded is None:
                render.lines(guards_text.not_recorded())
                return LineDone()
            self.recorded_here.add(recorded["hand"])
            self.undone.clear()  # a new hand: what was undone cannot come back under its number
            hands.hand_recorded(recorded)
        return LineDone()

    def _record(self, text: str) -> HandRecorded | None:
        """Record ``text`` as a hand, asking first where it may be a mistake (None: the scorekeeper
        said no); a refused line whose first word starts no player's name and is, or is close
        to, no hand at all (``stauts``, ``clear``) is answered as an unknown command with the one
        suggester (:mod:`booray_ledger.text.suggest`)."""
        from booray_ledger.prompt import guards

        try:
            if not guards.hand_wanted(self, text):
                return None
            return self.ledger.record_line(text, night=self.night, expected=self.expected)
        except BoorayError:
            word = text.split()[0]
            if word.isalpha() and not any(n.casefold().startswith(word.casefold()) for n in self.names):
                from booray_ledger.text.prompt import or_a_hand
                from booray_ledger.text.suggest import closest, unknown

                commands = sorted({*OWN_COMMANDS, *self.cli_commands} - set(NOT_INSIDE))
                if len(text.split()) == 1 or closest(word, commands, "command"):
                    raise UsageError(or_a_hand(unknown(word, commands, "command"))) from None
            raise

    def _what_if(self, text: str) -> None:
        """``? LINE``: what the hand would do at this table now, nothing recorded; ``? QUESTION``
        (a line that is no hand: its first word starts no player's name, or it holds no count,
        pass or mark and is refused as a hand): the rulebook's answer."""
        from booray_ledger.text import hands, referee

        names = self.names or list(self.view()["seats"])
        first = text.split()[0].casefold().split("=")[0].rstrip("0123456789-")
        if first and any(n.casefold().startswith(first) for n in names):
            try:
                hands.hand_preview(self.ledger.preview_line(text, night=self.night))
                return
            except BoorayError:
                if any(c.isdigit() or c in "=.:!-" for c in text):
                    raise
        from booray_ledger.api.reference import ask_rulebook
        from booray_ledger.text.i18n import language

        answer = ask_rulebook(self.ledger.target, text, names=tuple(names), night=self.night, lang=language())
        referee.rule_answer(answer, prompt_command)

    def _delegate(self, word: str, text: str) -> int:
        """Run a single-shot command in this process (its own one transaction)."""
        from booray_ledger.text import prompt as words

        try:
            args = shlex.split(text)
        except ValueError as exc:
            raise UsageError(words.cannot_read_line(str(exc))) from None
        if self.night is not None and "--night" not in args and _takes_night(args):
            args += ["--night", self.night]
        if self.run_cli is None:
            raise UsageError(words.not_available(word))
        return self.run_cli(args)


def _takes_night(args: list[str]) -> bool:
    return args[0] in NIGHT_AWARE or args[:2] in (["night", "end"], ["night", "set"])


def _refuse(exc: BoorayError) -> None:
    """The single-shot command's one-line error, on standard error."""
    sys.stdout.flush()
    from booray_ledger.text.errors import explain

    print(f"booray: {explain(exc, prompt_command)}", file=sys.stderr, flush=True)


def prompt_command(words: str) -> str:
    """How the live prompt names one of its commands (the wording package's ``CommandHint``):
    the bare words, ``rules ties``, since ``booray play`` runs commands without the program's name."""
    return words

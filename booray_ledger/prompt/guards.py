"""The live table's guards against the honest mistake (rulebook topic ``scorekeeping``).

At a terminal (a table with someone to ask) a hand is recorded only after a yes when it is the
very same as the last hand, when it comes within 20 s of a hand another screen recorded, or when
everyone passed (a lone ``.``). An undo says which hand it voids, with its results, and asks first;
``redo`` brings back the hands undone here (the last first) until a new hand is recorded. Ending
the night with chips in the pot explains carry, split and refund with each player's chips and
accepts ``?``; afterwards the settle-up is shown. A script piped into ``play`` asks nothing: a
paper sheet may hold two identical hands in a row.
"""

from __future__ import annotations

import shlex
from typing import TYPE_CHECKING

from booray_ledger.errors import BoorayError, UsageError

if TYPE_CHECKING:
    from booray_ledger.api.hand_guards import PotChoices
    from booray_ledger.prompt.commands import LiveTable

YES = ("y", "yes")


def confirm(table: LiveTable, warning: str, question: str) -> bool:
    """The scorekeeper's yes to ``question``, asked after ``warning`` is printed; always yes with
    nobody to ask (a script)."""
    from booray_ledger.text import guards, render

    if table.answer is None:
        return True
    render.lines(warning)
    try:
        return table.answer(guards.yes_no(question)).strip().lower() in YES
    except EOFError:  # Ctrl-D: no
        return False


def hand_wanted(table: LiveTable, text: str) -> bool:
    """Whether to record the hand ``text`` (asking first where it may be a mistake); a line that
    cannot be read raises its error, as recording it would."""
    from booray_ledger.api.hand_guards import REPEAT_WINDOW
    from booray_ledger.text import guards

    if table.answer is None:
        return True
    if text.strip() == ".":
        pot = table.ledger.status(table.night)["pot"]
        if not confirm(table, guards.all_pass_warning(pot), guards.all_pass_question()):
            return False
    check = table.ledger.repeat_check(text, night=table.night)
    if check is None:
        return True
    elsewhere = check["seconds"] < REPEAT_WINDOW and check["last"]["number"] not in table.recorded_here
    if check["same"] or elsewhere:
        return confirm(table, guards.repeat_warning(check), guards.repeat_question(check["same"]))
    return True


def undo(table: LiveTable) -> bool:
    """Void the last hand after saying which it is (and, at a terminal, a yes); False if not."""
    from booray_ledger.text import guards, hands, render

    last = table.ledger.last_hand(night=table.night)
    if last is None:
        raise BoorayError(guards.nothing_to_undo())
    if table.answer is None:
        render.lines(guards.undoing(last))
    elif not confirm(table, guards.undo_warning(last), guards.undo_question()):
        render.lines(guards.not_undone())
        return False
    hands.hand_voided(table.ledger.void_hand(last["id"], night=table.night))
    table.recorded_here.discard(last["number"])
    table.undone.append(last["id"])
    return True


def redo(table: LiveTable) -> None:
    """Record the last hand undone here again, as it was entered."""
    from booray_ledger.text import guards, hands, render

    if not table.undone:
        raise BoorayError(guards.nothing_to_redo())
    try:
        done = table.ledger.redo_hand(table.undone[-1], night=table.night)
    except BoorayError:
        table.undone.clear()  # hands were recorded since: nothing undone can come back
        raise
    table.undone.pop()
    table.recorded_here.add(done["hand"])
    hands.hand_recorded(done)
    render.lines(guards.redone(done["hand"]))


def end_night(table: LiveTable, text: str) -> bool:
    """``night end`` at a terminal: with chips in the pot and no ``--pot``, explain the choices
    with each player's chips and ask (``?`` explains again, Enter alone keeps the night going);
    then end it and show the settle-up. False when the night goes on."""
    from booray_ledger.text import guards, nights, render

    args = shlex.split(text)
    night = _option(args, "--night") or table.night
    pot = _option(args, "--pot")
    choices = table.ledger.pot_choices(night=night)
    if pot is None and choices["pot"]:
        pot = _choose(table, choices)
        if pot is None:
            render.lines(guards.night_goes_on())
            return False
    ended = table.ledger.end_night(pot, night=choices["night"])
    render.lines(*nights.night_ended(ended))
    table.ended = choices["night"]
    table.night = choices["night"]
    if table.run_cli is not None:
        table.run_cli(["settle", "--night", choices["night"]])
    return True


def _choose(table: LiveTable, choices: PotChoices) -> str | None:
    """Ask carry, split or refund until one is given; None for Enter alone."""
    from booray_ledger.text import guards, render

    assert table.answer is not None
    render.lines(*guards.pot_choices(choices))
    while True:
        try:
            answer = table.answer(guards.pot_prompt()).strip().lower()
        except EOFError:  # Ctrl-D: the night goes on
            return None
        if not answer:
            return None
        if answer in guards.POT_CHOICES:
            return answer
        if answer in ("?", "help"):
            render.lines(*guards.pot_choices(choices))
        else:
            render.lines(f"booray: {guards.not_a_pot_choice(answer)}")


def _option(args: list[str], name: str) -> str | None:
    """The value of ``--name VALUE`` or ``--name=VALUE`` in ``args``, if given."""
    for i, arg in enumerate(args):
        if arg == name:
            if i + 1 >= len(args):
                from booray_ledger.text.prompt import needs_a_value

                raise UsageError(needs_a_value(name))
            return args[i + 1]
        if arg.startswith(name + "="):
            return arg.split("=", 1)[1]
    return None

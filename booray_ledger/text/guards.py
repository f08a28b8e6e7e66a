"""The guards against the honest mistake in words, for the live prompt and the scorekeeper's page:
the question before a hand that may be entered twice, before an all-pass hand, before an undo;
what a redo brought back; the pot's three choices at the end of a night with each player's chips;
and what to do once a night has ended."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from booray_ledger.text.headlines import headline
from booray_ledger.text.words import CommandHint, chips, count, hinted, no_command

if TYPE_CHECKING:
    from booray_ledger.api.hand_guards import PotChoices, RepeatCheck
    from booray_ledger.results import HandSummary

POT_CHOICES = ("carry", "split", "refund")


def results_line(results: Mapping[str, int | str]) -> str:
    """``Ann 2, Bob 3, Cat 0, Dan pass``: each player's tricks or pass, as entered."""
    return ", ".join(f"{player} {declared}" for player, declared in results.items())


def hand_brief(h: HandSummary) -> str:
    """``hand 7 (Ann 2, Bob 3, Cat 0, Dan pass): Bob wins 7; bourré: Cat``."""
    return f"hand {h['number']} ({results_line(h['results'])}): {headline(h)}"


def repeat_warning(check: RepeatCheck) -> str:
    """Said before recording a hand that may be the last one again: the very same hand, or any
    hand just after one recorded from another screen."""
    ago = f"{round(check['seconds'])} s ago"
    if check["same"]:
        return f"This is the very same as {hand_brief(check['last'])}, recorded {ago}."
    return f"Hand {check['last']['number']} was just recorded from another screen ({ago}): {hand_brief(check['last'])}."


def repeat_question(same: bool) -> str:
    """The question after :func:`repeat_warning`."""
    return "Record it again as a new hand?" if same else "Is this a new hand?"


def all_pass_warning(pot: int) -> str:
    """Said before a hand where everyone passed (a lone ``.``)."""
    return f"Everyone passed: nobody plays; the pot of {chips(pot)} carries, with the antes added."


def all_pass_question() -> str:
    return "Record a hand where everyone passed?"


def undo_warning(h: HandSummary) -> str:
    """Said before an undo: which hand it voids, with its results."""
    return f"Undo {hand_brief(h)}: its chips go back (`redo` brings it back)."


def undo_question() -> str:
    return "Undo it?"


def undoing(h: HandSummary) -> str:
    """Said before an undo that asks nothing (a script): which hand goes, with its results."""
    return f"Undo {hand_brief(h)}."


def type_the_hand_first(example: str) -> str:
    """A hand form sent with no line; ``example`` is a line in the front end's own form."""
    return f"type the hand first, like: {example}"


def tap_each_player_first() -> str:
    return "tap pass or the tricks for each player first"


def nothing_to_undo() -> str:
    return "there is no hand to undo in this night"


def nothing_to_redo() -> str:
    return "there is no undone hand to redo (redo brings back the last hand undone here, until a new hand)"


def redone(number: int) -> str:
    return f"Hand {number} is back, as it was entered."


def not_recorded() -> str:
    return "Not recorded: nothing changed."


def not_undone() -> str:
    return "Not undone: nothing changed."


def pot_choices(choices: PotChoices) -> list[str]:
    """The night-end question's explanation: what carry, split and refund would each do, with the
    chips each player would get."""
    pot = choices["pot"]
    return [
        f"The pot still holds {chips(pot)}. What happens to it when {choices['night']} ends?",
        f"  carry   all {chips(pot)} wait in the pot of the group's next night",
        f"  split   shared by everyone seated: {shares(choices['split'])}",
        f"  refund  back to who paid into it since it was last won: {shares(choices['refund'])}",
    ]


def shares(given: Mapping[str, int]) -> str:
    """``Ann 3, Bob 3, Cat 2``: who would get how many chips."""
    return ", ".join(f"{player} {got}" for player, got in given.items()) or "nobody"


def pot_prompt() -> str:
    return "carry, split or refund? (? explains, Enter alone keeps the night going) "


def not_a_pot_choice(answer: str) -> str:
    return f"{answer!r} is not one of carry, split, refund; type one of them, ? to see them again, or Enter alone"


def night_goes_on() -> str:
    return "The night goes on: nothing ended."


def night_over(night: str, hands: int, hint: CommandHint) -> list[str]:
    """What the live table says once its night has ended (instead of the table), with the
    commands to go on in the front end's syntax (``hint``: a live table has commands)."""
    start, other = hint("night start NAME --players Ann,Bob,Cat"), hint("night use NAME")
    return [
        f"{night} has ended after {count(hands, 'hand')}.",
        f"Next: `{start}` for a new night, `{other}` for another open one, or quit (Ctrl-D).",
    ]


def leave_warning(pot: int, hint: CommandHint = no_command) -> str:
    """Said before leaving the live table while the night is open with chips in the pot (and the
    front end's command that settles them, ``hint``)."""
    settles = hinted(hint, "night end", "; `{}` settles them")
    return f"The night is still open with {chips(pot)} in the pot: they stay there{settles}."


def leave_question() -> str:
    return "Leave anyway?"


def yes_no(question: str) -> str:
    return f"{question} [y/N] "


def refused_line_toolbar() -> str:
    return " Not recorded: type to replace the line · ←/→ to fix it · Esc clears it "


def live_hint(names: list[str]) -> str:
    """How to type a hand at the live table, with the night's own names (never the command
    line's ``Ann=2``, which a name with a space breaks)."""
    first, second = (short_name(n, names) for n in names[:2])
    return (
        f"Type each hand here, like: {first} 2 {second} 3 . (a name's first letters and its tricks; . passes the rest)"
    )


def short_name(name: str, names: list[str]) -> str:
    """The shortest start of ``name`` (at least two letters, lower case) that starts no other
    name: what the live table's line needs (``ma`` for Mary Ann beside Ann); the whole name in
    quotes when only a start with a space in it would do (Mary Ann beside Mary Beth)."""
    import shlex

    key = name.casefold()
    others = [n.casefold() for n in names if n != name]
    for size in range(2, len(key) + 1):
        if " " in key[:size]:
            break
        if not any(o.startswith(key[:size]) for o in others):
            return key[:size]
    return shlex.quote(name)


def no_night_open() -> str:
    """Said by the live prompt when the ledger has no night open."""
    return "No night is open in this ledger: start one (Enter accepts the [default]; Ctrl-D to leave)."


def night_name_question() -> str:
    return "Night name: "


def night_name_needed() -> str:
    return "a night needs a name, like Friday"


def players_question() -> str:
    return "Players, clockwise, separated by spaces or commas (Ann Bob Cat): "


def preset_question(default: str) -> str:
    return f"House rules: classic, pagat, simple or a .toml file [{default}]: "


def ante_question(default: int) -> str:
    return f"Ante in chips [{default}]: "


def limit_question(default: int | None) -> str:
    return f"Pot limit in chips, 0 for none [{'none' if default is None else default}]: "


def chip_value_question(default: str) -> str:
    """``default`` is the money one chip is worth by default, in words (``$1.00``)."""
    return f"Chip value, money per chip [{default}]: "

"""The guards against the honest mistake in words, for the live prompt and the scorekeeper's page:
the question before a hand that may be entered twice, before an all-pass hand, before an undo;
what a redo brought back; the pot's three choices at the end of a night with each player's chips;
and what to do once a night has ended."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from booray_ledger.text.headlines import headline, joined, scored
from booray_ledger.text.i18n import Words, _, pgettext, say, say_plural
from booray_ledger.text.words import CommandHint, no_command

if TYPE_CHECKING:
    from booray_ledger.api.hand_guards import PotChoices, RepeatCheck
    from booray_ledger.results import HandSummary

POT_CHOICES = ("carry", "split", "refund")
"""The answers to the night-end question, typed as they are in every language (like commands)."""


def results_line(results: Mapping[str, int | str]) -> str:
    """``Ann 2, Bob 3, Cat 0, Dan pass``: each player's tricks or pass, as entered."""
    # Translators: what a player who passed declared, in a hand's results ("Dan pass").
    passed = pgettext("results", "pass")
    return joined(scored(p, d if isinstance(d, int) else Words(passed)) for p, d in results.items())


def hand_brief(h: HandSummary) -> str:
    """``hand 7 (Ann 2, Bob 3, Cat 0, Dan pass): Bob wins 7; bourré: Cat``."""
    # Translators: a hand named in a question: {results} are each player's tricks, {headline} how it ended.
    return say("hand {number} ({results}): {headline}", number=h["number"], results=Words(results_line(h["results"])),
               headline=Words(headline(h)))  # fmt: skip


def repeat_warning(check: RepeatCheck) -> str:
    """Said before recording a hand that may be the last one again: the very same hand, or any
    hand just after one recorded from another screen."""
    seconds, brief = round(check["seconds"]), Words(hand_brief(check["last"]))
    if check["same"]:
        # Translators: {hand} is a hand named with its results; {seconds} how long ago, in seconds.
        return say("This is the very same as {hand}, recorded {seconds} s ago.", hand=brief, seconds=seconds)
    return say("Hand {number} was just recorded from another screen ({seconds} s ago): {hand}.",
               number=check["last"]["number"], seconds=seconds, hand=brief)  # fmt: skip


def repeat_question(same: bool) -> str:
    """The question after :func:`repeat_warning`."""
    return _("Record it again as a new hand?") if same else _("Is this a new hand?")


def all_pass_warning(pot: int) -> str:
    """Said before a hand where everyone passed (a lone ``.``)."""
    return say_plural("Everyone passed: nobody plays; the pot of {n} chip carries, with the antes added.",
                      "Everyone passed: nobody plays; the pot of {n} chips carries, with the antes added.", pot)  # fmt: skip


def all_pass_question() -> str:
    return _("Record a hand where everyone passed?")


def undo_warning(h: HandSummary) -> str:
    """Said before an undo: which hand it voids, with its results."""
    # Translators: {hand} is a hand named with its results; `redo` is a command: keep it as it is.
    return say("Undo {hand}: its chips go back (`redo` brings it back).", hand=Words(hand_brief(h)))


def undo_question() -> str:
    return _("Undo it?")


def undoing(h: HandSummary) -> str:
    """Said before an undo that asks nothing (a script): which hand goes, with its results."""
    return say("Undo {hand}.", hand=Words(hand_brief(h)))


def type_the_hand_first(example: str) -> str:
    """A hand form sent with no line; ``example`` is a line in the front end's own form."""
    # Translators: {example} is a hand's line as it is typed, like "an 2 bo 3 c 0 .".
    return say("type the hand first, like: {example}", example=example)


def tap_each_player_first() -> str:
    return _("tap pass or the tricks for each player first")


def nothing_to_undo() -> str:
    return _("there is no hand to undo in this night")


def nothing_to_redo() -> str:
    return _("there is no undone hand to redo (redo brings back the last hand undone here, until a new hand)")


def redone(number: int) -> str:
    return say("Hand {number} is back, as it was entered.", number=number)


def not_recorded() -> str:
    return _("Not recorded: nothing changed.")


def not_undone() -> str:
    return _("Not undone: nothing changed.")


def pot_choices(choices: PotChoices) -> list[str]:
    """The night-end question's explanation: what carry, split and refund would each do, with the
    chips each player would get (the answers carry, split and refund are typed as they are)."""
    pot = choices["pot"]
    return [
        say_plural("The pot still holds {n} chip. What happens to it when {night} ends?",
                   "The pot still holds {n} chips. What happens to it when {night} ends?", pot, night=choices["night"]),
        # Translators: carry, split and refund are the answers typed: keep them, and the spaces that line them up.
        "  " + say_plural("carry   all {n} chip wait in the pot of the group's next night",
                          "carry   all {n} chips wait in the pot of the group's next night", pot),
        "  " + say("split   shared by everyone seated: {shares}", shares=shares(choices["split"])),
        "  " + say("refund  back to who paid into it since it was last won: {shares}", shares=shares(choices["refund"])),
    ]  # fmt: skip


def shares(given: Mapping[str, int]) -> Words:
    """``Ann 3, Bob 3, Cat 2``: who would get how many chips."""
    return joined((scored(player, got) for player, got in given.items()), _("nobody"))


def pot_prompt() -> str:
    # Translators: carry, split and refund are the answers typed: keep them as they are.
    return _("carry, split or refund? (? explains, Enter alone keeps the night going)") + " "


def not_a_pot_choice(answer: str) -> str:
    # Translators: {answer} is what was typed; carry, split and refund are the answers: keep them.
    return say("'{answer}' is not one of carry, split, refund; type one of them, ? to see them again, or Enter alone",
               answer=answer)  # fmt: skip


def night_goes_on() -> str:
    return _("The night goes on: nothing ended.")


def night_over(night: str, hands: int, hint: CommandHint) -> list[str]:
    """What the live table says once its night has ended (instead of the table), with the
    commands to go on in the front end's syntax (``hint``: a live table has commands)."""
    start, other = hint("night start NAME --players Ann,Bob,Cat"), hint("night use NAME")
    return [
        say_plural("{night} has ended after {n} hand.", "{night} has ended after {n} hands.", hands, night=night),
        # Translators: {start} and {other} are commands, written as they are typed.
        say("Next: `{start}` for a new night, `{other}` for another open one, or quit (Ctrl-D).",
            start=Words(str(start)), other=Words(str(other))),
    ]  # fmt: skip


def leave_warning(pot: int, hint: CommandHint = no_command) -> str:
    """Said before leaving the live table while the night is open with chips in the pot (and the
    front end's command that settles them, ``hint``)."""
    settle = hint("night end")
    if settle is None:
        return say_plural("The night is still open with {n} chip in the pot: they stay there.",
                          "The night is still open with {n} chips in the pot: they stay there.", pot)  # fmt: skip
    # Translators: {command} is the command that ends the night, written as it is typed.
    return say_plural("The night is still open with {n} chip in the pot: they stay there; `{command}` settles them.",
                      "The night is still open with {n} chips in the pot: they stay there; `{command}` settles them.",
                      pot, command=Words(settle))  # fmt: skip


def leave_question() -> str:
    return _("Leave anyway?")


def yes_no(question: str) -> str:
    # Translators: {question} is a question asked; y/N are the answer keys (y yes, N no, the default): keep them.
    return say("{question} [y/N]", question=Words(question)) + " "


def refused_line_toolbar() -> str:
    return " " + _("Not recorded: type to replace the line · ←/→ to fix it · Esc clears it") + " "


def live_hint(names: list[str]) -> str:
    """How to type a hand at the live table, with the night's own names (never the command
    line's ``Ann=2``, which a name with a space breaks)."""
    first, second = (short_name(n, names) for n in names[:2])
    # Translators: {first} and {second} are the starts of two players' names, typed with their tricks (2, 3).
    return say("Type each hand here, like: {first} 2 {second} 3 . (a name's first letters and its tricks; . passes the rest)",
               first=first, second=second)  # fmt: skip


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
    return _("No night is open in this ledger: start one (Enter accepts the [default]; Ctrl-D to leave).")


def night_name_question() -> str:
    return _("Night name:") + " "


def night_name_needed() -> str:
    # Translators: Friday is an example of a night's name.
    return _("a night needs a name, like Friday")


def players_question() -> str:
    # Translators: Ann Bob Cat is an example of the players' names, typed.
    return _("Players, clockwise, separated by spaces or commas (Ann Bob Cat):") + " "


def preset_question(default: str) -> str:
    # Translators: classic, pagat and simple are the presets typed: keep them; {default} is one of them.
    return say("House rules: classic, pagat, simple or a .toml file [{default}]:", default=Words(default)) + " "


def ante_question(default: int) -> str:
    return say("Ante in chips [{default}]:", default=default) + " "


def limit_question(default: int | None) -> str:
    if default is None:
        return _("Pot limit in chips, 0 for none [none]:") + " "
    return say("Pot limit in chips, 0 for none [{default}]:", default=default) + " "


def chip_value_question(default: str) -> str:
    """``default`` is the money one chip is worth by default, in words (``$1.00``)."""
    return say("Chip value, money per chip [{default}]:", default=Words(default)) + " "

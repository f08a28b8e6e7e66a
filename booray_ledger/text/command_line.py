"""The command line's own words: what is wrong with a command line that cannot be parsed (an
option missing its value, an argument missing, a value that is no number), where its help is,
and the help page's headings that name a command.

The parser (click, inside typer) says these in English of its own; the front end reads the facts
from its error (the option, the value, the limit) and has them worded here, so that a mistyped
command is answered in the language speaking. The English is click's and pydantic's, as the
terminal showed it before. An option or an argument is named as typed, in quotes.
"""

from __future__ import annotations

from booray_ledger.text.i18n import N_, Words, _, digits, say, say_plural


def see_help(problem: str, command: str) -> str:
    """The one line a command line that cannot be parsed gets: the problem, and the command whose
    help explains it (``booray status``)."""
    # Translators: {problem} is what is wrong with the command line; {command} is a command, like booray status.
    return say("{problem}; see `{command} --help`", problem=Words(problem), command=command)


def no_such_command(word: str, suggestion: str) -> str:
    """A word that is no command, with the command probably meant (``did you mean `booray hand void`?``)."""
    # Translators: {suggestion} is a question naming the command meant, like: did you mean `booray hand void`?
    return say("No such command '{word}'; {suggestion}", word=word, suggestion=Words(suggestion))


def aborted() -> str:
    """A question at the terminal left with Ctrl-C: nothing was done."""
    return _("Aborted!")


MISSING = {
    "argument": N_("Missing argument {name}."),
    "option": N_("Missing option {name}."),
    "parameter": N_("Missing parameter {name}."),
}
"""A value the command needs that was not given, by the kind of parameter (``{name}``: its name
in quotes, ``'--players'``)."""


def missing(kind: str, name: str) -> str:
    """A required argument or option not given (``name``: as the help names it, in quotes)."""
    return say(MISSING.get(kind, MISSING["parameter"]), name=Words(name))


def needs_values(option: str, count: int) -> str:
    """An option given last on the line, without the value(s) it takes."""
    return say_plural("Option '{option}' requires an argument.", "Option '{option}' requires {n} arguments.", count,
                      option=option)  # fmt: skip


def takes_no_value(option: str) -> str:
    """A flag given a value (``--json=1``)."""
    return say("Option '{option}' does not take a value.", option=option)


def extra_arguments(arguments: str) -> str:
    """Words after a command that takes no more (``arguments``: as typed)."""
    return say("Got unexpected extra argument(s) ({arguments})", arguments=Words(arguments))


def no_such_option(option: str) -> str:
    """An option no command knows, when there is nothing to suggest."""
    return say("No such option: {option}", option=option)


def invalid_value(name: str | None, reason: str) -> str:
    """A value that cannot be taken (``name``: the option or argument, in quotes; ``reason``: what
    is wrong with it, already worded)."""
    if name is None:
        return say("Invalid value: {reason}", reason=Words(reason))
    # Translators: {name} is the option or argument in quotes ('--port'); {reason} says what is wrong.
    return say("Invalid value for {name}: {reason}", name=Words(name), reason=Words(reason))


INPUT_PROBLEMS = {
    "int_parsing": N_("Input should be a valid integer, unable to parse string as an integer"),
    "int_from_float": N_("Input should be a valid integer, got a number with a fractional part"),
    "int_type": N_("Input should be a valid integer"),
    "float_parsing": N_("Input should be a valid number, unable to parse string as a number"),
    "decimal_parsing": N_("Input should be a valid decimal"),
    "bool_parsing": N_("Input should be a valid boolean, unable to interpret input"),
    "less_than_equal": N_("Input should be less than or equal to {le}"),
    "less_than": N_("Input should be less than {lt}"),
    "greater_than_equal": N_("Input should be greater than or equal to {ge}"),
    "greater_than": N_("Input should be greater than {gt}"),
}
"""What is wrong with a value that is no number, or out of its range, by the kind of problem the
value's validation (pydantic) found; ``{le}`` and the like are the limits."""


def input_problem(kind: str, limits: dict[str, object], as_found: str) -> str:
    """What is wrong with a value, by ``kind`` (:data:`INPUT_PROBLEMS`), its limits in the
    locale's digits; a kind not known here is ``as_found`` (the validation's own English)."""
    message = INPUT_PROBLEMS.get(kind)
    if message is None:
        return as_found
    return _(message).format_map({key: digits(str(value)) for key, value in limits.items()})


PATH_PROBLEMS = {
    ("file", "does not exist"): N_("file '{path}' does not exist."),
    ("file", "is a directory"): N_("file '{path}' is a directory."),
    ("file", "is not readable"): N_("file '{path}' is not readable."),
    ("file", "is not writable"): N_("file '{path}' is not writable."),
    ("directory", "does not exist"): N_("directory '{path}' does not exist."),
    ("directory", "is a file"): N_("directory '{path}' is a file."),
    ("directory", "is not readable"): N_("directory '{path}' is not readable."),
    ("directory", "is not writable"): N_("directory '{path}' is not writable."),
    ("path", "does not exist"): N_("path '{path}' does not exist."),
    ("path", "is not readable"): N_("path '{path}' is not readable."),
    ("path", "is not writable"): N_("path '{path}' is not writable."),
}
"""A path option's value that cannot be used, by what the option takes (a file, a directory or
either) and what is wrong with it."""


def path_problem(takes: str, problem: str, path: str, as_found: str) -> str:
    """A path that cannot be used (:data:`PATH_PROBLEMS`); one not known here is ``as_found``."""
    message = PATH_PROBLEMS.get((takes, problem))
    return say(message, path=path) if message is not None else as_found


def options_of(command: str, default: str) -> str:
    """The heading of a command group's options that are its default command's: ``Options of
    `booray hand` (the same as `booray hand record`)``."""
    # Translators: a heading of the help page; {command} is a command group, {default} its default command.
    return say("Options of `{command}` (the same as `{command} {default}`)", command=command, default=default)


def completion_installed(shell: str, path: str) -> list[str]:
    """What ``booray --install-completion`` says once the shell's completion script is written."""
    return [
        # Translators: {shell} is the shell's name (bash, zsh, fish); {path} the script written.
        say("{shell} completion installed in {path}", shell=shell, path=path),
        _("Completion will take effect once you restart the terminal"),
    ]

"""A command line that cannot be parsed, worded by us: the facts of click's usage error (which
option, which value, which limit) read here and worded by :mod:`booray_ledger.text.command_line`
in the language speaking. An error whose facts cannot be read keeps click's own message."""

from __future__ import annotations

import re
from typing import Any

from typer._click.exceptions import BadOptionUsage, BadParameter, MissingParameter, NoSuchOption, UsageError

from booray_ledger.text import command_line as words

EXTRA = re.compile(r"^Got unexpected extra arguments?(?:\(s\))? \((?P<arguments>.*)\)$", re.DOTALL)
PATH = re.compile(r"^(?P<takes>file|directory|path) (?P<q>['\"])(?P<path>.*)(?P=q) (?P<problem>[a-z ]+)\.$", re.DOTALL)
NEEDS = re.compile(r"^Option '.*' requires (?:an argument|(?P<count>\d+) arguments)\.$", re.DOTALL)


def problem(exc: UsageError) -> str:
    """What is wrong with the command line, in words (without where its help is)."""
    if isinstance(exc, MissingParameter):
        return _missing(exc)
    if isinstance(exc, BadParameter):
        return words.invalid_value(_hint(exc), _reason(exc))
    if isinstance(exc, BadOptionUsage):
        return _option_usage(exc)
    if isinstance(exc, NoSuchOption) and exc.message == f"No such option: {exc.option_name}":
        return words.no_such_option(exc.option_name)
    extra = EXTRA.match(exc.message)
    if extra is not None:
        return words.extra_arguments(extra["arguments"])
    return exc.format_message()


def _missing(exc: MissingParameter) -> str:
    name = _hint(exc)
    if exc.message or name is None:
        return exc.format_message()  # a message of its own (none of our commands gives one)
    kind = exc.param_type or (exc.param.param_type_name if exc.param is not None else "parameter")
    return words.missing(kind, name)


def _hint(exc: BadParameter) -> str | None:
    """The option or argument, as click names it in its messages: ``'--port'``."""
    if exc.param_hint is not None:
        hint = exc.param_hint
        return hint if isinstance(hint, str) else " / ".join(f"'{h}'" for h in hint)
    return exc.param.get_error_hint() if exc.param is not None else None


def _reason(exc: BadParameter) -> str:
    """What is wrong with the value: the validation's problem by its kind, a path's by its words."""
    cause: Any = exc.__cause__
    errors = cause.errors() if cause is not None and callable(getattr(cause, "errors", None)) else []
    if errors and isinstance(errors[0], dict) and "type" in errors[0]:
        return words.input_problem(str(errors[0]["type"]), dict(errors[0].get("ctx") or {}), exc.message)
    found = PATH.match(exc.message)
    if found is not None:
        return words.path_problem(found["takes"], found["problem"], found["path"], exc.message)
    return exc.message


def _option_usage(exc: BadOptionUsage) -> str:
    option = exc.option_name
    if exc.message == f"Option {option!r} does not take a value.":
        return words.takes_no_value(option)
    needs = NEEDS.match(exc.message)
    if needs is not None and exc.message.startswith(f"Option {option!r} "):
        return words.needs_values(option, int(needs["count"] or 1))
    return exc.format_message()

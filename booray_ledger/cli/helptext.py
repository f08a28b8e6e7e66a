"""Help people can read: whole help lines (never cut short), `-h` as well as `--help`, a
mistyped command answered with the command that was meant, and all of it in the language
speaking.

``CONTEXT`` is given to the root app; click passes ``help_option_names`` and the help width on
to every sub-command's context, so every command of every sub-app takes ``-h`` too.

Help is translated as it is written, not when the commands are built: every help text stays the
English of the source (the catalog's id, gathered by ``scripts/catalogs.py`` from the commands
themselves), and :class:`TranslatedHelpFormatter` looks each one up in the catalog of the
language speaking when ``--help`` prints it (:func:`speak_help` gives every command of a tree
the context that uses it).
"""

from __future__ import annotations

import re
from typing import Any

from typer._click.core import Context
from typer._click.exceptions import UsageError
from typer._click.formatting import HelpFormatter
from typer.core import TyperGroup

from booray_ledger.text.i18n import N_, Words, _

COMMANDS_HEADING = N_("Commands")
HEADINGS = (N_("Usage: "), N_("Options"), N_("Arguments"), COMMANDS_HEADING)
"""The words of every help page besides the commands' own (each looked up as it is written)."""

USAGE_WORDS = {"OPTIONS": N_("OPTIONS"), "COMMAND": N_("COMMAND"), "ARGS": N_("ARGS")}
"""The placeholders click writes in every usage line (``[OPTIONS] COMMAND [ARGS]...``)."""

_USAGE_WORD = re.compile(r"\b(" + "|".join(USAGE_WORDS) + r")\b")

EXTRAS = {"default": N_("default: {default}"), "required": N_("required")}
"""What click adds after an option's help, in brackets (``[default: classic]``)."""

_EXTRA = re.compile(r"^(?P<help>.*?)(?:  )?\[(?P<extra>[^\[\]]*)\]$", re.DOTALL)


class TranslatedHelpFormatter(HelpFormatter):
    """Click's help formatter, each text it writes looked up in the catalog of the language
    speaking: the usage prefix, the headings, a command's help and each option's."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        words = _USAGE_WORD.sub(lambda found: _(USAGE_WORDS[found[1]]), args)
        super().write_usage(prog, words, _(prefix if prefix is not None else HEADINGS[0]))

    def write_heading(self, heading: str) -> None:
        """A heading: click's own (``Options``) looked up; one already worded (:class:`Words`,
        a heading naming a command) as it is."""
        super().write_heading(heading if isinstance(heading, Words) else _(heading))

    def write_text(self, text: str) -> None:
        super().write_text(_(text))

    def write_dl(self, rows: Any, col_max: int = 30, col_spacing: int = 2) -> None:
        super().write_dl([(term, translated_help(text)) for term, text in rows], col_max, col_spacing)


def translated_help(text: str) -> str:
    """One option's or command's help in the language speaking, with click's bracketed extras
    (``[default: classic]``, ``[required]``) translated apart from it."""
    found = _EXTRA.match(text)
    if found is None or not found["extra"]:
        return _(text)
    extras = []
    for part in found["extra"].split("; "):
        key, _colon, value = part.partition(": ")
        if key == "default":
            extras.append(_(EXTRAS["default"]).format(default=value))
        else:  # required, or a range like 0<=x<=65535 (no words to translate)
            extras.append(_(part) if re.search(r"[a-z]{2}", part) else part)
    help_text = _(found["help"].rstrip()) if found["help"].strip() else ""
    bracket = "[" + "; ".join(extras) + "]"
    return f"{help_text}  {bracket}" if help_text else bracket


class TranslatedContext(Context):
    """A command's context whose help is written in the language speaking."""

    formatter_class = TranslatedHelpFormatter


def speak_help(command: Any) -> Any:
    """``command`` and every command under it, their help written in the language speaking."""
    command.context_class = TranslatedContext
    for sub in getattr(command, "commands", {}).values():
        speak_help(sub)
    return command


def install_completion(ctx: Any, param: Any, value: Any) -> Any:
    """``--install-completion [SHELL]``: typer's own install, then its report in the language
    speaking (typer's callback says it in English)."""
    if not value or ctx.resilient_parsing:
        return value
    import typer
    from typer._completion_shared import install

    from booray_ledger.text.command_line import completion_installed

    shell, path = install(shell=value) if isinstance(value, str) else install()
    installed, restart = completion_installed(str(shell), str(path))
    typer.secho(installed, fg="green")
    typer.echo(restart)
    raise typer.Exit(0)


def speak_completion(params: list[Any]) -> None:
    """The root's ``--install-completion`` reports through :func:`install_completion`."""
    from typer.completion import install_callback

    for param in params:
        if getattr(param.callback, "__wrapped__", param.callback) is install_callback:
            param.callback = install_completion


CONTEXT: dict[str, Any] = {"help_option_names": ["-h", "--help"], "max_content_width": 120}

MEANT: dict[str, str] = {
    # words people type for a command that has another name
    "undo": "hand void",
    "fix": "hand edit",
    "correct": "hand edit",
    "void": "hand void",
    "edit": "hand edit",
    "record": "hand",
    "pay": "paid",
    "payment": "paid",
    "payments": "paid --list",
    "add": "seat add",
    "remove": "seat remove",
    "leave": "seat remove",
    "start": "night start",
    "end": "night end",
    "use": "night use",
    "switch": "night use",
    "nights": "night list",
    "score": "status",
    "table": "status",
    "hands": "history",
    "log": "history",
    "settleup": "settle",
    "stats": "standings",
    "check": "referee check",
    "audit": "referee audit",
    "rulebook": "rules",
}


def suggestion(word: str, commands: list[str], prefix: str = "booray") -> str:
    """What to say about the unknown command ``word``: the command meant, else close matches
    (the one suggester, :mod:`booray_ledger.text.suggest`)."""
    from booray_ledger.text.suggest import unknown

    return unknown(word, commands, "command", prefix=prefix, synonyms=MEANT if prefix == "booray" else None)


def clean_help(text: str | None) -> str:
    """A command's help as click writes it (and as the catalog holds it): dedented, up to a form
    feed."""
    import inspect

    return inspect.cleandoc(text or "").partition("\f")[0]


def first_paragraph(text: str | None) -> str:
    """A command's help up to its first blank line, on one line: the whole sentence, not cut."""
    return " ".join((text or "").split("\n\n", 1)[0].split())


class FullHelpGroup(TyperGroup):
    """A sub-app: lists its commands with their whole first paragraph, and answers a mistyped
    command with the one meant."""

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        rows = []
        for name in self.list_commands(ctx):
            command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                rows.append((name, first_paragraph(_(clean_help(command.help)))))
        if rows:
            with formatter.section(COMMANDS_HEADING):
                formatter.write_dl(rows)

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        name = args[0] if args else ""
        if name and not name.startswith("-") and self.get_command(ctx, name) is None:
            raise UsageError(suggestion(name, self.list_commands(ctx), ctx.command_path), ctx)
        return super().resolve_command(ctx, args)

"""Help people can read: whole help lines (never cut short), `-h` as well as `--help`, and a
mistyped command answered with the command that was meant.

``CONTEXT`` is given to the root app; click passes ``help_option_names`` and the help width on
to every sub-command's context, so every command of every sub-app takes ``-h`` too.
"""

from __future__ import annotations

from typing import Any

from typer._click.exceptions import UsageError
from typer.core import TyperGroup

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
                rows.append((name, first_paragraph(command.help)))
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        name = args[0] if args else ""
        if name and not name.startswith("-") and self.get_command(ctx, name) is None:
            raise UsageError(suggestion(name, self.list_commands(ctx), ctx.command_path), ctx)
        return super().resolve_command(ctx, args)

"""A command group with a default command: `booray hand Ann=2 ...` means `booray hand record ...`."""

from __future__ import annotations

from typing import Any, ClassVar

from typer._click.core import Context
from typer._click.exceptions import UsageError

from booray_ledger.cli.helptext import FullHelpGroup

HAND_WORDS = {"undo": "void", "delete": "void", "remove": "void", "fix": "edit", "correct": "edit", "change": "edit"}
"""Words people type after `booray hand` for one of its commands."""


class DefaultCommandGroup(FullHelpGroup):
    """Anything that is not one of the group's sub-commands goes to ``default_command``.

    ``booray hand --help`` shows the default command's options with the group's commands, so
    every option of recording a hand is on one page. With ``words``, a bare word that is a
    known synonym or a near-miss of a sub-command is answered with the command meant."""

    default_command: ClassVar[str] = ""
    default_without_args: ClassVar[bool] = False
    words: ClassVar[dict[str, str]] = {}

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        if args and self.words:
            self._suggest(ctx, args[0])
        if (not args and self.default_without_args) or (
            args and args[0] not in self.commands and args[0] not in ("--help", "-h")
        ):
            args = [self.default_command, *args]
        return super().parse_args(ctx, args)

    def _suggest(self, ctx: Any, word: str) -> None:
        if word in self.commands or word.startswith("-") or "=" in word:
            return
        from booray_ledger.text.command_line import no_such_command
        from booray_ledger.text.suggest import closest, did_you_mean

        meant = closest(word, self.commands, "command", synonyms=self.words, limit=1)
        if meant:
            shown = did_you_mean([f"{ctx.command_path} {meant[0]}"], "`")
            raise UsageError(no_such_command(word, shown), ctx)

    def format_options(self, ctx: Any, formatter: Any) -> None:
        default = self.commands.get(self.default_command)
        if default is not None:
            sub = Context(default, info_name=self.default_command, parent=ctx)
            rows = [r for r in (p.get_help_record(sub) for p in default.get_params(sub)) if r is not None]
            from booray_ledger.text.command_line import options_of
            from booray_ledger.text.i18n import Words

            with formatter.section(Words(options_of(ctx.command_path, self.default_command))):
                formatter.write_dl(rows)
        self.format_commands(ctx, formatter)


def group_with_default(
    name: str, without_args: bool = False, words: dict[str, str] | None = None
) -> type[DefaultCommandGroup]:
    """A DefaultCommandGroup subclass whose default command is ``name``."""
    attributes = {"default_command": name, "default_without_args": without_args, "words": words or {}}
    return type(f"Default{name.title()}Group", (DefaultCommandGroup,), attributes)

"""A command group with a default command: `booray hand Ann=2 ...` means `booray hand record ...`."""

from __future__ import annotations

from typing import Any, ClassVar

from typer.core import TyperGroup


class DefaultCommandGroup(TyperGroup):
    """Anything that is not one of the group's sub-commands goes to ``default_command``."""

    default_command: ClassVar[str] = ""
    default_without_args: ClassVar[bool] = False

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        if (not args and self.default_without_args) or (
            args and args[0] not in self.commands and args[0] not in ("--help", "-h")
        ):
            args = [self.default_command, *args]
        return super().parse_args(ctx, args)


def group_with_default(name: str, without_args: bool = False) -> type[DefaultCommandGroup]:
    """A DefaultCommandGroup subclass whose default command is ``name``."""
    return type(f"Default{name.title()}Group", (DefaultCommandGroup,),
                {"default_command": name, "default_without_args": without_args})  # fmt: skip

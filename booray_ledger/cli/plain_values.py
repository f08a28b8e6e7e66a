"""Typer's coercion of option values, without pydantic for the values that need none.

typer (0.29) coerces every parameter's value through a pydantic ``TypeAdapter`` built on the
parameter's first use, flags and unset options included: importing pydantic and building those
adapters was about a fifth of a single command's start-up (``booray status``). For a text
parameter given text, and a flag given ``True`` or ``False``, that adapter returns the value as
it was given. So each ``str`` and ``bool`` parameter (no custom parser, not a file) takes such a
value as is and hands any other value (bytes, a flag's text from the environment) to typer's own
coercion, built then: every value comes out as typer makes it. A parameter of any other type is
left to typer. Should typer's internals move, parameters simply keep typer's own coercion.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields
from typing import Any

try:  # typer's runtime coercion (internal): without it, typer coerces as it always does
    from typer._coercion import RuntimeParam, TypeDescriptor, build_runtime_param
except ImportError:  # pragma: no cover - another typer
    RuntimeParam = None  # type: ignore[assignment,misc]
SHAPE = ["parameter_info", "annotation"]
"""The fields of typer's ``RuntimeParam`` :class:`AsGiven` extends; another shape: typer's own coercion."""
if RuntimeParam is not None and (
    [f.name for f in fields(RuntimeParam)] != SHAPE or "_coerce_value" not in vars(RuntimeParam)
):
    RuntimeParam = None  # type: ignore[assignment,misc]  # pragma: no cover - another typer's shape

PLAIN = (str, bool)
"""The annotations whose values typer's adapter returns unchanged when they already have the type."""


if RuntimeParam is not None:

    @dataclass(frozen=True)
    class AsGiven(RuntimeParam):
        """A ``str`` or ``bool`` parameter's coercion: a value of that very type as given,
        anything else through typer's own coercion of ``descriptor``."""

        descriptor: TypeDescriptor | None = None

        def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
            if type(value) is self.annotation:
                return value
            assert self.descriptor is not None
            return build_runtime_param(self.descriptor)._coerce_value(value, param=param, ctx=ctx)


def take_plain_values(params: Iterable[Any]) -> None:
    """Give every plain ``str`` or ``bool`` parameter among ``params`` :class:`AsGiven` coercion
    (once: a parameter typer has coerced already keeps its own)."""
    if RuntimeParam is None:  # pragma: no cover - another typer
        return
    for param in params:
        descriptor = getattr(param, "type_descriptor", None)
        if descriptor is None or getattr(param, "_runtime_param", False) is not None:
            continue
        info = descriptor.parameter_info
        if descriptor.annotation in PLAIN and info.parser is None and descriptor.file_annotation is None:
            param._runtime_param = AsGiven(info, descriptor.annotation, descriptor)


def take_plain_values_of(command: Any, ctx: Any) -> None:
    """:func:`take_plain_values` for every parameter of ``command`` (its help option too, made
    now with the context ``ctx`` it runs under) and of the sub-commands it has built."""
    take_plain_values(command.get_params(ctx))
    for sub in getattr(command, "commands", {}).values():
        take_plain_values_of(sub, ctx)

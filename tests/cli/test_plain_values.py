"""Text options and flags coerced without pydantic, exactly as typer coerces them."""

from __future__ import annotations

from typing import Annotated, Any

import pytest
import typer
from hypothesis import given
from hypothesis import strategies as st
from typer._coercion import build_runtime_param

from booray_ledger.cli.plain_values import AsGiven, take_plain_values_of


def _command() -> Any:
    app = typer.Typer(add_completion=False)

    @app.command()
    def show(
        name: Annotated[str | None, typer.Option("--name")] = None,
        loud: Annotated[bool, typer.Option("--loud")] = False,
        times: Annotated[int, typer.Option("--times")] = 1,
    ) -> None:
        typer.echo(f"{name!r} {loud!r} {times!r}")

    return typer.main.get_command(app)


def _params() -> tuple[Any, Any]:
    command = _command()
    ctx = typer.Context(command)
    take_plain_values_of(command, ctx)
    return ctx, {p.name: p for p in command.get_params(ctx)}


def test_text_and_flags_take_the_plain_coercion_and_other_types_keep_typers() -> None:
    _, params = _params()
    assert isinstance(params["name"]._runtime_param, AsGiven)
    assert isinstance(params["loud"]._runtime_param, AsGiven)
    assert isinstance(params["help"]._runtime_param, AsGiven)  # made with the context
    assert params["times"]._runtime_param is None  # built by typer, on first use


@given(st.one_of(st.text(), st.binary(), st.booleans()))
def test_every_value_comes_out_as_typer_makes_it(value: object) -> None:
    ctx, params = _params()
    for name in ("name", "loud"):
        param = params[name]
        own = build_runtime_param(param.type_descriptor)
        try:
            expected: object = own._coerce_value(value, param=param, ctx=ctx)
        except typer.BadParameter as exc:
            expected = type(exc)
        try:
            got: object = param._runtime_param._coerce_value(value, param=param, ctx=ctx)
        except typer.BadParameter as exc:
            got = type(exc)
        assert got == expected, (name, value)
        assert type(got) is type(expected), (name, value)


def test_a_command_runs_with_its_options_as_given(capsys: pytest.CaptureFixture[str]) -> None:
    command = _command()
    take_plain_values_of(command, typer.Context(command))
    command.main(["--name", "Ann", "--loud", "--times", "3"], standalone_mode=False)
    command.main([], standalone_mode=False)
    assert capsys.readouterr().out == "'Ann' True 3\nNone False 1\n"

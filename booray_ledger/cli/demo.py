"""`booray demo`: a short scripted night, played through the real commands into a throw-away
SQLite file, ending with the table and the balances."""

from __future__ import annotations

import shlex
import tempfile
from pathlib import Path
from typing import Annotated

import typer

DEMO_NIGHT = """
night start Demo --players Ann,Bob,Cat,Dan,Eve
hand Ann=pass Dan=pass Bob=3 Cat=1 Eve=1
hand Ann=2 Bob=2 Cat=1 Dan=0 Eve=pass
hand Ann=3 Bob=1 Cat=1 Dan=0 Eve=pass --up AH
hand Ann=pass Bob=2 Cat=2 Dan=1 Eve=0 --renege Dan
hand Ann=1 Bob=3 Cat=pass Dan=1 Eve=0
hand Ann=3 Bob=1 Cat=1 Dan=pass Eve=pass
status
settle --chip-value 0.25
"""


def demo(
    keep: Annotated[
        Path | None, typer.Option("--keep", help="Write the demo night to this file instead of a throw-away one.")
    ] = None,
) -> None:
    """Play a short scripted night into a throw-away SQLite file and show the table.

    Example: booray demo
    """
    from booray_ledger.cli.main import app
    from booray_ledger.text import render
    from booray_ledger.text.commands import demo_night_in

    with tempfile.TemporaryDirectory(prefix="booray-demo-") as tmp:
        db = keep or Path(tmp) / "demo.db"
        render.lines(demo_night_in(str(db), throw_away=keep is None))
        for line in DEMO_NIGHT.strip().splitlines():
            render.lines("", f"$ booray {line}")
            args = ["--db", str(db), *shlex.split(line)]
            typer.main.get_command(app).main(args=args, prog_name="booray", standalone_mode=False)

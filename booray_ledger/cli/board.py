"""`booray board`: the live scoreboard for the table's TV and every phone."""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from booray_ledger.cli.common import NightOption, db_target, open_ledger
from booray_ledger.errors import UsageError


def board(
    ctx: typer.Context,
    night: NightOption = None,
    host: Annotated[
        str | None, typer.Option("--host", help="The address to listen on (default 127.0.0.1; with --lan, the LAN's).")
    ] = None,
    port: Annotated[
        int, typer.Option("--port", help="The port to listen on (0: any free port).", min=0, max=65535)
    ] = 8000,
    lan: Annotated[
        bool, typer.Option("--lan", help="Listen on this machine's local network address; print the board's QR code.")
    ] = False,
    keeper_qr: Annotated[
        bool,
        typer.Option(
            "--keeper-qr", help="Also print the scorekeeper's QR code (it carries the key: show it to them only)."
        ),
    ] = False,
    key: Annotated[
        str | None, typer.Option("--key", help="The scorekeeper's key (default: a new random key each start).")
    ] = None,
) -> None:
    """Serve the live scoreboard: the pot, who deals and antes, balances, the last hands, a chart.

    Without --night it follows the current night: `booray night start` or `night use` in any
    terminal switches the board within a second, at the same address and key.
    Prints the board's address for everyone and the scorekeeper's address (with the key that
    lets a phone record and undo hands). With --lan it prints a QR code for the viewers' phones;
    the scorekeeper's code (the key) only with --keeper-qr. Ctrl-C stops it.

    Example: booray board --lan --keeper-qr
    """
    from booray_ledger.text import commands as words
    from booray_ledger.web import serve
    from booray_ledger.web.security import new_key

    if key is not None and len(key.strip()) < 8:
        raise UsageError(words.key_too_short())
    with open_ledger(ctx) as ledger:
        shown = ledger.status(night)["night"]  # the night by its own name; a clear error if none
    secret = key.strip() if key else new_key()
    bind = host or (serve.lan_address() if lan else "127.0.0.1")
    sock = serve.listen(bind, port)
    where = serve.addresses(bind, sock.getsockname()[1], secret)
    from booray_ledger.web.site import create_app

    app = create_app(db_target(ctx), shown, secret, follows=night is None, hosts=serve.served_hosts(bind))
    out = sys.stdout
    print(*words.board_started(shown, where.viewer, where.keeper), sep="\n", file=out)
    if lan:
        print("\n" + words.scan_for_board(), file=out)
        serve.print_qr(where.viewer, out)
    if keeper_qr:
        print("\n" + words.scan_for_keeper(), file=out)
        serve.print_qr(where.keeper, out)
    held = serve.hold_signals()  # a Ctrl-C from now on stops the board, however early
    print(words.board_stops(), file=out, flush=True)
    serve.serve(app, sock, app.state.board.live.close_soon, held)
    print(words.board_stopped(), file=sys.stderr)

"""The scoreboard site: every route of the board in one Starlette app.

``create_app(db, night, key)`` builds it over one ledger file and one night: the pages
(:mod:`booray_ledger.web.routes`), the live stream and the JSON API (:mod:`booray_ledger.web.app`),
the static files, the trusted hosts and the body limit. Both modules are imported here and
neither imports this one, so no two modules of the board import each other.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from booray_ledger.errors import BoorayError
from booray_ledger.web import routes, security, speech, taps
from booray_ledger.web.app import (
    STATIC,
    Scoreboard,
    api_hand,
    api_preview,
    api_status,
    api_void,
    events,
    fragment,
    refused_by_ledger,
)
from booray_ledger.web.broadcast import POLL_INTERVAL
from booray_ledger.web.serve import LOOPBACK_NAMES


def create_app(
    db: str | Path,
    night: str,
    key: str,
    interval: float = POLL_INTERVAL,
    follows: bool = False,
    hosts: Sequence[str] = LOOPBACK_NAMES,
    language: str | None = None,
) -> Starlette:
    """The scoreboard for ``night`` in the ledger at ``db`` (or, if it ``follows``, for the
    current night, starting with ``night``); ``key`` unlocks writing; ``hosts`` the names it
    answers to (``serve.served_hosts``: any other ``Host`` gets 400); ``language`` the one it
    speaks when the night has none of its own (default: the language speaking now)."""
    board = Scoreboard(db, night, key, interval, follows, language)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        import asyncio

        poller = asyncio.create_task(board.live.run())
        try:
            yield
        finally:
            board.live.close()
            await poller

    app = Starlette(
        routes=[
            Route("/", routes.viewer),
            Route("/keeper", taps.keeper),
            Route("/keeper/hand", routes.keeper_hand, methods=["POST"]),
            Route("/keeper/void", routes.keeper_void, methods=["POST"]),
            Route("/keeper/preview", routes.keeper_preview, methods=["POST"]),
            Route("/keeper/record", taps.keeper_record, methods=["POST"]),
            Route("/keeper/taps", taps.keeper_taps, methods=["POST"]),
            Route("/keeper/undo", taps.keeper_undo, methods=["POST"]),
            Route("/keeper/redo", taps.keeper_redo, methods=["POST"]),
            Route("/rules", routes.rules_page),
            Route("/events", events),
            Route("/board", fragment),
            Route("/api/status", api_status),
            Route("/api/hand", api_hand, methods=["POST"]),
            Route("/api/void", api_void, methods=["POST"]),
            Route("/api/hand/preview", api_preview, methods=["POST"]),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ],
        lifespan=lifespan,
        exception_handlers={BoorayError: refused_by_ledger},
        middleware=[
            Middleware(TrustedHostMiddleware, allowed_hosts=list(hosts), www_redirect=False),
            Middleware(security.BodyLimit),
            Middleware(speech.Speaking, language=lambda: board.spoken),
        ],
    )
    app.state.board = board
    return app

"""Who may write, and from where.

- Writing needs the scorekeeper's key: ``?key=`` in the URL or the ``X-Booray-Key`` header,
  compared in constant time. Viewers' pages never contain it.
- A browser form must also come from this server's own page: the request's ``Origin`` (when
  sent) names this host, ``Sec-Fetch-Site`` (when sent) is ``same-origin`` or ``none``, and the
  form carries a token that only a page rendered by this server with the key can hold (an HMAC of
  a fresh nonce under the key). The board sets no cookies, so there is no session to ride.
- Only the addresses the board serves are answered (the ``Host`` header: Starlette's
  trusted-host middleware), so a page elsewhere cannot read the board through a DNS name it
  points at this machine (DNS rebinding). ``Origin`` must match the scheme as well as the host.
- A request body is read only up to :data:`MAX_BODY`: a longer one is refused with 413 before
  the rest is read (:class:`BodyLimit`).
- Every response forbids framing, sniffing, referrers to other sites (the key must not leak) and
  any script or style not served by the board itself.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from urllib.parse import urlsplit

from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

KEY_HEADER = "X-Booray-Key"
MAX_BODY = 64 * 1024
"""The largest request body the board reads, in bytes (a hand line is at most a few KB)."""

SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
}


def new_key() -> str:
    """A fresh scorekeeper key (printed only on the scorekeeper's terminal)."""
    return secrets.token_urlsafe(16)


def given_key(request: Request) -> str:
    """The key the request carries, from the header or the query string ('' when none)."""
    return request.headers.get(KEY_HEADER) or request.query_params.get("key") or ""


def key_ok(request: Request, key: str) -> bool:
    """Whether the request carries the scorekeeper's key."""
    return hmac.compare_digest(given_key(request).encode(), key.encode())


def same_origin(request: Request) -> bool:
    """False when the browser says the request came from another site. ``Sec-Fetch-Site`` is
    believed when sent (``same-origin`` or ``none``); ``Origin``, when sent and not ``null``, must
    name this host with this scheme; ``Origin: null`` alone is refused. Scripts and tools that send neither header
    are judged by the key alone."""
    site = request.headers.get("sec-fetch-site")
    origin = request.headers.get("origin")
    if site is not None and site not in ("same-origin", "none"):
        return False
    if origin is None or (origin == "null" and site is not None):
        return True
    sent = urlsplit(origin)
    return sent.scheme == request.url.scheme and sent.netloc == request.headers.get("host", "")


def form_token(key: str) -> str:
    """A token for one rendered form: a nonce and its HMAC under the key."""
    nonce = secrets.token_urlsafe(12)
    return f"{nonce}.{_sign(key, nonce)}"


def form_token_ok(key: str, token: str) -> bool:
    """Whether ``token`` was made by :func:`form_token` with this key."""
    nonce, dot, signature = token.partition(".")
    return bool(nonce and dot) and hmac.compare_digest(signature, _sign(key, nonce))


def _sign(key: str, nonce: str) -> str:
    return hmac.new(key.encode(), f"booray-form:{nonce}".encode(), hashlib.sha256).hexdigest()[:32]


class BodyLimit:
    """ASGI middleware: a request body longer than ``limit`` bytes gets 413 and is never read
    whole. A ``Content-Length`` over the limit is refused before any of the body is read; a body
    sent without one (chunked) is read only until it passes the limit. The body (at most
    ``limit`` bytes) is then handed to the app as it came."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)
            return
        length = dict(scope["headers"]).get(b"content-length", b"0")
        if not length.isdigit() or int(length) > self.limit:
            await self._too_large(scope, receive, send)
            return
        chunks: list[bytes] = []
        size, more = 0, True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            more = bool(message.get("more_body", False))
            if size > self.limit:
                await self._too_large(scope, receive, send)
                return
        await self.app(scope, _replay(b"".join(chunks), receive), send)

    async def _too_large(self, scope: Scope, receive: Receive, send: Send) -> None:
        from starlette.responses import JSONResponse

        message = f"the request is larger than {self.limit // 1024} KiB; nothing was read or recorded"
        headers = {**SECURITY_HEADERS, "Connection": "close"}
        await JSONResponse({"error": message}, status_code=413, headers=headers)(scope, receive, send)


def _replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that gives ``body`` once, then whatever the client sends next (disconnect)."""
    sent = False

    async def again() -> Message:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return again

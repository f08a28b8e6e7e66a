"""Who may write, and from where.

- Writing needs the scorekeeper's key: ``?key=`` in the URL or the ``X-Booray-Key`` header,
  compared in constant time. Viewers' pages never contain it.
- A browser form must also come from this server's own page: the request's ``Origin`` (when
  sent) names this host, ``Sec-Fetch-Site`` (when sent) is ``same-origin`` or ``none``, and the
  form carries a token that only a page rendered by this server with the key can hold (an HMAC of
  a fresh nonce under the key). The board sets no cookies, so there is no session to ride.
- Every response forbids framing, sniffing, referrers to other sites (the key must not leak) and
  any script or style not served by the board itself.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from urllib.parse import urlsplit

from starlette.requests import Request

KEY_HEADER = "X-Booray-Key"

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
    name this host; ``Origin: null`` alone is refused. Scripts and tools that send neither header
    are judged by the key alone."""
    site = request.headers.get("sec-fetch-site")
    origin = request.headers.get("origin")
    if site is not None and site not in ("same-origin", "none"):
        return False
    if origin is None or (origin == "null" and site is not None):
        return True
    return urlsplit(origin).netloc == request.headers.get("host", "")


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

"""Running the scoreboard: the listening socket, the addresses to print, QR codes, Ctrl-C.

The socket is bound before the server starts, so ``--port 0`` picks a free port and the printed
addresses are the real ones. Ctrl-C ends every open live stream at once and the server stops
within a second or two, whatever the viewers' pages are doing.
"""

from __future__ import annotations

import contextlib
import ipaddress
import signal
import socket
from dataclasses import dataclass
from typing import Any, TextIO

from booray_ledger.errors import UsageError

SHUTDOWN_GRACE = 3
"""Seconds uvicorn waits for open connections after Ctrl-C before closing them anyway."""


@dataclass(frozen=True)
class Addresses:
    """The two addresses to hand out: the board for everyone, the scorekeeper's with the key."""

    viewer: str
    keeper: str


def addresses(host: str, port: int, key: str) -> Addresses:
    """The two addresses, the key URL-encoded (a key with ``+``, ``&``, ``#``, spaces or any
    letter outside ASCII is read back exactly as given)."""
    from urllib.parse import quote

    base = f"http://{_bracketed(host)}:{port}"
    return Addresses(f"{base}/", f"{base}/keeper?key={quote(key, safe='')}")


LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
"""The names this machine has for itself: a board on a loopback address answers to these."""


def served_hosts(host: str) -> list[str]:
    """The ``Host`` names a board listening on ``host`` answers to (its own address; a loopback
    board also ``localhost``; a board on every interface each of this machine's addresses and
    its name). Any other name is refused, so a web page cannot reach the board through a DNS
    name pointed at this machine."""
    if host in ("0.0.0.0", "::", ""):  # every interface
        found = {*LOOPBACK_NAMES, socket.gethostname().lower(), *_interface_addresses(), *_hostname_addresses()}
        return sorted(found)
    shown = _bracketed(host).lower()
    if shown in LOOPBACK_NAMES or shown.startswith("127."):
        return sorted({shown, *LOOPBACK_NAMES})
    return [shown]


def _bracketed(host: str) -> str:
    """An IPv6 address in brackets, as it appears in a URL and a ``Host`` header."""
    return f"[{host}]" if ":" in host else host


def listen(host: str, port: int) -> socket.socket:
    """A listening socket on ``host``:``port`` (0 for any free port); a clear error when taken."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        raise UsageError(f"cannot listen on {host}:{port} ({exc.strerror}); choose another --port or --host") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def lan_address() -> str:
    """This machine's address on the local network (a private IPv4 address), for ``--lan``."""
    found = [a for a in _interface_addresses() + _hostname_addresses() if _is_lan(a)]
    if not found:
        raise UsageError("no local network address found; connect to the table's network or give --host ADDRESS")
    return found[0]


def _is_lan(text: str) -> bool:
    address = ipaddress.ip_address(text)
    return address.version == 4 and address.is_private and not address.is_loopback and not address.is_link_local


def _interface_addresses() -> list[str]:
    """IPv4 addresses of the network interfaces (Linux), virtual bridges last."""
    try:
        import fcntl
        import struct
    except ImportError:  # not on this system
        return []
    names = sorted(
        (name for _, name in socket.if_nameindex()), key=lambda n: n.startswith(("docker", "br-", "veth", "virbr"))
    )
    found = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for name in names:
            with contextlib.suppress(OSError):  # an interface without an IPv4 address
                packed = struct.pack("256s", name.encode()[:15])
                found.append(socket.inet_ntoa(fcntl.ioctl(probe.fileno(), 0x8915, packed)[20:24]))  # SIOCGIFADDR
    return found


def _hostname_addresses() -> list[str]:
    with contextlib.suppress(OSError):
        return [str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)]
    return []


def print_qr(url: str, out: TextIO) -> None:
    """``url`` as a QR code drawn with block characters, for a phone's camera."""
    import segno

    segno.make(url, error="m").terminal(out=out, compact=True, border=2)


def hold_signals() -> list[int]:
    """From now until the server takes them over, Ctrl-C and SIGTERM are remembered instead of
    lost: the list :func:`serve` is given, which stops as soon as it has started."""
    held: list[int] = []
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda number, _frame: held.append(number))
    return held


def serve(app: Any, sock: socket.socket, on_exit: Any, held: list[int] | None = None) -> None:
    """Serve ``app`` on ``sock`` until Ctrl-C (or SIGTERM); ``on_exit`` ends the live streams.
    A signal in ``held`` (see :func:`hold_signals`), sent before the server took the signals
    over, stops it once it has started."""
    import uvicorn

    class Server(uvicorn.Server):
        async def startup(self, sockets: list[socket.socket] | None = None) -> None:
            await super().startup(sockets=sockets)
            if held:
                self.handle_exit(held[0], None)

        def handle_exit(self, sig: int, frame: Any) -> None:
            super().handle_exit(sig, frame)
            captured = getattr(self, "_captured_signals", None)
            if isinstance(captured, list):  # a stop asked for is a clean exit (0), not a re-raised signal
                captured.clear()
            on_exit()

    config = uvicorn.Config(
        app, log_level="warning", timeout_graceful_shutdown=SHUTDOWN_GRACE, lifespan="on", access_log=False
    )
    with contextlib.suppress(KeyboardInterrupt):  # Ctrl-C before uvicorn took over the signal
        Server(config).run(sockets=[sock])

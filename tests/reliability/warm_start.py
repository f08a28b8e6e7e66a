"""Start the real `booray` console script in a new process without paying its imports each time.

Most of a `booray` process's life is importing SQLAlchemy, SQLModel, typer and rich (about 0.3 s
on the 2-core machine); the command itself takes a few hundredths of a second. The tests start
the console script hundreds of times (every bad input, every file fault), so they start it the
way a fork server does (Android's zygote, ``multiprocessing``'s forkserver): one server process
per test worker imports the program once; each run is a fork of it that takes the caller's own
stdin, stdout and stderr (passed over a Unix socket), its environment, working folder and
arguments, then runs the installed console script file as ``__main__``, exactly the code a shell
runs. It is its own process: its own pid (a signal kills it alone), its own exit status, its own
file descriptors; a bug's traceback reaches its stderr as the interpreter would print it.

What a fork cannot give is a fresh interpreter's start-up itself (an import that fails, an
interpreter option in the environment). So: a run whose environment changes the interpreter
(``PYTHON*``, the locale) or that gets a terminal starts fresh, and ``BOORAY_TEST_PROCESSES=fresh``
(set by CI, see ``.ci/run``) makes every run a fresh ``exec`` of the console script.

``WarmPopen`` is a ``subprocess.Popen`` whose child is made by the server instead of
``fork``/``exec``: ``communicate``, ``wait``, ``poll``, ``kill`` and timeouts work unchanged.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import json
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

INTERPRETER_VARIABLES = ("PYTHON", "LC_", "LANG")
"""Environment variables read while the interpreter starts: a run that changes one starts fresh."""


def warm_runs_wanted() -> bool:
    """Warm runs unless ``BOORAY_TEST_PROCESSES=fresh``, or CI (which runs everything fresh)."""
    choice = os.environ.get("BOORAY_TEST_PROCESSES")
    if choice in ("fresh", "warm"):
        return choice == "warm"
    return os.environ.get("CI") != "true"


UNPRIVILEGED = ["setpriv", "--bounding-set=-dac_override,-dac_read_search,-fowner", "--"]
"""A fresh run as root but without the capabilities that override file permissions."""

FILE_CAPABILITIES = (1, 2, 3)
"""CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH and CAP_FOWNER (linux/capability.h)."""


def popen(command: Sequence[str], *, unprivileged: bool = False, **options: Any) -> subprocess.Popen[Any]:
    """``subprocess.Popen(command, **options)`` for the console script: warm when it may be.
    ``unprivileged``: without root's power over file permissions (as ``UNPRIVILEGED`` does)."""
    env = options.get("env")
    if warm_runs_wanted() and _warm_can_run(command, env, options):
        return WarmPopen(list(command), unprivileged=unprivileged, **options)
    return subprocess.Popen([*(UNPRIVILEGED if unprivileged else []), *command], **options)


def run(
    command: Sequence[str], *, input: Any = None, timeout: float | None = None, **options: Any
) -> subprocess.CompletedProcess[Any]:
    """``subprocess.run`` built on ``popen`` (``capture_output`` and ``input`` as there)."""
    if options.pop("capture_output", False):
        options["stdout"] = options["stderr"] = subprocess.PIPE
    if input is not None:
        options["stdin"] = subprocess.PIPE
    with popen(command, **options) as process:
        try:
            out, err = process.communicate(input, timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
            raise
    return subprocess.CompletedProcess(process.args, process.returncode, out, err)


def _warm_can_run(command: Sequence[str], env: dict[str, str] | None, options: dict[str, Any]) -> bool:
    """A fork of the server is the same program only for the console script, an environment that
    leaves the interpreter's start-up as the server's, and no terminal to set up."""
    if not _is_the_console_script(command):
        return False
    unsupported = ("preexec_fn", "start_new_session", "process_group", "pass_fds", "shell", "user", "group", "umask")
    if any(options.get(name) for name in unsupported):
        return False
    mine = _server_env()
    theirs = os.environ if env is None else env
    for key in set(mine) | set(theirs):
        if key.startswith(INTERPRETER_VARIABLES) and mine.get(key) != theirs.get(key):
            return False
    return not any(_is_terminal(options.get(name)) for name in ("stdin", "stdout", "stderr"))


def _is_the_console_script(command: Sequence[str]) -> bool:
    """The installed `booray` script, or `python -m booray_ledger` with this interpreter."""
    if command and Path(command[0]).name == "booray":
        return True
    return list(command[:3]) == [sys.executable, "-m", "booray_ledger"]


def _is_terminal(stream: Any) -> bool:
    if stream is None:
        return False  # inherited: the pytest worker's, never a terminal under xdist
    fd = stream if isinstance(stream, int) else getattr(stream, "fileno", lambda: -1)()
    return fd >= 0 and os.isatty(fd)


class WarmPopen(subprocess.Popen[Any]):
    """A ``Popen`` whose child the warm server forks: the same pipes, pid, signals and status."""

    def __init__(self, command: list[str], *, unprivileged: bool = False, **options: Any) -> None:
        self._unprivileged = unprivileged
        super().__init__(command, **options)

    def _execute_child(self, args: Any, executable: Any, preexec_fn: Any, close_fds: Any, pass_fds: Any,
                       cwd: Any, env: Any, startupinfo: Any, creationflags: Any, shell: Any,
                       p2cread: int, p2cwrite: int, c2pread: int, c2pwrite: int, errread: int, errwrite: int,
                       *rest: Any) -> None:  # fmt: skip
        request = {
            "argv": [os.fsdecode(a) for a in args],
            "env": dict(os.environ if env is None else env),
            "cwd": os.fsdecode(cwd) if cwd is not None else os.getcwd(),
            "unprivileged": self._unprivileged,
        }
        fds = [p2cread if p2cread != -1 else 0, c2pwrite if c2pwrite != -1 else 1, errwrite if errwrite != -1 else 2]
        self._status = _server().start(request, fds)
        self._close_pipe_fds(p2cread, p2cwrite, c2pread, c2pwrite, errread, errwrite)  # type: ignore[attr-defined]
        self.pid = int(_read_line(self._status, None).removeprefix("pid "))
        self._child_created = True

    def _try_wait(self, wait_flags: int) -> tuple[int, int]:
        line = _read_line(self._status, 0 if wait_flags & os.WNOHANG else None)
        if not line:
            return 0, 0
        self._status.close()
        return self.pid, int(line.removeprefix("status "))

    def _internal_poll(self, _deadstate: Any = None, *args: Any, **kwargs: Any) -> int | None:
        if self.returncode is None and self._status.fileno() != -1:
            pid, status = self._try_wait(os.WNOHANG)
            if pid:
                self._handle_exitstatus(status)  # type: ignore[attr-defined]
        return self.returncode


def _read_line(conn: socket.socket, timeout: float | None) -> str:
    """The server's next line on ``conn``; "" when none is there within ``timeout`` seconds."""
    if timeout is not None and not select.select([conn], [], [], timeout)[0]:
        return ""
    data = b""
    while not data.endswith(b"\n"):
        part = conn.recv(1)
        if not part:
            raise ChildProcessError("the warm-start server went away")
        data += part
    return data.decode().strip()


class _Server:
    """The client side of one warm-start server (one per test worker process)."""

    def __init__(self) -> None:
        self.folder = tempfile.mkdtemp(prefix="booray-warm-")
        self.path = str(Path(self.folder) / "socket")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.reliability.warm_start", self.path],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=_server_env(),
            cwd=Path(__file__).resolve().parents[2],
        )
        assert self.process.stdout is not None
        if self.process.stdout.readline().strip() != b"ready":
            raise ChildProcessError("the warm-start server did not start")
        atexit.register(self.stop)

    def start(self, request: dict[str, Any], fds: list[int]) -> socket.socket:
        conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        conn.connect(self.path)
        socket.send_fds(conn, [json.dumps(request).encode()], fds)
        conn.shutdown(socket.SHUT_WR)
        return conn

    def stop(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()  # the server leaves when its stdin closes
        self.process.wait(timeout=10)
        shutil.rmtree(self.folder, ignore_errors=True)


_SERVER: _Server | None = None
_SERVER_LOCK = threading.Lock()


def _server() -> _Server:
    global _SERVER
    with _SERVER_LOCK:
        if _SERVER is None:
            _SERVER = _Server()
        return _SERVER


def _server_env() -> dict[str, str]:
    """The server's environment: the tests' own, as every console-script run starts from it."""
    return {k: v for k, v in os.environ.items() if k != "BOORAY_DB"}


# The server side: runs as `python -m tests.reliability.warm_start SOCKET`.


def _preload() -> None:
    """Import the whole program, and what its commands import on first use (found by a probe)."""
    import importlib
    import pkgutil

    import booray_ledger

    for module in pkgutil.walk_packages(booray_ledger.__path__, "booray_ledger."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    for name in _imported_by_commands():
        with contextlib.suppress(Exception):  # an optional driver that is not installed
            importlib.import_module(name)


PROBE = [
    ["night", "start", "Probe", "--players", "Ann,Bob,Cat"],
    ["hand", "Ann=2", "Bob=3", "Cat=0"],
    ["hand", "Ann=9", "Bob=3", "Cat=0"],
    ["status"],
    ["history", "--json"],
    ["settle"],
    ["check"],
]
"""Commands whose first-use imports (the SQLite dialect, rich's tables...) the server makes."""


def _imported_by_commands() -> list[str]:
    """The modules the ``PROBE`` commands import, run in a forked child on a scratch ledger so
    that nothing but imports reaches the server (no connection, cache or file of theirs)."""
    before = set(sys.modules)
    read, write = os.pipe()
    if os.fork() == 0:
        try:
            os.close(read)
            _probe(write, before)
        finally:
            os._exit(1)  # whatever happened, this child never goes on as a second server
    os.close(write)
    with os.fdopen(read, "rb") as found:
        names = json.loads(found.read() or b"[]")
    os.wait()
    return list(names)


def _probe(write: int, before: set[str]) -> None:
    import io

    from booray_ledger.cli.main import app

    said = io.StringIO()
    with tempfile.TemporaryDirectory() as folder, contextlib.redirect_stdout(said), contextlib.redirect_stderr(said):
        os.environ["BOORAY_DB"] = str(Path(folder) / "probe.db")
        for args in PROBE:
            with contextlib.suppress(SystemExit):
                app(args, obj={})
    os.write(write, json.dumps(sorted(set(sys.modules) - before)).encode())
    os._exit(0)


def _serve(path: str) -> None:
    """Accept runs until stdin closes: fork each run, tell its client the pid, and when the run
    ends (the server reaps it, so its time is counted up the process tree) its wait status."""
    _preload()
    gc.freeze()  # the collector in a run leaves the server's objects alone: fewer pages copied
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(64)
    wake_read, wake_write = os.pipe()
    os.set_blocking(wake_write, False)
    signal.set_wakeup_fd(wake_write)
    signal.signal(signal.SIGCHLD, lambda *_: None)  # a run ended: the wake-up pipe says so
    running: dict[int, socket.socket] = {}
    print("ready", flush=True)
    while True:
        ready = select.select([listener, sys.stdin, wake_read], [], [])[0]
        if wake_read in ready:
            os.read(wake_read, 4096)
        _report_ended(running, block=sys.stdin in ready)
        if sys.stdin in ready:
            return
        if listener in ready:
            conn, _ = listener.accept()
            pid = _fork_run(conn, [listener, *running.values()], (wake_read, wake_write))
            conn.sendall(f"pid {pid}\n".encode())
            running[pid] = conn


def _fork_run(conn: socket.socket, others: list[socket.socket], wake: tuple[int, int]) -> int:
    """Read one request from ``conn`` and fork the run it asks for; its pid."""
    data, fds, _, _ = socket.recv_fds(conn, 1 << 16, 3)
    while part := conn.recv(1 << 16):
        data += part
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        for other in [conn, *others]:
            other.close()
        for fd in wake:
            os.close(fd)
        try:
            _become_the_command(json.loads(data), fds)  # leaves with os._exit
        finally:
            os._exit(1)  # a failure before the command ran: never a second server
    for fd in fds:
        os.close(fd)
    return pid


def _report_ended(running: dict[int, socket.socket], block: bool) -> None:
    """Reap every run that has ended (all of them when ``block``) and send each its status."""
    with contextlib.suppress(ChildProcessError):
        while True:
            pid, status = os.waitpid(-1, 0 if block else os.WNOHANG)
            if not pid:
                return
            conn = running.pop(pid, None)
            if conn is not None:
                with contextlib.suppress(OSError):  # the client may have gone
                    conn.sendall(f"status {status}\n".encode())
                conn.close()


def _become_the_command(request: dict[str, Any], fds: list[int]) -> None:
    """Take the caller's streams, environment, folder and arguments, then run the console script
    as the interpreter would: ``SystemExit`` gives the status, any other exception a traceback."""
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
    for fd in set(fds) - {0, 1, 2}:
        os.close(fd)
    os.environ.clear()
    os.environ.update(request["env"])
    os.chdir(request["cwd"])
    if request["unprivileged"]:
        _drop_file_capabilities()
    argv = list(request["argv"])
    code = 0
    try:
        import runpy

        if argv[1:2] == ["-m"]:  # `python -m booray_ledger ARGS`: as the interpreter's -m runs it
            sys.argv = ["-m", *argv[3:]]
            runpy.run_module(argv[2], run_name="__main__", alter_sys=True)
        else:
            sys.argv = argv
            runpy.run_path(argv[0], run_name="__main__")
    except SystemExit as done:
        code = _exit_code(done.code)
    except BaseException:
        sys.excepthook(*sys.exc_info())
        code = 1
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            code = 120  # as the interpreter does when it cannot flush at exit
    os._exit(code)


def _drop_file_capabilities() -> None:
    """Leave ``FILE_CAPABILITIES`` out of this process's bounding, permitted and effective sets,
    so file modes apply to it as to any user (what ``setpriv --bounding-set`` gives an exec)."""
    import ctypes

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    class Data(ctypes.Structure):
        _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]

    libc = ctypes.CDLL(None, use_errno=True)
    header, data = Header(0x20080522, 0), (Data * 2)()  # _LINUX_CAPABILITY_VERSION_3: two words
    keep = ~sum(1 << cap for cap in FILE_CAPABILITIES) & 0xFFFFFFFF
    for cap in FILE_CAPABILITIES:
        libc.prctl(24, cap, 0, 0, 0)  # PR_CAPBSET_DROP
    if libc.capget(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capget")
    data[0].effective &= keep
    data[0].permitted &= keep
    data[0].inheritable &= keep
    if libc.capset(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capset")


def _exit_code(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


if __name__ == "__main__":
    _serve(sys.argv[1])

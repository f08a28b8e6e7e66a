"""Where a ledger lives: a SQLite file (a path) or a PostgreSQL database (a URL).

This is the one place that decides the engine from what the user typed in ``--db`` or
``BOORAY_DB``:

- ``postgresql://user:pass@host:port/dbname`` and the SQLAlchemy form
  ``postgresql+psycopg://...`` (also ``postgres://``) are a PostgreSQL database, reached with
  psycopg 3 (the optional extra ``booray-ledger[postgres]``);
- anything else that looks like a URL (``scheme://...``) is refused with a one-line message, so
  that a mistyped URL never becomes a SQLite file in a folder called ``postgresql:``;
- everything else is the path of a SQLite file.

Standard library only: the command line parses ``--db`` before SQLAlchemy is imported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit, urlunsplit

from booray_ledger.errors import ErrorCode, Fix, UsageError

_URL = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*)://")
_POSTGRES_SCHEMES = ("postgresql", "postgres", "postgresql+psycopg")


@dataclass(frozen=True)
class Target:
    """A parsed ``--db``: ``path`` for SQLite, ``url`` (the SQLAlchemy psycopg form) for PostgreSQL."""

    engine: Literal["sqlite", "postgresql"]
    path: Path | None = None
    url: str | None = None

    @property
    def is_postgres(self) -> bool:
        return self.engine == "postgresql"

    @property
    def libpq_url(self) -> str:
        """The URL as psycopg itself takes it (``postgresql://``)."""
        assert self.url is not None
        return "postgresql://" + self.url.split("://", 1)[1]

    def __str__(self) -> str:
        """For messages: the file's path, or the URL with its password hidden."""
        if self.path is not None:
            return str(self.path)
        assert self.url is not None
        parts = urlsplit(self.libpq_url)
        if parts.password is None:
            return self.libpq_url
        netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
        return urlunsplit(parts._replace(netloc=netloc))


def _file_path(text: str) -> Path:
    if len(text) > 4096 or any(len(part.encode("utf-8", "replace")) > 255 for part in Path(text).parts):
        raise UsageError(ErrorCode.PATH_TOO_LONG, path=text[:40], length=len(text))
    return Path(text)


def parse_target(value: str | Path | Target) -> Target:
    """The ledger that ``value`` names: a PostgreSQL URL, else a SQLite file path.

    Raises :class:`UsageError` for an empty value and for a URL of any other kind.
    """
    if isinstance(value, Target):
        return value
    if isinstance(value, Path):
        return Target("sqlite", path=value)
    text = value.strip()
    if not text:
        raise UsageError(ErrorCode.PATH_EMPTY, fix=Fix.GIVE_FILE)
    if not value.isprintable():
        raise UsageError(ErrorCode.PATH_CONTROL, path=value[:40])
    found = _URL.match(text)
    if found is None:
        return Target("sqlite", path=_file_path(value))
    scheme = found.group(1).lower()
    if scheme not in _POSTGRES_SCHEMES:
        raise UsageError(ErrorCode.URL_NOT_A_LEDGER, scheme=scheme)
    rest = text[found.end() :]
    if not urlsplit("postgresql://" + rest).path.strip("/"):
        raise UsageError(ErrorCode.URL_NO_DATABASE, scheme=scheme)
    return Target("postgresql", url="postgresql+psycopg://" + rest)

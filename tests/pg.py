"""A throwaway PostgreSQL cluster for tests.

:func:`postgres_url` starts a private PostgreSQL 15 server in a fresh temporary directory (trust
authentication, loopback only, its unix socket inside the directory, durability switched off
because the data dies with the test session) and yields a SQLAlchemy URL to its ``postgres``
database; the server is stopped and its directory removed on exit. The server refuses to run as
root, so when the tests run as root the binaries run as the ``postgres`` system user.

Missing binaries skip the tests with a reason, except when the ``CI`` environment variable is set:
CI must run the PostgreSQL tests, so there the fixture fails loudly instead. Set
``CONVMEM_TEST_POSTGRES_URL`` to use an existing server instead of starting one (e.g. a CI service
container), and ``CONVMEM_PG_BINDIR`` to point at binaries somewhere else.

:func:`fresh_database` creates an empty database on the server for one test and
:func:`drop_database` removes it.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import NoReturn

import pytest

__all__ = ["drop_database", "find_bindir", "fresh_database", "postgres_url", "startup_seconds"]

_DEFAULT_BINDIR = Path("/usr/lib/postgresql/15/bin")
_SETTINGS = {
    # The cluster is thrown away with the session: durability buys nothing and costs time.
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "listen_addresses": "'127.0.0.1'",
    "max_connections": "200",
    "shared_buffers": "32MB",
    "log_min_messages": "warning",
}
_started: list[float] = []


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def _unavailable(reason: str) -> NoReturn:
    """Skip, or fail loudly on CI where the PostgreSQL tests must run."""
    if _in_ci():
        pytest.fail(f"PostgreSQL tests cannot run on CI: {reason}", pytrace=False)
    pytest.skip(f"PostgreSQL tests skipped: {reason}")


def find_bindir() -> Path | None:
    """The directory holding ``initdb`` and ``pg_ctl``, or ``None`` when there is none."""
    candidates = [os.environ.get("CONVMEM_PG_BINDIR"), str(_DEFAULT_BINDIR)]
    found = shutil.which("pg_ctl")
    if found:
        candidates.append(str(Path(found).parent))
    for cand in candidates:
        if cand and (Path(cand) / "initdb").is_file() and (Path(cand) / "pg_ctl").is_file():
            return Path(cand)
    return None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _run(cmd: list[str], *, as_user: str | None, cwd: Path, timeout: float = 120) -> None:
    full = ["runuser", "-u", as_user, "--", *cmd] if as_user else cmd
    proc = subprocess.run(full, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[:2])} failed ({proc.returncode}):\n{proc.stdout}\n"
                           f"{proc.stderr}")


def startup_seconds() -> list[float]:
    """How long each cluster started by this process took to accept connections."""
    return list(_started)


@contextlib.contextmanager
def postgres_url() -> Iterator[str]:
    """Start a throwaway PostgreSQL cluster and yield its SQLAlchemy URL.

    Yields:
        ``postgresql+psycopg://postgres@127.0.0.1:PORT/postgres``.

    Raises:
        pytest.skip.Exception: no PostgreSQL binaries (or no psycopg) outside CI.
        pytest.fail.Exception: the same on CI, where these tests must run.
        RuntimeError: the cluster would not start (its log is in the message).
    """
    existing = os.environ.get("CONVMEM_TEST_POSTGRES_URL")
    if existing:
        yield existing
        return
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _unavailable("psycopg is not installed (pip install convmem[postgres])")
    bindir = find_bindir()
    if bindir is None:
        _unavailable(f"no initdb/pg_ctl in {_DEFAULT_BINDIR} or on PATH "
                     "(apt-get install postgresql-15, or set CONVMEM_PG_BINDIR)")
    as_user: str | None = None
    if os.geteuid() == 0:
        try:
            pw = pwd.getpwnam("postgres")
        except KeyError:
            _unavailable("running as root and there is no 'postgres' user to run the server as")
        as_user = "postgres"
    root = Path(tempfile.mkdtemp(prefix="convmem-pg-"))
    data, sock, logfile = root / "data", root / "sock", root / "server.log"
    sock.mkdir()
    if as_user:
        for path in (root, sock):
            os.chown(path, pw.pw_uid, pw.pw_gid)
    started = False
    try:
        t0 = time.perf_counter()
        _run([str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "-A", "trust",
              "-E", "UTF8", "--no-locale", "--no-sync", "--no-instructions"],
             as_user=as_user, cwd=root)
        port = 0
        for _attempt in range(3):
            # Another process may grab the port between our probe and the server's bind.
            port = _free_port()
            conf = dict(_SETTINGS, port=str(port), unix_socket_directories=f"'{sock}'")
            with open(data / "postgresql.auto.conf", "a", encoding="utf-8") as fh:
                fh.writelines(f"{k} = {v}\n" for k, v in conf.items())
            try:
                _run([str(bindir / "pg_ctl"), "start", "-w", "-t", "60", "-D", str(data),
                      "-l", str(logfile)], as_user=as_user, cwd=root)
                started = True
                break
            except RuntimeError:
                if "could not bind" not in logfile.read_text(errors="replace") or _attempt == 2:
                    raise
        _started.append(time.perf_counter() - t0)
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    except RuntimeError as exc:
        log = logfile.read_text(errors="replace") if logfile.exists() else ""
        raise RuntimeError(f"{exc}\nserver log:\n{log[-4000:]}") from exc
    finally:
        if started:
            with contextlib.suppress(RuntimeError, subprocess.TimeoutExpired):
                _run([str(bindir / "pg_ctl"), "stop", "-w", "-m", "fast", "-D", str(data)],
                     as_user=as_user, cwd=root, timeout=60)
        shutil.rmtree(root, ignore_errors=True)


def fresh_database(admin_url: str, prefix: str = "t") -> str:
    """Create an empty database on the server behind ``admin_url``; return its URL."""
    import sqlalchemy as sa

    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    engine = sa.create_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
    finally:
        engine.dispose()
    return sa.make_url(admin_url).set(database=name).render_as_string(hide_password=False)


def drop_database(admin_url: str, url: str) -> None:
    """Drop the database of ``url`` (made by :func:`fresh_database`), closing its sessions."""
    import sqlalchemy as sa

    name = sa.make_url(url).database
    engine = sa.create_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        engine.dispose()

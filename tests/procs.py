"""Processes seen from outside, through Linux's ``/proc``: which processes a process started,
and whether a process still runs (a zombie does not: its parent is gone and nothing reaps it in
a container whose PID 1 is not an init)."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterable
from pathlib import Path


def _stat(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return text[text.rindex(")") + 2:].split()  # after "pid (comm) ": state, ppid, ...


def running(pid: int) -> bool:
    """Whether process ``pid`` exists and has not ended."""
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def children(pid: int) -> list[int]:
    """The running processes whose parent is ``pid``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat(int(entry.name))
            if fields is not None and fields[1] == str(pid) and fields[0] not in ("Z", "X"):
                found.append(int(entry.name))
    return sorted(found)


def workers(pid: int) -> list[int]:
    """The running processes ``pid`` started through multiprocessing's spawn (its workers)."""
    found = []
    for child in children(pid):
        try:
            command = Path(f"/proc/{child}/cmdline").read_text(errors="replace")
        except (FileNotFoundError, ProcessLookupError):
            continue  # it ended meanwhile
        if "spawn_main" in command:
            found.append(child)
    return found


def ended_within(pids: Iterable[int], seconds: float) -> None:
    """Wait until none of ``pids`` (processes the test started) runs, or fail naming those left
    after ending them with SIGKILL: a failed test leaves nothing of its own running."""
    deadline = time.monotonic() + seconds
    left = list(pids)
    while left:
        left = [p for p in left if running(p)]
        if left and time.monotonic() > deadline:
            for pid in left:
                os.kill(pid, signal.SIGKILL)
            raise AssertionError(f"processes {left} still ran {seconds:.0f} s later")
        time.sleep(0.05)

"""The server's HTTP connections (uvicorn's h11 protocol, with two guards of our own), the
open-files limit, and logs that do not repeat themselves.

- **Slow headers:** a connection gets `header_timeout` seconds to send a request's headers
  (the first request's, and each next one's once it starts); past that it is closed. uvicorn
  times out only an idle keep-alive connection, so a client sending a byte now and then held
  its connection for ever.
- **A cap on open connections:** past `max_connections` a new connection is answered at once
  with 503 (an error frame, Retry-After) and closed, before it holds a file for long. The
  request is not read yet, so the refusal is in English (from the tables).
- **The open-files limit** is raised to the hard limit at start (`raise_open_files`), and the
  cap is kept below it, so a flood is refused instead of failing every accept.
- **A repeated log line** (the same logger, message and error, within `window` seconds) is
  written once, and the next one after the window says how many were left out
  (`OnceFilter`): a flood of refused accepts wrote a traceback each, a gigabyte in minutes.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

HEADER_TIMEOUT = 10.0  # seconds to send a request's headers
MAX_CONNECTIONS = 4096  # open HTTP and WebSocket connections (also kept below the files limit)
RESERVED_FILES = 128  # files kept for the database, logs and worker pipes


def raise_open_files(wanted: int = 65536) -> int:
    """Raise this process's open-files limit toward `wanted` (up to the hard limit, where the
    system allows it); the soft limit now in force (0 where there is none to read)."""
    try:
        import resource
    except ImportError:  # (not on this system)
        return 0
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return soft if soft != resource.RLIM_INFINITY else wanted


def connection_cap(files: int, wanted: int = MAX_CONNECTIONS) -> int:
    """The connections to allow with `files` open files (0: unknown)."""
    if files <= 0:
        return wanted
    return max(16, min(wanted, files - RESERVED_FILES))


def busy_response() -> bytes:
    """The 503 a connection over the cap gets, whole (nothing of the request is read)."""
    from dominia.core.i18n import msg
    from dominia.server.protocol import error_frame

    body = json.dumps(error_frame(msg("web-error-busy"), "busy"), separators=(",", ":")).encode()
    head = (
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n"
        f"content-length: {len(body)}\r\nretry-after: 1\r\nconnection: close\r\n\r\n"
    )
    return head.encode("ascii") + body


class GuardedH11(H11Protocol):
    """uvicorn's h11 protocol with a time limit on request headers and a cap on connections.
    The limits are class attributes: `guarded(...)` makes a subclass with a server's own."""

    header_timeout = HEADER_TIMEOUT
    max_connections = MAX_CONNECTIONS
    refused = 0  # connections refused over the cap (all servers of this class)
    timed_out = 0  # connections closed for slow headers
    _busy: bytes | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._headers_timer: asyncio.TimerHandle | None = None
        if len(self.connections) > self.max_connections:
            type(self).refused += 1
            cls = type(self)
            if cls._busy is None:
                cls._busy = busy_response()
            transport.write(cls._busy)
            transport.close()
            return
        self._arm()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self._arm()  # (a request has begun, or more of its headers came: the clock runs)
        else:
            self._disarm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _arm(self) -> None:
        if getattr(self, "_headers_timer", None) is None:
            self._headers_timer = self.loop.call_later(self.header_timeout, self._headers_late)

    def _disarm(self) -> None:
        timer = getattr(self, "_headers_timer", None)
        if timer is not None:
            timer.cancel()
            self._headers_timer = None

    def _headers_late(self) -> None:
        self._headers_timer = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            if self.cycle is None or self.cycle.response_complete:  # (no request under way)
                type(self).timed_out += 1
                self.transport.close()


def guarded(
    header_timeout: float = HEADER_TIMEOUT, max_connections: int = MAX_CONNECTIONS
) -> type[GuardedH11]:
    """The protocol class (uvicorn's `http=`) with these limits."""
    return type(
        "GuardedH11",
        (GuardedH11,),
        {"header_timeout": header_timeout, "max_connections": max_connections, "refused": 0, "timed_out": 0},
    )


class OnceFilter(logging.Filter):
    """Lets a log line through once per `window` seconds per (logger, message, error type); the
    first one let through after a window names how many were left out."""

    def __init__(self, window: float = 60.0) -> None:
        super().__init__()
        self.window = window
        self._seen: dict[tuple[str, Any, str], tuple[float, int]] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        error = type(record.exc_info[1]).__name__ if record.exc_info and record.exc_info[1] else ""
        key = (record.name, record.msg, error)
        now = time.monotonic()
        seen = self._seen.get(key)
        if seen is not None and now - seen[0] < self.window:
            self._seen[key] = (seen[0], seen[1] + 1)
            return False
        if len(self._seen) >= 1000:
            self._seen.clear()
        self._seen[key] = (now, 0)
        if seen is not None and seen[1]:
            record.msg = f"{record.msg} (and {seen[1]} more like it in the last {self.window:g} s)"
            record.repeated = seen[1]
        return True

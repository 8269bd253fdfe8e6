"""The server's logs: plain lines for a person at a terminal, or one JSON object a line for a
log collector (`dominia serve --log-format json`, DOMINIA_LOG_FORMAT).

Given to uvicorn as its logging configuration, so its own lines (start, stop, errors) and ours
(`dominia.*`) come out alike. A JSON line holds the time (UTC, ISO 8601), the level, the
logger, the message, the exception's traceback when there is one, and whatever a call passed
in `extra` (a game's id, say). uvicorn's access log stays off: a request's query string may
hold a seat's token. A line repeated within a minute (the same logger, message and error) is
written once, and the next one says how many were left out (`connections.OnceFilter`); asyncio's
own lines (a refused accept) go through the same handler.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
from typing import Any

FORMATS = ("text", "json")
# a LogRecord's own attributes: anything else on it came from `extra`
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", None, None)))
_STANDARD |= {"message", "asctime", "color_message"}


class JsonLines(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "time": dt.datetime.fromtimestamp(record.created, dt.UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and not key.startswith("_"):
                out[key] = value if isinstance(value, str | int | float | bool | None) else repr(value)
        if record.exc_info:
            out["error"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False)


def config(fmt: str = "text", level: str = "info") -> dict[str, Any]:
    """A logging.config.dictConfig for uvicorn's `log_config`; ValueError for an unknown format."""
    if fmt not in FORMATS:
        raise ValueError(fmt)
    formatter: dict[str, Any] = (
        {"()": f"{__name__}.JsonLines"}
        if fmt == "json"
        else {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}
    )
    handler = {
        "class": "logging.StreamHandler",
        "formatter": "main",
        "stream": "ext://sys.stderr",
        "filters": ["once"],
    }
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"main": formatter},
        "filters": {"once": {"()": "dominia.server.connections.OnceFilter"}},
        "handlers": {"main": handler},
        "loggers": {
            "uvicorn": {"handlers": ["main"], "level": "WARNING", "propagate": False},
            "uvicorn.error": {"level": "WARNING"},
            "uvicorn.access": {"handlers": [], "level": "WARNING", "propagate": False},
            "dominia": {"handlers": ["main"], "level": level.upper(), "propagate": False},
            "asyncio": {"handlers": ["main"], "level": "WARNING", "propagate": False},
        },
    }

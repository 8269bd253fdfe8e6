"""User errors: one clear line on stderr and exit code 2, never a traceback."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NoReturn

import typer
from rich.console import Console
from rich.markup import escape

from dominia.core.errors import DominiaError


def fail(message: str, code: int = 2) -> NoReturn:
    Console(stderr=True, soft_wrap=True).print(f"[bold red]Error:[/] {escape(message)}")
    raise typer.Exit(code)


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn the errors that bad options or bad files raise into `fail`."""
    try:
        yield
    except DominiaError as exc:
        fail(str(exc))
    except BrokenPipeError:
        _stdout_gone()
    except OSError as exc:
        where = f"{exc.filename}: " if exc.filename else ""
        fail(f"{where}{exc.strerror or exc}")


def _stdout_gone() -> NoReturn:
    """The reader of our output went away (`dominia cards | head`): stop quietly."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass
    raise typer.Exit(0)

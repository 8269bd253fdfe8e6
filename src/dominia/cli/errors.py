"""User errors: one clear line on stderr and exit code 2, never a traceback.

The line is in the reader's language: an error carrying a message of the tables (a game's
or the terminal's) is formatted with them; plain text (an operating system's) is shown as is.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NoReturn

import typer
from rich.console import Console

from dominia.cli.lang import markup, translator
from dominia.core.errors import DominiaError
from dominia.core.i18n import Text, msg


def fail(message: Text, code: int = 2) -> NoReturn:
    tr = translator()
    prefix = markup(tr, msg("error-prefix"))
    Console(stderr=True, soft_wrap=True).print(f"[bold red]{prefix}[/] {markup(tr, message)}")
    raise typer.Exit(code)


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn the errors that bad options or bad files raise into `fail`."""
    try:
        yield
    except DominiaError as exc:
        fail(exc.text)
    except BrokenPipeError:
        _stdout_gone()
    except OSError as exc:
        fail(os_error(exc))


def os_error(exc: OSError) -> Text:
    """An operating system's error: the file it concerns and the system's own words."""
    text = str(exc.strerror or exc)
    return msg("error-os-file", file=str(exc.filename), text=text) if exc.filename else text


def _stdout_gone() -> NoReturn:
    """The reader of our output went away (`dominia cards | head`): stop quietly."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass
    raise typer.Exit(0)

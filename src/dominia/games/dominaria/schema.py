"""Heroes of Dominaria's option schema (core.spec.Option): what the terminal's flags and the lobby's
fields offer; `options.normalize_options` has the last word on every value."""

from __future__ import annotations

from dominia.core.spec import Option

OPTIONS = (
    Option(
        "start_mana",
        "choice",
        1,
        choices=(1, 2),
        help="help-opt-start-mana",
        label="web-lobby-start-mana",
    ),
    # a folder of replacement component files; the server uses its own (`dominia serve --components`)
    Option("components", "path", None, help="help-opt-components", web=False),
)

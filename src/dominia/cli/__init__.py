"""The `dominia` command line: play, replay, catalogs and simulations (typer + rich)."""

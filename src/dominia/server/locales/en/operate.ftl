# `dominia serve`: running it, several processes, stopping.
# project's own (the whole file)

serve-sqlite-busy = another `dominia serve` already serves { $database }: a SQLite database is served by one process at a time (stop the other one, or use PostgreSQL to run several: --db postgresql://...)
serve-bad-log-format = the log format must be text or json, not { $value }

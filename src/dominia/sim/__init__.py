"""The simulator: batches of bot games played in this process, on worker processes or on a
Ray cluster, with the same results for the same seed (`batch`, `run`), what each game records
(`collectors`), the summary (`summary`) and its files and plots (`output`)."""

from dominia.core.i18n import add_package

# The simulator's words (its errors, the plot's titles) are in the terminal's table, its front end.
add_package("dominia.cli")

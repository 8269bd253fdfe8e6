"""The simulator: batches of bot games played in this process, on worker processes or on a
Ray cluster, with the same results for the same seed (`batch`, `run`), what each game records
(`collectors`), the summary (`summary`) and its files and plots (`output`)."""

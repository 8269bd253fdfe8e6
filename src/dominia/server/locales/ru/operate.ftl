# `dominia serve`: запуск, несколько процессов, остановка.
# project's own (весь файл)

serve-sqlite-busy = другой `dominia serve` уже обслуживает { $database }: базу SQLite обслуживает только один процесс за раз (остановите другой или, чтобы запустить несколько, используйте PostgreSQL: --db postgresql://...)
serve-bad-log-format = формат журнала должен быть text или json, а не { $value }

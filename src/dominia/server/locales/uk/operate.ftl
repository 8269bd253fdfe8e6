# `dominia serve`: запуск, кілька процесів, зупинка.
# project's own (увесь файл)

serve-sqlite-busy = інший `dominia serve` уже обслуговує { $database }: базу SQLite обслуговує лише один процес водночас (зупиніть інший або, щоб запустити кілька, використайте PostgreSQL: --db postgresql://...)
serve-bad-log-format = формат журналу має бути text або json, а не { $value }

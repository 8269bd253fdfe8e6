# `dominia serve`: futtatás, több folyamat, leállítás.
# project's own (az egész fájl)

serve-sqlite-busy = egy másik `dominia serve` már kiszolgálja ezt: { $database }; egy SQLite-adatbázist egyszerre csak egy folyamat szolgálhat ki (állítsd le a másikat, vagy többhöz használj PostgreSQL-t: --db postgresql://...)
serve-bad-log-format = a napló formátuma text vagy json lehet, nem { $value }

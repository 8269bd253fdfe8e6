#!/usr/bin/env bash
# A local PostgreSQL for the server tests; safe to rerun, silent unless it fails.
#
# Installs the Debian PostgreSQL server if missing, keeps a throwaway cluster "dominia" on
# 127.0.0.1:${DOMINIA_PG_PORT:-54329} (fsync off: test data only), with a role and database
# dominia_test that may create databases (the tests make one per test). Prints one line,
#   DOMINIA_TEST_POSTGRES=postgresql+psycopg://dominia_test:dominia_test@127.0.0.1:54329/dominia_test
# and writes the URL to .venv/.dominia-postgres-url (tests/server/conftest.py reads either).
# Use it as:  pg_env=$(bash scripts/ci-postgres.sh); export "$pg_env"
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=${DOMINIA_PG_PORT:-54329}
CLUSTER=dominia
ROLE=dominia_test
PASSWORD=dominia_test
DB=dominia_test
URL="postgresql+psycopg://$ROLE:$PASSWORD@127.0.0.1:$PORT/$DB"
LIBPQ_URL="postgresql://$ROLE:$PASSWORD@127.0.0.1:$PORT/$DB"

log=$(mktemp)
trap 'status=$?; if [ $status -ne 0 ]; then echo "ci-postgres.sh failed:" >&2; cat "$log" >&2; fi; rm -f "$log"' EXIT

report() {
  if [ -d .venv ]; then echo "$URL" > .venv/.dominia-postgres-url; fi
  echo "DOMINIA_TEST_POSTGRES=$URL"
}

ready() {  # the role can log in to its database
  command -v psql >/dev/null 2>&1 &&
    PGCONNECT_TIMEOUT=3 psql "$LIBPQ_URL" -XAtqc 'select 1' >>"$log" 2>&1
}

if ready; then
  report
  exit 0
fi

if [ "$(id -u)" != 0 ]; then
  echo "PostgreSQL is not set up on port $PORT and setting it up needs root" >>"$log"
  exit 1
fi

newest() { ls /usr/lib/postgresql 2>/dev/null | sort -V | tail -n 1; }
VER=$(newest)
if [ -z "$VER" ] || [ ! -x "/usr/lib/postgresql/$VER/bin/postgres" ] || ! command -v pg_createcluster >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  if ! apt-get install -y -qq postgresql >>"$log" 2>&1; then
    apt-get update -qq >>"$log" 2>&1
    apt-get install -y -qq postgresql >>"$log" 2>&1
  fi
  VER=$(newest)
fi

if [ ! -d "/etc/postgresql/$VER/$CLUSTER" ]; then
  pg_createcluster "$VER" "$CLUSTER" --port "$PORT" >>"$log" 2>&1
fi
conf="/etc/postgresql/$VER/$CLUSTER/conf.d/dominia-tests.conf"
if [ ! -f "$conf" ]; then
  cat > "$conf" <<EOF
# written by dominia's scripts/ci-postgres.sh: a throwaway cluster for tests
listen_addresses = '127.0.0.1'
port = $PORT
max_connections = 200
fsync = off
synchronous_commit = off
full_page_writes = off
EOF
fi
install -d -o postgres -g postgres -m 2775 /var/run/postgresql
if ! pg_ctlcluster "$VER" "$CLUSTER" status >>"$log" 2>&1; then
  pg_ctlcluster "$VER" "$CLUSTER" start >>"$log" 2>&1
fi

as_postgres() {
  runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -p "$PORT" -d postgres "$@" >>"$log" 2>&1
}
for _ in $(seq 1 30); do  # until it takes connections
  if as_postgres -c 'select 1'; then break; fi
  sleep 0.5
done
as_postgres <<EOF
SELECT 'CREATE ROLE $ROLE LOGIN CREATEDB'
WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '$ROLE')\gexec
ALTER ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD';
GRANT pg_signal_backend TO $ROLE;  -- DROP DATABASE ... WITH (FORCE) of its test databases
SELECT 'CREATE DATABASE $DB OWNER $ROLE'
WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = '$DB')\gexec
EOF

ready
report

#!/bin/sh
# A throwaway Postgres server with pgvector for the benchmarks (not used by npm test), as root on Debian:
#   sh bench/support/postgres-server.sh start [port=55432]   → prints the DATABASE_URL to export
#   sh bench/support/postgres-server.sh stop  [port=55432]
# pgvector comes from Debian's postgresql-NN-pgvector when the release has it (trixie and later); on bookworm it
# is built from a pgvector source tree given as PGVECTOR_SRC (e.g. a checkout of github.com/pgvector/pgvector).
set -eu
ACTION=${1:-start}
PORT=${2:-55432}
DIR=/tmp/bench-postgres-$PORT

if [ "$ACTION" = stop ]; then
  su postgres -c "pg_ctl -D $DIR/data -m fast stop" || true
  rm -rf "$DIR"
  exit 0
fi

command -v pg_config >/dev/null 2>&1 || apt-get install -y -qq postgresql postgresql-server-dev-all >/dev/null
BIN=$(pg_config --bindir)
MAJOR=$("$BIN/postgres" --version | sed -E 's/[^0-9]*([0-9]+).*/\1/')
if [ ! -f "$(pg_config --sharedir)/extension/vector.control" ]; then
  if ! apt-get install -y -qq "postgresql-$MAJOR-pgvector" >/dev/null 2>&1; then
    [ -n "${PGVECTOR_SRC:-}" ] || { echo "Debian has no postgresql-$MAJOR-pgvector here: set PGVECTOR_SRC to a pgvector source tree." >&2; exit 1; }
    apt-get install -y -qq "postgresql-server-dev-$MAJOR" make gcc >/dev/null
    make -C "$PGVECTOR_SRC" -s OPTFLAGS="" && make -C "$PGVECTOR_SRC" -s install
  fi
fi

mkdir -p "$DIR" && chown postgres "$DIR"
su postgres -c "$BIN/initdb -D $DIR/data -U postgres --auth=trust -E UTF8 >/dev/null"
# Settings of a small dedicated server; fsync stays on, so the figures are those of a durable database.
su postgres -c "$BIN/pg_ctl -D $DIR/data -l $DIR/log -w -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=256MB' start >/dev/null"
echo "DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"

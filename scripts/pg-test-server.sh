#!/usr/bin/env bash
# Starts a private PostgreSQL server for the tests: its own data dir in a temp folder, its own port,
# run as the `postgres` user when we are root (PostgreSQL refuses to run as root). Sourced by
# scripts/test.sh, which calls pg_test_stop on exit, failure included.
# Exports TENGEN_TEST_PG=postgresql://USER@127.0.0.1:PORT/postgres

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
pg_dir=""
pg_user=$(id -un)

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_free_port() {
  local port
  for port in $(seq 55432 55532); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return 0; fi
  done
  return 1
}

pg_test_start() {
  [ -n "$pg_bin" ] || { echo "tengen: PostgreSQL server binaries not found" >&2; return 1; }
  pg_dir=$(mktemp -d /tmp/tengen-pg.XXXXXX)
  if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$pg_dir"; pg_user=postgres; fi
  chmod 700 "$pg_dir"
  local port
  port=$(pg_free_port)
  as_pg "$pg_bin/initdb" -D "$pg_dir/data" -U "$pg_user" -A trust -E UTF8 --locale=C.UTF-8 >"$pg_dir/initdb.log" 2>&1 ||
    { cat "$pg_dir/initdb.log" >&2; return 1; }
  as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w -t 60 \
    -o "-p $port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null ||
    { cat "$pg_dir/server.log" >&2; return 1; }
  export TENGEN_TEST_PG="postgresql://$pg_user@127.0.0.1:$port/postgres"
  echo "tengen: test PostgreSQL on port $port (data in $pg_dir)"
}

pg_test_stop() {
  if [ -n "$pg_dir" ] && [ -d "$pg_dir/data" ]; then
    as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$pg_dir"
  fi
}

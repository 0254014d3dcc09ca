#!/usr/bin/env bash
# The write path's figures beside PostgreSQL's own (issue "one door"): starts the private
# PostgreSQL server, measures with pgbench the serialized append pattern a ledger entry needs
# (an event-wide advisory lock, the chain head read, one insert, commit) and a plain insert, both
# with 20 clients, then runs `tengen bench db` with 20 clients on the same server: the three kinds
# of write at once, then each alone. Prints both.
# Usage: scripts/bench-db.sh [CLIENTS] [SECONDS]   (after scripts/build.sh tengen)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TENGEN_BUILD_DIR:-$root/build}
clients=${1:-20}
seconds=${2:-10}
source "$root/scripts/pg-test-server.sh"
trap pg_test_stop EXIT
pg_test_start >/dev/null
base=${TENGEN_TEST_PG%/postgres}
psql_run() { "$pg_bin/psql" -q -v ON_ERROR_STOP=1 "$TENGEN_TEST_PG" "$@"; }
psql_run -c "CREATE DATABASE bench_pgbench" -c "CREATE DATABASE bench_tengen"
"$pg_bin/psql" -q -v ON_ERROR_STOP=1 "$base/bench_pgbench" <<'SQL'
CREATE TABLE chain (event_id BIGINT NOT NULL, id BIGINT NOT NULL, prev TEXT NOT NULL,
                    hash TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (event_id, id));
CREATE TABLE plain (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body TEXT NOT NULL);
-- The same insert with a NOTIFY per row, as Tengen's change feed sends one for every row written:
-- PostgreSQL serialises the commits of notifying transactions (one queue lock), which bounds any
-- write that others must hear of.
CREATE TABLE notified (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body TEXT NOT NULL);
CREATE FUNCTION notify_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM pg_notify('bench', NEW.id::text); RETURN NULL; END$$;
CREATE TRIGGER notify_row AFTER INSERT ON notified FOR EACH ROW EXECUTE FUNCTION notify_row();
SQL
work=$(mktemp -d)
cat >"$work/append.sql" <<'SQL'
BEGIN;
SELECT pg_advisory_xact_lock(hashtext('referee_entry'), 1);
SELECT id, hash FROM chain WHERE event_id = 1 ORDER BY id DESC LIMIT 1;
INSERT INTO chain (event_id, id, prev, hash, body)
  SELECT 1, COALESCE(MAX(id), 0) + 1, COALESCE(MAX(hash), ''), md5(random()::text), 'entry'
  FROM chain WHERE event_id = 1;
COMMIT;
SQL
echo "INSERT INTO plain (body) VALUES ('row');" >"$work/plain.sql"
echo "INSERT INTO notified (body) VALUES ('row');" >"$work/notified.sql"
tps() { grep -Eo 'tps = [0-9.]+' | head -n 1 | grep -Eo '[0-9.]+'; }
append=$(pgbench -n -c "$clients" -j 2 -T "$seconds" -f "$work/append.sql" "$base/bench_pgbench" 2>/dev/null | tps)
plain=$(pgbench -n -c "$clients" -j 2 -T "$seconds" -f "$work/plain.sql" "$base/bench_pgbench" 2>/dev/null | tps)
notified=$(pgbench -n -c "$clients" -j 2 -T "$seconds" -f "$work/notified.sql" "$base/bench_pgbench" 2>/dev/null | tps)
rm -rf "$work"
echo "pgbench, $clients clients: serialized append (the ledger's pattern) $append/s, plain insert $plain/s, insert with a NOTIFY $notified/s"
tengen() { "$build/app/tengen" bench db "$base/bench_tengen" --clients "$clients" "$@"; }
echo "tengen, $clients clients, the three kinds of write at once:"
tengen
# Each kind alone, over as many games and boards (--games), beside pgbench's figures above.
echo "tengen, $clients clients, results alone:"
tengen --results 4000 --ledger 0 --clock-events 0 | grep -E 'results/s|^stored'
echo "tengen, $clients clients, ledger entries alone:"
tengen --results 0 --games 2000 --ledger 2000 --clock-events 0 | grep -E '^ledger'
echo "tengen, $clients clients, clock events alone (100 boards):"
tengen --results 0 --games 100 --ledger 0 --clock-events 8000 | grep -E '^clock'
